"""The time asked about a place said first, as a clause of its own ("over in denver, what's the time", "the clock in
atlantis, what does it say right now", "down in cape town whats the time"): read as the rules' "what time is it in
PLACE", so the clock asked after it is never answered alone with the time here (a false answer).

A place said first is a known place of the world clock, after an optional "over / out / down / up / back in"; or any
name after "the clock / time / hour in" (a made-up place then gets the world-time skill's honest "I don't know the
time zone of ..."). What follows is only a clock question ("what's the time", "what time is it there", "what does it
say right now"). A remark that names a place ("we flew back from denver last night, what's the time") is no place said
first: its clock is the household's. Pure: ``known`` says what is a place.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_LEAD = r"^(?:(?:so|um|uh|er|erm|and|right|ok|okay|hey|well|quick|oh) )*"
# "the clock in atlantis", "the time over in lima", "the hour in wakanda": a place named by its clock
_CLOCK_HEAD = re.compile(_LEAD + r"(?:the |what )?(?:time|clock|hour|local time)(?: (?:over|out|down|up|back))? in "
                         r"(?P<place>[a-z][a-z ]*?)$")
_PLACE_HEAD = re.compile(_LEAD + r"(?:(?:over|out|down|up|back)(?: there)? in |in )?(?P<place>[a-z][a-z ]*?)$")
# the clock question said after the place: nothing else asked, no other place
_CLOCK_ASK = (r"(?:(?:so|and|um|uh|er) )*(?:(?:what|whats|what is|what s|tell me) (?:the time|the hour|the local time|"
              r"time is it|hour is it|time have they got|time do they have|time is it there|does it say|does the clock "
              r"say|is it saying|is it showing|does it show|is it)|(?:have you got|do you have|can you tell me) the time)"
              r"(?: (?:there|over there|right now|now|at the moment|currently|please|then))*$")
_ASK = re.compile(_CLOCK_ASK)
# a bare "what is it" needs the clock named in the head
_BARE = re.compile(r"(?:(?:so|and|um|uh|er) )*(?:what|whats|what is|what s) (?:is )?it(?: (?:now|right now|there))*$"
                   r"|(?:(?:so|and) )*(?:what|whats|what is) it (?:say|saying)(?: (?:now|right now|there))*$")
# "over in", "out in", "down in": a place away from here, named even when the world clock does not know it
_FAR = re.compile(_LEAD + r"(?:over|out|down|up|back)(?: there)? in (?!(?:a|an|the|my|our|your|his|her|their)\b)")
# a household place or thing is no world place ("the clock in the kitchen, what does it say")
_HOUSEHOLD = re.compile(r"^(?:the|my|our|your|his|her|their|this|that|a|an)\b|\b(?:kitchen|hall|room|bedroom|bathroom|"
                        r"lounge|garage|garden|car|office|house|school|work|town|city|village|bed|shed|loft|attic|"
                        r"cellar|pub|shops?|field|park|yard|road|street)$")


def place_first(normalized: str, known: Callable[[str], bool] | None = None) -> str | None:
    """ "what time is it in PLACE" when ``normalized`` is a place said first, then only a clock question; else None.
    ``known`` defaults to the world-time skill's places (``topic_first.known_place``)."""
    if known is None:
        from gpt_home.skills.topic_first import known_place as known
    words = normalized.split()
    for cut in range(1, len(words)):
        head, ask = " ".join(words[:cut]), " ".join(words[cut:])
        if (clock := _CLOCK_HEAD.match(head)) is not None:
            place = clock.group("place")
            if (_ASK.fullmatch(ask) or _BARE.fullmatch(ask)) and not _HOUSEHOLD.search(place):
                return f"what time is it in {place}"
        elif (named := _PLACE_HEAD.match(head)) is not None and _ASK.fullmatch(ask) and (
                known(place := named.group("place")) or _FAR.match(head) and not _HOUSEHOLD.search(place)):
            return f"what time is it in {place}"  # "over in narnia": a place, if one the world clock does not know
    return None
