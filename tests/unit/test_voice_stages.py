"""The voice bench reads each turn's load-independent stages from the daemon's log: the reply guard's line on the model
pieces before the first words (logged by the real guard here) and the model's start line, per turn."""

from __future__ import annotations

import logging
import sys
from pathlib import Path

from gpt_home.agent.stream_guard import StreamGuard

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
from voice_sets import stages_by_turn  # noqa: E402


def test_each_turn_gets_its_own_model_stages(caplog) -> None:  # type: ignore[no-untyped-def]
    with caplog.at_level(logging.DEBUG, logger="gpt_home.agent.stream_guard"):
        guard = StreamGuard(utterance="tell me about cats")
        for token in ["Cats", " are", " curious", " animals,", " and", " they", " sleep."]:
            guard.feed(token)
    guard_line = next(f"DEBUG {r.name}: {r.getMessage()}" for r in caplog.records)
    log = "\n".join([
        "DEBUG gpt_home.audio.endpointing: endpointing verdict True after 0.27 s of silence on 'what time is it'",
        "INFO gpt_home.daemon.metrics: turn 1 [answered]: wake 0.15s",
        "DEBUG gpt_home.audio.speculation: no wake phrase in the speculative 'He can pewter who wrote': ...",
        "DEBUG gpt_home.audio.endpointing: endpointing verdict True after 0.27 s of silence on 'review wrote'",
        "INFO gpt_home.agent.llm: model: loaded 0.05 s after the turn asked, first text 0.12 s later (509 prompt "
        "tokens, 503 of them evaluated before, 13 read now)",
        guard_line,
        "INFO gpt_home.daemon.metrics: turn 2 [answered]: wake 0.15s",
    ])
    stages = stages_by_turn(log)
    assert stages[1] == {"verdicts": 1, "wake_misheard_passes": 0, "model_wait_s": None, "model_first_text_s": None,
                         "prompt_tokens_read": None, "pieces_to_first_words": None}
    assert stages[2] == {"verdicts": 1, "wake_misheard_passes": 1, "model_wait_s": 0.05, "model_first_text_s": 0.12,
                         "prompt_tokens_read": 13, "pieces_to_first_words": 5}
