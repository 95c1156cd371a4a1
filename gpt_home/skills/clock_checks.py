"""Checks against the clock and the calendar: "my watch says half ten is that right", "the oven clock says 10:20, is
it right", "is it christmas yet", "is it halloween yet mummy".

- **a clock said to be checked**: a watch, clock, phone or oven said to show a time, and a question whether it is
  right: the time now, and how far off the other clock is ("It's 10:25 am, so your watch is 5 minutes fast.");
- **a named day, yet**: "is it <day> yet" for a day the calendar knows, asked of the date skills as the days until it
  ("No, not yet. There are 24 days until Christmas..."); a day that is not a date ("is it dinner time yet",
  "is it raining yet") is left alone.

Pure: the words and the clock in, a reply (or the question to ask the date skills) out.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import datetime

from gpt_home.agent.timeparse import parse_clock
from gpt_home.skills.phrases import spoken_clock

MAX_WORDS = 20
_SHOWN = re.compile(r"^(?:(?:um|so|hey|and) )*(?:my|the|our|your) (?P<thing>watch|clock|phone|phone clock|oven clock|oven|"
                    r"microwave|kitchen clock|car clock|alarm clock|clock on the wall) (?:says|said|shows|reads|is saying|"
                    r"is showing) (?:its |it is )?(?P<clock>[a-z0-9: ]+?),? (?:is (?:that|it|this) (?:right|correct)|"
                    r"(?:is )?(?:that|it) right|right|correct|am i right|is it wrong|is that wrong)$")
_YET = re.compile(r"^(?:(?:um|so|hey|and|mummy|mum|mommy|daddy|dad) )*is it (?P<day>christmas(?: day| eve)?|new year(?:s "
                  r"day|s eve|s)?|halloween|easter(?: sunday)?|valentines(?: day)?|bonfire night|boxing day|mothers day|"
                  r"fathers day)(?: yet| already)(?: (?:mummy|mum|mommy|daddy|dad|please))?$")


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
    return None


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
