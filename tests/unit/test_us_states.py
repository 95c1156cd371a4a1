"""US state questions answered from the us package (issue 15; ``skills.us_states``): capitals, abbreviations,
statehood and the count, each said five or more ways by the engineer; the longest state name wins ("west virginia");
Georgia's capital said for the state and the country; and sentences naming a state that are no such question."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from gpt_home.agent.intents import normalize
from gpt_home.skills import country_questions
from gpt_home.skills.us_states import reply, states


def answered(text: str) -> str | None:
    return reply(normalize(text))


@pytest.mark.parametrize(("text", "expected"), [
    ("what's the capital of texas", "The capital of Texas is Austin."),
    ("um whats the state capital of california", "The capital of California is Sacramento."),
    ("new york state capital what is it", "The capital of New York is Albany."),
    ("my daughter needs the capital city of florida for homework", None),  # no question word: told, not asked
    ("for homework whats the capital city of florida", "The capital of Florida is Tallahassee."),
    ("what's the capital of west virginia", "The capital of West Virginia is Charleston."),
    ("tell me the capital of virginia", "The capital of Virginia is Richmond."),
    ("what is the capital of new mexico", "The capital of New Mexico is Santa Fe."),
    ("what's the capital of georgia",
     "The capital of the US state of Georgia is Atlanta; the capital of the country Georgia is Tbilisi."),
])
def test_state_capitals(text: str, expected: str | None) -> None:
    assert answered(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("what's the abbreviation for massachusetts", "The abbreviation for Massachusetts is M A."),
    ("whats the two letter code for oregon", "The abbreviation for Oregon is O R."),
    ("how is pennsylvania abbreviated", "The abbreviation for Pennsylvania is P A."),
    ("when did hawaii become a state", "Hawaii became a state in 1959."),
    ("what year did alaska become a state", "Alaska became a state in 1959."),
    ("how many states are there in america", "There are 50 states in the United States."),
    ("how many states in the us", "There are 50 states in the United States."),
    ("how many us states are there", "There are 50 states in the United States."),
])
def test_abbreviations_statehood_and_the_count(text: str, expected: str) -> None:
    assert answered(text) == expected


def test_the_fifty_states_only() -> None:
    assert len(states()) == 50 and "puerto rico" not in states() and "district of columbia" not in states()


def test_new_mexico_is_not_read_as_mexico_by_the_country_questions() -> None:
    now = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)
    assert country_questions.reply(normalize("what is the capital of new mexico"), now) is None
    assert country_questions.reply(normalize("what is the capital of mexico"), now) == \
        "The capital of Mexico is Mexico City."


NOT_STATE_QUESTIONS = (
    "what's the weather in texas", "what time is it in california", "how far is texas from new york",
    "what is the capital of france", "what's the population of florida", "play texas hold em",
    "add california rolls to the list", "how much is a flight to hawaii", "i grew up in ohio",
    "what's the capital of texas and ohio", "spell mississippi", "whats the capital of new south wales",
    "is washington in the united states",
    # a city whose name begins with a state's (review finding 8)
    "what is the capital of washington dc", "what's the capital of new york city", "what's the capital of kansas city",
    "what is washington d c the capital of",
)


@pytest.mark.parametrize("text", NOT_STATE_QUESTIONS)
def test_not_a_state_question_is_left_alone(text: str) -> None:
    assert answered(text) is None
