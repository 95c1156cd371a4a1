"""Two bare list changes in one breath, no list named (holdout22): "take oranges off and put dog food on" takes one
off and puts the other on; a household order in the second part ("put the kettle on", "put your coat on") is never an
item. Pure logic (``agent/breath_parts.split``, which also splits light and volume parts) and through the real skills
with a real list store."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore
from skill_helpers import local_skills, say

from gpt_home.agent.breath_parts import split
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights={"kitchen": 17, "living_room": 18}, lists=ListSkill(InMemoryStore())) as s:
        say(s, "add oranges and milk to the shopping list")
        yield s


def _items(skills: LocalSkills) -> list[str]:
    return sorted(i.text for i in skills.named.lists.lists.items("anna", "shopping"))


@pytest.mark.parametrize(("text", "gone", "added"), [
    (f"{lead}{take} {gone} off and {put} {added} on", gone, added)
    for lead, take, put, (gone, added) in itertools.product(
        ["", "um "], ["take", "knock"], ["put", "stick", "pop"],
        [("oranges", "dog food"), ("milk", "bin bags"), ("oranges", "kitchen roll")])][::2])
def test_one_off_and_one_on(skills: LocalSkills, text: str, gone: str, added: str) -> None:
    reply = str(say(skills, text))
    assert gone not in _items(skills) and added in _items(skills), reply


@pytest.mark.parametrize("text", ["take oranges off and put the kettle on", "take milk off and put your coat on",
                                  "take oranges off and put the telly on", "take milk off and put it on"])
def test_a_household_order_is_never_an_item(skills: LocalSkills, text: str) -> None:
    say(skills, text)
    assert not {"the kettle", "kettle", "your coat", "coat", "the telly", "telly", "it"} & set(_items(skills))


@pytest.mark.parametrize("text", ["turn the light off and put the kettle on", "take my coat off and put dog food on",
                                  "take milk on and put eggs off"])
def test_only_two_bare_list_shapes_are_paired(text: str) -> None:
    assert split(text, (), lambda _: False) is None


@pytest.mark.parametrize(("text", "parts"), [
    ("take oranges off and put dog food on", ("take oranges off the list", "put dog food on the list")),
    ("cross milk off and stick bin bags on", ("take milk off the list", "put bin bags on the list")),
    ("scratch eggs off and chuck butter on", ("take eggs off the list", "put butter on the list")),
    ("pop cheese on and cross bread off", ("put cheese on the list", "take bread off the list")),
    ("cross off bread and pop on cheese", ("take bread off the list", "put cheese on the list")),
])
def test_two_bare_list_shapes_name_the_list(text: str, parts: tuple[str, str]) -> None:
    assert split(text, (), lambda _: False) == parts


@pytest.mark.parametrize(("text", "gone", "added"), [
    ("scratch oranges off and chuck bin bags on", "oranges", "bin bags"),
    ("bung dog food on and strike milk off", "milk", "dog food"),
    ("cross off oranges and pop on kitchen roll", "oranges", "kitchen roll"),
    ("tick milk off then whack yoghurt on", "milk", "yoghurt"),
])
def test_idioms_off_and_on(skills: LocalSkills, text: str, gone: str, added: str) -> None:
    reply = str(say(skills, text))
    assert gone not in _items(skills) and added in _items(skills), reply
    assert "removed" in reply and "added" in reply, reply


@pytest.mark.parametrize(("text", "yes"), [
    (f"{ask} {item} on the {name}list {doubt}", item in ("milk", "oranges"))
    for ask, item, name, doubt in itertools.product(
        ["is", "are"], ["milk", "yoghurt", "oranges", "dog food"], ["", "shopping "],
        ["or did i forget", "or have we forgotten to add it", "or did we leave it off", "or not"])
    if (ask == "are") == item.endswith("s")][::2])
def test_a_check_with_a_doubt_after_is_answered_and_changes_nothing(skills: LocalSkills, text: str, yes: bool) -> None:
    reply = str(say(skills, text))
    assert reply.startswith("Yes" if yes else "No"), reply
    assert _items(skills) == ["milk", "oranges"]
