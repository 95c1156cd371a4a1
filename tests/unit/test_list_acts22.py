"""Round 22's list kinds through the real skills and a real list store (cases: ``list_acts22_cases.py``): an item
said first and pointed back at, two list changes in one breath, a list that needs something adding (asked what),
and the answer after; must-nots change no list."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore
from list_acts22_cases import (
    BARE_DEV,
    BARE_NEVER_TUNED,
    DEV,
    HELD,
    MUST_NOT,
    NEVER_TUNED,
    NEVER_TUNED_MUST_NOT,
    Case,
)
from skill_helpers import LIGHTS, local_skills, say

from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills

ASK_ADD = re.compile(r"what (?:should|do you want|would you like)|which item|add what|what\?", re.I)


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as s:
        s.named.lists.lists.add("anna", "shopping", list(HELD))
        yield s


def _items(skills: LocalSkills) -> dict[str, list[str]]:
    return {name: sorted(i.text for i in skills.named.lists.lists.items("anna", name)) for name in ("shopping", "to do")}


def wrong(skills: LocalSkills, case: Case) -> str | None:
    """What is wrong with the reply to ``case`` (None: right)."""
    before, said, check = case
    for index, earlier in enumerate(before):
        say(skills, earlier, index * 5)
    was = _items(skills)
    reply = str(say(skills, said, 5 * len(before) + 5))
    now = _items(skills)
    on = {i for items in now.values() for i in items}
    kind = check[0]
    if kind == "add" and (check[1] not in on or check[1] not in reply.lower()):
        return f"{said!r} -> {reply!r}, lists {now}"
    if kind == "pair" and (check[1] in now["shopping"] or check[2] not in now["shopping"]):
        return f"{said!r} -> {reply!r}, lists {now}"
    if kind == "ask" and (not ASK_ADD.search(reply) or now != was):
        return f"{said!r} -> {reply!r}, lists {now}"
    if kind == "not" and (any(set(now[n]) - set(was[n]) for n in now) or check[1] in on):
        return f"WRONG ACTION {said!r} -> {reply!r}, lists {now}"
    return None


@pytest.mark.parametrize("case", DEV, ids=lambda c: c[1][:50])
def test_generated(skills: LocalSkills, case: Case) -> None:
    assert wrong(skills, case) is None


@pytest.mark.parametrize("case", MUST_NOT + NEVER_TUNED_MUST_NOT, ids=lambda c: c[1][:50])
def test_must_not_change_a_list(skills: LocalSkills, case: Case) -> None:
    assert wrong(skills, case) is None


def test_never_tuned_vocabulary_is_measured(factory: MockFactory) -> None:
    """Measured and reported (``pytest -s``), not asserted case by case: the figure that counts."""
    misses = []
    for case in NEVER_TUNED:
        with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as s:
            s.named.lists.lists.add("anna", "shopping", list(HELD))
            if (why := wrong(s, case)) is not None:
                misses.append(why)
    print(f"\nnever-tuned: {len(NEVER_TUNED) - len(misses)} / {len(NEVER_TUNED)} right", *misses, sep="\n  ")
    assert not [m for m in misses if m.startswith("WRONG ACTION")]


def _offered(skills: LocalSkills, said: str) -> tuple[str | None, bool]:
    """What is offered for ``said`` alone (the item named in "Shall I add ... ?", or None) and whether it added
    nothing by itself."""
    was = _items(skills)
    reply = str(say(skills, said) or "")
    m = re.fullmatch(r"Shall I add (?P<item>.+) to your shopping list\?", reply)
    return (m.group("item") if m else None), _items(skills) == was


@pytest.mark.parametrize(("said", "item"), BARE_DEV, ids=lambda v: str(v)[:40])
def test_a_bare_item_is_offered_never_added(skills: LocalSkills, said: str, item: str | None) -> None:
    assert _offered(skills, said) == (item, True)


@pytest.mark.parametrize(("said", "item"), [c for c in BARE_NEVER_TUNED if c[1] is None], ids=lambda v: str(v)[:40])
def test_never_tuned_words_that_are_no_item_are_never_offered(skills: LocalSkills, said: str, item: None) -> None:
    assert _offered(skills, said) == (None, True)


def test_yes_after_the_offer_adds_it_and_no_drops_it(skills: LocalSkills) -> None:
    say(skills, "tin foil")
    assert "added tin foil" in str(say(skills, "yes", 5))
    say(skills, "cling film too", 10)
    say(skills, "no thanks", 15)
    assert "tin foil" in _items(skills)["shopping"] and "cling film" not in _items(skills)["shopping"]


def test_bare_never_tuned_vocabulary_is_measured(factory: MockFactory) -> None:
    """Measured and reported (``pytest -s``); nothing is ever added by the bare word."""
    misses = []
    for said, item in BARE_NEVER_TUNED:
        with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as s:
            offered, unchanged = _offered(s, said)
            assert unchanged, said
            if offered != item:
                misses.append(f"{said!r}: offered {offered!r}")
    print(f"\nbare never-tuned: {len(BARE_NEVER_TUNED) - len(misses)} / {len(BARE_NEVER_TUNED)} right", *misses,
          sep="\n  ")
