""""light" said as a word of weight, colour or strength, never a lamp: "a light jacket", "thick coat or light top",
"light rain this afternoon", "light pink curtains", "a light lunch". The readers of light commands and light
questions take such a sentence's "light" away before they look for a lamp (``skills/command_shape``,
``skills/light_tellings``), so "will a light coat do for this evening" is never answered with the lights' state and
"light rain jacket needed or not" is never a switch nobody asked for. Pure."""

from __future__ import annotations

import re

_WORN = (r"jackets?|coats?|tops?|jumpers?|sweaters?|cardigans?|cardis?|hoodies?|fleeces?|layers?|clothes|clothing|"
         r"shirts?|t shirts?|tshirts?|dress(?:es)?|skirts?|trousers|jeans|shorts|trainers|shoes|boots|sandals|scarf|"
         r"scarves|gloves|hats?|parkas?|anoraks?|macs?|raincoats?|rain jackets?|rain coats?|waterproofs?|cagoules?|"
         r"summer (?:dress|clothes|jacket|coat)|things to wear|one")
_WEATHER = r"rain|drizzle|showers?|snow|snowfall|breeze|wind|winds|frost|cloud|mist|fog"
_OTHER = (r"pink|blue|green|grey|gray|brown|purple|yellow|red|orange|colou?r|meal|lunch|dinner|supper|snack|"
          r"breakfast|bite|diet|beer|lager|ale|sleeper|reading|blanket|duvet|quilt|touch|load|weight|weights|bag|box|"
          r"case|suitcase|packer|traveller|eater|year|years|aircraft|plane|entertainment|relief|exercise|work|"
          r"duties|sentence|hearted|headed|fingered|footed|weight|sauce|cream|mayo|mayonnaise|butter|milk")
_ADJECTIVE = re.compile(rf"\b(?:lighter|lightweight|light) (?=(?:{_WORN}|{_WEATHER}|{_OTHER})\b)")
# "light jacket weather", "a light one" after clothing was named: the clothing said before "or" makes "one" worn
_CLOTHING_NAMED = re.compile(r"\b(?:coats?|jackets?|jumpers?|tops?|fleeces?|parkas?|dress|shirts?|layers)\b")


def said_of_a_thing(normalized: str) -> bool:
    """True when "light" in ``normalized`` says how heavy, pale or strong something is (see the module's note)."""
    return lamp_words(normalized) != normalized


def lamp_words(normalized: str) -> str:
    """``normalized`` with every "light" that is no lamp taken away ("a light jacket" -> "a jacket")."""
    text = _ADJECTIVE.sub("", normalized)
    if _CLOTHING_NAMED.search(normalized):
        text = re.sub(r"\b(?:light|lighter) one\b", "one", text)
    return text
