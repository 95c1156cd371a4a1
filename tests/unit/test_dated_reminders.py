"""A reminder for a named day, a date or an offset from one (skills/dated_reminders.py), through the real local
skills on the pinned Tuesday 1 December 2026 10:25 clock: set on the date the date reader of ``date_sums`` gives,
asked back without a clock time, refused honestly when the rest is not read, and never set at another time."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import dated_reminder_suite
import pytest
from gpiozero.pins.mock import MockFactory
from household_grammar import Item
from skill_helpers import local_skills, say

from gpt_home.skills.local import LocalSkills


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory) as s:
        yield s


def _set(skills: LocalSkills) -> list[tuple[datetime, str]]:
    assert skills.timers is not None
    return [(t.due, t.label) for t in skills.timers.list("anna")]


@pytest.mark.parametrize(("said", "due", "task"), [
    ("set a reminder for 2 weeks after new years at 9 am to cancel the gym", datetime(2027, 1, 15, 9, tzinfo=UTC), "gym"),
    ("remind me 3 days before christmas at 6 pm to buy the turkey", datetime(2026, 12, 22, 18, tzinfo=UTC), "turkey"),
    ("remind me to call mum on christmas day at 10 am", datetime(2026, 12, 25, 10, tzinfo=UTC), "mum"),
    ("on christmas eve at 9 pm remind me to put the presents out", datetime(2026, 12, 24, 21, tzinfo=UTC), "presents"),
    ("dont let me forget to book the car in a week after new years day at 8 am",
     datetime(2027, 1, 8, 8, tzinfo=UTC), "car"),
    ("remind me on the 15th of january at 9 in the morning to cancel the gym", datetime(2027, 1, 15, 9, tzinfo=UTC),
     "gym"),
    ("remind me to call mum in 2 weeks at 5 pm", datetime(2026, 12, 15, 17, tzinfo=UTC), "mum"),  # not today at 5
    ("remind me to cancel the gym on january 15 at 9 am", datetime(2027, 1, 15, 9, tzinfo=UTC), "gym"),  # not tomorrow
])
def test_a_reminder_for_a_named_day_is_set_on_that_date(skills: LocalSkills, said: str, due: datetime,
                                                         task: str) -> None:
    reply = say(skills, said)
    found = _set(skills)
    assert [d for d, _ in found] == [due], reply
    assert task in found[0][1] and not found[0][1].startswith(("to ", "weeks")), found
    assert due.strftime("%B") in str(reply), reply


@pytest.mark.parametrize(("said", "asked"), [
    ("set a reminder for 2 weeks after new years to cancel the gym", "cancel the gym"),  # never 2 pm today
    ("remind me the day after boxing day at 10 to take the tree down", "take the tree down"),  # morning or evening?
    ("remind me on the 15th of january to cancel the gym", "cancel the gym"),
    ("remind me in 3 days at 7 to water the plants", "water the plants"),  # morning or evening?
])
def test_without_a_clear_time_it_asks_and_sets_nothing(skills: LocalSkills, said: str, asked: str) -> None:
    reply = str(say(skills, said))
    assert _set(skills) == [] and "What time" in reply and asked in reply, reply


@pytest.mark.parametrize("said", [
    "my son said remind me on christmas day at 10 am to call gran",  # reported
    "did i ask you to remind me to call mum on christmas day",  # a question
    "remind me 2 weeks after new years at 9 am",  # no task: asked or refused, never set
    "remind me to phone gran on her birthday at 5 pm",  # a day only the household knows: never today at 5 pm
    "remind me to buy flowers before our anniversary",
])
def test_nothing_is_set_when_not_asked_or_not_read(skills: LocalSkills, said: str) -> None:
    reply = say(skills, said)
    assert _set(skills) == [], reply


def test_a_length_from_now_without_a_clock_stays_the_rules(skills: LocalSkills) -> None:
    reply = say(skills, "remind me in 2 hours to call mum")
    assert [d for d, _ in _set(skills)] == [datetime(2026, 12, 1, 12, 25, tzinfo=UTC)], reply


def test_a_birthday_with_its_date_said_is_set_on_that_date(skills: LocalSkills) -> None:
    reply = say(skills, "remind me on christmas day at 9 am to call mum on her birthday")
    assert [d for d, _ in _set(skills)] == [datetime(2026, 12, 25, 9, tzinfo=UTC)], reply


def test_a_day_inside_the_task_is_no_day_slot(skills: LocalSkills) -> None:
    reply = say(skills, "remind me about christmas shopping at 5 pm")  # the rules' reading: today at 5 pm
    assert [d for d, _ in _set(skills)] == [datetime(2026, 12, 1, 17, tzinfo=UTC)], reply


@pytest.mark.parametrize("item", dated_reminder_suite.commands(), ids=lambda i: i.text)
def test_every_order_of_a_dated_reminder_is_set_on_its_date(skills: LocalSkills, item: Item) -> None:
    reply = say(skills, item.text)
    found = _set(skills)
    assert [d for d, _ in found] == [item.due] and item.label in found[0][1], reply


@pytest.mark.parametrize("item", dated_reminder_suite.must_nots(), ids=lambda i: i.text)
def test_a_dated_reminder_without_a_time_or_not_asked_sets_nothing(skills: LocalSkills, item: Item) -> None:
    reply = say(skills, item.text)
    assert _set(skills) == [], f"{item.label}: {reply}"
