"""The knowledge families as the dialogue reads them (issue 15; ``skills.knowledge_readings``): one question of each
family through the real local skills, answered from data or a rule and never by the model; a sentence that is no
knowledge question still reaches the rest of the cascade; and the default start imports none of the families' data."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from datetime import UTC, datetime

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.agent.intents import normalize
from gpt_home.skills.knowledge_readings import find
from gpt_home.skills.local import LocalSkills
from tests.skill_helpers import local_skills, say

NOW = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory) as built:
        yield built


@pytest.mark.parametrize(("text", "expected"), [
    ("um which planet is the biggest one", "Jupiter is the largest planet."),
    ("my son needs to know how many continents there are for school",
     "There are seven continents: Asia, Africa, North America, South America, Antarctica, Europe and Australia."),
    ("how many sides has a pentagon got", "A pentagon has 5 sides."),
    ("is twenty thirty a leap year", "No, 2030 is not a leap year; the next one is 2032."),
    ("whats the chemical symbol for copper", "The chemical symbol for copper is Cu."),
    ("what's the smallest country in the world", "Vatican City is the smallest country in the world."),
    ("is sydney the capital of australia", "No, the capital of Australia is Canberra."),
])
def test_each_family_through_the_local_skills(skills: LocalSkills, text: str, expected: str) -> None:
    assert say(skills, text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("set a timer for ten minutes", "Okay, timer set for 10 minutes."),
    ("what is 6 times 7", "6 times 7 is 42."),
    ("how many days until christmas", "There are 24 days until Christmas, on Friday, December 25, 2026."),
])
def test_other_requests_still_reach_their_skills(skills: LocalSkills, text: str, expected: str) -> None:
    assert say(skills, text) == expected


def test_two_families_in_one_sentence_are_left_to_the_model() -> None:
    assert find(normalize("which planet is the biggest and which ocean is the biggest"), NOW) == []
    assert find(normalize("who wrote romeo and juliet"), NOW) == []


START_SCRIPT = """
import sys
from gpt_home.skills.local import LocalSkills
from gpt_home.skills import dialogue, knowledge_readings
print(sorted(m for m in ("periodictable", "countryinfo", "babel", "us", "jellyfish", "gpt_home.skills.country_data")
             if m in sys.modules))
"""


def test_the_default_start_loads_none_of_the_families_data() -> None:
    """The Pi Zero's footprint is at its edge: periodictable and the country data stay out until a question needs
    them."""
    done = subprocess.run([sys.executable, "-c", START_SCRIPT], capture_output=True, text=True, timeout=120,
                          check=True)
    assert done.stdout.strip() == "[]"
