"""Indirect questions put back as direct ones (agent/indirect.py)."""

from __future__ import annotations

import pytest

from gpt_home.agent.indirect import direct
from gpt_home.agent.intents import normalize


@pytest.mark.parametrize(("said", "asked"), [
    ("could you tell me what day it is", "what day is it"),
    ("do you know what the date is today", "what is the date today"),
    ("any idea how many days it is till new year", "how many days is it till new year"),
    ("I was just wondering what time it is over in sydney", "what time is it over in sydney"),
    ("tell me what nine times seven is", "what is nine times seven"),
    ("do you happen to know if it is going to snow", "is it going to snow"),
    ("could you check whether the hall light is on", "is the hall light on"),
    ("can you tell me how to spell rhythm", "how do you spell rhythm"),
    ("I wonder what the weather will be like on saturday", "what will the weather be like on saturday"),
    ("have you got any idea if I need an umbrella", "do i need an umbrella"),
])
def test_the_direct_question_comes_first(said: str, asked: str) -> None:
    assert direct(normalize(said))[0] == asked


def test_a_question_already_direct_inside_the_head_is_offered_as_it_stands() -> None:
    assert direct("do you know how many sleeps are left until christmas") == [
        "how many sleeps are left until christmas"]


@pytest.mark.parametrize("text", ["tell me a joke", "i wonder", "do you know", "could you tell me", "what time is it",
                                  "if it rains", "set a timer for five minutes"])
def test_no_indirect_question_no_reading(text: str) -> None:
    assert direct(normalize(text)) == []
