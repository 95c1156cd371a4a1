"""A model reply that spells a word with letters that are not that word.

The bundled model, asked to spell a word the local speller did not read, answers in the speller's shape and gets the
letters wrong: "Knowledge is spelled K, N." A wrong spelling read out to a child learning it is worse than none, so
the reply guard (``agent/guard.py``) replaces it: with the word spelled right when the user said that word, else with
the fallback. Pure: text in, text out.
"""

from __future__ import annotations

import re

# "Knowledge is spelled K, N, O ...", "The word "there" is spelt T-H-E-R-E", "you spell rhythm R H Y T H M"
_SPELLED = re.compile(
    r"(?:\b(?:the word )?[\"“']?(?P<word>[a-z]+)[\"”']? (?:is|gets) (?:spelled|spelt|spelled out|spelt out)(?: as)?"
    r"|\byou spell (?:the word )?[\"“']?(?P<word2>[a-z]+)[\"”']?(?: as)?)[:,]? "
    r"(?P<letters>[a-z](?:(?:, ?| |-|\. ?)[a-z])*)(?![a-z'])",
    re.IGNORECASE)


def misspelled(reply: str) -> str | None:
    """The word ``reply`` spells with letters that are not that word, or None when it spells none or spells it
    right."""
    for m in _SPELLED.finditer(reply):
        word = (m.group("word") or m.group("word2")).lower()
        letters = "".join(c for c in m.group("letters").lower() if c.isalpha())
        if letters != word:
            return word
    return None


def spelled_right(word: str, utterance: str) -> str | None:
    """ "Knowledge is spelled K, N, O, W, L, E, D, G, E." when the user said ``word``; None otherwise (the model's word
    may be one it made up)."""
    if re.search(rf"\b{re.escape(word)}\b", utterance.lower()) is None:
        return None
    return f"{word.capitalize()} is spelled {', '.join(word.upper())}."
