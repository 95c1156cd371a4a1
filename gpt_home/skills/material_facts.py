"""Materials compared by a property that a reference scale settles (issue 15, the twenty-first set): the hardest or
softest mineral or natural material (the Mohs scale), where a named mineral sits on it, and which metal or element
is liquid at room temperature.

The bundled model said "the hardest natural material is probably a superabra" and "the metal ... is a type of steel
alloy known as Kevlar". Both lists are closed and stable, so they are kept here with their sources and the answers
are read off them, never written per question:

- the Mohs scale of mineral hardness, its ten reference minerals (Mohs 1812; Encyclopaedia Britannica, "Mohs
  hardness"): talc 1, gypsum 2, calcite 3, fluorite 4, apatite 5, orthoclase 6, quartz 7, topaz 8, corundum 9,
  diamond 10;
- the elements liquid at room temperature (about 25 °C, standard pressure): mercury (a metal, melts at -38.8 °C)
  and bromine (a non-metal, -7.2 °C); gallium (29.8 °C) and caesium (28.5 °C) melt just above it (CRC Handbook of
  Chemistry and Physics, "Melting, boiling ... of the elements"). WordNet's gloss of mercury agrees: "the only metal
  that is liquid at ordinary temperatures".

A question is read only whole (a lead-in, the question, the thing and the scale, and a tail that only says where:
"in the world", "on earth"), so "the hardest question", "the hardest word to spell", "what's harder, maths or
english", "is mercury in retrograde" and "the hardest wood" (no mineral) are left alone. Pure; ``knowledge_readings``
makes ``reply`` a reading.
"""

from __future__ import annotations

import re

MOHS: tuple[tuple[str, int], ...] = (
    ("talc", 1), ("gypsum", 2), ("calcite", 3), ("fluorite", 4), ("apatite", 5), ("orthoclase", 6), ("quartz", 7),
    ("topaz", 8), ("corundum", 9), ("diamond", 10),
)
# (name, kind) of the elements liquid at room temperature
LIQUID_ELEMENTS: tuple[tuple[str, str], ...] = (("mercury", "metal"), ("bromine", "non-metal"))

_LEAD = (r"^(?:(?:um+|uh+|er+|erm|oh|ok|okay|so|right|hey|please|and|now|well|quick question) )*"
         r"(?:(?:can you |could you |please )?tell me |do you know |i want to know |i wonder )?")
_ASK = r"(?:what is|whats|what s|which is|what are|which are|name|what|which)"
_TAIL = (r"(?: (?:in the world|on earth|on the planet|in nature|known to (?:man|science)|we know of|there is|"
         r"that exists|that there is|ever found|of all|of them all))*(?: (?:please|then|exactly))*"
         r"(?: (?:its|it s|it is) for (?:a|my|the) (?:quiz|test|homework|school|project))?$")
_NATURAL = r"(?:natural |naturally occurring |known |)"
_STUFF = r"(?:material|substance|mineral|stone|gemstone|gem|rock|crystal)"
# "hardest" of any natural stuff ("material", "substance"); "softest" only of a mineral (a gel is softer than talc)
_MOST = rf"(?:(?P<hard>hardest) {_NATURAL}{_STUFF}|(?P<soft>softest) {_NATURAL}(?:mineral|stone|rock|gem|gemstone))"
_EXTREME = re.compile(rf"{_LEAD}{_ASK} (?:the )?{_MOST}{_TAIL}|{_LEAD}(?:which|what) {_NATURAL}(?P<stuff>{_STUFF}) is "
                      rf"(?:the )?(?P<most>hardest|softest)(?: (?:one|known))?{_TAIL}")
_MINERALS = "|".join(name for name, _ in MOHS)
_RANK = re.compile(rf"{_LEAD}(?:how hard is (?P<a>{_MINERALS})(?: on the mohs scale)?|(?:where (?:is|does) "
                   rf"(?P<b>{_MINERALS}) (?:sit |come |rank )?on|what is|whats) (?:the )?mohs (?:scale|hardness)"
                   rf"(?: of (?P<c>{_MINERALS}))?|what (?:number|hardness) is (?P<d>{_MINERALS}) on the mohs scale)"
                   rf"{_TAIL}")
_TEMPERATURE = r"(?:room|normal|ordinary|everyday|home|house) (?:temperature|temp)"
_RUNNY = r"(?:liquids?|runny|fluid)"  # the same state said in everyday words: "what metal is runny at room temperature"
_LIQUID = re.compile(rf"{_LEAD}(?:(?:what|which) (?P<what>metal|metals|element|elements|non ?metal|non ?metals) "
                     rf"(?:is|are|stays|stay|is still|remains) (?:a )?{_RUNNY} at {_TEMPERATURE}"
                     rf"|(?:name )?the (?P<what2>metal|element|non ?metal) (?:that is|that s|thats|which is) (?:a )?"
                     rf"{_RUNNY} at {_TEMPERATURE}|(?:is there|are there any|are there) (?:a |any )?(?P<what3>metal|"
                     rf"metals|element|elements) (?:that is|that are|thats) (?:a )?{_RUNNY} at {_TEMPERATURE})"
                     rf"{_TAIL}")


def _extreme(found: re.Match[str]) -> str | None:
    most = "hardest" if found.group("hard") or found.group("most") == "hardest" else "softest"
    if found.group("most") == "softest" and found.group("stuff") not in ("mineral", "stone", "rock", "gem", "gemstone"):
        return None
    name, rank = MOHS[-1] if most == "hardest" else MOHS[0]
    return f"{name.capitalize()}: the {most} natural mineral, {rank} on the Mohs scale of hardness."


def _liquid(what: str) -> str:
    what = what.replace(" ", "-").removesuffix("s").replace("nonmetal", "non-metal")
    if what == "element":
        return "Two elements are liquid at room temperature: mercury, a metal, and bromine, a non-metal."
    name = next(name for name, kind in LIQUID_ELEMENTS if kind == what)
    return f"{name.capitalize()}: it is the only {what} that is liquid at room temperature."


def reply(normalized: str) -> str | None:
    """The answer read off the Mohs scale or the elements liquid at room temperature, or None."""
    text = " ".join(normalized.split())
    if not text or len(text.split()) > 24:
        return None
    if (found := _EXTREME.match(text)) is not None:
        return _extreme(found)
    if (found := _LIQUID.match(text)) is not None:
        return _liquid(next(g for g in found.group("what", "what2", "what3") if g))
    if (found := _RANK.match(text)) is not None and (name := next(
            (g for g in found.group("a", "b", "c", "d") if g), None)) is not None:
        return f"{name.capitalize()} is {dict(MOHS)[name]} on the Mohs scale of mineral hardness, which runs to 10."
    return None
