"""The young of animals WordNet 3.0 has no word for (``word_lookups.baby`` asks here only when WordNet is silent):
a small checked table of the names children and quizzes ask about ("whats a baby kangaroo called": a joey)."""

from __future__ import annotations

YOUNG = {
    "kangaroo": "joey", "koala": "joey", "wallaby": "joey", "wombat": "joey", "fox": "cub", "badger": "cub",
    "otter": "pup", "seal": "pup", "hedgehog": "hoglet", "rabbit": "kit", "beaver": "kit", "squirrel": "kit",
    "ferret": "kit", "zebra": "foal", "donkey": "foal", "camel": "calf", "llama": "cria", "alpaca": "cria",
    "penguin": "chick", "turkey": "poult", "pigeon": "squab", "eel": "elver", "oyster": "spat",
    "platypus": "puggle", "echidna": "puggle", "mole": "pup", "rat": "pup", "mouse": "pup", "bat": "pup",
}


def told(animal: str) -> str | None:
    """ "A baby kangaroo is called a joey." for an animal of the table, else None."""
    name = YOUNG.get(animal)
    return None if name is None else f"A baby {animal} is called a {name}."
