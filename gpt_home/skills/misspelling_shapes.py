"""The word a misspelling stands for, found by undoing one of the ways people misspell (issue 15).

"how do you spell brocoli", "how do you spell febuary", "how is embarassed spelt": spelling the word back as said is
a false answer, and a short list of commonly misspelled words (``spelled_words``) cannot hold every word. A word of
six letters or more that is no English word is tried with each way undone once — a doubled letter said single
("brocoli", "zuchini", "embarassed"), a letter left out ("febuary"), a vowel for another ("seperate"), two letters
swapped ("pharoah"), a single letter doubled ("occassion") — the first letter kept; exactly one English word found is
the word meant. A consonant for another ("becos" -> "becks") is no such shape, and a short word may be a name
("priya"): both are kept as said.

English words: every lemma of WordNet's four indexes that starts with the word's first letter (read on the first
word tried with that letter; the last letter read is kept) with its plain endings ("embarrassed", "tomatoes",
"occurred"). Pure but for that read; with no WordNet database nothing is found.
"""

from __future__ import annotations

import logging
import mmap
from functools import lru_cache
from pathlib import Path

from gpt_home.skills.wordnet_data import POS_FILES, READ_ERRORS, open_wordnet

_LOGGER = logging.getLogger(__name__)
_SHORTEST = 6
_VOWELS = "aeiou"
_LETTERS = "abcdefghijklmnopqrstuvwxyz"
# plain endings a lemma takes ("embarrassed" -> embarrass, "babies" -> baby)
_ENDINGS = (("ies", "y"), ("es", ""), ("es", "e"), ("s", ""), ("ed", ""), ("ed", "e"), ("ing", ""), ("ing", "e"),
            ("er", ""), ("est", ""))


def _line_from(data: mmap.mmap, key: bytes) -> int:
    """Where the first line not sorting below ``key`` starts in the sorted index ``data`` (its length: none)."""
    low, high = 0, len(data)
    while low < high:  # the smallest position whose next line does not sort below the key
        middle = (low + high) // 2
        start = data.find(b"\n", middle) + 1 or len(data)
        if data[start: start + len(key)] < key and start < len(data):
            low = middle + 1
        else:
            high = middle
    return data.find(b"\n", low) + 1 or len(data)


def _slice(path: Path, first: str) -> list[bytes]:
    """The lemmas of one sorted index file that start with the letter ``first``: two binary searches, then one run of
    lines (its licence lines start with spaces and sort first)."""
    with path.open("rb") as index, mmap.mmap(index.fileno(), 0, access=mmap.ACCESS_READ) as data:
        run = data[_line_from(data, first.encode()): _line_from(data, chr(ord(first) + 1).encode())]
    return [line.split(b" ", 1)[0] for line in run.splitlines()]


@lru_cache(maxsize=1)
def lemmas(first: str) -> frozenset[str]:
    """Every one-word lemma of WordNet's indexes that starts with the letter ``first``; empty with no database.

    Every shape of a word keeps its first letter, so only that letter's lemmas are read: about 1 MB kept and a few
    ms to read, where all 147,000 lemmas took 17 MB and 110 ms on a fast core."""
    wordnet = open_wordnet()
    if wordnet is None:
        return frozenset()
    found: set[str] = set()
    try:
        for name in dict.fromkeys(POS_FILES.values()):
            found.update(word.decode() for word in _slice(wordnet.root / f"index.{name}", first))
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
    known = lemmas(plain[0])
    found = {w for w in shapes(plain) if _known(w, known)}
    return found.pop() if len(found) == 1 else None
