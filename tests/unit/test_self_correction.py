"""Self-corrections said inside one request, and remarks that only look like one (pure)."""

from __future__ import annotations

import pytest

from gpt_home.agent.self_correction import corrected, has_correction


@pytest.mark.parametrize("text", [
    "wake me at half eight on sunday no rush",
    "set an alarm for 7 on saturday no hurry",
    "remind me to call mum on sunday at 3 pm no worries",
    "set a timer for 10 minutes no pressure",
    "add eggs to the list no problem",
    "turn on the kitchen light no rush at all",
])
def test_no_rush_is_a_remark_not_a_correction(text: str) -> None:
    assert corrected(text) is None and not has_correction(text)


@pytest.mark.parametrize(("text", "fixed"), [
    ("how many days until the 20th no sorry the 22nd", "how many days until the 22nd"),
    ("how many days until the 20th no wait the 22nd", "how many days until the 22nd"),
    ("how long until the 20th i mean the 22nd", "how long until the 22nd"),
    ("set a timer for five no make it ten minutes", "set a timer for ten minutes"),
    ("add eggs no milk to the list", "add milk to the list"),
])
def test_a_correction_takes_the_later_value(text: str, fixed: str) -> None:
    assert corrected(text) == fixed
