"""Round seventeen's command families (issue 15, holdout16's lights and lists), each said in five or more ways, with
sentences that must not be read so: a light wished "switched on", brightened "all the way up", corrected ("no wait
the kitchen one"), put "out" or brought "on", asked for after a complaint or "on its own not the kitchen"; a screen's
glare answered honestly; an item announced but not named asked for; a stock "run out" or a need said of someone in
the house added only when it is a thing to buy. Through the real rules, recognizer, semantic reader and skills with
a pinned clock."""

from __future__ import annotations

import pytest
from skill_helpers import light_levels, say
from skill_helpers import listing_skills  # noqa: F401 (the skills fixture)

from gpt_home.skills.buyable import buyable
from gpt_home.skills.local import LocalSkills

EMPTY = "Your shopping list is empty."
SCREEN = "I can't change a screen's brightness: I can only switch and dim the lights set up in my settings."


def _half(skills: LocalSkills) -> None:
    """Both lights at half: any switch, either way, shows."""
    say(skills, "set the kitchen light to 50 percent")
    say(skills, "set the living room light to 50 percent")
    assert light_levels(skills) == (0.5, 0.5)


# --- a light wished switched on or off ------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "levels"), [
    ("i'd like the kitchen light switched on", (1.0, 0.5)), ("i want the living room light turned off", (0.5, 0.0)),
    ("we would like the kitchen light switched off please", (0.0, 0.5)),
    ("can i have the living room light switched on", (0.5, 1.0)), ("id like the kitchen light turned on now", (1.0, 0.5)),
    ("i need the living room light put on", (0.5, 1.0)),
])
def test_a_light_wished_in_a_state_is_switched(skills: LocalSkills, text: str, levels: tuple[float, float]) -> None:
    _half(skills)
    say(skills, text)
    assert light_levels(skills) == levels


# --- all the way up ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "room"), [
    ("can you brighten the living room all the way up", "living room"), ("turn the kitchen light all the way up", "kitchen"),
    ("brighten the kitchen all the way", "kitchen"), ("turn the living room light up as far as it goes", "living room"),
    ("put the kitchen light up as high as it goes please", "kitchen"),
])
def test_all_the_way_up_is_full(skills: LocalSkills, text: str, room: str) -> None:
    _half(skills)
    assert say(skills, text) == f"Okay, the {room} light is at 100 percent."
    assert skills.lights.level(room) == 1.0


def test_all_the_way_down_is_no_guess(skills: LocalSkills) -> None:
    _half(skills)
    say(skills, "turn the kitchen light all the way down")
    assert skills.lights.level("living room") == 0.5


# --- a correction: only the light said last ------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "levels"), [
    ("switch the living room light on no wait the kitchen one", (1.0, 0.5)),
    ("turn off the kitchen light sorry i mean the living room", (0.5, 0.0)),
    ("turn on the kitchen light actually the living room light", (0.5, 1.0)),
    ("turn off the living room light wait no the kitchen light", (0.0, 0.5)),
    ("turn the kitchen light on no sorry the living room one instead", (0.5, 1.0)),
])
def test_the_light_said_after_a_correction_is_the_only_one(skills: LocalSkills, text: str,
                                                           levels: tuple[float, float]) -> None:
    _half(skills)
    say(skills, text)
    assert light_levels(skills) == levels


@pytest.mark.parametrize("text", ["turn on the kitchen light no wait", "turn on the kitchen light no wait the kitchen one",
                                  "no wait the kitchen one"])
def test_no_room_changed_is_no_correction(skills: LocalSkills, text: str) -> None:
    _half(skills)
    say(skills, text)
    assert skills.lights.level("living room") == 0.5


# --- "out" for off, "bring on" for on ---------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "levels"), [
    ("put the kitchen light out and bring the living room one on", (0.0, 1.0)),
    ("put out the living room light", (0.5, 0.0)), ("put the kitchen light out please", (0.0, 0.5)),
    ("bring the kitchen light on", (1.0, 0.5)),
    ("put the living room light out and bring the kitchen one on", (1.0, 0.0)),
    ("switch the kitchen light out", (0.0, 0.5)),
])
def test_out_is_off_and_bring_on_is_on(skills: LocalSkills, text: str, levels: tuple[float, float]) -> None:
    _half(skills)
    say(skills, text)
    assert light_levels(skills) == levels


@pytest.mark.parametrize("text", ["the kitchen light went out", "the living room light is out", "the kitchen light has gone out",
                                  "bring the kitchen light bulbs out"])
def test_a_light_gone_out_is_no_command(skills: LocalSkills, text: str) -> None:
    say(skills, "turn on the kitchen light")
    say(skills, "turn on the living room light")
    say(skills, text)
    assert light_levels(skills) == (1.0, 1.0)


# --- a command after a complaint, one light and not the other ------------------------------------------------------

@pytest.mark.parametrize(("text", "levels"), [
    ("who left the living room light on turn on the kitchen light too", (1.0, 0.5)),
    ("who left the kitchen light on turn off the living room light", (0.5, 0.0)),
    ("someone left the kitchen light on switch on the living room light as well", (0.5, 1.0)),
    ("just turn on the living room light on its own not the kitchen", (0.5, 1.0)),
    ("turn off the kitchen light but not the living room", (0.0, 0.5)),
    ("only switch on the kitchen light not the living room one", (1.0, 0.5)),
    ("turn on the kitchen light by itself leave the living room alone", (1.0, 0.5)),
])
def test_exactly_the_light_asked_for_is_switched(skills: LocalSkills, text: str, levels: tuple[float, float]) -> None:
    _half(skills)
    say(skills, text)
    assert light_levels(skills) == levels


# --- a screen's glare -------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["the screen is too bright", "my phone is far too bright", "the tv is a bit too dark",
                                  "dim the screen", "make the telly darker", "can you dim my phone please"])
def test_a_screen_is_answered_honestly_and_no_light_dims(skills: LocalSkills, text: str) -> None:
    _half(skills)
    assert say(skills, text) == SCREEN
    assert light_levels(skills) == (0.5, 0.5)


@pytest.mark.parametrize("text", ["the screen is broken", "its too bright outside", "the kitchen is too bright"])
def test_not_a_screen_glare_is_no_screen_reply(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) != SCREEN


# --- an item announced but not named ---------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "there's an item i want on the shopping list", "theres a thing we need on the shopping list",
    "i have an item i want to add to the list", "ive got something i need putting on the shopping list",
    "there is one more thing i want on the list",
])
def test_an_item_wanted_but_not_named_is_asked_for(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == "What should I add?"
    assert say(skills, "bin bags") == "I've added bin bags to your shopping list."


# --- a stock run out, a need of someone in the house -----------------------------------------------------------------

@pytest.mark.parametrize(("text", "item"), [
    ("the cat food has run out", "cat food"), ("the teabags are all gone", "teabags"),
    ("our bin bags have run out", "bin bags"), ("the milk has run out", "milk"), ("the dog food ran out", "dog food"),
    ("the baby needs nappies", "nappies"), ("the kids need crisps", "crisps"), ("my husband needs new socks", "socks"),
    ("the dog needs some dog food", "dog food"), ("our cat needs more cat food", "cat food"),
])
def test_a_stock_run_out_or_needed_is_added(skills: LocalSkills, text: str, item: str) -> None:
    assert say(skills, text) == f"I've added {item} to your shopping list."
    assert say(skills, "what's on my shopping list") == f"You have {item} on your shopping list."


@pytest.mark.parametrize("text", [
    "the milk has run out of date", "my patience has run out", "the timer has run out", "time has run out",
    "the battery has run out", "the baby needs changing", "the dog needs a walk", "the car needs petrol",
    "the baby needs a bath", "the kids need feeding", "the dog needs walkies", "the baby needs attention",
    "we've run out of petrol", "there is no petrol left", "the kitchen light went out",
])
def test_no_thing_to_buy_is_never_added(skills: LocalSkills, text: str) -> None:
    say(skills, text)
    assert say(skills, "what's on my shopping list") == EMPTY


@pytest.mark.parametrize("item", ["changing", "petrol", "a bath", "feeding", "a walk", "the battery"])
def test_buyable_turns_away_what_is_never_bought(item: str) -> None:
    assert not buyable(item)


@pytest.mark.parametrize("item", ["milk", "cat food", "teabags", "bin bags", "nappies", "pudding"])
def test_buyable_keeps_what_is_bought(item: str) -> None:
    assert buyable(item)
