"""How times, days and durations are said."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from gpt_home.skills.phrases import (
    join_and,
    second_person,
    spoken_clock,
    spoken_date,
    spoken_day,
    spoken_duration,
    spoken_when,
)
from tests.optional_parts import require

TZ = ZoneInfo("Europe/Berlin")
NOW = datetime(2026, 11, 29, 14, 10, tzinfo=TZ)  # Sunday


def test_spoken_clock() -> None:
    assert spoken_clock(datetime(2026, 1, 1, 0, 5, tzinfo=TZ), TZ) == "12:05 am"
    assert spoken_clock(datetime(2026, 1, 1, 12, 0, tzinfo=TZ), TZ) == "noon"
    assert spoken_clock(datetime(2026, 1, 1, 0, 0, 1, tzinfo=TZ), TZ) == "midnight"
    assert spoken_clock(datetime(2026, 1, 1, 12, 1, tzinfo=TZ), TZ) == "12:01 pm"
    assert spoken_clock(datetime(2026, 1, 1, 6, 30, tzinfo=UTC), TZ) == "7:30 am"


@pytest.mark.parametrize(("days", "expected"), [(0, "today"), (1, "tomorrow"), (5, "on Friday"), (10, "on December 9")])
def test_spoken_day(days: int, expected: str) -> None:
    assert spoken_day(NOW + timedelta(days=days), NOW, TZ) == expected


def test_spoken_when() -> None:
    assert spoken_when(NOW + timedelta(hours=1), NOW, TZ) == "at 3:10 pm"
    assert spoken_when(NOW + timedelta(hours=17, minutes=20), NOW, TZ) == "at 7:30 am tomorrow"


@pytest.mark.parametrize(
    ("seconds", "expected"),
    [
        (45, "45 seconds"),
        (60, "1 minute"),
        (90, "1 minute and 30 seconds"),
        (5400, "1 hour and 30 minutes"),
        (3725, "1 hour and 2 minutes"),
        (3600 * 25 + 60, "25 hours and 1 minute"),
        (1799, "30 minutes"),  # seconds dropped over ten minutes
        (0, "less than a second"),
    ],
)
def test_spoken_duration(seconds: int, expected: str) -> None:
    assert spoken_duration(timedelta(seconds=seconds)) == expected


def test_second_person_and_join() -> None:
    assert second_person("call my mother and tell me i am late") == "call your mother and tell you you are late"
    assert join_and(["a"]) == "a" and join_and(["a", "b", "c"]) == "a, b and c"


def test_spoken_date_is_english_whatever_the_locale() -> None:
    import locale

    for name in ("de_DE.UTF-8", "fr_FR.UTF-8", "es_ES.UTF-8"):
        try:
            locale.setlocale(locale.LC_TIME, name)
            break
        except locale.Error:
            continue
    else:
        require(False, "no non-English locale installed (scripts/setup.sh --test generates de_DE.UTF-8)")
    try:
        assert f"{NOW:%A}" != "Sunday"  # the locale really changed strftime
        assert spoken_date(NOW, TZ) == "Sunday, November 29"
    finally:
        locale.setlocale(locale.LC_TIME, "C")
