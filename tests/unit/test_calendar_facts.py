"""Calendar counts and leap years worked out by the Gregorian rules (issue 15; ``skills.calendar_facts``): each said
five or more ways by the engineer, a year said aloud, the day injected; date questions that belong to the date
skills are left alone; and through the local skills a year in days is the calendar's, not the unit converter's
Julian 365.25."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.agent.intents import normalize
from gpt_home.skills.calendar_facts import reply
from gpt_home.skills.local import LocalSkills
from tests.skill_helpers import local_skills, say

TODAY = date(2026, 12, 1)


def answered(text: str, today: date = TODAY) -> str | None:
    return reply(normalize(text), today)


@pytest.mark.parametrize(("text", "expected"), [
    ("is twenty twenty four a leap year", "Yes, 2024 was a leap year."),
    ("was 2000 a leap year", "Yes, 2000 was a leap year."),
    ("is 2100 a leap year", "No, 2100 is not a leap year; the next one is 2104."),
    ("will 2032 be a leap year", "Yes, 2032 is a leap year."),
    ("um is next year a leap year", "No, 2027 is not a leap year; the next one is 2028."),
    ("is this year a leap year", "No, 2026 is not a leap year; the next one is 2028."),
    ("when's the next leap year", "The next leap year is 2028."),
    ("what is the next leap year", "The next leap year is 2028."),
])
def test_leap_years_by_the_gregorian_rules(text: str, expected: str) -> None:
    assert answered(text) == expected


def test_the_next_leap_year_moves_with_the_day() -> None:
    assert answered("when is the next leap year", date(2028, 1, 10)) == "This year, 2028, is a leap year."
    assert answered("when is the next leap year", date(2028, 3, 1)) == "The next leap year is 2032."
    assert answered("is this year a leap year", date(2028, 6, 1)) == "Yes, 2028 is a leap year."


@pytest.mark.parametrize(("text", "expected"), [
    ("how many days in a leap year", "A leap year has 366 days."),
    ("a leap year has how many days", "A leap year has 366 days."),
    ("how many days does february have in a leap year", "In a leap year February has 29 days, instead of 28."),
    ("in a leap year how many days are in february", "In a leap year February has 29 days, instead of 28."),
    ("how many days are there in a year", "A year has 365 days, or 366 in a leap year."),
    ("a year has how many days", "A year has 365 days, or 366 in a leap year."),
    ("how many weeks are there in a year",
     "A year has 52 weeks and one day, or 52 weeks and two days in a leap year."),
    ("how many weeks does a year have", "A year has 52 weeks and one day, or 52 weeks and two days in a leap year."),
])
def test_counts_of_the_year(text: str, expected: str) -> None:
    assert answered(text) == expected


NOT_CALENDAR_QUESTIONS = (
    "how many days in february", "how many days until the next leap year", "how many days left in the year",
    "how many weeks until christmas", "how many days have february next year", "how many days in 2 years",
    "what year is it", "how many days since my birthday", "is it a leap day today", "i was born in a leap year",
    "leap year proposal tradition", "set a timer for a year", "how many days in march", "how old is someone born in 2000",
    "remind me next year", "what day is it",
    # a year on another planet (review finding 13)
    "how many days in a year on jupiter", "how many days are in a year on mars", "on venus how many days in a year",
)


@pytest.mark.parametrize("text", NOT_CALENDAR_QUESTIONS)
def test_not_a_calendar_count_question_is_left_alone(text: str) -> None:
    assert answered(text) is None


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory) as built:
        yield built


@pytest.mark.parametrize(("text", "expected"), [
    ("how many days are in a year", "A year has 365 days, or 366 in a leap year."),
    ("how many weeks in a year", "A year has 52 weeks and one day, or 52 weeks and two days in a leap year."),
    ("is twenty twenty eight a leap year", "Yes, 2028 is a leap year."),
    ("how many months are in a year", "1 year is 12 months."),  # an exact conversion: the unit converter's
    ("how many days in 2 years", "2 years is 730 days, or 731 with a leap year."),
])
def test_through_the_local_skills(skills: LocalSkills, text: str, expected: str) -> None:
    assert say(skills, text) == expected


@pytest.mark.parametrize("text", [
    # both years asked in one breath (pool19's kind)
    "how many days in a leap year and how many in a normal year",
    "how many days are in a leap year and in a normal year",
    "how many days in a leap year compared to a regular year",
    "how many days does a normal year have and a leap year",
    "a leap year has how many days and an ordinary year",
])
def test_a_leap_year_and_a_normal_year_asked_together(text: str) -> None:
    assert reply(normalize(text), date(2026, 12, 1)) == "A leap year has 366 days, and a normal year has 365."
    assert reply(normalize("how many days are in a leap year"), date(2026, 12, 1)) == "A leap year has 366 days."
