"""Date questions of holdout14 said with a remark: a day of the month asked with words after it is never today's date
(``now_asked.several_parts`` reads "the day" and "the month" together as today's only when no day of the month is
named), and a count of days asked after the day was said ("the milk says use by the 4th, how many days is that",
``dated_events.day_said_before``). Five or more phrasings per family and sentences that must not be read; through the
real rules, recognizer and skills with a pinned clock (Tuesday 1 December 2026, 10:25 UTC)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, date, datetime

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.skills.dated_events import day_said_before
from gpt_home.skills.local import LocalSkills
from tests.skill_helpers import Lists, local_skills, say

TODAY = date(2026, 12, 1)
NOW = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lists=Lists()) as built:
        yield built


@pytest.mark.parametrize("text", [
    "which day is the 25th this month its our works do",
    "what day is the 25th this month its the school fair",
    "which day is the twenty fifth this month its our works do",
    "which day of the week is the 3rd this month my sister visits",
    "which day is the fifteenth this month, dentist",
])
def test_a_day_of_the_month_with_a_remark_is_never_today(skills: LocalSkills, text: str) -> None:
    assert "Tuesday, December 1" not in (say(skills, text) or "")


@pytest.mark.parametrize("text", ["can you tell me the day and the month", "what's the day and the date"])
def test_the_day_and_the_month_together_are_still_today(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == "Today is Tuesday, December 1."


@pytest.mark.parametrize(("text", "days", "day"), [
    ("the milk says use by the 4th, how many days is that", 3, "December 4, 2026"),
    ("my grandson comes on the 19th, how many more days is that dear", 18, "December 19, 2026"),
    ("the holidays start on the 18th how many days is that", 17, "December 18, 2026"),
    ("our flight is on the twenty third, how many sleeps is that", 22, "December 23, 2026"),
    ("the party is on march 3rd so how many days is it", 92, "March 3, 2027"),
    ("the bins go out on friday how many days is that", 3, "December 4, 2026"),
])
def test_days_counted_to_a_day_said_before(skills: LocalSkills, text: str, days: int, day: str) -> None:
    reply = say(skills, text) or ""
    assert reply.startswith(f"There are {days} days until ") and reply.endswith(f"{day}."), reply


@pytest.mark.parametrize("text", [
    "my birthday was on the 4th how many days is that",
    "i have 3 days off how many days is that",
    "the meeting is at 4 how many days is that",
    "how many days is that",
    "the party is on the beach how many days is that",
])
def test_no_day_said_before_the_count(text: str) -> None:
    assert day_said_before(text, TODAY) is None
