"""Shares asked as a story (``skills.bill_shares``): the generated suite (party x sum x tip x frame x filler, shares
computed with ``Decimal``, must-nots generated the same way) through the real local skills, then the composer's own
decisions; and the generated unit-conversion suite (quantity x units x frame x filler x a correction in the breath),
which shows no gap the composer would need to fill."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.agent.intents import normalize
from gpt_home.skills import bill_shares
from gpt_home.skills.local import LocalSkills
from tests import bill_story_suite, unit_question_suite
from tests.skill_helpers import local_skills, say


@pytest.fixture(scope="module")
def skills() -> Iterator[LocalSkills]:
    with local_skills(MockFactory()) as built:
        yield built


def test_the_generated_share_suite(skills: LocalSkills) -> None:
    suite = bill_story_suite.items()
    assert len(suite) > 900 and sum(share is None for _, share in suite) >= 10
    replies = [(text, share, say(skills, text)) for text, share in suite]
    assert [(text, reply) for text, share, reply in replies if not bill_story_suite.met(reply, share)] == []


def test_the_generated_unit_suite(skills: LocalSkills) -> None:
    suite = unit_question_suite.items()
    assert len(suite) > 500
    replies = [(text, want, say(skills, text)) for text, want in suite]
    assert [(text, reply) for text, want, reply in replies if not unit_question_suite.met(reply, want)] == []


@pytest.mark.parametrize(("text", "reply"), [
    ("four people, pizza cost 54 euros, how much each one pay", "That's 13.50 euros each."),
    ("the bill is 60 dollars and there are 3 of us what does everyone owe", "That's 20 dollars each."),
    ("how much each if 5 of us split 75 euros", "That's 15 euros each."),
    ("we are five people and the bill is 100 euros plus 10 percent tip how much each",
     "With a 10 percent tip that's 110 euros in all, 22 euros each."),
    ("how much does each of the 4 kids get if i share 20 pounds", "That's 5 pounds each."),
    ("share 30 sweets between 4 kids how many each", "That's 7 sweets each, with 2 left over."),
    ("the bill is 36 and we are 4 how much each", "That's 9 each."),
])
def test_the_share_from_slots_in_any_order(text: str, reply: str) -> None:
    assert bill_shares.reply(normalize(text)) == reply


@pytest.mark.parametrize("text", [
    "we paid 20 euros each", "i split the bill with 4 friends", "4 of us had 3 pizzas for 54 euros how much each",
    "4 people and 5 people split 54 euros how much each",  # two parties: which is a guess
    "how much each if 4 of us split 54 euros or 60 euros", "how much does each banana cost",
])
def test_no_one_clear_share_is_never_said(text: str) -> None:
    assert bill_shares.reply(normalize(text)) is None
