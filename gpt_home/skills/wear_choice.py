"""What to wear asked as a choice of two pieces of clothing (round 23): "thick coat or light jacket for going out
this afternoon", "light jumper or warm coat for the school run", "shorts and a light shirt or jeans and a jumper for
the park later", "heavy boots or light trainers for tomorrow". The weather decides it, so it is a
``HassGetWeather`` reading (the condition of the warmer side, the day said) for ``weather_plans.find``: the weather
skill answers from the forecast, or points to the settings page; never a random pick, never a light ("light" here
says how thick the clothes are).

Each side of the "or" must name clothing, said only with words of warmth or weight ("light", "thick", "winter"):
a choice by colour, price, looks or fit ("the red coat or the blue one", "which jacket goes with my dress"), a
purchase, a choice taken back ("coat or jacket, it doesn't matter") or a past day is no reading. Pure.
"""

from __future__ import annotations

import re

_Reading = list[tuple[str, dict[str, str]]]

_COLD = (r"coats?|jackets?|jumpers?|sweaters?|cardigans?|cardis?|hoodies?|fleeces?|parkas?|anoraks?|puffer|puffa|"
         r"scarf|scarves|gloves|thermals|tights|boots|wellies|raincoats?|macs?|cagoules?|waterproofs?|layers|"
         r"jeans|trousers|long sleeves|woolly hat|hat and gloves|clothes|things|stuff|top|tops|shirt|dress|trainers|"
         r"shoes|sandals|shorts|skirt|t shirt|tshirt|vest|one")
_HOT = r"shorts|sandals|flip flops|t shirt|tshirt|vest|skirt|summer dress|sun hat|sunhat"
# how warm or heavy a piece is: the weather's business (never a colour, a price or a look)
_ADJ = (r"light|lighter|lightweight|thin|thinner|thick|thicker|heavy|heavier|warm|warmer|big|bigger|winter|summer|"
        r"proper|good|woolly|wooly|padded|waterproof|rain|short sleeved|long sleeved|cosy|cozy|extra|spare|"
        r"little|small|cool|cooler|cotton|wool|fleecy")
_DET = r"(?:a|an|the|my|your|his|her|our|their|some|me|just a|just|only a|only)"
_PIECE = rf"(?:{_DET} )?(?:(?:{_ADJ}) ){{0,2}}(?:{_COLD})"
_SIDE = rf"{_PIECE}(?: (?:and|with|plus) {_PIECE})?"
_CHOICE = re.compile(rf"\b(?P<a>{_SIDE}) or (?P<b>{_SIDE})\b")
# a choice the weather does not decide, or no choice now
_NOT_WEATHER = re.compile(
    r"\b(?:red|blue|green|black|white|grey|gray|brown|pink|purple|yellow|orange|navy|beige|colour|color|cost|costs|"
    r"price|cheaper|cheap|buy|bought|order|sale|size|fits?|suits?|goes with|go with|match|matches|looks?|nicer|"
    r"prettier|smarter|posh|fancy dress|wash|washing machine|iron|ironing|doesnt matter|does not matter|dont care|"
    r"never mind|yesterday|last (?:night|week)|wore|did i wear|was i wearing|funnier|story|joke)\b")
_WHEN: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\btomorrow\b"), "tomorrow"),
    (re.compile(r"\btonight\b"), "tonight"),
    (re.compile(r"\b(?:weekend|saturday|sunday)\b"), "weekend"),
)


def _warmest(side_a: str, side_b: str) -> str:
    """The weather a choice turns on: the heat when one side is summer things, else the cold."""
    hot = re.compile(rf"\b(?:{_HOT})\b")
    return "hot" if hot.search(side_a) or hot.search(side_b) else "cold"


def find(normalized: str) -> _Reading:
    """A ``HassGetWeather`` reading of a two-piece clothing choice, or []."""
    if len(normalized.split()) > 24 or _NOT_WEATHER.search(normalized):
        return []
    choice = _CHOICE.search(normalized)
    if choice is None:
        return []
    a, b = choice.group("a"), choice.group("b")
    if re.fullmatch(rf"(?:{_DET} )?one", a) or a.split()[-1] == b.split()[-1] == "one":
        return []  # "this one or that one": nothing worn named
    if not re.search(r"\b(?:coats?|jackets?|jumpers?|sweaters?|fleeces?|parkas?|anoraks?|hoodies?|cardigans?|"
                     r"raincoats?|macs?|cagoules?|waterproofs?|scarf|gloves|thermals|wellies|boots|layers|shorts|"
                     r"sandals|t shirt|tshirt|puffer|puffa)\b", normalized):
        return []  # "a top or a dress": a look, not the weather's
    day = next((d for pattern, d in _WHEN if pattern.search(normalized)), "today")
    return [("HassGetWeather", {"condition": _warmest(a, b), "day": day})]
