"""Spoken numbers, durations, clock times and days, resolved against an injected ``now``."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from gpt_home.agent.timeparse import (
    ClockTime,
    Meridiem,
    numeralize,
    parse_clock,
    parse_duration,
    parse_when,
    resolve_clock,
)

TZ = ZoneInfo("Europe/Berlin")
NOW = datetime(2026, 11, 29, 14, 10, tzinfo=TZ)  # Sunday


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("twenty five", "25"),
        ("twenty-five", "twenty-five"),  # hyphens are split by intents.normalize, not here
        ("seven thirty", "7 30"),
        ("thirty seven", "37"),
        ("one hundred and twenty seconds", "120 seconds"),
        ("a hundred seconds", "100 seconds"),
        ("a minute", "a minute"),
        ("nineteen forty five", "19 45"),
    ],
)
def test_numeralize(text: str, expected: str) -> None:
    assert numeralize(text) == expected


@pytest.mark.parametrize(
    ("text", "seconds"),
    [
        ("five minutes", 300),
        ("5 mins", 300),
        ("a minute", 60),
        ("an hour", 3600),
        ("half an hour", 1800),
        ("half a minute", 30),
        ("an hour and a half", 5400),
        ("one and a half hours", 5400),
        ("1.5 hours", 5400),
        ("1 hour 30 minutes", 5400),
        ("one hour, thirty minutes", 5400),
        ("2 minutes and 30 seconds", 150),
        ("a quarter of an hour", 900),
        ("three quarters of an hour", 2700),
        ("an hour and a quarter", 4500),
        ("two hours and three quarters", 9900),
        ("one and a quarter hours", 4500),
        ("a minute and a quarter", 75),
        ("an hour and ten minutes", 4200),
        ("a couple of minutes", 120),
        ("ninety seconds", 90),
        ("2 hrs", 7200),
        ("forty five seconds", 45),
    ],
)
def test_parse_duration(text: str, seconds: int) -> None:
    assert parse_duration(text) == timedelta(seconds=seconds)


@pytest.mark.parametrize(
    "text", ["", "five", "minutes", "blah minutes", "5 minutes 3 minutes", "0 minutes", "a few minutes", "5 minutesx",
             "an hour and a quarter the lamb", "a quarter"]
)
def test_parse_duration_rejects(text: str) -> None:
    assert parse_duration(text) is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("7:30 pm", ClockTime(7, 30, Meridiem.PM)),
        ("7.30 am", ClockTime(7, 30, Meridiem.AM)),
        ("seven thirty", ClockTime(7, 30)),
        ("seven oh five", ClockTime(7, 5)),
        ("7 oclock", ClockTime(7, 0)),
        ("quarter past seven", ClockTime(7, 15)),
        ("half past 7", ClockTime(7, 30)),
        ("twenty five past six", ClockTime(6, 25)),
        ("quarter to eight", ClockTime(7, 45)),
        ("ten to one", ClockTime(12, 50)),
        ("noon", ClockTime(12, 0, Meridiem.PM)),
        ("midnight", ClockTime(0, 0, Meridiem.AM)),
        ("19:45", ClockTime(19, 45)),
        ("7 in the morning", ClockTime(7, 0, Meridiem.AM)),
        ("9 at night", ClockTime(9, 0, Meridiem.PM)),
    ],
)
def test_parse_clock(text: str, expected: ClockTime) -> None:
    assert parse_clock(text) == expected


@pytest.mark.parametrize("text", ["25:00", "7:75", "19 pm", "quarter past", "seven apples", "60 to 7"])
def test_parse_clock_rejects(text: str) -> None:
    assert parse_clock(text) is None


def _at(days: int, hour: int, minute: int = 0) -> datetime:
    return datetime(2026, 11, 29, hour, minute, tzinfo=TZ) + timedelta(days=days)


@pytest.mark.parametrize(
    ("text", "prefer_morning", "expected"),
    [
        ("in 20 minutes", False, NOW + timedelta(minutes=20)),
        ("20 minutes from now", False, NOW + timedelta(minutes=20)),
        ("at 7:30", False, _at(0, 19, 30)),  # the sooner of 7:30 and 19:30
        ("at 7:30", True, _at(1, 7, 30)),  # wake-up alarms read a bare hour as morning
        ("at 2", False, _at(1, 2)),  # 14:00 has just passed; 2 am comes first
        ("7 pm", False, _at(0, 19)),
        ("tomorrow at 7", False, _at(1, 7)),
        ("tomorrow at 3", False, _at(1, 15)),  # bare 1-6 on another day: afternoon
        ("tomorrow at 3", True, _at(1, 3)),
        ("at 7:30 tomorrow", False, _at(1, 7, 30)),
        ("tomorrow morning at 6", False, _at(1, 6)),
        ("at 6 tomorrow evening", False, _at(1, 18)),
        ("on friday at noon", False, _at(5, 12)),
        ("sunday at 3", False, _at(0, 15)),  # today is Sunday and 15:00 is still ahead
        ("sunday at 10", False, _at(7, 10)),  # 10:00 today has passed: next Sunday
        ("next sunday at 3", False, _at(7, 15)),
        ("the day after tomorrow at 8", False, _at(2, 8)),
        ("at 9 tonight", False, _at(0, 21)),
        ("this evening at 8", False, _at(0, 20)),
        ("for tomorrow at quarter past seven", False, _at(1, 7, 15)),
    ],
)
def test_parse_when(text: str, prefer_morning: bool, expected: datetime) -> None:
    assert parse_when(text, NOW, prefer_morning=prefer_morning) == expected


@pytest.mark.parametrize("text", ["7", "tomorrow", "tonight", "today at 9 am", "yesterday at 7", "at seven apples"])
def test_parse_when_rejects(text: str) -> None:
    assert parse_when(text, NOW) is None


def test_parse_when_needs_an_aware_now() -> None:
    with pytest.raises(ValueError):
        parse_when("at 7", NOW.replace(tzinfo=None))


def test_result_keeps_the_zone_of_now() -> None:
    ny = datetime(2026, 11, 29, 14, 10, tzinfo=ZoneInfo("America/New_York"))
    due = parse_when("at 7 pm", ny)
    assert due is not None and due.astimezone(UTC) == datetime(2026, 11, 30, 0, 0, tzinfo=UTC)


def test_alarm_across_spring_forward_uses_real_elapsed_time() -> None:
    # Berlin skips 02:00-03:00 on 2027-03-28; "in 2 hours" at 01:30 is 04:30 local, exactly 2 hours later.
    before = datetime(2027, 3, 28, 1, 30, tzinfo=TZ)
    due = parse_when("in 2 hours", before)
    assert due is not None and due.astimezone(UTC) - before.astimezone(UTC) == timedelta(hours=2)
    assert due.astimezone(TZ).hour == 4


def test_clock_time_inside_the_dst_gap_moves_forward() -> None:
    evening = datetime(2027, 3, 27, 22, 0, tzinfo=TZ)
    due = parse_when("at 2:30 am", evening)
    assert due is not None
    assert (due.astimezone(TZ).hour, due.astimezone(TZ).minute) == (3, 30)


def test_resolve_clock_picks_the_next_occurrence() -> None:
    assert resolve_clock(ClockTime(14, 5), NOW) == _at(1, 14, 5)
    assert resolve_clock(ClockTime(14, 15), NOW) == _at(0, 14, 15)


@pytest.mark.parametrize(("text", "day", "hour"), [
    ("8 am for wednesday", 2, 8),  # NOW is Sunday, November 29: Wednesday is December 2
    ("for wednesday at 9", 2, 9),
    ("at 7 this coming wednesday", 2, 7),
    ("at 7 for this wednesday", 2, 7),
    ("on next wednesday at 8 am", 2, 8),
    ("at 9 am for tomorrow", 30, 9),
])
def test_a_day_said_with_for_or_this_coming_is_kept(text: str, day: int, hour: int) -> None:
    due = parse_when(text, NOW, prefer_morning=True)
    assert due is not None and (due.day, due.hour) == (day, hour)


@pytest.mark.parametrize("text", ["8 am for the kids", "at 7 for wednesdays match report", "for a while"])
def test_for_without_a_day_is_no_day(text: str) -> None:
    due = parse_when(text, NOW, prefer_morning=True)
    assert due is None or due.day in (29, 30)
