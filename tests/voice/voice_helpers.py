"""Small WAV and voice-loop helpers shared by the voice tests (imported by name: tests/voice is on sys.path)."""

from __future__ import annotations

import threading
import wave
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

import numpy as np
import pytest

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
    """True if a transcript names the 12-hour clock hour: "8", "eight", "12am", or a clock time "8:05", "8.05", "805".

    Digits are matched without a word boundary after them: Whisper may write "12am" for "12 am", which the old
    ``\b12\b`` pattern missed (a reply said just after midnight, when the minute is too small to count, failed).
    """
    import re

    hour = hour24 % 12 or 12
    pattern = rf"(?<!\d)({hour}(?!\d)|{hour}[:.]?[0-5]\d(?!\d))|\b{_NUMBER_WORDS[hour]}\b"
    return re.search(pattern, transcript.lower()) is not None


def clock_reply(now: datetime) -> Callable[[str], list[str]]:
    """The e2e tests' tiny real responder, telling the time of the injected ``now`` (never the wall clock)."""
    hour = now.hour % 12 or 12

    def reply(_text: str = "") -> list[str]:
        # espeak-ng's hour numbers are hard for Whisper tiny alone; this phrasing was heard for all 12 hours.
        return [f"It is {hour} o'clock and {now.minute} minutes. ", f"Once more: {now.minute} minutes past {hour}."]

    return reply


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


def mentions_clock(transcript: str, moments: list[tuple[int, int]]) -> bool:
    """True if a transcript names the hour, or the two-digit minute, of one of ``moments`` ((hour24, minute) pairs).

    Whisper tiny often mangles one half of an espeak-ng clock time ("It's either 45 pm" for "It's 9:45 pm"); a
    reply still counts when the other half is right, since a two-digit minute is hard to hit by chance.
    """
    import re

    units = {w: i for i, w in enumerate(_NUMBER_WORDS[:10])}
    tens = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50}
    teens = {"ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
             "seventeen": 17, "eighteen": 18, "nineteen": 19}

    def _number(match: re.Match[str]) -> str:
        word, unit = match.group(1), match.group(2)
        return str(teens[word] if word in teens else tens[word] + (units[unit] if unit else 0))

    transcript = re.sub(rf"\b({'|'.join([*tens, *teens])})(?:[- ]({'|'.join(list(units)[1:])}))?\b", _number,
                        transcript.lower())
    for hour24, minute in moments:
        if minute == 0 and hour24 in (0, 12) and ("midnight" if hour24 == 0 else "noon") in transcript.replace("-", ""):
            return True
        if mentions_hour(transcript, hour24):
            return True
        if minute >= 10 and re.search(rf"(?<!\d){minute}", transcript) is not None:
            return True
    return False


def run_bounded(daemon: Any, timeout: float = 180.0) -> None:
    """Run a voice daemon (fed from a WAV file) to its end on a thread; fail the test if it has not ended in time."""
    thread = threading.Thread(target=daemon.run, daemon=True)
    thread.start()
    thread.join(timeout)
    if thread.is_alive():
        daemon.request_stop()
        thread.join(5)
        pytest.fail(f"voice loop did not finish within {timeout} s")
