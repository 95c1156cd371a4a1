"""Weather asked through what it does to the household: "will the car windows be frozen in the morning", "do i need
to scrape the windscreen tomorrow", "will the washing dry today", "is it shorts weather".

No template names these: they are weather questions all the same, and a model answering them invents a forecast.
``find`` returns a ``HassGetWeather`` reading (a condition and a day) like ``slot_spans.find``, so the weather skill
answers from the forecast, or points to the settings page when no location is set. Pure.
"""

from __future__ import annotations

import re

from gpt_home.skills import weather_slang

_SIGNS: tuple[tuple[re.Pattern[str], str], ...] = tuple((re.compile(p), condition) for p, condition in (
    (r"\b(?:frozen|freeze over|frost(?:y|ed)?|icy|ic(?:y|ed) (?:up|over)|iced|de ?ice|defrost|scrape|gritt?(?:ed|ing)?|"
     r"black ice|ice (?:on|over))\b", "cold"),
    (r"\b(?:washing|laundry|clothes) (?:dry|get dry|go out|outside|out on the line)\b|"
     r"\bhang (?:the )?(?:washing|laundry|clothes) out\b", "rain"),
    (r"\b(?:sledg(?:e|ing)|snowman|snowball)\b", "snow"),
    (r"\bfly (?:a|the|my) kite\b", "wind"),
    # what someone should wear: "should the kids wear jackets to school", "will he need a coat"
    (r"\b(?:wear|need|take|bring|put on|pack)\b (?:a |an |their |his |her |some |the )?(?:warm )?(?:jackets?|coats?|"
     r"jumpers?|sweaters?|scarf|scarves|gloves|hats?|wellies|wellingtons|boots|raincoats?|shorts|sun ?hats?)\b", "cold"),
    (r"\b(?:good|nice|right) (?:day|weather|afternoon|evening) for (?:a |the )?(?:picnic|barbecue|bbq|beach|walk|"
     r"hike|bike ride|day out|swim|run|game of \w+)\b", ""),
))
_HOUSEHOLD = re.compile(r"\b(?:car|windows?|windscreen|windshield|roads?|pavements?|paths?|drive|driveway|pipes?|"
                        r"washing|laundry|clothes|garden|plants|kite|sledge|sledging|snowman|snowball|picnic|barbecue|"
                        r"bbq|beach|walk|hike|bike ride|day out|swim|run|kids|children|school|wear)\b")
# The day's high or low, asked without the word weather: "whats the high gonna be", "how low will it go tonight".
_HIGH_LOW = re.compile(r"^(?:whats|what is|what will be|what will|how) (?:the )?(?:high|low|top temperature|"
                       r"highest temperature|lowest temperature)(?: (?:gonna|going to|be|today|tomorrow|tonight))*$")
_DAYS = ((re.compile(r"\b(?:tomorrow|in the morning|first thing|overnight|tonight)\b"), "tomorrow"),
         (re.compile(r"\b(?:today|this afternoon|later|this evening|now)\b"), "today"),
         (re.compile(r"\b(?:at the weekend|this weekend|the weekend)\b"), "weekend"))
_ASKED = re.compile(r"^(?:will|is|are|would|do|does|should|can|could|shall|what are the chances)\b|\bgoing to be\b")


def find(normalized: str) -> list[tuple[str, dict[str, str]]]:
    """A weather reading of a question about what the weather does to the household; [] otherwise."""
    if _HIGH_LOW.match(normalized):
        day = next((d for p, d in _DAYS if p.search(normalized)), "today")
        return [("HassGetWeather", {"condition": "", "day": day})]
    if not _ASKED.search(normalized) or not _HOUSEHOLD.search(normalized):
        return weather_slang.find(normalized)  # "is it baltic outside", "is it gonna pour down later"
    for pattern, condition in _SIGNS:
        if pattern.search(normalized):
            day = next((d for p, d in _DAYS if p.search(normalized)), "today")
            return [("HassGetWeather", {"condition": condition, "day": day})]
    return weather_slang.find(normalized)
