"""Oceans and continents answered from their two cited lists (issue 15; ``skills.earth_facts``): counts, the largest
and smallest read off the areas, which ocean lies between two continents, a yes/no check; each said five or more
ways by the engineer, and sentences with "ocean" or "continent" that are no such question."""

from __future__ import annotations

import pytest

from gpt_home.agent.intents import normalize
from gpt_home.skills.earth_facts import reply

OCEANS = "There are five oceans: the Pacific, Atlantic, Indian, Southern and Arctic."
CONTINENTS = "There are seven continents: Asia, Africa, North America, South America, Antarctica, Europe and Australia."


def answered(text: str) -> str | None:
    return reply(normalize(text))


@pytest.mark.parametrize(("text", "expected"), [
    ("how many oceans are in the world", OCEANS),
    ("um how many oceans do we have on earth", OCEANS),
    ("my son asked how many oceans there are", OCEANS),
    ("how many continents are in the world", CONTINENTS),
    ("how many continents do we have", CONTINENTS),
    ("tell me how many continents there are", CONTINENTS),
])
def test_counts(text: str, expected: str) -> None:
    assert answered(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("which ocean is the biggest", "The Pacific is the largest ocean."),
    ("what's the largest ocean on earth", "The Pacific is the largest ocean."),
    ("the biggest ocean which one is it", "The Pacific is the largest ocean."),
    ("which is the smallest ocean", "The Arctic is the smallest ocean."),
    ("is the atlantic the largest ocean", "No, the Pacific is the largest ocean."),
    ("is the pacific the biggest ocean", "Yes, the Pacific is the largest ocean."),
    ("which continent is the largest", "Asia is the largest continent."),
    ("what's the smallest continent", "Australia is the smallest continent."),
    ("whats the biggest continent in the world", "Asia is the largest continent."),
])
def test_largest_and_smallest(text: str, expected: str) -> None:
    assert answered(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("what ocean is between europe and america", "The Atlantic Ocean lies between Europe and America."),
    ("which ocean separates africa and south america", "The Atlantic Ocean lies between Africa and South America."),
    ("what ocean lies between africa and australia", "The Indian Ocean lies between Africa and Australia."),
    ("which ocean is between asia and the americas", "The Pacific Ocean lies between Asia and the Americas."),
    ("which ocean do you cross from the us to europe", None),  # no "between": left to the model
    ("which ocean is between europe and asia", None),  # no ocean lies between them
])
def test_the_ocean_between_two_continents(text: str, expected: str | None) -> None:
    assert answered(text) == expected


NOT_OCEAN_QUESTIONS = (
    "play ocean sounds", "whats the deepest ocean", "what continent is egypt in", "which is the largest ocean in asia",
    "what is the biggest sea", "ocean drive miami", "add ocean spray to the list", "how many countries in africa",
    "how many people live in asia", "what's the biggest country in africa", "i love the ocean",
    "whats the weather at the ocean", "continental breakfast", "how cold is the arctic ocean", "set an ocean timer",
    "which ocean is the biggest and which continent is the smallest",
    # a superlative about something in the ocean or on a continent (review finding 6)
    "what is the biggest animal in the ocean", "which is the largest island in the pacific ocean",
    "what's the biggest city on the continent", "what is the largest desert on any continent",
    "what is the smallest fish in the ocean", "which is the biggest lake on the continent",
)


@pytest.mark.parametrize("text", NOT_OCEAN_QUESTIONS)
def test_not_an_ocean_or_continent_question_is_left_alone(text: str) -> None:
    assert answered(text) is None
