"""The misspelling shapes read only the lemmas of the word's first letter (round 26, issue 15's footprint): the same
words found as with every lemma read, in about a tenth of the memory."""

from __future__ import annotations

import pytest

from gpt_home.skills import misspelling_shapes
from gpt_home.skills.wordnet_data import POS_FILES, open_wordnet

pytestmark = pytest.mark.skipif(open_wordnet() is None, reason="no WordNet database")


def _every_lemma() -> frozenset[str]:
    """Every lemma of the four indexes, read whole (as the shapes did before round 26)."""
    wordnet = open_wordnet()
    assert wordnet is not None
    found: set[str] = set()
    for name in dict.fromkeys(POS_FILES.values()):
        with (wordnet.root / f"index.{name}").open("rb") as index:
            found.update(line.split(b" ", 1)[0].decode() for line in index if not line.startswith(b" "))
    return frozenset(found)


@pytest.mark.parametrize("first", ["a", "b", "m", "s", "x", "z"])
def test_one_letters_lemmas_are_every_lemma_with_that_letter(first: str) -> None:
    every = _every_lemma()
    assert misspelling_shapes.lemmas(first) == frozenset(w for w in every if w[0] == first)


@pytest.mark.parametrize(("said", "word"), [
    ("brocoli", "broccoli"), ("febuary", "february"), ("embarassed", "embarrassed"), ("zuchini", "zucchini"),
    ("occassion", "occasion"), ("acommodate", "accommodate"), ("tommorow", None), ("yatch", None),
    ("priya", None), ("becos", None), ("seperate", "separate"),
])
def test_the_word_meant_does_not_hang_on_which_letter_was_read_before(said: str, word: str | None) -> None:
    misspelling_shapes.lemmas.cache_clear()
    first = misspelling_shapes.meant(said)
    misspelling_shapes.lemmas("q")  # another letter read in between
    assert misspelling_shapes.meant(said) == first == word
