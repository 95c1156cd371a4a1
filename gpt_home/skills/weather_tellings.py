"""Sentences with a weather word that ask for no forecast, which the reading by meaning must not answer with one
(round 16): the idiom "under the weather" ("im feeling rather under the weather today a nasty cold"), and a question
about how weather works ("were learning about the weather at school what makes thunder", "why does it rain", "how
do clouds form"): the model answers those (a fact, or a kind word), never the weather pointer. Pure.
"""

from __future__ import annotations

import re

_WEATHER_INTENTS = re.compile(r"^(?:weather\w*|HassGetWeather)$")
_IDIOM = re.compile(r"\bunder the weather\b|\bweather the storm\b|\bfair weather friends?\b")
_HOW_IT_WORKS = re.compile(
    r"\b(?:what|whats|what is) (?:makes|causes|creates|is|are) (?:a |an |the )?(?:thunder|lightning|rain|rainbows?|"
    r"snow|hail|fog|wind|clouds?|tornado\w*|hurricanes?|storms?|weather)\b(?! (?:today|tomorrow|tonight|like|doing|"
    r"going|gonna|forecast|this|at|in|on|for)\b)|\b(?:why|how) (?:does|do|is|are) (?:it |the )?(?:rain|snow|thunder|"
    r"lightning|clouds?|rainbows?|hail|wind|fog) ?(?:happen|form|work|made|fall|blow|come)?\b(?! (?:today|"
    r"tomorrow|tonight|later)\b)|\blearning about (?:the )?weather\b")


def told(normalized: str, intent: str) -> bool:
    """True when ``normalized`` says "under the weather" or asks how weather works and ``intent`` is a weather
    reading (which would answer with the forecast or the settings pointer)."""
    return bool(_WEATHER_INTENTS.match(intent)) and bool(_IDIOM.search(normalized) or _HOW_IT_WORKS.search(normalized))
