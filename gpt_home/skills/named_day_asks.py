"""A named day said first and then asked about with "it": "burns night in january, which weekday is it and how many
days away", "bonfire night which weekday is it", "pancake day, what date does it fall on", "hogmanay how many sleeps
is it". Read alone, the clause after the day ("which weekday is it") is a question about today: a false answer.

The sentence must be the day (any named day ``everyday.event_date`` knows, with "next year", "this year" or its month
after it) and nothing but questions about it, joined by "and": its weekday, its date, how many days (sleeps, weeks)
away it is. A month said that is not the day's month ("burns night in march") is corrected by the date said back;
another word before the day ("i loved burns night...") or a question about something else: None (left to the other
readers).

Pure: the words in (``intents.normalize``'s form), the reply out.
"""

from __future__ import annotations

import re
from datetime import date, datetime
from functools import cache

from gpt_home.agent.spoken_words import MONTH

_FILLER = r"(?:(?:so|um|er|erm|uh|and|oh|right|ok|okay|hey|now) )*"
_WEEKDAY_ASK = re.compile(r"(?:so )?(?:what|which) (?:day of the week|weekday|day)(?: is it| will it be| does it"
                          r" (?:fall|land|come)(?: on)?| is it on| will it fall on| falls on)?"
                          r"(?: this year| next year| then)?(?: please)?")
_DATE_ASK = re.compile(r"(?:so )?(?:what|which) date(?: is it| will it be| does it (?:fall|land)(?: on)?|"
                       r" is it on)?(?: this year| next year| then)?(?: please)?")
_DAYS_ASK = re.compile(r"(?:so )?how (?:many (?:more )?(?P<unit>days|sleeps|weeks)|long|far)"
                       r"(?: (?:away|off|to go|left|until it|till it|til it|until then|till then|is it|are there|"
                       r"have (?:i|we) got|do (?:i|we) have|from (?:now|today)|now|please))*")
_QUALIFIER = rf"(?: (?P<year>next year|this year)| (?:in|on|of) (?P<month>{MONTH}))?"


@cache
def _day_pattern() -> re.Pattern[str]:
    """The sentence's shape: a named day, maybe a qualifier, then the questions (built once)."""
    from gpt_home.skills import everyday
    from gpt_home.skills.moveable_days import _FIXED, _MOVEABLE

    names = sorted({*everyday._HOLIDAYS, *everyday._EASTER_DAYS, *_MOVEABLE, *_FIXED}, key=len, reverse=True)
    named = "|".join(re.escape(n) for n in names if "'" not in n)
    return re.compile(rf"^{_FILLER}(?:the )?(?P<day>{named}){_QUALIFIER} (?P<asks>.+)$")


def _asks(said: str) -> list[str] | None:
    """The kinds asked ("weekday", "date", "days"/"sleeps"/"weeks") in order, or None when a part asks another thing."""
    kinds: list[str] = []
    for part in re.split(r" and (?:also )?| also ", said):
        if _WEEKDAY_ASK.fullmatch(part):
            kinds.append("weekday")
        elif _DATE_ASK.fullmatch(part):
            kinds.append("date")
        elif (days := _DAYS_ASK.fullmatch(part)) is not None:
            kinds.append(days.group("unit") or "days")
        else:
            return None
    return kinds


def _spoken(day: date) -> str:
    """ "Monday, January 25, 2027", as the date skills say a named day's date."""
    return f"{day:%A}, {day:%B} {day.day}, {day.year}"


def reply(normalized: str, now: datetime) -> str | None:
    """The weekday, date or days away of a named day said first, each part asked; None for any other sentence."""
    from gpt_home.skills import everyday

    found = _day_pattern().match(normalized)
    if found is None or (kinds := _asks(found.group("asks"))) is None:
        return None
    if re.search(r"\bthat\b", found.group("asks")):
        return None  # "the fourth of july what day is that": the day-phrase readers answer "that" (date_questions)
    said = found.group("day") + (f" {found.group('year')}" if found.group("year") else "")
    event = everyday.event_date(said, now.date())
    if event is None:
        return None
    when, name = event
    days = (when - now.date()).days
    on = f"{name} is on {_spoken(when)}"
    if not {"days", "sleeps", "weeks"} & set(kinds):
        return f"{on}."
    if days == 0:
        return f"{name} is today, {_spoken(when)}."
    away = f"{days} day{'s' if days != 1 else ''}"
    if "sleeps" in kinds:
        away = f"{days} sleep{'s' if days != 1 else ''}"
    elif "weeks" in kinds and days >= 7:
        weeks, rest = divmod(days, 7)
        away = f"{weeks} week{'s' if weeks != 1 else ''}" + (
            f" and {rest} day{'s' if rest != 1 else ''}" if rest else "") + f" ({days} days)"
    if {"weekday", "date"} & set(kinds):
        return f"{on}, {away} away."
    if set(kinds) == {"days"} and (until := everyday.days_until(said, now)) is not None:
        return until  # "christmas day how many days away is it": as "how many days until christmas day" is said
    return f"{name} is {away} away, on {_spoken(when)}."
