"""The other household acts of the generated grammar (tests/household_grammar.py ``acts``): clearing a kind, a list
or the alarm at a time; asking what runs or is listed; lights switched by a modal or in two parts; a timer called
something or given more time; an impossible wake time; a vague reminder; an alarm asked about by day part. Each
through the real rules and skills, and the near misses of the same words change nothing. Tuesday 10:25 clock."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from household_grammar import Act, act_must_nots, acts, more_items
from langgraph.store.memory import InMemoryStore
from skill_helpers import local_skills, say

from gpt_home.skills.lists import ListSkill, list_slug
from gpt_home.skills.local import LocalSkills

_LIGHTS = {"kitchen": 17, "living room": 18}


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights=_LIGHTS, lists=ListSkill(InMemoryStore())) as s:
        yield s


def _state(skills: LocalSkills) -> tuple[list[tuple[str, object, str]], dict[str, list[str]], dict[str, bool]]:
    assert skills.timers is not None
    lists = skills.named.lists
    assert isinstance(lists, ListSkill)
    records = sorted((t.kind.value, t.due, t.label) for t in skills.timers.list("anna"))
    listed = {name: sorted(i.text for i in lists.lists.items("anna", list_slug(name))) for name in ("shopping", "to do")}
    lit = {room: skills.lights.level(room) > 0 for room in _LIGHTS}
    return records, listed, lit


def _said(skills: LocalSkills, act: Act) -> tuple[str, tuple, tuple]:
    for setup in act.setup:
        assert say(skills, setup) is not None, setup
    before = _state(skills)
    reply = say(skills, act.text, 60)
    return str(reply) if reply is not None else "", before, _state(skills)


def test_the_suite_is_broad() -> None:
    assert len(acts()) >= 100 and len(act_must_nots()) >= 20


@pytest.mark.parametrize("act", acts(), ids=lambda a: a.text)
def test_an_act_in_its_frames_does_what_it_asks(skills: LocalSkills, act: Act) -> None:
    reply, (records, listed, lit), after = _said(skills, act)
    new_records, new_listed, new_lit = after
    if act.action == "cleared" and act.kind in ("shopping", "to do"):
        assert new_listed[act.kind] == [] and new_records == records, reply
        assert all(new_listed[n] == listed[n] for n in listed if n != act.kind), reply
    elif act.action == "cleared":
        assert [r for r in new_records if r[0] == act.kind] == [], reply
        assert [r for r in new_records if r[0] != act.kind] == [r for r in records if r[0] != act.kind], reply
        assert new_listed == listed, reply
    elif act.action == "lights":
        assert all(new_lit[room] is on for room, on in act.states), reply
        assert new_records == records and new_listed == listed, reply
    elif act.action == "timer":
        assert [(r[1], r[2]) for r in new_records if r[0] == "timer" and r not in records] == [(act.due, act.label)] \
            or [(r[1], r[2]) for r in new_records] == [(act.due, act.label)], reply
    else:  # a reply: its words said; with a due, the one alarm left is that one
        assert all(w in reply.lower() for w in act.reply_has), reply
        if act.due is not None:
            assert [r[1] for r in new_records if r[0] == act.kind] == [act.due], reply
        else:
            assert new_records == records and new_listed == listed and new_lit == lit, reply


@pytest.mark.parametrize("act", act_must_nots(), ids=lambda a: a.text)
def test_a_near_miss_changes_nothing(skills: LocalSkills, act: Act) -> None:
    reply, before, after = _said(skills, act)
    assert after == before, reply


@pytest.mark.parametrize(("before", "more", "added"), more_items(), ids=lambda v: str(v))
def test_more_items_after_an_add_said_after_its_item(skills: LocalSkills, before: str, more: str, added: bool) -> None:
    say(skills, before)
    reply = say(skills, more, 10)
    assert ("butter" in _state(skills)[1]["shopping"]) is added, reply
