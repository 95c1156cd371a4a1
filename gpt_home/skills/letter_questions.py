"""Questions about a word's letters: spelled backwards ("spell cat backwards", "how do you spell elephant in reverse",
"what is dog spelled backwards", "can you spell the word house backward for me"), and the letter it starts or ends
with ("what letter does zebra start with", "what letter does knife begin with", "what's the last letter of banana").

The word is read as a plain spelling request would read it (``spelled_words.word_to_spell``) once the backwards words
are taken out, so every way of asking to spell a word works backwards too; without this reader those requests were
spelled forwards (a wrong answer). The first or last letter is said as it is written, silent or not ("Knife starts
with K."). Pure.
"""

from __future__ import annotations

import re

from gpt_home.skills.spelled_words import word_to_spell

MAX_WORDS = 20
MAX_LETTERS = 30
_EDGE_LETTER = re.compile(
    r"^(?:(?:so|um|and|hey|please) )*(?:what|which) letter (?:does|do) (?:the word )?(?P<a>[a-z]+) (?P<e1>start|begin|end)s?"
    r" with|^(?:(?:so|um|and|hey|please) )*(?:what|whats|what is|which is) the (?P<e3>first|last|end|starting|beginning) "
    r"letter (?:of|in) (?:the word )?(?P<c>[a-z]+)(?: please)?$"
)
_BACKWARDS = re.compile(r"\b(?:backwards|backward|back to front|in reverse|reversed|in reverse order)\b")


def reply(normalized: str) -> str | None:
    """The answer to a question about a word's letters; None when ``normalized`` asks none."""
    return backwards(normalized) or edge_letter(normalized)


def edge_letter(normalized: str) -> str | None:
    """ "what letter does zebra start with": "Zebra starts with Z." (or ends with)."""
    found = _EDGE_LETTER.match(normalized) if normalized and len(normalized.split()) <= MAX_WORDS else None
    if found is None:
        return None
    word = found.group("a") or found.group("c")
    end = (found.group("e1") or found.group("e3")) in ("end", "last")
    if word in ("it", "that", "this", "alphabet", "word", "name", "my", "your") or len(word) < 2:
        return None
    return f"{word.capitalize()} {'ends' if end else 'starts'} with {(word[-1] if end else word[0]).upper()}."


def backwards(normalized: str) -> str | None:
    """ "Cat spelled backwards is T, A, C." for a request to spell a word backwards; None otherwise."""
    if not normalized or len(normalized.split()) > MAX_WORDS or not _BACKWARDS.search(normalized):
        return None
    word = word_to_spell(" ".join(_BACKWARDS.sub(" ", normalized).split()))
    if word is None or not word.isalpha() or len(word) > MAX_LETTERS:
        return None
    return f"{word.capitalize()} spelled backwards is {', '.join(word[::-1].upper())}."
