"""A named day with its year said ("when is thanksgiving this year", "what day does christmas fall on next year",
"when was easter last year") is answered for that year, even when this year's has gone by; a day whose name holds
"year" ("chinese new year") is never read as the year now. Through the real rules, recognizer and skills with a
pinned clock (Tuesday 1 December 2026, 10:25 UTC: Thanksgiving 2026 was on November 26)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.skills.day_phrases import year_said
from gpt_home.skills.local import LocalSkills
from tests.skill_helpers import local_skills, say

TODAY = date(2026, 12, 1)


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory) as built:
        yield built


@pytest.mark.parametrize(("text", "reply"), [
    ("when is thanksgiving this year", "That was 5 days ago, on Thursday, November 26, 2026."),
    ("when was thanksgiving this year", "That was 5 days ago, on Thursday, November 26, 2026."),
    ("when does easter fall this year", "That was 240 days ago, on Sunday, April 5, 2026."),
    ("when is christmas next year", "There are 389 days until Christmas, on Saturday, December 25, 2027."),
    ("when was easter last year", "That was 590 days ago, on Sunday, April 20, 2025."),
    ("when did christmas fall last year", "That was 341 days ago, on Thursday, December 25, 2025."),
    ("what day does christmas fall on next year", "Christmas is on Saturday, December 25, 2027."),
    ("what day does thanksgiving fall on this year", "Thanksgiving was on Thursday, November 26, 2026."),
    # without a year said: the coming one, as before
    ("when is christmas", "There are 24 days until Christmas, on Friday, December 25."),
    ("when is thanksgiving", "There are 359 days until Thanksgiving, on Thursday, November 25, 2027."),
])
def test_a_named_day_is_answered_for_the_year_said(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize("text", [
    "when is chinese new year", "when is lunar new year", "when does the tax year start", "when was easter",
])
def test_a_named_day_it_cannot_place_is_left_to_the_honest_fallback(skills: LocalSkills, text: str) -> None:
    reply = say(skills, text)
    assert reply is None or "2026." not in reply, reply  # never "It's 2026." or another year's date


def test_year_said_reads_only_a_year_after_a_day() -> None:
    assert year_said("christmas next year", TODAY) == ("christmas", date(2027, 1, 1))
    assert year_said("easter in 2030", TODAY) == ("easter", date(2030, 1, 1))
    assert year_said("thanksgiving last year", TODAY) == ("thanksgiving", date(2025, 1, 1))
    assert year_said("new year", TODAY) is None
    assert year_said("next year", TODAY) is None
    assert year_said("christmas", TODAY) is None
