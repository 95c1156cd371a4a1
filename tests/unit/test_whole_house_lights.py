"""Every light asked for by the whole house ("lights on everywhere in the house", "off with all the lights in the
house") and a second light added with "with ... too" or a trailing "too" ("off with the living room light and with
the kitchen one too", "the kitchen light off and the living room light off too"): each light's level is checked
after the sentence. Through the real rules, recognizer, semantic reader and skills with a pinned clock."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from skill_helpers import local_skills, say

from gpt_home.skills.local import LocalSkills

LIGHTS = {"kitchen": 17, "living_room": 18, "bedroom": 19}


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights=LIGHTS) as s:
        for room in ("kitchen", "living room", "bedroom"):
            say(s, f"set the {room} light to 50 percent")
        yield s


def _levels(skills: LocalSkills) -> tuple[float, float, float]:
    return skills.lights.level("kitchen"), skills.lights.level("living room"), skills.lights.level("bedroom")


@pytest.mark.parametrize(("text", "level"), [
    ("lights on everywhere in the house", 1.0),
    ("all the lights on in the house please", 1.0),
    ("everywhere lights off please im going to bed", 0.0),
    ("off with all the lights in the house", 0.0),
    ("turn the lights on all over the house", 1.0),
])
def test_the_whole_house_is_every_light(skills: LocalSkills, text: str, level: float) -> None:
    reply = say(skills, text)
    assert reply is not None and "all the lights" in reply
    assert _levels(skills) == (level, level, level)


@pytest.mark.parametrize(("text", "levels"), [
    ("off with the living room light and with the kitchen one too", (0.0, 0.0, 0.5)),
    ("on with the bedroom light and with the kitchen one as well", (1.0, 0.5, 1.0)),
    ("the kitchen light off and the living room light off too", (0.0, 0.0, 0.5)),
    ("the bedroom light on and the kitchen light on as well", (1.0, 0.5, 1.0)),
])
def test_a_second_light_added_goes_the_same_way(skills: LocalSkills, text: str,
                                                levels: tuple[float, float, float]) -> None:
    say(skills, text)
    assert _levels(skills) == levels


def test_a_light_really_named_house_is_that_light(factory: MockFactory) -> None:
    with local_skills(factory, lights={"kitchen": 17, "house": 18}) as s:
        say(s, "turn on the house light")
        assert (s.lights.level("kitchen"), s.lights.level("house")) == (0.0, 1.0)


@pytest.mark.parametrize("text", [
    "i left the lights on everywhere in the house yesterday",
    "my son turned all the lights on in the house last night",
])
def test_a_story_about_the_whole_house_switches_nothing(skills: LocalSkills, text: str) -> None:
    say(skills, text)
    assert _levels(skills) == (0.5, 0.5, 0.5)


@pytest.mark.parametrize("text", [
    "should i leave the lights on in the house when im away",
    "with the kitchen light off its very dark",
    "is it ok to leave the lamp on all night",
])
def test_advice_asked_or_a_scene_told_switches_nothing(skills: LocalSkills, text: str) -> None:
    say(skills, text)
    assert _levels(skills) == (0.5, 0.5, 0.5)


@pytest.mark.parametrize(("text", "levels"), [
    ("leave the kitchen light on", (1.0, 0.5, 0.5)),
    ("keep the bedroom light on please", (0.5, 0.5, 1.0)),
])
def test_leave_or_keep_said_as_a_command_still_switches(skills: LocalSkills, text: str,
                                                        levels: tuple[float, float, float]) -> None:
    say(skills, text)
    assert _levels(skills) == levels
