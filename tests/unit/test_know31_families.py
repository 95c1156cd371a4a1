"""Round 27's general-knowledge families (issue 15), through the real local skills: two facts of one country asked
in one breath are both answered, the first holder of a role is read from the person glosses (never the model's
"Trajan"), and the world's longest or highest feature answers for a place WordNet says it is part of."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from skill_helpers import LIGHTS, local_skills, say

from gpt_home.skills.local import LocalSkills
from gpt_home.skills.wordnet_data import open_wordnet

needs_wordnet = pytest.mark.skipif(open_wordnet() is None, reason="WordNet is not installed")


@pytest.fixture
def house(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights=LIGHTS) as skills:
        yield skills


@pytest.mark.parametrize("said, first, second", [
    ("what's the capital of nigeria and what money do they use there", "Abuja", "naira"),
    ("whats the capital of kenya and what language do they speak there", "Nairobi", "Swahili"),
    ("capital of japan and its currency", "Tokyo", "yen"),
    ("what currency does ghana use and whats the capital", "cedi", "Accra"),
    ("tell me the capital of peru and also what language they speak", "Lima", "Spanish"),
    ("my daughter wants to know the capital of egypt and what money they use", "Cairo", "pound"),
    ("what money do they use in poland and what is the capital city", "zloty", "Warsaw"),
])
def test_two_facts_of_one_country_are_both_answered_in_order(house: LocalSkills, said: str, first: str,
                                                            second: str) -> None:
    reply = str(say(house, said))
    assert first in reply and second in reply and reply.index(first) < reply.index(second)
    assert reply.count(".") == 1, "one sentence, as a household hears one answer"


def test_one_ask_naming_two_facts_is_not_answered_twice(house: LocalSkills) -> None:
    reply = say(house, "what language is spoken in the capital of spain")
    assert reply is None or "Madrid" not in reply


@needs_wordnet
@pytest.mark.parametrize("said, name", [
    ("my son's doing a project on the romans, who was the first roman emperor", "Augustus"),
    ("who was the first roman emperor", "Augustus"),
    ("who was the first emperor of rome", "Augustus"),
    ("first emperor of the roman empire", "Augustus"),
    ("who was the first president of kenya", "Kenyata"),
    ("who was kenyas first president", "Kenyata"),
    ("who was the first indian prime minister", "Nehru"),
    ("who was the first president of israel", "Weizmann"),
    ("who was the first president of zambia", "Kaunda"),
    ("who was the first american president", "George Washington"),
    ("who was the first man on the moon", "Neil Armstrong"),
])
def test_the_first_holder_of_a_role_is_read_from_the_glosses(house: LocalSkills, said: str, name: str) -> None:
    assert name in str(say(house, said))


@needs_wordnet
@pytest.mark.parametrize("said", ["who was the first king of england", "who was the first emperor of persia",
                                  "who was the first president of france", "who was the first chinese emperor"])
def test_a_first_holder_no_gloss_names_is_left(house: LocalSkills, said: str) -> None:
    assert say(house, said) is None


@needs_wordnet
@pytest.mark.parametrize("said, name", [
    ("what's the largest desert in africa", "Sahara"),
    ("whats the longest river in africa its for the pub quiz", "Nile"),
    ("what is the longest river in egypt", "Nile"),
    ("highest mountain in asia", "Everest"),
    ("whats the highest mountain in nepal", "Everest"),
    ("what is the longest river in europe", "Volga"),
])
def test_the_worlds_most_answers_for_a_place_it_is_part_of(house: LocalSkills, said: str, name: str) -> None:
    assert name in str(say(house, said))


@needs_wordnet
@pytest.mark.parametrize("said", ["what is the longest river in south america", "longest river in brazil",
                                  "what's the highest mountain in scotland"])
def test_a_place_the_worlds_most_is_not_part_of_is_left(house: LocalSkills, said: str) -> None:
    reply = say(house, said)
    assert reply is None or ("Nile" not in reply and "Everest" not in reply)
