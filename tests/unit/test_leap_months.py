"""A month asked with a leap year, by its name or its short name ("so feb in a leap year how many days has it got"):
the month's days, never the year's. Pure (``calendar_facts.reply``) and through the real skills."""

from __future__ import annotations

from datetime import date

import pytest

from gpt_home.skills import calendar_facts

TODAY = date(2026, 12, 1)
FEB = "In a leap year February has 29 days, instead of 28."


@pytest.mark.parametrize("text", [
    "so feb in a leap year how many days has it got", "how many days in feb in a leap year",
    "leap year february how many days", "febuary in a leap year has how many days please",
    "um how many days are there in feb when its a leap year",
])
def test_february_in_a_leap_year_has_29_days(text: str) -> None:
    assert calendar_facts.reply(text, TODAY) == FEB


@pytest.mark.parametrize(("text", "said"), [
    ("in a leap year how many days are in march", "March has 31 days"),
    ("how many days does april have in a leap year", "April has 30 days"),
    ("how many days does a leap year have", "A leap year has 366 days."),
])
def test_another_month_or_the_year(text: str, said: str) -> None:
    assert str(calendar_facts.reply(text, TODAY)).startswith(said)
