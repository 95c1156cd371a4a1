"""The speaker says the assistant made them laugh ("ha you made me laugh there"): a warm line, never "I'm not sure";
someone else who made them laugh, a question or a denial is not this (must-nots). Generated: openers x sayings x
endings, written before the family was added."""

from __future__ import annotations

import itertools

import pytest
from gpiozero.pins.mock import MockFactory

from tests.skill_helpers import local_skills, say

LAUGH_LINE = "Glad that made you smile!"
OPENERS = ("", "ha ", "haha ", "oh ", "aww ")
SAYINGS = ("you made me laugh", "you really made me chuckle", "you've made me smile", "that made me laugh",
           "you crack me up", "you're such a hoot")
ENDINGS = ("", " there", " again", " mate", " thank you")
NOT_THIS = ("my brother made me laugh", "did that make you laugh", "you didn't make me laugh", "you made me late",
            "you made me laugh at my own expense and i hated it", "the film made me laugh", "make me laugh")


@pytest.mark.parametrize("text", [o + s + e for o, s, e in itertools.product(OPENERS, SAYINGS, ENDINGS)])
def test_a_laugh_gets_a_warm_line(factory: MockFactory, text: str) -> None:
    with local_skills(factory) as skills:
        assert say(skills, text) == LAUGH_LINE, text


@pytest.mark.parametrize("text", NOT_THIS)
def test_not_a_laugh_at_the_assistant(factory: MockFactory, text: str) -> None:
    with local_skills(factory) as skills:
        assert say(skills, text) != LAUGH_LINE, text
