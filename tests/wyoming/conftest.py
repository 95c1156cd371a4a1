"""Fixtures for the Wyoming tests: flite speech, the real engines, and a real server on a loopback TCP port.

The server runs its own event loop on a thread; each test drives it with the wyoming package's own client inside
``asyncio.run``. Engines are loaded once per session (faster-whisper tiny.en, espeak-ng, pocketsphinx KWS).
"""

from __future__ import annotations

import asyncio
import shutil
import subprocess
import threading
import wave
from collections.abc import Callable, Iterator
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pytest

RATE = 16_000


def write_wav(path: Path, pcm: bytes, rate: int = RATE, channels: int = 1, width: int = 2) -> Path:
    with wave.open(str(path), "wb") as w:
        w.setnchannels(channels)
        w.setsampwidth(width)
        w.setframerate(rate)
        w.writeframes(pcm)
    return path


def silence(seconds: float) -> bytes:
    return bytes(int(RATE * seconds) * 2)


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


class ServerThread:
    """A Wyoming service on its own event loop thread (what `gpt-home wyoming` runs), for one test."""

    def __init__(self, uri: str, services: Any) -> None:
        from gpt_home.wyoming.server import start_service

        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self.loop.run_forever, name="wyoming-test-server", daemon=True)
        self._thread.start()
        self.service = self.call(start_service(uri, services))
        self.port = self.service.port

    def call(self, coro: Any, timeout: float = 30.0) -> Any:
        future: Future[Any] = asyncio.run_coroutine_threadsafe(coro, self.loop)
        return future.result(timeout)

    def open_connections(self) -> int:
        async def count() -> int:
            return len(self.service.server._handlers)

        return int(self.call(count()))

    def stop(self) -> None:
        self.call(self.service.stop())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(timeout=10)
        self.loop.close()


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
    db.close()


def make_services(household: Any, engines: dict[str, Any]) -> Any:
    from gpt_home.audio.vad import make_classifier
    from gpt_home.audio.wake import create_wake_detector
    from gpt_home.wyoming.services import WyomingServices

    settings = household.settings
    return WyomingServices(
        settings=settings, transcriber=engines["stt"], synthesizer=engines["tts"],
        wake_factory=lambda: create_wake_detector(settings, classifier=make_classifier()),
        assistant=household.assistant,
    )


@pytest.fixture
def server(household, engines) -> Iterator[ServerThread]:
    """The Wyoming service on 127.0.0.1 at a free port."""
    running = ServerThread("tcp://127.0.0.1:0", make_services(household, engines))
    yield running
    running.stop()
