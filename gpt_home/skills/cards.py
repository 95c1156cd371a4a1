"""A playing card drawn for the household: "pick a card", "draw a card any card", "deal me a card" -> "It's the queen
of spades." One card of a full 52-card deck (no jokers), a fair draw from the passed-in ``random.Random`` (tests pin
it). The sentences are templates (``agent/sentences_en.yaml``, ``GptDrawCard``); two chance requests in one breath
("roll a dice and pick a card") are answered both by ``skills/restated``."""

from __future__ import annotations

import random

RANKS = ("ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king")
SUITS = ("hearts", "diamonds", "clubs", "spades")


def draw_card(rng: random.Random) -> str:
    """ "It's the seven of hearts." """
    return f"It's the {rng.choice(RANKS)} of {rng.choice(SUITS)}."
