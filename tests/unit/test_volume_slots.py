"""The volume composer (agent/volume_slots.py): the plain volume command under fillers, reasons and remarks, and
nothing composed for anyone else's loudness or a word left over."""

from __future__ import annotations

import pytest

from gpt_home.agent.volume_slots import compose


@pytest.mark.parametrize(("text", "command"), [
    ("oh louder please for me because were watching a film", "turn the volume up"),
    ("too loud turn it down for me", "turn the volume down"),
    ("um turn it down a bit thanks because were watching a film", "turn it down"),
    ("can you turn yourself down a bit love the baby is asleep", "turn the volume down"),
    ("um set the volume to 5 please", "set the volume to 5"),
])
def test_the_plain_volume_command(text: str, command: str) -> None:
    assert compose(text) == command


@pytest.mark.parametrize("text", [
    "the neighbours are too loud", "the tv was loud last night", "dont turn the volume up",
    "turn the kitchen light up", "too loud turn it up", "down please", "if the baby wakes turn the volume down",
])
def test_nothing_composed(text: str) -> None:
    assert compose(text) is None
