"""The words a memory question gets on the full-text side (memory/query_words.py): each family, and its near misses."""

from __future__ import annotations

import pytest

from gpt_home.memory.query_words import fact_words

DAYS = "Monday Tuesday Wednesday Thursday Friday weekdays"
ADDS = [
    # preference, best-liked
    ("which board game do I like best", "favourite"),
    ("what film do I like the most", "favourite"),
    ("what kind of music do I love most", "favourite"),
    ("which pub does tom enjoy best", "favourite"),
    ("what tea do I prefer", "favourite"),
    ("whats my most loved song", "favourite"),
    ("what's my favorite colour", "favourite"),
    # preference, liked
    ("what music do I like", "loves likes enjoys"),
    ("what sort of food does grandma like", "loves likes enjoys"),
    ("which sport do the kids love", "loves likes enjoys"),
    ("what do we enjoy doing on holiday", "loves likes enjoys"),
    ("what did lily really like at the zoo", "loves likes enjoys"),
    # dislike
    ("what food can't I stand", "hates dislikes avoids"),
    ("what does tom hate", "hates dislikes avoids"),
    ("which herb should be left out of my food", "hates dislikes avoids"),
    ("what vegetable doesn't lily like", "hates dislikes avoids"),
    ("what do I avoid drinking", "hates dislikes avoids"),
    ("what does grandma dislike", "hates dislikes avoids"),
    # now
    ("which novel am I in the middle of", "currently"),
    ("what book have I got on the go", "currently"),
    ("what is tom watching at the moment", "currently"),
    ("what am I knitting right now", "currently"),
    ("where does lily work these days", "currently"),
    # calendar spans
    ("where do I help out at the weekend", "Saturday Sunday"),
    ("what do the kids do on weekends", "Saturday Sunday"),
    ("um what am i doing this weekend", "Saturday Sunday"),
    ("who picks lily up on weekdays", DAYS),
    ("what time do I leave on a work day", DAYS),
    ("what time of the year is grandma's birthday", "season"),
    ("which times of year do I get hay fever", "season"),
    ("which time of year do I like most", "favourite season"),
    # getting about
    ("how do I get to the hospital each day", "cycles drives walks bus train"),
    ("how does tom travel to school", "cycles drives walks bus train"),
    ("how should I get into town", "cycles drives walks bus train"),
    ("how does lily commute", "cycles drives walks bus train"),
    ("how do I go to work", "cycles drives walks bus train"),
    ("what car have I got", "drives"),
    ("what kind of van does dad have", "drives"),
    ("what motorbike is tom's", "drives"),
    # who to call
    ("who do we call when a pipe leaks", "plumber"),
    ("the kitchen tap is leaking who fixes that", "plumber"),
    ("who unblocks our drains", "plumber"),
    ("where do I reset the electrics", "fuse box electrician"),
    ("a fuse has gone what do I do", "fuse box electrician"),
    ("who do we ring in a power cut", "fuse box electrician"),
    # work and study
    ("who is my boss", "manager"),
    ("what's my boss's name", "manager"),
    ("who's tom's supervisor", "manager"),
    ("what app do I study with", "learning"),
    ("what is lily studying at college", "learning"),
    ("what am I revising for", "learning"),
    # money, exercise, health
    ("what am I putting money aside for", "saving"),
    ("what are we setting cash aside for", "saving"),
    ("what is tom putting pennies away for", "saving"),
    ("why is tom putting money by", "saving"),
    ("where do I usually go jogging", "running runs"),
    ("when does tom go for a run", "running runs"),
    ("when do my pollen sneezes start", "hay fever"),
    ("why do I keep sneezing in june", "hay fever"),
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
    "how far is it to the station",
    "where did I put my keys",
    "who is my dentist",
    "what is my manager called",
    "when is the running club",
    "I'm going to the shop now",
    "put it on the shopping list",
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
