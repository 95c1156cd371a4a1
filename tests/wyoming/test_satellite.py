"""`run --satellite`: a small Home Assistant side written here with the wyoming package drives a real satellite
(flite speech in through a queue-fed microphone, pocketsphinx wake, replies recorded to WAV files, mock-pin LED)."""

from __future__ import annotations

import asyncio
import queue
import threading
import wave
from pathlib import Path
from typing import Any

import pytest
from wy_helpers import read_until, silence, words
from wyoming.asr import Transcript
from wyoming.audio import AudioChunk, AudioStart, AudioStop
from wyoming.client import AsyncTcpClient
from wyoming.event import Event
from wyoming.info import Describe, Info
from wyoming.ping import Ping
from wyoming.pipeline import PipelineStage, RunPipeline
from wyoming.satellite import PauseSatellite, RunSatellite
from wyoming.timer import TimerFinished, TimerStarted

from gpt_home.audio.sources import AudioChunk as Frame
from gpt_home.audio.vad import FRAME_BYTES, FRAME_SECONDS

READ_TIMEOUT_SECONDS = 60.0


class QueueMicrophone:
    """A microphone the test speaks into: frames of the PCM it is given, blocking when there is none."""

    def __init__(self) -> None:
        self._frames: queue.Queue[bytes | None] = queue.Queue()
        self.drained = threading.Event()
        self._seconds = 0.0

    def say(self, pcm: bytes) -> None:
        self.drained.clear()
        for offset in range(0, len(pcm) - FRAME_BYTES + 1, FRAME_BYTES):
            self._frames.put(pcm[offset : offset + FRAME_BYTES])
        self._frames.put(b"")  # marker: everything said so far was read

    def read(self) -> Frame | None:
        while True:
            frame = self._frames.get(timeout=READ_TIMEOUT_SECONDS)
            if frame is None:
                return None
            if frame == b"":
                self.drained.set()
                continue
            chunk = Frame(frame, self._seconds)
            self._seconds += FRAME_SECONDS
            return chunk

    def discard_pending(self) -> None:
        """Nothing is buffered behind our back."""

    def close(self) -> None:
        self._frames.put(None)


@pytest.fixture
def satellite(settings, tmp_path: Path, factory):
    from gpt_home.audio.tts import WavRecorder
    from gpt_home.audio.vad import EndpointConfig, make_classifier
    from gpt_home.audio.wake import create_wake_detector
    from gpt_home.hardware.status_led import StatusLed
    from gpt_home.wyoming.indicators import SatelliteIndicators
    from gpt_home.wyoming.satellite import VoiceSatellite

    mic = QueueMicrophone()
    classifier = make_classifier()
    led = StatusLed([5, 6, 13], pin_factory=factory)
    sat = VoiceSatellite(
        source=mic, wake=create_wake_detector(settings, classifier=classifier), wake_name="hey_computer",
        classifier=classifier, player=WavRecorder(tmp_path / "played"),
        endpoint=EndpointConfig(start_timeout_seconds=5.0, silence_seconds=0.7, max_seconds=15.0), name="test-sat",
        refractory_seconds=0.0, indicators=SatelliteIndicators(led),
    )
    yield sat, mic, led
    mic.close()
    sat.stop()
    led.close()


def run_with_satellite(sat: Any, script: Any) -> Any:
    """Start the satellite's server on a free loopback port, connect as Home Assistant, run ``script(client)``."""
    from gpt_home.wyoming.satellite import start_satellite

    async def go() -> Any:
        server = await start_satellite("tcp://127.0.0.1:0", sat)
        port = server._server.sockets[0].getsockname()[1]
        try:
            async with AsyncTcpClient("127.0.0.1", port, read_timeout=READ_TIMEOUT_SECONDS) as ha:
                return await script(ha)
        finally:
            await server.stop()

    return asyncio.run(go())


def test_satellite_wakes_streams_plays_and_honours_pause(satellite, speak, engines, tmp_path: Path) -> None:
    sat, mic, _led = satellite
    reply = engines["tts"].synthesize("It is three o'clock.")

    async def script(ha: AsyncTcpClient) -> dict[str, Any]:
        seen: dict[str, Any] = {}
        await ha.write_event(Describe().event())
        seen["info"] = Info.from_event((await read_until(ha, "info"))[-1])
        await ha.write_event(RunSatellite().event())
        mic.say(silence(0.5) + speak("hey computer") + silence(0.6) + speak("what time is it") + silence(1.5))
        streamed = await read_until(ha, "audio-stop")
        seen["streamed"] = streamed
        await ha.write_event(Transcript(text="what time is it").event())
        await ha.write_event(AudioStart(rate=reply.sample_rate_hz, width=2, channels=1).event())
        await ha.write_event(AudioChunk(rate=reply.sample_rate_hz, width=2, channels=1, audio=reply.pcm).event())
        await ha.write_event(AudioStop().event())
        seen["played"] = (await read_until(ha, "played"))[-1].type
        # paused: the wake word is heard by the microphone but nothing is sent
        await ha.write_event(PauseSatellite().event())
        await ha.write_event(Ping(text="paused?").event())
        await read_until(ha, "pong")
        mic.say(silence(0.5) + speak("hey computer") + silence(1.0))
        await asyncio.to_thread(mic.drained.wait, READ_TIMEOUT_SECONDS)
        await ha.write_event(Ping(text="barrier").event())
        seen["while_paused"] = [e.type for e in await read_until(ha, "pong")]
        # running again: the next wake word starts a pipeline
        await ha.write_event(RunSatellite().event())
        await ha.write_event(Ping(text="running").event())
        await read_until(ha, "pong")
        mic.say(silence(0.5) + speak("hey computer") + silence(1.0))
        seen["resumed"] = RunPipeline.from_event((await read_until(ha, "run-pipeline"))[-1])
        return seen

    seen = run_with_satellite(sat, script)
    assert seen["info"].satellite is not None and seen["info"].satellite.active_wake_words == ["hey_computer"]
    streamed: list[Event] = seen["streamed"]
    types = [e.type for e in streamed]
    assert types[:3] == ["run-pipeline", "detection", "audio-start"] and types[-1] == "audio-stop"
    pipeline = RunPipeline.from_event(streamed[0])
    assert (pipeline.start_stage, pipeline.end_stage) == (PipelineStage.ASR, PipelineStage.TTS)
    audio = b"".join(AudioChunk.from_event(e).audio for e in streamed if e.type == "audio-chunk")
    heard = words(engines["stt"].transcribe(audio).text)
    assert "time" in heard, heard
    assert seen["played"] == "played"
    with wave.open(str(tmp_path / "played" / "reply-1.wav")) as w:
        assert w.getnframes() > 0.8 * 16_000 * reply.seconds
    assert seen["while_paused"] == ["pong"]
    assert seen["resumed"].start_stage == PipelineStage.ASR
    assert sat.wakes == 2


def test_timer_events_show_on_the_led_and_ring(satellite, tmp_path: Path) -> None:
    sat, _mic, led = satellite

    async def script(ha: AsyncTcpClient) -> list[tuple[float, ...]]:
        colours = []
        await ha.write_event(TimerStarted(id="t1", total_seconds=300, name="pasta").event())
        await ha.write_event(Ping().event())
        await read_until(ha, "pong")
        colours.append(tuple(led.device.color))
        await ha.write_event(TimerFinished(id="t1").event())
        await ha.write_event(Ping().event())
        await read_until(ha, "pong")
        colours.append(tuple(led.device.color))
        return colours

    started, finished = run_with_satellite(sat, script)
    assert started == (1, 0, 1) and finished == (1, 0, 0)
    with wave.open(str(tmp_path / "played" / "timer-1.wav")) as w:
        assert w.getnframes() > 16_000 * 0.5  # the alarm's three beeps
