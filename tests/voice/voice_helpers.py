"""Small WAV helpers shared by the voice tests (imported by name: tests/voice is on sys.path)."""

from __future__ import annotations

import wave
from pathlib import Path

import numpy as np

RATE = 16_000


def write_wav(path: Path, pcm: bytes, rate: int = RATE, channels: int = 1, sampwidth: int = 2) -> Path:
    """Write raw PCM as a WAV file."""
    with wave.open(str(path), "wb") as w:
        w.setnchannels(channels)
        w.setsampwidth(sampwidth)
        w.setframerate(rate)
        w.writeframes(pcm)
    return path


def pcm_of(path: Path) -> bytes:
    with wave.open(str(path)) as w:
        assert (w.getframerate(), w.getnchannels(), w.getsampwidth()) == (RATE, 1, 2)
        return w.readframes(w.getnframes())


def silence(seconds: float) -> bytes:
    return bytes(int(RATE * seconds) * 2)


def noise(seconds: float, level: float = 30.0, seed: int = 0) -> bytes:
    rng = np.random.default_rng(seed)
    return rng.normal(0, level, int(RATE * seconds)).astype(np.int16).tobytes()
