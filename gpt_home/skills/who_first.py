"""Who goes first, and eeny meeny, as children and parents ask: "pick tom or ella to go first", "who should start,
sam or jack", "which of us goes first, dad or me", "decide who goes first between ben and mia", "tom goes first or
ella goes first", "eeny meeny between pizza and pasta".

The names are the words beside "or" (or after "between" / "of" and joined by "and"), up to a word of the request
("pick", "first", "who", "we"...); a name of two words starts with a word like "my" or "big" ("my sister"). The
speaker's words are said back as the listener hears them ("me" -> "You go first."). A first turn told or reported
("tom went first", "she said ella goes first") is none to pick. Pure but for the passed-in ``random.Random``.
"""

from __future__ import annotations

import random
import re

MAX_WORDS = 24
MAX_OPTIONS = 6
_FIRST = re.compile(r"\b(?:go|goes|going|start|starts|starting|begin|begins|play|plays|bat|bats|bowl|serve|serves|"
                    r"roll|rolls) first\b|\b(?:who|whos|which of us|which one of us) (?:should |will |gets to |is going "
                    r"to |has to )?(?:go|goes|start|starts|begin|begins|has the first go|gets the first go|is first)\b|"
                    r"\bfirst (?:go|turn)\b|\bwho is first\b|\bwhos first\b|\bto (?:start|begin)\b")
_EENY = re.compile(r"\been(?:y|ie|ey|i)(?: meen(?:y|ie|ey|i))?(?: min(?:y|ie|ey|i))?(?: mo|moe)?\b")
_TOLD = re.compile(r"\b(?:went|started|began|played|said|says|told|tells|always|usually|never|yesterday|last time)\b|"
                   r"^(?:did|was|has|had)\b")
_TWICE_SAID = re.compile(r"\b([a-z]+) (?:goes|go|starts|start) first or ([a-z]+)(?: (?:goes|go|starts|start) first)?\b")
_STOP = frozenset((
    "pick choose decide who whos which first go goes going start starts starting begin begins to between of you "
    "please for we i it its one us should can could call them out is or and let lets gets get has have if so now then "
    "a an game turn play plays please quick just ok okay um uh right who s either whether need decides "
    "eeny eenie eeney meeny meenie meeney miny minie mo moe do use with tonight today keep arguing fighting kids say tell"
).split())
_TWO_WORD = frozenset("the my our your his her their big little baby uncle aunt auntie mr mrs miss".split())
_LISTENER = {"me": "you", "my": "your", "i": "you", "us": "you", "our": "your"}


def _options(text: str) -> list[str]:
    """The names joined by "or" (else by "and" after "between" / "of"), each one or two words."""
    words = text.split()
    joins = [i for i, w in enumerate(words) if w == "or"] or [
        i for i, w in enumerate(words) if w == "and" and re.search(r"\b(?:between|of|for)\b", " ".join(words[:i]))]
    if len(joins) != 1:
        return []
    at = joins[0]
    right = []
    for word in words[at + 1:at + 4]:
        if word in _STOP and word not in _TWO_WORD:
            break
        right.append(word)
        if word not in _TWO_WORD:
            break
    left: list[str] = []
    i = at - 1
    while i >= 0 and words[i] not in _STOP and len(left) < MAX_OPTIONS - 1:
        name = words[i] if i == 0 or words[i - 1] not in _TWO_WORD else f"{words[i - 1]} {words[i]}"
        left.insert(0, name)
        i -= len(name.split())
    said = [*left, " ".join(right)]
    return said if len(said) >= 2 and all(said) and len(set(said)) == len(said) else []


def _heard(option: str) -> str:
    return " ".join(_LISTENER.get(w, w) for w in option.split())


def reply(normalized: str, rng: random.Random) -> str | None:
    """ "Ella goes first." / "Eeny, meeny, miny, moe: pasta."; None when no such pick is asked."""
    if not normalized or len(normalized.split()) > MAX_WORDS or _TOLD.search(normalized) or " heads or tails" in \
            f" {normalized}":  # "just say heads or tails itll decide who goes first": a coin is tossed
        return None
    eeny = _EENY.search(normalized) is not None
    if not eeny and not _FIRST.search(normalized):
        return None
    text = _TWICE_SAID.sub(r"\1 or \2", normalized)
    found = _options(text)
    if not found:
        return None
    pick = _heard(rng.choice(found))
    if eeny:
        return f"Eeny, meeny, miny, moe: {pick}."
    said = pick if pick.split()[0] in _TWO_WORD or pick.split()[0] == "you" else pick.title()
    said = said[0].upper() + said[1:]  # "Tom", "Your sister"
    return f"{said} {'go' if pick == 'you' else 'goes'} first."
