"""An item on the shopping list told as got (skills/got_items.py): nothing is removed, the removal is offered, "yes"
takes it off and "no" leaves it; a question, a negation, a wish, a plan or news about something not on the list is
no offer. Generated over speakers, verbs and times, through the real skills with a real list store."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore
from skill_helpers import local_skills, say

from gpt_home.skills.got_items import offer
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills

WHO = ["my husband", "we", "i", "my mum", "the kids", "dad"]
VERB = ["bought", "has bought", "got", "picked up", "already got", "grabbed"]
WHEN = ["", " already", " yesterday", " on the way home", " now"]
TOLD = [f"{who} {verb} {item}{when}".replace("we has", "we have").replace("i has", "i have")
        .replace("kids has", "kids have")
        for (who, verb, when), item in zip(itertools.product(WHO, VERB, WHEN), itertools.cycle(["milk", "bin bags"]),
                                           strict=False)][::7]
NOT_OFFERED = ["we havent got milk", "have we got milk", "we need milk", "ill get milk later", "did you buy milk",
               "my wife got a new car yesterday", "we should have bought milk", "if we get milk", "we got a puppy",
               "he never bought milk", "we want milk"]


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[tuple[LocalSkills, ListSkill]]:
    lists = ListSkill(InMemoryStore())
    with local_skills(factory, lists=lists) as s:
        say(s, "add milk and bin bags to the shopping list")
        yield s, lists


def _items(lists: ListSkill) -> set[str]:
    return {i.text for i in lists.lists.items("anna", "shopping")}


@pytest.mark.parametrize("text", TOLD)
def test_told_as_got_is_offered_and_nothing_removed(skills: tuple[LocalSkills, ListSkill], text: str) -> None:
    s, lists = skills
    reply = str(say(s, text))
    assert reply.startswith("Shall I take ") and "off the shopping list?" in reply, reply
    assert _items(lists) == {"milk", "bin bags"}


@pytest.mark.parametrize(("answer", "left"), [("yes please", {"bin bags"}), ("go on then", {"bin bags"}),
                                              ("no thanks", {"milk", "bin bags"})])
def test_the_offer_is_kept_only_on_yes(skills: tuple[LocalSkills, ListSkill], answer: str, left: set[str]) -> None:
    s, lists = skills
    assert "Shall I take milk" in str(say(s, "my husband bought milk already"))
    say(s, answer, 3)
    assert _items(lists) == left


@pytest.mark.parametrize("text", NOT_OFFERED)
def test_no_offer_and_nothing_removed(skills: tuple[LocalSkills, ListSkill], text: str) -> None:
    s, lists = skills
    reply = str(say(s, text))
    assert "Shall I take" not in reply, reply
    assert _items(lists) == {"milk", "bin bags"}


def test_no_lists_no_offer() -> None:
    assert offer("we got milk", None) is None
    assert offer("we got milk", lambda item: False) is None
    assert offer("we got milk", lambda item: True) is not None
