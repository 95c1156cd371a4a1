"""Round 24 (timerems): an alarm cancelled by the part of the day it rings in ("get rid of the afternoon alarm",
"cancel the morning alarm", "scrap tomorrow mornings alarm"): the one set then is cancelled, several are asked about,
none is said plainly (never "I couldn't find an afternoon alarm" while two ring this afternoon). Generated over verbs,
parts and alarm sets, through the real rules and skills."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from skill_helpers import local_skills, say

from gpt_home.agent.intent_types import TimerKind
from gpt_home.skills.local import LocalSkills

VERBS = ["cancel", "get rid of", "scrap", "delete", "um turn off"]
# (alarms set, the part said, the alarms left after: None when asked which)
CASES = [
    (["set an alarm for 2:35 pm", "wake me up at 6:45 tomorrow"], "the afternoon alarm", ["6:45"]),
    (["set an alarm for 2:35 pm", "wake me up at 6:45 tomorrow"], "the morning alarm", ["14:35"]),
    (["set an alarm for 2:35 pm", "set an alarm for 4 pm"], "the afternoon alarm", None),
    (["set an alarm for 9 pm", "wake me up at 6:45 tomorrow"], "the evening alarm", ["6:45"]),
    (["set an alarm for 2:35 pm", "wake me up at 6:45 tomorrow"], "tomorrow mornings alarm", ["14:35"]),
]


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory) as s:
        yield s


def _left(skills: LocalSkills) -> list[str]:
    assert skills.timers is not None
    return [f"{t.due.hour}:{t.due.minute:02d}" for t in skills.timers.list("anna", kind=TimerKind.ALARM)]


@pytest.mark.parametrize(("verb", "case"), list(itertools.product(VERBS, CASES)))
def test_an_alarm_cancelled_by_its_part_of_the_day(skills: LocalSkills, verb: str,
                                                   case: tuple[list[str], str, list[str] | None]) -> None:
    setup, said, left = case
    for t, line in enumerate(setup):
        say(skills, line, t)
    reply = say(skills, f"{verb} {said}", 20) or ""
    if left is None:
        assert "Which one" in reply and len(_left(skills)) == len(setup), reply
    else:
        assert _left(skills) == left and reply.startswith("Okay, I cancelled"), reply


def test_no_alarm_in_that_part_is_said_and_nothing_cancelled(skills: LocalSkills) -> None:
    say(skills, "set an alarm for 2:35 pm")
    reply = say(skills, "cancel the evening alarm", 20) or ""
    assert "don't have" in reply and len(_left(skills)) == 1, reply
