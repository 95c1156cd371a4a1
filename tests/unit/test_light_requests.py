"""Light requests read in part by the rules: several rooms, a level with no verb, a colour (pure decisions)."""

from __future__ import annotations

import pytest

from gpt_home.skills.light_requests import colour_reply, every_light, light_turn, per_room, verbless_level

NAMES = ("kitchen", "living room", "bedroom")


def test_per_room() -> None:
    assert per_room("put on the light in the kitchen and in the living room", NAMES) == [
        "put on the light in the kitchen", "put on the light in the living room"]
    assert per_room("turn off the kitchen and bedroom lights", NAMES) == [
        "turn off the kitchen lights", "turn off the bedroom lights"]
    assert per_room("turn on the kitchen light and tell me a joke about the bedroom", NAMES) == []
    assert per_room("turn on the kitchen light", NAMES) == []
    assert per_room("kitchen light off and living room light on", NAMES) == [
        "kitchen light off", "living room light on"]


def test_verbless_level() -> None:
    assert verbless_level("living room to full brightness", NAMES) == "set the living room light to full brightness"
    assert verbless_level("the kitchen lights at 30 percent", NAMES) == "set the kitchen light to 30 percent"
    assert verbless_level("garage to full brightness", NAMES) is None
    assert verbless_level("living room lights half", NAMES) == "set the living room light to half"


def test_every_light() -> None:
    assert every_light("turn the lights off in every room") == "turn all the lights off"
    assert every_light("both lights on please") == "all the lights on please"
    assert every_light("turn off the kitchen light") is None


def test_colour_reply() -> None:
    assert colour_reply("make the kitchen light go red for christmas", NAMES) == (
        "The kitchen light can't change colour: I can only switch it on or off and dim it.")
    assert colour_reply("what colour is a red light", NAMES) is None
    assert colour_reply("the light from the sun what colour is it", NAMES) is None
    assert colour_reply("add red light bulbs to the shopping list", NAMES) is None


def test_light_turn_runs_each_room_and_joins_the_replies() -> None:
    ran: list[str] = []

    def run(command: str) -> str:
        ran.append(command)
        return f"Okay, {command}."

    assert light_turn("turn on the kitchen and bedroom lights", NAMES, run) == (
        "Okay, turn on the kitchen lights and turn on the bedroom lights.")
    assert ran == ["turn on the kitchen lights", "turn on the bedroom lights"]
    assert light_turn("turn on the kitchen light", NAMES, run) is None
    assert light_turn("turn on the kitchen light", (), run) is None


@pytest.mark.parametrize("text", ["is the kitchen light on and the living room light off",
                                  "turn the lights on at 7", "kitchen lights off at ten tonight"])
def test_a_question_or_a_time_is_never_switched_now(text: str) -> None:
    ran: list[str] = []
    light_turn(text, ("kitchen", "living room"), lambda command: ran.append(command) or "Okay.")
    assert ran == []
