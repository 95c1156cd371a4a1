"""Holdout23's list kinds: items said with commas the recognizer dropped ("carrots porridge oats" is two items, a
plural a household names alone said first), an item asked about that is inside a longer one never answered "no", and
"and bananas too" right after an add said with a filler and a reason ("oh were out of washing up liquid add it to
the list"). Generated over items, speakers and list names, with must-nots, through the real rules and skills."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore
from skill_helpers import LIGHTS, local_skills, say

from gpt_home.skills.lists import ListSkill, split_items
from gpt_home.skills.local import LocalSkills

FIRSTS = ["carrots", "bananas", "eggs", "onions", "potatoes", "apples"]
RESTS = ["porridge oats", "washing up liquid", "kitchen roll", "tomato puree"]


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as s:
        yield s


def _shopping(skills: LocalSkills) -> list[str]:
    return [i.text for i in skills.named.lists.lists.items("anna", "shopping")]


@pytest.mark.parametrize(("first", "rest"), list(itertools.product(FIRSTS, RESTS)))
def test_a_plural_said_first_is_an_item_of_its_own(first: str, rest: str) -> None:
    assert split_items(f"{first} {rest} and cheese") == [first, rest, "cheese"]


@pytest.mark.parametrize("part", ["milk chocolate biscuits", "chicken stock cubes", "tea bags", "hot dog buns",
                                  "garlic bread rolls", "eggs", "salt and vinegar crisps", "fish fingers peas"])
def test_what_is_no_plural_first_is_not_split_so(part: str) -> None:
    assert not any(p in ("milk", "chicken", "tea", "hot", "garlic") for p in split_items(part))


@pytest.mark.parametrize(("asked", "frame"), list(itertools.product(
    ["carrots", "oats"], ["um have i got {} on there already", "is {} on the shopping list", "do we have {} on the list"])))
def test_an_item_inside_a_longer_one_is_never_answered_no(skills: LocalSkills, asked: str, frame: str) -> None:
    skills.named.lists.lists.add("anna", "shopping", ["carrots porridge oats"])  # stored so before round 23
    reply = say(skills, frame.format(asked)) or ""
    assert not re.search(r"^\W*no\b|isn't|aren't|not on", reply, re.I), reply
    assert asked in reply


ADDS = ["oh were out of washing up liquid add it to the list", "um were nearly out of flour stick it on the list",
        "so were running low on rice put it on the shopping list", "add kitchen roll to the shopping list"]
MORE = ["and bananas too", "and bananas as well", "oh and bananas", "bananas too please"]


@pytest.mark.parametrize(("add", "more"), list(itertools.product(ADDS, MORE)))
def test_more_after_an_add_goes_on_that_list(skills: LocalSkills, add: str, more: str) -> None:
    say(skills, add)
    assert "bananas" in (say(skills, more, 5) or "")
    assert "bananas" in _shopping(skills)


@pytest.mark.parametrize("before", ["we have loads of flour dont put it on the list", "what's on the shopping list",
                                    "set a timer for 5 minutes"])
def test_more_after_no_add_adds_nothing(skills: LocalSkills, before: str) -> None:
    say(skills, before)
    say(skills, "and bananas too", 5)
    assert "bananas" not in _shopping(skills)


def _todo(skills: LocalSkills) -> list[str]:
    return [i.text for i in skills.named.lists.lists.items("anna", "to do")]


@pytest.mark.parametrize(("text", "name"), [
    ("my to-do list can be emptied now, it's all done", "to do"), ("the shopping list can be cleared now", "shopping"),
    ("um my to do list can be wiped now its all finished", "to do"),
    ("the shopping list could be emptied now, it's all bought", "shopping"),
])
def test_a_list_that_may_be_emptied_is_cleared(skills: LocalSkills, text: str, name: str) -> None:
    say(skills, "add milk to the shopping list")
    say(skills, "on my to-do list put renew the car insurance", 1)
    reply = say(skills, text, 2) or ""
    assert re.search(r"cleared your (?:to-do|shopping) list", reply), reply
    assert (_shopping(skills) == []) == (name == "shopping") and (_todo(skills) == []) == (name == "to do")


@pytest.mark.parametrize("text", ["the shopping list cant be cleared yet", "shopping list wont be needed this week",
                                  "the shopping list must stay as it is", "my to do list cant be emptied, its not done",
                                  "the shopping list couldnt be emptied yesterday", "the to do list never gets done"])
def test_a_statement_about_a_list_changes_nothing(skills: LocalSkills, text: str) -> None:
    say(skills, "add milk to the shopping list")
    say(skills, "on my to-do list put renew the car insurance", 1)
    say(skills, text, 2)
    assert _shopping(skills) == ["milk"] and _todo(skills) == ["renew the car insurance"]
