"""A number asked for with its range in another part of the sentence is picked in that range (round 23, second wave;
none of these sentences is in a benchmark set)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore

from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills
from gpt_home.skills.range_picks import asked
from tests.skill_helpers import local_skills, say


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights={"kitchen": 17}, lists=ListSkill(InMemoryStore())) as built:
        built.named.rng = random.Random(5)
        yield built


@pytest.mark.parametrize(("text", "low", "high"), [
    ("anything from three up to seven, pick a number", 3, 7),
    ("a tombola number please, anything from 40 up to 45", 40, 45),
    ("a lucky number for me between 1 and 4", 1, 4),
    ("from 10 to 12 give me a number any number", 10, 12),
    ("between 2 and 5 think of a number please", 2, 5),
])
def test_the_number_is_in_the_range_said(skills: LocalSkills, text: str, low: int, high: int) -> None:
    for _ in range(5):
        said = say(skills, text)
        assert low <= int(said.rstrip(".").split()[-1]) <= high, said


@pytest.mark.parametrize("text", [
    "my lucky number is between 1 and 10", "i picked a number between 1 and 10", "is 7 a number between 1 and 10",
    "pick a number", "count from 1 to 10", "the bus number is between 5 and 10", "dont pick a number from 1 to 5",
    "a number from 1 to 50 no wait from 1 to 5",
])
def test_no_range_pick_read(text: str) -> None:
    assert asked(text) is None
