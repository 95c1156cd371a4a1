"""Day or night somewhere: a place not known gets the honest reply, never a guess; a choice of two parts of the day
gets the part of the day there (round 23, second wave; none of these sentences is in a benchmark set)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore

from gpt_home.skills.day_or_night_there import reply
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.made_up_places import no_such_place
from gpt_home.skills.local import LocalSkills
from tests.skill_helpers import local_skills, say

NOW = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights={"kitchen": 17}, lists=ListSkill(InMemoryStore())) as built:
        yield built


@pytest.mark.parametrize(("text", "place"), [
    ("is it night or day in neverland right now", "Neverland"), ("um is it morning over in lilliput", "Lilliput"),
    ("in oz is it day or night", "Oz"), ("is it still dark in gotham city at the moment", "Gotham City"),
])
def test_a_place_not_known_is_said_so(skills: LocalSkills, text: str, place: str) -> None:
    # a place from a story is said to be one (round 27, talk31); bare "oz" may be Australia: not known
    assert say(skills, text) == (no_such_place(place) or f"I don't know the time zone of {place}. Try a large city nearby.")


@pytest.mark.parametrize(("text", "said"), [
    ("is it day or night in tokyo", "In Tokyo it's 7:25 pm, in the evening."),
    ("in london is it morning or evening right now", "In London it's 10:25 am, in the morning."),
    ("is it morning or night in the uk", "In the UK it's 10:25 am, in the morning."),
])
def test_a_choice_gets_the_part_of_the_day_there(text: str, said: str) -> None:
    assert reply(text, NOW) == said


@pytest.mark.parametrize("text", [
    "is it dark in the garden", "is it night or day in my room", "is it morning in sydney",
    "is it morning or afternoon right now", "is it cold in narnia",
])
def test_no_reading(text: str) -> None:
    assert reply(text, NOW) is None
