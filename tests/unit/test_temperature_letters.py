"""A temperature said with its scale as a letter is converted (round 23, second wave; none of these sentences is in
a benchmark set)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore

from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills
from gpt_home.skills.temperature_letters import asked
from tests.skill_helpers import local_skills, say


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights={"kitchen": 17}, lists=ListSkill(InMemoryStore())) as built:
        yield built


@pytest.mark.parametrize(("text", "said"), [
    ("my american cake book says 400 degrees f whats that in c", "400 fahrenheit is 204.44 celsius."),
    ("the oven dial says 200 c so whats that in f please", "200 celsius is 392 fahrenheit."),
    ("convert 37 degrees c to f", "37 celsius is 98.6 fahrenheit."),
    # below zero: the minus is kept (was no answer, or "5 celsius is 41 fahrenheit": a false one)
    ("what is minus 10 c in f", "-10 celsius is 14 fahrenheit."),
    ("minus 5 degrees in fahrenheit", "-5 celsius is 23 fahrenheit."),
    ("its minus 12 outside whats that in fahrenheit", "-12 celsius is 10.4 fahrenheit."),
])
def test_the_temperature_is_converted(skills: LocalSkills, text: str, said: str) -> None:
    assert say(skills, text) == said


@pytest.mark.parametrize("text", [
    "it was 30 c today", "put vitamin c in the list", "350 fahrenheit in celsius", "20 c in c",
])
def test_no_reading(text: str) -> None:
    assert asked(text) is None
