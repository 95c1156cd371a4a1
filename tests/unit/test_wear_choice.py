"""What to wear asked as a choice of two pieces of clothing ("thick coat or light jacket for going out this
afternoon"): the weather decides it (no location set here: the settings-page pointer), never a random pick and never
a light ("light" there says how thick the clothes are); a choice by colour or looks stays a pick, and "light" said of
clothes, rain or a colour is never a lamp. Through the real rules, recognizer and skills with a pinned clock."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from skill_helpers import NO_LOCATION, local_skills, say

from gpt_home.agent.light_adjective import lamp_words, said_of_a_thing
from gpt_home.skills import wear_choice
from gpt_home.skills.local import LocalSkills

LIGHTS = {"kitchen": 17, "living_room": 18}


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights=LIGHTS) as s:
        say(s, "set the kitchen light to 50 percent")
        say(s, "set the living room light to 50 percent")
        yield s


@pytest.mark.parametrize("text", [
    "thick coat or light jacket for going out this afternoon",
    "should i take a light jacket or a heavy coat today",
    "light jumper or warm coat for the school run",
    "shorts and a light shirt or jeans and a jumper for the park later",
    "im going for a walk later do i need a heavy coat or a light one",
    "light layers or a big coat for the bus stop",
    "heavy boots or light trainers for tomorrow",
    "what should i wear today a light jacket or my winter coat",
    "thick jumper or a light top for going out later",
    "which one light jacket or thick coat",
    "for going to church tomorrow morning warm coat or light jacket",
    "light rain jacket needed this afternoon or not",
])
def test_a_clothing_choice_asks_the_weather_and_switches_nothing(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == NO_LOCATION
    assert (skills.lights.level("kitchen"), skills.lights.level("living room")) == (0.5, 0.5)


@pytest.mark.parametrize("text", [
    "should i wear the red coat or the blue one",
    "a top or a dress for the party",
    "coat or jacket it doesnt matter",
    "which jacket goes with my dress the light one or the dark one",
    "should i buy the thick coat or the light jacket",
    "did i wear my coat or my jacket yesterday",
])
def test_a_choice_the_weather_does_not_decide_is_no_weather_reading(text: str) -> None:
    assert wear_choice.find(text) == []


def test_the_weather_of_summer_things_is_the_heat() -> None:
    assert wear_choice.find("shorts or jeans tomorrow") == [("HassGetWeather", {"condition": "hot", "day": "tomorrow"})]


@pytest.mark.parametrize("text", [
    "will a light coat do for this evening",
    "do i want a light jacket when i go out after lunch",
])
def test_a_light_coat_asked_about_is_never_the_lights_state(skills: LocalSkills, text: str) -> None:
    reply = say(skills, text)
    assert reply is None or "kitchen" not in reply


@pytest.mark.parametrize(("text", "lamp"), [
    ("a light jacket", False), ("light rain this afternoon", False), ("light pink curtains", False),
    ("a light lunch", False), ("turn on the light", True), ("the kitchen light is on", True),
    ("is the light on in the kitchen", True), ("the light bulb needs changing", True),
])
def test_light_said_of_a_thing_is_no_lamp(text: str, lamp: bool) -> None:
    assert said_of_a_thing(text) is not lamp
    assert ("light" in lamp_words(text)) is lamp


@pytest.mark.parametrize("text", ["turn on the kitchen light", "switch the living room light off please"])
def test_light_commands_still_switch(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) is not None
    assert (skills.lights.level("kitchen"), skills.lights.level("living room")) != (0.5, 0.5)
