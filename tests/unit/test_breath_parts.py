"""Two requests in one breath where a slot reader reads a part whole (agent/breath_parts.py): the pure split, and
what a user hears and sees through the real skills."""

from __future__ import annotations

import pytest
from gpiozero.pins.mock import MockFactory
from skill_helpers import LIGHTS, local_skills, say

from gpt_home.agent.breath_parts import split

NAMES = ("kitchen", "living room")


def _verb(part: str) -> bool:
    return part.startswith(("play ", "call ", "order ", "set "))


@pytest.mark.parametrize(("text", "parts"), [
    ("flick the kitchen light on and then volume up", ("turn on the kitchen light", "turn the volume up")),
    ("i want the kitchen light off and also be a bit quieter", ("turn off the kitchen light", "turn the volume down")),
    ("the living room lamp off then order a taxi", ("turn off the living room light", "order a taxi")),
    ("play some jazz and pop the kitchen light on", ("play some jazz", "turn on the kitchen light")),
    ("pop the kitchen light on and knock the living room light off",
     ("turn on the kitchen light", "turn off the living room light")),
])
def test_a_part_read_whole_by_a_slot_reader_splits(text: str, parts: tuple[str, str]) -> None:
    assert split(text, NAMES, _verb) == parts


@pytest.mark.parametrize("text", [
    "dont turn on the kitchen light and turn the volume up", "my son turned the kitchen light off and then the volume up",
    "turn on the kitchen and the living room", "turn the kitchen light on and off", "add eggs and bread",
    "if it gets dark turn on the kitchen light and play some jazz", "i wish the kitchen light worked and the volume",
])
def test_no_split_without_two_parts_read_whole(text: str) -> None:
    assert split(text, NAMES, _verb) is None


@pytest.mark.parametrize(("said", "lit", "heard"), [
    ("flick the kitchen light on and then volume up", 1.0, "no sound mixer"),
    ("can you put the kitchen light on then be a bit quieter", 1.0, "no sound mixer"),
    ("the kitchen lamp on and also call my sister", 1.0, "phone calls"),
])
def test_both_parts_are_done_and_said(factory: MockFactory, said: str, lit: float, heard: str) -> None:
    with local_skills(factory, lights=LIGHTS) as skills:
        reply = say(skills, said)
        assert skills.lights.level("kitchen") == lit and skills.lights.level("living room") == 0.0
        assert reply is not None and "kitchen light is on" in reply and heard in reply
