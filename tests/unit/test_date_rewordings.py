"""Dates asked in roundabout words (holdout19's date arithmetic): the days that remain before a day, the sleeps
till Santa comes, the date on this day last week, the day a supply started today runs out; then through the real
local skills at the fixed clock (Tuesday 1 December 2026)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.skills import date_rewordings, day_counts
from gpt_home.skills.local import LocalSkills
from tests.skill_helpers import local_skills, say

NOW = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)  # a Tuesday, as tests.skill_helpers.NOW
EVE = "There are 23 days until Christmas Eve, on Thursday, December 24."
CHRISTMAS = "There are 24 days until Christmas, on Friday, December 25."


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory) as built:
        built.dialogue.semantic = None  # what the rules and readings do on their own
        yield built


@pytest.mark.parametrize(("text", "reply"), [
    ("count how many days remain before christmas eve", EVE),
    ("how many days remain before christmas eve", EVE),
    ("can you count how many days are left before new years eve",
     "There are 30 days until New Year's Eve, on Thursday, December 31."),
    ("the kids wanna know how many sleeps till santa comes", CHRISTMAS),
    ("how many sleeps till father christmas comes", CHRISTMAS),
    ("how many more sleeps until santa", CHRISTMAS),
    ("my daughter is asking how many sleeps are left till christmas", CHRISTMAS),
    ("what was the date on this day last week", "A week ago it was Tuesday, November 24, 2026."),
    ("what was the date a week ago", "A week ago it was Tuesday, November 24, 2026."),
    ("what date was it this time last month", "A month ago was Sunday, November 1, 2026."),
    ("what will the date be this day next week", "In a week it will be Tuesday, December 8, 2026."),
    ("what was the date on the same day last year", "A year ago was Monday, December 1, 2025."),
    ("my tablets last 60 days starting today, what date do they run out",
     "60 days from today it will be Saturday, January 30, 2027."),
    ("the prescription is for 28 days, when does it finish", "28 days from today it will be Tuesday, December 29, 2026."),
    ("this pack of contact lenses lasts 4 weeks, which day will it run out",
     "4 weeks from today it will be Tuesday, December 29, 2026."),
    ("a 90 day supply starting today, when will it run out", "90 days from today it will be Monday, March 1, 2027."),
])
def test_dates_asked_in_roundabout_words(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


def _never(question: str) -> str:
    raise AssertionError(f"asked {question!r}")


@pytest.mark.parametrize("text", ["the countdown to christmas has started", "how many days until the timer ends is it",
                                  "i know how many sleeps till christmas"])
def test_a_countdown_told_is_not_asked(text: str) -> None:
    assert day_counts.countdown(text, lambda q: None if "timer" in q else _never(q)) is None


@pytest.mark.parametrize("text", ["the pack lasts 30 days", "my tablets lasted 30 days starting last monday when do "
                                  "they run out", "a 90 day supply is plenty"])
def test_a_supply_told_or_started_another_day_is_not_counted_from_today(text: str) -> None:
    assert date_rewordings.runs_out(text, _never) is None


@pytest.mark.parametrize("text", ["what day was it last week", "what was the date of the party last week"])
def test_another_day_last_week_is_not_this_day(text: str) -> None:
    assert date_rewordings.this_day_then(text, NOW, _never) is None
