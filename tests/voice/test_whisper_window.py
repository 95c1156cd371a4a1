"""The short-window Whisper pass (audio/whisper_window.py) on real flite speech and the real tiny.en model: it
hears short commands, refuses what it cannot do well, and a looping result is not trusted."""

from __future__ import annotations

import numpy as np
import pytest
from voice_helpers import silence, wer

from gpt_home.audio.stt import FasterWhisperTranscriber
from gpt_home.audio.whisper_window import MAX_FRAMES, WindowedWhisper, looks_degenerate


def _audio(pcm: bytes) -> np.ndarray:
    return np.frombuffer(pcm, np.int16).astype(np.float32) / 32768.0


@pytest.fixture(scope="module")
def window(whisper_stt: FasterWhisperTranscriber) -> WindowedWhisper:
    return WindowedWhisper(whisper_stt._model)


@pytest.mark.parametrize("text", ["what time is it", "set a timer for five minutes", "turn on the kitchen light",
                                  "what is the capital of france"])
def test_a_short_command_is_heard_on_a_short_window(window: WindowedWhisper, speak, text: str) -> None:  # type: ignore[no-untyped-def]
    heard = window.transcribe(_audio(silence(0.3) + speak(text) + silence(0.3)))
    assert heard is not None
    assert wer(text, heard.replace("5", "five")) <= 0.2, heard


def test_the_window_fits_the_utterance(window: WindowedWhisper) -> None:
    assert window.window_frames(1.0) == 500  # the 5 s minimum
    assert window.window_frames(6.0) == 800  # 6 s of speech and 2 s of padding
    assert window.window_frames(29.5) == MAX_FRAMES
    assert all(window.window_frames(s / 10) % 2 == 0 for s in range(1, 300))  # the encoder halves the frames


def test_too_long_audio_is_left_to_the_full_window(window: WindowedWhisper) -> None:
    assert window.transcribe(_audio(silence(window.max_seconds + 1))) is None


@pytest.mark.parametrize(("text", "degenerate"), [
    ("What time is it? What time is it? What time", True),
    ("Tell me a fact about the moon Tell me a fact about the", True),
    ("stop stop stop", True),
    ("Set a timer for 5 minutes.", False),
    ("No, no.", False),
    ("what is the time what is the date", False),
])
def test_a_looping_transcript_is_not_trusted(text: str, degenerate: bool) -> None:
    assert looks_degenerate(text) is degenerate


def test_the_quick_pass_uses_the_short_window(whisper_stt: FasterWhisperTranscriber, speak) -> None:  # type: ignore[no-untyped-def]
    pcm = silence(0.3) + speak("turn off the kitchen lights") + silence(0.3)
    fast, full = whisper_stt.transcribe_fast(pcm), whisper_stt.transcribe(pcm)
    assert wer("turn off the kitchen lights", fast.text) <= 0.2, fast.text
    assert wer("turn off the kitchen lights", full.text) <= 0.2, full.text
    assert fast.text == whisper_stt._window.transcribe(_audio(pcm))  # greedy decoding: the same pass gave it


def test_a_pass_the_window_refuses_falls_back_to_the_full_window(whisper_stt: FasterWhisperTranscriber,  # type: ignore[no-untyped-def]
                                                                 speak) -> None:
    long = silence(0.3) + b"".join(speak("set a timer for ten minutes") + silence(0.4) for _ in range(5))
    assert whisper_stt._window.transcribe(_audio(long)) is None  # longer than the short window's 15 s or looping
    assert "timer" in whisper_stt.transcribe_fast(long).text.lower()
