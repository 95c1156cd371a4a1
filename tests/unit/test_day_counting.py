"""Date sums said as counting (skills/day_counting.py), through the real rules and skills on a pinned Tuesday,
1 December 2026: counts on from today (a corrected count: the last one), the days left in this month or year, a day
of this month named in a plan then the count asked; generated frames x counts x speakers, and must-nots."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from datetime import UTC, date, datetime, timedelta

import pytest
from gpiozero.pins.mock import MockFactory
from skill_helpers import LIGHTS, local_skills, say

from gpt_home.skills import day_counting
from gpt_home.skills.local import LocalSkills

TODAY = date(2026, 12, 1)
COUNTS = ((60, "sixty"), (45, "forty five"), (100, "a hundred"), (12, "12"))
COUNT_FRAMES = ("if I count {w} {u} on from today, where does that land on the calendar",
                "count {w} {u} forward from today", "{w} {u} on from today, which date is that",
                "if we count {w} {u} from today what date do we get to")
SPEAKERS = ("", "um ", "I'm 81 and ")
LEFT = ("how many days are left in december after today", "how many days remain in this month from today",
        "how many days are left in the year not counting today")
PLANS = (("we go to grandmas on the 20th how many days is that im seven", 19),
         ("my party is on the 15th, how many days away is that", 14),
         ("the school play is on the twenty third how long is that", 22))
WEEKS_ON = (("a week today, what date is that", 7), ("two weeks today what date will it be", 14),
            ("a fortnight tomorrow, which date is that", 15), ("one week tomorrow whats the date", 8))
LOOSE = (("count forward {n} days for me please", 1), ("{n} days from now please", 1),
         ("starting today, add {n} days, what date do I get", 1), ("my trip is {n} weeks away, what date does it start", 7),
         ("{n} days from now is what", 1))
MUST_NOTS = ("my nan said if you count sixty days from today it lands on a saturday",
             "how many days are left in january after today",
             "my birthdays on the 9th of january how many days to go",
             "we counted ten days on from today last time",
             "I don't want to count sixty days from today",
             "it was a week today that we met")


def _on(days: int) -> str:
    d = TODAY + timedelta(days=days)
    return rf"{d:%B} {d.day}\b"


def _cases() -> list[tuple[str, str]]:
    found = []
    for (n, w), frame, who in itertools.product(COUNTS, COUNT_FRAMES, SPEAKERS):
        found.append((who + frame.format(w=w, u="days"), _on(n)))
    for (n, w), who in itertools.product(COUNTS[:3], SPEAKERS):
        found.append((who + f"{w} weeks on from today, which date is that", _on(7 * n)))
    found += [(f"{w}five weeks on, no, six weeks on from today, which date is that", _on(42)) for w in SPEAKERS]
    found += [(w + t, r"\b30 days\b") for t, w in itertools.product(LEFT, SPEAKERS)]
    found += [(w + t, rf"\b{n} days\b") for (t, n), w in itertools.product(PLANS, SPEAKERS)]
    found += [(w + t, _on(n)) for (t, n), w in itertools.product(WEEKS_ON, SPEAKERS)]
    found += [(w + t.format(n=n), _on(n * k)) for (t, k), n, w in itertools.product(LOOSE, (9, 30), SPEAKERS[:2])]
    return found


@pytest.fixture(scope="module")
def skills() -> Iterator[LocalSkills]:
    with local_skills(MockFactory(), lights=LIGHTS) as built:
        yield built


@pytest.mark.parametrize(("text", "right"), _cases())
def test_a_count_on_the_calendar_is_answered_with_its_date(skills: LocalSkills, text: str, right: str) -> None:
    reply = say(skills, text)
    assert reply is not None and re.search(right, str(reply), re.I), f"{text!r} -> {reply!r}"


@pytest.mark.parametrize("text", MUST_NOTS)
def test_a_must_not_is_never_restated(text: str) -> None:
    asked: list[str] = []
    assert day_counting.reply(text.lower().replace("'", ""), datetime(2026, 12, 1, 10, 25, tzinfo=UTC),
                              lambda q: asked.append(q) or "said") is None
    assert asked == []
