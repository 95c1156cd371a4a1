"""Fixtures for the Wyoming tests: flite speech, the real engines, and a real server on a loopback TCP port.

The server runs its own event loop on a thread; each test drives it with the wyoming package's own client inside
``asyncio.run``. Engines are loaded once per session (faster-whisper tiny.en, espeak-ng, pocketsphinx KWS).
"""

from __future__ import annotations

import shutil
import subprocess
import wave
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from wy_helpers import RATE, ServerThread, make_services


@pytest.fixture(scope="session")
def speak(tmp_path_factory: pytest.TempPathFactory) -> Callable[[str], bytes]:
    """Text -> 16 kHz mono s16le PCM of flite (voice slt) speaking it, resampled by sox (cached)."""
    for tool in ("flite", "sox"):
        if shutil.which(tool) is None:
            pytest.fail(f"{tool} is required for the Wyoming tests (apt-get install {tool})")
    folder = tmp_path_factory.mktemp("speech")
    cache: dict[str, bytes] = {}

    def make(text: str) -> bytes:
        if text not in cache:
            raw, out = folder / f"{len(cache)}.raw.wav", folder / f"{len(cache)}.wav"
            subprocess.run(["flite", "-voice", "slt", "-t", text, "-o", str(raw)], check=True, timeout=60)
            subprocess.run(["sox", str(raw), "-r", str(RATE), "-c", "1", "-b", "16", str(out)], check=True,
                           timeout=60)
            with wave.open(str(out)) as w:
                cache[text] = w.readframes(w.getnframes())
        return cache[text]

    return make


@pytest.fixture(scope="session")
def engines() -> dict[str, Any]:
    """The speech engines, built once through the project's factories with default settings."""
    from gpt_home.audio.stt import FasterWhisperTranscriber
    from gpt_home.audio.tts import EspeakNgSynthesizer

    return {"stt": FasterWhisperTranscriber(None), "tts": EspeakNgSynthesizer()}


@pytest.fixture
def household(make_settings, user_id: str):
    """A real household (assistant, memory facade, local skills) on the session Postgres; Wyoming turns default to
    ``user_id``."""
    from gpt_home.memory.store import open_database
    from gpt_home.wiring import build_household

    settings = make_settings(wyoming_default_user_id=user_id)
    db = open_database(settings)
    built = build_household(settings, db)
    yield built
    built.assistant.close()
    built.memory.close()
    db.close()


@pytest.fixture
def server(household, engines) -> Iterator[ServerThread]:
    """The Wyoming service on 127.0.0.1 at a free port."""
    running = ServerThread("tcp://127.0.0.1:0", make_services(household, engines))
    yield running
    running.stop()
