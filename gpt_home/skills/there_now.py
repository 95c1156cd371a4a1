"""What someone far away is doing now, asked of the time there: "my sons in singapore, will he be having his dinner
about now", "my sister lives in sydney, is she asleep yet", "is it breakfast time for my daughter in toronto".

Slots, each found anywhere: a known place said with "in" (a city, alias or country of the world-time skill), a
person asked about ("he", "she", "they", "my son") in a yes/no question ("will he be", "is she", "would they be"),
what they would be doing (a meal, sleep, being up or at work: a part of the day) and "now" ("about now", "right
now", "yet", "by now", "at the moment"). All four or nothing: the answer is the time there with a yes or no for that
part of the day (``everyday.world_time``'s ``period``). A statement ("my son had his dinner in singapore"), another
day ("will he be having dinner on sunday") or no place is never read here. Pure: ``now`` comes in.
"""

from __future__ import annotations

import re
from datetime import datetime

from gpt_home.skills import everyday
from gpt_home.skills.places import find_place

MAX_WORDS = 24
# what they would be doing -> the part of the day it belongs to
_DOING = {"breakfast": "morning", "lunch": "afternoon", "dinner": "evening", "supper": "evening", "tea": "evening",
          "asleep": "night", "sleeping": "night", "in bed": "night", "bed": "night", "awake": "daytime",
          "up": "daytime", "at work": "daytime", "working": "daytime", "at school": "daytime"}
_DOING_RE = re.compile(r"\b(?:having (?:his|her|their|a|the)? ?|eating (?:his|her|their)? ?|at |in |gone to |"
                       r"(?:be |is |are )?)(breakfast|lunch|dinner|supper|tea|asleep|sleeping|bed|awake|up|work|"
                       r"working|school)(?: time)?\b")
_ASKED = re.compile(r"\b(?:will|would|is|are|could|might|should|do you think|reckon)(?: (?:he|she|they|it|my \w+|"
                    r"\w+))? (?:be |still |already |probably )*(?:having|eating|at|in|asleep|sleeping|awake|up|"
                    r"working|gone|breakfast|lunch|dinner|supper|tea)\b")
_NOW = re.compile(r"\b(?:now|about now|right now|by now|yet|at the moment|currently|this minute)\b")
_NOT_NOW = re.compile(r"\b(?:tomorrow|yesterday|tonight|on (?:mon|tues|wednes|thurs|fri|satur|sun)day|next|last|"
                      r"when|did|had|was|were|if|ago|will be there)\b")
_PLACE = re.compile(r"\b(?:in|at) ([a-z]+(?: [a-z]+){0,3})")


def reply(normalized: str, now: datetime) -> str | None:
    """The time there with a yes or no for what they would be doing; None unless every slot is said."""
    words = normalized.split()
    if not words or len(words) > MAX_WORDS or _NOT_NOW.search(normalized) or not _NOW.search(normalized):
        return None
    doing = _DOING_RE.search(normalized)
    if doing is None or not _ASKED.search(normalized):
        return None
    key = doing.group(1)
    key = {"work": "at work", "school": "at school"}.get(key, key)
    period = _DOING.get(key)
    if period is None:
        return None
    zones = everyday._city_zones()  # noqa: SLF001 - the world-time skill's own table of places
    for found in _PLACE.finditer(normalized):
        place = find_place(found.group(1), zones, now)
        if place is not None:
            return everyday.world_time(place[0], now, period)
    return None


def find(normalized: str, now: datetime) -> list[tuple[str, dict[str, str]]]:
    """``reply`` as a finished reading for ``cue_readings``."""
    said = reply(normalized, now)
    return [("GptSaid", {"reply": said})] if said else []
