"""Which unit of the calendar is asked about somewhere else (``skills.world_dates``), and the date there by its own
zone: a day ahead or behind ours is said so."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from gpt_home.skills.world_dates import date_there, unit_asked

NOW = datetime(2026, 12, 31, 20, 0, tzinfo=UTC)  # New Year's Eve, 8 pm in London


@pytest.mark.parametrize(("text", "unit"), [
    ("what year is it in china", "year"), ("whats the date in tokyo", "date"), ("what day is it in sydney", "weekday"),
    ("what month is it in japan", "month"), ("which day of the week is it over in new york", "weekday"),
    ("tell me the date in paris", "date"),
])
def test_the_unit_asked(text: str, unit: str) -> None:
    assert unit_asked(text) == unit


@pytest.mark.parametrize("text", ["what year is it", "what time is it in china", "what year did china join the un",
                                  "what is the date today", "which year was the best in china"])
def test_no_unit_of_now_asked_somewhere(text: str) -> None:
    assert unit_asked(text) is None


def test_the_year_there_by_its_own_zone() -> None:
    assert date_there("tokyo", NOW, "year") == "In Tokyo it's 2027."  # already past midnight there
    assert date_there("new york", NOW, "year") == "In New York it's 2026."
    assert date_there("tokyo", NOW, "date") == "In Tokyo it's already Friday, January 1."
    assert date_there("honolulu", datetime(2027, 1, 1, 5, tzinfo=UTC), "weekday") == "In Honolulu it's still Thursday."


def test_an_unknown_place_is_said_so() -> None:
    assert "Narnia" in str(date_there("narnia", NOW, "year"))
