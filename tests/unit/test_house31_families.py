"""Round 27's second wave (house31, issue 15), through the real local skills: a light pointed at by "in there" after
a room, a bare level with a room, not seeing while doing something at a room's place, weather asked as what to wear
or in a learner's order, volume in slang or with a learner's need after it, and a service asked with its reason
first; with the must-nots beside each family."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore
from skill_helpers import LIGHTS, local_skills, say

from gpt_home.skills.light_wordings import light_worded
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills

ROOMS = ("kitchen", "living room")
NO_LOCATION = "I don't know where you are."
NO_MIXER = "I can't change the volume on this device"


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as built:
        yield built


@pytest.mark.parametrize("said, room, way", [
    ("living room's empty now so you can kill the light in there", "living room", "off"),
    ("the kitchen is empty so turn the light off in there", "kitchen", "off"),
    ("kids have gone to bed the living room is empty turn the light out in there", "living room", "off"),
    ("I'm going into the kitchen, can you put the light on in there", "kitchen", "on"),
    ("we're done in the kitchen you can shut the light off in there", "kitchen", "off"),
])
def test_a_light_pointed_at_by_in_there_is_the_room_said(skills: LocalSkills, said: str, room: str, way: str) -> None:
    other = "kitchen" if room == "living room" else "living room"
    say(skills, f"turn on the {room} light", 0)
    say(skills, f"turn on the {other} light", 20)
    reply = str(say(skills, said, 40))
    assert reply == f"Okay, the {room} light is {way}." or reply == f"The {room} light is already {way}."
    assert say(skills, f"is the {other} light on", 60) == f"Yes, the {other} light is on."


@pytest.mark.parametrize("said", ["there's nobody in the kitchen, is the light on in there",
                                  "I was in the kitchen and turned the light off in there",
                                  "the kitchen's empty, turn off the living room light in there"])
def test_in_there_told_or_asked_switches_nothing(skills: LocalSkills, said: str) -> None:
    say(skills, "turn on the kitchen light", 0)
    say(skills, "turn on the living room light", 20)
    say(skills, said, 40)
    assert say(skills, "is the kitchen light on", 60) == "Yes, the kitchen light is on."
    assert say(skills, "is the living room light on", 80) == "Yes, the living room light is on."


@pytest.mark.parametrize("said, command", [
    ("65 percent in the living room", "set the living room light to 65 percent"),
    ("40 percent in the kitchen", "set the kitchen light to 40 percent"),
    ("in the living room 50 percent thanks", "set the living room light to 50 percent"),
    ("make it 10 percent in the kitchen", "set the kitchen light to 10 percent"),
    ("80 per cent in the living room", "set the living room light to 80 percent"),
    ("the living room at 75 percent please", "set the living room light to 75 percent"),
    ("kitchen at half please", "set the kitchen light to 50 percent"),
])
def test_a_bare_level_with_a_room_is_that_rooms_light(said: str, command: str) -> None:
    assert light_worded(said, ROOMS) == command


@pytest.mark.parametrize("said, reply", [
    ("65 percent in the living room please", "Okay, the living room light is at 65 percent."),
    ("30% in the kitchen", "Okay, the kitchen light is at 30 percent."),
    ("80 per cent in the living room", "Okay, the living room light is at 80 percent.")])
def test_a_bare_level_with_a_room_is_never_a_unit(skills: LocalSkills, said: str, reply: str) -> None:
    assert say(skills, said) == reply


@pytest.mark.parametrize("said", ["50 percent of people cook in the kitchen", "what percent is the kitchen light",
                                  "65 percent in decimals", "kitchen at 7 pm"])
def test_no_bare_level_read_in_other_sentences(said: str) -> None:
    assert light_worded(said, ROOMS) is None


@pytest.mark.parametrize("said, room", [
    ("I'm doing my homework at the kitchen table and I can barely see", "kitchen"),
    ("I'm reading on the living room sofa and I can't see the page", "living room"),
    ("im cooking in the kitchen and i cant see what im doing", "kitchen"),
    ("doing a puzzle at the kitchen table, it's too dark to see", "kitchen"),
    ("I'm knitting on the couch in the living room and my eyes can't see the stitches", "living room"),
    ("we're playing cards at the kitchen table and can hardly see", "kitchen"),
])
def test_not_seeing_at_a_rooms_place_lights_that_room(skills: LocalSkills, said: str, room: str) -> None:
    assert say(skills, said) == f"Okay, the {room} light is on."
    other = "kitchen" if room == "living room" else "living room"
    assert say(skills, f"is the {other} light on", 20) == f"No, the {other} light is off."


@pytest.mark.parametrize("said", ["I'm sitting in the living room and I can't see the telly",
                                  "I was reading in the kitchen and I couldn't see"])
def test_not_seeing_something_else_switches_nothing(skills: LocalSkills, said: str) -> None:
    say(skills, said)
    assert say(skills, "is the living room light on", 20) == "No, the living room light is off."
    assert say(skills, "is the kitchen light on", 40) == "No, the kitchen light is off."


@pytest.mark.parametrize("said", ["can i wear my sandals to school today",
                                  "can the kids wear t-shirts to the park this afternoon",
                                  "Tomorrow it will be rain for my son football match?",
                                  "it will be sun tomorrow for picnic", "today is cold for my walk?",
                                  "saturday it will be sunny for the wedding"])
def test_weather_asked_as_clothes_or_in_a_learners_order(skills: LocalSkills, said: str) -> None:
    assert str(say(skills, said)).startswith(NO_LOCATION)


@pytest.mark.parametrize("said", ["i bought sandals today", "tomorrow is my birthday", "it was rain yesterday"])
def test_no_weather_read_in_a_statement(skills: LocalSkills, said: str) -> None:
    assert not str(say(skills, said)).startswith(NO_LOCATION)


@pytest.mark.parametrize("said", ["crank yourself up a notch mate the footy's on",
                                  "pump yourself up a notch the match is on",
                                  "knock yourself down a notch the baby's asleep",
                                  "Please you speak more loud, I am old and my ears not good",
                                  "speak more loud please, my english is not good"])
def test_volume_with_a_reason_after(skills: LocalSkills, said: str) -> None:
    assert str(say(skills, said)).startswith(NO_MIXER)


@pytest.mark.parametrize("said", ["the match is on", "im old and my ears not good", "turn the tv up the match is on"])
def test_a_reason_alone_is_no_volume_command(skills: LocalSkills, said: str) -> None:
    assert not str(say(skills, said)).startswith(NO_MIXER)


@pytest.mark.parametrize("said, reply", [
    ("my car insurance runs out on friday, can you renew it online for me", "I can't renew"),
    ("my passport expires next month, can you renew it for me", "I can't renew"),
    ("our broadband contract ends soon, can you switch us to a cheaper one", "I can't renew"),
    ("my library books are due back, can you renew them online", "I can't renew"),
    ("the tv licence is due tomorrow so can you pay it online", "make payments"),
    ("the electric bill came today can you pay it for me", "make payments"),
])
def test_a_service_asked_with_its_reason_first_is_refused(skills: LocalSkills, said: str, reply: str) -> None:
    assert reply in str(say(skills, said))


def test_a_reason_first_never_hides_a_household_request(skills: LocalSkills) -> None:
    assert say(skills, "the kids are hungry can you set a timer for 10 minutes") == "Okay, timer set for 10 minutes."
    assert say(skills, "my son is coming so can you turn the kitchen light on", 20) == "Okay, the kitchen light is on."
    assert "can't" not in str(say(skills, "what time is it so can you book a taxi", 40))
