"""The time an alarm read by meaning is set for, with what the request said around the clock (issue 15, round 25).

Why: the semantic reader's alarm command kept only the longest clock window, so "wake me tomorrow early like 5:30"
became "set an alarm for 5:30" and was refused (the day would be lost), and "i'll need an alarm, can you sort one" was
an alarm for one o'clock ("1 in the morning or 1 in the afternoon?"). The day said is kept with the clock ("tomorrow",
"on saturday", "next monday"); "one" after an order verb is the alarm itself, never a time. Pure.
"""

from __future__ import annotations

import re

from gpt_home.agent.spoken_words import WEEKDAY

# "can you sort one", "set me one": the thing asked for, never one o'clock
ONE_MEANT = re.compile(r"\b((?:sort|set|get|make|do|want|need|have|put|book|fix|organi[sz]e|give)(?: me| us)?) one\b")
_DAY = re.compile(rf"\b(?:(?:next |this )?(?P<weekday>{WEEKDAY})|tomorrow|tonight|today)\b")


def said_when(when: str | None, text: str) -> str | None:
    """``when`` (the clock window found in ``text``) with the day ``text`` said, or None for no time at all."""
    if when is None or when == "one" and ONE_MEANT.search(text):
        return None  # "can you sort one": an alarm, no 1 o'clock
    if _DAY.search(when) or (day := _DAY.search(text)) is None:
        return when
    said = day.group(0)
    return f"{when} {said if day.group('weekday') is None or said.startswith(('next', 'this')) else 'on ' + said}"
