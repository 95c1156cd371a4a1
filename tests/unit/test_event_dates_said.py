"""The date of the household's own event (skills/asked_events.py): never "you haven't told me" right after the
household said it, never a public event taken for the household's, and a timer said in "lots of" never a sum;
the real rules and skills with a pinned clock (Tuesday 1 December 2026, 10:25 UTC)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.agent.timeparse import parse_duration
from gpt_home.skills.asked_events import asked_event
from gpt_home.skills.local import LocalSkills
from tests.skill_helpers import NOW, Lists, local_skills, say

NOT_SAVED = "I don't have the date of {} saved. Tell me the date and I can set a reminder for it."


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lists=Lists()) as built:
        yield built


@pytest.mark.parametrize(("told", "asked"), [
    ("the party is on saturday", "when is the party"),
    ("my sisters wedding is on the 12th of june", "when is the wedding"),
    ("my sister gets married on the 12th of june", "when is the wedding"),
    ("the school play is on thursday the 10th", "what day is the play"),
    ("our anniversary is on the 3rd of march", "when is our anniversary"),
    ("mums birthday is on the 9th of january", "what date is mums birthday"),
])
def test_an_event_just_told_is_left_to_the_thread(skills: LocalSkills, told: str, asked: str) -> None:
    say(skills, told)
    assert say(skills, asked, 20) is None  # the model reads the thread, memory what it stored: never "not told"


def test_an_event_only_asked_before_is_still_not_saved(skills: LocalSkills) -> None:
    assert say(skills, "when is the wedding") == NOT_SAVED.format("the wedding")
    assert say(skills, "when is the wedding again", 10) == NOT_SAVED.format("the wedding")


def test_a_turn_long_ago_is_not_the_thread(skills: LocalSkills) -> None:
    say(skills, "the party is on saturday")
    assert say(skills, "when is the party", 3 * 3600) == NOT_SAVED.format("the party")


@pytest.mark.parametrize(("text", "event"), [
    ("when is the party", "the party"),
    ("when is the office party", "the office party"),
    ("what date is the christening", "the christening"),
    ("what day is the school play", "the school play"),
    ("what date is the work do", "the work do"),
    ("when is the kids party", "the kids party"),
    ("when is the school fair", "the school fair"),
])
def test_a_household_event_never_told_is_not_saved(skills: LocalSkills, text: str, event: str) -> None:
    assert say(skills, text) == NOT_SAVED.format(event)


@pytest.mark.parametrize("text", [
    "when is the royal wedding", "when is diwali festival", "when is the boat race", "when is the london marathon race",
    "when is jesus birthday", "when is shakespeares birthday", "when is the kings birthday", "when is the arsenal game",
    "when is the super bowl game", "what day is the grand national race", "when is glastonbury festival",
    "what date is the big party", "what date is the royal wedding", "when is toms wedding",
])
def test_a_public_event_is_not_the_households(skills: LocalSkills, text: str) -> None:
    assert asked_event(text, NOW) == ("", text.split()[-1])
    assert say(skills, text) is None  # the model's: never "not told", never today's date


@pytest.mark.parametrize(("text", "minutes"), [
    ("3 lots of 10 minutes", 30), ("2 lots of 5 minutes", 10), ("4 sets of 15 seconds", 1), ("2 rounds of 1 hour", 120),
    ("3 batches of 20 minutes", 60),
])
def test_lots_of_a_duration_is_one_span(text: str, minutes: int) -> None:
    duration = parse_duration(text)
    assert duration is not None and duration.total_seconds() == minutes * 60


@pytest.mark.parametrize(("text", "reply"), [
    ("set a timer for 3 lots of 10 minutes", "Okay, timer set for 30 minutes."),
    ("set a timer for 2 lots of 5 minutes", "Okay, timer set for 10 minutes."),
    ("timer for 3 lots of 20 minutes", "Okay, timer set for 1 hour."),
    ("start a timer for 2 lots of 15 minutes", "Okay, timer set for 30 minutes."),
    ("set a timer for two lots of ten minutes", "Okay, timer set for 20 minutes."),
])
def test_a_timer_in_lots_of_is_set_never_summed(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply
    assert len(skills.timers.list("anna")) == 1


@pytest.mark.parametrize(("text", "reply"), [("3 lots of 10", "3 lots of 10 is 30."),
                                             ("what is 4 lots of 25", "4 lots of 25 is 100.")])
def test_lots_of_without_a_timer_is_still_a_sum(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize(("text", "reply"), [
    ("did i tell you to remind me to call mum", "No, you don't have a reminder to call mum."),
    ("is there a reminder to feed the cat", "No, you don't have a reminder to feed the cat."),
    ("do i have a reminder to take my pills", "No, you don't have a reminder to take your pills."),
    ("did i ask you to remind me to ring the plumber", "No, you don't have a reminder to ring the plumber."),
    ("did i set a reminder to call mum or not", "No, you don't have a reminder to call mum."),
    ("did i set a reminder for the bins or not", "No, you don't have a reminder about the bins."),  # a thing: about
    ("is there a reminder for grandma", "No, you don't have a reminder about grandma."),
])
def test_a_reminder_not_set_is_said_as_asked(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply
