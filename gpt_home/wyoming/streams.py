"""The state of one incoming audio stream: speech to transcribe (bounded buffer) or audio to watch for the wake word."""

from __future__ import annotations

from gpt_home.audio.sources import AudioChunk as FrameChunk
from gpt_home.audio.vad import FRAME_BYTES, FRAME_SECONDS, SAMPLE_RATE_HZ
from gpt_home.audio.wake import Detection, DetectionKind, WakeDetector
from gpt_home.config import Settings
from gpt_home.errors import WyomingProtocolError
from gpt_home.wyoming.convert import PcmConverter

MAX_ASR_SECONDS = 60.0  # a voice command is seconds long; more is refused so memory stays bounded


class AsrStream:
    """Collects one utterance, converted to 16 kHz mono s16le, up to ``max_seconds``."""

    def __init__(self, rate_hz: int, width: int, channels: int, *, max_seconds: float = MAX_ASR_SECONDS) -> None:
        self._converter = PcmConverter(rate_hz, width, channels)
        self._limit = int(max_seconds * SAMPLE_RATE_HZ) * 2
        self._pcm = bytearray()

    def feed(self, raw: bytes) -> None:
        """Add a chunk.

        Raises:
            WyomingProtocolError: the utterance is longer than allowed.
        """
        self._pcm += self._converter.convert(raw)
        if len(self._pcm) > self._limit:
            self._pcm = bytearray()
            raise WyomingProtocolError(f"audio to transcribe may be at most {MAX_ASR_SECONDS:.0f} s long")

    def finish(self) -> bytes:
        """The whole utterance (flushes the resampler)."""
        self._pcm += self._converter.convert(b"", last=True)
        return bytes(self._pcm)


class WakeStream:
    """Feeds a wake detector frame by frame; remembers whether the wake word was heard."""

    def __init__(self, rate_hz: int, width: int, channels: int, detector: WakeDetector) -> None:
        self._converter = PcmConverter(rate_hz, width, channels)
        self._detector = detector
        self._pending = b""
        self._seconds = 0.0
        self.detected = False

    def feed(self, raw: bytes) -> Detection | None:
        """Process a chunk; the first wake detection of the stream, if this chunk completed it."""
        self._pending += self._converter.convert(raw)
        while len(self._pending) >= FRAME_BYTES and not self.detected:
            frame, self._pending = self._pending[:FRAME_BYTES], self._pending[FRAME_BYTES:]
            detection = self._detector.process(FrameChunk(frame, self._seconds))
            self._seconds += FRAME_SECONDS
            if detection is not None and detection.kind == DetectionKind.WAKE:
                self.detected = True
                self._pending = b""
                return detection
        return None

    @staticmethod
    def model_name(settings: Settings) -> str:
        """The name the detection is reported under (the one ``info`` lists)."""
        from gpt_home.wyoming.describe import wake_model_name

        return wake_model_name(settings)
