"""Planet questions answered from the fact-sheet table (issue 15; ``skills.planet_facts``): each kind of question
said five or more ways by the engineer (fillers, word order, "biggest"/"largest"), ranks read off the table, and
sentences with "planet" or a planet's name that are no planet question and must be left alone."""

from __future__ import annotations

import pytest

from gpt_home.agent.intents import normalize
from gpt_home.skills.planet_facts import PLANETS, reply


def answered(text: str) -> str | None:
    return reply(normalize(text))


@pytest.mark.parametrize(("text", "expected"), [
    ("which planet is the biggest", "Jupiter is the largest planet."),
    ("um what's the largest planet in the solar system", "Jupiter is the largest planet."),
    ("my son wants to know the biggest planet", "Jupiter is the largest planet."),
    ("the biggest planet what is it", "Jupiter is the largest planet."),
    ("whats the second biggest planet", "Saturn is the second largest planet."),
    ("which is the smallest planet", "Mercury is the smallest planet."),
    ("tell me the tiniest planet", "Mercury is the smallest planet."),
    ("which planet is nearest the sun", "Mercury is the closest planet to the sun."),
    ("what's the closest planet to the sun", "Mercury is the closest planet to the sun."),
    ("what planet is second closest to the sun", "Venus is the second closest planet to the sun."),
    ("which planet is farthest from the sun", "Neptune is the planet farthest from the sun."),
    ("what's the hottest planet in our solar system",
     "Venus is the hottest planet, about 464 degrees Celsius at the surface."),
    ("which planet is the warmest", "Venus is the hottest planet, about 464 degrees Celsius at the surface."),
])
def test_ranks_are_read_off_the_table(text: str, expected: str) -> None:
    assert answered(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("how many planets are there", "There are eight planets in the solar system."),
    ("how many planets in our solar system", "There are eight planets in the solar system."),
    ("which planet do we live on", "We live on the Earth, the third planet from the sun."),
    ("what's our planet called", "We live on the Earth, the third planet from the sun."),
    ("which one is the red planet", "Mars is the one they call the red planet."),
    ("what's the fourth planet from the sun", "Mars is the fourth planet from the sun."),
    ("what is the 6th planet from the sun", "Saturn is the sixth planet from the sun."),
    ("what number planet is earth", "Earth is the third planet from the sun."),
    ("name the planets in order",
     "From the sun outwards the planets are Mercury, Venus, Earth, Mars, Jupiter, Saturn, Uranus and Neptune."),
    ("what order are the planets in",
     "From the sun outwards the planets are Mercury, Venus, Earth, Mars, Jupiter, Saturn, Uranus and Neptune."),
])
def test_counts_order_and_names(text: str, expected: str) -> None:
    assert answered(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("which planet has rings round it",
     "Saturn is the planet famous for its rings; Jupiter, Uranus and Neptune have faint ones too."),
    ("what planet is the one with the rings",
     "Saturn is the planet famous for its rings; Jupiter, Uranus and Neptune have faint ones too."),
    ("does saturn have rings", "Yes, Saturn has rings."),
    ("does neptune have any rings", "Yes, Neptune has rings, though they are faint next to Saturn's."),
    ("has venus got rings", "No, Venus has no rings."),
    ("how far is jupiter from the sun", "Jupiter is on average about 778 million kilometres from the sun."),
    ("how far away is neptune from the sun", "Neptune is on average about 4.51 billion kilometres from the sun."),
    ("how big is mars", "Mars is about 6,790 kilometres across."),
    ("what's the diameter of the planet venus", "Venus is about 12,100 kilometres across."),
    ("is pluto a planet", "No, Pluto is a dwarf planet: it has not counted as a planet since 2006."),
    ("is pluto still a planet", "No, Pluto is a dwarf planet: it has not counted as a planet since 2006."),
    ("how many moons does the earth have", "The Earth has one moon."),
])
def test_one_planet_with_its_own_cue(text: str, expected: str) -> None:
    assert answered(text) == expected


def test_moon_counts_that_keep_growing_are_never_said() -> None:
    for text in ("how many moons does jupiter have", "saturn has how many moons"):
        said = answered(text)
        assert said is not None and "won't guess" in said and not any(c.isdigit() for c in said)


def test_the_table_is_in_order_from_the_sun() -> None:
    distances = [p.sun_distance_million_km for p in PLANETS]
    assert [p.name for p in PLANETS][:3] == ["Mercury", "Venus", "Earth"] and distances == sorted(distances)
    assert len(PLANETS) == 8


NOT_PLANET_QUESTIONS = (
    "i want a mars bar", "how many calories in a mars bar", "planet fitness opening hours", "play planet earth",
    "watch planet earth tonight", "the planet is getting hotter what can i do", "how hot is it today",
    "whats the biggest city in the world", "what is the largest ocean", "is venus hotter than mercury",
    "how hot is mercury", "put mercury on the shopping list", "what's the biggest planet after jupiter",
    "which planet is the biggest and which is the smallest", "what time is it", "set a timer for ten minutes",
    "who sang saturn", "what day is saturday", "buy a planet earth dvd", "lonely planet guide to france",
    "what is the biggest star", "how far is the moon", "remind me to look at the planets tonight",
    # a superlative about something other than a planet (review finding 4)
    "what is the largest moon in the solar system", "which planet has the biggest moon",
    "what's the biggest dwarf planet", "which planet is the largest rocky planet",
    "what is the biggest volcano in the solar system", "which planet has the smallest moon",
    "which planet has the coldest moon", "what is the biggest storm on any planet",
    # "red" that is not "the red planet" (review finding 5): "which planet has the great red spot" is Jupiter's now
    # (tests/unit/test_planet_features.py), never Mars
    "is there a red spot on the planet",
)


@pytest.mark.parametrize("text", NOT_PLANET_QUESTIONS)
def test_not_a_planet_question_is_left_alone(text: str) -> None:
    assert answered(text) is None
