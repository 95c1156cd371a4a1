"""Round twenty-three's light families (issue 15: a light switched the wrong way is the worst miss), each said in
five or more ways, with sentences that must not be read so: each light of a mixed wish its own way ("the kitchen
light on and the bedroom off"), a correction that adds a light ("... actually the bedroom one too"), a complaint
before a command ("the kitchen light went out so turn on the living room light"), a light's fault told ("keeps going
out"), "out" said of something else, a level said with a step, "relight", "done in the kitchen lights off", a
courtesy after the room. Every light's level is checked after each sentence. Through the real rules, recognizer,
semantic reader and skills with a pinned clock."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore
from skill_helpers import local_skills, say

from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills

LIGHTS = {"kitchen": 17, "living_room": 18, "bedroom": 19}
HALF = (0.5, 0.5, 0.5)


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as s:
        for room in ("kitchen", "living room", "bedroom"):  # every light at half: any switch, either way, shows
            say(s, f"set the {room} light to 50 percent")
        yield s


def _levels(skills: LocalSkills) -> tuple[float, float, float]:
    """Kitchen, living room, bedroom."""
    return skills.lights.level("kitchen"), skills.lights.level("living room"), skills.lights.level("bedroom")


# --- a mixed wish: each light its own way ---------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "levels"), [
    ("i want the kitchen light on and the bedroom light off", (1.0, 0.5, 0.0)),
    ("i need the living room light on and the kitchen off", (0.0, 1.0, 0.5)),
    ("i want the kitchen light switched off and the bedroom on", (0.0, 0.5, 1.0)),
    ("id like the bedroom light turned on and the living room light turned off please", (0.5, 0.0, 1.0)),
    ("we want the living room lamp off and the kitchen light on", (1.0, 0.0, 0.5)),
    ("can we have the kitchen light off and the living room on", (0.0, 1.0, 0.5)),
])
def test_each_light_of_a_mixed_wish_goes_its_own_way(skills: LocalSkills, text: str,
                                                     levels: tuple[float, float, float]) -> None:
    say(skills, text)
    assert _levels(skills) == levels


# --- a correction that adds a light --------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "levels"), [
    ("switch the kitchen light off actually the bedroom one too", (0.0, 0.5, 0.0)),
    ("turn on the kitchen light oh no the bedroom one as well", (1.0, 0.5, 1.0)),
    ("turn off the living room light sorry the kitchen one too", (0.0, 0.0, 0.5)),
    ("switch on the bedroom light no wait the living room light as well", (0.5, 1.0, 1.0)),
    ("turn the kitchen light off actually the living room one also", (0.0, 0.0, 0.5)),
])
def test_a_correction_with_too_switches_both(skills: LocalSkills, text: str, levels: tuple[float, float, float]) -> None:
    say(skills, text)
    assert _levels(skills) == levels


def test_a_dimming_correction_with_too_dims_both(skills: LocalSkills) -> None:
    say(skills, "dim the bedroom light no the kitchen one too")
    kitchen, living, bedroom = _levels(skills)
    assert kitchen < 0.5 and bedroom < 0.5 and living == 0.5


@pytest.mark.parametrize(("text", "levels"), [
    ("turn the bedroom light off sorry kitchen", (0.0, 0.5, 0.5)),  # the correction keeps the way: off
    ("switch the living room light on no wait the kitchen one", (1.0, 0.5, 0.5)),
    ("turn off the kitchen light sorry i mean the bedroom", (0.5, 0.5, 0.0)),
])
def test_a_correction_without_too_replaces_the_light_and_keeps_the_way(skills: LocalSkills, text: str,
                                                                       levels: tuple[float, float, float]) -> None:
    say(skills, text)
    assert _levels(skills) == levels


# --- a complaint before a command, a fault told --------------------------------------------------------------------

@pytest.mark.parametrize(("text", "levels"), [
    ("the kitchen light went out so turn on the living room light", (0.5, 1.0, 0.5)),
    ("the bedroom light just went out can you turn on the kitchen light", (1.0, 0.5, 0.5)),
    ("the kitchen light blew so switch on the bedroom light please", (0.5, 0.5, 1.0)),
    ("the living room lamp has gone out again so turn on the kitchen light", (1.0, 0.5, 0.5)),
    ("the kitchen light went out and turn the bedroom light on", (0.5, 0.5, 1.0)),
])
def test_after_a_light_went_out_only_the_command_is_switched(skills: LocalSkills, text: str,
                                                             levels: tuple[float, float, float]) -> None:
    say(skills, text)
    assert _levels(skills) == levels


@pytest.mark.parametrize("text", ["the kitchen light keeps going out", "the bedroom light keeps cutting out",
                                  "the living room light goes out by itself", "the kitchen light has been going out",
                                  "the bedroom light went out"])
def test_a_light_going_out_is_a_fault_switching_nothing(skills: LocalSkills, text: str) -> None:
    reply = say(skills, text)
    assert _levels(skills) == HALF
    assert reply is not None and "bulb" in reply


# --- never the wrong way: switch nothing rather than guess ---------------------------------------------------------

@pytest.mark.parametrize(("text", "room", "wrong"), [
    ("take the bins out and turn on the kitchen light", 0, 0.0),
    ("put the cat out and switch on the bedroom light", 2, 0.0),
    ("turn on the bedroom light no the kitchen is fine", 0, 1.0),
    ("the kitchen light on the living room off i think", 0, 0.0),
    ("leave the living room light on and the kitchen one off maybe", 1, 0.0),
    ("the bedroom light keeps going out turn it on", 2, 0.0),
])
def test_no_light_is_switched_the_wrong_way(skills: LocalSkills, text: str, room: int, wrong: float) -> None:
    """Switching nothing with an honest "didn't catch" is allowed; the light named switched the other way is not."""
    say(skills, text)
    assert _levels(skills)[room] != wrong


# --- a level, relit, done in a room, a courtesy after the room -----------------------------------------------------

@pytest.mark.parametrize(("text", "levels"), [
    ("make the kitchen light 40 percent bright", (0.4, 0.5, 0.5)),
    ("can we have the living room a bit dimmer say 30 percent", (0.5, 0.3, 0.5)),
    ("make the bedroom light 20 percent", (0.5, 0.5, 0.2)),
    ("can i have the kitchen a little brighter say 80 percent", (0.8, 0.5, 0.5)),
    ("put the living room light to 60 percent brightness", (0.5, 0.6, 0.5)),
])
def test_a_level_said_is_set(skills: LocalSkills, text: str, levels: tuple[float, float, float]) -> None:
    say(skills, text)
    assert _levels(skills) == levels


@pytest.mark.parametrize(("text", "levels"), [
    ("relight the living room", (0.5, 1.0, 0.5)), ("relight the kitchen please", (1.0, 0.5, 0.5)),
    ("light up the bedroom", (0.5, 0.5, 1.0)), ("light the kitchen back up", (1.0, 0.5, 0.5)),
    ("re light the bedroom light", (0.5, 0.5, 1.0)),
])
def test_a_room_relit_is_its_light_on(skills: LocalSkills, text: str, levels: tuple[float, float, float]) -> None:
    say(skills, text)
    assert _levels(skills) == levels


@pytest.mark.parametrize("text", ["light the candles", "light the fire in the living room"])
def test_a_fire_lit_is_no_light(skills: LocalSkills, text: str) -> None:
    say(skills, text)
    assert _levels(skills) == HALF


@pytest.mark.parametrize(("text", "levels"), [
    ("were done in the living room light off in there", (0.5, 0.0, 0.5)),
    ("all finished in the kitchen lights off please", (0.0, 0.5, 0.5)),
    ("im done with the bedroom light off", (0.5, 0.5, 0.0)),
    ("we are done in the kitchen now lights off", (0.0, 0.5, 0.5)),
    ("done in the living room so lights off thanks", (0.5, 0.0, 0.5)),
    ("lights off in the kitchen cheers", (0.0, 0.5, 0.5)),
    ("lights on in the bedroom ta", (0.5, 0.5, 1.0)),
    ("turn off the living room light cheers mate", (0.5, 0.0, 0.5)),
])
def test_done_in_a_room_and_a_courtesy_after_it(skills: LocalSkills, text: str,
                                                levels: tuple[float, float, float]) -> None:
    say(skills, text)
    assert _levels(skills) == levels


@pytest.mark.parametrize("text", ["were done in the kitchen", "were the kitchen lights off", "im done with the kitchen"])
def test_done_or_a_question_alone_switches_nothing(skills: LocalSkills, text: str) -> None:
    say(skills, text)
    assert _levels(skills) == HALF
