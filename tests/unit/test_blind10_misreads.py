"""Wrong answers and actions the tenth blind set found (bench/requests_holdout10.py), through the real local skills
with lights on mock pins and lists and timers in memory: each sentence below was misread before."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore

from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills
from tests.skill_helpers import local_skills, say

ROOMS = {"kitchen": 17, "living room": 27, "bedroom": 22}


@pytest.fixture
def skills() -> Iterator[tuple[LocalSkills, MockFactory]]:
    factory = MockFactory()
    with local_skills(factory, lights=ROOMS, lists=ListSkill(InMemoryStore())) as built:
        yield built, factory


@pytest.mark.parametrize(("said", "room", "reply"), [
    ("the living room is too dark put the light on", "living room", "Okay, the living room light is on."),
    ("the bedroom is far too bright switch off the lights", "bedroom", "Okay, the bedroom light is off."),
])
def test_the_light_after_a_room_is_that_rooms(skills: tuple[LocalSkills, MockFactory], said: str, room: str,
                                              reply: str) -> None:
    built, factory = skills
    if "off" in said:
        say(built, f"turn on the {room} light")
    assert say(built, said, 1) == reply
    others = [pin for name, pin in ROOMS.items() if name != room]
    assert all(factory.pin(pin).state == 0 for pin in others)  # no other light was switched on


@pytest.mark.parametrize(("said", "reply"), [
    ("how tall is six foot two in centimetres", "6 foot 2 is 187.96 centimetres."),  # as said
    ("how many cm is 5 foot 10", "5 foot 10 is 177.8 cm."),
    ("how tall is 6 foot in cm", "6 foot is 182.88 cm."),
])
def test_feet_and_inches_are_one_height(skills: tuple[LocalSkills, MockFactory], said: str, reply: str) -> None:
    assert say(skills[0], said) == reply


def test_a_day_asked_about_by_that_is_never_answered_with_today(skills: tuple[LocalSkills, MockFactory]) -> None:
    assert say(skills[0], "my grandson is coming on the nineteenth what day is that") != (
        "Today is Tuesday, December 1.")
    assert say(skills[0], "what day is it") == "Today is Tuesday, December 1."


@pytest.mark.parametrize(("said", "reply"), [
    ("whats the time and is it gonna rain",
     "It's 10:25 am. I don't know where you are. Set a weather location on the settings page."),
    ("what day is it and how many days until christmas",
     "Today is Tuesday, December 1. There are 24 days until Christmas, on Friday, December 25."),
])
def test_two_questions_in_one_breath_are_both_answered(skills: tuple[LocalSkills, MockFactory], said: str,
                                                       reply: str) -> None:
    assert say(skills[0], said) == reply
