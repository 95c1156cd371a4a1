"""A day counted forward ("if i count 19 days forward from today, what date do i reach") and a weekday named with its
week ("the saturday at the end of this week, which date is it"): generated frames x counts x weekdays through the
real local skills (clock: Tuesday, December 1, 2026); a count said before the ask is never dropped for today's date."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date, timedelta

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.skills.local import LocalSkills
from tests.skill_helpers import NOW, local_skills, say

COUNT_FRAMES = ["if i count {n} days forward from today, what date do i reach", "{n} days forward from today what date is it",
                "what date is it {n} days ahead from today", "counting {n} days on from today what's the date",
                "{n} days from today, what date will that be"]
WEEK_FRAMES = ["the {d} at the end of this week, which date is it", "what date is the {d} of this week",
               "{d} this week, what's the date", "the {d} at the start of next week what date is that"]
WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]


@pytest.fixture(scope="module")
def skills() -> Iterator[LocalSkills]:
    with local_skills(MockFactory()) as built:
        yield built


def _said(day: date) -> str:
    return f"{day:%B} {day.day}, {day.year}"


def test_the_generated_count_suite(skills: LocalSkills) -> None:
    suite = [(frame.format(n=n), NOW.date() + timedelta(days=n)) for frame in COUNT_FRAMES for n in (3, 19, 45)]
    assert [(text, reply) for text, day in suite if _said(day) not in str(reply := say(skills, text))] == []


def test_the_generated_week_suite(skills: LocalSkills) -> None:
    monday = NOW.date() - timedelta(days=NOW.weekday())
    suite = [(frame.format(d=d), monday + timedelta(days=i + (7 if "next week" in frame else 0)))
             for frame in WEEK_FRAMES for i, d in enumerate(WEEKDAYS) if i >= 2 or "next week" in frame]
    assert [(text, reply) for text, day in suite if _said(day) not in str(reply := say(skills, text))] == []


@pytest.mark.parametrize("text", ["19 days forward from today what date is it", "in 3 weeks what date is it",
                                  "2 days ago what was the date"])
def test_a_count_is_never_dropped_for_today(skills: LocalSkills, text: str) -> None:
    assert "December 1," not in str(say(skills, text)) and "Today is" not in str(say(skills, text))


TWO_ASKS = ["the {d}, what weekday is that and how far off is it", "the {d}, which day of the week is it and how many days until it",
            "how far off is the {d}", "the {d}, what day is that and how far away is it"]


def test_the_weekday_and_the_days_until(skills: LocalSkills) -> None:
    wrong = []
    for frame in TWO_ASKS:
        for n, shown in ((19, "19th"), (23, "23rd"), (28, "28th")):
            day = NOW.date().replace(day=n)
            said = str(say(skills, text := frame.format(d=shown)))
            if f"{(day - NOW.date()).days} days" not in said or f"{day:%A}" not in said:
                wrong.append((text, said))
    assert wrong == []


def test_the_topic_carried_to_a_second_ask() -> None:
    from gpt_home.agent.topic_carried import carried

    assert carried("the 19th which day is it", "which day is the 19th", "how many days until it") == (
        "how many days until the 19th")
    assert carried("which day is it", "which day is it", "how many days until it") == "how many days until it"
    assert carried("the 19th which day is it", "which day is the 19th", "is it raining") == "is it raining"
