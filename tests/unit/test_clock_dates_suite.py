"""The generated clock-and-dates suite (tests/clock_dates_suite.py) through the real rules and skills on a pinned
Tuesday (or the case's own moment): each kind answered with a true reply in the dev vocabulary, most of the
never-tuned one, and no must-not answered as the wrong thing.

Run as a script (``python tests/unit/test_clock_dates_suite.py [-v]``) it prints the counts per vocabulary and kind."""

from __future__ import annotations

import logging
import re
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from gpiozero.pins.mock import MockFactory

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from clock_dates_suite import DEV, MUST_NOTS, NEVER, Case  # noqa: E402
from skill_helpers import LIGHTS, NOW, local_skills, say  # noqa: E402

from gpt_home.skills.local import LocalSkills  # noqa: E402

NEVER_LEAST = 0.8  # the never-tuned vocabulary's share answered right


@pytest.fixture(scope="module")
def skills() -> Iterator[LocalSkills]:
    with local_skills(MockFactory(), lights=LIGHTS) as built:
        yield built


def right(skills: LocalSkills, case: Case) -> tuple[bool, str | None]:
    reply = say(skills, case.text, now=case.at or NOW)
    return reply is not None and re.search(case.right, reply, re.I | re.S) is not None, reply


@pytest.mark.parametrize("case", DEV, ids=lambda c: f"{c.text}@{c.at:%d %H}" if c.at else c.text)
def test_a_dev_ask_is_answered_right(skills: LocalSkills, case: Case) -> None:
    ok, reply = right(skills, case)
    assert ok, f"{case.kind}: {reply!r}"


def test_most_never_tuned_asks_are_answered_right(skills: LocalSkills) -> None:
    missed = [(c.text, reply) for c in NEVER for ok, reply in [right(skills, c)] if not ok]
    assert 1 - len(missed) / len(NEVER) >= NEVER_LEAST, missed


@pytest.mark.parametrize("case", MUST_NOTS, ids=lambda c: c.text)
def test_a_must_not_is_never_answered(skills: LocalSkills, case: Case) -> None:
    reply = say(skills, case.text, now=case.at or NOW)
    assert reply is None or not re.search(case.right, reply, re.I), f"{case.kind}: {reply!r}"


if __name__ == "__main__":  # the counts per vocabulary and kind
    logging.disable(logging.CRITICAL)
    with local_skills(MockFactory(), lights=LIGHTS) as built:
        for name, cases in (("dev", DEV), ("never-tuned", NEVER)):
            got = Counter(c.kind for c in cases if right(built, c)[0])
            print(f"{name}: {sum(got.values())}/{len(cases)}", dict(got))
            if "-v" in sys.argv:
                for c in cases:
                    ok, reply = right(built, c)
                    print("  ", "ok" if ok else "XX", c.text, "->", reply)
        bad = [(c.text, r) for c in MUST_NOTS for r in [say(built, c.text, now=c.at or NOW)]
               if r and re.search(c.right, r, re.I)]
        print(f"must-nots wrong: {len(bad)}/{len(MUST_NOTS)}", bad)
