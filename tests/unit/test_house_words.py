"""The one room vocabulary both the semantic slot filler and the honest command reply read."""

from __future__ import annotations

from gpt_home.agent.house_words import ROOM_RE, ROOM_SLOT_RE
from gpt_home.agent.semantic_slots import light_target
from gpt_home.skills.command_shape import command_shape


def test_named_rooms_are_read_whole() -> None:
    assert ROOM_RE.search("the light in the master bedroom").group(0) == "master bedroom"
    assert ROOM_SLOT_RE.search("turn on the spare room light").group(1) == "spare room"
    assert ROOM_RE.search("who invented the light bulb") is None


def test_both_readers_name_the_same_room_without_a_light() -> None:
    assert light_target("switch on the conservatory light", ("kitchen",)) == "the conservatory light"
    shape = command_shape("are the conservatory lights on", light_names=("kitchen",))
    assert shape is not None and shape.place == "conservatory"
    shape = command_shape("are the lights in this room on", light_names=("kitchen",))
    assert shape is not None and shape.place == ""  # "this room" is no room's name
