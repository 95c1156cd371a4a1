"""Wrong list actions a review found (issue 15): a hedge ("may", "could"), an opinion or a question, a leading word of
talk ("mum said", "maybe", "then") or a quantifier ("nothing", "anything") read into the item said first; and two
requests in one breath whose second part became an item or a list's name. Each must leave the list as it was (or do
exactly what was said), while the family's plain phrasings still change it. Through the real rules, recognizer and
skills with a pinned clock, on a real list store."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore
from skill_helpers import local_skills, say

from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills

_START = ["bread", "eggs", "milk"]


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights={"kitchen": 17, "living_room": 18}, lists=ListSkill(InMemoryStore())) as s:
        s.named.rng = random.Random(8)
        say(s, "add milk and eggs and bread to the shopping list")
        yield s


def _items(skills: LocalSkills, name: str = "shopping") -> list[str]:
    return sorted(i.text for i in skills.named.lists.lists.items("anna", name))


@pytest.mark.parametrize("text", [
    # a hedge is no request
    "milk may be on the list already", "tea could be on the list", "eggs might be on the list",
    "the bread may come off the list", "perhaps milk could go on the list",
    # an opinion or a wish denied
    "i dont think eggs need to be on the list", "i think milk should be on the list",
    "i dont think the bread needs to come off the list",
    # a question
    "does milk need to go on the list", "does anything need to go on the list", "do eggs need to go on the list",
    "if milk can go on the list", "should milk go on the list", "whether eggs can come off the list",
    # a word of talk or a quantifier before the item
    "mum said the bread can come off the list", "maybe the eggs should come off the list",
    "then the eggs can come off the list", "nothing else needs to go on the list",
    "anything else should go on the list", "nothing needs to come off the list",
    "something needs to go on the list", "he said milk can come off the list",
    # everything wished on the list, never off it ("go on", "go in", "go to" never clears)
    "i want it all to go on the shopping list", "everything we need can go on the shopping list",
    "it all can go on the shopping list", "all of them can go on the list", "all of it can go on the list",
    "everything can go on the shopping list except the milk",
    # ("everything can come off the list" is every item wished off, as "the bread can come off the list" is the bread:
    # the list is cleared, as "clear the list" clears it; tests/unit/test_command_families15.py)
])
def test_a_hedge_opinion_question_or_talk_changes_nothing(skills: LocalSkills, text: str) -> None:
    reply = str(say(skills, text))
    assert _items(skills) == _START, reply
    assert "Nothing isn't" not in reply and "said the bread" not in reply.lower()


def test_may_be_added_is_never_a_remove(skills: LocalSkills) -> None:
    reply = str(say(skills, "sugar may be added to the list"))
    assert "removed" not in reply
    assert _items(skills) in (_START, sorted([*_START, "sugar"]))


@pytest.mark.parametrize("text", [
    "put the kitchen light on and milk on the shopping list",
    "put the rice on and take the butter off the shopping list",
    "put the washing on and add soap to the shopping list",
    "turn off the kitchen light and add it to the list",
    "put the kettle on and add tea to the shopping list",
])
def test_two_requests_never_make_one_item_or_list(skills: LocalSkills, text: str) -> None:
    reply = str(say(skills, text))
    items = _items(skills)
    assert set(_START) <= set(items), reply
    for item in set(items) - set(_START):  # only a plain item said with its own verb may be added
        assert item in ("soap", "tea"), (item, reply)
    assert "to your and" not in reply and " on and " not in reply and "kitchen light" not in items


@pytest.mark.parametrize("text", [
    "turn off the kitchen light and dont set an alarm", "switch the kitchen light off but dont set a timer",
    "turn the kitchen light off and please dont add anything to the list",
    "turn off the kitchen light and do not set a reminder", "turn off the kitchen light and no need to set an alarm",
])
def test_a_negated_second_request_leaves_the_first_done(skills: LocalSkills, text: str) -> None:
    say(skills, "turn on the kitchen light")
    reply = str(say(skills, text))
    assert reply == "Okay, the kitchen light is off."
    assert skills.lights.level("kitchen") == 0 and not skills.timers.list("anna") and _items(skills) == _START


def test_a_device_called_it_is_never_a_list_item(skills: LocalSkills) -> None:
    say(skills, "turn on the kitchen light")
    reply = str(say(skills, "turn off the kitchen light and add it to the list"))
    assert skills.lights.level("kitchen") == 0 and _items(skills) == _START, reply


# --- the family's plain phrasings still change the list ----------------------------------------------------------

@pytest.mark.parametrize(("text", "gone"), [
    ("the butter can come off the list", "butter"), ("eggs are no longer needed on the list", "eggs"),
    ("the bread can be taken off the list", "bread"), ("milk can come off the shopping list now", "milk"),
    ("our butter can come off the list", "butter"), ("okay the eggs can come off the list", "eggs"),
])
def test_an_item_said_plainly_first_still_comes_off(skills: LocalSkills, text: str, gone: str) -> None:
    say(skills, "add butter to the shopping list")
    assert say(skills, text) == f"I've removed {gone} from your shopping list."
    assert gone not in _items(skills)


@pytest.mark.parametrize(("text", "added"), [
    ("sugar can go on the shopping list", "sugar"), ("rice needs to go on the list", "rice"),
    ("the cheese should be added to the list", "cheese"), ("oat milk can go on the list too", "oat milk"),
    ("some apples need to go on the list", "apples"), ("butter we have none you can add it to the list", "butter"),
])
def test_an_item_said_plainly_first_still_goes_on(skills: LocalSkills, text: str, added: str) -> None:
    assert say(skills, text) == f"I've added {added} to your shopping list."
    assert _items(skills) == sorted([*_START, added])


@pytest.mark.parametrize(("text", "room", "item"), [
    ("put the kitchen light on and add bulbs to the shopping list", "kitchen", "bulbs"),
    ("turn the kitchen light on and add eggs to the list", "kitchen", None),
    ("switch the living room light on and put candles on the shopping list", "living_room", "candles"),
])
def test_two_plain_requests_are_both_done(skills: LocalSkills, text: str, room: str, item: str | None) -> None:
    say(skills, text)
    assert skills.lights.level(room) > 0
    assert _items(skills) == sorted({*_START, *([item] if item else [])})


@pytest.mark.parametrize(("text", "reply", "after"), [
    ("put sugar on your list", "I've added sugar to your shopping list.", sorted([*_START, "sugar"])),
    ("add butter to your list please", "I've added butter to your shopping list.", sorted([*_START, "butter"])),
    ("add tea to your shopping list", "I've added tea to your shopping list.", sorted([*_START, "tea"])),
    ("take the milk off your list", "I've removed milk from your shopping list.", ["bread", "eggs"]),
    ("what is on your shopping list", "You have milk, eggs and bread on your shopping list.", _START),
])
def test_your_list_is_the_shopping_list(skills: LocalSkills, text: str, reply: str, after: list[str]) -> None:
    assert say(skills, text) == reply
    assert _items(skills) == after


@pytest.mark.parametrize(("text", "added"), [
    ("add fish and chips to the list", ["chips", "fish"]), ("put beans on toast on the shopping list",
                                                            ["beans on toast"]),
    ("add salt and pepper to the list", ["pepper", "salt"]), ("put tea and coffee on the list", ["coffee", "tea"]),
    ("add washing up liquid to the shopping list", ["washing up liquid"]),
])
def test_items_joined_by_and_or_on_are_still_items(skills: LocalSkills, text: str, added: list[str]) -> None:
    assert "I've added" in str(say(skills, text))
    assert _items(skills) == sorted([*_START, *added])
