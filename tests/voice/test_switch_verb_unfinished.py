"""A switching verb without its particle is a command still being said (issue 12, adaptive endpointing).

"hey computer turn off the ... bedroom lamp" came back from the quick pass as "turn your ass there." with the pause
still going: no local command takes it and it does not end on a dangling word, so the middle silence applied and the
phrase was cut in its pause (bench/voice_bench.py --cutoffs, after the wake phrase). A whole switching command names
what it does (on, off, up, down); without one the rest is still to come, or Whisper misheard it, and waiting the long
silence costs a whole command the matcher does not take only ~0.7 s. Real intent matcher, real judge.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from gpt_home.agent import intents
from gpt_home.agent.completeness import build_completeness_judge

NOW = datetime(2026, 1, 1, 9, 0, tzinfo=UTC)
JUDGE = build_completeness_judge(lambda text: intents.match(text, NOW) is not None)


@pytest.mark.parametrize("text", [
    "Turn your ass there.", "turn the living room", "Turn it over there", "so turn the big", "Switch the kitchen",
    "Turned your ass there.", "okay switch the hall", "turn the bedroom",
])
def test_a_switching_verb_without_on_off_up_or_down_waits_for_the_rest(text: str) -> None:
    assert JUDGE(text) is False


@pytest.mark.parametrize("text", [
    "turn off the tv", "switch off the telly", "turn on the radio", "turn the heating up", "turn down the music",
    "turn off the kitchen light", "turn the lights off", "switch on the bedroom lamp",
])
def test_a_whole_switching_command_is_not_held(text: str) -> None:
    assert JUDGE(text) is not False
