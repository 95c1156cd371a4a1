"""What the held-out request sets (bench/requests_holdout8.py onwards) share: the fixed clock and how a reply says a
date, a clock time, a number, a spelling, an add, a short reply or a correction, as regular expressions for
bench/requests_eval.judge. A blind writer reads this file, never another set's cases; a set keeps its own patterns
where it means something else.

Every name keeps its leading underscore from the sets it was taken from, so a set's cases read as they always did.
"""

from __future__ import annotations

import re
from datetime import UTC, date, datetime, timedelta
from zoneinfo import ZoneInfo

from requests_cases import REFUSAL, UNSURE, WEATHER_POINTER, _all, _clock

NOW_UTC = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)
DAY = NOW_UTC.date()
_MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
           "november", "december"]
_ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh",
             "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth",
             "twentieth", "twenty[- ]first", "twenty[- ]second", "twenty[- ]third", "twenty[- ]fourth",
             "twenty[- ]fifth", "twenty[- ]sixth", "twenty[- ]seventh", "twenty[- ]eighth", "twenty[- ]ninth",
             "thirtieth", "thirty[- ]first"]


def _date(day: date) -> str:
    """A calendar day as a reply says it: December 25, 25th of December, the twenty-fifth of December, 2026-12-25."""
    month = _MONTHS[day.month - 1]
    number = rf"(?:{day.day}(?:st|nd|rd|th)?|{_ORDINALS[day.day - 1]})"
    return (rf"\b{month},? (?:the )?{number}\b|\b(?:the )?{number} (?:of )?{month}\b|\b{day:%Y-%m-%d}\b"
            rf"|\b{day.month}/{day.day}/(?:20)?{day:%y}\b")


def _on(days: int) -> str:
    """The day ``days`` from today: its date, or its weekday with the date."""
    return _date(DAY + timedelta(days=days))


def _weekday(day: date) -> str:
    return rf"\b{day:%A}\b"


def _days(count: int, number_words: dict[int, str]) -> str:
    """A count of days, in digits or in the words a set lists for it (``number_words``)."""
    words = number_words.get(count)
    return rf"(?<![\d.]){count}(?!\.?\d)" + (rf"|\b{words}\b" if words else "")


def _at(hour: int, minute: int) -> str:
    """A clock time as a reply says it (7:30 am, 07:30, 7:30 a.m., 7:30 in the evening; on the hour also 7 am, 7
    o'clock), where a morning time's bare "7:30" must not go on with "pm" (world times differ by twelve hours)."""
    twelve = hour % 12 or 12
    letter = "a" if hour < 12 else "p"
    other = "p" if hour < 12 else "a"
    bare = rf"\b{twelve}:{minute:02d}\b(?!\s*{other}\.?m\b)" if hour < 12 else ""
    part = r"(?:in the )?morning" if hour < 12 else r"(?:in the |this )?(?:afternoon|evening)|at night|tonight"
    forms = [rf"\b{twelve}:{minute:02d}\s*{letter}\.?m\b", rf"\b{hour:02d}:{minute:02d}\b",
             rf"\b{twelve}:{minute:02d},? (?:{part})\b"]
    if bare:
        forms.append(bare)
    if minute == 0:
        forms += [rf"\b{twelve}\s*{letter}\.?m\b", rf"\b{twelve} o'clock"]
    return "|".join(forms)


def _there(zone: str) -> str:
    """The time now in ``zone`` (tzdata of this machine)."""
    local = NOW_UTC.astimezone(ZoneInfo(zone))
    return _at(local.hour, local.minute)


def _later(minutes: int) -> str:
    """The clock time ``minutes`` after now."""
    later = NOW_UTC + timedelta(minutes=minutes)
    return _at(later.hour, later.minute)


def _spelled(word: str) -> str:
    """The word spelled out letter by letter ("N-E-C-E-S-S-A-R-Y", "n, e, c ..."): the bare word is no spelling, and
    neither is a spelling with a letter more at either end ("R, E, C, E, I, P, T, S" is not "receipt")."""
    body = r"[\s,.\-]+".join(re.escape(letter) for letter in word)
    lone_before = "".join(rf"(?<!{start}[A-Za-z][\s,\-]{{{width}}})"
                          for start in ("^", "[^A-Za-z']") for width in (1, 2))
    return rf"(?<![A-Za-z]){lone_before}{body}(?![A-Za-z])(?!(?:\s*,\s*|\s*-\s*|\s+)[A-Za-z]\b)"


def _num(value: float, *words: str) -> str:
    """A number in digits (thousands separators allowed), or any of ``words``."""
    text = f"{value:,.10f}".rstrip("0").rstrip(".")
    digits = re.escape(text).replace(",", ",?")
    return rf"(?<![\d.]){digits}(?!\.?\d)" + "".join(rf"|\b{w}\b" for w in words)


def _approx(value: float, *words: str) -> str:
    """A measured quantity rounded to 0-3 decimals, each rounding within 2 % of the true value."""
    forms = []
    for places in range(4):
        rounded = round(value, places)
        if rounded and abs(rounded - value) <= 0.02 * abs(value):
            text = f"{rounded:,.{places}f}"
            text = text.rstrip("0").rstrip(".") if "." in text else text
            if text not in forms:
                forms.append(text)
    alternatives = "|".join(re.escape(f).replace(",", ",?") for f in forms)
    return rf"(?<![\d.])-?(?:{alternatives})(?!\.?\d)" + "".join(rf"|\b{w}\b" for w in words)


def _added(*items: str) -> str:
    """An add that went through: every item named, no negation, no hesitation kept in an item."""
    return (r"(?s)^(?!.*\b(?:can't|cannot|couldn't|not|unable|already|um|uh)\b)"
            + "".join(rf"(?=.*\b(?:{i})\b)" for i in items))


def _short(pattern: str, most: int = 300) -> str:
    """The pattern, in a reply of at most ``most`` characters (a clear short reply, not an echo of a long input)."""
    pattern = pattern.removeprefix("(?s)")
    return rf"(?s)^(?=.{{1,{most}}}$).*(?:{pattern})"


def _not(bad: str, good: str) -> str:
    """``good`` somewhere and ``bad`` nowhere (a negation or correction: the meant thing only)."""
    good = good.removeprefix("(?s)")
    return rf"(?s)^(?!.*(?:{bad}))(?=.*(?:{good}))"


NOW = _clock(10, 25) + r"|\b10:25\s*a\.?m\b|twenty[- ]five (?:past|after) ten"
TODAY = _date(DAY)
CLEARED = (r"cancel\w*|clear\w*|deleted|removed|turned off|stopped|no (?:\w+ )?(?:timers|alarms|reminders)|don't have "
           r"any|aren't any|\bnone\b|no active|nothing|empty")
GONE = r"cancel\w*|stopped|removed|deleted|turned off|dismissed"
REMOVED = r"remov\w*|took|taken|deleted|crossed|off (?:the|your)"
ASK_WHAT = (r"what (?:should|do you want|would you like)|(?:remind you (?:about|of|to)|about what|what about)\s*\?|"
            r"what\?")
ASK_ADD = r"what (?:should|do you want|would you like)|which item|add what|what\?"
ASK_LONG = r"how long|what length|how many minutes|for how|what duration"
ASK_TIME = r"what time|which time|for when|when\b"
NO_TIMERS = r"\bno\b|none|don't have|aren't any|no active|nothing|there are no"
UNKNOWN_UNIT = r"don't know|unknown|can't|cannot|not a unit|no unit|don't recogni[sz]e|isn't a unit"
NO_LIGHT = REFUSAL + (r"|\bno (?:\w+ )?lights?\b|don't know|not found|only (?:have|know)|which light|there's no|"
                      r"isn't (?:a|one|set)|couldn't find|don't see")
TOO_BIG = (r"too (?:big|large|long|huge)|can't|cannot|not able|unable|overflow|very large|enormous|huge|followed by|"
           r"10\^|\be\+|× ?10|times 10 to|digits|infinit")
BAD_TIME = (r"can't|cannot|isn't a (?:valid|real)|not a (?:valid|real)|invalid|doesn't exist|no such|what time|"
            r"which time|only (?:has|goes|24)|don't understand")
HEADS_TAILS = r"\bheads\b|\btails\b"
WEATHER_CITY = WEATHER_POINTER + "|" + REFUSAL + r"|offline|internet"
# The tenth set's patterns for honest and refused replies, shared by the sets written after it.
UNSURE_OK = "|" + UNSURE
TICKED = REMOVED + r"|ticked|\bdone\b|checked|completed"
UNKNOWN_PLACE = (r"don't know|unknown|can't|cannot|couldn't find|don't recogni[sz]e|which city|where is|no time "
                 r"zone|isn't a real|fictional|not a real|mythical|legend")
BAD_FEB = (r"doesn't exist|does not exist|isn't a (?:valid|real)|not a (?:valid|real)|invalid|no such|only (?:has )?"
           r"2[89]|can't|cannot|don't understand|never has|no 30|there's no (?:february|feb) 29|isn't a leap year")
DIV_ZERO = r"can't|cannot|undefined|infinity|infinite|not possible|impossible|not defined|no answer"
MISMATCH = (r"can't|cannot|different (?:kinds?|things|quantities|dimensions)|not (?:the same|compatible)|"
            r"incompatible|mass|weight|length|distance|doesn't make sense|don't make sense")
BAD_LEVEL = r"between 0 and 100|0 ?(?:%|percent)? (?:to|and) 100|can't|cannot|invalid|negative|below (?:0|zero)"
ZERO_TIMER = r"can't|cannot|at least|longer than|how long|invalid|more than|must be|for how"
HUH = (r"didn't (?:catch|hear|get|understand)|sorry|pardon|repeat|say (?:that|it) again|what (?:was|did|do|can)|"
       r"\?")
OFFLINE = REFUSAL + r"|offline|internet|no access"
NOT_A_PERSON = (r"\bno\b|not (?:a )?(?:real )?(?:person|human)|assistant|computer|program|\bai\b|machine|software|"
                r"\brobot\b|nobody|no one|just me")
ABILITIES = _all(r"timer|alarm|remind", r"\blights?\b|\blists?\b|weather|\btime\b|\bmath|\bspell|\bunits?\b|"
                 r"convert|\bdates?\b|\bsums\b")
NOT_DONE = r"\b(?:can't|cannot|couldn't|unable)\b"


def _done(pattern: str) -> str:
    """A change that went through: ``pattern`` named, no "can't"."""
    return _not(NOT_DONE, pattern)


def _named(name: str, state: str) -> str:
    """A light named together with its new state, in either order."""
    return rf"(?s){name}.*\b(?:{state})\b|\b(?:{state})\b.*{name}"


# What the sets from holdout13 on kept each in their own copy: the weekdays, the defining factors of the conversions
# they ask for, Celsius and Fahrenheit, a weekday said alone, the in-days date, and (holdout16 on) the patterns of a
# light or a timer changed.
_WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

# Defining factors.
LB_KG = 0.45359237
STONE_KG = 14 * LB_KG
OZ_G = 28.349523125
MILE_KM = 1.609344
YARD_M = 0.9144
FOOT_M = 0.3048
INCH_CM = 2.54
UK_PINT_ML = 568.26125
US_PINT_ML = 473.176473
UK_GALLON_L = 4.54609
US_GALLON_L = 3.785411784

ON = r"on|switched on|turned on"
OFF = r"off|switched off|turned off"
ALL_LIGHTS = r"\ball\b|both|every|kitchen.*living|living.*kitchen"


def _c_to_f(celsius: float) -> float:
    return celsius * 9 / 5 + 32


def _f_to_c(fahrenheit: float) -> float:
    return (fahrenheit - 32) * 5 / 9


def _in(days: int) -> date:
    """The date ``days`` from today."""
    return DAY + timedelta(days=days)


def _weekday_of(day: date) -> str:
    """The weekday of ``day`` named, and no other weekday."""
    name = f"{day:%A}".lower()
    others = "|".join(w for w in _WEEKDAYS if w != name)
    return rf"(?s)^(?!.*\b(?:{others})\b).*\b{name}\b"


def _day_or_date(day: date) -> str:
    """The weekday of ``day`` or its date, and no other weekday."""
    name = f"{day:%A}".lower()
    others = "|".join(w for w in _WEEKDAYS if w != name)
    return rf"(?s)^(?!.*\b(?:{others})\b).*(?:\b{name}\b|{_date(day)})"


def _lit(name: str, state: str) -> str:
    """A light named with its new state, in either order (no leading flag: for use inside _all)."""
    return rf"{name}.*\b(?:{state})\b|\b(?:{state})\b.*{name}"


def _light(name: str, state: str, wrong: str) -> str:
    """A light change that went through: the light and its state named, ``wrong`` (the other state) nowhere."""
    return _not(rf"\b(?:{wrong})\b|can't|cannot|couldn't", _lit(name, state))


def _timer(minutes: str, name: str = "") -> str:
    """A timer that went through: its duration (a pattern) and its name where one was given."""
    return _done(_all(minutes, name) if name else minutes)


def _next(weekday: int) -> date:
    """The first day after today with Python weekday number ``weekday`` (Monday 0)."""
    ahead = (weekday - DAY.weekday()) % 7 or 7
    return _in(ahead)


def _put(*items: str) -> str:
    """An add that went through and says so: every item named, with the add or the list."""
    return _added(*items, r"add\w*|\blist\b|\bput\b")


def _level(name: str, percent: int) -> str:
    """A light named with its brightness in percent."""
    return _all(name, rf"\b{percent}\s*(?:%|percent)")


def _said(day: date) -> str:
    """A coming day as a reply names it: its weekday, its date or its day of the month."""
    return rf"{day:%A}|{_date(day)}|\b{day.day}(?:st|nd|rd|th)\b"
