"""A planet asked for by what it is known for ("which planet has the great red spot", "which planet spins on its
side"): the planet table's answer in every frame, never another planet; a feature said in no question for a planet
is not read (must-nots). Generated: frames x features, written before the table was added."""

from __future__ import annotations

import itertools

import pytest

from gpt_home.agent.intents import normalize
from gpt_home.skills import planet_facts

FEATURES = {"the great red spot": "Jupiter", "a big red spot": "Jupiter", "the moon titan": "Saturn",
            "a moon called europa": "Jupiter", "olympus mons": "Mars", "the great dark spot": "Neptune"}
FRAMES = ("which planet has {f}", "what planet has got {f}", "um which planet has {f} on it",
          "my son wants to know which planet has {f}", "name the planet with {f}", "on which planet is {f}")
MOVES = {"spins on its side": "Uranus", "spins backwards": "Venus", "rotates the wrong way": "Venus",
         "goes round on its side": "Uranus"}
NOT_ASKED = ("is there a red spot on my skin", "is a giant storm heading for the planet", "we watched titan the film",
             "the red spot on the planet is growing", "which planet has the most moons")


@pytest.mark.parametrize(("frame", "feature"), list(itertools.product(FRAMES, FEATURES)))
def test_a_feature_names_its_planet(frame: str, feature: str) -> None:
    reply = planet_facts.reply(normalize(frame.format(f=feature)))
    assert reply is not None and FEATURES[feature] in reply, (frame, feature, reply)
    others = {p.name for p in planet_facts.PLANETS} - {FEATURES[feature], "Earth"}
    assert not any(name in reply for name in others), reply


@pytest.mark.parametrize(("move", "planet"), MOVES.items())
def test_a_planet_that_moves_oddly(move: str, planet: str) -> None:
    assert planet in str(planet_facts.reply(normalize(f"which planet {move}")))


@pytest.mark.parametrize("text", NOT_ASKED)
def test_not_a_feature_question(text: str) -> None:
    reply = planet_facts.reply(normalize(text))
    assert reply is None or "Great Red Spot" not in reply and "Titan" not in reply, (text, reply)
