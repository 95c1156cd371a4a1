"""Unit tests for endpointing (pure) and the frame classifiers (real webrtcvad)."""

from __future__ import annotations

import numpy as np

from gpt_home.audio.vad import (
    FRAME_BYTES,
    Endpoint,
    EndpointConfig,
    Endpointer,
    EnergyClassifier,
    WebRtcClassifier,
    frame_dbfs,
    make_classifier,
)

CFG = EndpointConfig(start_timeout_seconds=1.0, silence_seconds=0.3, max_seconds=2.0, min_speech_seconds=0.09)


def run(flags: list[bool], ep: Endpointer | None = None) -> tuple[Endpointer, list[Endpoint]]:
    ep = ep or Endpointer(CFG)
    return ep, [ep.process(f, 0.03) for f in flags]


def test_start_timeout_when_nobody_speaks() -> None:
    ep, decisions = run([False] * 40)
    assert decisions[32] == Endpoint.WAITING
    assert decisions[33] == Endpoint.TIMEOUT  # 34 frames * 30 ms = 1.02 s >= 1.0 s
    assert ep.done and decisions[-1] == Endpoint.TIMEOUT


def test_a_click_is_not_a_start() -> None:
    ep, decisions = run([False, True, True, False, False])
    assert set(decisions) == {Endpoint.WAITING}
    assert not ep.started


def test_end_of_speech_after_silence() -> None:
    ep, decisions = run([True] * 10 + [False] * 9 + [True] * 5 + [False] * 10)
    assert decisions[2] == Endpoint.SPEAKING
    assert Endpoint.END_OF_SPEECH not in decisions[:33]  # a 0.27 s pause does not end it
    assert decisions[33] == Endpoint.END_OF_SPEECH  # 10 silent frames = 0.3 s
    assert abs(ep.speech_seconds - 0.45) < 1e-6


def test_max_length_cuts_continuous_speech() -> None:
    ep, decisions = run([True] * 100)
    assert decisions[65] == Endpoint.SPEAKING
    assert decisions[66] == Endpoint.MAX_LENGTH  # 67 frames = 2.01 s
    assert ep.process(False) == Endpoint.MAX_LENGTH  # final decisions stick


def test_speech_already_started_needs_no_onset() -> None:
    ep = Endpointer(CFG, speech_already_started=True)
    _, decisions = run([False] * 10, ep)
    assert decisions[-1] == Endpoint.END_OF_SPEECH


def test_classifiers_on_real_signals() -> None:
    rng = np.random.default_rng(1)
    silence = np.zeros(480, np.int16).tobytes()
    t = np.arange(480) / 16000
    voiced = (8000 * np.sin(2 * np.pi * 150 * t) * (1 + 0.5 * np.sin(2 * np.pi * 600 * t))).astype(np.int16)
    voiced_frame = (voiced + rng.normal(0, 300, 480)).astype(np.int16).tobytes()
    assert frame_dbfs(silence) == float("-inf")
    assert len(voiced_frame) == FRAME_BYTES
    energy = EnergyClassifier()
    assert not energy.is_speech(silence) and energy.is_speech(voiced_frame)
    webrtc = WebRtcClassifier()
    assert not webrtc.is_speech(silence)
    assert isinstance(make_classifier(), WebRtcClassifier)
