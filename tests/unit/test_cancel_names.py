"""A cancel read by meaning keeps the name said (agent/cancel_names.py): "gym alarm cancel please" with one unnamed
alarm set cancelled it; now nothing named "gym" is found and nothing is cancelled. Pure, and through the real skills."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from skill_helpers import local_skills, say

from gpt_home.agent.cancel_names import cancel_reading, named
from gpt_home.skills.local import LocalSkills
from tests.skill_helpers import NOW


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory) as built:
        yield built


@pytest.mark.parametrize(("text", "kind", "name"), [
    ("gym alarm cancel please", "alarm", "gym "), ("bin the pasta timer", "timer", "pasta "),
    ("ditch the dentist reminder now", "reminder", "dentist "), ("cancel the alarm", "alarm", ""),
    ("get rid of that stupid timer", "timer", ""), ("scrap the next alarm", "alarm", ""),
    ("um alarm off please", "alarm", ""), ("drop my reminder", "reminder", ""),
])
def test_the_name_before_the_kind(text: str, kind: str, name: str) -> None:
    assert named(text, kind) == name


def test_the_reading_keeps_day_clock_and_all() -> None:
    read = cancel_reading("alarm")
    assert read("gym alarm cancel please", (), NOW) == "cancel the gym alarm"
    assert read("bin every alarm", (), NOW) == "cancel all alarms"
    assert read("nuke my alarm for friday", (), NOW) == "cancel my alarm for friday"
    assert read("kill the 7 oclock alarm", (), NOW) is None


@pytest.mark.parametrize("name", ["gym", "yoga", "swimming", "dentist"])
def test_a_name_that_matches_nothing_cancels_nothing(skills: LocalSkills, name: str) -> None:
    assert "7 am" in str(say(skills, "set an alarm for 7 am"))
    reply = str(say(skills, f"{name} alarm cancel please", 20))
    assert "cancelled" not in reply
    assert "7 am" in str(say(skills, "what alarms do i have", 40))
