"""A power said with an ordinal or "raised to", the ask before or after (round 23, second wave; none of these
sentences is in a benchmark set)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore

from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills
from gpt_home.skills.power_asks import asked
from gpt_home.skills.spoken_sums import powers
from tests.skill_helpers import local_skills, say


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights={"kitchen": 17}, lists=ListSkill(InMemoryStore())) as built:
        yield built


@pytest.mark.parametrize(("text", "said"), [
    ("three to the fourth what does that come to", "3 to the power of 4 is 81."),
    ("um whats 4 to the fifth", "4 to the power of 5 is 1,024."),
    ("could you work out eleven to the third for my homework", "11 to the power of 3 is 1,331."),
    ("nine raised to the third power", "9 to the power of 3 is 729."),
    ("ten to the sixth please", "10 to the power of 6 is 1,000,000."),
    ("work out six raised to the eighty millionth power", "That number is too big for me to work out."),
])
def test_the_power_is_worked_out(skills: LocalSkills, text: str, said: str) -> None:
    assert say(skills, text) == said


@pytest.mark.parametrize("text", [
    "from the 5th to the 12th", "i raised 3 kids to the age of 18", "open from 9 to the 12th of june",
    "2 to the power of 10",  # read by the sum readers already
])
def test_no_power_read(text: str) -> None:
    assert asked(text) is None


def test_a_range_of_days_is_no_power() -> None:
    assert powers("from the 5th to the 12th") == "from the 5th to the 12th"
    assert powers("2 to the twelfth") == "2 to the power of 12"
