"""Holdout23: an alarm's day said first, the need and its clock after, the ask last ("tomorrow morning i need to be up
at 6:15, set an alarm"): the alarm is set for that clock on that day, never asked for its time again, never put on
another day. Generated over days, needs, clocks and asks, with must-nots (negated, asked), through the real rules and
skills."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore
from skill_helpers import LIGHTS, local_skills, say

from gpt_home.agent.intent_types import TimerKind
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills

DAYS = [("tomorrow morning", "tomorrow"), ("tomorrow", "tomorrow"), ("on thursday", "on Thursday"),
        ("saturday", "on Saturday")]
NEEDS = ["i need to be up", "i have to be up", "i need to get up"]
CLOCKS = [("6:15", "6:15 am"), ("7", "7 am"), ("5:30", "5:30 am")]
ASKS = [", set an alarm", " set an alarm please", " so set an alarm"]


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as s:
        yield s


@pytest.mark.parametrize(("day", "need", "clock", "ask"), list(itertools.product(DAYS, NEEDS, CLOCKS, ASKS)))
def test_the_day_first_the_clock_after(skills: LocalSkills, day: tuple[str, str], need: str, clock: tuple[str, str],
                                       ask: str) -> None:
    reply = say(skills, f"{day[0]} {need} at {clock[0]}{ask}") or ""
    assert re.search(rf"^Okay, alarm set for {clock[1]} {day[1]}\.", reply), reply


@pytest.mark.parametrize("text", ["tomorrow i dont need to be up at 6 so no alarm",
                                  "tomorrow morning i needed to be up at 6:15 and the alarm didnt go off",
                                  "saturday i need to be up at 9 did you set an alarm",
                                  "tomorrow morning i need to be up at 6:15 but cancel the alarm"])
def test_what_asks_for_no_new_alarm_sets_none(skills: LocalSkills, text: str) -> None:
    say(skills, text)
    assert skills.timers is not None and not skills.timers.list("anna", kind=TimerKind.ALARM)
