"""How far ahead or behind another city's clock is: "what's the time difference with Paris", "how many hours ahead is
Tokyo". The difference is the one of the moment asked (summer time counts), from the household's own time zone."""

from __future__ import annotations

from datetime import datetime, timedelta, tzinfo
from zoneinfo import ZoneInfo

from gpt_home.skills.everyday import place
from gpt_home.skills.places import unknown_place
from gpt_home.skills.phrases import spoken_clock


def _hours(delta: timedelta) -> str:
    minutes = abs(int(delta.total_seconds())) // 60
    hours, rest = divmod(minutes, 60)
    if rest == 0:
        return f"{hours} hour{'s' if hours != 1 else ''}"
    if rest == 30:
        return f"{hours} and a half hours" if hours else "half an hour"
    return f"{hours} hours and {rest} minutes" if hours else f"{rest} minutes"


def time_difference(city: str, now: datetime, here: tzinfo) -> str:
    """ "Tokyo is 9 hours ahead of here: it's 7:25 pm there." An unknown city gets a clear reply."""
    name, zone, pretty = place(city, now)
    if zone is None:
        return unknown_place(name, pretty)
    there = now.astimezone(ZoneInfo(zone))
    ours = now.astimezone(here).utcoffset() or timedelta(0)
    delta = (there.utcoffset() or timedelta(0)) - ours
    clock = spoken_clock(there, there.tzinfo)
    if not delta:
        return f"{pretty} has the same time as here: it's {clock} there."
    way = "ahead of" if delta > timedelta(0) else "behind"
    return f"{pretty} is {_hours(delta)} {way} here: it's {clock} there."
