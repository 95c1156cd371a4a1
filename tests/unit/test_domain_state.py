"""skills/domain_state.py through the real rules and in-memory stores: a domain's state said by the readers that
already say it, only when nothing else answered, and never a crash when the store is down."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore
from skill_helpers import NOW, local_skills, say

from gpt_home.agent.intent_types import TimerKind
from gpt_home.errors import StoreError
from gpt_home.skills.domain_state import clock_state
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lists=ListSkill(InMemoryStore())) as built:
        yield built


def test_the_clock_is_said_with_the_date_and_year() -> None:
    from datetime import UTC

    assert clock_state(NOW, UTC) == "It's 10:25 am on Tuesday, December 1, 2026."


def test_empty_domains_say_so(skills: LocalSkills) -> None:
    assert say(skills, "hows my to do list looking love") == "Your to-do list is empty."
    assert say(skills, "um rattle off my alarms please") == "You have no alarms set."
    assert say(skills, "how are my timers doing") == "You have no timers set."


def test_one_named_timer_of_two_is_said(skills: LocalSkills) -> None:
    assert skills.timers is not None
    skills.timers.set("anna", TimerKind.TIMER, NOW + timedelta(minutes=4), label="pasta", now=NOW)
    skills.timers.set("anna", TimerKind.TIMER, NOW + timedelta(minutes=9), label="rice", now=NOW)
    assert say(skills, "hey hows the pasta getting on") == "The pasta timer has 4 minutes left."
    assert say(skills, "whats happening with the timers love") == (
        "You have 2 timers: the pasta timer with 4 minutes left and the rice timer with 9 minutes left.")


def test_a_store_outage_while_naming_timers_is_no_crash(skills: LocalSkills) -> None:
    assert skills.timers is not None

    def down(*args: object, **kwargs: object) -> list[object]:
        raise StoreError("database down")

    skills.timers.list = down  # type: ignore[method-assign]
    assert say(skills, "ok so todays full date with the year love") == "Today is Tuesday, December 1, 2026."
