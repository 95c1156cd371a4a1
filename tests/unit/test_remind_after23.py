"""Holdout23's reminders said with the task first and "remind me" after it: the time, the need, then "remind me"
("at 3 this afternoon i need to phone the bank, remind me"); the thing needing doing, then "remind me" and the time
("the dry cleaning needs collecting, remind me wednesday at 4 pm"); an age said first ("i'm 84 and i forget my eye
drops, remind me at 9 tonight"); a reminder needed for something not yet said ("i'll need reminding about something
this afternoon": what, asked). Generated over tasks, times and speakers, with must-nots (negated, reported, past,
asked), through the real rules and skills."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from datetime import UTC, datetime

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore
from skill_helpers import LIGHTS, local_skills, say

from gpt_home.agent.intent_types import TimerKind
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills
from gpt_home.skills.remind_after import remind_after

NOW = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)
TASKS = [("phone the bank", "bank"), ("ring the vet", "vet"), ("take the bins out", "bins")]
TIMES = [("at 3 this afternoon", "3 pm"), ("tomorrow at 8", "8 am tomorrow"), ("at 9 tonight", "9 pm")]
NEEDS = ["i need to", "i have to", "ive got to", "um i must"]
LEADS = ["", "um ", "im 84 and ", "so "]


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as s:
        yield s


def _reminders(skills: LocalSkills) -> list[str]:
    assert skills.timers is not None
    return [t.label for t in skills.timers.list("anna", kind=TimerKind.REMINDER)]


@pytest.mark.parametrize(("time", "need", "task"), list(itertools.product(TIMES, NEEDS, TASKS)))
def test_the_time_the_need_then_remind_me(skills: LocalSkills, time: tuple[str, str], need: str,
                                          task: tuple[str, str]) -> None:
    reply = say(skills, f"{time[0]} {need} {task[0]}, remind me") or ""
    assert re.search(rf"remind you to {task[0]} at {time[1]}", reply), reply


@pytest.mark.parametrize(("lead", "clause", "time", "word"), [
    (lead, clause, time, word) for lead, (clause, word), time in itertools.product(LEADS, [
        ("the dry cleaning needs collecting", "dry cleaning"), ("i forget my eye drops", "eye drops"),
        ("i always forget to water the plants", "water the plants"), ("i need to ring the vet", "ring the vet"),
        ("the car needs its mot", "car")], TIMES)])
def test_the_task_then_remind_me_and_the_time(skills: LocalSkills, lead: str, clause: str,
                                              time: tuple[str, str], word: str) -> None:
    reply = say(skills, f"{lead}{clause}, remind me {time[0]}") or ""
    assert re.search(rf"remind you .*{word}.* at {time[1]}", reply), reply
    assert "remind you at" not in reply and "remind me" not in reply.lower()


@pytest.mark.parametrize("text", [
    "i didnt need to phone the bank, you reminded me at 3", "she forgets her eye drops, remind me at 9 tonight",
    "did i need to phone the bank, remind me", "i never forget my eye drops, remind me at 9 tonight",
    "at 3 this afternoon i had to phone the bank, remind me", "if the dry cleaning needs collecting remind me at 4",
    "my husband said i need to phone the bank remind me at 3", "the weekend, remind me",
])
def test_what_is_no_reminder_of_ones_own_sets_none(skills: LocalSkills, text: str) -> None:
    say(skills, text)
    assert not _reminders(skills)


@pytest.mark.parametrize("text", ["i'll need reminding about something this afternoon",
                                  "we'll need reminding of something tomorrow", "ill need reminding about something",
                                  "i will need reminding about something tonight please"])
def test_a_reminder_for_something_unsaid_asks_what(skills: LocalSkills, text: str) -> None:
    assert re.search(r"What should I remind you about|When should I remind you", say(skills, text) or "")
    assert not _reminders(skills)


def test_the_reading_is_in_the_rules_words() -> None:
    assert remind_after("at 3 this afternoon i need to phone the bank remind me", NOW) == [
        "remind me to phone the bank at 3 this afternoon"]
    assert remind_after("im 84 and i forget my eye drops remind me at 9 tonight", NOW) == [
        "remind me about my eye drops at 9 tonight"]
