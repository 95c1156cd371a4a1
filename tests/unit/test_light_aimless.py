"""A reading by meaning never switches a light the words do not ask to move (agent/light_slots.aimless)."""

from __future__ import annotations

import pytest

from gpt_home.agent import light_slots
from gpt_home.skills.light_tellings import told


@pytest.mark.parametrize("said", ["right the thing with the lights", "do something about the lights",
                                  "the thing with the kitchen light", "so yeah the lights um", "what about the lamp"])
@pytest.mark.parametrize("intent", ["light_on", "light_off"])
def test_no_direction_and_no_need_switches_nothing(said: str, intent: str) -> None:
    assert light_slots.aimless(said, intent)
    assert told(said, intent)


@pytest.mark.parametrize(("said", "intent"), [
    ("turn on the kitchen light", "light_on"), ("kitchen light off", "light_off"), ("its too dark in here", "light_on"),
    ("i cant see a thing", "light_on"), ("lights please", "light_on"), ("the lights", "light_on"),
    ("brighten the living room", "light_brighter"), ("dim the lights a bit", "light_dimmer"),
    ("its bedtime", "light_off"), ("the glare is awful", "light_dimmer"),
    ("kill all the lights", "light_off"), ("hit the lights", "light_off"), ("flick the kitchen light", "light_on"),
])
def test_a_direction_or_a_need_may_still_be_read(said: str, intent: str) -> None:
    assert not light_slots.aimless(said, intent)


def test_other_intents_are_not_judged() -> None:
    assert not light_slots.aimless("right the thing with the lights", "timer_set")


@pytest.mark.parametrize(("said", "intent"), [("its too light in the living room", "light_dimmer"),
                                              ("too much light in the kitchen", "light_dimmer"),
                                              ("open light living room", "light_on")])
def test_too_light_and_a_learners_open_are_still_read(said: str, intent: str) -> None:
    assert not light_slots.aimless(said, intent)


@pytest.mark.parametrize(("said", "way"), [
    ("turn on the kitchen light", "state"), ("put the light out", "state"), ("increase the kitchen light", "step"),
    ("set the kitchen light to 40 percent", "level"), ("its too dark in here", "need"), ("kill the lights", "switch"),
    ("lights please", "bare"), ("whats up with the lights", None), ("the lights are on my mind", None),
])
def test_the_direction_is_a_slot_of_the_sentence(said: str, way: str | None) -> None:
    assert light_slots.direction(said) == way


def test_light_up_is_a_direction() -> None:
    assert light_slots.direction("light up the garage") == "state"
    assert light_slots.ways("light up the kitchen") == {"on", "up"}
    assert light_slots.contradicted("light up the kitchen", "light_dimmer")
