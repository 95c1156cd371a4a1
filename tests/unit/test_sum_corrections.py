"""A correction in the breath of a sum: the last operand said counts ("84 shared by 4, hang on, shared by 7" is 12;
"whats 84 divided by 4 no wait 7" is 84 divided by 7, never 84 divided by 4 nor a bare 7). Generated: operators x
correction markers x the correction said whole or as the bare number, through the real local skills; must-nots."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.agent.self_correction import corrected
from gpt_home.skills.local import LocalSkills
from tests.skill_helpers import local_skills, say

OPERATORS = {"shared by": 12, "divided by": 12, "times": 588, "plus": 91, "split between": 12, "minus": 77}
MARKERS = ["hang on", "no wait", "sorry", "i mean", "actually", "hold on", "oops", "scratch that"]


@pytest.fixture(scope="module")
def skills() -> Iterator[LocalSkills]:
    with local_skills(MockFactory()) as built:
        yield built


def test_the_generated_correction_suite(skills: LocalSkills) -> None:
    suite = [(text, value) for operator, value in OPERATORS.items() for marker in MARKERS
             for text in (f"84 {operator} 4, {marker}, {operator} 7", f"what's 84 {operator} 4 {marker} 7")]
    wrong = [(text, reply) for text, value in suite if not str(reply := say(skills, text)).endswith(f" is {value}.")]
    assert wrong == []


@pytest.mark.parametrize(("text", "said"), [
    ("whats 84 divided by 4 no wait 7", "whats 84 divided by 7"),
    ("84 shared by 4 hang on shared by 7", "84 shared by 7"),
    ("84 shared by 4 no by 7", "84 shared by 7"),
    ("20 percent of 50 no wait 60", "20 percent of 60"),
    ("set a timer for five minutes no wait ten", "set a timer for ten minutes"),
    ("what is 10 plus 5 no wait 10 plus 6", "what is 10 plus 6"),
])
def test_the_corrected_wording(text: str, said: str) -> None:
    assert corrected(text) == said


def test_a_sum_shared_by(skills: LocalSkills) -> None:
    assert say(skills, "84 shared by 4") == "84 shared by 4 is 21."
    assert say(skills, "a flat shared by 4 people") is None
    assert corrected("turn on the light and make that brighter") is None
