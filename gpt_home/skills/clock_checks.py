"""Checks against the clock and the calendar: "my watch says half ten is that right", "the oven clock says 10:20, is
it right", "is it christmas yet", "is it halloween yet mummy", "is valentines on a weekend next year".

- **a clock said to be checked**: a watch, clock, phone or oven said to show a time, and a question whether it is
  right: the time now, and how far off the other clock is ("It's 10:25 am, so your watch is 5 minutes fast.");
- **a named day, yet**: "is it <day> yet" for a day the calendar knows, asked of the date skills as the days until it
  ("No, not yet. There are 24 days until Christmas..."); a day that is not a date ("is it dinner time yet",
  "is it raining yet") is left alone;
- **a day said, checked**: "is it my birthday tomorrow its on december the second" (yes or no, and the date);
- **years since a year said**: "we were married on the 12th of december 1970, how many years will that be this
  month" (56 on December 12), "i was born in 1950 how old am i", "how old is someone born in 1950";
- **a day on a weekend**: "is valentines on a weekend next year", "does christmas fall on a weekday": yes or no, and
  the day the date skills say it is.

Pure: the words and the clock in, a reply (or the question to ask the date skills) out.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import datetime, timedelta

from gpt_home.agent.timeparse import parse_clock
from gpt_home.skills.phrases import spoken_clock

MAX_WORDS = 20
_HOLIDAY = (r"christmas(?: day| eve)?|new year(?:s day|s eve|s)?|halloween|easter(?: sunday)?|valentines(?: day)?|"
            r"bonfire night|boxing day|mothers day|fathers day")
_YET = re.compile(rf"^(?:(?:um|so|hey|and|mummy|mum|mommy|daddy|dad) )*is it (?P<day>{_HOLIDAY})(?: yet| already)"
                  r"(?: (?:mummy|mum|mommy|daddy|dad|please))?$")
_SHOWN = re.compile(r"^(?:(?:um|so|hey|and) )*(?:my|the|our|your) (?P<thing>watch|clock|phone|phone clock|oven clock|oven|"
                    r"microwave|kitchen clock|car clock|alarm clock|clock on the wall) (?:says|said|shows|reads|is saying|"
                    r"is showing) (?:its |it is )?(?P<clock>[a-z0-9: ]+?),? (?:is (?:that|it|this) (?:right|correct)|"
                    r"(?:is )?(?:that|it) right|right|correct|am i right|is it wrong|is that wrong)$")

# a holiday on a weekend (a date said as a date, "the 1st of march", is ``day_statements``'s to check)
_WEEKEND = re.compile(rf"^(?:(?:um|so|hey|and) )*(?:is|does|will) (?P<day>{_HOLIDAY}) (?:be |fall |"
                      r"land )?on a (?P<kind>weekend|weekday|week day|school day|work day)(?P<when> this year| next year)?$")
# "is it my birthday tomorrow its on december the second": the day asked against the date said
_IS_IT_ON = re.compile(r"^(?:(?:um|so|hey|and|mummy|mum|daddy|dad) )*is (?P<lead>it|tomorrow|today) (?P<whose>my|our|your|"
                       r"his|her|the) (?P<event>[a-z]+(?: (?!today|tomorrow)[a-z]+)?) (?:(?P<when>today|tomorrow) )?(?:its|"
                       r"it is|it s|thats|which is) "
                       r"(?:on )?(?P<date>[a-z0-9 ]+)$")
_MONTH_NAMES = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
                "november", "december")
# a year said, then the years since it asked: "we were married on the 12th of december 1970 how many years will that be"
_YEARS_SINCE = re.compile(r"\b(?:(?:the )?(?P<day>\d{1,2})(?:st|nd|rd|th)? (?:of )?(?P<month>[a-z]+) )?(?P<year>1[89]\d\d|20[0-2]\d)\b"
                          r".*\bhow (?:many years|old)\b(?! (?:ago|since)\b)")
# the year said after the ask: "how old is someone born in 1950", "how old would my nan be she was born in 1938"
_BORN_AFTER = re.compile(r"\bhow old (?:is|are|am|would|will|was|s)\b(?:(?!\b(?:in \d+|next year|when|on|by)\b).)*"
                         r"\bborn (?:in )?(?P<year>1[89]\d\d|20[0-2]\d)$")
_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")


def reply(normalized: str, now: datetime, ask: Callable[[str], str | None]) -> str | None:
    """The answer to a clock or a named day checked; None when none is asked."""
    if not normalized or len(normalized.split()) > MAX_WORDS:
        return None
    if found := _SHOWN.match(normalized):
        return _clock_checked(found.group("thing"), found.group("clock"), now)
    if found := _YET.match(normalized):
        said = ask(f"how many days until {found.group('day')}")
        if said is None:
            return None
        return f"Yes, {said[0].lower()}{said[1:]}" if " is today" in said else f"No, not yet. {said}"
    if (found := _IS_IT_ON.match(normalized)) and (found.group("when") or found.group("lead") != "it"):
        return _on_the_day(found, now, ask)
    if (found := _YEARS_SINCE.search(normalized)) and not re.search(
            r"\bwill (?:i|you|he|she|they|it|we) be\b|\bturns?\b|\bnext year\b|\bin \d+ years\b", normalized):
        return _years_since(found, now)
    if (found := _BORN_AFTER.search(normalized)) and 0 < (years := now.year - int(found.group("year"))) <= 150:
        return _born(int(found.group("year")), years)
    if found := _WEEKEND.match(normalized):
        said = ask(f"what day is {found.group('day')}{found.group('when') or ''}")
        weekday = next((d for d in _WEEKDAYS if said and d in said.lower()), None)
        if said is None or weekday is None:
            return None
        weekend = weekday in ("saturday", "sunday")
        return f"{'Yes' if weekend == (found.group('kind') == 'weekend') else 'No'}. {said}"
    return None


def _on_the_day(found: re.Match[str], now: datetime, ask: Callable[[str], str | None]) -> str | None:
    """ "Yes, it's tomorrow: Wednesday, December 2." when the date said is the day asked about."""
    said = ask(f"what day is {found.group('date')}")
    when = found.group("when") or found.group("lead")
    day = now.date() + timedelta(days=1 if when == "tomorrow" else 0)
    named = f"{_MONTH_NAMES[day.month - 1]} {day.day},"
    if said is None or not re.search(r"\b(?:january|february|march|april|may|june|july|august|september|october|"
                                     r"november|december) \d{1,2},", said.lower()):
        return None
    whose = {"my": "your", "our": "your", "your": "my"}.get(found.group("whose"), found.group("whose"))
    event = f"{whose} {found.group('event')}"
    if named in said.lower():
        return f"Yes, {event} is {when}: {said.split(' is ', 1)[-1]}"
    return f"No, {event} isn't {when}. {said}"


def _years_since(found: re.Match[str], now: datetime) -> str | None:
    """ "That will be 56 years on December 12." / "Born in 1990 means 36 this year, or 35 before the birthday."."""
    year, today = int(found.group("year")), now.date()
    years = today.year - year
    if not 0 < years <= 150:
        return None
    month = found.group("month")
    if month in _MONTH_NAMES and found.group("day"):
        try:
            day = today.replace(month=_MONTH_NAMES.index(month) + 1, day=int(found.group("day")))
        except ValueError:
            return None
        said = f"{_MONTH_NAMES[day.month - 1].capitalize()} {day.day}"
        if day > today:
            return f"That will be {years} years on {said}."
        return f"That's {years} years: it was {years} on {said}."
    if "how old" in found.string[found.end("year"):] and re.search(r"\bborn\b", found.string):
        return _born(year, years)
    return f"{year} was {years} years ago."


def _born(year: int, years: int) -> str:
    return f"Born in {year} means {years} this year, or {years - 1} before the birthday."


def _clock_checked(thing: str, clock_text: str, now: datetime) -> str | None:
    clock = parse_clock(clock_text)
    if clock is None or now.tzinfo is None:
        return None
    local = now.replace(second=0, microsecond=0)
    hour = clock.hour % 12
    best = min((abs((local.hour * 60 + local.minute) - (h * 60 + clock.minute)), h) for h in (hour, hour + 12))[1]
    off = (best * 60 + clock.minute) - (local.hour * 60 + local.minute)
    off = (off + 720) % 1440 - 720  # the nearer way round the dial
    time_said = f"It's {spoken_clock(local, now.tzinfo)}"
    if off == 0:
        return f"Yes, that's right: {time_said[0].lower()}{time_said[1:]}."
    way = "fast" if off > 0 else "slow"
    minutes = abs(off)
    size = f"{minutes} minute{'s' if minutes != 1 else ''}" if minutes < 60 else (
        f"{minutes // 60} hour{'s' if minutes // 60 != 1 else ''}" + (f" and {minutes % 60} minutes" if minutes % 60
                                                                        else ""))
    return f"Not quite. {time_said}, so your {thing} is {size} {way}."
