"""Whether it is day or night somewhere, asked as a choice or about a place not known: "is it morning or night in
narnia right now", "is it day or night in hogwarts", "in tokyo is it morning or evening", "is it dark in gondor now".

A place the world-time skill does not know (a made-up one, a misheard one) must get the honest "I don't know the
time zone of Narnia", never the time here or a guess; a choice of two parts of the day gets the part of the day
there ("In Tokyo it's 7:26 pm, in the evening."), never a "yes" to an either-or. A known place asked about one part
("is it morning in sydney") is left to ``topic_first.world_time`` (a yes or no first). Rooms and home words ("is it
dark in the garden") are no place: None.

Pure: the words in (``intents.normalize``'s form), the clock, the reply out.
"""

from __future__ import annotations

import re
from datetime import datetime
from zoneinfo import ZoneInfo

from gpt_home.skills import everyday
from gpt_home.skills.phrases import spoken_clock
from gpt_home.skills.places import not_a_place, unknown_place

_PART = (r"(?:morning|afternoon|evening|night|nighttime|night time|day|daytime|day time|daylight|dark|light|"
         r"lunchtime|dinnertime|bedtime|am|pm)")
_NOW = r"(?: (?:right now|now|at the moment|currently|just now|yet|already|there|today|please))*"
_IS_IT = rf"is it (?:still |already )?(?:the |a )?(?P<one>{_PART})(?: time)?(?: or (?:is it )?(?:the |a )?(?P<two>{_PART}))?"
_WHERE = r"(?:over |out |down |up |back )?in (?P<place>(?:[a-z]+ ){0,2}[a-z]+?)"
_SHAPES = (
    re.compile(rf"^(?:so |um |er |uh |hey |quick |and )*{_IS_IT}{_NOW} {_WHERE}{_NOW}$"),
    re.compile(rf"^(?:so |um |er |uh |hey |quick |and )*{_WHERE},? {_IS_IT}{_NOW}$"),
)
# words that are no place with a time zone of its own: rooms, home, the sky here
_NOT_A_PLACE = re.compile(r"\b(?:my|our|your|his|her|their|this|that|the (?:kitchen|garden|house|room|office|car|"
                          r"hall|bedroom|lounge|street|city|town|country|world|sky|dark|middle)|kitchen|garden|house|"
                          r"home|here|room|bedroom|lounge|bathroom|office|school|work|bed|winter|summer|spring|autumn|"
                          r"fall|general|town|a row|time|space)\b")


def reply(normalized: str, now: datetime) -> str | None:
    """The part of the day in the place asked (a choice), or the honest reply for a place not known; else None."""
    for shape in _SHAPES:
        if (found := shape.match(normalized)) is not None:
            break
    else:
        return None
    said = found.group("place")
    if _NOT_A_PLACE.search(said) or not_a_place(said):
        return None
    name, zone, pretty = everyday.place(said, now)
    if zone is None:
        return unknown_place(name, pretty)
    if found.group("two") is None:
        return None  # one part asked about a known place: a yes or no first (topic_first.world_time)
    there, pretty = now.astimezone(ZoneInfo(zone)), re.sub(r"^The ", "the ", pretty)  # "in the UK", mid-sentence
    part = everyday._part_of_day(there.hour)
    day = "" if there.date() == now.date() else f" on {there:%A}"
    return f"In {pretty} it's {spoken_clock(there, there.tzinfo)}{day}, {'at night' if part == 'night' else f'in the {part}'}."
