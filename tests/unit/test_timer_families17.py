"""Timers, alarms, reminders and the gear-for-the-weather question, as holdout16 said them (issue 15), each family
said in five or more ways, with sentences that must not be read so. A wrong action (an alarm on the wrong day, a
timer set unasked) is worse than an honest "didn't catch". Through the real rules, recognizer, semantic reader and
skills with a pinned clock (a Tuesday morning)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timedelta

import pytest
from gpiozero.pins.mock import MockFactory
from skill_helpers import NO_LOCATION, NOW, local_skills, say

from gpt_home.agent.intent_types import TimerKind
from gpt_home.skills.local import LocalSkills

FRIDAY = NOW.date() + timedelta(days=3)


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory) as s:
        yield s


def _pending(skills: LocalSkills, kind: TimerKind) -> list[datetime]:
    assert skills.timers is not None
    return sorted(t.due for t in skills.timers.list("anna", kind=kind))


# --- a timer asked for without a length: asked back, never the running ones listed -------------------------------

@pytest.mark.parametrize(("text", "answer", "minutes"), [
    ("could i get a timer going", "a timer for 35 minutes then please", 35),
    ("can you start a timer for me", "6 minutes", 6),
    ("get a timer going", "ten minutes", 10),
    ("could we have a timer please", "make it 20 minutes", 20),
    ("can i have a timer", "5 minutes", 5),
    ("id like a timer please", "for 12 minutes", 12),
    ("would you set a timer up", "three minutes", 3),
])
def test_a_timer_asked_for_asks_how_long(skills: LocalSkills, text: str, answer: str, minutes: int) -> None:
    assert say(skills, "set a timer for 50 minutes").startswith("Okay")  # one running: never listed instead
    assert say(skills, text, 2) == "For how long?"
    assert say(skills, answer, 4).startswith("Okay, timer set for")
    assert NOW + timedelta(seconds=4, minutes=minutes) in _pending(skills, TimerKind.TIMER)


@pytest.mark.parametrize("text", ["could i get a timer going", "can i have a timer"])
def test_a_timer_asked_for_then_never_mind_sets_nothing(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == "For how long?"
    say(skills, "never mind", 2)
    assert _pending(skills, TimerKind.TIMER) == []


@pytest.mark.parametrize("text", ["the timer is going off", "is the timer going", "is my timer still going"])
def test_a_timer_going_is_never_a_new_one(skills: LocalSkills, text: str) -> None:
    say(skills, text)
    assert _pending(skills, TimerKind.TIMER) == []
    assert say(skills, text) != "For how long?"


@pytest.mark.parametrize(("text", "minutes"), [("the potatoes need twenty minutes put a timer on", 20)])
def test_a_length_said_first_is_the_timers_length(skills: LocalSkills, text: str, minutes: int) -> None:
    assert str(say(skills, text)).startswith("Okay, timer set for")
    assert _pending(skills, TimerKind.TIMER) == [NOW + timedelta(minutes=minutes)]


# --- every reminder or alarm listed, however "all" is said --------------------------------------------------------

@pytest.mark.parametrize("text", [
    "list every reminder i have", "show me every reminder", "go through each reminder i set",
    "tell me every reminder you have", "read me out all the reminders ive got", "list every single reminder",
])
def test_every_reminder_listed(skills: LocalSkills, text: str) -> None:
    say(skills, "remind me to feed the cat at 5 pm")
    say(skills, "remind me to phone the dentist tomorrow at 9 am")
    reply = say(skills, text, 2)
    assert reply is not None and "cat" in reply and "dentist" in reply


@pytest.mark.parametrize("text", ["list every alarm ive got", "read out each alarm that is set", "show every alarm"])
def test_every_alarm_listed(skills: LocalSkills, text: str) -> None:
    say(skills, "set an alarm for 6:30 am")
    assert "6:30 am" in str(say(skills, text, 2))


@pytest.mark.parametrize("text", ["my reminder list app", "list every reminder app"])
def test_a_reminder_app_is_no_listing(skills: LocalSkills, text: str) -> None:
    say(skills, "remind me to feed the cat at 5 pm")
    assert "cat" not in str(say(skills, text, 2))
    assert len(_pending(skills, TimerKind.REMINDER)) == 1


# --- whether one day's alarm is still set, the "still set" said after the day ------------------------------------

@pytest.mark.parametrize(("text", "reply"), [
    ("is my alarm for friday morning still set dear", "Yes, you have one alarm for Friday morning: 8:10 am."),
    ("is my alarm still set for friday", "Yes, you have 2 alarms for Friday: 8:10 am and 6 pm."),
    ("is the alarm for friday still on", "Yes, you have 2 alarms for Friday: 8:10 am and 6 pm."),
    ("is my alarm for tomorrow still there", "Yes, you have one alarm for tomorrow: 7 am."),
    ("is my alarm for friday evening still set please", "Yes, you have one alarm for Friday evening: 6 pm."),
    ("are my alarms for saturday still set", "No, you don't have an alarm for Saturday."),
])
def test_one_days_alarm_still_set(skills: LocalSkills, text: str, reply: str) -> None:
    for setting in ("set an alarm for 8:10 am on friday", "set an alarm for 7 am", "set an alarm for 6 pm on friday"):
        assert str(say(skills, setting)).startswith("Okay")
    assert say(skills, text, 2) == reply
    assert len(_pending(skills, TimerKind.ALARM)) == 3


# --- an alarm with what it is for said after the time: set ---------------------------------------------------------

@pytest.mark.parametrize(("text", "hour", "minute"), [
    ("alarm for 4 pm please for the school run", 16, 0),
    ("set an alarm for 6:30 am for work", 6, 30),
    ("alarm at 7 for the bus please", 7, 0),
    ("set an alarm for 5:45 am because i have an early flight", 5, 45),
    ("an alarm for 8 am please for my tablets", 8, 0),
    ("set an alarm for 3 pm for the school pickup", 15, 0),
])
def test_an_alarm_with_its_reason_after_is_set(skills: LocalSkills, text: str, hour: int, minute: int) -> None:
    assert str(say(skills, text)).startswith("Okay")
    [due] = _pending(skills, TimerKind.ALARM)
    assert (due.hour, due.minute) == (hour, minute)


@pytest.mark.parametrize("text", ["alarm for 4 pm for the friday meeting", "alarm for 6 for 6 people"])
def test_a_reason_naming_a_day_or_a_number_sets_no_alarm(skills: LocalSkills, text: str) -> None:
    say(skills, text)
    assert _pending(skills, TimerKind.ALARM) == []


def test_a_day_after_the_time_is_still_the_day(skills: LocalSkills) -> None:
    say(skills, "set an alarm for 7 for friday")
    assert [d.date() for d in _pending(skills, TimerKind.ALARM)] == [FRIDAY]


# --- an alarm for a day without a time: the time asked for, set on that day -------------------------------------------

@pytest.mark.parametrize(("text", "question", "answer", "day", "clock"), [
    ("set my alarm for friday", "For what time on Friday?", "7 am", FRIDAY, (7, 0)),
    ("set an alarm for friday", "For what time on Friday?", "half six", FRIDAY, (6, 30)),
    ("put an alarm on for friday morning", "For what time on Friday?", "make it 8:30 am", FRIDAY, (8, 30)),
    ("wake me up on friday", "For what time on Friday?", "7:20", FRIDAY, (7, 20)),
    ("set my alarm for tomorrow", "For what time tomorrow?", "quarter to seven please", NOW.date() + timedelta(days=1),
     (6, 45)),
    ("i need an alarm for sunday", "For what time on Sunday?", "go for 6:45", NOW.date() + timedelta(days=5), (6, 45)),
])
def test_an_alarm_for_a_day_asks_the_time_and_keeps_the_day(skills: LocalSkills, text: str, question: str,
                                                              answer: str, day: object, clock: tuple[int, int]) -> None:
    assert say(skills, text) == question
    assert str(say(skills, answer, 2)).startswith("Okay, alarm set for")
    [due] = _pending(skills, TimerKind.ALARM)
    assert due.date() == day and (due.hour, due.minute) == clock


@pytest.mark.parametrize("answer", ["never mind", "forget it", "cancel"])
def test_an_alarm_for_a_day_dropped(skills: LocalSkills, answer: str) -> None:
    assert say(skills, "set my alarm for friday") == "For what time on Friday?"
    say(skills, answer, 2)
    assert _pending(skills, TimerKind.ALARM) == []


def test_an_answer_naming_another_day_is_that_day(skills: LocalSkills) -> None:
    say(skills, "set my alarm for friday")
    assert say(skills, "saturday at 9 am", 2) == "Okay, alarm set for 9 am on Saturday."


def test_an_answer_that_is_no_time_sets_nothing(skills: LocalSkills) -> None:
    say(skills, "set my alarm for friday")
    assert "didn't catch" in str(say(skills, "whenever you like", 2))
    assert _pending(skills, TimerKind.ALARM) == []


# --- gear for the weather asked with "or not": the weather pointer ---------------------------------------------------

@pytest.mark.parametrize("text", [
    "do i need sunglasses today or not", "do i need an umbrella today or not", "should i take a coat or not",
    "will i need sunglasses tomorrow or not", "do i need a jacket or not", "should i wear my wellies today or what",
])
def test_gear_or_not_is_a_weather_question(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == NO_LOCATION


@pytest.mark.parametrize("text", ["do i need sunglasses for my book or not", "do i need to buy a coat or not"])
def test_gear_for_something_else_is_not_the_weather(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) != NO_LOCATION
