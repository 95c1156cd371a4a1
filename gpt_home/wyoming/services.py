"""The engines one Wyoming server shares between its connections, built once through the project's factories.

Engines are not thread-safe (one pocketsphinx decoder, one Whisper model, one espeak-ng configuration, one local
chat model), and connections run their blocking work on worker threads, so each engine has a lock. Wake detectors
keep per-stream state, so every ``detect`` stream gets its own.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from gpt_home.audio.stt import Transcriber, Transcript
from gpt_home.audio.tts import SpeechAudio, Synthesizer
from gpt_home.audio.wake import WakeDetector
from gpt_home.config import Settings
from gpt_home.wyoming.turns import TurnIdentity, turn_stream

_LOGGER = logging.getLogger(__name__)


@dataclass
class WyomingServices:
    """What the Wyoming handlers call: speech engines, a wake-detector factory and the assistant."""

    settings: Settings
    transcriber: Transcriber
    synthesizer: Synthesizer
    wake_factory: Callable[[], WakeDetector]
    assistant: Any
    clock: Callable[[], datetime] | None = None  # the turn's "now"; None lets the assistant use the real time
    _stt_lock: threading.Lock = field(default_factory=threading.Lock)
    _tts_lock: threading.Lock = field(default_factory=threading.Lock)
    _turn_lock: threading.Lock = field(default_factory=threading.Lock)

    def transcribe(self, pcm: bytes) -> Transcript:
        """16 kHz mono s16le in, text out."""
        with self._stt_lock:
            return self.transcriber.transcribe(pcm)

    def synthesize(self, text: str) -> SpeechAudio:
        """One sentence to speech."""
        with self._tts_lock:
            return self.synthesizer.synthesize(text)

    def turn(self, text: str, identity: TurnIdentity) -> Iterator[str]:
        """Reply pieces of one assistant turn; turns run one at a time (one local model, one thread registry)."""
        with self._turn_lock:
            stream = turn_stream(self.assistant, text, identity, now=self.clock() if self.clock else None)
            yield from stream
            if stream.reply is not None:
                _LOGGER.info("wyoming turn answered by %s in %.2f s", stream.reply.source.value,
                             stream.reply.seconds)


def build_services(settings: Settings, assistant: Any) -> WyomingServices:
    """Load the configured engines once (the same factories as the voice daemon)."""
    from gpt_home.audio.stt import create_transcriber
    from gpt_home.audio.tts import create_synthesizer
    from gpt_home.audio.vad import make_classifier
    from gpt_home.audio.wake import create_wake_detector

    transcriber = create_transcriber(settings)
    synthesizer = create_synthesizer(settings)

    def wake_factory() -> WakeDetector:
        return create_wake_detector(settings, transcriber=transcriber, classifier=make_classifier())

    wake_factory().reset()  # fail at start-up, not on the first detect, when the wake engine cannot be built
    _LOGGER.info("wyoming engines: stt=%s tts=%s wake=%s", transcriber.name, settings.tts_engine,
                 settings.wake_engine)
    return WyomingServices(settings=settings, transcriber=transcriber, synthesizer=synthesizer,
                           wake_factory=wake_factory, assistant=assistant)

