"""A day past its month's end asked about in any shape is said not to exist, never answered as today (round 23,
second wave; none of these sentences is in a benchmark set). Through the real skills and a pinned clock."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore

from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills
from gpt_home.skills.missing_dates import reply
from tests.skill_helpers import local_skills, say


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights={"kitchen": 17}, lists=ListSkill(InMemoryStore())) as built:
        yield built


@pytest.mark.parametrize(("text", "month", "days"), [
    ("my birthday is on the 31st of april which day of the week is it", "April", "30"),
    ("the thirty first of june, which weekday is it", "June", "30"),
    ("grandpa asks what day the 31st of september falls on", "September", "30"),
    ("how many sleeps till the 30th of february", "February", "28 or 29"),
    ("november 31 this year is that a sunday", "November", "30"),
    ("31st november which day of the week will it be please", "November", "30"),
])
def test_a_day_that_does_not_exist_is_said_so(skills: LocalSkills, text: str, month: str, days: str) -> None:
    said = say(skills, text)
    assert said.startswith(f"{month} ") and "doesn't exist" in said and f"only has {days} days" in said
    assert "Today is" not in said


@pytest.mark.parametrize("text", [
    "which weekday is it", "the 30th of november which weekday is it", "the 31st of december is that a friday",
    "add 31 june bugs to the shopping list", "set a reminder for the 31st of april to call mum",
    "the 31st of november",  # nothing asked
])
def test_no_reading_for_a_real_day_a_command_or_no_question(text: str) -> None:
    assert reply(text) is None


def test_a_real_day_after_it_is_still_answered(skills: LocalSkills) -> None:
    assert "doesn't exist" not in say(skills, "the 30th of november this year, which weekday is it")
    assert say(skills, "which weekday is it").startswith("Today is Tuesday")
