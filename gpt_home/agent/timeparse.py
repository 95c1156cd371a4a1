"""Durations, clock times and days -> timedeltas and aware datetimes (the numbers in them are read by
``agent/number_reader.py``: words as digits for a clock, an amount for a duration).

Pure: ``now`` is always passed in (an aware datetime in the configured time zone) so tests pin the clock and the
daemon never depends on the machine's zone. Input is text already normalised by ``intents.normalize`` (lower case,
no punctuation except ``:``/``.`` inside numbers). Every parser returns ``None`` rather than guessing: a miss goes to
the LLM, a wrong alarm time wakes someone at the wrong hour.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from enum import StrEnum

from gpt_home.agent.number_reader import amounts, numeralize
from gpt_home.agent.spoken_words import WEEKDAY, WEEKDAYS

MAX_WHEN_WORDS = 14  # "on friday the day after ... at quarter past seven in the evening" fits; longer is not a time


class Meridiem(StrEnum):
    """Morning or afternoon half of a 12-hour clock time."""

    AM = "am"
    PM = "pm"


@dataclass(frozen=True, slots=True)
class ClockTime:
    """A wall-clock time as spoken; ``meridiem`` is None when the speaker did not say am/pm."""

    hour: int
    minute: int
    meridiem: Meridiem | None = None


# --- durations -----------------------------------------------------------------------------------------------

# days and weeks are read too, so a length too long for a timer is heard as that ("a timer for 2 days"), never missed
_UNIT_SECONDS = {"f": 14 * 86400, "w": 7 * 86400, "d": 86400, "h": 3600, "m": 60, "s": 1}
_UNIT = r"(?P<unit>fortnights?|weeks?|days?|hours?|hrs?|minutes?|mins?|seconds?|secs?)"
_NUM = r"(?P<num>\d+(?:\.\d+)?|an?|a couple of|a couple)"
_PART = r"(?P<part>a half|a quarter|3 quarters)"
_PARTS = {"a half": 0.5, "a quarter": 0.25, "3 quarters": 0.75}
_DURATION_PARTS = [
    # "1 and a half hours", "an hour and a half", "2 hours and a half", "an hour and a quarter", "2 and 3 quarter hours"
    re.compile(rf"{_NUM} and {_PART} {_UNIT}"),
    re.compile(rf"{_NUM} {_UNIT} and {_PART}"),
    # "hour and a half on a timer", "minute and a half": the "an" left unsaid
    re.compile(rf"(?P<unit>hour|minute) and {_PART}"),
    # "half an hour", "half a minute", "half hour"
    re.compile(rf"(?P<half>half) (?:an? )?{_UNIT}"),
    # "a quarter of an hour", "3 quarters of an hour", "quarter hour"
    re.compile(r"(?P<quarters>a|an|\d+)? ?quarters? (?:of )?(?:an )?(?P<unit>hour)"),
    re.compile(rf"{_NUM} {_UNIT}"),
    # "3 lots of 10 minutes" (as said in Britain): three times ten minutes, one span
    re.compile(rf"(?P<lots>\d+) (?:lots?|sets?|batches?|rounds?) of {_NUM} {_UNIT}"),
]
_JOINER = re.compile(r"\s*(?:,\s*)?(?:and\s+)?")


def _unit_seconds(unit: str) -> int:
    return _UNIT_SECONDS[unit[0]]


def _num_value(num: str) -> float:
    if num in ("a", "an"):
        return 1.0
    if num.startswith("a couple"):
        return 2.0
    return float(num)


def parse_duration(text: str) -> timedelta | None:
    """Parse a whole spoken duration ("five minutes", "an hour and a half", "1 hour 30 minutes", "two point five
    minutes", "a dozen minutes"); else None. A duration is an amount, never a clock: read at the amounts depth."""
    text = amounts(text.strip())
    if not text:
        return None
    pos, total, used_units = 0, 0.0, set()
    while pos < len(text):
        for pattern in _DURATION_PARTS:
            m = pattern.match(text, pos)
            if m is None:
                continue
            end = m.end()
            if end < len(text) and text[end] not in " ,":
                continue  # matched a prefix of a longer word
            break
        else:
            return None
        unit = _unit_seconds(m.group("unit"))
        if unit in used_units:
            return None  # "5 minutes 3 minutes" is not a duration anyone says
        used_units.add(unit)
        groups = m.groupdict()
        if groups.get("half"):
            amount = 0.5
        elif "quarters" in groups:
            q = groups["quarters"]
            amount = 0.25 * (1 if q in (None, "a", "an") else int(q))
        else:
            amount = _num_value(groups.get("num") or "a") + _PARTS.get(groups.get("part") or "", 0.0)
            amount *= int(groups.get("lots") or 1)
        total += amount * unit
        pos = end
        jm = _JOINER.match(text, pos)
        pos = jm.end() if jm else pos
    if total <= 0:
        return None
    return timedelta(seconds=round(total))


def after(now: datetime, duration: timedelta) -> datetime:
    """``now`` plus real elapsed time, in now's zone (plain ``now + d`` is wall-clock arithmetic across DST)."""
    return (now.astimezone(UTC) + duration).astimezone(now.tzinfo)


# --- clock times ---------------------------------------------------------------------------------------------

_MERIDIEM_WORDS = {
    "am": Meridiem.AM, "in the morning": Meridiem.AM, "this morning": Meridiem.AM,
    "pm": Meridiem.PM, "in the afternoon": Meridiem.PM, "in the evening": Meridiem.PM, "at night": Meridiem.PM,
    "this afternoon": Meridiem.PM, "this evening": Meridiem.PM, "tonight": Meridiem.PM,
}  # fmt: skip
_MERIDIEM_RE = re.compile(
    r"^(?P<rest>.*?)\s*\b(?P<mer>" + "|".join(sorted(_MERIDIEM_WORDS, key=len, reverse=True)) + r")$"
)
_HM = re.compile(r"(?P<h>\d{1,2})(?::|\.| )(?P<m>\d{2})")
_H_OH_M = re.compile(r"(?P<h>\d{1,2}) oh (?P<m>\d)")
_H_OCLOCK = re.compile(r"(?P<h>\d{1,2})(?: oclock)?")
_PAST = re.compile(
    r"(?:(?P<q>a quarter|quarter)|(?P<half>half)|(?P<m>\d{1,2})(?: minutes?)?) (?:past|after) (?P<h>\d{1,2})"
    r"|(?P<half2>half) (?P<h2>\d{1,2})"  # British "half six" is 6:30
)
_TO = re.compile(r"(?:(?P<q>a quarter|quarter)|(?P<m>\d{1,2})(?: minutes?)?) (?:to|before|till|til|of) (?P<h>\d{1,2})")


def parse_clock(text: str) -> ClockTime | None:
    """Parse a whole spoken clock time: "7:30 pm", "seven thirty", "quarter past seven", "noon", "19:45"."""
    text = numeralize(text.strip())
    if text in ("noon", "midday", "12 noon"):
        return ClockTime(12, 0, Meridiem.PM)
    if text in ("midnight", "12 midnight"):
        return ClockTime(0, 0, Meridiem.AM)
    meridiem = None
    m = _MERIDIEM_RE.match(text)
    if m and m.group("rest"):
        text, meridiem = m.group("rest"), _MERIDIEM_WORDS[m.group("mer")]
    hour = minute = None
    if mm := _PAST.fullmatch(text):
        hour = int(mm.group("h") or mm.group("h2"))
        minute = 15 if mm.group("q") else 30 if mm.group("half") or mm.group("half2") else int(mm.group("m"))
    elif mm := _TO.fullmatch(text):
        before = 15 if mm.group("q") else int(mm.group("m"))
        to_hour = int(mm.group("h"))
        if not 0 < before < 60 or not 1 <= to_hour <= 24:
            return None
        hour, minute = to_hour - 1, 60 - before
        hour = 12 if hour == 0 else hour  # "quarter to one" is 12:45
    elif mm := _HM.fullmatch(text) or _H_OH_M.fullmatch(text):
        hour, minute = int(mm.group("h")), int(mm.group("m"))
    elif mm := _H_OCLOCK.fullmatch(text):
        hour, minute = int(mm.group("h")), 0
    if hour is None or minute is None or not (0 <= hour <= 23 and 0 <= minute <= 59):
        return None
    if meridiem is not None and not 1 <= hour <= 12:
        return None  # "19 pm", "0 am"
    return ClockTime(hour, minute, meridiem)


# --- days and "when" -----------------------------------------------------------------------------------------

_DAY_RE = re.compile(
    r"(?P<day>(?:(?:on )?(?:next |this (?:coming )?|coming )|on )?(?P<wd>"
    + WEEKDAY
    + r")|today|tonight|tomorrow|the day after tomorrow|this)(?: (?P<part>morning|afternoon|evening|night))?"
)
_PART_MERIDIEM = {"morning": Meridiem.AM, "afternoon": Meridiem.PM, "evening": Meridiem.PM, "night": Meridiem.PM}


@dataclass(frozen=True, slots=True)
class _Day:
    date: date
    meridiem: Meridiem | None
    is_today: bool
    weekday_this_week: bool  # "on monday" said on a Monday: today if still ahead, else next week


def _parse_day(text: str, today: date) -> _Day | None:
    if text.startswith("for "):  # "an alarm at 8 for sunday", "at 9 for tomorrow": the day it is for
        return _parse_day(text[4:], today)
    m = _DAY_RE.fullmatch(text)
    if m is None:
        return None
    day, wd, part = m.group("day"), m.group("wd"), m.group("part")
    meridiem = _PART_MERIDIEM.get(part) if part else None
    if day == "this":  # "this morning", "this evening"
        if part is None:
            return None
        return _Day(today, meridiem, True, False)
    if day == "today":
        return _Day(today, meridiem, True, False)
    if day == "tonight":
        return _Day(today, Meridiem.PM, True, False) if part is None else None
    if day == "tomorrow":
        return _Day(today + timedelta(days=1), meridiem, False, False)
    if day == "the day after tomorrow":
        return _Day(today + timedelta(days=2), meridiem, False, False)
    ahead = (WEEKDAYS.index(wd) - today.weekday()) % 7
    if " next " in f" {day}" and ahead == 0:
        ahead = 7
    return _Day(today + timedelta(days=ahead), meridiem, False, ahead == 0)


def _aware(day: date, hour: int, minute: int, now: datetime) -> datetime:
    """Wall time in now's zone; a time skipped by a DST jump moves forward by the gap (round trip through UTC)."""
    return datetime.combine(day, time(hour, minute), tzinfo=now.tzinfo).astimezone(UTC).astimezone(now.tzinfo)


def _hours(clock: ClockTime, meridiem: Meridiem | None) -> list[int]:
    h = clock.hour
    if h == 0 or h > 12:
        return [h]
    if meridiem is Meridiem.AM:
        return [h % 12]
    if meridiem is Meridiem.PM:
        return [h % 12 + 12]
    return [h % 12, h % 12 + 12]


def resolve_clock(clock: ClockTime, now: datetime, *, prefer_morning: bool = False,
                  prefer_afternoon: bool = False) -> datetime:
    """The next time after ``now`` that the clock time names (today or tomorrow).

    With no am/pm, the sooner of the two readings wins ("at 5" said at 2 pm is 5 pm), except that wake-up alarms
    (``prefer_morning``) read a bare hour as morning, and ``prefer_afternoon`` reads it as afternoon or evening.
    """
    hours = _hours(clock, clock.meridiem)
    if len(hours) == 2 and (prefer_morning or prefer_afternoon):
        hours = hours[:1] if prefer_morning else hours[1:]
    today = now.date()
    candidates = [_aware(today + timedelta(days=d), h, clock.minute, now) for d in (0, 1) for h in hours]
    return min(c for c in candidates if c > now)


def _resolve_on_day(clock: ClockTime, day: _Day, now: datetime, prefer_morning: bool,
                    prefer_afternoon: bool = False) -> datetime | None:
    hours = _hours(clock, clock.meridiem or day.meridiem)
    if len(hours) == 2:
        if prefer_morning or prefer_afternoon:
            hours = hours[:1] if prefer_morning else hours[1:]
        elif not day.is_today:
            # A bare hour on another day: 7-11 are mornings, 12 is noon, 1-6 are afternoons (how people book).
            hours = [hours[0]] if 7 <= clock.hour <= 11 else [hours[1]]
    candidates = [_aware(day.date, h, clock.minute, now) for h in hours]
    future = [c for c in candidates if c > now]
    if future:
        return min(future)
    if day.weekday_this_week:
        return min(_aware(day.date + timedelta(days=7), h, clock.minute, now) for h in hours)
    return None


_AT = re.compile(r"^(?:at|for|on|by) ")


def parse_when(text: str, now: datetime, *, prefer_morning: bool = False,
               prefer_afternoon: bool = False) -> datetime | None:
    """Resolve a spoken moment to an aware datetime after ``now``, in ``now``'s zone; None if not a moment.

    Accepts "in 20 minutes", "20 minutes from now", "at 7:30", "7 pm", "tomorrow at 7", "at 7:30 tomorrow",
    "on friday at noon", "tomorrow morning at 6". A bare number ("7") needs "at"/"for", am/pm or a day word.
    A moment already past ("today at 7 am" said at 9 am) is None: the caller should not silently pick tomorrow.
    """
    if now.tzinfo is None:
        raise ValueError("now must be timezone-aware")
    text = numeralize(text.strip())
    if len(text.split()) > MAX_WHEN_WORDS:
        return None
    for prefix in ("in ", "for "):
        if text.startswith(prefix) and (d := parse_duration(text[len(prefix) :])):
            return after(now, d)
    if text.endswith(" from now") and (d := parse_duration(text[: -len(" from now")])):
        return after(now, d)
    had_at = bool(_AT.match(text))
    text = _AT.sub("", text)
    splits: list[tuple[_Day | None, str]] = [(None, text)]
    words = text.split(" ")
    for i in range(1, len(words)):
        left, right = " ".join(words[:i]), " ".join(words[i:])
        if (day := _parse_day(left, now.date())) is not None:
            splits.append((day, right))
        if (day := _parse_day(right, now.date())) is not None:
            splits.append((day, left))
    for day, clock_text in splits:
        at = had_at or bool(_AT.match(clock_text))
        clock_text = _AT.sub("", clock_text)
        clock = parse_clock(clock_text)
        if clock is None:
            continue
        if day is None:
            if re.fullmatch(r"\d{1,2}", clock_text) and not at:
                return None  # a bare "7" is a number, not yet a time
            return resolve_clock(clock, now, prefer_morning=prefer_morning, prefer_afternoon=prefer_afternoon)
        return _resolve_on_day(clock, day, now, prefer_morning, prefer_afternoon)
    return None
