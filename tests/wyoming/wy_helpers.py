"""Helpers shared by the Wyoming tests (imported by name: tests/wyoming is on sys.path, like tests/voice)."""

from __future__ import annotations

import asyncio
import re
import threading
import wave
from concurrent.futures import Future
from pathlib import Path
from typing import Any

from wyoming.audio import AudioChunk, AudioStart, AudioStop
from wyoming.client import AsyncClient, AsyncTcpClient
from wyoming.event import Event

RATE = 16_000
READ_TIMEOUT_SECONDS = 120.0


def write_wav(path: Path, pcm: bytes, rate: int = RATE, channels: int = 1, width: int = 2) -> Path:
    with wave.open(str(path), "wb") as w:
        w.setnchannels(channels)
        w.setsampwidth(width)
        w.setframerate(rate)
        w.writeframes(pcm)
    return path


def silence(seconds: float) -> bytes:
    return bytes(int(RATE * seconds) * 2)


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


def client(server: ServerThread) -> AsyncTcpClient:
    return AsyncTcpClient("127.0.0.1", server.port, read_timeout=READ_TIMEOUT_SECONDS)


async def read_until(c: AsyncClient, *types: str) -> list[Event]:
    """Every event up to and including the first of ``types``."""
    events: list[Event] = []
    while True:
        event = await c.read_event()
        assert event is not None, f"connection closed before {types}; got {[e.type for e in events]}"
        events.append(event)
        if event.type in types:
            return events


async def send_audio(c: AsyncClient, pcm: bytes, *, rate: int = RATE, width: int = 2, channels: int = 1) -> None:
    await c.write_event(AudioStart(rate=rate, width=width, channels=channels).event())
    step = 2048 * width * channels
    for offset in range(0, len(pcm), step):
        await c.write_event(AudioChunk(rate=rate, width=width, channels=channels, audio=pcm[offset:offset + step]
                                       ).event())
    await c.write_event(AudioStop().event())


def words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9']+", text.lower())
