"""Round eighteen's left-over kinds of sentence (issue 15, engineer "left18"), each right as a KIND through the real
rules, recognizer, semantic reader and skills with a pinned clock (Tue 1 Dec 2026 10:25 UTC): a timer told of as
ringing never cancels another; how long a thing took once sets no timer; a choice between two actions is a choice,
never the forecast; a named day judged is no check of today; a remark before a knowledge question leaves the
question answered. The sentences are generated (``left18_kinds.py``)."""

from __future__ import annotations

import re

import pytest
from left18_kinds import Case, all_cases
from skill_helpers import listing_skills, say  # noqa: F401 (the skills fixture)

from gpt_home.skills.local import LocalSkills

CASES = all_cases()


def test_the_suite_is_generated_broadly() -> None:
    kinds = {c.kind for c in CASES}
    assert len(CASES) >= 400
    for kind in kinds:  # every kind said in many ways, must-nots for the kinds that could act or answer wrongly
        assert sum(1 for c in CASES if c.kind == kind) >= 2, kind
    assert sum(1 for c in CASES if c.kind.endswith(", not")) >= 250


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.text)
def test_each_kind(skills: LocalSkills, case: Case) -> None:
    for line in case.setup:
        assert say(skills, line) is not None, line
    reply = say(skills, case.text, 2)
    assert skills.timers is not None
    assert len(skills.timers.list("anna")) == case.timers, f"{case.text!r} -> {reply!r}"
    if case.reply == "-":
        assert reply is None, f"{case.text!r} -> {reply!r}"
    elif case.reply.startswith("!"):
        assert reply is None or not re.search(case.reply[1:], str(reply)), f"{case.text!r} -> {reply!r}"
    else:
        assert reply is not None and re.search(case.reply, str(reply)), f"{case.text!r} -> {reply!r}"
