"""Round 22's talk kinds, each a short kind local reply, never the model: the voice's size said in a learner's English
("please, your voice, too small, make it more": the volume up), a moan about the weather ("ugh i hate this cold
weather": no forecast, no invented weather), a joke asked about something with "got" ("got any jokes about dogs"), a
learner saying where they come from before asking to be understood ("i come from brazil, i am learning english, you
understand me?"). Generated cases, a never-tuned list written before the readers changed, and must-nots."""

from __future__ import annotations

import itertools

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.agent.volume_slots import compose
from gpt_home.agent.weather_claims import states_weather
from tests.skill_helpers import NO_LOCATION, NO_MIXER, local_skills, say

# --- the voice's size -------------------------------------------------------------------------------------------
LEADS = ("", "please, ", "sorry ", "um ")
VOICES = ("your voice", "you voice", "the voice", "your sound", "the sound")
SMALL = ("too small", "is too small", "very small", "too little", "too low", "so weak", "is too soft")
BIG = ("too big", "is too big", "very big", "too strong", "is too high")
MORE = ("", ", make it more", " make it bigger", ", more please", " make it more big", ", please make more")
LESS = ("", ", make it less", " make it smaller", ", less please", " make it more small")
UP = sorted({f"{lead}{v} {s}{m}" for lead, v, s, m in itertools.product(LEADS, VOICES, SMALL, MORE)}
            | {f"{lead}make {v} {w}" for lead, v, w in itertools.product(LEADS, VOICES, ("more big", "bigger",
                                                                                     "more strong", "stronger"))})
DOWN = sorted({f"{lead}{v} {s}{m}" for lead, v, s, m in itertools.product(LEADS, VOICES, BIG, LESS)})
VOICE_NEVER_TUNED_UP = ("your voice is very small i cannot hear", "please the voice more big",
                        "you voice too small please more", "make the sound more big please",
                        "excuse me your voice little, more please")
VOICE_NEVER_TUNED_DOWN = ("your voice too big please less", "the sound is too strong make it small")
VOICE_MUST_NOT = ("your voice is lovely", "your voice is small", "the voice is big", "your voice is strong", "my voice is too small", "the voice on the radio is too small",
                  "your voice too small make it less", "your voice too big make it more", "is your voice too small",
                  "the kitchen light is too small make it more", "my daughters voice is too big")


@pytest.mark.parametrize("text", UP + list(VOICE_NEVER_TUNED_UP))
def test_voice_small_turns_it_up(text: str) -> None:
    assert compose(_norm(text)) == "turn the volume up", text


@pytest.mark.parametrize("text", DOWN + list(VOICE_NEVER_TUNED_DOWN))
def test_voice_big_turns_it_down(text: str) -> None:
    assert compose(_norm(text)) == "turn the volume down", text


@pytest.mark.parametrize("text", VOICE_MUST_NOT)
def test_voice_must_nots(text: str) -> None:
    assert compose(_norm(text)) is None, text


def _norm(text: str) -> str:
    from gpt_home.agent.intents import normalize
    return normalize(text)


# --- talk ---------------------------------------------------------------------------------------------------------
MOAN_LEADS = ("", "ugh ", "oh ", "honestly ", "brr ")
MOANS = ("i hate this cold weather", "i hate the cold", "im sick of this rain", "i am fed up with this wind",
         "i cant stand this weather", "i really hate the snow", "we are fed up with the rain", "i hate this heat",
         "this weather is getting me down", "this rain is horrible", "the cold is getting me down", "i hate the rain")
# (round 22: "i hate the rain" left talk_phrasings' NOT_TALK: a moan about the weather now gets the weather line,
# never the anger family's, never the model)
MOAN_NEVER_TUNED = ("ugh this drizzle is doing my head in", "i really cant stand this miserable weather",
                    "honestly im so fed up of the wet", "i detest this cold weather", "this heat is too much for me",
                    "brr i hate the frost")
MOAN_MUST_NOT = ("i hate this cold", "do you hate the cold", "i hate the weather app", "will the rain stop soon",
                 "i hate this cold weather will it be warmer tomorrow", "is this rain going to stop")
JOKE_OPEN = ("got any jokes about", "have you got any jokes about", "you got a joke about", "do you have any jokes about",
             "have you got a joke about", "any jokes about")
JOKE_ON = ("dogs", "cats", "school", "the weather", "teachers")
JOKE_NEVER_TUNED = ("ya got any jokes about horses", "you have a joke about bears", "got a funny joke about cows",
                    "any good jokes about eggs please")
LEARNER = ("i come from brazil, i am learning english, you understand me?",
           "i am from poland i am learning english do you understand me",
           "we come from syria we are learning english", "i come from china, you understand my english?")
LEARNER_NEVER_TUNED = ("hello i come from peru i learn english you understand",
                       "i am from vietnam, my english is not good, you understand me")


@pytest.mark.parametrize("text", [lead + m for lead, m in itertools.product(MOAN_LEADS, MOANS)]
                         + list(MOAN_NEVER_TUNED))
def test_a_weather_moan_gets_a_kind_line(factory: MockFactory, text: str) -> None:
    with local_skills(factory) as skills:
        reply = say(skills, text)
    assert reply and reply != NO_LOCATION and not states_weather(reply), (text, reply)


@pytest.mark.parametrize("text", MOAN_MUST_NOT)
def test_not_a_weather_moan(factory: MockFactory, text: str) -> None:
    with local_skills(factory) as skills:
        reply = say(skills, text) or ""
    assert "here's hoping" not in reply.lower(), (text, reply)


@pytest.mark.parametrize("text", [f"{o} {s}" for o, s in itertools.product(JOKE_OPEN, JOKE_ON)]
                         + list(JOKE_NEVER_TUNED))
def test_a_joke_about_something(factory: MockFactory, text: str) -> None:
    with local_skills(factory) as skills:
        reply = say(skills, text)
    assert reply and "?" in reply, (text, reply)


@pytest.mark.parametrize("text", LEARNER + LEARNER_NEVER_TUNED)
def test_a_learner_is_understood(factory: MockFactory, text: str) -> None:
    with local_skills(factory) as skills:
        reply = say(skills, text)
    assert reply and "understood you" in reply, (text, reply)


def test_the_voice_line_is_heard(factory: MockFactory) -> None:
    with local_skills(factory) as skills:
        assert say(skills, "please, your voice, too small, make it more") == NO_MIXER
