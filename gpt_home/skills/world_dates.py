"""The calendar of now somewhere else: "what year is it in china", "what is the date in tokyo", "what day is it in
sydney", "what month is it in japan". The world clock (``everyday.world_time``) answers the time there; a question
about the year, month, date or weekday there is answered with that, as the place's own zone has it (the date in
Sydney is often a day ahead of ours). ``unit_asked`` reads which one is asked (pure); ``date_there`` says it.
"""

from __future__ import annotations

import re
from datetime import datetime
from zoneinfo import ZoneInfo

from gpt_home.skills import everyday
from gpt_home.skills.phrases import MONTHS, WEEKDAYS
from gpt_home.skills.places import not_a_place, unknown_place

UNITS = ("year", "month", "date", "weekday")
# the unit asked, said as a question about now: "what year is it", "whats the date", "which day of the week is it"
_ASKED = re.compile(r"\b(?:what|which|whats|tell me the|what is the|the) (?:(?:current|todays|local) )?"
                    r"(?P<unit>year|month|date|day of the week|day of the month|day|weekday)\b(?: (?:is it|it is|"
                    r"today|now|right now|over|there|please))*(?: (?:over |out |down |up )?in)\b")


def unit_asked(normalized: str) -> str | None:
    """ "year" for "what year is it in china"; None when no year, month, date or weekday of now is asked."""
    found = _ASKED.search(normalized)
    if found is None:
        return None
    unit = found.group("unit")
    return {"day": "weekday", "day of the week": "weekday", "day of the month": "date"}.get(unit, unit)


def date_there(city: str, now: datetime, unit: str) -> str | None:
    """ "In China it's 2026." / "In Tokyo it's Wednesday, December 2."; an unknown place gets a clear reply."""
    name, zone, pretty = everyday.place(city, now)
    if zone is None:
        return None if not_a_place(name) else unknown_place(name, pretty)
    there, pretty = now.astimezone(ZoneInfo(zone)), re.sub(r"^The ", "the ", pretty)  # "in the UK", mid-sentence
    said = {"year": str(there.year), "month": MONTHS[there.month - 1], "weekday": WEEKDAYS[there.weekday()],
            "date": f"{WEEKDAYS[there.weekday()]}, {MONTHS[there.month - 1]} {there.day}"}[unit]
    where = f"On the {pretty}" if name.endswith("coast") else f"In {pretty}"
    ahead = "" if unit == "year" or there.date() == now.date() else (
        " already" if there.date() > now.date() else " still")
    return f"{where} it's{ahead} {said}."
