"""A generated suite of time-and-date asks in the shapes people say them (issue 15, round 23), written BEFORE any code
was changed, with a second vocabulary written at the same time and never tuned on (``NEVER``). The clock: Tuesday
1 December 2026, 10:25 am UTC (tests/skill_helpers.NOW) unless a case names another moment (``at``).

The kinds: the full date with the year ("read today's date out in full, year included"); the day and the month
asked together ("the day and the month, what are they today"); whether today is a working day, the weekend or a
public holiday, from the calendar; a part of the day as a yes/no about now ("has it gone midday yet or are we still
in the morning"); dates counted in weeks from today, tomorrow or a named weekday ("three weeks today", "a fortnight on
friday"); world time with the place said first ("over in denver, what's the time"); a made-up place (an honest "I
don't know that place", never the local time). Must-nots: another day's check, a story, a place in a past story, a
negated ask are never answered as if asked about now or about that place.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta

TODAY = date(2026, 12, 1)
NOW_SAID = r"10:25"
LOCAL_NOW = r"\b10:25\b"
UNKNOWN = r"don't know|do not know|not sure where|can't find|no such place|is a made-up place"  # round 27: a place from a story said so


def _date(day: date) -> str:
    """The day said as "December 22" or "22nd of December"."""
    return rf"\b{day:%B} {day.day}\b|\b{day.day}(?:st|nd|rd|th)? of {day:%B}\b"


def _weeks(days: int) -> str:
    return _date(TODAY + timedelta(days=days))


def _both(*patterns: str) -> str:
    return "".join(f"(?=.*(?:{p}))" for p in patterns)


def _none_of(wrong: str, right: str) -> str:
    """``right`` matched and ``wrong`` nowhere in the reply."""
    return rf"(?s)^(?!.*(?:{wrong})).*(?:{right})"


def _at(day: int, hour: int = 10, minute: int = 25, month: int = 12, year: int = 2026) -> datetime:
    return datetime(year, month, day, hour, minute, tzinfo=UTC)


@dataclass(frozen=True)
class Case:
    """A sentence, the kind it is, a pattern a right reply matches (searched, case-insensitive), and the moment."""

    text: str
    kind: str
    right: str
    at: datetime | None = field(default=None)


FULL = _both(_date(TODAY), r"\b2026\b")
DAY_MONTH = _date(TODAY)
WORKING = _none_of(r"\bweekend\b|\bno\b", r"\bworking day\b|\bweekday\b|\bwork day\b")
WEEKEND = _none_of(r"\bworking day\b|^yes\b", r"\bweekend\b")
MORNING_NO = _none_of(r"afternoon now|it's (?:the )?afternoon|\bp\.?m\b", r"^no\b")
MORNING_YES = _none_of(r"\bp\.?m\b", r"^yes\b")
STILL_MORNING = _none_of(r"it's (?:the )?afternoon|\bp\.?m\b", r"\bmorning\b")  # "... or is it afternoon": which
DENVER, CHICAGO, TOKYO, SYDNEY, PARIS, NEW_YORK = r"3:25 am", r"4:25 am", r"7:25 pm", r"9:25 pm", r"11:25 am", r"5:25 am"
BANGKOK, DELHI, HONG_KONG, RIO, SEATTLE, CAPE_TOWN = r"5:25 pm", r"3:55 pm", r"6:25 pm", r"7:25 am", r"2:25 am", r"12:25 pm"


def _there(said: str) -> str:
    return _none_of(LOCAL_NOW, said)


DEV: tuple[Case, ...] = (
    Case("read today's date out in full, year included, for the birthday card", "full_date", FULL),
    Case("what's the full date today", "full_date", FULL),
    Case("tell me the date with the year", "full_date", FULL),
    Case("the whole date please, with the year, for a form", "full_date", FULL),
    Case("whats todays date including the year", "full_date", FULL),
    Case("the day and the month, what are they today", "day_month", DAY_MONTH),
    Case("what day and month is it", "day_month", DAY_MONTH),
    Case("tell me the day and the month", "day_month", DAY_MONTH),
    Case("is today a working day or part of the weekend", "working_day", WORKING),
    Case("is it a working day today", "working_day", WORKING),
    Case("is today a work day", "working_day", WORKING),
    Case("is today a working day or part of the weekend", "working_day", WEEKEND, _at(5)),
    Case("is it a working day today", "working_day", r"\bchristmas day\b", _at(25)),
    Case("has it gone midday yet or are we still in the morning", "day_part", STILL_MORNING),
    Case("is it afternoon yet", "day_part", MORNING_NO),
    Case("are we still in the morning", "day_part", MORNING_YES),
    Case("is it still morning", "day_part", MORNING_YES),
    Case("is it evening yet", "day_part", r"^no\b"),
    Case("is it afternoon yet", "day_part", r"^yes\b", _at(1, 15, 10)),
    Case("whats the date three weeks today im booking a table", "weeks", _weeks(21)),
    Case("what's the date two weeks today", "weeks", _weeks(14)),
    Case("what date is a week today", "weeks", _weeks(7)),
    Case("what's the date a fortnight today", "weeks", _weeks(14)),
    Case("what date will it be three weeks on friday", "weeks", _weeks(3 + 21)),
    Case("whats the date two weeks tomorrow", "weeks", _weeks(15)),
    Case("over in denver, what's the time", "place_first", _there(DENVER)),
    Case("tokyo, what time is it there", "place_first", _there(TOKYO)),
    Case("in sydney, what time is it now", "place_first", _there(SYDNEY)),
    Case("paris what's the time", "place_first", _there(PARIS)),
    Case("over in chicago what time have they got", "place_first", _there(CHICAGO)),
    Case("the clock in atlantis, what does it say right now", "unknown_place", _none_of(LOCAL_NOW, UNKNOWN)),
    Case("what time is it in narnia", "unknown_place", _none_of(LOCAL_NOW, UNKNOWN)),
    Case("whats the time in hogwarts", "unknown_place", _none_of(LOCAL_NOW, UNKNOWN)),
)

NEVER: tuple[Case, ...] = (
    Case("say the date in full with the year for my cheque", "full_date", FULL),
    Case("grandad wants the full date including the year", "full_date", FULL),
    Case("what is todays date and year", "full_date", FULL),
    Case("today, the day and the month please", "day_month", DAY_MONTH),
    Case("what day of the month and what month is it", "day_month", DAY_MONTH),
    Case("is today a workday", "working_day", WORKING),
    Case("do people work today or is it the weekend", "working_day", WORKING),
    Case("is today a working day", "working_day", WEEKEND, _at(6)),
    Case("is today a working day", "working_day", r"\bnew year's day\b", _at(1, month=1, year=2027)),
    Case("has it gone noon yet", "day_part", MORNING_NO),
    Case("mummy is it the afternoon yet", "day_part", MORNING_NO),
    Case("are we still in the morning or is it afternoon", "day_part", STILL_MORNING),
    Case("is it night time yet", "day_part", r"^no\b"),
    Case("is it still the morning", "day_part", r"^no\b", _at(1, 14, 5)),
    Case("what date is it four weeks today", "weeks", _weeks(28)),
    Case("what will the date be a week tomorrow", "weeks", _weeks(8)),
    Case("whats the date two weeks on saturday", "weeks", _weeks(4 + 14)),
    Case("the date three weeks from tomorrow please", "weeks", _weeks(22)),
    Case("what's the date a week on monday", "weeks", _weeks(6 + 7)),
    Case("over in bangkok what's the time", "place_first", _there(BANGKOK)),
    Case("new york, what time is it there now", "place_first", _there(NEW_YORK)),
    Case("down in cape town whats the time", "place_first", _there(CAPE_TOWN)),
    Case("in hong kong right now, what's the time", "place_first", _there(HONG_KONG)),
    Case("seattle, what's the time over there", "place_first", _there(SEATTLE)),
    Case("the time in middle earth what is it", "unknown_place", _none_of(LOCAL_NOW, UNKNOWN)),
    Case("what time is it in el dorado now", "unknown_place", _none_of(LOCAL_NOW, UNKNOWN)),
    Case("in wakanda what's the time", "unknown_place", _none_of(LOCAL_NOW, UNKNOWN)),
)

# never answered as the wrong thing (any local reply must not match ``right``)
MUST_NOTS: tuple[Case, ...] = (
    Case("we flew back from denver last night, i'm shattered", "past", DENVER),
    Case("my brother lives in tokyo", "statement", TOKYO),
    Case("i dont want to know the date", "negated", r"\b2026\b|december 1\b"),
    Case("was yesterday a working day", "other_day", r"\btoday\b"),
    Case("is it a working day tomorrow", "other_day", r"\btoday is tuesday\b"),
    Case("i worked all morning", "story", r"^(?:yes|no)\b"),
    Case("is the kitchen clock right", "other", r"\bdon't know\b"),
    Case("i have a meeting three weeks today", "statement", _weeks(21)),
    Case("the clock in the kitchen is slow", "statement", r"\bdon't know\b"),
)
