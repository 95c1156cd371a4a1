"""Is the model's answer the right kind of thing? A cheap check for category errors in a knowledge answer.

The bundled model answers "what is the highest peak on earth" with "The Tower of London is the highest peak on
Earth.": the sentence names the peak asked for (so ``knowledge_check`` lets it pass), but what it offers as the answer
is a tower. When the question asks for a thing of one kind (a peak, an ocean, a city, a planet) and the answer names a
thing by a word of another kind (a tower, a river, a country), the answer is wrong whatever the facts are.

Only a few broad kinds are known, each a handful of common nouns; an answer without such a noun (most answers:
"Mount Everest", "Jupiter", "Paris") is never judged. Pure: text in, verdict out.
"""

from __future__ import annotations

import re

# Kinds of things a household asks about, by the nouns that name them (singular; plurals are matched too).
_KINDS: dict[str, frozenset[str]] = {
    "landform": frozenset({"mountain", "peak", "summit", "mount", "hill", "volcano", "range"}),
    "open water": frozenset({"ocean", "sea", "lake", "bay", "gulf"}),  # the Caspian Sea is the largest lake
    "river": frozenset({"river", "stream", "creek", "canal"}),
    "building": frozenset({"tower", "building", "bridge", "castle", "palace", "church", "cathedral", "temple",
                           "stadium", "museum", "skyscraper", "monument", "statue"}),
    "settlement": frozenset({"city", "town", "village", "capital"}),
    "land": frozenset({"country", "nation", "continent", "island", "kingdom", "republic", "state"}),
    "sky": frozenset({"planet", "moon", "star", "galaxy", "comet", "asteroid"}),
    "creature": frozenset({"animal", "bird", "fish", "mammal", "insect", "reptile", "dog", "cat", "creature"}),
    "person": frozenset({"man", "woman", "person", "king", "queen", "president", "author", "writer", "painter",
                         "artist", "scientist", "inventor", "composer", "poet"}),
}
_KIND_OF = {noun: kind for kind, nouns in _KINDS.items() for noun in nouns}
# Nouns that name no kind of their own beside another ("the capital city", "the island nation"): one of them in a
# phrase with a noun of the asked kind does not make the phrase another kind.
_COMPATIBLE = {frozenset({"settlement", "land"})}  # "the capital of a country", "city-state"

# The thing a question asks for: "what is the highest peak on earth" -> "peak", "which planet is the hottest" ->
# "planet", "which ocean is the largest" -> "ocean".
_ASKED_RE = re.compile(
    r"^(?:what|which|whats)(?: is| are| was| were| s)? (?:the|a|an) (?:[a-z]+ ){0,3}?(?P<thing>[a-z]+)"
    r"(?: (?:of|in|on|for|to|at|from|between|among|ever|that|which|who)\b|$)"
    r"|^(?:what|which) (?P<which>[a-z]+) (?:is|was|are|were|has|have|do|does|did)\b")
_COPULA_RE = re.compile(r"\b(?:is|was|are|were)\b")


def _plain(text: str) -> str:
    return " ".join(re.findall(r"[a-z0-9]+", text.lower().replace("'", " ")))


def _kind(word: str) -> str | None:
    return _KIND_OF.get(word) or (_KIND_OF.get(word[:-1]) if word.endswith("s") else None)


def _kinds(phrase: str) -> set[str]:
    return {kind for word in phrase.split() if (kind := _kind(word)) is not None}


def asked_kind(question: str) -> tuple[str, str] | None:
    """(the thing asked for, its kind) of a what/which question, or None when it asks for no known kind."""
    found = _ASKED_RE.match(_plain(question))
    if found is None:
        return None
    thing = found["thing"] or found["which"]
    kind = _kind(thing)
    return (thing, kind) if kind is not None else None


def wrong_kind(first_sentence: str, question: str) -> bool:
    """True when the answer offers a thing of another kind than the one asked for (see the module docstring).

    The answer is the side of its first "is/was" that does not name the thing asked for: "The Tower of London is the
    highest peak" offers "the tower of london"; "The highest peak is Mount Everest" offers "mount everest".
    """
    asked = asked_kind(question)
    if asked is None:
        return False
    thing, kind = asked
    sentence = _plain(first_sentence)
    copula = _COPULA_RE.search(sentence)
    if copula is None:
        return False
    sides = sentence[:copula.start()].strip(), sentence[copula.end():].strip()
    naming = [side for side in sides if kind in _kinds(side) or thing in side.split()]
    if len(naming) != 1:
        return False  # neither side (or both) names what was asked: nothing to compare here
    offered = _kinds(sides[1] if naming[0] is sides[0] else sides[0])
    return bool(offered) and kind not in offered and not any(frozenset({kind, other}) in _COMPATIBLE
                                                             for other in offered)
