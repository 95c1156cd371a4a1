"""Light requests in three shapes the light rules do not read, put in their words before any reader (round 27,
holdout31):

- a room said first and its light pointed at by "in there": "living room's empty now so you can kill the light in
  there" -> "kill the light in the living room";
- a bare level with a room: "65 percent in the living room please", "in the kitchen 40 percent", "make it 10
  percent in the kitchen" -> "set the living room light to 65 percent";
- not seeing while doing something at a room's place: "i'm doing my homework at the kitchen table and i can barely
  see" -> "i can barely see in the kitchen" (the rules switch that room's light on).

Why: "65 percent in the living room" was read as a unit conversion ("I don't know the unit the living room"), the
"in there" sentences were left to the model (which apologised or switched nothing), and the homework at the kitchen
table named the kitchen only inside a place ("at the kitchen table"). Each shape must be the whole sentence, name a
room the house has a light for (or a room word, so "in there" after "the garage" is answered honestly), and ask
nothing, negate nothing and say no time: everything else is left as said. Pure: text and light names in.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from gpt_home.agent.light_slots import ROOM_WORDS
from gpt_home.agent.speech_cues import NEGATION, NOT, REPORTED_SPEECH
from gpt_home.agent.spoken_words import DAY_PART, TIME_UNIT, WEEKDAY
from gpt_home.skills.light_aliases import said_as_configured

_FILL = r"(?:(?:ok|okay|um|er|erm|right|so|and|just|can you|could you|please|now) )*"
_END = r"(?: (?:please|thanks|thank you|now|ta|cheers|for me|love|dear|mate))*"
_LEVEL = r"(?P<n>\d{1,3}) (?:percent|per cent)|(?P<half>half)"
_VERB = (r"(?:turn|switch|put|kill|shut|flick|knock|brighten|dim|lower|raise|get|pop|make|set|leave|bring|take|"
         r"can you|could you|please)")
# a negation, someone's words or a time makes it no request for now ("you shouldnt turn the light off in there", "once
# we leave the kitchen turn the light off in there", "the kitchen is empty at 10 ..."); "cant see" is the need itself
_NOT_SAID = "|".join(word for word in NOT.split("|") if word not in {"cant", "cannot", "couldnt"})
_NOT = re.compile(rf"\b(?:{NEGATION}|{_NOT_SAID}|{REPORTED_SPEECH}|if|when|once|after|before|until|till|while|was|were|did|"
                  r"who|why|how|what(?! (?:im|i am|were|we are) doing)|is there|are there|yesterday|tomorrow|tonight|"
                  rf"later|{TIME_UNIT}|{WEEKDAY}|{DAY_PART}|oclock|timer|alarm|list)\b|\b(?:at|by|from) \d+\b(?! (?:percent|per cent))|\b\d{{1,2}} (?:am|pm)\b")
# the speaker's own need only: "my son is sleeping in the living room and i cant see" switches nothing over him
_DOING = r"(?:im|i am|were|we are)"
_RESTING = re.compile(r"\b(?:sleep\w*|naps?|napping|doz\w*|resting|lying|lie)\b")
_CANT_SEE = (r"(?:(?:and |but )?(?:i |we |he |she |they |my eyes )?(?:can barely|can hardly|cant|can not|cannot|could not|"
             r"couldnt|can only just) see(?: (?:a thing|anything|properly|well|what (?:im|i am|were|we are) doing|"
             r"the (?:page|pages|words|print|book|recipe|stitches|needle|pieces|cards|letters|numbers|writing)))?|(?:and |but )?(?:its|it is) (?:too|so|very|a bit|far too|way too|really) (?:dark|dim|gloomy)"
             r"(?: to see)?|(?:and |but )?(?:its|it is) (?:hard|difficult) to see)")


def _rooms(names: Collection[str]) -> str:
    return "|".join(re.escape(r) for r in sorted({*names, *ROOM_WORDS}, key=len, reverse=True))


def _in_there(normalized: str, rooms: str) -> str | None:
    """ "the kitchen is empty so turn the light off in there" -> "turn the light off in the kitchen"."""
    found = re.search(rf"\b(?P<room>{rooms})(?:s)?\b(?P<gap>.*?)\b(?P<order>{_VERB}\b(?:(?!\b(?:{rooms})\b).)*?"
                      rf"\b(?:lights?|lamps?)\b(?:(?!\b(?:{rooms})\b).)*?) in there\b(?P<after>.*)$", normalized)
    if found is None or re.search(rf"\b(?:{rooms})\b", found.group("after")):
        return None
    order = re.sub(r"^(?:can you|could you|please) ", "", found.group("order"))
    return f"{order} in the {found.group('room')}{found.group('after')}"


def _level(normalized: str, rooms: str) -> str | None:
    """ "65 percent in the living room" -> "set the living room light to 65 percent"."""
    room = rf"(?:the )?(?P<room>{rooms})(?: (?:light|lights|lamp))?"
    found = (re.fullmatch(rf"{_FILL}(?:(?:make|set|put|turn) (?:it|that|them) )?(?:(?:to|at) )?(?:{_LEVEL}) "
                          rf"(?:in|for|on) {room}{_END}", normalized)
             or re.fullmatch(rf"{_FILL}(?:in )?{room} (?:(?:to|at) )?(?:{_LEVEL}){_END}", normalized))
    if found is None:
        return None
    level = "50" if found.group("half") else found.group("n")
    return f"set the {found.group('room')} light to {level} percent"


def _cant_see(normalized: str, rooms: str) -> str | None:
    """ "im doing my homework at the kitchen table and i can barely see" -> "i can barely see in the kitchen"."""
    found = re.fullmatch(rf"(?:{_DOING} )?(?:(?:trying to|just) )?\w+ing\b(?: \w+){{0,4}}? (?:in|at|on|by) (?:the )?"
                         rf"(?P<room>{rooms})(?: (?:table|sofa|settee|couch|worktop|counter|sink|window|chair|"
                         rf"armchair|floor|bench))?,? {_CANT_SEE}", normalized)
    if found is None or _RESTING.search(normalized):
        return None
    return f"i can barely see in the {found.group('room')}"


def light_worded(normalized: str, names: Collection[str]) -> str | None:
    """``normalized`` in the light rules' words when it is one of the three shapes above; None otherwise."""
    if _NOT.search(normalized):
        return None
    rooms = _rooms(names)
    return _level(normalized, rooms) or _cant_see(normalized, rooms) or _in_there(normalized, rooms)


def as_lights_read(plain: str, names: Collection[str]) -> str:
    """``plain`` with each room's other name said as its light's ("the lounge": ``light_aliases``), then in the light
    rules' words when it is one of the shapes above; unchanged when neither applies."""
    said = said_as_configured(plain, names) or plain
    return light_worded(said, names) or said
