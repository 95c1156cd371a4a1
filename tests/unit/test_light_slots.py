"""The light composer (agent/light_slots.py) as pure logic: the plain command read from parts in any order, nothing
composed when a word is left over, and the tellings and contrary readings no reading by meaning may carry out."""

from __future__ import annotations

import pytest

from gpt_home.agent.light_slots import compose, contradicted, told, unsafe_switch, ways

LIGHTS = ("kitchen", "living room")


@pytest.mark.parametrize(("text", "command"), [
    ("in the kitchen can you put the light on", "turn on the kitchen light"),
    ("the light could you switch off in the kitchen thanks im cooking", "turn off the kitchen light"),
    ("to 40 percent would you set the light in the living room", "set the living room light to 40 percent"),
    ("um the living room light to half please", "set the living room light to 50 percent"),
    ("we have guests can you turn on the living room light", "turn on the living room light"),
    ("in the kitchen would you make the light darker", "make the kitchen light dimmer"),
    ("could you please brighten up the light in the kitchen", "make the kitchen light brighter"),
    ("for 10 minutes turn on the kitchen light thanks", "turn on the kitchen light for 10 minutes"),
    ("open the light in the kitchen please", "turn on the kitchen light"),
    ("close the living room lamp", "turn off the living room light"),
    ("can you turn it off because were watching a film", "turn it off"),
    ("turn on the bedroom light please", "turn on the bedroom light"),  # refused by the rules: no such light
    ("oh turn the lights off for me", "turn off the lights"),
    ("knock the lights down a touch", "make the lights dimmer"),  # these two were "didn't catch" on main
    ("lights can go off now thanks", "turn off the lights"),
    # a wish with a level (light_clauses.wished_level read these before the rules; deleted: the slots read them)
    ("id like the kitchen light at 40 percent", "set the kitchen light to 40 percent"),
    ("wed like the living room lamp on half", "set the living room light to 50 percent"),
    ("could we have the living room light at 40 percent", "set the living room light to 40 percent"),
])
def test_parts_in_any_order_make_the_plain_command(text: str, command: str) -> None:
    composed = compose(text, LIGHTS)
    assert composed is not None and composed.command == command


@pytest.mark.parametrize("text", [
    "my son turned off the kitchen light", "dont turn on the kitchen light", "was the kitchen light on",
    "if it gets dark turn on the kitchen light", "when i get home turn the kitchen light on",
    "i keep forgetting to turn off the kitchen light", "i bet you cant turn on the kitchen light",
    "turn on the kitchen light my son said", "the kitchen light on please and the living room off",
    "i wish the kitchen light worked", "the kitchen light please", "turn the kitchen light on and off",
    "turn off the kitchen light to 40 percent", "the light in the kitchen and the living room on",
    "turn it up i cant hear you",
])
def test_a_word_left_over_composes_nothing(text: str) -> None:
    assert compose(text, LIGHTS) is None


@pytest.mark.parametrize(("text", "is_told"), [
    ("the kitchen light went off", True), ("i wish the living room light worked", True),
    ("i should have turned the kitchen light off", True), ("my son turned off the kitchen light", True),
    ("the kitchen light has been on all day", True), ("last week we had the kitchen light on all night", True),
    ("the kitchen light turned itself off", True), ("i wanted the living room light on earlier", True),
    ("turn off the kitchen light", False), ("i want the kitchen light turned off", False),
    ("can you put the kitchen light on", False),
])
def test_a_light_told_about_is_no_request(text: str, is_told: bool) -> None:
    assert told(text) is is_told


@pytest.mark.parametrize(("text", "intent", "against"), [
    ("can you please brighten up the light in the living room", "light_dimmer", True),
    ("increase the brightness of the kitchen light", "light_dimmer", True),
    ("put the kitchen light out", "light_on", True),
    ("its dark in here turn on the kitchen light", "light_off", True),
    ("make the kitchen light brighter", "light_brighter", False),
    ("its too bright in here", "light_dimmer", False),
    ("turn the light on", "light_state", False),
])
def test_a_reading_against_the_words_said_is_contradicted(text: str, intent: str, against: bool) -> None:
    assert contradicted(text, intent) is against


@pytest.mark.parametrize(("text", "found"), [
    ("put the kitchen light out", {"off"}), ("can you please brighten up the light", {"up"}),
    ("increase the brightness of the kitchen light", {"up"}), ("open the light in the kitchen", {"on"}),
    ("turn on the tv and the living room light", {"on"}), ("knock the lights down a touch", {"down"}),
    ("brighten the kitchen light im lying down", {"up"}), ("what about the lamp", set()),
])
def test_the_ways_asked_are_read_from_the_slots(text: str, found: set[str]) -> None:
    assert ways(text) == found


@pytest.mark.parametrize(("text", "unsafe"), [
    ("i want the kitchen light on and the bedroom light off", True),  # both ways
    ("the kitchen light went out so turn on the living room light", True),  # a fault, two lights
    ("take the bins out and turn on the kitchen light", True),  # "out" of something else
    ("the kitchen light keeps going out", True),
    ("turn off the kitchen light it keeps turning on by itself", False),  # the fault's "on" is no way asked
    ("put the kitchen light out", False),
    ("turn on the kitchen light", False),
])
def test_one_switch_guessed_by_meaning_may_be_unsafe(text: str, unsafe: bool) -> None:
    assert unsafe_switch(text, LIGHTS) is unsafe
