"""Date questions of holdout14 said with a remark: a day of the month asked with words after it is never today's date
(``now_asked.several_parts`` reads "the day" and "the month" together as today's only when no day of the month is
named) and is answered for that day when the remark starts plainly (``day_statements``: "its", "our", "my"...), and a count of days asked after the day was said ("the milk says use by the 4th, how many days is that",
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


@pytest.mark.parametrize(("text", "reply"), [
    ("which day is the 25th this month its our works do", "The 25th of this month is Friday, December 25, 2026."),
    ("what day is the 25th this month its the school fair", "The 25th of this month is Friday, December 25, 2026."),
    ("which day is the twenty fifth this month its our works do",
     "The 25th of this month is Friday, December 25, 2026."),
    ("which day of the week is the 3rd this month my sister visits",
     "The 3rd of this month is Thursday, December 3, 2026."),
    ("which day is the 12th of january our anniversary", "The 12th of January is Tuesday, January 12, 2027."),
])
def test_a_day_of_the_month_with_a_remark_is_answered_for_that_day(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize("text", ["which day is the 25th this month or next month",
                                  "what day was the 4th of last month its our works do"])
def test_a_day_of_the_month_with_more_days_is_not_cut(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) is None


@pytest.mark.parametrize("text", ["can you tell me the day and the month", "what's the day and the date"])
def test_the_day_and_the_month_together_are_still_today(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == "Today is Tuesday, December 1."


@pytest.mark.parametrize(("text", "days", "day"), [
    ("the milk says use by the 4th, how many days is that", 3, "December 4"),
    ("my grandson comes on the 19th, how many more days is that dear", 18, "December 19"),
    ("the holidays start on the 18th how many days is that", 17, "December 18"),
    ("our flight is on the twenty third, how many sleeps is that", 22, "December 23"),
    ("the party is on march 3rd so how many days is it", 92, "March 3, 2027"),
    ("the bins go out on friday how many days is that", 3, "December 4"),
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


@pytest.mark.parametrize(("text", "reply"), [
    ("what's the date in 3 days no sorry 4 days", "In 4 days it will be Saturday, December 5, 2026."),
    ("what's the date in 3 days no sorry 4", "In 4 days it will be Saturday, December 5, 2026."),
    ("what day is it in 2 weeks sorry 3 weeks", "In 3 weeks it will be Tuesday, December 22, 2026."),
    ("what will the date be in 10 days no wait 12 days", "In 12 days it will be Sunday, December 13, 2026."),
    ("which day is it in 5 days actually 6 days", "In 6 days it will be Monday, December 7, 2026."),
])
def test_a_days_count_corrected_in_the_breath(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize(("text", "reply"), [
    ("what's the date in 3 days", "In 3 days it will be Friday, December 4, 2026."),
    ("set a timer for 5 minutes no sorry 10 minutes", "Okay, timer set for 10 minutes."),
])
def test_no_correction_or_other_units_unchanged(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize(("text", "days", "name"), [
    ("how long until valentine's day in days", 75, "Valentine's Day"),
    ("how long is it till christmas in days", 24, "Christmas"),
    ("how long until new year's day in days please", 31, "New Year's Day"),
    ("how long till halloween in number of days", 334, "Halloween"),
    ("how long until easter counted in days", 117, "Easter"),
])
def test_days_until_a_named_day_asked_in_days(skills: LocalSkills, text: str, days: int, name: str) -> None:
    assert (say(skills, text) or "").startswith(f"There are {days} days until {name}, on ")


@pytest.mark.parametrize("text", ["how long until my party in 3 days", "how long until christmas in weeks"])
def test_no_days_until_with_another_unit_or_an_amount(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) is None
