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


_NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]


def mentions_hour(transcript: str, hour24: int) -> bool:
    """True if a transcript names the 12-hour clock hour: "8", "eight", or a clock time "8:05", "8.05", "805"."""
    import re

    hour = hour24 % 12 or 12
    return re.search(rf"\b({hour}|{_NUMBER_WORDS[hour]}|{hour}[:.]?[0-5]\d)\b", transcript.lower()) is not None


def time_reply(_text: str = "") -> list[str]:
    """The e2e tests' tiny real responder: the current time, in the phrasing Whisper tiny hears reliably."""
    import datetime as dt

    now = dt.datetime.now()
    hour = now.hour % 12 or 12
    # espeak-ng's hour numbers are hard for Whisper tiny alone; this phrasing was heard for all 12 hours.
    return [f"It is {hour} o'clock and {now.minute} minutes. ", f"Once more: {now.minute} minutes past {hour}."]


def wer(reference: str, hypothesis: str) -> float:
    """Word error rate (edit distance over words / reference words), punctuation and case ignored."""
    import re

    ref = re.findall(r"[a-z0-9']+", reference.lower())
    hyp = re.findall(r"[a-z0-9']+", hypothesis.lower())
    dist = list(range(len(hyp) + 1))
    for i, r in enumerate(ref, 1):
        prev, dist[0] = dist[0], i
        for j, h in enumerate(hyp, 1):
            prev, dist[j] = dist[j], min(dist[j] + 1, dist[j - 1] + 1, prev + (r != h))
    return dist[len(hyp)] / max(1, len(ref))
