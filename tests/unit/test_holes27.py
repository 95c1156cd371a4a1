"""Round 27's holes (issue 15), through the real local skills: a sum after a remark about oneself, bad input said in
words (division by zero, an unknown unit asked back), a reminder at a time relative to an event said earlier, a
learner's reminder order, a spelling asked as a need and a month picked."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore
from skill_helpers import LIGHTS, local_skills, say

from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills

SHARED = "You can't divide by zero: there's no one to share between. How many are sharing?"


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as found:
        yield found


@pytest.mark.parametrize("said, reply", [
    ("I'm 80, I put 5 pounds a week in the Christmas club for 52 weeks, what have I saved", "5 times 52 is 260."),
    ("I'm 65 and I walk 2 miles a day for 7 days, how far is that", "2 times 7 is 14."),
    ("we're saving up, 50 pounds a month for 6 months, what will we have saved", "50 times 6 is 300."),
    ("I'm 72, I save 10 pounds a month for 12 months, how much is that", "10 times 12 is 120."),
])
def test_a_rate_for_a_while_after_a_remark_is_a_sum(skills: LocalSkills, said: str, reply: str) -> None:
    assert say(skills, said) == reply


@pytest.mark.parametrize("said, reply", [
    ("what do you get if you share 45 sweets between zero children", SHARED),
    ("what is 12 shared between no people", SHARED),
    ("what's 10 divided by nothing", "You can't divide by zero."),
    ("8 snargles, what's that in metres", "I don't know the unit snargles."),
    ("5 wobbles, how much is that in grams", "I don't know the unit wobbles."),
    ("8 feet, what's that in metres", "8 feet is 2.44 metres."),
])
def test_bad_input_in_words_gets_a_short_clear_reply(skills: LocalSkills, said: str, reply: str) -> None:
    assert say(skills, said) == reply


@pytest.mark.parametrize("said", ["split the bill between 4 of us with no tip how much each",
                                  "i divided 8 by zero on my calculator and it said error"])
def test_a_share_among_some_or_a_story_is_no_division_by_zero(skills: LocalSkills, said: str) -> None:
    assert "divide by zero" not in str(say(skills, said))


@pytest.mark.parametrize("said, reply", [
    ("football finishes at 4 and I have to pick my son up, give me a nudge at quarter to",
     "Okay, I'll remind you to pick your son up at 3:45 pm."),
    ("the match ends at 5, remind me at quarter to, I need to collect my daughter",
     "Okay, I'll remind you to collect your daughter at 4:45 pm."),
    ("my class ends at 6, remind me 10 minutes before to get my coat",
     "Okay, I'll remind you to get your coat at 5:50 pm."),
    ("the doctor is at 11, give me a shout at quarter to", "Okay, I'll remind you about the doctor at 10:45 am."),
])
def test_a_reminder_relative_to_an_event_said_earlier(skills: LocalSkills, said: str, reply: str) -> None:
    assert say(skills, said) == reply


def test_an_event_told_without_an_ask_sets_nothing(skills: LocalSkills) -> None:
    assert "remind you" not in str(say(skills, "football finishes at 4 and I have to pick my son up"))
    assert "3:45" not in str(say(skills, "what are my reminders", 20))


@pytest.mark.parametrize("said, reply", [
    ("remind me Thursday morning 9 o'clock, dentist appointment",
     "Okay, I'll remind you about dentist appointment at 9 am on Thursday."),
    ("you remind me Monday, 8 o'clock morning, I go to work early",
     "Okay, I'll remind you to go to work early at 8 am on Monday."),
    ("please remind me Saturday, 11 o'clock morning, I must call my sister",
     "Okay, I'll remind you to call your sister at 11 am on Saturday."),
    ("remind me tomorrow, 6 o'clock evening, I take medicine", "Okay, I'll remind you to take medicine at 6 pm tomorrow."),
    ("remind me, Friday, morning 8 o'clock, bring the passport",
     "Okay, I'll remind you to bring the passport at 8 am on Friday."),
    ("remind me Tuesday next week, afternoon 2 o'clock, I have interview",
     "Okay, I'll remind you that you have interview on Tuesday, December 8, at 2 pm."),
    ("please remind me Wednesday, night 9 o'clock, I call my mother",
     "Okay, I'll remind you to call your mother tomorrow, Wednesday, at 9 pm."),
])
def test_a_learners_reminder_order(skills: LocalSkills, said: str, reply: str) -> None:
    assert say(skills, said) == reply


@pytest.mark.parametrize("said, reply", [
    ("remind me at 4, sorry, 4:15, to pick up the dry cleaning",
     "Okay, I'll remind you to pick up the dry cleaning at 4:15 pm."),
    ("remind me at 2, no, half 2, to move the car", "Okay, I'll remind you to move the car at 2:30 pm."),
    ("remind me tomorrow at 7:30 am to take my tablets", "Okay, I'll remind you to take your tablets at 7:30 am tomorrow."),
    ("Remind me at 4 pm for call the plumber.", "Okay, I'll remind you to call the plumber at 4 pm."),
    ("Please remind me Friday, 9 in morning, for my English class",
     "Okay, I'll remind you about your english class at 9 am on Friday."),
    ("remind me in 10 minutes check the oven", "Okay, timer set for 10 minutes."),
    ("remind me friday at 8 the bins", "Okay, I'll remind you about the bins at 8 am on Friday."),
])
def test_a_reminder_the_rules_read_is_left_as_it_was(skills: LocalSkills, said: str, reply: str) -> None:
    assert say(skills, said) == reply


@pytest.mark.parametrize("said, word", [("I'm stuck on the word accommodation", "Accommodation"),
                                        ("I always get stuck on the word embarrass", "Embarrass"),
                                        ("I'm doing my spellings and I'm stuck on rhythm", "Rhythm")])
def test_a_spelling_asked_as_a_need(skills: LocalSkills, said: str, word: str) -> None:
    assert str(say(skills, said)).startswith(f"{word} is spelled ")


@pytest.mark.parametrize("said", ["I always get the word wrong", "I'm doing homework and I'm stuck on fractions",
                                  "I'm stuck on level five"])
def test_being_stuck_on_no_word_spells_nothing(skills: LocalSkills, said: str) -> None:
    assert "is spelled" not in str(say(skills, said))


@pytest.mark.parametrize("said", ["pick a month for me", "choose a season for me please"])
def test_a_set_picked_for_me(skills: LocalSkills, said: str) -> None:
    assert str(say(skills, said)).startswith("I pick ")


def test_a_month_picked_for_a_purpose_is_left_to_the_talk(skills: LocalSkills) -> None:
    assert not str(say(skills, "pick a month to get married in")).startswith("I pick ")
