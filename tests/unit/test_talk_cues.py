"""A joke asked for in any frame ("got any knock knock jokes for a grumpy dad") and whether a person is answering
("be honest, are you a proper human sitting somewhere typing"): the short true reply (one of our jokes; a program on
this device), never the model; a joke told or judged and a person asked about who is not the assistant are none."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from skill_helpers import local_skills, say

from gpt_home.skills import talk_cues
from gpt_home.skills.local import LocalSkills
from gpt_home.skills.smalltalk import JOKES


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory) as s:
        yield s


@pytest.mark.parametrize("text", [
    "got any knock knock jokes for a grumpy dad", "my little boy wants a knock knock joke",
    "have you got a joke for my grumpy grandad", "any jokes for a sad nan", "i need a joke to cheer up my dad",
    "give us a funny joke for the kids",
])
def test_a_joke_asked_for_anyone_is_one_of_ours(skills: LocalSkills, text: str) -> None:
    reply = str(say(skills, text))
    assert any(joke in reply for joke in JOKES)


@pytest.mark.parametrize("text", [
    "be honest, are you a proper human sitting somewhere typing", "is there a person typing this",
    "who is typing these answers", "are you a robot or a human", "honestly are you a person or a computer",
    "you're not a human are you",
])
def test_a_person_asked_after_is_told_the_truth(skills: LocalSkills, text: str) -> None:
    assert "not a human" in str(say(skills, text))


@pytest.mark.parametrize("text", [
    "my dad tells bad jokes", "no more jokes please", "i have a joke for you", "is there a person at the door",
    "is your mum a real person", "are you a people person", "my brother is a funny person", "is this person on the list",
    "the man on the phone was rude",
])
def test_no_joke_or_person_asked(text: str) -> None:
    assert talk_cues.topic(text) is None
