"""A part of a month asked about now: "is it already the end of november", "are we at the start of december yet", "is
it the middle of the month". The month checks (``today_checks``) read a month alone ("is it still november"); with a
part before it the sentence was left to the model. Answered from today: the first ten days are the start, to the 20th
the middle, after it the end; a month gone by or still to come says so with today's date. Pure: the local moment comes in."""

from __future__ import annotations

import re
from datetime import datetime

from gpt_home.agent.spoken_words import MONTH, MONTHS
from gpt_home.skills.phrases import spoken_date

_PART = {"start": "start", "beginning": "start", "middle": "middle", "end": "end"}
_ASKED = re.compile(rf"^(?:is it|are we|is this|we are|its|it is)(?: (?:already|still|now|at|in|nearly|almost))* "
                    rf"(?:the )?(?P<part>start|beginning|middle|end) of (?:(?P<month>{MONTH})|the month|this month)"
                    r"(?: (?:yet|already|now|still|right|isnt it|is it|or what))*$")


def _part_of(day: int) -> str:
    return "start" if day <= 10 else "middle" if day <= 20 else "end"


def reply(question: str, local: datetime) -> str | None:
    """ "is it already the end of november" -> "No, November is over: today is Tuesday, December 1."; else None."""
    found = _ASKED.match(question)
    if found is None:
        return None
    part, said = _PART[found.group("part")], found.group("month")
    today = local.date()
    month = MONTHS.index(said) + 1 if said else today.month
    name, now = MONTHS[month - 1].capitalize(), spoken_date(local, local.tzinfo)
    if month != today.month:
        gone = (today.month - month) % 12 <= 6  # November asked in December: gone by; February: still to come
        return f"No, {name} is over: today is {now}." if gone else f"No, it's not {name} yet: today is {now}."
    actual = _part_of(today.day)
    if actual == part:
        return f"Yes, it's the {part} of {name}: today is {now}."
    return f"No, it's the {actual} of {name}: today is {now}."
