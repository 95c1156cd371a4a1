"""The time an alarm read by meaning is set for, with what the request said around the clock (issue 15, round 25).

Why: the semantic reader's alarm command kept only the longest clock window, so "wake me tomorrow early like 5:30"
became "set an alarm for 5:30" and was refused (the day would be lost), and "i'll need an alarm, can you sort one" was
an alarm for one o'clock ("1 in the morning or 1 in the afternoon?"). The day said is kept with the clock ("tomorrow",
"on saturday", "next monday") when the alarm is ordered, never asked about or refused; "one" after an order verb
is the alarm itself, never a time ("set one for 7" still is; "give me one minute" is a length). Pure.
"""

from __future__ import annotations

import re

from gpt_home.agent.spoken_words import WEEKDAY

# "can you sort one", "set me one": the thing asked for, never one o'clock
ONE_MEANT = re.compile(r"\b((?:sort|set|get|make|do|want|need|have|put|book|fix|organi[sz]e|give)(?: me| us)?) one\b"
                       r"(?! (?:minutes?|hours?|seconds?|oclock|am|pm|thirty|fifteen|forty|twenty|ten|five|o|and|point|of)\b)")
_DAY = re.compile(rf"\b(?:(?:next |this )?(?P<weekday>{WEEKDAY})|tomorrow|tonight|today)\b")

# an alarm ordered now: "wake me tomorrow early like 5:30", "set an alarm for 7 on saturday"; never asked about, refused
_ORDERED = re.compile(r"\b(?:wake|get) (?:me|us)\b|\b(?:set|put|make|need|want)\b")
_NOT_ORDERED = re.compile(r"\b(?:no|not|dont|never|without|do|does|did|is|are|was|have|has|what|whats|when|which|if|"
                          r"said|says|told|wish|usually|always)\b")


def said_when(when: str | None, text: str) -> str | None:
    """``when`` (the clock window found in ``text``) with the day ``text`` said, or None for no time at all."""
    if when is None or when == "one" and ONE_MEANT.search(text):
        return None  # "can you sort one": an alarm, no 1 o'clock
    if _DAY.search(when) or (day := _DAY.search(text)) is None or not _ORDERED.search(text) or _NOT_ORDERED.search(text):
        return when  # "on thursday do i have an alarm at 7 am", "no alarm for that": the day not added, so not set
    said = day.group(0)
    return f"{when} {said if day.group('weekday') is None or said.startswith(('next', 'this')) else 'on ' + said}"
