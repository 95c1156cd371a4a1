"""A question about a light's state never switches it (holdout23: "kitchen light, is it still going or did it go
off" switched the kitchen light off): the light named first and the question after it, a question in a later clause,
either way asked. Generated from topics, question clauses and speakers; every light's level is checked after each
question, the light on and the light off."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore
from skill_helpers import LIGHTS, local_skills, say

from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills

TOPICS = ["kitchen light", "the kitchen light", "kitchen light,", "um the kitchen lamp", "my kitchen light"]
CLAUSES = [
    "is it still going or did it go off", "did it go off", "has it gone off", "is it on or off", "did it go out",
    "is it still on", "are they still on or are they off", "has it gone out yet", "is it off now",
    "was it left on", "is that on",
]
LATER = [
    "kitchen lights still going or are they off", "kitchen light still on or has it gone off",
    "the kitchen one still going or is it off", "kitchen light on or is it off",
]
QUESTIONS = [f"{t} {c}" for t, c in itertools.product(TOPICS, CLAUSES)] + LATER


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as s:
        yield s


@pytest.mark.parametrize("start", ["set the kitchen light to 40 percent", "turn the kitchen light off"])
@pytest.mark.parametrize("text", QUESTIONS)
def test_a_question_about_the_light_switches_nothing(skills: LocalSkills, start: str, text: str) -> None:
    say(skills, start)
    before = skills.lights.level("kitchen"), skills.lights.level("living room")
    reply = say(skills, text, 1)
    assert (skills.lights.level("kitchen"), skills.lights.level("living room")) == before, f"{text!r} -> {reply!r}"
    assert reply is None or not re.search(r"^Okay|turned|switched", reply), f"{text!r} -> {reply!r}"


@pytest.mark.parametrize(("text", "answer"), [
    ("kitchen light, is it still going or did it go off", r"^Yes, the kitchen light is on at 40 percent"),
    ("kitchen light did it go out", r"^No, the kitchen light is on"),
    ("living room light has it gone off", r"^Yes, the living room light is off"),
    ("living room lamp is it still on", r"^No, the living room light is off"),
])
def test_the_state_asked_is_answered(skills: LocalSkills, text: str, answer: str) -> None:
    say(skills, "set the kitchen light to 40 percent")
    assert re.search(answer, say(skills, text, 1) or "")


@pytest.mark.parametrize("text", ["kitchen light, off please", "kitchen light off, it's too bright",
                                  "the kitchen light can go off now"])
def test_a_light_named_first_is_still_switched(skills: LocalSkills, text: str) -> None:
    say(skills, "set the kitchen light to 40 percent")
    say(skills, text, 1)
    assert skills.lights.level("kitchen") == 0.0
