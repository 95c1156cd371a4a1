"""A named running timer edited in any shape (skills/timer_edits.py), an alarm moved or cancelled by its day
(skills/timer_moves.py, skills/day_cancels.py), a too-long timer heard as such, and a named weekday said back
(skills/said_back.py): through the local skills with a real in-memory store. Must-nots change nothing."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest
from gpiozero.pins.mock import MockFactory
from skill_helpers import NOW, local_skills, say

from gpt_home.skills.local import LocalSkills
from gpt_home.skills.said_back import said_back
from gpt_home.skills.timer_edits import read


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory) as s:
        yield s


def _state(skills: LocalSkills) -> list[tuple[str, str, datetime]]:
    return sorted((t.kind.value, t.label, t.due) for t in skills.timers.list("anna"))


NAMES = ["boiled egg", "rice", "jacket potato"]
TO = ["the {name} timer, change it to {n} minutes", "knock the {name} timer down to {n}",
      "can the {name} one be {n} minutes", "make the {name} timer {n} minutes instead", "change {name} timer to {n}"]
LEADS = ["", "um ", "okay so "]


@pytest.mark.parametrize(("name", "frame", "lead"), list(itertools.product(NAMES, TO, LEADS)))
def test_a_named_timer_given_a_new_length_is_changed(skills: LocalSkills, name: str, frame: str, lead: str) -> None:
    say(skills, f"set a {name} timer for 8 minutes")
    say(skills, "set a cake timer for 30 minutes")
    reply = say(skills, lead + frame.format(name=name, n="eleven" if "can" in frame else 11)) or ""
    assert re.match(rf"Okay, the {name} timer is now 11 minutes", reply), reply
    assert _state(skills) == sorted([("timer", name, NOW + timedelta(minutes=11)),
                                     ("timer", "cake", NOW + timedelta(minutes=30))])


@pytest.mark.parametrize(("frame", "minutes"), [("add 2 more minutes to the {name}", 10),
                                                ("take a minute off the {name} timer", 7),
                                                ("give the {name} three more minutes", 11),
                                                ("put 5 more minutes on the {name} timer please", 13)])
@pytest.mark.parametrize("name", NAMES)
def test_time_added_or_taken_off_a_named_timer(skills: LocalSkills, frame: str, minutes: int, name: str) -> None:
    say(skills, f"set a {name} timer for 8 minutes")
    say(skills, frame.format(name=name))
    assert _state(skills) == [("timer", name, NOW + timedelta(minutes=minutes))]


@pytest.mark.parametrize("frame", TO)
def test_a_timer_not_running_is_offered_never_set(skills: LocalSkills, frame: str) -> None:
    say(skills, "set a cake timer for 30 minutes")
    before = _state(skills)
    reply = say(skills, frame.format(name="rice", n=5)) or ""
    assert reply.startswith("You don't have a rice timer") and reply.endswith("Shall I set one for 5 minutes?"), reply
    assert _state(skills) == before
    assert say(skills, "yes please", 2) == "Okay, rice timer set for 5 minutes."
    assert ("timer", "rice", NOW + timedelta(minutes=5, seconds=2)) in _state(skills)


MUST_NOTS = ["is the egg timer still 11 minutes", "my sister changed her egg timer to 5 minutes",
             "i didnt change the egg timer to 5 minutes", "should i make the egg timer 6 minutes",
             "his egg timer is 6 minutes", "i wonder if the egg timer should be 5 minutes",
             "yesterday i knocked the egg timer down to 6", "did i add 2 minutes to the egg timer",
             "should i make saturdays alarm half an hour later", "i might change the alarm to quarter past six",
             "my husband got rid of his friday alarm", "dont move the friday alarm"]


@pytest.mark.parametrize("text", MUST_NOTS)
def test_a_timer_or_alarm_talked_about_is_never_changed(skills: LocalSkills, text: str) -> None:
    for line in ("set an egg timer for 11 minutes", "set an alarm for saturday at 8 am", "set an alarm for friday "
                 "at 6 am"):
        say(skills, line)
    before = _state(skills)
    say(skills, text)
    assert _state(skills) == before


def _alarms(skills: LocalSkills) -> list[str]:
    return [t.due.strftime("%a %H:%M") for t in skills.timers.list("anna") if t.kind.value == "alarm"]


@pytest.mark.parametrize(("text", "after"), [
    ("make saturdays alarm half an hour later", ["Fri 06:00", "Sat 08:30"]),
    ("hey make saturday's alarm half an hour later", ["Fri 06:00", "Sat 08:30"]),
    ("get rid of the friday one", ["Sat 08:00"]),
    ("cancel saturdays alarm", ["Fri 06:00"]),
    ("make sundays alarm half an hour later", ["Fri 06:00", "Sat 08:00"]),
    ("cancel the sunday alarm", ["Fri 06:00", "Sat 08:00"]),
    ("the friday alarm, make it 6 30", ["Fri 06:30", "Sat 08:00"]),
    ("the saturday alarm, push it back half an hour", ["Fri 06:00", "Sat 08:30"]),
    ("i want my friday alarm at quarter to six", ["Fri 05:45", "Sat 08:00"]),
    ("bring my saturday alarm forward to 7", ["Fri 06:00", "Sat 07:00"]),
])
def test_an_alarm_moved_or_cancelled_by_its_day(skills: LocalSkills, text: str, after: list[str]) -> None:
    say(skills, "set an alarm for saturday at 8 am")
    say(skills, "set an alarm for friday at 6 am")
    reply = say(skills, text) or ""
    assert sorted(_alarms(skills)) == after, reply
    if "sunday" in text:
        assert "don't have" in reply


@pytest.mark.parametrize("length", ["2 days", "two days", "a week", "48 hours", "a fortnight"])
def test_a_timer_longer_than_a_day_is_refused_with_the_limit(skills: LocalSkills, length: str) -> None:
    assert "up to 24 hours" in (say(skills, f"set a timer for {length}") or "")
    assert _state(skills) == []


@pytest.mark.parametrize(("text", "said"), [
    ("remind me on wednesday at 4 pm to pick up the dry cleaning", "tomorrow, Wednesday, at 4 pm"),
    ("set an alarm for wednesday at 6 am", "tomorrow, Wednesday, at 6 am"),
    ("remind me tomorrow at 9 am to call the bank", "at 9 am tomorrow"),
    ("remind me on thursday at 4 pm to call mum", "at 4 pm on Thursday"),
    ("remind me on tuesday at 9 am to call the bank", "on Tuesday, December 8, at 9 am"),
])
def test_a_new_reminder_or_alarm_is_said_back_with_its_day(skills: LocalSkills, text: str, said: str) -> None:
    assert said in (say(skills, text) or "")


def test_said_back_names_the_weekday_only_when_it_was_named() -> None:
    wednesday = datetime(2026, 12, 2, 16, tzinfo=UTC)
    assert said_back(wednesday, NOW, UTC, "remind me wednesday at 4") == "tomorrow, Wednesday, at 4 pm"
    assert said_back(wednesday, NOW, UTC, "remind me tomorrow at 4") == "at 4 pm tomorrow"


@pytest.mark.parametrize(("text", "name", "length", "delta"), [
    ("um the boiled egg timer change it to 11 minutes please", "boiled egg", 11, None),
    ("can the cake one be 50 minutes", "cake", 50, None),
    ("add 2 more minutes to the pizza", "pizza", None, 2),
    ("take a minute off the egg timer", "egg", None, -1),
    ("be so kind as to change the soup timer to 11 minutes", "soup", 11, None),
])
def test_read_an_edit(text: str, name: str, length: int | None, delta: int | None) -> None:
    edit = read(text)
    assert edit is not None and edit.name == name
    assert edit.length == (timedelta(minutes=length) if length else None)
    assert edit.delta == (timedelta(minutes=delta) if delta else None)


@pytest.mark.parametrize("text", ["is the egg timer still 11 minutes", "my sister changed her egg timer to 5 minutes",
                                  "should i make the rice timer 5 minutes", "the egg timer was 11 minutes last time",
                                  "set a pasta timer for 10 minutes"])
def test_no_edit_read_from_a_question_a_report_or_a_set(text: str) -> None:
    edit = read(text)
    assert edit is None or edit.setting_verb


def test_the_only_timer_is_changed_unnamed_and_of_two_which_is_asked(skills: LocalSkills) -> None:
    say(skills, "set a cake timer for 20 minutes")
    assert say(skills, "change the timer to 30 minutes") == "Okay, the cake timer is now 30 minutes, with 30 " \
                                                            "minutes left."
    say(skills, "set a rice timer for 10 minutes")
    before = _state(skills)
    assert (say(skills, "change the timer to 15 minutes") or "").endswith("Which one should I change?")
    assert _state(skills) == before


@pytest.mark.parametrize("text", ["turn the kitchen one to 50", "knock the kitchen one down to 6",
                                  "put the living room one up to 5"])
def test_a_thing_said_as_one_is_no_timer_unless_one_runs(skills: LocalSkills, text: str) -> None:
    say(skills, text)
    assert _state(skills) == []


@pytest.mark.parametrize(("text", "said"), [("remind me tonight at 8 to lock up", "lock up at 8 pm tonight."),
                                            ("remind me today at 5 pm to call mum", "call mum at 5 pm today."),
                                            ("remind me at 6 pm to eat", "eat at 6 pm.")])
def test_today_or_tonight_said_is_said_back(skills: LocalSkills, text: str, said: str) -> None:
    assert (say(skills, text) or "").endswith(said)
