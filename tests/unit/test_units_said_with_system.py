"""Conversions said in shapes the unit reader had not composed: a measure of two sizes said with its system ("4 us
gallons, how many litres", "3 litres how many us gallons"), and a temperature whose scale is named before it and
asked after it ("we use celsius, today here is 41 fahrenheit, how much is this"). Generated through the real local
skills, values computed here; must-nots (a temperature only told) stay unconverted."""

from __future__ import annotations

from collections.abc import Iterator

import re

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.skills.local import LocalSkills
from tests.skill_helpers import local_skills, say

US_GALLON_L, IMPERIAL_PINT_ML = 3.785411784, 568.26125
VOLUME_FRAMES = ["{n} us gallons, how many litres", "how many litres is {n} us gallons", "{n} us gallons in litres please"]
SCALE_FRAMES = ["in my country we use celsius, today here is {f} fahrenheit, how much is this",
                "we use celsius at home, the recipe says {f} fahrenheit, what is that",
                "i only know celsius, its {f} fahrenheit here, how warm is that"]


@pytest.fixture(scope="module")
def skills() -> Iterator[LocalSkills]:
    with local_skills(MockFactory()) as built:
        yield built


def _near(reply: str | None, want: float) -> bool:
    numbers = [float(n.replace(",", "")) for n in re.findall(r"-?\d[\d,]*(?:\.\d+)?", str(reply))]
    return any(abs(n - want) <= max(0.01, abs(want) * 0.005) for n in numbers[1:])


def test_the_generated_suite(skills: LocalSkills) -> None:
    suite = [(f.format(n=n), n * US_GALLON_L) for f in VOLUME_FRAMES for n in (4, 10, 2.5)]
    suite += [(f"{n} imperial pints how many millilitres", n * IMPERIAL_PINT_ML) for n in (2, 3)]
    suite += [(frame.format(f=f), (f - 32) * 5 / 9) for frame in SCALE_FRAMES for f in (41, 212, 350)]
    assert [(text, reply) for text, want in suite if not _near(reply := say(skills, text), want)] == []


@pytest.mark.parametrize("text", ["i prefer celsius, it's 41 fahrenheit outside",
                                  "we use celsius, it was 41 fahrenheit yesterday and it was cold",
                                  "my dad bought 4 us gallons of paint"])
def test_a_measure_only_told(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) is None
