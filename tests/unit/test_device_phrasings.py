"""The household's own phrasing list for lights, weather, volume and devices that are not set up (issue 15, round
15): ``tests/fixtures/device_phrasings.txt``, about 360 requests as many households say them (wishes, complaints,
corrections, two in one breath, a command after an unrelated clause, thanks after it, recognizer text, learners'
word order) and sentences that mention a light or the weather but ask for nothing. Each is said to the real rules,
recognizer, semantic reader and skills with two lights (kitchen and living room) on gpiozero's mock PWM pins, both
at 60 percent first, no weather location and no sound mixer; then every light's level is checked, and the reply.
The same file is run through the embedded-Postgres household by the bench (``phrasing_check`` judges both)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from gpiozero.pins.mock import MockFactory, MockPWMPin
from phrasing_check import START, judge, parse, wanted_levels
from skill_helpers import NOW, local_skills, say

from gpt_home.agent.intents import LightAction
from gpt_home.skills.asked_events import HeardTurns
from gpt_home.skills.local import LocalSkills

CASES = parse((Path(__file__).parents[1] / "fixtures" / "device_phrasings.txt").read_text(encoding="utf-8"))
ROOMS = ("kitchen", "living room")


@pytest.fixture(scope="module")
def skills() -> Iterator[LocalSkills]:
    factory = MockFactory(pin_class=MockPWMPin)
    try:
        with local_skills(factory, lights={"kitchen": 22, "living_room": 23}) as s:
            yield s
    finally:
        factory.reset()


def test_the_list_is_as_broad_as_asked() -> None:
    areas = [area for area, _, _ in CASES]
    assert areas.count("lights") >= 100 and areas.count("weather") >= 50 and areas.count("volume") >= 30
    assert areas.count("devices") >= 40 and areas.count("must-not") >= 50
    assert len({text for _, _, text in CASES}) == len(CASES)  # no sentence twice


@pytest.mark.parametrize(("area", "expect", "text"), CASES, ids=[f"{a}:{t}" for a, _, t in CASES])
def test_each_phrasing_does_what_was_asked_and_nothing_else(skills: LocalSkills, area: str, expect: str,
                                                            text: str) -> None:
    for room in ROOMS:
        skills.lights.set(room, LightAction.DIM, START)
    skills.pending.take(("anna", "kitchen"), NOW)  # each sentence said on its own: nothing asked, nothing said before
    skills.dialogue.heard = HeardTurns()
    reply = say(skills, text)
    levels = {room: skills.lights.level(room) for room in ROOMS}
    assert judge(expect, reply, levels) == "right", (reply, levels, wanted_levels(expect))
