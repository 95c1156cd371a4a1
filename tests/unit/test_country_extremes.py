"""The largest and smallest country read off the country data's areas (issue 15; ``skills.country_extremes``): each
said five or more ways by the engineer, only the first two of the world (further down territories mix in), the
population ranking refused, and sentences with "biggest" or "country" that are no such question."""

from __future__ import annotations

import pytest

from gpt_home.agent.intents import normalize
from gpt_home.skills.country_data import atlas
from gpt_home.skills.country_extremes import ranked, reply

LARGEST = "Russia is the largest country in the world by area."
SMALLEST = "Vatican City is the smallest country in the world."


def answered(text: str) -> str | None:
    return reply(normalize(text))


@pytest.mark.parametrize(("text", "expected"), [
    ("which is the largest country in the world", LARGEST),
    ("um what country is the biggest", LARGEST),
    ("whats the biggest country on the planet", LARGEST),
    ("tell me the largest nation on earth", LARGEST),
    ("what's the largest country by area", LARGEST),
    ("which is the second biggest country in the world", "Canada is the second largest country in the world by area."),
    ("what's the smallest country", SMALLEST),
    ("which country is the smallest in the world", SMALLEST),
    ("my kids want to know whats the tiniest country on earth", SMALLEST),
    ("whats the second smallest country in the world", "Monaco is the second smallest country in the world."),
])
def test_largest_and_smallest_by_area(text: str, expected: str) -> None:
    assert answered(text) == expected


def test_the_population_ranking_is_refused_not_guessed() -> None:
    for text in ("which country has the most people", "what's the biggest country by population",
                 "what is the most populous country"):
        said = answered(text)
        assert said is not None and "won't guess" in said and not any(c.isdigit() for c in said)


def test_the_ranking_leaves_out_the_uk_nations() -> None:
    order = ranked(list(atlas().by_name.values()), smallest=False)
    assert [c.name for c in order[:2]] == ["Russia", "Canada"] and all(not c.part_of for c in order)


NOT_EXTREME_QUESTIONS = (
    "what's the smallest country in europe", "what's the biggest city in the world",
    "which is bigger canada or russia", "i live in the biggest country in the world", "what's the largest country after russia",
    "what is the third largest country", "who is the biggest football team in the country",
    "what's the biggest island in the world", "whats the largest state in america", "the biggest lake in the country",
    "what's the capital of the biggest country", "add country bread to the list", "play the biggest country songs",
    # a ranking narrowed by what follows (review finding 7)
    "what's the biggest country that speaks english", "what's the smallest country to win the world cup",
    "what's the biggest country without a coastline", "which is the largest country to ever exist",
    "what's the smallest country with an airport", "which is the biggest country i have been to",
)


@pytest.mark.parametrize("text", NOT_EXTREME_QUESTIONS)
def test_not_a_largest_country_question_is_left_alone(text: str) -> None:
    assert answered(text) is None


@pytest.mark.parametrize(("text", "expected"), [
    ("what's the largest country in africa", "Algeria is the largest country in Africa by area."),
    ("what is the biggest country in africa", "Algeria is the largest country in Africa by area."),
    ("which country is the biggest in africa", "Algeria is the largest country in Africa by area."),
    ("which is the largest country in south america", "Brazil is the largest country in South America by area."),
    ("what is the biggest country in north america", "Canada is the largest country in North America by area."),
    ("whats the largest country in australia", "Australia is the largest country in Oceania by area."),
    ("what's the largest country in asia", "Russia, which spans Europe and Asia, is the largest country in Asia by "
                                           "area; the largest wholly in Asia is China."),
])
def test_a_continents_largest_country(text: str, expected: str) -> None:
    assert answered(text) == expected


@pytest.mark.parametrize("text", [
    "what's the smallest country in africa", "what's the second largest country in africa",
    "what's the biggest country in africa by population", "what's the biggest city in africa",
    "i live in the biggest country in africa", "which is the biggest country in africa that speaks french",
    "what's the largest lake in africa",
])
def test_a_continents_other_rankings_are_left_alone(text: str) -> None:
    said = answered(text)
    assert said is None or "won't guess" in said
