"""The model's answer to a country's capital or continent, or a capital city's country, must name what the country
data says (``agent/place_check.py`` over ``skills/place_gazetteer.py``, through ``knowledge_check`` and the reply
guard). The wrong answers are the bundled model's kind (bench/household_knowledge.py)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from gpt_home.agent.guard import KNOWLEDGE_FALLBACK_REPLY, GuardReason, check_reply
from gpt_home.agent.place_check import names_wrong_place, use_gazetteer
from gpt_home.skills.place_gazetteer import AtlasGazetteer


@pytest.fixture(autouse=True)
def gazetteer() -> Iterator[None]:
    """The country data installed as wiring installs it, and removed after each test."""
    use_gazetteer(AtlasGazetteer())
    yield
    use_gazetteer(None)


@pytest.mark.parametrize(("question", "reply"), [
    ("what is turkey's capital", "The capital of Turkey is Istanbul."),
    ("do you know what the capital of germany is", "The capital of Germany is Munich."),
    ("can you tell me the capital of australia", "The capital of Australia is Sydney."),
    ("is sydney the capital of australia", "Yes, Sydney is the capital of Australia."),
    ("capital city of switzerland what is it", "Zurich."),
    ("what continent is egypt in", "Egypt is in Asia."),
    ("which continent is china on", "China is in Europe."),
    ("is egypt in africa or asia", "Egypt is in Asia."),
    ("argentina is in which continent", "Argentina is in North America."),
    ("which country is berlin in", "Berlin is in Austria."),
    ("where is madrid", "Madrid is in Portugal."),
    ("tokyo is in which country", "Tokyo is in China."),
    ("in which country is the city of rome", "Rome is in Greece."),
])
def test_a_wrong_capital_continent_or_country_is_replaced(question: str, reply: str) -> None:
    assert names_wrong_place(reply, question)
    verdict = check_reply(reply, utterance=question)
    assert verdict.reason is GuardReason.MISSES_QUESTION and verdict.text == KNOWLEDGE_FALLBACK_REPLY


@pytest.mark.parametrize(("question", "reply"), [
    ("what is turkey's capital", "Ankara is the capital of Turkey."),
    ("whats the capital from italy", "Rome."),
    ("what is the capital of ukraine", "Kiev."),  # an older name of the same city
    ("whats the capital of the usa", "Washington."),  # the first word of Washington D.C.
    ("is sydney the capital of australia", "No, the capital is Canberra."),
    ("what continent is australia on", "Australia is a continent."),
    ("what continent is russia in", "Russia is in Asia."),  # in two
    ("is egypt in africa or asia", "Egypt is in Africa."),
    ("which country is london in", "London is in England."),  # a nation of the UK
    ("where is london", "London is in the United Kingdom."),
    ("what country is paris in", "Paris is in France."),
])
def test_a_right_answer_passes(question: str, reply: str) -> None:
    assert not names_wrong_place(reply, question)


@pytest.mark.parametrize("question", [
    # nothing the country data can judge: a river, a landmark, a city that is no capital, a superlative
    "which continent is the amazon in", "where is the eiffel tower", "what is the largest city in australia",
    "where is manchester", "what is the capital of kansas", "where is my phone", "what is capital punishment",
    "whats the capital letter of a", "where is the capital", "which country has the most people",
])
def test_other_questions_are_not_judged(question: str) -> None:
    assert not names_wrong_place("Nowhere at all.", question)


def test_without_the_data_nothing_is_judged() -> None:
    use_gazetteer(None)
    assert not names_wrong_place("The capital of Turkey is Istanbul.", "what is turkey's capital")


@pytest.mark.parametrize("question", [
    "tokyo is in which country", "argentina is on what continent", "in which country is the city of rome",
    "on which continent is kenya", "paris is the capital of which country",
])
def test_a_question_word_said_last_or_after_a_preposition_asks_knowledge(question: str) -> None:
    from gpt_home.agent.guard import asks_knowledge

    assert asks_knowledge(question)
    assert not asks_knowledge("my keys are in which drawer") and not asks_knowledge("we are in which room")
