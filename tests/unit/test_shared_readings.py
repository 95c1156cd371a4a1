"""The spoken words the reading modules share, defined once (``agent/spoken_words.py``), checked as the readings use
them: inside a pattern, with sentences that must be read and sentences that must not."""

from __future__ import annotations

import re
from datetime import datetime

import pytest

from gpt_home.agent import spoken_words


@pytest.mark.parametrize("said", ["monday", "wednesday", "sunday"])
def test_a_weekday_is_heard_whole(said: str) -> None:
    assert re.fullmatch(rf"on (?:{spoken_words.WEEKDAY})", f"on {said}")


@pytest.mark.parametrize("said", ["on mon", "on weekday", "on someday", "on tuesdays"])
def test_what_is_not_a_weekday_is_not_heard_as_one(said: str) -> None:
    assert re.fullmatch(rf"on (?:{spoken_words.WEEKDAY})", said) is None


def test_days_and_months_are_in_calendar_order() -> None:
    assert spoken_words.WEEKDAYS.index("monday") == datetime(2026, 11, 30).weekday()  # a Monday
    assert spoken_words.MONTHS.index("december") + 1 == 12
    assert spoken_words.MONTH.split("|") == list(spoken_words.MONTHS)


@pytest.mark.parametrize("amount", ["twenty five minutes", "one hour", "ninety secs", "4 hrs", "eleven mins",
                                    "sixteen seconds"])
def test_an_amount_of_time_is_read_with_the_shared_words(amount: str) -> None:
    said = rf"(?:\d+|{spoken_words.NUMBERS})(?: (?:{spoken_words.DIGITS}))? {spoken_words.TIME_UNIT}"
    assert re.fullmatch(said, amount)


@pytest.mark.parametrize("amount", ["twenty five days", "a hundred minutes", "minutes", "five o clock"])
def test_what_is_not_an_amount_of_time_is_not_read_as_one(amount: str) -> None:
    said = rf"(?:\d+|{spoken_words.NUMBERS})(?: (?:{spoken_words.DIGITS}))? {spoken_words.TIME_UNIT}"
    assert re.fullmatch(said, amount) is None


@pytest.mark.parametrize("request_said", ["please set a timer", "can you could you set a timer",
                                          "so um please set a timer", "the timer"])
def test_the_polite_ask_and_fillers_are_taken_off_the_front(request_said: str) -> None:
    lead = re.compile(rf"^(?:(?:{spoken_words.FILLERS}|{spoken_words.POLITE}) )*{spoken_words.OWNER}?")
    assert lead.sub("", request_said).endswith("timer")
    assert not lead.sub("", request_said).startswith(("please", "so", "um", "the "))
