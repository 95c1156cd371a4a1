"""Volume said with the need as a reason ("my hearing isn't what it was, can you talk louder") and a level said with
"at" and "percent" ("your loudness at 40 percent please"): the plain volume command; a hearing remark alone, a
command the other way, or a light's level is no volume command (must-nots). Generated: reasons x requests, levels x
frames, written before the composer changed."""

from __future__ import annotations

import itertools

import pytest

from gpt_home.agent.intents import normalize
from gpt_home.agent.volume_slots import compose

REASONS = ("my hearing isn't what it was", "my hearing is not so good", "i'm a bit deaf", "i'm hard of hearing",
           "my ears aren't what they were", "im going deaf")
LOUDER = ("can you talk louder", "speak up please", "turn it up a bit", "could you be a bit louder love")
LEVELS = ("your loudness at {n} percent please", "volume at {n} percent", "put your loudness to {n} per cent",
          "set the volume level at {n} percent please", "um your volume at {n} percent")


@pytest.mark.parametrize(("reason", "ask", "after"), list(itertools.product(REASONS, LOUDER, (False, True))))
def test_a_hearing_reason_before_or_after(reason: str, ask: str, after: bool) -> None:
    text = f"{ask} {reason}" if after else f"{reason}, {ask}"
    assert compose(normalize(text)) == "turn the volume up", text


@pytest.mark.parametrize(("frame", "n"), list(itertools.product(LEVELS, (5, 40, 100))))
def test_a_level_said_with_at_or_percent(frame: str, n: int) -> None:
    command = compose(normalize(frame.format(n=n)))
    assert command is not None and command.startswith(f"set the volume to {n}"), frame


@pytest.mark.parametrize("text", [
    "my hearing isn't what it was", "i'm deaf", "my hearing isn't what it was, can you talk quieter",
    "im hard of hearing turn it down", "the kitchen light at 40 percent", "my hearing is not so good dont turn it up",
    "the volume was at 40 percent yesterday", "your loudness at 400 percent",
])
def test_nothing_composed(text: str) -> None:
    assert compose(normalize(text)) is None, text
