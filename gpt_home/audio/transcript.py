"""What every speech-to-text engine shares: the transcript it returns, the interface it offers, its audio as floats
and the error for a model named instead of given as a local path (GPT Home never downloads one)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

import numpy as np

from gpt_home.errors import SttError


@dataclass(frozen=True, slots=True)
class Transcript:
    """What an engine heard: the text and how long recognition took."""

    text: str
    engine: str
    seconds: float
    final: bool = False  # ``transcribe_fast`` fell back to the engine's final pass: no second pass needed


class Transcriber(Protocol):
    """Turns 16 kHz mono s16le PCM into text."""

    name: str
    offline: bool

    def transcribe(self, pcm: bytes) -> Transcript: ...


def float_audio(pcm: bytes) -> np.ndarray:
    """16 kHz mono s16le PCM as the float32 samples in [-1, 1) that Whisper engines take."""
    return np.frombuffer(pcm, np.int16).astype(np.float32) / 32768.0


def no_download_error(engine: str, value: Path | str, what: str) -> SttError:
    """The error for a model given by name: GPT Home never downloads one."""
    return SttError(
        f"{engine}: stt_model_path {str(value)!r} is not a local {what}; model names would be downloaded, which "
        f"GPT Home never does. Set stt_model_path (GPT_HOME_STT_MODEL_PATH) to a local {what}."
    )
