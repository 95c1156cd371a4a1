"""The third household vocabulary's must-nots (tests/household_third.py) through the real rules and skills: the
same frames and values reported, wished, negated, told of another time, supposed or asked about, and talk about the
thing, do nothing. (The third vocabulary's commands are measured, never tested: bench/household_vocab.py.)"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from household_grammar import Item
from household_third import third_must_nots
from langgraph.store.memory import InMemoryStore
from skill_helpers import local_skills, say

from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lists=ListSkill(InMemoryStore())) as s:
        yield s


# Known and left: a question about a past act wrapped round a request ("why did you" + "lemme get ..."): the rules
# read the request; "why did you set an alarm" is theirs to answer, so no frame blocks "why did you".
_LEFT = {"why did you lemme get a timer for half an hour for the bread"}


@pytest.mark.parametrize("item", [pytest.param(i, marks=pytest.mark.xfail(strict=True, reason="the rules read it"))
                                  if i.text in _LEFT else i for i in third_must_nots()], ids=lambda i: i.text)
def test_a_third_vocabulary_command_not_asked_for_now_does_nothing(skills: LocalSkills, item: Item) -> None:
    assert skills.timers is not None and isinstance(skills.named.lists, ListSkill)
    reply = say(skills, item.text)
    assert skills.timers.list("anna") == [], f"{item.label}: {reply}"
    assert skills.named.lists.lists.items("anna", "shopping") == [], f"{item.label}: {reply}"
