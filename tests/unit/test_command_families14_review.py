"""Must-not sentences from the review of round fourteen's command families (issue 15): a room wished or liked dark is
never lit, a thing "used up" that no household buys never goes on the shopping list, and "it" standing for a light
never becomes a list item. Through the real rules, recognizer and skills with a pinned clock, as test_command_families14.
"""

from __future__ import annotations

import pytest
from skill_helpers import say, shopping_items
from skill_helpers import listing_skills  # noqa: F401 (the skills fixture)

from gpt_home.agent.intent_types import LightAction
from gpt_home.agent.semantic_slots import action
from gpt_home.skills.buyable import buyable
from gpt_home.skills.family_orders import it_said
from gpt_home.skills.local import LocalSkills
from gpt_home.skills.wordnet_data import find_root, open_wordnet
from tests.optional_parts import require


# --- darkness wished for or liked: never lit ---------------------------------------------------------------------

@pytest.mark.parametrize(("text", "room"), [
    ("keep it dark in the living room", "living room"), ("the living room looks better dark", "living room"),
    ("its nice and dark in the living room", "living room"), ("it is dark in the kitchen but i like it", "kitchen"),
    ("leave the kitchen dark please", "kitchen"), ("i like the living room dark", "living room"),
    ("the kitchen is lovely and dark", "kitchen"),
])
def test_a_room_wished_or_liked_dark_is_never_lit(skills: LocalSkills, text: str, room: str) -> None:
    skills.lights.set(room, LightAction.DIM, 0.6)
    say(skills, text)
    assert skills.lights.level(room) in (0.0, 0.6)  # off, or left as it was: never brighter


@pytest.mark.parametrize(("text", "settled"), [
    ("keep it dark in the living room", "light_off"), ("the living room looks better dark", "light_off"),
    ("its nice and dark in the living room", "light_off"), ("it is dark in the kitchen but i like it", "light_off"),
    ("its getting dark in the kitchen and i dont like it", "light_on"), ("make it less dark in here", "light_on"),
    ("i dont want it dark in the kitchen", "light_on"), ("its so dark in the living room", "light_on"),
])
def test_a_wish_for_darkness_is_off_a_complaint_is_light(text: str, settled: str) -> None:
    assert action("light_on", text) == settled


# --- used up but never bought: nothing on the shopping list ------------------------------------------------------

@pytest.mark.parametrize("text", [
    "there is no space left", "i have no energy left", "we have no choice left", "there is no more room left",
    "there is no light left", "we have no power left", "there is no hot water left", "thats the last of the visitors",
    "that was the last of the summer", "thats the last of the rain", "ive used up all my holiday",
    "i used up all my data",
])
def test_nothing_listed_for_what_no_household_buys(skills: LocalSkills, text: str) -> None:
    require(find_root() is not None, "WordNet's database is not installed (Debian package wordnet-base)")
    say(skills, text)
    assert shopping_items(skills) == []


@pytest.mark.parametrize(("text", "item"), [
    ("there is no bleach left", "bleach"), ("we have no batteries left", "batteries"),
    ("thats the last of the kitchen roll", "kitchen roll"), ("ive used up all the washing up liquid",
                                                              "washing up liquid"),
    ("there is no marmite left", "marmite"),
])
def test_things_bought_are_still_listed(skills: LocalSkills, text: str, item: str) -> None:
    assert say(skills, text) == f"I've added {item} to your shopping list."
    assert shopping_items(skills) == [item]


def test_buyable_fails_soft_for_words_wordnet_does_not_know() -> None:
    assert buyable("weetabix") and buyable("crisps")
    if open_wordnet() is not None:
        assert not buyable("summer") and buyable("eggs")


def test_buyable_with_no_database_turns_nothing_away(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("gpt_home.skills.buyable.open_wordnet", lambda: None)
    assert buyable("summer") and buyable("eggs") and not buyable("more room")


# --- "it" a light never becomes a list item ----------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "turn off the kitchen light and add it to the list", "switch the living room light on and put it on the list",
    "turn on the kitchen light and add it to the shopping list",
    "turn the living room lamp off and stick it on the list", "switch off the kitchen light and add that to my list",
])
def test_a_light_said_as_it_is_never_a_list_item(skills: LocalSkills, text: str) -> None:
    say(skills, text)
    assert shopping_items(skills) == []


def test_it_after_a_light_in_a_list_change_stands_for_nothing() -> None:
    assert it_said("turn off the kitchen light", "add it to the list") == []
    assert it_said("turn on the kitchen light", "set it to 70 percent") == ["set the kitchen light to 70 percent"]
