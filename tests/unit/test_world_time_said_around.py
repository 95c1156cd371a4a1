"""A place's time asked with "their" for the people there, or with a purpose after it (round 23, second wave; none
of these sentences is in a benchmark set)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore

from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills
from gpt_home.skills.places import without_purpose
from gpt_home.skills.topic_first import known_place
from tests.skill_helpers import local_skills, say


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights={"kitchen": 17}, lists=ListSkill(InMemoryStore())) as built:
        yield built


@pytest.mark.parametrize(("text", "place"), [
    ("the madrid branch, whats their local time please", "Madrid"),
    ("our lisbon office what is their local time", "Lisbon"),
    ("er the cairo time for my uncles call", "Cairo"),
    ("the dubai time please for the meeting", "Dubai"),
])
def test_the_place_is_the_one_said(skills: LocalSkills, text: str, place: str) -> None:
    assert say(skills, text).startswith(f"In {place} it's ")


@pytest.mark.parametrize("text", ["its time for my tablets", "time for the kids to go to bed", "is it time for bed"])
def test_a_purpose_with_no_place_is_kept(text: str) -> None:
    assert without_purpose(text, known_place) == text
