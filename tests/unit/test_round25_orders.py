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


@pytest.mark.parametrize("said, item", [("scratch onions", "onions"), ("strike the bread", "bread"),
                                        ("oh and cross onions", "onions")])
def test_a_crossing_off_verb_before_an_item_never_offers_an_add(house: tuple[LocalSkills, ListSkill], said: str,
                                                                 item: str) -> None:
    skills, _ = house
    assert say(skills, f"add {item} and milk to the shopping list") == \
        f"I've added {item} and milk to your shopping list."
    assert say(skills, said, 20) == f"Shall I take {item} off your shopping list?"
    assert say(skills, "yes", 30) == f"I've removed {item} from your shopping list."
    assert say(skills, "whats on my shopping list", 50) == "You have milk on your shopping list."


@pytest.mark.parametrize("said", ["scratch that", "scratch the dentist", "strike a light"])
def test_a_crossing_off_verb_before_no_item_offers_nothing(house: tuple[LocalSkills, ListSkill], said: str) -> None:
    skills, _ = house
    assert "Shall I add" not in str(say(skills, said))


@pytest.mark.parametrize("said, item", [("add the kids yoghurts", "kids yoghurts"),
                                        ("put the dogs biscuits on the list", "dogs biscuits"),
                                        ("add my dads crisps to the shopping list", "my dads crisps")])
def test_whose_thing_it_is_is_one_item(house: tuple[LocalSkills, ListSkill], said: str, item: str) -> None:
    skills, _ = house
    assert say(skills, said) == f"I've added {item} to your shopping list."
    assert say(skills, "add bananas apples", 20) == "I've added bananas and apples to your shopping list."
