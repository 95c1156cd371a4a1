"""The generated household grammar (tests/household_grammar.py) through the real rules and skills: every order of
a command's parts under every verb frame does what it asks, a missing slot is asked for, and the same commands
reported, wished, negated, time-shifted, hypothetical or talked about do nothing. A pinned Tuesday morning clock."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from household_grammar import Item, asking_back, commands, fresh, held_out, must_nots
from langgraph.store.memory import InMemoryStore
from skill_helpers import local_skills, say

from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lists=ListSkill(InMemoryStore())) as s:
        yield s


def _records(skills: LocalSkills) -> list[tuple[str, object, str]]:
    assert skills.timers is not None
    return sorted((t.kind.value, t.due, t.label) for t in skills.timers.list("anna"))


def _listed(skills: LocalSkills) -> list[str]:
    lists = skills.named.lists
    assert isinstance(lists, ListSkill)
    return sorted(i.text for i in lists.lists.items("anna", "shopping"))


def _said(skills: LocalSkills, item: Item) -> tuple[str, list[tuple[str, object, str]], list[str]]:
    for setup in item.setup:
        assert say(skills, setup) is not None, setup
    before = _records(skills)
    reply = say(skills, item.text)
    after = _records(skills)
    return str(reply) if reply is not None else "", [r for r in after if r not in before], _listed(skills)


# The second vocabulary (``fresh``) was tuned on in round 18 (its misses named the frame list); the third
# (``household_third.third``) is never tuned on, so it is measured (bench/household_vocab.py), never a test here.
@pytest.mark.parametrize("item", commands() + held_out() + fresh(), ids=lambda i: i.text)
def test_a_command_in_any_order_does_what_it_asks(skills: LocalSkills, item: Item) -> None:
    reply, new, listed = _said(skills, item)
    if item.action == "set":
        assert [(k, d) for k, d, _ in new] == [(item.kind, item.due)], reply
        assert item.label in new[0][2], reply
    elif item.action == "add_time":
        assert _records(skills) == [("timer", item.due, item.label)], reply
    elif item.action == "list_add":
        assert listed in ([item.item], sorted(item.item.split(" and "))), reply
    else:  # a question about what is set: answered from the records, nothing changed
        assert new == [] and listed == []
        assert all(w in reply.lower() for w in item.reply_has), reply


@pytest.mark.parametrize("item", asking_back(), ids=lambda i: i.text)
def test_a_missing_slot_is_asked_for(skills: LocalSkills, item: Item) -> None:
    reply, new, listed = _said(skills, item)
    assert new == [] and listed == [], reply
    assert reply.endswith("?") and all(w in reply.lower() for w in item.reply_has), reply


@pytest.mark.parametrize("item", must_nots(), ids=lambda i: i.text)
def test_a_command_not_asked_for_now_does_nothing(skills: LocalSkills, item: Item) -> None:
    reply, new, listed = _said(skills, item)
    assert new == [] and listed == [], f"{item.label}: {reply}"
