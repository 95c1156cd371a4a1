"""The day an alarm's reason names ("an alarm for 7 am for the twelfth", "for 9 for new years day"): that date, or a
sign that a day was named that the calendar here cannot place ("for my birthday", "for the day after").

Why: an alarm "for 6 am for the twelfth" was set for tomorrow and named "twelfth alarm": a wrong day, worse than
asking. A day of the month said as an ordinal, a month and a day, and New Year's Day are dates anyone agrees on; a
birthday, an anniversary, a bank holiday or "the next day" depend on what only the household knows, so the alarm is
not set on a guess. Pure (the agent layer; the skills' calendar is not imported here).
"""

from __future__ import annotations

import re
from datetime import date

from gpt_home.agent.spoken_words import ORDINAL_NUMBER
from gpt_home.agent.spoken_words import ORDINALS as _WORDS

_UNITS = _WORDS[:9]
ORDINALS: dict[str, int] = {
    **ORDINAL_NUMBER,
    **{f"twenty {word}": 20 + n for n, word in enumerate(_UNITS, 1)},
    **{f"20 {word}": 20 + n for n, word in enumerate(_UNITS, 1)},  # "twenty fifth" after numeralize: "20 fifth"
    "thirty first": 31, "30 first": 31,
}
MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
          "november", "december")
_ORD = rf"(?:(?P<num>\d{{1,2}})(?:st|nd|rd|th)|(?P<word>{'|'.join(sorted(ORDINALS, key=len, reverse=True))}))"
_MONTH = rf"(?P<month>{'|'.join(MONTHS)})"
_DATES = (
    re.compile(rf"(?:the )?{_ORD}(?: of {_MONTH})?"),  # "the twelfth", "the 1st of january"
    re.compile(rf"{_MONTH} (?:the )?{_ORD}"),  # "january the first", "march 3rd"
)
_NEW_YEAR = re.compile(r"new years? day|new year s day|(?:the )?first day of (?:the )?(?:new )?year")
# words that name a day, said after "for": a date the patterns above read, or one only the household knows
DAY_WORDS = re.compile(rf"\b(?:{'|'.join(MONTHS)}|{'|'.join(ORDINALS)}|\d{{1,2}}(?:st|nd|rd|th)|day|days|birthday|"
                       r"anniversary|holiday|holidays|christmas|xmas|easter|new year|new years|end of the (?:month|"
                       r"week|year)|next week|next month|date)\b")
_ON = re.compile(r"^(?P<what>.+?) (?:on|for) (?P<day>.+)$")


def _ordinal(m: re.Match[str]) -> int:
    return int(m.group("num")) if m.group("num") else ORDINALS[m.group("word")]


def named_date(text: str, today: date) -> date | None:
    """The date ``text`` names (the next one on or after ``today``): "the twelfth", "the 1st of january", "january
    the first", "new years day"; None when it names no such date or no real one ("the 31st of february")."""
    text = " ".join(text.replace("'", " ").split())
    if _NEW_YEAR.fullmatch(text):
        return date(today.year + 1, 1, 1)
    for pattern in _DATES:
        if (m := pattern.fullmatch(text)) is None:
            continue
        day = _ordinal(m)
        if m.group("month"):
            month = MONTHS.index(m.group("month")) + 1
            for year in (today.year, today.year + 1):
                try:
                    if (found := date(year, month, day)) >= today:
                        return found
                except ValueError:
                    return None
            return None
        year, month = today.year, today.month
        for _ in range(3):  # a bare day of the month: this month's, else the next month that has it
            try:
                if (found := date(year, month, day)) >= today:
                    return found
            except ValueError:
                pass
            year, month = (year + 1, 1) if month == 12 else (year, month + 1)
        return None
    return None


def reason_day(why: str, today: date) -> tuple[date | None, str] | None:
    """For an alarm's reason: None when it names no day ("the school run"); else (the date, what is left of the
    reason as its name) — the date None when a day is named that is no date known here ("my birthday")."""
    if not DAY_WORDS.search(why):
        return None
    if (found := named_date(why, today)) is not None:
        return found, ""
    if (split := _ON.match(why)) and (found := named_date(split.group("day"), today)) is not None:
        return found, split.group("what")  # "my flight on the twelfth": the flight, on the 12th
    return None, why
