"""Holdout23's light levels and places: the level said before the light ("40 percent on the kitchen light, thanks":
never only "You're welcome."), the light named first and "it" after ("living room light, take it to a dim 20
percent"), the level said as the room's brightness ("kitchen brightness to 60"; "to negative 30": refused, nothing
changed), and "here" named in a clause after ("i can't see to read in here, it's the living room"). Generated over
rooms, levels, frames and speakers, with must-nots, through the real rules and skills."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore
from skill_helpers import LIGHTS, local_skills, say

from gpt_home.agent.here_named import here_named
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills

ROOMS = ["kitchen", "living room"]
LEVELS = [20, 40, 75]
FIRST = ["{n} percent on the {room} light, thanks", "{n} percent on the {room} light please",
         "um {n} percent for the {room} lamp"]
IT_AFTER = ["{room} light, take it to a dim {n} percent", "the {room} light, set it to {n} percent",
            "{room} lamp put it at {n} percent please", "my {room} light, take it to a nice {n} percent"]
BRIGHT = ["{room} brightness to {n}", "set the {room} brightness to {n} percent", "{room} brightness at {n} please"]


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as s:
        yield s


def _level(skills: LocalSkills, room: str) -> float:
    return skills.lights.level(room)


@pytest.mark.parametrize(("frame", "room", "n"), list(itertools.product([*FIRST, *IT_AFTER, *BRIGHT], ROOMS, LEVELS)))
def test_the_level_is_set_whatever_the_order(skills: LocalSkills, frame: str, room: str, n: int) -> None:
    reply = say(skills, frame.format(room=room, n=n)) or ""
    assert reply == f"Okay, the {room} light is at {n} percent.", reply
    other = next(r for r in ROOMS if r != room)
    assert _level(skills, room) == pytest.approx(n / 100) and _level(skills, other) == 0.0


@pytest.mark.parametrize(("text", "room"), [(t.format(room=r), r) for t, r in itertools.product(
    ["{room} brightness to negative 30", "{room} brightness to minus 30", "set the {room} brightness to 150",
     "{room} brightness to 250 percent"], ROOMS)])
def test_a_level_out_of_range_is_refused_and_nothing_changes(skills: LocalSkills, text: str, room: str) -> None:
    say(skills, f"set the {room} light to 50 percent")
    reply = say(skills, text, 1) or ""
    assert "0 to 100 percent" in reply, reply
    assert _level(skills, room) == 0.5


@pytest.mark.parametrize("text", ["my phone brightness to 30", "the screen brightness to 40", "tv brightness to 20",
                                  "the kitchen light was at 40 percent on the dimmer yesterday",
                                  "i think 40 percent on the kitchen light was too dark",
                                  "the kitchen light, leave it at 40 percent if it gets dark"])
def test_what_asks_no_light_level_changes_none(skills: LocalSkills, text: str) -> None:
    say(skills, text)
    assert _level(skills, "kitchen") == 0.0 and _level(skills, "living room") == 0.0


@pytest.mark.parametrize(("text", "room"), [
    ("i can't see to read in here, it's the living room", "living room"),
    ("it's dark in here, this is the kitchen", "kitchen"),
    ("i cant see to read in here its the kitchen", "kitchen"),
    ("um its too dark in here, im in the living room", "living room"),
])
def test_here_named_after_is_that_room(skills: LocalSkills, text: str, room: str) -> None:
    say(skills, text)
    assert _level(skills, room) > 0
    assert _level(skills, next(r for r in ROOMS if r != room)) == 0.0


@pytest.mark.parametrize("text", ["i can see fine in here, it's the living room", "its lovely in here its the kitchen",
                                  "i cant see in here its the same every night", "its dark in here its late"])
def test_here_named_switches_nothing_unasked(skills: LocalSkills, text: str) -> None:
    say(skills, text)
    assert _level(skills, "kitchen") == 0.0 and _level(skills, "living room") == 0.0


def test_here_is_put_as_the_room() -> None:
    assert here_named("i cant see to read in here it is the living room") == "i cant see to read in the living room"
    assert here_named("its too dark in here its late") is None
