"""Commands nobody understood get an honest line, never the model (``skills/command_shape.py``): through the real
rules, recognizer and skills (mock pins, in-memory stores, a pinned clock), checking what the household hears.

The phrasings here are the engineer's own families (none is copied from a request set); questions about the world and
chit-chat on the same subjects must still reach the model (``say`` returns None)."""

from __future__ import annotations

import re
import subprocess
from collections.abc import Iterator, Sequence
from datetime import UTC

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore

from gpt_home.agent.intents import normalize
from gpt_home.skills import dialogue
from gpt_home.skills.asking_back import SkillReply
from gpt_home.skills.command_shape import Domain, Shape, command_shape, honest_reply
from gpt_home.skills.lights import Lights
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills
from gpt_home.skills.volume import NO_MIXER_REPLY, Volume
from gpt_home.skills.weather import NOT_CONFIGURED_REPLY
from tests.skill_helpers import local_skills, say

LIGHTS_HELP = ("Sorry, I didn't catch what to do with the lights. You can say 'turn off the kitchen light' or 'turn "
               "on all the lights'. The lights I know are the kitchen and the hall.")


@pytest.fixture(autouse=True)
def _nothing_read_by_meaning(monkeypatch: pytest.MonkeyPatch) -> None:
    """These tests are about what the detector says once nothing read the request, the reader by meaning included
    (it runs first: tests/unit/test_semantic.py covers what it reads)."""
    monkeypatch.setattr(dialogue, "default_reader", lambda: None)


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights={"kitchen": 17, "hall": 27}, lists=ListSkill(InMemoryStore())) as built:
        yield built


@pytest.mark.parametrize("text", [
    # "knock the lights down a touch", "lights can go off now thanks" are read now (tests/unit/test_light_slots.py)
    "douse every light in the place", "make the downstairs pitch dark",
    "get the lights going", "give me a bit more light please",
])
def test_a_light_command_nobody_read_says_what_can_be_said(skills: LocalSkills, factory: MockFactory,
                                                           text: str) -> None:
    reply = say(skills, text)
    assert reply == LIGHTS_HELP
    assert isinstance(reply, SkillReply) and not reply.expects_answer
    assert [factory.pin(pin).state for pin in (17, 27)] == [0, 0]  # nothing was switched on a guess


def test_a_question_about_the_lights_is_answered_with_how_they_are(skills: LocalSkills) -> None:
    assert say(skills, "have we got any lamps lit") == "Right now the kitchen light is off and the hall light is off."
    say(skills, "turn on the hall light")
    assert say(skills, "have we got any lamps lit") == "Right now the kitchen light is off and the hall light is on."


def test_a_room_with_no_light_is_named(skills: LocalSkills) -> None:
    assert say(skills, "brighten up the conservatory") == (
        "I don't have a conservatory light. The lights I know are the kitchen and the hall.")


def test_with_no_lights_set_up_it_says_so(factory: MockFactory) -> None:
    bare = LocalSkills(tz=UTC, timers=None, lights=Lights({}, pin_factory=factory), volume=Volume())
    assert say(bare, "douse every light in the place") == (
        "I can't do that: no lights are set up yet. You can add them on the settings page.")


@pytest.mark.parametrize(("text", "reply"), [
    ("crank the heating up a bit", "I can't control the heating. I can only switch the lights set up in my settings."),
    ("pop the kettle on", "I can't control the kettle. I can only switch the lights set up in my settings."),
    ("is the garage door shut", "I can't check the garage door. I can only switch the lights set up in my settings."),
    ("get the blinds down", "I can't control the blinds. I can only switch the lights set up in my settings."),
    ("stick the telly on", "I can't play music, radio or videos yet."),
    ("ring my brother", "I can't make phone calls."),
])
def test_what_it_cannot_control_is_refused_in_one_true_sentence(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize(("text", "domain"), [
    ("go through the shopping list with me", "the list"), ("sort out the batteries on the list", "the list"),
    ("nix every alarm", "the alarms"), ("sort my reminders out", "the reminders"),
])
def test_skills_it_has_say_what_was_not_understood_and_what_to_say(skills: LocalSkills, text: str,
                                                                   domain: str) -> None:
    reply = say(skills, text)
    assert reply is not None and reply.startswith(f"Sorry, I didn't catch what to do with {domain}. You can say '")


def test_a_chance_command_nobody_read_says_what_can_be_said(skills: LocalSkills) -> None:
    assert say(skills, "give that coin a good going over") == (
        "Sorry, I didn't catch that. You can say 'roll a die', 'flip a coin' or 'pick a random number'.")


def test_dice_given_a_shake_are_rolled(skills: LocalSkills) -> None:
    # read since round 11 by the dice cue with its verb anywhere (skills/said_picks.py); it was "didn't catch that"
    reply = say(skills, "give them dice a good shake")
    assert reply is not None and re.fullmatch(r"You rolled a [1-6]\.", reply)


def test_a_command_after_its_reason_is_still_a_command(skills: LocalSkills) -> None:
    reply = say(skills, "bit of a headache so wake me in a bit")
    assert reply is not None and reply.startswith("Sorry, I didn't catch what to do with the alarms.")


def test_lists_not_set_up_are_said_plainly(factory: MockFactory) -> None:
    with local_skills(factory) as no_lists:
        assert say(no_lists, "go through the shopping list with me") == "Lists aren't set up on this device."


def test_weather_without_a_location_points_to_the_settings_page(skills: LocalSkills) -> None:
    assert say(skills, "do i need a brolly this afternoon") == NOT_CONFIGURED_REPLY


class Mixer:
    """Stands in for amixer (the sound card is hardware): one control at 40 %."""

    def __call__(self, args: Sequence[str]) -> subprocess.CompletedProcess[str]:
        if args[1] == "scontrols":
            return subprocess.CompletedProcess(args, 0, "Simple mixer control 'PCM',0\n", "")
        return subprocess.CompletedProcess(args, 0, "Mono: Playback [40%] [on]\n", "")


def test_volume_says_no_mixer_or_what_can_be_said(factory: MockFactory) -> None:
    with local_skills(factory, volume=Volume(which=lambda _: None)) as silent:
        assert say(silent, "knock the sound down a touch") == NO_MIXER_REPLY
    with local_skills(factory, volume=Volume(run=Mixer(), which=lambda _: "/usr/bin/amixer")) as loud:
        assert say(loud, "adjust the sound a touch") == (
            "Sorry, I didn't catch what to do with the volume. You can say 'volume up', 'volume down' or 'set the "
            "volume to 5'.")
        assert say(loud, "knock the sound down a touch") == "Volume down, now at 40 percent."  # read since round 23


@pytest.mark.parametrize("text", [
    # knowledge about the same things
    "who invented the light bulb", "how do timers work", "why is the sky blue", "how fast is the speed of light",
    "what does a thermostat do", "how does a smart lock work", "when was the alarm clock invented",
    "what is the loudest animal", "why does it rain", "how many minutes are in a day", "what is a shopping list",
    "how long should i boil an egg", "what makes thunder so loud", "is the moon a planet",
    "remind me what a leap year is", "who is on the pound coin", "how many sides does a dice have",
    # chit-chat on the same subjects
    "do you like music", "what's your favourite song", "can you sing", "i love the rain", "i had a long day",
    "tell me a joke about lamps", "the lights are off in the hall", "my mum used to turn the heating up",
    "thanks for turning the lights off", "cheers for sorting the heating", "please call me Jo from now on",
])
def test_questions_and_chat_on_the_same_subjects_are_not_taken_for_commands(skills: LocalSkills, text: str) -> None:
    assert command_shape(normalize(text), light_names=("kitchen", "hall")) is None
    reply = say(skills, text)  # the model answers (None), or a skill that understood it ("1 day is 1,440 minutes.")
    assert reply is None or not reply.startswith(("Sorry, I didn't catch", "I can't control", "I can't play"))


def test_what_the_rules_understand_is_untouched(skills: LocalSkills, factory: MockFactory) -> None:
    assert say(skills, "turn on the kitchen light") == "Okay, the kitchen light is on."
    assert factory.pin(17).state == 1


def test_shapes_are_pure_decisions() -> None:
    assert command_shape("kill every lamp", light_names=("kitchen",)) == Shape(Domain.LIGHTS)
    assert command_shape("is the back door locked") == Shape(Domain.DEVICE, question=True, thing="door")
    assert command_shape("who invented the thermostat") is None
    assert honest_reply(Shape(Domain.LIGHTS), light_names=("porch",)) == (
        "Sorry, I didn't catch what to do with the lights. You can say 'turn off the porch light' or 'turn on all "
        "the lights'. The only light I know is the porch.")


def test_a_model_with_tools_gets_the_commands_no_rule_read(skills: LocalSkills) -> None:
    skills.model_uses_tools = True  # a cloud model that sets timers and switches lights through tools
    assert say(skills, "douse every light in the place") is None
