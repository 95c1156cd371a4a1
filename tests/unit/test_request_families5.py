"""Families of everyday phrasings (fifth requests round): what a speech recognizer writes and how people wrap a
request, through the real rules, recognizer and skills. The phrasings are in no benchmark set; near-misses must stay
with the model."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore

from gpt_home.skills.everyday import easter_sunday
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills
from gpt_home.skills.smalltalk import FACTS
from tests.skill_helpers import NO_LOCATION, local_skills, say

CHRISTMAS = "There are 24 days until Christmas, on Friday, December 25."


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights={"kitchen": 17, "hall": 27}, lists=ListSkill(InMemoryStore())) as built:
        yield built


# --- numbers a recognizer wrote as sound-alikes --------------------------------------------------------------------
@pytest.mark.parametrize(("text", "reply"), [
    ("start a timer for to minutes", "Okay, timer set for 2 minutes."),
    ("put a timer on for for minutes", "Okay, timer set for 4 minutes."),
    ("set a pasta timer for ate minutes", "Okay, pasta timer set for 8 minutes."),
    ("wake me up at ate", "Okay, alarm set for 8 am tomorrow."),
    ("set an alarm for ate fifteen", "Okay, alarm set for 8:15 am tomorrow."),
    ("what's ate plus for", "8 plus 4 is 12."),
])
def test_sound_alike_numbers(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


# --- number words (the sum is said back as it was asked: "two point five times four is ten") ----------------------
@pytest.mark.parametrize(("text", "reply"), [
    ("what's two dozen divided by three", "2 dozen divided by 3 is 8."),
    ("what is twelve hundred plus thirty", "12 hundred plus 30 is 1,230."),
    ("what is two point five times four", "2.5 times 4 is 10."),
    ("what's three thousand two hundred minus two hundred", "3200 minus 200 is 3,000."),
])
def test_number_words_in_sums(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


# --- indirect questions --------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "reply"), [
    ("I was wondering what day it is", "Today is Tuesday, December 1."),
    ("do you happen to know what the time is", "It's 10:25 am."),
    ("any idea what time it is in paris", "In Paris it's 11:25 am."),
    ("can you tell me how many days it is until christmas", CHRISTMAS),
    ("do you know how many days are left until christmas", CHRISTMAS),
    ("tell me what nine times seven is", "9 times 7 is 63."),
    ("could you tell me how to spell rhythm", "Rhythm is spelled R, H, Y, T, H, M."),
    ("do you know if it's going to snow tomorrow", NO_LOCATION),
    ("I wonder what the weather will be like at the weekend", NO_LOCATION),
    ("could you check whether the hall light is on", "No, the hall light is off."),
])
def test_indirect_questions(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


# --- wrapping at either end, and numbers said roughly ---------------------------------------------------------------
@pytest.mark.parametrize(("text", "reply"), [
    ("what's the time then", "It's 10:25 am."),
    ("what day is it today anyway", "Today is Tuesday, December 1."),
    ("what's the date, do you know", "Today is Tuesday, December 1."),
    ("what time is it by any chance", "It's 10:25 am."),
    ("turn on the hall light please and thank you", "Okay, the hall light is on."),
    ("sorry to bother you, what's the date", "Today is Tuesday, December 1."),
    ("hi there what time is it", "It's 10:25 am."),
    ("would you be able to switch off the kitchen light", "Okay, the kitchen light is off."),
    ("set a timer for about twelve minutes", "Okay, timer set for 12 minutes."),
    ("set a timer for fifteen minutes or so", "Okay, timer set for 15 minutes."),
    ("wake me at around six tomorrow", "Okay, alarm set for 6 am tomorrow."),
])
def test_wrapping_and_rough_numbers(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


# --- a request straight after a statement, no pause written ---------------------------------------------------------
@pytest.mark.parametrize(("text", "reply"), [
    # round 19: the remark names the timer (agent/remark_things.py)
    ("the eggs are on set a timer for six minutes", "Okay, eggs timer set for 6 minutes."),
    ("it is pitch black in the hall turn on the hall light", "Okay, the hall light is on."),
    ("I have got a dentist appointment remind me at 3 pm to leave", "Okay, I'll remind you to leave at 3 pm."),
])
def test_run_on_requests(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize("text", [
    "what happens if I set a timer for six minutes",
    "my daughter always turns off the hall light",
    "the children turn off the hall light every night",
    "she said it is late turn off the hall light",
    "when it gets dark turn on the hall light",
    "I forgot to set a timer for six minutes",
    "it is not dark turn on the hall light",
    "how long should I set a timer for",
])
def test_statements_and_questions_about_a_request_stay_with_the_model(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) is None


def test_list_verbs_without_the_list_name(skills: LocalSkills) -> None:
    assert say(skills, "pop some teabags on the list") == "I've added teabags to your shopping list."
    assert say(skills, "what's on the shopping list then", 3) == "You have teabags on your shopping list."


# --- sums on the clock, and "when is" a day of the calendar ---------------------------------------------------------
@pytest.mark.parametrize(("text", "reply"), [
    ("how long is it till 5 pm", "It's 10:25 am, so 5 pm is 6 hours and 35 minutes away."),
    ("how many minutes until noon", "It's 10:25 am, so noon is 1 hour and 35 minutes away."),
    ("what time will it be in ninety minutes", "In 1 hour and 30 minutes it will be 11:55 am."),
    ("what time was it three hours ago", "3 hours ago it was 7:25 am."),
    ("how long until new year's day", "There are 31 days until New Year's Day, on Friday, January 1, 2027."),
    ("when is good friday", "There are 115 days until Good Friday, on Friday, March 26, 2027."),
    ("what's the day before yesterday", "The day before yesterday was Sunday, November 29, 2026."),
])
def test_clock_sums_and_calendar_days(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize("text", ["what time is it in lisbon", "how long until the kettle boils",
                                  "when is my sister coming round", "what time will it be in 300 hours"])
def test_not_a_clock_sum(skills: LocalSkills, text: str) -> None:
    reply = say(skills, text)
    assert reply is None or "away" not in reply and "will be" not in reply


def test_easter_moves_with_the_moon() -> None:
    assert [easter_sunday(y).isoformat() for y in (2025, 2026, 2038)] == ["2025-04-20", "2026-04-05", "2038-04-25"]


def test_a_running_timer_asked_about_as_still_going(skills: LocalSkills) -> None:
    assert say(skills, "set an egg timer for 6 minutes") == "Okay, egg timer set for 6 minutes."
    assert say(skills, "is the egg timer still going", 60) == "The egg timer has 5 minutes left."
    assert say(skills, "what are you good at", 61).startswith("I can tell you the time")


# --- small talk the model gets wrong: complaints, coming home, favourites, a fact -----------------------------------
@pytest.mark.parametrize(("text", "reply"), [
    ("you're hopeless", "Sorry about that. Try saying it another way, or ask me what I can do."),
    ("no, that's not what I meant", "Sorry about that. Try saying it another way, or ask me what I can do."),
    ("honey I'm home", "Welcome home!"),
    ("what's your favourite song", "I'm a computer program, so I don't have favourites. What's yours?"),
    ("what have you been up to today", "Just listening out for you. What can I do for you?"),
    ("will you sing happy birthday", "I can't sing, I'm afraid. I can tell you a joke instead."),
    ("well done", "Thank you, that's kind of you!"),
])
def test_small_talk_families(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


def test_a_fact_is_one_of_the_checked_ones(skills: LocalSkills) -> None:
    assert say(skills, "give me a random fact") in FACTS


@pytest.mark.parametrize("text", ["is it wrong to tell a white lie", "tell me", "what is your opinion on cats"])
def test_not_small_talk(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) is None


def test_a_challenged_country_fact_is_said_from_the_data(skills: LocalSkills) -> None:
    # not small talk, and since round 11 not the model's either: the country data answers it (country_questions.py)
    assert say(skills, "you are wrong about the capital of peru") == "The capital of Peru is Lima."


def test_a_length_too_vague_to_set_is_asked_back(skills: LocalSkills) -> None:
    assert say(skills, "start a timer for a little while") == "For how long?"
    assert say(skills, "seven minutes", 3) == "Okay, timer set for 7 minutes."


def test_a_reminder_or_alarm_cancelled_by_what_it_is_about(skills: LocalSkills) -> None:
    assert say(skills, "remind me at 4 pm to walk the dog") == "Okay, I'll remind you to walk the dog at 4 pm."
    assert say(skills, "remind me at 7 pm to ring grandad") == "Okay, I'll remind you to ring grandad at 7 pm."
    assert say(skills, "get rid of the reminder about the dog", 3) == "Okay, I cancelled the reminder to walk the dog."
    assert say(skills, "have I got any reminders this evening", 6) == (
        "You have one reminder: the reminder to ring grandad at 7 pm.")
    assert say(skills, "wake me up at 6:30 am", 9) == "Okay, alarm set for 6:30 am tomorrow."
    assert say(skills, "turn off my alarm for tomorrow morning", 12) == "Okay, I cancelled the 6:30 am alarm."


@pytest.mark.parametrize("text", ["skip this track", "go back one song", "which song is playing", "shuffle the album",
                                  "who is singing this"])
def test_what_a_music_player_does_is_refused_honestly(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == "I can't play music yet."


def test_a_list_name_never_holds_the_question(skills: LocalSkills) -> None:
    assert say(skills, "put oat milk on the shopping list") == "I've added oat milk to your shopping list."
    assert say(skills, "could you tell me what is on my shopping list", 3) == (
        "You have oat milk on your shopping list.")


def test_a_sum_asked_inside_a_request_is_said_back_without_the_question(skills: LocalSkills) -> None:
    assert say(skills, "tell me what's fifteen percent of sixty") == "15 percent of 60 is 9."
