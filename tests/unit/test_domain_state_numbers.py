"""A sentence with a number is never a question about a domain's state (``domain_asked.asked``), so its timers are not
read for one (round 26, issue 15's speed): the same replies, no store read."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore
from skill_helpers import NOW, local_skills, say

from gpt_home.skills import domain_state
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lists=ListSkill(InMemoryStore())) as built:
        yield built


def _counted(skills: LocalSkills, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    reads: list[str] = []
    assert skills.timers is not None
    listed = skills.timers.list

    def counting(user_id: str, **kwargs: Any) -> Any:
        reads.append(user_id)
        return listed(user_id, **kwargs)

    monkeypatch.setattr(skills.timers, "list", counting)
    return reads


@pytest.mark.parametrize("text", ["is my 7 oclock alarm set", "whats on the list for the 3rd",
                                  "how long is left on the 10 minute timer", "what time is it in 2 hours"])
def test_a_number_said_reads_no_timers_for_the_state(skills: LocalSkills, monkeypatch: pytest.MonkeyPatch,
                                                     text: str) -> None:
    reads = _counted(skills, monkeypatch)
    assert domain_state.reply(text, skills, "user", NOW) is None
    assert reads == []


@pytest.mark.parametrize(("text", "said"), [
    ("how are my timers doing", "You have no timers set."),
    ("um rattle off my alarms please", "You have no alarms set."),
])
def test_a_question_without_a_number_still_reads_them(skills: LocalSkills, monkeypatch: pytest.MonkeyPatch,
                                                      text: str, said: str) -> None:
    reads = _counted(skills, monkeypatch)
    assert say(skills, text) == said
    assert reads
