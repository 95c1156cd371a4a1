"""When a superlative is about the thing itself (``skills.superlatives``), as the planet, ocean and country families
ask it: the thing's own name, "one", a phrase naming the whole set or nothing may follow; another noun or a narrowing
phrase makes it another ranking. Each said five or more ways, and the ones that must not count."""

from __future__ import annotations

import re

import pytest

from gpt_home.skills.superlatives import about_itself, one_word

# as planet_facts and country_extremes say them
_PLANET = re.compile(r"\b(?:largest|biggest)" + about_itself(
    r"(?:in|of|from|out of) (?:the|our|all|them)|and (?:which|what|the)", names="planets?"))
_COUNTRY = re.compile(r"\b(?:largest|smallest) country\b")
_COUNTRY_TAIL = re.compile(about_itself(r"in (?:the|all the) world|on (?:the )?(?:earth|planet|globe)|by (?:area|size)",
                                        then_the_end=True))


@pytest.mark.parametrize("text", [
    "which planet is the largest",
    "what is the biggest planet",
    "um which is the biggest one",
    "the largest of them all",
    "which is the largest in the solar system",
    "the biggest out of all the planets",
    "which is the largest and which is the smallest",
    "the largest   ",
])
def test_about_the_thing_itself(text: str) -> None:
    assert _PLANET.search(text) is not None


@pytest.mark.parametrize("text", [
    "what is the largest moon",
    "the biggest volcano in the solar system",
    "which is the largest rocky planet",
    "the largest storm on jupiter",
    "whats the biggest thing out there",
])
def test_about_something_else(text: str) -> None:
    assert _PLANET.search(text) is None


def _country_itself(text: str) -> bool:
    found = _COUNTRY.search(text)
    return found is not None and _COUNTRY_TAIL.match(text, found.end()) is not None


@pytest.mark.parametrize("text", [
    "whats the largest country",
    "which is the smallest country in the world",
    "the largest country on earth",
    "tell me the largest country by area",
    "the smallest country on the planet ",
    "the largest country in all the world",
])
def test_nothing_but_the_whole_set_then_the_end(text: str) -> None:
    assert _country_itself(text)


@pytest.mark.parametrize("text", [
    "the largest country in africa",
    "the smallest country that speaks english",
    "the largest country in the world that speaks spanish",
    "the largest country by area in europe",
    "the smallest country to win the world cup",
])
def test_a_narrowing_phrase_is_another_ranking(text: str) -> None:
    assert not _country_itself(text)


@pytest.mark.parametrize(("text", "expected"), [
    ("which is the most big country of the world", "which is the biggest country of the world"),
    ("what is the most tall animal", "what is the tallest animal"),
    ("which planet is the most hot", "which planet is the hottest"),
    ("what is the most large ocean", "what is the largest ocean"),
    ("which continent is the most small", "which continent is the smallest"),
    ("what is the most fast land animal", "what is the fastest land animal"),
    ("the most heavy and the most light", "the heaviest and the lightest"),
])
def test_a_learners_superlative_is_said_in_one_word(text: str, expected: str) -> None:
    assert one_word(text) == expected


@pytest.mark.parametrize("text", [
    "which country has the most people",  # "most" of a noun, not an adjective
    "what is the most populous country",  # a long adjective keeps "most"
    "what is the most beautiful country",
    "i like the most",
    "who is the most bigoted",  # a word starting like one: whole words only
    "most big dogs bark",  # no "the": not a superlative said of one thing
])
def test_other_mosts_are_left_as_said(text: str) -> None:
    assert one_word(text) == text
