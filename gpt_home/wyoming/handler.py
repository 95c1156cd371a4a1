"""One Wyoming connection: describe, asr, tts, wake and handle, translated to the project's engines and assistant.

Every request is answered or refused with an ``error`` event; only a broken protocol (bad header, oversized event)
closes the connection. Blocking engine work runs on worker threads, so one slow turn never stalls other clients.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from wyoming.asr import Transcribe, Transcript, TranscriptChunk, TranscriptStart, TranscriptStop
from wyoming.audio import AudioChunk, AudioStart, AudioStop
from wyoming.error import Error
from wyoming.event import Event
from wyoming.handle import Handled, HandledChunk, HandledStart, HandledStop, NotHandled
from wyoming.info import Describe
from wyoming.ping import Ping, Pong
from wyoming.server import AsyncEventHandler
from wyoming.tts import Synthesize, SynthesizeChunk, SynthesizeStart, SynthesizeStop, SynthesizeStopped
from wyoming.wake import Detect, Detection, NotDetected

from gpt_home.audio.chunker import SentenceChunker, split_sentences
from gpt_home.audio.tts import SpeechAudio
from gpt_home.errors import GptHomeError, UnknownSpeakerError, WyomingProtocolError
from gpt_home.wyoming import protocol
from gpt_home.wyoming.describe import build_info
from gpt_home.wyoming.services import WyomingServices
from gpt_home.wyoming.streams import AsrStream, WakeStream
from gpt_home.wyoming.turns import resolve_identity

_LOGGER = logging.getLogger(__name__)
MAX_SYNTHESIZE_CHARS = 5000
MAX_STREAMED_CHARS = 20_000
_AUDIO_CHUNK_SAMPLES = 1024


class GptHomeEventHandler(AsyncEventHandler):
    """Serves one client for the life of its connection."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, services: WyomingServices,
                 peer: str = "") -> None:
        super().__init__(reader, writer)
        self.services = services
        self.peer = peer or str(writer.get_extra_info("peername") or "unix socket")
        self._request: str | None = None  # "asr" or "wake": what the next audio stream is for
        self._asr_language: str | None = None
        self._stream: AsrStream | WakeStream | None = None
        self._tts_chunker: SentenceChunker | None = None  # set while a streaming synthesis is open
        self._tts_started = False
        self._tts_chars = 0

    # --- the connection loop (replaces wyoming's, which reads unbounded event sizes) --------------------
    async def run(self) -> None:
        """Read events until the peer leaves or breaks the protocol; always close the socket."""
        try:
            while True:
                try:
                    event = await protocol.read_event(self.reader)
                except WyomingProtocolError as exc:
                    _LOGGER.warning("wyoming client %s broke the protocol: %s", self.peer, exc)
                    await self._send_quietly(Error(text=str(exc), code=exc.code).event())
                    await self._linger()
                    break
                if event is None:
                    if self._stream is not None:
                        _LOGGER.info("wyoming client %s left in the middle of an audio stream", self.peer)
                    break
                if not await self.handle_event(event):
                    break
        except (ConnectionError, TimeoutError, asyncio.IncompleteReadError) as exc:
            _LOGGER.info("wyoming client %s disconnected: %s", self.peer, type(exc).__name__)
        finally:
            self._stream = None
            self.writer.close()

    async def write_event(self, event: Event) -> None:
        """Send with a time limit (a client that never reads is dropped, not buffered for)."""
        await protocol.write_event(self.writer, event)

    async def _send_quietly(self, event: Event) -> None:
        try:
            await self.write_event(event)
        except (ConnectionError, TimeoutError, RuntimeError):
            pass

    async def _linger(self, max_bytes: int = 1024 * 1024, timeout_seconds: float = 2.0) -> None:
        """After the error event: stop sending, and drop (a bounded amount of) what the peer still sends, so closing
        does not reset the connection before the peer has read the error."""
        try:
            if self.writer.can_write_eof():
                self.writer.write_eof()
            async with asyncio.timeout(timeout_seconds):
                dropped = 0
                while dropped < max_bytes and (data := await self.reader.read(65536)):
                    dropped += len(data)
        except (TimeoutError, ConnectionError, OSError):
            pass

    async def _error(self, text: str, code: str) -> bool:
        await self.write_event(Error(text=text, code=code).event())
        return True

    # --- dispatch --------------------------------------------------------------------------------------
    async def handle_event(self, event: Event) -> bool:
        """Answer one event; False closes the connection."""
        try:
            return await self._dispatch(event)
        except WyomingProtocolError as exc:
            return await self._error(str(exc), exc.code)
        except GptHomeError as exc:
            _LOGGER.warning("wyoming %s failed: %s", event.type, exc)
            return await self._error(str(exc), exc.code)
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            _LOGGER.info("wyoming client %s sent a malformed %s event: %s", self.peer, event.type, exc)
            return await self._error(f"malformed {event.type} event", "WYOMING_BAD_EVENT")

    async def _dispatch(self, event: Event) -> bool:
        if Describe.is_type(event.type):
            info = await asyncio.to_thread(build_info, self.services)
            await self.write_event(info.event())
        elif Ping.is_type(event.type):
            await self.write_event(Pong(text=Ping.from_event(event).text).event())
        elif Transcribe.is_type(event.type):
            self._request, self._asr_language = "asr", Transcribe.from_event(event).language
        elif Detect.is_type(event.type):
            self._request = "wake"
        elif AudioStart.is_type(event.type):
            await self._audio_start(AudioStart.from_event(event))
        elif AudioChunk.is_type(event.type):
            return await self._audio_chunk(event)
        elif AudioStop.is_type(event.type):
            await self._audio_stop()
        elif Transcript.is_type(event.type):
            await self._handle(Transcript.from_event(event))
        elif Synthesize.is_type(event.type):
            if self._tts_chunker is None:  # during streaming synthesis the plain event is the legacy duplicate
                await self._synthesize(Synthesize.from_event(event).text)
        elif SynthesizeStart.is_type(event.type):
            self._tts_chunker, self._tts_started, self._tts_chars = SentenceChunker(), False, 0
        elif SynthesizeChunk.is_type(event.type):
            await self._synthesize_chunk(SynthesizeChunk.from_event(event).text)
        elif SynthesizeStop.is_type(event.type):
            await self._synthesize_stop()
        else:
            _LOGGER.info("wyoming client %s sent an event we do not serve (%s): ignored", self.peer, event.type)
        return True

    # --- audio streams (asr, wake) ---------------------------------------------------------------------
    async def _audio_start(self, start: AudioStart) -> None:
        request = self._request or "asr"  # audio with no transcribe/detect before it is speech to transcribe
        if request == "wake":
            detector = await asyncio.to_thread(self.services.wake_factory)
            self._stream = WakeStream(start.rate, start.width, start.channels, detector)
        else:
            self._stream = AsrStream(start.rate, start.width, start.channels)

    async def _audio_chunk(self, event: Event) -> bool:
        if self._stream is None:
            return await self._error("audio-chunk without audio-start: send audio-start first", "WYOMING_NO_AUDIO_START")
        chunk = AudioChunk.from_event(event)
        stream = self._stream
        if isinstance(stream, WakeStream):
            if stream.detected:
                return True
            detection = await asyncio.to_thread(stream.feed, chunk.audio)
            if detection is not None:
                await self.write_event(Detection(name=stream.model_name(self.services.settings),
                                                 timestamp=chunk.timestamp).event())
        else:
            try:
                stream.feed(chunk.audio)
            except WyomingProtocolError:
                self._stream = self._request = None  # the utterance is dropped; the next one starts afresh
                raise
        return True

    async def _audio_stop(self) -> None:
        stream, self._stream, self._request = self._stream, None, None
        if stream is None:
            await self._error("audio-stop without audio-start", "WYOMING_NO_AUDIO_START")
            return
        if isinstance(stream, WakeStream):
            if not stream.detected:
                await self.write_event(NotDetected().event())
            return
        pcm = stream.finish()
        transcript = await asyncio.to_thread(self.services.transcribe, pcm)
        language = self._asr_language or self.services.settings.stt_language
        _LOGGER.debug("wyoming transcript for %s: %r", self.peer, transcript.text)
        await self.write_event(TranscriptStart(language=language).event())
        if transcript.text:
            await self.write_event(TranscriptChunk(text=transcript.text).event())
        await self.write_event(TranscriptStop().event())
        await self.write_event(Transcript(text=transcript.text, language=language).event())

    # --- handle ----------------------------------------------------------------------------------------
    async def _handle(self, transcript: Transcript) -> None:
        try:
            identity = resolve_identity(self.services.settings, transcript.context)
        except UnknownSpeakerError as exc:
            _LOGGER.warning("wyoming turn from %s refused: %s", self.peer, exc)
            await self.write_event(NotHandled(text=str(exc)).event())
            return
        context: dict[str, Any] = {"conversation_id": identity.conversation_id} if identity.conversation_id else {}
        loop = asyncio.get_running_loop()
        # Unbounded but small: a reply is at most llm_max_tokens pieces. The worker never blocks on a slow client,
        # so it cannot hold the assistant's lock while that client dawdles.
        queue: asyncio.Queue[str | BaseException | None] = asyncio.Queue()

        def hand_over(item: str | BaseException | None) -> None:
            try:
                loop.call_soon_threadsafe(queue.put_nowait, item)
            except RuntimeError:  # the server's loop is gone (shutting down): nobody is waiting
                pass

        def produce() -> None:
            try:
                for piece in self.services.turn(transcript.text, identity):
                    hand_over(piece)
                hand_over(None)
            except Exception as exc:  # noqa: BLE001 - handed to the event loop, answered there
                hand_over(exc)

        worker = loop.run_in_executor(None, produce)
        pieces: list[str] = []
        started = False
        while (item := await queue.get()) is not None:
            if isinstance(item, BaseException):
                await worker
                if isinstance(item, GptHomeError):
                    await self.write_event(NotHandled(text=str(item), context=context or None).event())
                    return
                _LOGGER.error("wyoming turn failed", exc_info=item)
                await self.write_event(NotHandled(text="Sorry, something went wrong.", context=context or None).event())
                return
            if not started:
                await self.write_event(HandledStart(context=context or None).event())
                started = True
            pieces.append(item)
            await self.write_event(HandledChunk(text=item).event())
        await worker
        if started:
            await self.write_event(HandledStop().event())
        await self.write_event(Handled(text="".join(pieces).strip(), context=context or None).event())

    # --- tts -------------------------------------------------------------------------------------------
    async def _send_audio(self, audio: SpeechAudio, *, start: bool, stop: bool) -> None:
        if start:
            await self.write_event(AudioStart(rate=audio.sample_rate_hz, width=2, channels=1).event())
        step = _AUDIO_CHUNK_SAMPLES * 2
        for offset in range(0, len(audio.pcm), step):
            await self.write_event(AudioChunk(rate=audio.sample_rate_hz, width=2, channels=1,
                                              audio=audio.pcm[offset : offset + step]).event())
        if stop:
            await self.write_event(AudioStop().event())

    async def _synthesize(self, text: str) -> None:
        if len(text) > MAX_SYNTHESIZE_CHARS:
            await self._error(f"text to synthesize may be at most {MAX_SYNTHESIZE_CHARS} characters",
                              "WYOMING_TEXT_TOO_LONG")
            return
        sentences = split_sentences(text) or ([text.strip()] if text.strip() else [])
        if not sentences:
            await self._error("nothing to synthesize", "WYOMING_EMPTY_TEXT")
            return
        for i, sentence in enumerate(sentences):
            audio = await asyncio.to_thread(self.services.synthesize, sentence)
            await self._send_audio(audio, start=i == 0, stop=i == len(sentences) - 1)

    async def _synthesize_chunk(self, text: str) -> None:
        if self._tts_chunker is None:
            await self._error("synthesize-chunk without synthesize-start", "WYOMING_NO_SYNTHESIZE_START")
            return
        self._tts_chars += len(text)
        if self._tts_chars > MAX_STREAMED_CHARS:  # bounded memory: one streamed reply, not a book
            self._tts_chunker = None
            await self._error(f"streamed text may be at most {MAX_STREAMED_CHARS} characters", "WYOMING_TEXT_TOO_LONG")
            return
        for sentence in self._tts_chunker.feed(text):
            await self._speak_streamed(sentence)

    async def _speak_streamed(self, sentence: str) -> None:
        audio = await asyncio.to_thread(self.services.synthesize, sentence)
        await self._send_audio(audio, start=not self._tts_started, stop=False)
        self._tts_started = True

    async def _synthesize_stop(self) -> None:
        chunker, self._tts_chunker = self._tts_chunker, None
        if chunker is None:
            await self._error("synthesize-stop without synthesize-start", "WYOMING_NO_SYNTHESIZE_START")
            return
        for sentence in chunker.flush():
            self._tts_chunker = chunker  # still streaming while the tail is spoken
            await self._speak_streamed(sentence)
            self._tts_chunker = None
        if self._tts_started:
            await self.write_event(AudioStop().event())
        await self.write_event(SynthesizeStopped().event())
