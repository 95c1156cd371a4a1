"""Does the model's answer name one of the few things that can answer? A check for kinds whose members are known.

The bundled model answers "which ocean is the biggest" with "The Great Barrier Reef is the largest coral reef in the
world." and "what metal is runny at room temperature" with "Water is a liquid metal.": each sentence sounds like an
answer, but there are only five oceans and water is no metal. When the question asks "which/what <kind> ..." (or
"what is the <adjective> <kind> ...") for a kind whose members are a short fixed list (``_MEMBERS``), an answer that
names none of them is no answer, whatever else it says. A kind not in the list is never judged. Pure.
"""

from __future__ import annotations

import re

_MEMBERS: dict[str, frozenset[str]] = {
    "ocean": frozenset("pacific atlantic indian arctic southern antarctic".split()),
    "continent": frozenset("africa antarctica asia australia oceania europe america americas".split()),
    "planet": frozenset("mercury venus earth mars jupiter saturn uranus neptune pluto".split()),
    # the metals and alloys a household asks about (an answer naming another metal is not judged wrong, only lost)
    "metal": frozenset("iron copper gold silver mercury aluminium aluminum lead tin zinc nickel platinum titanium "
                       "sodium potassium lithium calcium magnesium tungsten uranium chromium cobalt gallium caesium "
                       "cesium osmium iridium palladium rhodium plutonium radium steel brass bronze pewter "
                       "manganese beryllium bismuth cadmium francium rubidium strontium barium".split()),
}
_ASKED = re.compile(r"^(?:what|which)(?: is| are| was| were| s)? (?:the|a|an) (?:[a-z]+ ){0,3}?(?P<thing>[a-z]+)"
                    r"(?: (?:of|in|on|for|to|at|from|between|among|ever|that|which|who)\b|$)"
                    r"|^(?:what|which) (?P<which>[a-z]+) (?:is|was|are|were|has|have|do|does|did|can|melts?)\b")


def _plain(text: str) -> str:
    return " ".join(re.findall(r"[a-z0-9]+", text.lower().replace("'", " ")))


def names_no_member(first_sentence: str, question: str) -> bool:
    """True when ``question`` asks for one of a known kind's members and ``first_sentence`` names none of them."""
    found = _ASKED.match(_plain(question))
    if found is None:
        return False
    thing = found["thing"] or found["which"]
    members = _MEMBERS.get(thing) or _MEMBERS.get(thing.removesuffix("s"))
    return members is not None and not members & set(_plain(first_sentence).split())
