"""School days and bank holidays asked about today or tomorrow, and the next bank holiday, answered honestly: the
weekday or weekend is certain, the holidays are the ones ``today_asks`` knows (New Year's Day, Christmas Day, Boxing
Day, and the main UK, Irish and US holidays with where they are kept), and a school's own term dates are never known,
so a weekday is "a school day unless the school is on holiday", never a flat yes.

"is it a school day today mummy said ask the speaker", "have we got school tomorrow", "is today a bank holiday",
"is tomorrow a public holiday", "when is the next bank holiday". A remark after the ask ("mummy said ask the
speaker") is allowed; another day, a condition or a report is never read here. Pure: the local moment in.
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta

from gpt_home.skills.today_asks import day_named, holiday_on

MAX_WORDS = 20
_LEAD = r"^(?:(?:so|um|uh|er|erm|and|hey|oh|quick|please|ok|okay|mummy|mum|dad|daddy|grandad|nan|granny) )*"
_SCHOOL = re.compile(_LEAD + r"(?:is (?P<day1>it|today|tomorrow)|will (?P<day2>it|tomorrow) be|(?:have|do) (?:i|we|you|"
                     r"the kids|they) (?:got|have) school|is there school|do (?:i|we|you|the kids|they) go to school) ?"
                     r"(?:a )?(?:school ?day)?(?: (?P<when>today|tomorrow|on (?:monday|tuesday|wednesday|thursday|friday|"
                     r"saturday|sunday)))?(?P<rest>(?: [a-z]+)*)$")
_HOLIDAY = re.compile(_LEAD + r"(?:is (?P<day1>it|today|tomorrow)|will (?P<day2>it|tomorrow) be) (?:a )?(?:bank|public|"
                      r"national) holiday(?: (?P<when>today|tomorrow|on (?:monday|tuesday|wednesday|thursday|"
                      r"friday|saturday|sunday)))?(?: (?:here|in the uk|in england|in ireland|in "
                      r"america|in the us))?(?P<rest>)(?: (?:is it|or not))?$")
_NEXT = re.compile(_LEAD + r"(?:when (?:is|s) the next|when is our next|whens the next|what is the next|whats the next) "
                   r"(?:bank|public) holiday(?: please)?$")
# a remark may follow the ask; a condition, a report or another day may not
_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_NOT_A_REMARK = re.compile(r"\b(?:if|when|whether|next|last|on|monday|tuesday|wednesday|thursday|friday|saturday|"
                           r"sunday|week|month|yesterday|not|isnt|didnt|dont|holidays?|term|half)\b")


def _day(found: re.Match[str], today: date) -> date | None:
    said = {found.group("day1"), found.group("day2"), found.group("when")} - {None, "it"}
    if len(said) > 1:
        return None
    if said and (named := next(iter(said))).startswith("on "):  # "on monday": the next one, today's included
        return today + timedelta(days=(_WEEKDAYS.index(named[3:]) - today.weekday()) % 7)
    return today + timedelta(days=1 if said == {"tomorrow"} else 0)


def _when(day: date, today: date) -> str:
    return "today" if day == today else "tomorrow" if day == today + timedelta(days=1) else "that"


def _school(day: date, today: date) -> str:
    when = _when(day, today)
    said = f"{when} is {day_named(day)}" if when != "that" else f"that's {day_named(day)}"
    if day.weekday() >= 5:
        return f"No school {when if when != 'that' else 'then'}: {said}, the weekend."
    if (holiday := holiday_on(day)) is not None:
        name, kind, regional = holiday
        if regional:
            return f"It depends where you are: {said}, {name}, {kind}. Otherwise a school day, unless the school " \
                   "is on holiday."
        return f"Most likely not: {said}, {name}, {kind}."
    return f"{said[0].upper()}{said[1:]}, a weekday, so a school day unless the school is on holiday: I don't " \
           "know your school's term dates."


def _bank_holiday(day: date, today: date) -> str:
    when = _when(day, today)
    said = f"{when} is {day_named(day)}" if when != "that" else f"that's {day_named(day)}"
    if (holiday := holiday_on(day)) is not None:
        name, kind, regional = holiday
        return f"It depends where you are: {said}, {name}, {kind}." if regional else f"Yes, {said}, {name}, {kind}."
    return f"Not one I know of: {said}. I know the main UK, Irish and US holidays, not every local one."


def _next_holiday(today: date) -> str | None:
    for ahead in range(1, 370):
        day = today + timedelta(days=ahead)
        if (holiday := holiday_on(day)) is not None:
            name, kind, _regional = holiday
            return f"The next one I know of is {name}, on {day_named(day)}, {kind}."
    return None


def reply(normalized: str, local: datetime) -> str | None:
    """The answer to a school-day or bank-holiday ask in ``normalized``, or None."""
    if not normalized or len(normalized.split()) > MAX_WORDS:
        return None
    today = local.date()
    if _NEXT.match(normalized):
        return _next_holiday(today)
    for pattern, answer in ((_HOLIDAY, _bank_holiday), (_SCHOOL, _school)):
        found = pattern.match(normalized)
        if found is None or "school" not in normalized and pattern is _SCHOOL or \
                _NOT_A_REMARK.search(found.group("rest")):
            continue
        return None if (day := _day(found, today)) is None else answer(day, today)
    return None
