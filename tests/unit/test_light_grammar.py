"""The generated light and volume grammar (tests/light_grammar.py) through the real rules and skills: every order of
a light command's parts under every verb frame switches the light asked for (and no other), in the dev vocabulary
and the second (held-out, read and fixed after its first measure), and the lights reported, wished, negated, asked
about, hypothetical or absent from the house switch nothing, in all five vocabularies. A pinned Tuesday.

Run as a script (``python tests/unit/test_light_grammar.py``) it prints the counts per family for the dev
vocabulary, the held-out one (never tuned on) and the must-nots, with every miss."""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from gpiozero.pins.mock import MockFactory, MockPWMPin
from light_grammar import Item, commands, fifth, fourth, fresh, held_out, judged, must_nots
from skill_helpers import LIGHTS, local_skills, say

from gpt_home.agent.intents import LightAction
from gpt_home.skills.local import LocalSkills


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights=LIGHTS) as s:
        yield s


def _levels(skills: LocalSkills) -> dict[str, float]:
    return {name: skills.lights.level(name) for name in skills.lights.names}


def outcome(skills: LocalSkills, item: Item) -> tuple[str, str]:
    """Why ``item`` went wrong ("" when right) and the reply; the lights are set to the item's start first."""
    for name in skills.lights.names:
        skills.lights.set(name, LightAction.OFF)
    for room, level in item.start:
        action = LightAction.ON if level >= 1.0 else LightAction.OFF if level <= 0.0 else LightAction.DIM
        skills.lights.set(room, action, level if action is LightAction.DIM else None)
    for setup in item.setup:
        assert say(skills, setup) is not None, setup
    before = _levels(skills)
    reply = str(say(skills, item.text) or "")
    return judged(item, before, _levels(skills), reply), reply


@pytest.mark.parametrize("item", commands() + held_out(), ids=lambda i: i.text)
def test_a_light_command_in_any_order_does_what_it_asks(skills: LocalSkills, item: Item) -> None:
    why, reply = outcome(skills, item)
    assert not why, f"{item.family}: {why} ({reply})"


@pytest.mark.parametrize("item", must_nots() + must_nots(held=True) + must_nots(third=True) + must_nots(last=True)
                         + must_nots(fifth=True), ids=lambda i: f"{i.text} ({i.start[0][1]})")
def test_a_light_talked_about_or_absent_is_never_switched(skills: LocalSkills, item: Item) -> None:
    why, reply = outcome(skills, item)
    assert not why.startswith("wrong"), f"{item.family}: {why} ({reply})"


def main() -> None:
    """Counts per family (right / all) and every miss, for the dev vocabulary, the held-out one and the must-nots."""
    for name, items in (("dev", commands()), ("held out", held_out()), ("third", fresh()), ("must-nots dev", must_nots()),
                        ("must-nots held out", must_nots(held=True)), ("must-nots third", must_nots(third=True)),
                        ("fourth", fourth()), ("must-nots fourth", must_nots(last=True)),
                        ("fifth", fifth()), ("must-nots fifth", must_nots(fifth=True))):
        right, total, wrong = Counter[str](), Counter[str](), 0
        misses = []
        for item in items:
            factory = MockFactory(pin_class=MockPWMPin)
            with local_skills(factory, lights=LIGHTS) as skills:
                why, reply = outcome(skills, item)
            factory.reset()
            total[item.family] += 1
            right[item.family] += not why
            wrong += why.startswith("wrong")
            if why and not name.endswith(("fourth", "fifth")):  # their misses are never read
                misses.append(f"  {item.family}: {item.text!r} -> {why}")
        print(f"{name}: {sum(right.values())} / {sum(total.values())}, wrong actions {wrong}; "
              + ", ".join(f"{f} {right[f]}/{total[f]}" for f in total))
        if "-v" in sys.argv:
            print("\n".join(misses))


if __name__ == "__main__":
    sys.path[:0] = [str(Path(__file__).parents[1])]
    main()
