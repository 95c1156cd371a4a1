"""Who was the first holder of a role in a place, read backwards from the person glosses of WordNet (issue 15: the
bundled model answered "who was the first roman emperor" with "the Emperor Trajan in 1085 AD").

The question: "who was the first president of kenya", "the first emperor of rome", "kenyas first president", "who
was the first roman emperor", "the first indian prime minister" (an adjective of place is read as its place through
WordNet's own "pertains to" link: roman -> Rome, indian -> India; a place's adjective is found the same way, from
the few spellings a place's adjective takes, each checked against that link: rome -> roman, persia -> persian).

The glosses that say it, all of one person and nothing between the role and the place but how the place was then
("independent", "the Republic of"): "first president of independent Kenya", "the first prime minister of the
Republic of India", "served as Zambia's first president", "the new state of Israel and became its first president",
"1st President of the United States", "established the Roman Empire and became emperor". Two people found, or none,
and the question is left to the model. The glosses are ``person_glosses``' index, built once; a question costs a few
text searches and, for an adjective, a few index seeks.
"""

from __future__ import annotations

import re

from gpt_home.skills.word_lookups import MAX_WORDS, question, who
from gpt_home.skills.wordnet_data import WordNet, answered, fail_soft

_ROLE_WORDS = "man|woman|person|people|human|president|prime minister|king|queen|emperor|empress|chancellor"
_WHO = r"^(?:who (?:was|is|were|became) )?(?:the )?"
_FIRST_OF = re.compile(rf"{_WHO}first (?P<role>{_ROLE_WORDS}) (?:to (?:walk|land|step|set foot|go) )?"
                       rf"(?:on|of|in) (?:the )?(?P<place>[a-z]+(?: [a-z]+){{0,2}})$")
_PLACES_FIRST = re.compile(rf"^(?:who (?:was|is|were) )?(?P<place>[a-z]+(?: [a-z]+)?)s first (?P<role>{_ROLE_WORDS})$")
_ADJECTIVE_FIRST = re.compile(rf"{_WHO}first (?P<adjective>[a-z]+) (?P<role>{_ROLE_WORDS})$")
_PLACE_NAMES = dict.fromkeys(("america", "usa", "u s a", "us", "u s", "states", "united states of america"),
                             "united states")
_ROLES = {"man": "man|person|human", "woman": "woman|person|human", "person": "man|woman|person|human",
          "people": "men|people|humans|man|person", "human": "man|woman|person|human"}
_THEN = r"(?:the )?(?:(?:independent|modern|new|the republic of|the state of) )?"
LOCATION = 15  # noun.location
_ENDINGS = ("an", "n", "ian", "ese", "ish", "i")


def place_of(wordnet: WordNet, adjective: str) -> str | None:
    """The place the commonest sense of an adjective of place pertains to in WordNet ("roman" -> "rome": not the
    people, a typeface or a church), or None."""
    places = (place for sense in wordnet.synsets(adjective, "a") for p in sense.linked("\\") if p.pos == "n"
              if (place := wordnet.synset(p.offset, p.pos)).lexname == LOCATION)
    first = next(places, None)
    return first.words[0].lower() if first else None


def adjective_of(wordnet: WordNet, place: str) -> str | None:
    """The adjective of a one-word place ("rome" -> "roman", "persia" -> "persian"), from the spellings an adjective
    of place takes, kept only where WordNet says it pertains to that place; None otherwise."""
    if " " in place:
        return None
    stems = {place, place[:-1]} if place[-1] in "aeiouy" else {place}
    found = {stem + end for stem in stems for end in _ENDINGS if place_of(wordnet, stem + end) == place}
    return found.pop() if len(found) == 1 else None


def first_holder(wordnet: WordNet, role: str, place: str | None, adjective: str | None) -> str | None:
    """'That was Augustus, the Roman statesman who established the Roman Empire and became emperor in 27 BC.'"""
    place = place or (place_of(wordnet, adjective) if adjective else None)
    if place is None:
        return None
    place = _PLACE_NAMES.get(place, place)
    if adjective is None and place.endswith((" empire", " kingdom")):  # "the first emperor of the roman empire"
        adjective = place.rsplit(" ", 1)[0]
    adjective = adjective or adjective_of(wordnet, place)
    roles = _ROLES.get(role, re.escape(role))
    at = re.escape(place)
    asks = [(rf"\b(?:first|1st) (?:{roles}) (?:to (?:walk|land|step|set foot|go|travel) )?(?:on|of|in) {_THEN}{at}\b",
             place),
            (rf"\b{at}(?:'s| s) first (?:{roles})\b", place),
            (rf"\b{at} and (?:became|was|served as) its first (?:{roles})\b", place)]
    if adjective and role in ("emperor", "king", "queen"):
        asks.append((rf"\b(?:established|founded) the {re.escape(adjective)} (?:empire|kingdom) and became (?:its )?"
                     rf"(?:first )?{roles}\b", f"{adjective} "))
    found = {said for pattern, key in asks if (said := who(wordnet, re.compile(pattern), key))}
    return found.pop() if len(found) == 1 else None


@fail_soft
def reply(normalized: str, wordnet: WordNet | None = None) -> str | None:
    """The first holder of the asked role when ``normalized`` is such a question and one person's gloss says it."""
    text = question(normalized, MAX_WORDS)
    if text is None:
        return None
    if found := _FIRST_OF.match(text) or _PLACES_FIRST.match(text):
        return answered(wordnet, first_holder, found["role"], found["place"], None)
    if found := _ADJECTIVE_FIRST.match(text):
        return answered(wordnet, first_holder, found["role"], None, found["adjective"])
    return None
