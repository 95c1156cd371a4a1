"""Holdout23: more time for a named timer said as a remark about the food ("the flapjack needs another 5 minutes in
the oven"), the food plural or of two words ("the brownies need another 10 minutes", "the roast potatoes want 5 more
minutes"): added to that timer only. Must-nots: a person's need ("the kids need another 10 minutes on the ipad",
"we need 5 more minutes") changes no timer."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore
from skill_helpers import LIGHTS, local_skills, say

from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills

FOODS = [("flapjack", "needs"), ("brownies", "need"), ("roast potatoes", "need"), ("sausages", "want")]
MORE = [("another 5 minutes in the oven", 5), ("5 more minutes", 5), ("another ten minutes", 10)]
LEADS = ["", "um ", "oh ", "so "]


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as s:
        say(s, "set a cake timer for 30 minutes")
        yield s


def _left(skills: LocalSkills) -> str:
    return say(skills, "what timers have i got", 2) or ""


@pytest.mark.parametrize(("food", "more", "lead"), list(itertools.product(FOODS, MORE, LEADS)))
def test_more_time_said_of_the_food_goes_on_its_timer(skills: LocalSkills, food: tuple[str, str],
                                                      more: tuple[str, int], lead: str) -> None:
    say(skills, f"set a {food[0]} timer for 20 minutes")
    reply = say(skills, f"{lead}the {food[0]} {food[1]} {more[0]}", 1) or ""
    assert re.search(rf"^Added {more[1]} minutes to the {food[0]} timer", reply), reply
    assert "cake timer with 29 minutes" in _left(skills) or "cake timer with 30 minutes" in _left(skills)


@pytest.mark.parametrize("text", ["the kids need another 10 minutes on the ipad", "we need 5 more minutes",
                                  "they need another 10 minutes", "the flapjack didnt need another 5 minutes"])
def test_a_need_of_no_timer_changes_none(skills: LocalSkills, text: str) -> None:
    before = _left(skills)
    say(skills, text, 1)
    assert _left(skills) == before
