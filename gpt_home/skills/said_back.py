"""When a new alarm or reminder is said back, in the words that let the person check it: a weekday they named that
turns out to be tomorrow is said as both ("tomorrow, Wednesday, at 4 pm"), so "tomorrow" never leaves them wondering
whether Wednesday was heard; a named weekday a week or more away keeps its name with the date ("on Tuesday, December
8, at 9 am"); "today" or "tonight" said is said back ("at 8 pm tonight"). Anything else is said as ``spoken_when``
says it ("at 7 am tomorrow")."""

from __future__ import annotations

import re
from datetime import datetime, tzinfo

from gpt_home.agent.spoken_words import WEEKDAYS
from gpt_home.skills.phrases import spoken_clock, spoken_date, spoken_when


def said_back(moment: datetime, now: datetime, tz: tzinfo, said: str = "") -> str:
    """ "at 4 pm tomorrow", or with the weekday ``said`` named: "tomorrow, Wednesday, at 4 pm"."""
    local, today = moment.astimezone(tz), now.astimezone(tz).date()
    weekday = WEEKDAYS[local.weekday()]
    if local.date() == today and (day := re.search(r"\b(?:today|tonight)\b", said.lower())):
        return f"at {spoken_clock(moment, tz)} {day.group()}"  # "remind me tonight at 8": "at 8 pm tonight"
    if not re.search(rf"\b{weekday}s?\b", said.lower()):
        return spoken_when(moment, now, tz)
    ahead = (local.date() - today).days
    clock = spoken_clock(moment, tz)
    if ahead == 1:
        return f"tomorrow, {weekday.capitalize()}, at {clock}"
    if ahead >= 7:
        return f"on {spoken_date(moment, tz)}, at {clock}"
    return spoken_when(moment, now, tz)
