"""A reminder or an alarm for a part of the day, not a time: "remind me in the morning to put the bins out", "remind
me after lunch to call the vet", "wake me up in the morning", "remind me to take my tablets before bed".

The household's rule for the whole kind: the part of the day is turned into the day it means from now, and the
hour is ASKED, as "remind me tomorrow morning to ..." already is ("What time tomorrow morning should I remind you to
put the bins out?"; the answer "8" is read within that part of the day: 8 am). A reminder at a guessed hour would be
a reminder nobody asked for; asking names which morning or afternoon is meant, so the household hears the choice.

- "in the morning", "first thing (tomorrow)": this morning before 8 am, else tomorrow morning;
- "in the afternoon", "after lunch", "after school": this afternoon before 5 pm, else tomorrow afternoon;
- "in the evening", "after work", "after dinner / tea / supper": this evening before 9 pm, else tomorrow evening;
- "before bed", "at bedtime": tonight.

Only a reminder or an alarm asked for (the sentence starts with remind / wake / set an alarm or a reminder), and only
when no clock time is said ("remind me at 8 in the morning" is 8 am and the rules read it). Never a question about
what is set ("what have i got in the morning", "do i have reminders after lunch").
"""

from __future__ import annotations

import re
from datetime import datetime

_ASKED = re.compile(
    r"^(?:(?:please|can you|could you|will you|would you|and|oh|ok|okay|so|um|er) )*"
    r"(?:remind|wake|get me up|set (?:me )?(?:an? )?(?:alarm|reminder))\b"
)
_CLOCK = re.compile(
    r"\b(?:at|for|by|around|about) (?:\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|"
    r"twelve|half|quarter|noon|midday|midnight)\b|\d ?(?:am|pm)\b|\boclock\b|\b(?:in|after) (?:\d+|an?|"
    r"one|two|three|four|five|ten|fifteen|twenty|thirty|half) (?:\w+ )?(?:minutes?|mins?|hours?)\b"
)
_PARTS = (
    (
        re.compile(
            r"\b(?:first thing(?: tomorrow(?: morning)?| in the morning)?|(?:tomorrow )?first thing|"
            r"in the morning|of a morning)\b"
        ),
        "morning",
        8,
    ),
    (re.compile(r"\b(?:in the afternoon|after lunch(?:time)?|after school)\b"), "afternoon", 17),
    (re.compile(r"\b(?:in the evening|after work|after (?:dinner|tea|supper)(?:time)?)\b"), "evening", 21),
    (re.compile(r"\b(?:before (?:i go to )?bed|at bedtime|before bedtime)\b"), "night", 24),
)
_ALREADY = re.compile(
    r"\b(?:tomorrow|tonight|today|this (?:morning|afternoon|evening)|on \w+day|monday|tuesday|"
    r"wednesday|thursday|friday|saturday|sunday)\b"
)


def day_part_reading(normalized: str, now: datetime) -> str | None:
    """ "remind me in the morning to put the bins out" -> "remind me tomorrow morning to put the bins out" (asked
    at 10:25); None when the sentence is no reminder or alarm for a part of the day (see the module's note)."""
    if not _ASKED.match(normalized) or _CLOCK.search(normalized):
        return None
    for said, part, ends in _PARTS:
        found = said.search(normalized)
        if found is None:
            continue
        rest = normalized[: found.start()] + normalized[found.end() :]
        if _ALREADY.search(rest):
            return None  # "remind me on friday in the morning": the day is said, the rules read it
        if part == "night":
            day = "tonight"
        else:
            day = f"this {part}" if now.hour < ends and "tomorrow" not in found.group(0) else f"tomorrow {part}"
        head, tail = normalized[: found.start()].rstrip(), normalized[found.end() :].lstrip()
        return " ".join(f"{head} {day} {tail}".split())
    return None
