"""A bare hesitation and a clock time that does not exist (pure)."""

from __future__ import annotations

import pytest

from gpt_home.skills.bad_input import (
    HESITATION_REPLY,
    ZERO_TIMER_REPLY,
    hesitation_reply,
    impossible_clock,
    no_sides,
    zero_length,
)


@pytest.mark.parametrize("text", ["erm", "um", "ummm", "hmm", "uh uh", "erm well"])
def test_hesitations(text: str) -> None:
    assert hesitation_reply(text) == HESITATION_REPLY


@pytest.mark.parametrize("text", ["erm what time is it", "umbrella", "hmm set a timer", ""])
def test_not_hesitations(text: str) -> None:
    assert hesitation_reply(text) is None


def test_impossible_clock_times() -> None:
    assert impossible_clock("set an alarm for thirteen seventy five") == (
        "There is no such time as 13:75. Say a time like 7:30 am or 19:30.")
    assert impossible_clock("wake me at 25 oclock") == (
        "There is no such time as 25 o'clock. Say a time like 7:30 am or 19:30.")
    assert impossible_clock("set an alarm for 23 59") is None
    assert impossible_clock("set a timer for 1 90 minutes") is None  # a length, not a clock


def test_zero_length() -> None:
    assert zero_length("set a timer for zero minutes") == ZERO_TIMER_REPLY
    assert zero_length("set a timer for ten minutes") is None


def test_no_sides() -> None:
    assert no_sides("roll a die with zero sides") is not None
    assert no_sides("roll a one sided die") is not None
    assert no_sides("roll a 20 sided die") is None
