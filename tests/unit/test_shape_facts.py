"""Sides of a named flat shape read from its name (issue 15; ``skills.shape_facts``): the Greek number in a polygon's
name, both ways (name to count, count to name), said five or more ways by the engineer, and sentences with a
shape's name that are no question about its sides."""

from __future__ import annotations

import pytest

from gpt_home.agent.intents import normalize
from gpt_home.skills.shape_facts import reply, sides


def answered(text: str) -> str | None:
    return reply(normalize(text))


@pytest.mark.parametrize(("text", "expected"), [
    ("how many sides does a pentagon have", "A pentagon has 5 sides."),
    ("a heptagon has how many sides", "A heptagon has 7 sides."),
    ("um how many sides has a decagon got", "A decagon has 10 sides."),
    ("how many sides are there on a dodecagon", "A dodecagon has 12 sides."),
    ("my daughter asked how many sides a nonagon has", "A nonagon has 9 sides."),
    ("how many corners does a hexagon have", "A hexagon has 6 corners."),
    ("how many angles has a triangle got", "A triangle has 3 angles."),
    ("how many sides do octagons have", "An octagon has 8 sides."),
    ("how many sides does a parallelogram have", "A parallelogram has 4 sides."),
    ("how many edges does a trapezium have", "A trapezium has 4 sides."),
])
def test_count_from_the_name(text: str, expected: str) -> None:
    assert answered(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("what do you call a shape with six sides", "A shape with 6 sides is a hexagon."),
    ("what's a shape with ten sides called", "A shape with 10 sides is a decagon."),
    ("whats the name for a shape with seven sides", "A shape with 7 sides is a heptagon."),
    ("what do you call a 9 sided shape", "A shape with 9 sides is a nonagon."),
    ("what do we call a polygon with five sides", "A shape with 5 sides is a pentagon."),
    ("what do you call a shape with fifteen sides", None),  # no everyday name kept: left to the model
])
def test_name_from_the_count(text: str, expected: str | None) -> None:
    assert answered(text) == expected


def test_the_number_is_read_from_the_greek_prefix() -> None:
    assert [sides(n) for n in ("tetragon", "hendecagon", "icosagon", "enneagon", "hexagons", "flagon", "wagon")] == \
        [4, 11, 20, 9, 6, None, None]


NOT_SIDES_QUESTIONS = (
    "how many sides does a circle have", "how many sides does a cube have", "how many faces does a cube have",
    "how many square metres is my kitchen", "how many people work at the pentagon", "what is the pentagon",
    "how many sides does a hexagon and an octagon have", "what shape is a stop sign", "how many sides to a story",
    "draw me a hexagon", "how many wagons on a train", "how many sides of bacon in a pig", "square root of 16",
    "what is the bermuda triangle", "how many points in a game of darts", "add triangle crisps to the list",
    "how many corners in a football match",
    # a solid named by its base (review finding 11)
    "how many edges does a square pyramid have", "how many corners does a square based pyramid have",
    "how many edges does a hexagonal prism have", "how many vertices does a pentagonal prism have",
    "how many sides does a triangular based pyramid have", "how many edges does an octahedron have",
    "how many corners does a triangle based pyramid have",
)


@pytest.mark.parametrize("text", NOT_SIDES_QUESTIONS)
def test_not_a_sides_question_is_left_alone(text: str) -> None:
    assert answered(text) is None
