"""Round 24, second wave (listlights): a remark said after the items is never stored as an item; ... heard as a user
hears them (``LocalSkills`` with lights in the kitchen and the living room, real lists in memory), generated from
frames x items x remarks x speakers."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import product

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore

from gpt_home.agent.intents import normalize
from gpt_home.agent.volume_slots import compose
from gpt_home.skills.list_store import list_slug
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills
from gpt_home.skills.volume import NO_MIXER_REPLY
from tests.skill_helpers import LIGHTS, light_levels, local_skills, say

ROOMS = ("kitchen", "living room")


@pytest.fixture(name="skills")
def lit_skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as built:
        yield built


def _items(skills: LocalSkills, name: str) -> list[str]:
    return sorted(i.text for i in skills.named.lists.lists.items("anna", name))


# --- the list named first, the items, then a remark: only the items are stored --------------------------------------
_LIST_FIRST = ("{lead}add to my {name} list {item} {remark}", "{lead}please put on the {name} list {item} {remark}",
               "{lead}{name} list add {item} {remark}")
_REMARKS = ("i always leave it late", "we always forget", "its nearly gone", "thats the last one", "because we ran out",
            "we are out", "i keep forgetting", "since the old one broke")
_ITEMS = {"shopping": ("teabags", "bin bags", "washing up liquid"), "to do": ("write christmas cards", "renew passport")}
_LEADS = ("", "um ", "right ")


@pytest.mark.parametrize(("frame", "remark", "lead", "name"), list(product(_LIST_FIRST, _REMARKS, _LEADS, _ITEMS)))
def test_a_remark_after_the_items_is_not_stored(skills: LocalSkills, frame: str, remark: str, lead: str,
                                                name: str) -> None:
    for item in _ITEMS[name]:
        text = frame.format(lead=lead, name=name, item=item, remark=remark)
        reply = say(skills, text, 1)
        stored = _items(skills, list_slug(name))
        assert item in stored, (text, reply)
        assert all(remark.split()[-1] not in s.split() for s in stored), (text, stored)


# --- volume: "youre blasting" says too loud, "whats that i didnt catch it" says too quiet; the command round it ------
_BLASTS = ("youre blasting", "you are deafening me", "youre shouting at me", "its blaring", "youre really booming")
_MISSED = ("whats that i didnt catch it", "pardon i didnt hear you", "sorry i couldnt make out a word",
           "what i didnt catch that", "eh i didnt get what you said", "i couldnt hear a word you said")
_DOWNS = ("turn it down a bit", "turn yourself down", "quieter please", "a bit quieter")
_UPS = ("a bit louder", "louder please", "turn it up", "speak up")
_SPEAKERS = ("", "so er ", "um ", "oh ")


@pytest.mark.parametrize(("remark", "down", "lead"), list(product(_BLASTS, _DOWNS, _SPEAKERS)))
def test_too_loud_said_of_the_voice_turns_the_volume_down(remark: str, down: str, lead: str) -> None:
    for text in (f"{lead}{down} {remark}", f"{lead}{remark} {down}"):
        assert compose(normalize(text)) == "turn the volume down", text
    assert compose(normalize(f"{lead}{remark} {_UPS[0]}")) is None  # said the wrong way round: never guessed


@pytest.mark.parametrize(("remark", "up", "lead"), list(product(_MISSED, _UPS, _SPEAKERS)))
def test_a_missed_reply_then_louder_turns_the_volume_up(remark: str, up: str, lead: str) -> None:
    assert compose(normalize(f"{lead}{remark} {up}")) == "turn the volume up"
    assert compose(normalize(f"{lead}{remark} {_DOWNS[0]}")) is None


@pytest.mark.parametrize("text", ("my son is blasting music turn it up", "the neighbours are shouting turn it down",
                                  "i didnt catch the bus", "youre blasting", "whats that i didnt catch it"))
def test_someone_elses_noise_or_a_remark_alone_is_no_volume_command(text: str) -> None:
    assert compose(normalize(text)) is None


@pytest.mark.parametrize(("text", "lead"), list(product(("turn it down a bit youre blasting",
                                                         "whats that i didnt catch it a bit louder"), _SPEAKERS)))
def test_the_speaker_hears_the_honest_volume_reply(skills: LocalSkills, text: str, lead: str) -> None:
    say(skills, "turn on the kitchen light", 1)  # "it" the turn before: a light; the remark says it is the voice
    before = skills.lights.level("kitchen")
    assert say(skills, lead + text, 30) == NO_MIXER_REPLY
    assert skills.lights.level("kitchen") == before


# --- a switch-only light already on: "brighter" says it is on and only switches, never "full brightness" -------
_BRIGHTER = ("make the {room} light brighter", "turn the {room} light up", "the {room} is too dark turn it up",
             "um {room} light a bit brighter please")


@pytest.mark.parametrize(("frame", "room"), list(product(_BRIGHTER, ("kitchen", "living room"))))
def test_a_switch_only_light_on_is_never_called_full_brightness(frame: str, room: str) -> None:
    switches = MockFactory()  # no PWM: every light is an on/off switch
    with local_skills(switches, lights=LIGHTS) as skills:
        say(skills, "turn off all the lights", 1)
        first = say(skills, frame.format(room=room), 5)  # off: brighter switches it on
        assert skills.lights.level(room) == 1.0, first
        again = str(say(skills, frame.format(room=room), 30))
        assert "full brightness" not in again and "already on" in again and room in again, again
        other = "kitchen" if room == "living room" else "living room"
        assert skills.lights.level(other) == 0.0


# --- a light's state asked after a lead: answered, never switched (the meaning reader switched it) -----------------
_Q_LEADS = ("before bed", "before i go to sleep", "quick question", "oh before i forget", "right", "one thing",
            "im off upstairs now", "ok last thing", "sorry to bother you")
_QUESTIONS = ("is the {room} light {way}", "is the {room} light still {way}", "is the {room} light turned {way}",
              "is the {room} lamp switched {way}", "is the light in the {room} {way}")


@pytest.mark.parametrize(("lead", "frame", "way"), list(product(_Q_LEADS, _QUESTIONS, ("on", "off"))))
def test_a_state_asked_after_a_lead_is_answered_never_switched(skills: LocalSkills, lead: str, frame: str,
                                                               way: str) -> None:
    say(skills, "turn off all the lights", 1)
    say(skills, "turn on the living room light", 3)
    for room, now_on in (("kitchen", False), ("living room", True)):
        text = f"{lead} {frame.format(room=room, way=way)}"
        reply = str(say(skills, text, 30))
        assert (skills.lights.level("kitchen"), skills.lights.level("living room")) == (0.0, 1.0), (text, reply)
        answer = "Yes" if now_on == (way == "on") else "No"
        assert reply.startswith(f"{answer}, the {room} light is {'on' if now_on else 'off'}"), (text, reply)


@pytest.mark.parametrize("text", ("right turn the kitchen light on", "oh and switch the kitchen light on",
                                  "quick one put the kitchen light on"))
def test_a_switch_after_a_lead_still_switches(skills: LocalSkills, text: str) -> None:
    say(skills, "turn off all the lights", 1)
    say(skills, text, 30)
    assert skills.lights.level("kitchen") == 1.0


@pytest.mark.parametrize("text", ("when i came in was the kitchen light on", "my mum asks is the kitchen light on",
                                  "yesterday is the kitchen light on was what she asked"))
def test_a_story_with_the_question_switches_nothing(skills: LocalSkills, text: str) -> None:
    say(skills, "turn off all the lights", 1)
    say(skills, text, 30)
    assert light_levels(skills) == (0.0, 0.0)


# --- "lit up" and "status": the state asked by another word, answered from the light itself ------------------------
_LIT_ASKS = ("{lead}is the {room} lit up", "{lead}is the {room} lit up or not", "{lead}is the {room} light lit",
             "{lead}{room} light status", "{lead}whats the status of the {room} light", "{lead}{room} lamp status please")


@pytest.mark.parametrize(("frame", "lead"), list(product(_LIT_ASKS, ("", "so ", "um ", "ok "))))
def test_lit_up_and_status_say_the_lights_state(skills: LocalSkills, frame: str, lead: str) -> None:
    say(skills, "turn off all the lights", 1)
    say(skills, "turn on the living room light", 3)
    for room, now_on in (("kitchen", False), ("living room", True)):
        text = frame.format(room=room, lead=lead)
        reply = str(say(skills, text, 30))
        assert f"the {room} light is {'on' if now_on else 'off'}" in reply, (text, reply)
        assert light_levels(skills) == (0.0, 1.0), text


@pytest.mark.parametrize("text", ("my son is lit up", "was the kitchen lit up last night", "the kitchen is lit up",
                                  "is the christmas tree lit up", "the status of my order"))
def test_lit_or_status_of_something_else_says_no_light_state(skills: LocalSkills, text: str) -> None:
    assert "light is" not in str(say(skills, text, 30))
    assert light_levels(skills) == (0.0, 0.0)


# --- two lights in one breath, each half said the short way: both carried out, in order --------------------------
_HALF = {"off": ("kill the {room} light", "off with the {room} light", "lights off in the {room}",
                 "turn off the one in the {room}", "cut the {room} light"),
         "on": ("turn on the {room}", "on with the {room}", "on in the {room}", "the other one in the {room} on",
                "switch on the one in the {room}")}


@pytest.mark.parametrize(("first", "second", "rooms"), list(product(_HALF["off"], _HALF["on"],
                                                                    (ROOMS, ROOMS[::-1]))))
def test_two_lights_said_short_both_switch(skills: LocalSkills, first: str, second: str,
                                           rooms: tuple[str, str]) -> None:
    off_room, on_room = rooms
    say(skills, f"turn on the {off_room} light", 1)
    say(skills, f"turn off the {on_room} light", 3)
    text = f"{first.format(room=off_room)} and {second.format(room=on_room)}"
    reply = say(skills, text, 30)
    assert (skills.lights.level(off_room), skills.lights.level(on_room)) == (0.0, 1.0), (text, reply)


@pytest.mark.parametrize("text", ("my husband keeps killing the kitchen light and turning on the living room",
                                  "dont kill the kitchen light and turn on the living room",
                                  "last night i killed the kitchen light and put on the living room",
                                  "if i kill the kitchen light and turn on the living room will it save money"))
def test_two_lights_in_a_story_or_negated_switch_nothing(skills: LocalSkills, text: str) -> None:
    say(skills, "turn on the kitchen light", 1)
    say(skills, text, 30)
    assert light_levels(skills) == (1.0, 0.0), text


# --- the room said first as the topic, then a command with "it": that room's light only ---------------------------
_TOPICS = ("{lead}the {room}", "{lead}the {room} light", "{lead}{room} lamp", "{lead}the {room} one")
_IT_DOWN = ("take it down a bit", "turn it down a little bit more", "can you bring it down", "knock it down a touch")
_IT_UP = ("turn it up a bit", "could you bring it up", "make it brighter")


@pytest.mark.parametrize(("topic", "command", "lead"), list(product(_TOPICS, _IT_DOWN + _IT_UP, ("", "right ", "ok "))))
def test_the_room_said_first_then_it_moves_that_light_only(skills: LocalSkills, topic: str, command: str,
                                                           lead: str) -> None:
    for room in ROOMS:
        other = ROOMS[1 - ROOMS.index(room)]
        say(skills, "set the kitchen light to 50 percent", 1)
        say(skills, "set the living room light to 50 percent", 3)
        say(skills, f"turn on the {other} light", 5)  # "it" the turn before: the other light
        text = f"{topic.format(room=room, lead=lead)} {command}"
        reply = say(skills, text, 30)
        assert skills.lights.level(other) == 1.0, (text, reply)
        moved = skills.lights.level(room)
        assert (moved < 0.5 if command in _IT_DOWN else moved > 0.5), (text, reply)


@pytest.mark.parametrize("text", ("the kitchen tap turn it off", "the living room tv turn it down",
                                  "the kitchen door can you shut it", "the kitchen radio turn it up",
                                  "the kitchen taps dripping turn it off",
                                  "the dishwasher in the kitchen turn it on"))
def test_another_thing_in_the_room_is_not_its_light(skills: LocalSkills, text: str) -> None:
    say(skills, "set the kitchen light to 50 percent", 1)
    say(skills, "set the living room light to 50 percent", 3)
    say(skills, text, 30)
    assert light_levels(skills) == (0.5, 0.5), text
