"""The generated clock-asks suite (tests/clock_asks_suite.py) through the real rules and skills on a pinned Tuesday:
each kind answered with a true reply in the dev vocabulary, most of the never-tuned one, and no must-not answered
with the time now, a card or a pick.

Run as a script (``python tests/unit/test_clock_asks_suite.py``) it prints the counts per vocabulary and kind."""

from __future__ import annotations

import logging
import re
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from clock_asks_suite import DEV, MUST_NOTS, NEVER, Case
from gpiozero.pins.mock import MockFactory
from skill_helpers import LIGHTS, local_skills, say

from gpt_home.skills.local import LocalSkills

NEVER_LEAST = 0.75  # the never-tuned vocabulary's share answered right


@pytest.fixture(scope="module")
def skills() -> Iterator[LocalSkills]:
    with local_skills(MockFactory(), lights=LIGHTS) as built:
        yield built


def right(skills: LocalSkills, case: Case) -> tuple[bool, str | None]:
    reply = say(skills, case.text)
    return reply is not None and re.search(case.right, reply, re.I | re.S) is not None, reply


@pytest.mark.parametrize("case", DEV, ids=lambda c: c.text)
def test_a_dev_ask_is_answered_right(skills: LocalSkills, case: Case) -> None:
    ok, reply = right(skills, case)
    assert ok, f"{case.kind}: {reply!r}"


def test_most_never_tuned_asks_are_answered_right(skills: LocalSkills) -> None:
    missed = [(c.text, reply) for c in NEVER for ok, reply in [right(skills, c)] if not ok]
    assert 1 - len(missed) / len(NEVER) >= NEVER_LEAST, missed


@pytest.mark.parametrize("case", MUST_NOTS, ids=lambda c: c.text)
def test_a_must_not_is_never_answered(skills: LocalSkills, case: Case) -> None:
    reply = say(skills, case.text)
    assert reply is None or not re.search(case.right, reply, re.I), f"{case.kind}: {reply!r}"


if __name__ == "__main__":  # the counts per vocabulary and kind
    logging.disable(logging.CRITICAL)
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    with local_skills(MockFactory(), lights=LIGHTS) as built:
        for name, cases in (("dev", DEV), ("never-tuned", NEVER)):
            got = Counter(c.kind for c in cases if right(built, c)[0])
            print(f"{name}: {sum(got.values())}/{len(cases)}", dict(got))
            if "-v" in sys.argv:
                for c in cases:
                    ok, reply = right(built, c)
                    print("  ", "ok" if ok else "XX", c.text, "->", reply)
        bad = [(c.text, r) for c in MUST_NOTS for r in [say(built, c.text)] if r and re.search(c.right, r, re.I)]
        print(f"must-nots wrong: {len(bad)}/{len(MUST_NOTS)}", bad)


# --- generated: frames x values, each expected reply computed --------------------------------------------------------
YET_FRAMES = ("is it {c} yet", "um is it {c} yet", "is it {c} already", "has it gone {c} yet", "have we reached {c} yet",
               "grandad has it gone {c} yet")
CLOCKS = {"ten": True, "ten oclock": True, "quarter past ten": True, "half ten": False, "twenty to eleven": False,
          "eleven": False, "9 am": True, "noon": False, "midnight": False, "five": False}


@pytest.mark.parametrize("text", [f.format(c=c) for f in YET_FRAMES for c in CLOCKS])
def test_a_clock_time_asked_as_reached(skills: LocalSkills, text: str) -> None:
    reached = next(v for c, v in sorted(CLOCKS.items(), key=lambda kv: -len(kv[0])) if text.endswith(
        (f" {c} yet", f" {c} already")))
    assert str(say(skills, text)).startswith("Yes, it's 10:25 am" if reached else "No, not yet: it's 10:25 am")


DAYS = {"burns night": "Monday, January 25, 2027", "hogmanay": "Thursday, December 31, 2026",
        "pancake day": "Tuesday, February 9, 2027", "remembrance sunday": "Sunday, November 14, 2027",
        "st stephens day": "Saturday, December 26, 2026", "mothering sunday": "Sunday, March 7, 2027"}
DAY_FRAMES = ("{d}, which weekday is it", "{d} what day does it fall on", "so {d}, what day of the week is it",
              "{d}, which weekday is it and how many days away", "{d} how many sleeps is it")


@pytest.mark.parametrize("text", [f.format(d=d) for f in DAY_FRAMES for d in DAYS])
def test_a_named_day_said_first(skills: LocalSkills, text: str) -> None:
    said = next(v for d, v in DAYS.items() if d in text)
    assert said in str(say(skills, text))


@pytest.mark.parametrize("text", ["i loved burns night, what day is it today", "burns night was fun, whats the date",
                                  "how was burns night", "burns night is my favourite"])
def test_a_named_day_in_a_remark_is_not_asked_about(text: str) -> None:
    from datetime import UTC, datetime

    from gpt_home.skills.named_day_asks import reply
    assert reply(text, datetime(2026, 12, 1, 10, 25, tzinfo=UTC)) is None


def test_a_unit_named_apart() -> None:
    from gpt_home.skills.unit_named_apart import unit_asked
    def asked(text: str, quantity: str, unit: str) -> str | None:
        at = text.index(quantity)
        return unit_asked(text, at, at + len(quantity), unit)
    assert asked("in my country is kilometres the sign say 60 miles per hour how much this is", "60 miles per hour",
                 "miles per hour") == "kilometres"
    assert asked("we use kilos the case weighs 50 pounds what is that", "50 pounds", "pounds") == "kilos"
    assert asked("we use kilos the case weighs 50 pounds", "50 pounds", "pounds") is None  # nothing asked
    assert asked("we use litres the case weighs 50 pounds what is that", "50 pounds", "pounds") is None  # another kind
    assert asked("kilos or stone the case weighs 50 pounds what is that", "50 pounds", "pounds") is None  # two named


@pytest.mark.parametrize(("text", "picked"), [
    ("we cant decide who does the washing up me or my brother tom", "you, your brother tom"),
    ("who takes the bins out me or my sister", "you, your sister"),
    ("who should feed the cat my son or me", "your son, you"),
    ("who is hoovering the stairs me or my wife", "you, your wife"),
    ("who is taller me or my brother", None), ("who ate the cake me or my sister", None),
    ("who plays bond craig or brosnan", None), ("who won the quiz me or my dad", None),
])
def test_a_household_job_between_the_speaker_and_someone(text: str, picked: str | None) -> None:
    from gpt_home.skills.said_picks import household_job
    assert household_job(text) == picked
