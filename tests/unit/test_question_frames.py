"""Questions with one right answer said any way, through the real local skills (asks19's generated dev suite,
tests/question_frame_suite.py): every ask x frame answered right, every statement that carries the words left
unanswered, nothing set or switched. The kinds still open are listed, so a new miss or a fixed one fails here."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.skills.local import LocalSkills
from tests.question_frame_suite import DEV_ASKS, DEV_FRAMES, cases, must_not_cases
from tests.skill_helpers import TWO_ROOMS, local_skills, say

# Open: a frame the suite writes ungrammatically for a pick ("i wonder a number between 10 and 20"), a day said first
# with "is rain coming" after a remark without its commas, two asks of the date where one reply (with the year and the weekday) answers
# both
OPEN = re.compile(r"^(?:do you know|i wonder) a number|^i forgot again saturday is rain coming|"
                  r"^what is the date today then what day|^what year is it then what is the date")


@pytest.fixture
def skills() -> Iterator[LocalSkills]:
    with local_skills(MockFactory(), lights=TWO_ROOMS) as built:
        yield built


def _nothing_set(skills: LocalSkills) -> bool:
    return skills.timers is not None and skills.timers.list("anna") == [] and not any(
        skills.lights.level(name) > 0 for name in skills.lights.names)


@pytest.mark.parametrize(("kind", "said", "want"), list(cases(DEV_ASKS, DEV_FRAMES)))
def test_every_frame_answered(skills: LocalSkills, kind: str, said: str, want: str) -> None:
    reply = say(skills, said)
    right = reply is not None and re.search(want, str(reply)) is not None
    assert right is not bool(OPEN.search(said)), f"{kind}: {said!r} -> {reply!r}"
    assert _nothing_set(skills)


@pytest.mark.parametrize(("skill", "said", "wrong"), list(must_not_cases()))
def test_statements_are_not_answered(skills: LocalSkills, skill: str, said: str, wrong: str) -> None:
    reply = say(skills, said)
    assert reply is None or not re.search(wrong, str(reply)), f"{skill}: {said!r} -> {reply!r}"
    assert _nothing_set(skills)
