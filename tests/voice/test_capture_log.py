"""Capture names the turn with the words it heard: bench/voice_bench.py matches transcripts to turns by it (a turn
whose command came with the wake phrase logs no words, so matching by position shifted every row after it)."""

from __future__ import annotations

import logging
import sys
from pathlib import Path

from voice_helpers import silence, write_wav

from gpt_home.audio.sources import WavFileSource
from gpt_home.audio.vad import EndpointConfig, make_classifier
from gpt_home.daemon.capture import UtteranceCapture
from gpt_home.daemon.feed import AudioFeed
from gpt_home.daemon_status import TurnTimings

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
from voice_bench import heard_by_turn


def test_the_words_heard_are_logged_with_the_turn_number(tmp_path: Path, speak, whisper_stt, caplog) -> None:  # type: ignore[no-untyped-def]
    write_wav(tmp_path / "01.wav", silence(0.3) + speak("turn on the kitchen light") + silence(1.0))
    capture = UtteranceCapture(whisper_stt, make_classifier(), EndpointConfig(3.0, 0.7, 15.0),
                               speculate_after_seconds=0.09, clock=lambda: 0.0)
    feed = AudioFeed(WavFileSource(tmp_path, fast=True))
    with caplog.at_level(logging.DEBUG, logger="gpt_home.daemon.capture"):
        heard = capture.capture(feed, TurnTimings(turn=7), replay=[], tick=lambda: None, on_endpoint=lambda: None)
    log = "\n".join(f"{r.levelname} {r.name}: {r.getMessage()}" for r in caplog.records)
    assert heard.text is not None and "kitchen" in heard.text.lower()
    assert heard_by_turn(log) == {7: repr(heard.text)}
    assert heard_by_turn("INFO gpt_home.daemon.loop: wake with command\n" + log) == {7: repr(heard.text)}
