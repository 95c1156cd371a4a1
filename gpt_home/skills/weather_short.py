"""Weather asked short or with a reason after it (issue 15, round 24): a piece of gear and a day alone, as a yes or
no ("brolly tomorrow, yes or no", "coat today or not", "do i need my umbrella on friday yes or no"), and a weather
request with what the speaker is doing said after it ("weather for tomorrow im cycling to work", "forecast for
saturday were going to the beach").

Why: "brolly tomorrow, yes or no" reached no weather reader and the model said "No.": a forecast it does not have
(a false answer). Each reading here is a ``HassGetWeather`` reading (a condition and a day), so the weather skill
answers from the forecast, or says it does not know where the household is when no location is set. The gear said
must be the whole sentence but for its day, a need frame and a yes-or-no tag; a reason after a request is taken
off only when what is left is read as weather by ``read`` (the other weather readers). Past days and other things
("the brolly i bought yesterday", "coat hooks for the hall") are no reading. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gpt_home.agent.spoken_words import WEEKDAY

_Reading = list[tuple[str, dict[str, str]]]

GEAR = {"brolly": "rain", "brollie": "rain", "umbrella": "rain", "raincoat": "rain", "rain coat": "rain",
        "wellies": "rain", "wellington boots": "rain", "waterproof": "rain", "waterproofs": "rain", "coat": "cold",
        "big coat": "cold", "warm coat": "cold", "winter coat": "cold", "jacket": "cold", "jumper": "cold",
        "sweater": "cold", "scarf": "cold", "gloves": "cold", "hat and gloves": "cold", "shorts": "hot",
        "sun cream": "hot", "suncream": "hot", "sunscreen": "hot", "sunglasses": "sky", "sunnies": "sky",
        "sun hat": "hot", "t shirt": "hot", "sandals": "hot"}
_GEARS = "|".join(re.escape(g) for g in sorted(GEAR, key=len, reverse=True))
_DAY = (rf"(?:today|tonight|tomorrow|this (?:morning|afternoon|evening)|tomorrow (?:morning|afternoon|evening)|"
        rf"(?:this |the )?weekend|(?:on |this |next )?(?:{WEEKDAY})(?: (?:morning|afternoon|evening))?|later|for (?:the )?"
        rf"(?:walk|school run|walk to work|way to work|commute|trip|match|game))")
_TAG = r"(?:yes or no|or not|or no|y or n|true or false|do you reckon|do you think|what do you think|you reckon|or what)"
_SHORT = re.compile(
    rf"^(?:(?:so|um|er|erm|ok|okay|right|well|quick question|hey) )*"
    rf"(?:(?:do|will|should|shall|would) (?:i|we) (?:need|want|take|bring|pack|wear|be needing) )?"
    rf"(?:(?:a|an|my|the|our|some|me) )?(?P<gear>{_GEARS})(?: (?:needed|required|or no (?:{_GEARS})|or not))?"
    rf"(?: {_DAY})*(?:,? {_TAG})?(?: please)?$")
_PAST = re.compile(r"\b(?:was|yesterday|last|ago|bought|lost|left|broke|broken)\b")
# a reason after a weather request: "im cycling to work", "were going to the beach", "because i want to mow"
_REASON = re.compile(r" (?:(?:because|cos|cause|as|since|so) )?(?:im|i am|were|we are|ill be|i will be|well be|"
                     r"the kids are|my \w+ is|we have|ive got|i have|i want to|we want to|i need to|we need to|"
                     r"planning|hoping) \w+.*$")
_WEATHER = re.compile(r"\b(?:weather|forecast)\b")
# a plain weather request: "weather for tomorrow", "whats the forecast like for saturday", "the weather today please"
_ASKED = re.compile(rf"(?:(?:so|um|er|ok|okay|right|hey) )*(?:(?:whats|what is|hows|how is|hows|what about|tell me|"
                    rf"give me|can i have|can you tell me) )?(?:the |todays |tomorrows )?(?:weather|forecast)(?: forecast)?"
                    rf"(?: (?:like|looking|doing|going to be|gonna be|looking like))?(?: (?:for|on))?(?: {_DAY})*(?: please)?")


def _day(said: str) -> str:
    if (day := re.search(rf"\b(?:{WEEKDAY})\b", said)) is not None:
        return day.group(0)
    for word in ("tomorrow", "tonight", "weekend"):
        if re.search(rf"\b{word}\b", said):
            return word
    return "today"


def find(normalized: str, read: Callable[[str], _Reading]) -> _Reading:
    """A ``HassGetWeather`` reading of gear asked short, or of a weather request with a reason after it (``read``
    reads the request left); [] for any other sentence."""
    if _PAST.search(normalized):
        return []
    if (short := _SHORT.fullmatch(normalized)) is not None:
        return [("HassGetWeather", {"condition": GEAR[short.group("gear")], "day": _day(normalized)})]
    if (reason := _REASON.search(normalized)) is not None and _WEATHER.search(head := normalized[:reason.start()]):
        if _ASKED.fullmatch(head):  # "weather for tomorrow | im cycling to work": the day's weather
            return [("HassGetWeather", {"condition": "", "day": _day(head)})]
        return read(head)
    return []
