"""Review17's adversarial sentences for round 15's broad readers (``data/review17_sentences.tsv``): conditions, a
time later, reports, wishes, the past, another person's device, a follow-up after something else was said, a unit
asked as a "translation", a roll told then asked. Each is said to the real rules, recognizer, semantic reader and
skills (two lights on mock PWM pins at 60 percent, timers and lists in memory, the pinned clock); the lights, the
pending timers and the lists are compared before and after the judged turn (``review17_check``).

Lines marked ``LEFT`` are wrong today and older than round 15 (kept so the list stays honest; expected to fail).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from gpiozero.pins.mock import MockFactory, MockPWMPin
from langgraph.store.memory import InMemoryStore
from review17_check import Case, parse, run_case
from skill_helpers import NOW, local_skills

from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills

CASES = parse((Path(__file__).parent / "data" / "review17_sentences.tsv").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def skills() -> Iterator[LocalSkills]:
    factory = MockFactory(pin_class=MockPWMPin)
    try:
        with local_skills(
            factory, lights={"kitchen": 22, "living_room": 23}, lists=ListSkill(InMemoryStore())
        ) as built:
            yield built
    finally:
        factory.reset()


def test_the_list_is_broad() -> None:
    assert len(CASES) >= 250
    assert sum(1 for c in CASES if c.expect.split()[0] == "N") >= 100  # must-nots: nothing may change
    assert len({c.turns for c in CASES}) == len(CASES)  # no sentence twice


@pytest.mark.parametrize(
    "case",
    [
        pytest.param(c, marks=pytest.mark.xfail(reason="older than round 15, left", strict=False))
        if c.expect.startswith("LEFT ")
        else c
        for c in CASES
    ],
    ids=[" || ".join(t for _, t in c.turns)[:70] for c in CASES],
)
def test_each_sentence(skills: LocalSkills, case: Case) -> None:
    user = f"r17-{CASES.index(case)}"
    reply, wrong = run_case(skills, Case(case.expect.removeprefix("LEFT "), case.turns), user, NOW)
    assert not wrong, wrong
