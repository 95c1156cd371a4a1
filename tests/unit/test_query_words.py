"""The words a memory question gets on the full-text side (memory/query_words.py): each family, and its near misses."""

from __future__ import annotations

import pytest

from gpt_home.memory.query_words import fact_words

ADDS = [
    ("which board game do I like best", "favourite"),
    ("what film do I like the most", "favourite"),
    ("what kind of music do I love most", "favourite"),
    ("which pub does tom enjoy best", "favourite"),
    ("what tea do I prefer", "favourite"),
    ("whats my most loved song", "favourite"),
    ("what's my favorite colour", "favourite"),
    ("where do I help out at the weekend", "Saturday Sunday"),
    ("what do the kids do on weekends", "Saturday Sunday"),
    ("um what am i doing this weekend", "Saturday Sunday"),
    ("who picks lily up on weekdays", "Monday Tuesday Wednesday Thursday Friday weekdays"),
    ("what time do I leave on a work day", "Monday Tuesday Wednesday Thursday Friday weekdays"),
    ("which time of year do I like most", "favourite season"),
    ("what time of the year is grandma's birthday", "season"),
    ("which times of year do I get hay fever", "season"),
]

UNCHANGED = [
    "what would I like for dinner",
    "I'd love a coffee",
    "what's the best way to the station",
    "most days I cycle to work",
    "what time is it",
    "how long is a year",
    "when does Tom finish work",
    "do you like music",
    "what day is the bin collection",
]


@pytest.mark.parametrize(("question", "added"), ADDS)
def test_a_family_adds_the_words_its_fact_is_written_in(question: str, added: str) -> None:
    assert fact_words(question) == f"{question} {added}"


@pytest.mark.parametrize("question", UNCHANGED)
def test_a_near_miss_is_searched_as_asked(question: str) -> None:
    assert fact_words(question) == question


def test_words_already_asked_are_not_added_twice() -> None:
    assert fact_words("what is my favourite film") == "what is my favourite film"
    assert fact_words("which season is best on the weekend") == "which season is best on the weekend Saturday Sunday"
