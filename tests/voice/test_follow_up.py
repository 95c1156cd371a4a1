"""When the follow-up window opens (pure policy)."""

from __future__ import annotations

import pytest

from gpt_home.daemon.follow_up import FollowUpPolicy, asks_something


@pytest.mark.parametrize(("sentences", "asks"), [
    (["Which room?"], True),
    (["I set it.", "Anything else?"], True),
    (['Did you say "kitchen?"'], True),
    (["Shall I?  "], True),
    (["Is it raining? No.", "It is sunny."], False),
    (["It is nine o'clock."], False),
    ([], False),
])
def test_asks_something(sentences: list[str], asks: bool) -> None:
    assert asks_something(sentences) is asks


def test_policy() -> None:
    default = FollowUpPolicy()
    assert default.wants(["Which room?"]) and not default.wants(["Done."])
    assert default.wants(["Done."], expects_answer=True)  # the agent's own flag wins over the text
    assert not default.wants(["Which room?"], expects_answer=False)
    assert FollowUpPolicy(after_every_reply=True).wants(["Done."])
    assert not FollowUpPolicy(window_seconds=0).wants(["Which room?"])
    assert not FollowUpPolicy(after_every_reply=True).wants([])  # nothing was said
