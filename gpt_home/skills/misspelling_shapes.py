"""The word a misspelling stands for, found by undoing one of the ways people misspell (issue 15).

"how do you spell brocoli", "how do you spell febuary", "how is embarassed spelt": spelling the word back as said is
a false answer, and a short list of commonly misspelled words (``spelled_words``) cannot hold every word. A word of
six letters or more that is no English word is tried with each way undone once — a doubled letter said single
("brocoli", "zuchini", "embarassed"), a letter left out ("febuary"), a vowel for another ("seperate"), two letters
swapped ("pharoah"), a single letter doubled ("occassion") — the first letter kept; exactly one English word found is
the word meant. A consonant for another ("becos" -> "becks") is no such shape, and a short word may be a name
("priya"): both are kept as said.

English words: every lemma of WordNet's four indexes (read once, on the first word tried) with its plain endings
("embarrassed", "tomatoes", "occurred"). Pure but for that read; with no WordNet database nothing is found.
"""

from __future__ import annotations

import logging
from functools import lru_cache

from gpt_home.skills.wordnet_data import POS_FILES, READ_ERRORS, open_wordnet

_LOGGER = logging.getLogger(__name__)
_SHORTEST = 6
_VOWELS = "aeiou"
_LETTERS = "abcdefghijklmnopqrstuvwxyz"
# plain endings a lemma takes ("embarrassed" -> embarrass, "babies" -> baby)
_ENDINGS = (("ies", "y"), ("es", ""), ("es", "e"), ("s", ""), ("ed", ""), ("ed", "e"), ("ing", ""), ("ing", "e"),
            ("er", ""), ("est", ""))


@lru_cache(maxsize=1)
def lemmas() -> frozenset[str]:
    """Every one-word lemma of WordNet's indexes; empty with no database."""
    wordnet = open_wordnet()
    if wordnet is None:
        return frozenset()
    found: set[str] = set()
    try:
        for name in dict.fromkeys(POS_FILES.values()):
            with (wordnet.root / f"index.{name}").open("rb") as index:
                found.update(line.split(b" ", 1)[0].decode() for line in index if not line.startswith(b" "))
    except READ_ERRORS as error:
        _LOGGER.warning("WordNet index unreadable: %s", error)
        return frozenset()
    return frozenset(found)


def _known(word: str, known: frozenset[str]) -> bool:
    """``word`` is a lemma or one with a plain ending; a doubled last letter before it undone ("occurred")."""
    if word in known:
        return True
    for end, base in _ENDINGS:
        if word.endswith(end) and len(word) > len(end) + 2:
            stem = word[: -len(end)]
            if stem + base in known or (base == "" and stem[-1] == stem[-2] and stem[:-1] in known):
                return True
    return False


def shapes(plain: str) -> set[str]:
    """Every spelling ``plain`` becomes with one way of misspelling undone (the first letter kept)."""
    found: set[str] = set()
    for at in range(1, len(plain) + 1):
        head, tail = plain[:at], plain[at:]
        found.update(head + c + tail for c in _LETTERS)  # a letter left out (a doubled one among them)
        if tail:
            if tail[0] in _VOWELS:
                found.update(head + v + tail[1:] for v in _VOWELS if v != tail[0])
            if len(tail) > 1:
                found.add(head + tail[1] + tail[0] + tail[2:])
            if head[-1] == tail[0]:
                found.add(head + tail[1:])
    found.discard(plain)
    return found


def meant(plain: str) -> str | None:
    """The one English word ``plain`` (lower case, no English word) misspells, or None (none, or several)."""
    if len(plain) < _SHORTEST or not plain.isalpha():
        return None
    known = lemmas()
    found = {w for w in shapes(plain) if _known(w, known)}
    return found.pop() if len(found) == 1 else None
