"""Round 24 (timerems): a time said with a need and no order ("um at 1 o'clock the washing needs hanging out") is a
reminder OFFERED, never set unasked and never the clock; a need said with its time and a nudge or a shout after it
("eleven o'clock, the car park ticket runs out, give me a nudge") is a reminder set. Generated over leads, times,
things, needs and speakers, with must-nots (past, negated, reported, someone else's, a condition) that set nothing
and never say the time, through the real rules and skills."""

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
from gpt_home.skills.need_offers import offer

LEADS = ["", "um ", "so er ", "right ", "ok "]
TIMES = [("at 1 o'clock", "1 pm"), ("at 8 tonight", "8 pm"), ("tomorrow at 9", "9 am tomorrow"),
         ("at half past four", "4:30 pm"), ("in an hour", "11:25 am")]
NEEDS = ["the washing needs hanging out", "the cat needs feeding", "my car has to be moved",
         "our bins need taking out", "the library books are due back"]
ASKS = ["give me a nudge", "give me a shout", "remind me"]
NOT_NOW = ["{time} the washing needed hanging out", "{time} the cat doesnt need feeding",
           "she said {time} the cat needs feeding", "yesterday {time} the bins needed taking out",
           "if {time} the washing needs hanging out ill do it", "{time} the cat needs feeding but i already did it",
           "{time} his car has to be moved", "{time} the washing needs hanging out she says"]


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as s:
        yield s


def _reminders(skills: LocalSkills) -> list[str]:
    assert skills.timers is not None
    return [t.label for t in skills.timers.list("anna", kind=TimerKind.REMINDER)]


@pytest.mark.parametrize(("lead", "time", "need"), list(itertools.product(LEADS, TIMES, NEEDS))[::3])
def test_a_time_and_a_need_is_offered_then_yes_sets_it(skills: LocalSkills, lead: str, time: tuple[str, str],
                                                       need: str) -> None:
    reply = say(skills, f"{lead}{time[0]} {need}") or ""
    assert reply.startswith("Shall I remind you") and need.split()[-1] in reply, reply
    assert not re.search(r"\bIt's \d", reply) and _reminders(skills) == []  # never the clock, nothing set yet
    done = say(skills, "yes", 10) or ""
    assert time[1] in done and len(_reminders(skills)) == 1, done


def test_anything_but_yes_drops_the_offer(skills: LocalSkills) -> None:
    assert (say(skills, "at 8 tonight the cat needs feeding") or "").startswith("Shall I")
    say(skills, "no thanks", 10)
    assert _reminders(skills) == []


@pytest.mark.parametrize(("frame", "time"), list(itertools.product(NOT_NOW, TIMES[:3])))
def test_a_need_not_the_speakers_now_is_neither_offered_nor_set(skills: LocalSkills, frame: str,
                                                                time: tuple[str, str]) -> None:
    reply = say(skills, frame.format(time=time[0])) or ""
    assert not reply.startswith("Shall I remind") and not re.search(r"\bIt's \d", reply), reply
    say(skills, "yes", 10)
    assert _reminders(skills) == []


@pytest.mark.parametrize(("time", "need", "ask"), list(itertools.product(TIMES[:4], NEEDS[:4], ASKS)))
def test_a_need_then_a_nudge_sets_the_reminder(skills: LocalSkills, time: tuple[str, str], need: str,
                                               ask: str) -> None:
    reply = say(skills, f"{time[0]}, {need}. {ask.capitalize()}.") or ""
    assert reply.startswith("Okay, I'll remind you") and time[1] in reply, reply
    assert len(_reminders(skills)) == 1


def test_the_offer_reads_only_a_time_first_and_a_present_need() -> None:
    assert offer("at 8 tonight the cat needs feeding") is not None
    assert offer("the cat needs feeding") is None  # no time: nothing to remind at
    assert offer("at 8 tonight the cat needed feeding") is None
    assert offer("what time does the cat need feeding") is None


LEARNER = ["{time} you remind me {thing}", "please {time} you remind me {thing}", "{time} remind me {thing}",
           "{time} you remind me {thing} please"]
THINGS = [("the medicine", "the medicine"), ("my tablets", "your tablets"), ("the bins", "the bins")]


@pytest.mark.parametrize(("frame", "time", "thing"), list(itertools.product(LEARNER, TIMES[:4], THINGS)))
def test_a_learners_you_remind_me_the_thing_sets_it(skills: LocalSkills, frame: str, time: tuple[str, str],
                                                    thing: tuple[str, str]) -> None:
    reply = say(skills, frame.format(time=time[0], thing=thing[0])) or ""
    assert reply == f"Okay, I'll remind you about {thing[1]} at {time[1]}." or (
        reply.startswith(f"Okay, I'll remind you about {thing[1]}") and time[1].split()[0] in reply), reply


@pytest.mark.parametrize("sentence", ["you remind me of my mum", "at 5 you remind me of my dad",
                                      "remind me tomorrow the 5th", "you remind me so much of her"])
def test_you_remind_me_of_someone_sets_nothing(skills: LocalSkills, sentence: str) -> None:
    say(skills, sentence)
    say(skills, "yes", 10)
    assert _reminders(skills) == []
