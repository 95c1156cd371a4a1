"""Small talk without a model: recognised by the real templates, answered with short true lines."""

from __future__ import annotations

import random

import pytest

from gpt_home.agent.intents import normalize
from gpt_home.agent.recognizer import default_recognizer
from gpt_home.skills.smalltalk import JOKES, small_talk


def reply_to(text: str, seed: int = 1) -> str | None:
    found = default_recognizer().recognize(normalize(text))
    if found is None or found.intent != "GptSmallTalk":
        return None
    return small_talk(str(found.slots["topic"]), random.Random(seed), str(found.slots.get("greeting", "")))


@pytest.mark.parametrize(
    ("text", "reply"),
    [
        ("hello", "Hello! What can I do for you?"),
        ("Good morning!", "Good morning! What can I do for you?"),
        ("good evening computer", "Good evening! What can I do for you?"),
        ("thank you", "You're welcome."),
        ("thanks a lot for your help", "You're welcome."),
        ("how are you doing today?", "All good here, thanks for asking. What can I do for you?"),
        ("good night", "Good night. Sleep well!"),
        ("you're funny", "Thank you, that's kind of you!"),
        ("nice to meet you", "Nice to meet you too! Ask me anything, or say what can you do."),
        ("bye", "Goodbye! Just say the wake word when you need me."),
    ],
)
def test_lines(text: str, reply: str) -> None:
    assert reply_to(text) == reply


def test_a_joke_is_one_of_ours_and_the_seed_picks_it() -> None:
    first = reply_to("tell me a joke", seed=3)
    assert first in JOKES and first == reply_to("tell me a joke", seed=3)
    assert {reply_to("tell me a joke", seed=s) for s in range(20)} - {None} <= set(JOKES)
    assert len({reply_to("tell me a joke", seed=s) for s in range(20)}) > 1


@pytest.mark.parametrize(
    "text",
    ["hello can you set a timer", "thank you for the music is a song", "how are you going to do that",
     "tell me a joke about cats", "what is up with the lights", "good morning vietnam is a film"],
)
def test_not_small_talk(text: str) -> None:
    assert reply_to(text) is None


def test_unknown_topic() -> None:
    assert small_talk("weather", random.Random(1)) is None
