"""Holdout23's timer lengths: "hour and a half on a timer" (the "an" left unsaid) is read as 90 minutes, never asked
for again; the answer to "For how long?" is taken with a judgement said after it ("nine minutes should do it", "20
minutes will be plenty i reckon"), and an answer that doubts or refuses the length sets nothing. Generated over
lengths, frames and speakers, through the real rules and skills."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from datetime import timedelta

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore
from skill_helpers import LIGHTS, local_skills, say

from gpt_home.agent.timeparse import parse_duration
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills

BARE = [("hour and a half", 5400), ("hour and a quarter", 4500), ("minute and a half", 90)]
SPOKEN = {5400: "1 hour and 30 minutes", 4500: "1 hour and 15 minutes", 90: "1 minute and 30 seconds"}
FRAMES = ["{} on a timer please the dough is proving", "set a timer for {}", "um can you do me a timer for {}",
          "timer {} please"]
ENOUGH = ["should do it", "will be plenty i reckon", "should be enough", "i think", "sounds about right",
          "will do the trick"]
LENGTHS = [("nine minutes", r"9 minutes"), ("20 minutes", r"20 minutes"), ("half an hour", r"30 minutes")]
ASKS = ["can you time something for me", "set a timer"]


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as s:
        yield s


@pytest.mark.parametrize(("said", "seconds"), BARE)
def test_a_length_without_its_article_is_read(said: str, seconds: int) -> None:
    assert parse_duration(said) == timedelta(seconds=seconds)


@pytest.mark.parametrize(("frame", "length"), list(itertools.product(FRAMES, BARE)))
def test_a_timer_said_with_a_bare_hour_and_a_half_is_set(skills: LocalSkills, frame: str,
                                                         length: tuple[str, int]) -> None:
    reply = say(skills, frame.format(length[0])) or ""
    assert reply.startswith(f"Okay, timer set for {SPOKEN[length[1]]}"), reply
    assert skills.timers is not None and len(skills.timers.list("anna")) == 1


@pytest.mark.parametrize(("ask", "length", "enough"), list(itertools.product(ASKS, LENGTHS, ENOUGH)))
def test_an_answer_with_a_judgement_after_it_sets_the_timer(skills: LocalSkills, ask: str, length: tuple[str, str],
                                                            enough: str) -> None:
    assert "how long" in (say(skills, ask) or "").lower()
    reply = say(skills, f"{length[0]} {enough}", 3) or ""
    assert re.search(rf"^Okay, timer set for {length[1]}", reply), reply


@pytest.mark.parametrize("doubt", ["i dont think nine minutes will be enough", "nine minutes wont be enough",
                                   "not sure, nine minutes might do it", "nine minutes would never be enough"])
def test_an_answer_that_doubts_the_length_sets_nothing(skills: LocalSkills, doubt: str) -> None:
    say(skills, "can you time something for me")
    say(skills, doubt, 3)
    assert skills.timers is not None and not skills.timers.list("anna")
