"""Round 24's leftovers (issue 15), through the real local skills: a thing that is no light never switches one, a
remark after a list item is never stored, "one week on friday" counts from Friday, a month said in a reason is no
question, and a device the house cannot control is refused as that device."""

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


def test_the_shower_in_the_kitchen_never_switches_the_kitchen_light(house: tuple[LocalSkills, ListSkill]) -> None:
    skills, _ = house
    assert say(skills, "turn on the kitchen light", 0) == "Okay, the kitchen light is on."
    reply = str(say(skills, "the shower in the kitchen turn it off", 20))
    assert "shower" in reply and "light is off" not in reply
    assert say(skills, "is the kitchen light on", 40) == "Yes, the kitchen light is on."


@pytest.mark.parametrize("said, thing", [("turn the tap off", "tap"), ("turn off the shower", "shower"),
                                         ("switch the telly off", "telly")])
def test_a_thing_that_is_no_light_is_refused_by_its_name(house: tuple[LocalSkills, ListSkill], said: str,
                                                          thing: str) -> None:
    skills, _ = house
    reply = str(say(skills, said))
    assert f"can't control the {thing}" in reply and "Which light" not in reply


@pytest.mark.parametrize("said, item", [("add to my list apples the kids love them", "apples"),
                                        ("add to my list biscuits my husband likes them", "biscuits")])
def test_a_remark_after_the_item_is_never_stored(house: tuple[LocalSkills, ListSkill], said: str, item: str) -> None:
    skills, lists = house
    assert say(skills, said) == f"I've added {item} to your shopping list."
    assert say(skills, "whats on my shopping list", 20) == f"You have {item} on your shopping list."


@pytest.mark.parametrize("said", ["what will the date be one week on friday", "whats the date one week on friday",
                                  "what will the date be a week on friday"])
def test_one_week_on_friday_counts_from_friday(house: tuple[LocalSkills, ListSkill], said: str) -> None:
    skills, _ = house
    assert "December 11, 2026" in str(say(skills, said))


def test_a_month_in_a_reason_is_no_question(house: tuple[LocalSkills, ListSkill]) -> None:
    skills, _ = house
    assert say(skills, "im happy cos its december") is None  # a remark: the model chats, never "Yes, it's December."
    assert say(skills, "are we in december now", 20) == "Yes, it's December."


@pytest.mark.parametrize("said", ["ah put eggs on the shopping list", "ah put eggs on the shopping list the kids ate them all",
                                  "erm stick eggs on the list", "um add eggs to the list the kids finished them"])
def test_a_sound_before_the_add_verb_is_never_part_of_the_item(house: tuple[LocalSkills, ListSkill], said: str) -> None:
    skills, _ = house
    assert say(skills, said) == "I've added eggs to your shopping list."


@pytest.mark.parametrize("said", ["in an hour remind me the shop closes", "in an hour remind me that the shop closes"])
def test_a_task_that_sounds_like_a_remark_is_still_the_task(house: tuple[LocalSkills, ListSkill], said: str) -> None:
    skills, _ = house
    assert say(skills, said) == "Okay, I'll remind you that the shop closes at 11:25 am."


def test_a_remark_after_the_reminders_task_is_not_stored(house: tuple[LocalSkills, ListSkill]) -> None:
    skills, _ = house
    reply = say(skills, "remind me at 4 to take the chicken out of the freezer, it's for dinner")
    assert reply == "Okay, I'll remind you to take the chicken out of the freezer at 4 pm."
