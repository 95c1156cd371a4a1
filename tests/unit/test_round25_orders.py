"""Round 25's leftover orders (issue 15), through the real local skills: "add bin bags to do list" is the to-do list
(the template's "to" took the list's "to"), never a list called "do"; the jobs list is the to-do list."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore
from skill_helpers import LIGHTS, local_skills, say

from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills


@pytest.fixture
def house(factory: MockFactory) -> Iterator[tuple[LocalSkills, ListSkill]]:
    lists = ListSkill(InMemoryStore())
    with local_skills(factory, lights=LIGHTS, lists=lists) as skills:
        yield skills, lists


@pytest.mark.parametrize("said, item", [("add bin bags, to do list", "bin bags"),
                                        ("add ring the vet to do list", "ring the vet"),
                                        ("put the gutters on the jobs list", "gutters"),
                                        ("add mow the lawn to my jobs list", "mow the lawn")])
def test_the_to_do_list_said_short_is_the_to_do_list(house: tuple[LocalSkills, ListSkill], said: str,
                                                     item: str) -> None:
    skills, _ = house
    assert say(skills, said) == f"I've added {item} to your to-do list."
    assert item in str(say(skills, "whats on my to do list", 20))
    assert "empty" in str(say(skills, "whats on my shopping list", 40))
