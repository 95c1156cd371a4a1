"""Water's boiling and freezing points at sea level (issue 15; ``skills.water_facts``): each said five or more ways
by the engineer, in the scale asked for (Fahrenheit converted by its definition), and sentences about water, boiling
or freezing that are no such question."""

from __future__ import annotations

import pytest

from gpt_home.agent.intents import normalize
from gpt_home.skills.water_facts import reply

BOILS = "Water boils at 100 degrees Celsius, which is 212 degrees Fahrenheit, at sea level."
FREEZES = "Water freezes at 0 degrees Celsius, which is 32 degrees Fahrenheit, at sea level."


def answered(text: str) -> str | None:
    return reply(normalize(text))


@pytest.mark.parametrize(("text", "expected"), [
    ("what temperature does water boil at", BOILS),
    ("um how hot does water need to get before it boils", BOILS),
    ("tell me the boiling point of water", BOILS),
    ("whats the boiling point of water in degrees fahrenheit", "Water boils at 212 degrees Fahrenheit, at sea level."),
    ("what's water's boiling point in centigrade", "Water boils at 100 degrees Celsius, at sea level."),
    ("when does water freeze", FREEZES),
    ("what's the freezing point of water in fahrenheit", "Water freezes at 32 degrees Fahrenheit, at sea level."),
    ("how cold does water have to be to freeze", FREEZES),
    ("at what temperature does water turn to ice", FREEZES),
    ("what's the melting point of ice", None),  # no "ice melts": the water cue is missing
    ("at what temperature does ice melt", "Ice melts at 0 degrees Celsius, which is 32 degrees Fahrenheit, at sea level."),
])
def test_boiling_and_freezing_points(text: str, expected: str | None) -> None:
    assert answered(text) == expected


NOT_WATER_QUESTIONS = (
    "how long to boil an egg", "is the water in the kettle boiling", "whats the boiling point of salt water",
    "what temperature does water boil at on everest", "will the pipes freeze tonight", "what's frozen water called",
    "boil the kettle", "how cold is the water in the sea", "what's the boiling point of milk",
    "remind me to boil water at six", "how long does water take to freeze in the freezer", "i'm freezing",
    "is it cold enough for water to freeze outside today", "how much water should i drink",
    "what temperature does water boil and freeze at",
)


@pytest.mark.parametrize("text", NOT_WATER_QUESTIONS)
def test_not_a_water_question_is_left_alone(text: str) -> None:
    assert answered(text) is None
