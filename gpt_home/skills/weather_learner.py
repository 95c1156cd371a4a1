"""Weather asked in a learner's order, as a statement with a day and often what it is for (round 27, holdout31):
"tomorrow it will be rain for my son football match", "it will be sun tomorrow for picnic", "today will be cold
for my walk".

Why: the readers want a question's order ("will it rain tomorrow"); said as a statement with the day in front and
a purpose after, the sentence was read by no rule, only by meaning with a thin margin, and the model then answered
"I'm not sure" or invented a forecast. Here the whole sentence must be a day, the weather word and at most a short
"for ..." purpose: a ``HassGetWeather`` reading (the weather skill answers from the forecast, or points to the
settings page when no location is set). A past day, a negation or any other words left over is no reading. Pure.
"""

from __future__ import annotations

import re

from gpt_home.agent.spoken_words import WEEKDAY

_Reading = list[tuple[str, dict[str, str]]]

_DAY = (rf"(?:today|tonight|tomorrow|(?:this |the |next )?weekend|(?:this |next |on )?(?:{WEEKDAY})|"
        r"this (?:morning|afternoon|evening)|later|outside)")
_WORDS = {"rain": "rain", "raining": "rain", "rainy": "rain", "wet": "rain", "dry": "rain", "sun": "sky",
          "sunny": "sky", "snow": "snow", "snowing": "snow", "snowy": "snow", "cold": "cold", "hot": "hot",
          "warm": "hot", "windy": "wind", "wind": "wind", "storm": "rain", "stormy": "rain", "nice weather": "",
          "good weather": "", "bad weather": ""}
_WORD = "|".join(sorted(_WORDS, key=len, reverse=True))
_STATED = re.compile(
    rf"^(?:(?:please|so|and) )?(?P<day1>(?:{_DAY} ){{0,2}})(?:it |the weather )?(?P<verb>will|is going to|going to|gonna|is)? ?"
    rf"(?:be |have )?(?:a |some |good |nice |any )?(?P<word>{_WORD})(?P<day2>(?: {_DAY}){{0,2}})"
    r"(?P<purpose> for (?:(?:my|the|our|a|his|her|their|your) )?(?:[a-z]+ ){0,3}[a-z]+)?(?: (?:or not|yes or no))?$")
_NOT = re.compile(r"\b(?:not|no|never|was|were|yesterday|last|ago|if|when|hope|wish)\b")
_WHEN = (("tomorrow", "tomorrow"), ("tonight", "tonight"), ("weekend", "weekend"))


def find(normalized: str) -> _Reading:
    """A ``HassGetWeather`` reading of a learner's stated weather question with a day, or []."""
    found = _STATED.match(normalized)
    if found is None or not (found.group("day1") or found.group("day2")) or _NOT.search(normalized):
        return []
    if found.group("verb") == "is" and not found.group("purpose"):
        return []  # "it is cold today": a remark about now, no question
    days = f"{found.group('day1')} {found.group('day2')}"
    weekday = re.search(rf"\b(?:{WEEKDAY})\b", days)
    day = weekday.group(0) if weekday else next((d for word, d in _WHEN if word in days), "today")
    return [("HassGetWeather", {"condition": _WORDS[found.group("word")], "day": day})]
