"""Date arithmetic said day-first, as a check or as a weekend question, and days that do not exist (pure)."""

from __future__ import annotations

from datetime import date

import pytest

from gpt_home.skills.day_statements import find, no_such_date, plain_day_words

TODAY = date(2026, 12, 1)  # a Tuesday


@pytest.mark.parametrize(("said", "plain"), [
    ("a fortnight from today", "2 weeks from today"),
    ("three days back", "3 days ago"),
    ("hundred days from now", "100 days from now"),
    ("the thirty first of april", "the 31st of april"),
    ("two weeks ago today", "2 weeks ago"),  # that day, two weeks back
    ("a month back today", "a month ago"),
])
def test_plain_day_words(said: str, plain: str) -> None:
    assert plain_day_words(said) == plain


@pytest.mark.parametrize(("text", "reading"), [
    ("a fortnight from today whats the date", ("GptDateOffset", {"day": "2 weeks from today"})),
    ("three days back what was the date", ("GptDateOffset", {"day": "3 days ago", "tense": "past"})),
    ("two weeks ago today what was the date", ("GptDateOffset", {"day": "2 weeks ago", "tense": "past"})),
    ("ten days ago today which day was that", ("GptDateOffset", {"day": "10 days ago", "tense": "past"})),
    ("the first of january what day is that next year",
     ("GptDateOffset", {"day": "the first of january next year"})),
    ("how many days left in this year", ("GptDaysUntil", {"event": "the end of the year"})),
    ("yesterday that was a monday right", ("GptSaid", {"reply": "Yes, yesterday was Monday, November 30, 2026."})),
    ("february fourteenth next year is that a weekend day",
     ("GptSaid", {"reply": "Yes, February 14, 2027 is a Sunday."})),
])
def test_readings(text: str, reading: tuple[str, dict[str, str]]) -> None:
    assert find(text, TODAY) == [reading]


@pytest.mark.parametrize("text", [
    "my birthday is on a friday", "the party is on friday what should i wear", "what day was the moon landing",
    "what happened on the first of january",
])
def test_no_reading_without_a_whole_day(text: str) -> None:
    assert find(text, TODAY) == []


def test_days_that_do_not_exist() -> None:
    assert no_such_date("the 30th of february") == "February 30 doesn't exist: February only has 28 or 29 days."
    assert no_such_date("june 31st") == "June 31 doesn't exist: June only has 30 days."
    assert no_such_date("the 29th of february") is None
    assert no_such_date("the 31st of december") is None


def test_a_month_said_with_this_year_is_this_years() -> None:
    from gpt_home.skills.day_statements import month_length

    today = date(2028, 12, 1)  # a leap year: this February has 29 days, next year's 28
    assert month_length("how many days in february this year", today) == "February 2028 has 29 days."
    assert month_length("how many days in february", today) == "February 2029 has 28 days."


@pytest.mark.parametrize(("text", "event"), [
    ("how many more days of 2026 are there", "the end of the year"),
    ("how many days are left this year", "the end of the year"),
    ("how many days of the year are left", "the end of the year"),
    ("how many more days in 2026", "the end of the year"),
    ("how many days are left in december", "the end of the month"),
    ("how many more days of this month are there", "the end of the month"),
])
def test_days_left_in_this_year_or_month(text: str, event: str) -> None:
    assert ("GptDaysUntil", {"event": event}) in find(text, TODAY)


@pytest.mark.parametrize("text", ["how many more days of 2027 are there", "how many days are left in january",
                                  "how many days are there in 2026"])
def test_days_left_of_another_period_are_not_read_as_this_ones(text: str) -> None:
    assert not any(r[0] == "GptDaysUntil" and r[1].get("event", "").startswith("the end of") for r in find(text, TODAY))


@pytest.mark.parametrize("text", ["february 29 2027", "the 29th of february 2027", "29 february 2027",
                                  "the 29th of february in 2030", "february 29, 2031"])
def test_february_29_of_a_common_year_does_not_exist(text: str) -> None:
    year = text.split()[-1]
    assert no_such_date(text) == f"There's no February 29 in {year}: it isn't a leap year."


@pytest.mark.parametrize("text", ["february 29 2028", "the 29th of february 2024", "february 28 2027"])
def test_february_29_of_a_leap_year_exists(text: str) -> None:
    assert no_such_date(text) is None
