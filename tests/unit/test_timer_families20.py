"""Timers, alarms and reminders as holdout17 said them (issue 15), each family said in five or more ways, with
sentences that must not be read so: a timer named before its length ("name a timer bread and give it 50 minutes"),
an alarm with a remark after its time ("... no rush that day"), one day's alarm asked for ("what time's my thursday
alarm") and a reminder asked for as a shout or a nudge. A wrong action (an alarm at a time half heard, a timer set
without its name) is worse than an honest "didn't catch". Through the real rules and skills with a pinned clock (a
Tuesday morning)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timedelta

import pytest
from gpiozero.pins.mock import MockFactory
from skill_helpers import NOW, local_skills, say

from gpt_home.agent.intent_types import TimerKind
from gpt_home.skills.local import LocalSkills

TODAY = NOW.replace(hour=0, minute=0, second=0, microsecond=0)


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory) as s:
        yield s


def _pending(skills: LocalSkills, kind: TimerKind) -> list[tuple[datetime, str]]:
    assert skills.timers is not None
    return sorted((t.due, t.label) for t in skills.timers.list("anna", kind=kind))


# --- a timer named first, its length given after -----------------------------------------------------------------

@pytest.mark.parametrize(("text", "label", "minutes"), [
    ("name a timer bread and give it 50 minutes", "bread", 50),
    ("make a timer called soup and give it 20 minutes", "soup", 20),
    ("label a timer tea and give it 4 minutes", "tea", 4),
    ("set a timer named pizza and give it 12 minutes", "pizza", 12),
    ("name a timer eggs for 6 minutes", "eggs", 6),
    ("name a new timer chips and make it 15 minutes", "chips", 15),
    ("start a timer called jacket potatoes and set it for 45 minutes", "jacket potatoes", 45),
])
def test_a_timer_named_then_timed_keeps_its_name(skills: LocalSkills, text: str, label: str, minutes: int) -> None:
    assert say(skills, text) == f"Okay, {label} timer set for {minutes} minutes."
    assert _pending(skills, TimerKind.TIMER) == [(NOW + timedelta(minutes=minutes), label)]


@pytest.mark.parametrize("text", ["name a timer bread", "name a timer bread and give it a go"])
def test_a_timer_named_without_a_length_sets_nothing(skills: LocalSkills, text: str) -> None:
    say(skills, text)
    assert _pending(skills, TimerKind.TIMER) == []


# --- an alarm with a remark after its time -----------------------------------------------------------------------

@pytest.mark.parametrize(("text", "days", "hour", "minute"), [
    ("get me up at 10 on sunday no rush that day", 5, 10, 0),
    ("alarm for 1 pm please need to move the car", 0, 13, 0),
    ("wake me at 7 tomorrow big day", 1, 7, 0),
    ("alarm for 6 am please got to catch the train", 1, 6, 0),
    ("wake me up at 9 on saturday lie in", 4, 9, 0),
    ("alarm for 5:45 ive a long drive", 1, 5, 45),
    ("set an alarm for 8 pm need to take my pills", 0, 20, 0),
])
def test_an_alarm_with_a_remark_after_it(skills: LocalSkills, text: str, days: int, hour: int, minute: int) -> None:
    assert str(say(skills, text)).startswith("Okay, alarm set for")
    due = TODAY + timedelta(days=days, hours=hour, minutes=minute)
    assert [d for d, _ in _pending(skills, TimerKind.ALARM)] == [due]


@pytest.mark.parametrize("text", [
    "alarm at 6 no wait thursday", "alarm at 7 on weekdays", "wake me at 6 tomorrow or maybe 7",
    "alarm for 7 every day", "wake me at 6 sorry half six",
])
def test_a_time_changed_or_repeated_is_never_cut_as_a_remark(skills: LocalSkills, text: str) -> None:
    say(skills, text)
    due = [d for d, _ in _pending(skills, TimerKind.ALARM)]
    assert TODAY + timedelta(days=1, hours=6) not in due and TODAY + timedelta(days=1, hours=7) not in due


def test_a_short_reason_still_names_the_alarm(skills: LocalSkills) -> None:
    assert say(skills, "alarm for 4 pm please for the school run") == "Okay, school run alarm set for 4 pm."


# --- one day's alarm asked for -----------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "what time's my thursday alarm, i forget things, dear", "when is my thursday alarm",
    "what time is my alarm on thursday", "when does my thursday alarm go off", "whats my thursday alarm set for",
])
def test_one_days_alarm_is_that_days_alone(skills: LocalSkills, text: str) -> None:
    for said in ("wake me tomorrow at 8:35", "set an alarm for 1 pm", "set an alarm for thursday at 7:50 am",
                 "alarm at 6 on saturday", "alarm at 6:20 on sunday", "alarm at 9 on friday"):
        assert str(say(skills, said)).startswith("Okay")
    reply = str(say(skills, text, 2))
    assert "7:50" in reply and not any(t in reply for t in ("8:35", "1 pm", "6 am", "6:20", "9 am"))


def test_no_alarm_that_day_is_said_so(skills: LocalSkills) -> None:
    say(skills, "set an alarm for thursday at 7:50 am")
    assert "don't have an alarm for friday" in str(say(skills, "what time is my friday alarm", 2)).lower()


# --- a reminder asked for as a shout or a nudge ------------------------------------------------------------------

@pytest.mark.parametrize(("text", "task", "minutes"), [
    ("in 45 minutes give me a shout to get the sponge cake out of the oven", "get the sponge cake out of the oven", 45),
    ("give me a shout in 10 minutes to turn the oven off", "turn the oven off", 10),
    ("in an hour buzz me to check the washing", "check the washing", 60),
    ("give me a shout to take the bread out in 20 minutes", "take the bread out", 20),
    ("at 3 pm ping me to call the bank", "call the bank", 275),
    ("give me a nudge at 6 pm about the bins", "the bins", 455),
])
def test_a_shout_is_a_reminder(skills: LocalSkills, text: str, task: str, minutes: int) -> None:
    assert str(say(skills, text)).startswith("Okay, I'll remind you")
    assert _pending(skills, TimerKind.REMINDER) == [(NOW + timedelta(minutes=minutes), task)]


@pytest.mark.parametrize("text", ["give me a shout when youre free", "in 5 minutes give me a shout", "give me a call",
                                  "ping me", "in 5 minutes tell me a joke"])
def test_a_shout_without_a_time_and_a_task_sets_nothing(skills: LocalSkills, text: str) -> None:
    say(skills, text)
    assert _pending(skills, TimerKind.REMINDER) == []
