"""Round seventeen's kinds of sentence (issue 15, engineer "left"), each right as a KIND: a command taken back in the
same breath does nothing; a light for a while or later is said honestly; an "or" that asks a question is no choice;
a question about a coin or dice throws nothing; a yes/no question about today starts with Yes or No; fillers between
two requests lose neither; a reminder for a part of the day asks the hour of the day it names; a request relayed now
from the household is done, a report never. The sentences are generated (``breath_kinds.py``) through the real rules,
recognizer, semantic reader and skills with a pinned clock (Tue 1 Dec 2026 10:25 UTC)."""

from __future__ import annotations

import re

import pytest
from breath_kinds import START, Case, all_cases
from skill_helpers import light_levels, listing_skills, say, shopping_items  # noqa: F401 (the skills fixture)

from gpt_home.skills.local import LocalSkills

CASES = all_cases()


def test_the_suite_is_generated_broadly() -> None:
    kinds = {c.kind for c in CASES}
    assert len(CASES) >= 300
    for kind in kinds:  # every kind said in five or more ways, and must-nots for the kinds that act
        assert sum(1 for c in CASES if c.kind == kind) >= 5 or kind.endswith(", not"), kind
    assert sum(1 for c in CASES if c.kind.endswith(", not")) >= 40


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.text)
def test_each_kind(skills: LocalSkills, case: Case) -> None:
    say(skills, "set the kitchen light to 50 percent")
    say(skills, "set the living room light to 50 percent")
    reply = say(skills, case.text, 2)
    expected = (START if case.kitchen is None else case.kitchen, START if case.living is None else case.living)
    assert light_levels(skills) == expected, f"{case.text!r} -> {reply!r}"
    assert len(skills.timers.list("anna")) == case.timers, f"{case.text!r} -> {reply!r}"
    assert len(shopping_items(skills)) == case.items, f"{case.text!r} -> {reply!r}"
    if case.reply == "-":
        assert reply is None
    elif case.reply.startswith("!"):
        assert reply is None or not re.search(case.reply[1:], str(reply)), f"{case.text!r} -> {reply!r}"
    else:
        assert reply is not None and re.search(case.reply, str(reply)), f"{case.text!r} -> {reply!r}"
