"""The volume composer (agent/volume_slots.py): the plain volume command under fillers, reasons and remarks, and
nothing composed for anyone else's loudness or a word left over."""

from __future__ import annotations

import pytest
from gpiozero.pins.mock import MockFactory
from skill_helpers import LIGHTS, local_skills, say

from gpt_home.agent.volume_slots import compose


@pytest.mark.parametrize(("text", "command"), [
    ("oh louder please for me because were watching a film", "turn the volume up"),
    ("too loud turn it down for me", "turn the volume down"),
    ("um turn it down a bit thanks because were watching a film", "turn it down"),
    ("can you turn yourself down a bit love the baby is asleep", "turn the volume down"),
    ("um set the volume to 5 please", "set the volume to 5"),
    # a remark about hearing or loudness, before or after, makes "it" the volume (never the light switched last)
    ("turn it up i cant hear you", "turn the volume up"), ("i cant hear you so turn it up please", "turn the volume up"),
    ("turn it down its too loud", "turn the volume down"), ("please more loud i not hear you good", "turn the volume up"),
    # verbs that only move a voice: "keep it down", "speak up", "be quieter"
    ("keep it down a bit", "turn the volume down"), ("keep it down will you the kids are asleep", "turn the volume down"),
    ("speak up a bit", "turn the volume up"), ("be a bit quieter", "turn the volume down"),
])
def test_the_plain_volume_command(text: str, command: str) -> None:
    assert compose(text) == command


@pytest.mark.parametrize("text", [
    "the neighbours are too loud", "the tv was loud last night", "dont turn the volume up",
    "turn the kitchen light up", "too loud turn it up", "down please", "if the baby wakes turn the volume down",
    "i cant hear you dont turn it up", "keep the kitchen light down", "she said keep it down",
])
def test_nothing_composed(text: str) -> None:
    assert compose(text) is None


@pytest.mark.parametrize("said", ["turn it up i cant hear you", "keep it down a bit", "i cant hear you turn it up",
                                  "please more loud i not hear you good", "keep it down please the baby is asleep"])
def test_it_with_a_voice_is_never_the_light_switched_last(factory: MockFactory, said: str) -> None:
    with local_skills(factory, lights=LIGHTS) as skills:
        assert say(skills, "turn on the kitchen light") is not None
        reply = say(skills, said)
        assert skills.lights.level("kitchen") == 1.0
        assert reply is not None and "no sound mixer" in reply
