"""Which river runs through a city or a country, read from WordNet's rivers: "which river runs through london" ->
"The Thames flows through London.", "what river is paris on" -> "The Seine flows through Paris.".

WordNet names about 200 rivers (instances of "river") and its glosses say where they flow ("a river in southern
England; flows eastward through London to the North Sea", "a French river that flows through the heart of Paris",
"Vienna, Budapest, and Belgrade are on the banks of the Danube"). A river is the answer when its gloss says it
flows through the place, or that the place is on it or on its banks. One to three rivers are said; none or more
is no answer (the model or the honest line answers). One seek per river: read only when asked. A well-known city
(``city_rivers``, a checked table: Cairo's gloss names no river) is answered from the table first.
"""

from __future__ import annotations

import re

from gpt_home.skills import city_rivers
from gpt_home.skills.wordnet_data import WordNet, answered, asked_about, fail_soft

RIVER = 9411430  # WordNet 3.0's "river" sense: its instances are the named rivers
MAX_WORDS = 14
MAX_RIVERS = 3
_PLACE = r"(?P<place>[a-z]+(?: [a-z]+){0,2})"
_ASKED = (
    re.compile(rf"^(?:which|what|name the) rivers? (?:runs?|flows?|goes|go|passes|pass|is|are) (?:through|in) "
               rf"{_PLACE}$"),
    re.compile(rf"^(?:which|what|name the) rivers? (?:runs?|flows?|goes|passes) through the (?:city|middle|centre|"
               rf"center|heart) of {_PLACE}$"),
    re.compile(rf"^(?:which|what) river (?:is|was) {_PLACE} (?:on|built on)$"),
    re.compile(rf"^{_PLACE} (?:is|was) (?:on|built on) (?:which|what) river$"),
    re.compile(rf"^(?:which|what) (?:is the )?river (?:that )?(?:runs|flows) through {_PLACE}$"),
)
_NOT_PLACES = frozenset("it the my our your this that there here town the city".split())


def rivers(wordnet: WordNet, place: str) -> list[str]:
    """The rivers whose gloss says they flow through ``place`` (as WordNet spells it, "London") or that it is on
    them, as WordNet names them."""
    river = wordnet.synset(RIVER, "n")
    name = re.escape(place)
    said = re.compile(rf"\bthrough\b[^;]*?\b{name}\b|\b{name}(?:,[^;]*?)? (?:is|are) on\b|\b{name} lies on\b")
    found = []
    for pointer in river.linked("~i"):
        sense = wordnet.synset(pointer.offset, pointer.pos)
        if said.search(sense.gloss):
            found.append(sense.words[0])
    return found


def _answer(wordnet: WordNet, place: str) -> str | None:
    spelled = " ".join(word.capitalize() for word in place.split())
    found = rivers(wordnet, spelled)
    if not found or len(found) > MAX_RIVERS:
        return None
    names = [f"the {name}" for name in found]
    joined = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
    return f"{joined[:1].upper()}{joined[1:]} {'flows' if len(names) == 1 else 'flow'} through {spelled}."


@fail_soft
def reply(normalized: str, wordnet: WordNet | None = None) -> str | None:
    """The answer when the whole of ``normalized`` asks which river runs through a place, or None."""
    if (found := asked_about(normalized, _ASKED, MAX_WORDS, "place", _NOT_PLACES)) is None:
        return None
    if held := city_rivers.rivers_of(found["place"]):  # a well-known city: the checked table first
        return city_rivers.said(held, found["place"])
    return answered(wordnet, _answer, found["place"])
