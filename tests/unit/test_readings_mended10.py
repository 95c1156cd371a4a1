"""Wrong actions and bugs found in review of the tenth round's readings, each pinned through the pure reader."""

from __future__ import annotations

import pytest

from gpt_home.agent.spoken_variants import everyday_words
from gpt_home.skills.light_requests import the_room_one


@pytest.mark.parametrize("said", [
    "right lamp off",  # "right" names a lamp, never an address word
    "right bedside lamp on",
    "boss lamp on",  # what follows the address word is a light
    "pal bedside lamp off",
])
def test_a_word_before_a_light_is_kept(said: str) -> None:
    assert everyday_words(said) == said


ROOMS = ("kitchen", "living room", "bedroom")


@pytest.mark.parametrize("said", [
    "the kids are asleep in the bedroom turn it down",  # plain "turn it down" is the volume
    "the kitchen is freezing turn it up",  # the heating, not the light
    "the bedroom is noisy turn it down a bit",
])
def test_it_turned_up_or_down_is_not_the_room_light_without_a_light_word(said: str) -> None:
    assert the_room_one(said, ROOMS) is None


@pytest.mark.parametrize(("said", "read"), [
    ("its pitch black in the bedroom switch it off please", "switch off the bedroom light"),
    ("the kitchens too bright dim it", "dim the kitchen light"),
    ("the bedroom light is too bright turn it down", "turn down the bedroom light"),
])
def test_it_switched_or_dimmed_is_still_the_room_light(said: str, read: str) -> None:
    assert the_room_one(said, ROOMS) == read
