"""`gpt-home run --satellite tcp://0.0.0.0:PORT`: this device as a Home Assistant voice satellite.

Home Assistant connects to us. After ``run-satellite`` we listen with the local wake engine; on the wake word we
send ``run-pipeline`` (asr -> tts), the detection, and stream the microphone until the local endpointer hears the
end of speech (or HA sends the transcript). HA's reply audio is played on our speaker, then we report ``played``.
``pause-satellite`` stops listening (microphone frames are read and dropped). Timer events show on the LED, and a
finished timer plays the alarm sound. The microphone is read on its own thread; events go out on the event loop.
"""

from __future__ import annotations

import asyncio
import logging
import threading
import time
from enum import StrEnum

from wyoming.asr import Transcript
from wyoming.audio import AudioChunk, AudioFormat, AudioStart, AudioStop
from wyoming.error import Error
from wyoming.event import Event
from wyoming.info import Attribution, Describe, Info, MicProgram, Satellite, SndProgram
from wyoming.ping import Ping, Pong
from wyoming.pipeline import PipelineStage, RunPipeline
from wyoming.satellite import PauseSatellite, RunSatellite
from wyoming.server import AsyncEventHandler, AsyncServer
from wyoming.snd import Played
from wyoming.timer import TimerCancelled, TimerFinished, TimerStarted, TimerUpdated
from wyoming.vad import VoiceStopped
from wyoming.wake import Detection

import gpt_home
from gpt_home.audio.sources import AudioSource
from gpt_home.audio.tts import Earcon, Player, SpeechAudio, earcon
from gpt_home.audio.vad import SAMPLE_RATE_HZ, EndpointConfig, Endpointer, SpeechClassifier
from gpt_home.audio.wake import DetectionKind, RefractoryGate, WakeDetector
from gpt_home.errors import WyomingProtocolError
from gpt_home.wyoming import protocol
from gpt_home.wyoming.convert import PcmConverter
from gpt_home.wyoming.indicators import SatelliteIndicators, TimerChange

_LOGGER = logging.getLogger(__name__)
MAX_REPLY_SECONDS = 120.0  # reply audio we buffer before playing; more is cut (memory stays bounded)
_GPT_HOME = Attribution(name="GPT Home", url="https://github.com/judahpaul16/gpt-home")
_FORMAT = AudioFormat(rate=SAMPLE_RATE_HZ, width=2, channels=1)


class SatelliteState(StrEnum):
    """Where the satellite is: waiting for HA (or paused), listening for the wake word, or streaming to HA."""

    PAUSED = "paused"
    LISTENING = "listening"
    STREAMING = "streaming"


class VoiceSatellite:
    """The satellite: one HA connection at a time, the microphone on a thread, replies on the speaker."""

    def __init__(self, *, source: AudioSource, wake: WakeDetector, wake_name: str, classifier: SpeechClassifier,
                 player: Player, endpoint: EndpointConfig, name: str, refractory_seconds: float = 2.0,
                 indicators: SatelliteIndicators | None = None) -> None:
        self.source, self.wake, self.wake_name, self.classifier = source, wake, wake_name, classifier
        self.player, self.endpoint, self.name = player, endpoint, name
        self.indicators = indicators or SatelliteIndicators(None)
        if self.indicators._play_alarm is None:
            self.indicators._play_alarm = lambda: self.play(earcon(Earcon.ALARM), label="timer")
        self.state = SatelliteState.PAUSED
        self.gate = RefractoryGate(refractory_seconds)
        self.played = 0
        self.wakes = 0
        self._lock = threading.Lock()
        self._handler: SatelliteHandler | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._endpointer: Endpointer | None = None
        self._mic: threading.Thread | None = None
        self._stop = threading.Event()
        self.source_ended = threading.Event()

    # --- the connection side (event loop) ------------------------------------------------------------------
    def attach(self, handler: SatelliteHandler) -> None:
        """A new HA connection replaces the old one (HA reconnects after restarts)."""
        with self._lock:
            self._handler = handler
            self._loop = asyncio.get_running_loop()

    def detach(self, handler: SatelliteHandler) -> None:
        with self._lock:
            if self._handler is handler:
                self._handler = None
                self.state = SatelliteState.PAUSED

    def run_satellite(self) -> None:
        """HA is ready: listen for the wake word (starts the microphone thread the first time)."""
        with self._lock:
            if self.state == SatelliteState.PAUSED:
                self.state = SatelliteState.LISTENING
                self.wake.reset()
        if self._mic is None:
            self._mic = threading.Thread(target=self._mic_loop, name="satellite-mic", daemon=True)
            self._mic.start()
        _LOGGER.info("satellite running")

    def pause(self) -> None:
        """HA paused us: stop streaming and stop listening."""
        with self._lock:
            self.state = SatelliteState.PAUSED
        self.indicators.state("idle")
        _LOGGER.info("satellite paused")

    def stop_streaming(self, reason: str) -> None:
        """HA has what it needs (transcript, voice stopped, error): stop sending microphone audio."""
        with self._lock:
            if self.state != SatelliteState.STREAMING:
                return
            self.state = SatelliteState.LISTENING
        _LOGGER.debug("satellite stops streaming: %s", reason)
        self.indicators.state("thinking")

    def play(self, audio: SpeechAudio, *, label: str = "reply") -> None:
        """Play on the speaker and wait for the end (blocking: call from a worker thread)."""
        self.indicators.state("speaking")
        self.player.begin(f"{label}-{self.played + 1}")
        playback = self.player.start(audio)
        while not playback.done():
            time.sleep(0.02)
        self.player.finish()
        self.played += 1
        self.gate.note_spoke(time.monotonic())
        self.indicators.state("idle")

    def stop(self) -> None:
        """End the microphone thread."""
        self._stop.set()
        if self._mic is not None:
            self._mic.join(timeout=5.0)

    # --- the microphone side (thread) ----------------------------------------------------------------------
    def _send(self, *events: Event) -> bool:
        with self._lock:
            handler, loop = self._handler, self._loop
        if handler is None or loop is None:
            return False
        try:
            for event in events:
                asyncio.run_coroutine_threadsafe(handler.write_event(event), loop).result(timeout=15.0)
        except (ConnectionError, TimeoutError, RuntimeError) as exc:
            _LOGGER.warning("satellite: sending to Home Assistant failed: %s", exc)
            self.pause()
            return False
        return True

    def _mic_loop(self) -> None:
        while not self._stop.is_set():
            chunk = self.source.read()
            if chunk is None:
                break
            state = self.state
            if state == SatelliteState.PAUSED:
                continue  # read and dropped: a live microphone must not queue up old audio
            if state == SatelliteState.STREAMING:
                self._stream(chunk.pcm)
                continue
            detection = self.wake.process(chunk)
            now = time.monotonic()
            if detection is None or detection.kind != DetectionKind.WAKE or not self.gate.allows(now):
                continue
            self.gate.note_wake(now)
            self.wakes += 1
            self._start_stream()
        self.source_ended.set()

    def _start_stream(self) -> None:
        with self._lock:
            if self.state != SatelliteState.LISTENING:
                return
            self.state = SatelliteState.STREAMING
        self._endpointer = Endpointer(self.endpoint)
        self.indicators.state("listening")
        _LOGGER.info("satellite: wake word, streaming to Home Assistant")
        self._send(
            RunPipeline(start_stage=PipelineStage.ASR, end_stage=PipelineStage.TTS, wake_word_name=self.wake_name
                        ).event(),
            Detection(name=self.wake_name, timestamp=0).event(),
            AudioStart(rate=SAMPLE_RATE_HZ, width=2, channels=1).event(),
        )

    def _stream(self, pcm: bytes) -> None:
        self._send(AudioChunk(rate=SAMPLE_RATE_HZ, width=2, channels=1, audio=pcm).event())
        assert self._endpointer is not None
        self._endpointer.process(self.classifier.is_speech(pcm))
        if self._endpointer.done:
            self._send(AudioStop().event())
            self.stop_streaming("end of speech")

    # --- what we tell HA about ourselves ----------------------------------------------------------------------
    def info(self) -> Info:
        return Info(
            satellite=Satellite(name=self.name, attribution=_GPT_HOME, installed=True, version=gpt_home.__version__,
                                description="GPT Home voice satellite", has_vad=True,
                                active_wake_words=[self.wake_name], max_active_wake_words=1, supports_trigger=True),
            mic=[MicProgram(name="gpt-home-mic", attribution=_GPT_HOME, installed=True, description="microphone",
                            version=gpt_home.__version__, mic_format=_FORMAT)],
            snd=[SndProgram(name="gpt-home-snd", attribution=_GPT_HOME, installed=True, description="speaker",
                            version=gpt_home.__version__, snd_format=_FORMAT)],
        )


class SatelliteHandler(AsyncEventHandler):
    """Home Assistant's connection to the satellite."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, satellite: VoiceSatellite) -> None:
        super().__init__(reader, writer)
        self.satellite = satellite
        self._converter: PcmConverter | None = None
        self._reply = bytearray()
        self._reply_rate = SAMPLE_RATE_HZ

    async def run(self) -> None:
        self.satellite.attach(self)
        try:
            while True:
                try:
                    event = await protocol.read_event(self.reader)
                except WyomingProtocolError as exc:
                    _LOGGER.warning("satellite: Home Assistant connection broke the protocol: %s", exc)
                    await self._quiet(Error(text=str(exc), code=exc.code).event())
                    break
                if event is None or not await self.handle_event(event):
                    break
        except (ConnectionError, TimeoutError) as exc:
            _LOGGER.info("satellite: Home Assistant disconnected: %s", type(exc).__name__)
        finally:
            self.satellite.detach(self)
            self.writer.close()

    async def write_event(self, event: Event) -> None:
        await protocol.write_event(self.writer, event)

    async def _quiet(self, event: Event) -> None:
        try:
            await self.write_event(event)
        except (ConnectionError, TimeoutError, RuntimeError):
            pass

    async def handle_event(self, event: Event) -> bool:
        sat = self.satellite
        try:
            if Describe.is_type(event.type):
                await self.write_event(sat.info().event())
            elif Ping.is_type(event.type):
                await self.write_event(Pong(text=Ping.from_event(event).text).event())
            elif RunSatellite.is_type(event.type):
                sat.run_satellite()
            elif PauseSatellite.is_type(event.type):
                sat.pause()
            elif Transcript.is_type(event.type) or VoiceStopped.is_type(event.type) or Error.is_type(event.type):
                sat.stop_streaming(event.type)
            elif AudioStart.is_type(event.type):
                start = AudioStart.from_event(event)
                self._converter = PcmConverter(start.rate, start.width, start.channels, out_rate_hz=start.rate)
                self._reply, self._reply_rate = bytearray(), start.rate
            elif AudioChunk.is_type(event.type):
                await self._reply_chunk(AudioChunk.from_event(event))
            elif AudioStop.is_type(event.type):
                await self._play_reply()
            elif TimerStarted.is_type(event.type):
                t = TimerStarted.from_event(event)
                sat.indicators.timer(TimerChange.STARTED, t.id, total_seconds=t.total_seconds)
            elif TimerUpdated.is_type(event.type):
                u = TimerUpdated.from_event(event)
                sat.indicators.timer(TimerChange.UPDATED, u.id, total_seconds=u.total_seconds, active=u.is_active)
            elif TimerCancelled.is_type(event.type):
                sat.indicators.timer(TimerChange.CANCELLED, TimerCancelled.from_event(event).id)
            elif TimerFinished.is_type(event.type):
                await asyncio.to_thread(sat.indicators.timer, TimerChange.FINISHED,
                                        TimerFinished.from_event(event).id)
            elif RunPipeline.is_type(event.type):  # HA triggered us remotely (supports_trigger)
                await asyncio.to_thread(sat._start_stream)
            else:
                _LOGGER.debug("satellite: ignoring %s", event.type)
        except WyomingProtocolError as exc:
            await self.write_event(Error(text=str(exc), code=exc.code).event())
        except (KeyError, TypeError, ValueError) as exc:
            _LOGGER.info("satellite: malformed %s event: %s", event.type, exc)
            await self.write_event(Error(text=f"malformed {event.type} event", code="WYOMING_BAD_EVENT").event())
        return True

    async def _reply_chunk(self, chunk: AudioChunk) -> None:
        if self._converter is None:
            await self.write_event(Error(text="audio-chunk without audio-start", code="WYOMING_NO_AUDIO_START").event())
            return
        if len(self._reply) < MAX_REPLY_SECONDS * self._reply_rate * 2:
            self._reply += self._converter.convert(chunk.audio)

    async def _play_reply(self) -> None:
        if self._converter is None:
            return
        audio = SpeechAudio(bytes(self._reply) + self._converter.convert(b"", last=True), self._reply_rate)
        self._converter, self._reply = None, bytearray()
        if audio.pcm:
            await asyncio.to_thread(self.satellite.play, audio)
        await self.write_event(Played().event())


async def start_satellite(uri: str, satellite: VoiceSatellite) -> AsyncServer:
    """Listen for Home Assistant at ``uri`` (tcp:// or unix://) without blocking."""
    from gpt_home.wyoming.server import parse_uri

    parse_uri(uri)
    server = AsyncServer.from_uri(uri)
    await server.start(lambda reader, writer: SatelliteHandler(reader, writer, satellite))
    _LOGGER.info("satellite listening on %s for Home Assistant", uri)
    return server
