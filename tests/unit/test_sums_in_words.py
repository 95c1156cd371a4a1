"""Sums asked in words the sum readers had not composed: a share of a bill named as such ("eighteen percent of a 450
pound bill"), a root asked as "what number times itself makes 361", and a price each asked as "what's the bill".
Generated frames x values through the real local skills, answers computed here; must-nots stay unanswered."""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.skills.local import LocalSkills
from tests.skill_helpers import local_skills, say

SHARE_FRAMES = ["what's {p} percent of a {b} pound bill", "{p} percent of the {b} bill please", "what is {p} percent of my {b} total",
                "work out {p} percent of a {b} dollar meal"]
ROOT_FRAMES = ["what number times itself makes {n}", "which number multiplied by itself is {n}",
               "what number squared gives you {n}"]
BILL_FRAMES = ["{c} pizzas at {p} each, what's the bill", "{c} coffees at {p} each whats the damage",
               "{c} tickets at {p} each what's the total"]


@pytest.fixture(scope="module")
def skills() -> Iterator[LocalSkills]:
    with local_skills(MockFactory()) as built:
        yield built


def _money(value: Decimal) -> str:
    return f"{value:.2f}" if value != value.to_integral() else f"{value:.0f}"


def test_the_generated_suite(skills: LocalSkills) -> None:
    suite = [(f.format(p=p, b=b), _money(Decimal(p) * Decimal(b) / 100)) for f in SHARE_FRAMES for p, b in
             ((18, 450), (15, 80), (20, 35))]
    suite += [(f.format(n=n * n), str(n)) for f in ROOT_FRAMES for n in (19, 7, 12)]
    suite += [(f.format(c=c, p=p), _money(c * Decimal(p))) for f in BILL_FRAMES for c, p in ((3, "8.40"), (2, "6"))]
    assert [(text, reply) for text, want in suite if f" {want}" not in str(reply := say(skills, text))] == []


@pytest.mark.parametrize("text", ["i paid 18 percent of a 450 bill", "the number 361 is my lucky one",
                                  "my son thinks 19 times itself is 361", "we split a 450 bill last night"])
def test_nothing_is_worked_out_for_a_story(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) is None or not any(c.isdigit() for c in str(say(skills, text)))
