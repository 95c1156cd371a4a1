"""Coin tosses counted in any shape are each said, never one toss for "flip a coin twice" (round 23, second wave;
none of these sentences is in a benchmark set)."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore

from gpt_home.skills.coin_counts import asked
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills
from tests.skill_helpers import local_skills, say


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights={"kitchen": 17}, lists=ListSkill(InMemoryStore())) as built:
        built.named.rng = random.Random(3)
        yield built


@pytest.mark.parametrize(("text", "count"), [
    ("could you toss a coin for me four times", 4), ("please flip the coin five times in a row", 5),
    ("coin toss three times", 3), ("can you spin a coin a couple of times", 2), ("throw a coin twice", 2),
    ("heads or tails do it three times", 3), ("flip a coin 2 times and tell me the results", 2),
    ("flip 3 coins", 3), ("ok toss a coin thrice", 3),
])
def test_each_toss_is_said(skills: LocalSkills, text: str, count: int) -> None:
    said = say(skills, text)
    assert len(re.findall(r"\b(?:heads|tails)\b", said, re.IGNORECASE)) == count, said


def test_too_many_tosses_are_refused_not_answered_with_one(skills: LocalSkills) -> None:
    assert say(skills, "flip a coin 40 times") == "I can toss a coin up to 10 times in one go."


@pytest.mark.parametrize("text", [
    "flip a coin", "i flipped a coin twice yesterday", "how many times should i flip a coin",
    "flip a coin and roll a die", "toss the salad twice",
])
def test_no_count_read(text: str) -> None:
    assert asked(text) is None
