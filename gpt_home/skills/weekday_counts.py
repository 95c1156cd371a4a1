"""Weekdays and weekends counted up to a named day: "how many working days until christmas", "how many weekdays are
left before the 18th", "how many weekends till new year", "how many school days until we break up" (a school's term
dates are never known, so school days are counted as weekdays and said so).

Working days are the weekdays after today up to the day before the one named (the day itself is the holiday or the
event, today is under way); the public holidays ``today_asks`` knows that fall in between are taken off and named.
Weekends are the Saturdays before the day named. Pure: the words and today in, a reply or None out.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from gpt_home.skills.everyday import event_date
from gpt_home.skills.today_asks import holiday_on

MAX_WORDS = 16
MAX_DAYS = 400
_ASKED = re.compile(r"^(?:(?:so|um|uh|er|and|hey|oh|ok|okay|mummy|mum|dad|daddy) )*how many (?P<kind>working days|work "
                    r"days|workdays|weekdays|week days|business days|school days|weekends) (?:are there |is there |have "
                    r"(?:we|i) got |do (?:we|i) have |are )?(?:left |still |to go |remaining )?(?:until|till|til|"
                    r"before|to) (?P<event>[a-z0-9 ]+?)(?: please)?$|how many (?P<kind2>working days|work days|workdays|weekdays|"
                    r"week days|business days|school days|weekends) (?:are there |have (?:we|i) got |are )?(?:left|remaining|"
                    r"to go) (?:in the|in|this|of the) (?P<period>year|month)(?: please)?$")


def _weekdays(today: date, until: date) -> tuple[int, list[str]]:
    count, off = 0, []
    day = today + timedelta(days=1)
    while day < until:
        if day.weekday() < 5:
            holiday = holiday_on(day)
            if holiday is not None and not holiday[2]:
                off.append(holiday[0])
            else:
                count += 1
        day += timedelta(days=1)
    return count, off


def reply(normalized: str, today: date) -> str | None:
    """The weekdays or weekends left until the day named in ``normalized``, or None."""
    if not normalized or len(normalized.split()) > MAX_WORDS or (asked := _ASKED.match(normalized)) is None:
        return None
    if asked.group("period"):  # "how many working days are left this year": its last day counted too
        end = date(today.year, 12, 31) if asked.group("period") == "year" else \
            date(today.year + today.month // 12, today.month % 12 + 1, 1) - timedelta(days=1)
        found: tuple[date, str] | None = (end + timedelta(days=1), f"the end of the {asked.group('period')}")
    else:
        found = event_date(asked.group("event"), today)
    if found is None or not 0 < (found[0] - today).days <= MAX_DAYS:
        return None
    until, name = found
    kind = asked.group("kind") or asked.group("kind2")
    if kind == "weekends":
        weekends = sum(1 for ahead in range(1, (until - today).days)
                       if (today + timedelta(days=ahead)).weekday() == 5)
        on = f", on {until:%A}, {until:%B} {until.day}" if not asked.group("period") else ""
        return f"There {'is' if weekends == 1 else 'are'} {weekends} weekend{'s' if weekends != 1 else ''} before " \
               f"{name}{on}."
    count, off = _weekdays(today, until)
    on = f", on {until:%A}, {until:%B} {until.day}" if not asked.group("period") else ""
    said = f"{count} weekday{'s' if count != 1 else ''} after today and {'up to' if not on else 'before'} {name}{on}" \
           + (f", not counting {' and '.join(off)}" if off else "")
    if kind == "school days":
        return f"There are {said}. Take off any school holidays: I don't know your school's term dates."
    return f"There are {said}: that many working days, unless you have other days off."
