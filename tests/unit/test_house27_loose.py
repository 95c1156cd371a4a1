"""Round 27 (issue 15): weather, lights and volume asked loosely, through the real local skills. The household has
the kitchen and living room lights, no weather location and no sound mixer: a light is switched only when its room
is said, every weather ask gets the settings pointer, and the volume is answered honestly."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore
from skill_helpers import LIGHTS, light_levels, local_skills, say

from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills

POINTER = "I don't know where you are. Set a weather location on the settings page."
NO_MIXER = "I can't change the volume on this device: there is no sound mixer."
WHICH = "Which light do you mean, the kitchen or the living room?"


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    """Dimmable lights (PWM pins)."""
    with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as built:
        yield built


@pytest.fixture
def switches() -> Iterator[LocalSkills]:
    """Lights that can only be switched on or off (plain pins)."""
    with local_skills(MockFactory(), lights=LIGHTS, lists=ListSkill(InMemoryStore())) as built:
        yield built


def lit(skills: LocalSkills) -> tuple[bool, bool]:
    """Whether the kitchen and the living room lights are on at all."""
    kitchen, living = light_levels(skills)
    return kitchen > 0, living > 0


@pytest.mark.parametrize("said, levels", [
    ("I'm going to sit and read in the living room, it needs to be brighter", (0, 1)),
    ("im doing my homework in the kitchen, it needs more light", (1, 0)),
    ("my grandson is doing his homework in the kitchen it needs more light", (1, 0)),
    ("grandad is reading in the living room can you make it brighter", (0, 1)),
    ("we are eating in the kitchen and it could do with being a bit lighter", (1, 0)),
])
def test_a_room_named_where_someone_is_doing_something_then_its_need(skills: LocalSkills, said: str,
                                                                     levels: tuple[int, int]) -> None:
    assert "percent" in str(say(skills, said))
    assert lit(skills) == (levels[0] == 1, levels[1] == 1)  # that room's light, never the other


@pytest.mark.parametrize("said", [
    "i put the plant in the kitchen, it needs more light",  # "it" is the plant
    "when we read in the living room tonight it needs to be brighter",  # another time
    "my son said he was reading in the kitchen and it needs to be brighter",  # a report
])
def test_a_need_not_for_the_light_now_switches_nothing(skills: LocalSkills, said: str) -> None:
    say(skills, said)
    assert light_levels(skills) == (0, 0)


def test_darker_after_doing_dims_that_room_or_says_so(skills: LocalSkills, switches: LocalSkills) -> None:
    for house in (skills, switches):
        say(house, "turn on all the lights")
        say(house, "we're watching a film in the living room, it needs to be darker", 20)
    assert light_levels(skills)[0] == 1 and 0 < light_levels(skills)[1] < 1  # the kitchen left as it was
    assert say(switches, "we're watching a film in the living room, make it darker", 40) == (
        "The living room light can only be switched on or off.")
    assert light_levels(switches) == (1, 1)


@pytest.mark.parametrize("said", ["lights down low in the living room we're watching a film",
                                  "lights down low in the living room", "lamps down in the living room please"])
def test_the_degree_said_before_the_room(skills: LocalSkills, switches: LocalSkills, said: str) -> None:
    say(skills, "turn on the living room light")
    say(skills, said, 20)
    assert light_levels(skills)[0] == 0 and 0 < light_levels(skills)[1] < 1
    say(switches, "turn on the living room light")
    assert say(switches, said, 20) == "The living room light can only be switched on or off."
    assert light_levels(switches) == (0, 1)


def test_lights_up_in_the_kitchen(switches: LocalSkills) -> None:
    assert say(switches, "lights up in the kitchen") == "Okay, the kitchen light is at 100 percent."
    assert light_levels(switches) == (1, 0)


@pytest.mark.parametrize("said", ["dim the lights", "dim the lights a bit", "turn the lights down"])
def test_dimming_both_switches_names_both(switches: LocalSkills, said: str) -> None:
    say(switches, "turn on all the lights")
    assert say(switches, said, 20) == "The lights can only be switched on or off."
    assert light_levels(switches) == (1, 1)


@pytest.mark.parametrize("said", ["i cant see what im cooking", "I can hardly see my knitting", "i can't see the recipe",
                                  "i cant see to read"])
def test_cant_see_what_is_being_done_asks_which_light(skills: LocalSkills, said: str) -> None:
    assert say(skills, said) == WHICH
    assert light_levels(skills) == (0, 0)


@pytest.mark.parametrize("said", [
    "is it going to brighten up this afternoon", "will it brighten up later",
    "do you think it'll brighten up for the match", "is it going to clear up", "will it clear up by lunchtime",
    "will it cheer up outside later", "will it fair up this afternoon",
])
def test_weather_getting_better_is_a_weather_ask(skills: LocalSkills, said: str) -> None:
    assert say(skills, said) == POINTER
    assert light_levels(skills) == (0, 0)  # "brighten up" said of the day is no light


@pytest.mark.parametrize("said", ["brighten up the kitchen", "brighten up the living room a bit"])
def test_brighten_up_a_room_is_still_its_light(skills: LocalSkills, said: str) -> None:
    assert "light is at" in str(say(skills, said)) and any(lit(skills))


@pytest.mark.parametrize("said", [
    "the kids are asleep so keep it down", "whisper mode please", "use your indoor voice",
    "switch to quiet mode please", "the kids are asleep so shh now", "set the volume to half",
    "volume halfway please", "half volume",
])
def test_volume_asked_loosely_is_answered_honestly(skills: LocalSkills, said: str) -> None:
    assert say(skills, said) == NO_MIXER
    assert light_levels(skills) == (0, 0)


def test_a_condition_before_so_is_no_hush(skills: LocalSkills) -> None:
    assert say(skills, "when the baby is asleep so keep it down") != NO_MIXER


@pytest.mark.parametrize("said", ["mute yourself", "unmute"])
def test_mute_with_no_mixer_points_to_no_mixer(skills: LocalSkills, said: str) -> None:
    reply = str(say(skills, said))
    assert "no sound mixer" in reply and "quieter" not in reply  # never "say quieter" when quieter cannot work
