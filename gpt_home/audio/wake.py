"""Wake detection: when to start listening, and "stop" while speaking.

Engines: ``kws`` (pocketsphinx keyphrase spotting: offline, ~0.03 CPU-s per audio-s), ``transcript`` (recognise each
phrase and wake only when it *starts* with the wake phrase, whole words), ``openwakeword`` (user-supplied model), and
``button`` (no audio wake; the push button does it). Detections carry where on the audio clock the wake phrase ended,
so the daemon can hand the rest of the same breath ("hey computer, what time is it") straight to capture.
The refractory period and the phrase matching are pure functions of their inputs.
"""

from __future__ import annotations

import logging
import re
import tempfile
from collections import deque
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

import numpy as np

from gpt_home.audio.sources import AudioChunk
from gpt_home.audio.vad import FRAME_SECONDS, Endpoint, EndpointConfig, Endpointer, SpeechClassifier
from gpt_home.errors import WakeError
from gpt_home.hardware.button import PushButton  # noqa: F401 - re-exported for older imports

if TYPE_CHECKING:
    from gpt_home.audio.stt import Transcriber
    from gpt_home.config import Settings

_LOGGER = logging.getLogger(__name__)
STOP_PHRASE = "stop"
_WORD_RE = re.compile(r"[a-z0-9']+")


class DetectionKind(StrEnum):
    """A wake phrase (start listening) or a stop command (cut playback)."""

    WAKE = "wake"
    STOP = "stop"


@dataclass(frozen=True, slots=True)
class Detection:
    """A wake or stop event. ``end_seconds``: audio-clock end of the phrase; ``command``: text said after it."""

    kind: DetectionKind
    engine: str
    end_seconds: float
    command: str = ""


class WakeDetector(Protocol):
    """Consumes frames; returns a Detection when the wake phrase (or "stop") was heard."""

    name: str

    def process(self, chunk: AudioChunk) -> Detection | None: ...

    def reset(self) -> None: ...


def words(text: str) -> list[str]:
    """Lower-case words of a transcript, punctuation dropped ("Hey, Computer!" -> ["hey", "computer"])."""
    return _WORD_RE.findall(text.lower().replace("-", " "))


def match_wake_phrase(transcript: str, phrase: str) -> str | None:
    """The command after the wake phrase if the transcript *starts* with it (whole words), else None.

    "hey computer what time is it" -> "what time is it"; "my computer is slow" -> None; "hey computers" -> None.
    """
    said, wanted = words(transcript), words(phrase)
    if not wanted or said[: len(wanted)] != wanted:
        return None
    return " ".join(said[len(wanted) :])


def strip_wake_phrase(transcript: str, phrase: str) -> str:
    """Remove a leading wake phrase (or its last word) that leaked into a command's transcript."""
    said, wanted = words(transcript), words(phrase)
    for n in range(len(wanted), 0, -1):
        if said[:n] == wanted[-n:]:
            return " ".join(transcript.split()[n:]) if len(transcript.split()) >= n else ""
    return transcript


class RefractoryGate:
    """Ignores wakes too soon after the last wake or after we stopped speaking (our own voice, echo, double fires)."""

    def __init__(self, refractory_seconds: float) -> None:
        self.refractory_seconds = refractory_seconds
        self._quiet_until = float("-inf")

    def allows(self, now_seconds: float) -> bool:
        """True if a wake at this time should be acted on."""
        return now_seconds >= self._quiet_until

    def note_wake(self, now_seconds: float) -> None:
        """A wake was acted on at this time."""
        self._quiet_until = max(self._quiet_until, now_seconds + self.refractory_seconds)

    def note_spoke(self, until_seconds: float) -> None:
        """We were speaking until this time."""
        self._quiet_until = max(self._quiet_until, until_seconds + self.refractory_seconds)


def _keyword_dictionary(needed: list[str]) -> str:
    """A pronunciation dictionary with only the keyphrase words, cut from pocketsphinx's bundled CMUdict.

    Why: a decoder with the full dictionary and language model costs ~90 MB of RSS; keyword spotting needs neither,
    and with this it costs ~7 MB.

    Raises:
        WakeError: a word of the phrase is not in the dictionary.
    """
    import pocketsphinx

    full = Path(pocketsphinx.get_model_path()) / "en-us" / "cmudict-en-us.dict"
    wanted, lines = set(needed), []
    with open(full, encoding="utf-8") as handle:
        for line in handle:
            word = line.split(" ", 1)[0]
            if word.split("(", 1)[0] in wanted:
                lines.append(line)
    found = {line.split(" ", 1)[0].split("(", 1)[0] for line in lines}
    missing = sorted(wanted - found)
    if missing:
        raise WakeError(f"wake_phrase words not in the pronunciation dictionary: {', '.join(missing)}")
    with tempfile.NamedTemporaryFile("w", suffix=".dict", delete=False, encoding="utf-8") as out:
        out.writelines(lines)
    return out.name


class KwsWakeDetector:
    """pocketsphinx keyphrase spotting for the wake phrase and "stop", with one decoder kept for the process.

    With a ``gate`` (a VAD), the decoder only hears speech segments (plus 0.45 s of pre-roll), each as its own
    utterance. Measured on flite speech: ungated, long stretches of silence or low noise before the phrase made KWS
    miss 10 of 21 wakes at the default threshold; gated it caught 21 of 21 with the same false wakes, at a fraction
    of the CPU. Ungated, the utterance is restarted every ``restart_seconds`` (re-feeding ``overlap_seconds``) so
    memory stays bounded on a device that listens for months.
    """

    name = "kws"

    def __init__(
        self,
        phrase: str = "hey computer",
        threshold: float = 1e-20,
        *,
        gate: SpeechClassifier | None = None,
        stop_threshold: float = 1e-5,
        restart_seconds: float = 30.0,
        overlap_seconds: float = 2.0,
        preroll_seconds: float = 0.45,
        hangover_seconds: float = 0.6,
    ) -> None:
        import pocketsphinx

        self.phrase = " ".join(words(phrase))
        dictionary = _keyword_dictionary(self.phrase.split() + [STOP_PHRASE])
        try:
            self._decoder = pocketsphinx.Decoder(loglevel="FATAL", lm=None, dict=dictionary)
        finally:
            Path(dictionary).unlink(missing_ok=True)
        with tempfile.NamedTemporaryFile("w", suffix=".kws", delete=False) as handle:
            handle.write(f"{self.phrase} /{threshold:g}/\n{STOP_PHRASE} /{stop_threshold:g}/\n")
            keyfile = handle.name
        try:
            self._decoder.add_kws("wake", keyfile)
        finally:
            Path(keyfile).unlink(missing_ok=True)
        self._decoder.activate_search("wake")
        self._gate = gate
        self._restart_frames = int(restart_seconds / FRAME_SECONDS)
        self._hangover_frames = int(hangover_seconds / FRAME_SECONDS)
        self._recent: deque[AudioChunk] = deque(maxlen=int(overlap_seconds / FRAME_SECONDS))
        self._preroll: deque[AudioChunk] = deque(maxlen=max(1, int(preroll_seconds / FRAME_SECONDS)))
        self._active = False
        self._quiet_frames = 0
        self._utt_start = 0.0
        self._utt_frames = 0
        self._started = False

    def _start(self, start_seconds: float, replay: list[AudioChunk]) -> None:
        if self._started:
            self._decoder.end_utt()
        self._decoder.start_utt()
        self._started = True
        self._utt_start = replay[0].start_seconds if replay else start_seconds
        self._utt_frames = 0
        for chunk in replay:
            self._decoder.process_raw(chunk.pcm)
            self._utt_frames += 1

    def _end(self) -> None:
        if self._started:
            self._decoder.end_utt()
            self._started = False

    def process(self, chunk: AudioChunk) -> Detection | None:
        if self._gate is None:
            return self._decode(chunk)
        speech = self._gate.is_speech(chunk.pcm)
        if not self._active:
            if not speech:
                self._preroll.append(chunk)
                return None
            self._active, self._quiet_frames = True, 0
            self._start(chunk.start_seconds, list(self._preroll))
            self._preroll.clear()
            return self._decode(chunk)
        detection = self._decode(chunk)
        self._quiet_frames = 0 if speech else self._quiet_frames + 1
        if self._quiet_frames >= self._hangover_frames:
            self._active = False
            self._end()
        return detection

    def _decode(self, chunk: AudioChunk) -> Detection | None:
        if not self._started:
            self._start(chunk.start_seconds, [])
        elif self._utt_frames >= self._restart_frames:
            self._start(chunk.start_seconds, list(self._recent))
        self._decoder.process_raw(chunk.pcm)
        self._utt_frames += 1
        self._recent.append(chunk)
        hyp = self._decoder.hyp()
        if hyp is None or not hyp.hypstr:
            return None
        segments = [seg for seg in self._decoder.seg() if seg.word.strip()]
        end = self._utt_start + (segments[-1].end_frame + 1) / 100.0 if segments else chunk.start_seconds
        said = hyp.hypstr.strip()
        kind = DetectionKind.STOP if said == STOP_PHRASE else DetectionKind.WAKE
        _LOGGER.debug("kws heard %r ending at %.2f s", said, end)
        self._recent.clear()
        self._start(chunk.start_seconds + FRAME_SECONDS, [])
        return Detection(kind, self.name, end)

    def reset(self) -> None:
        """Forget partial phrases (e.g. after we spoke) so old audio cannot complete a keyphrase."""
        self._recent.clear()
        self._preroll.clear()
        self._active = False
        self._end()


class TranscriptWakeDetector:
    """Segments phrases with the VAD, transcribes each offline, and wakes when one starts with the wake phrase.

    Costs a full transcription per phrase heard, so it suits accurate engines on faster devices; it refuses a cloud
    engine, because that would send every phrase said in the room out of the house.
    """

    name = "transcript"

    def __init__(self, transcriber: Transcriber, classifier: SpeechClassifier, phrase: str,
                 *, silence_seconds: float = 0.5, max_seconds: float = 10.0) -> None:
        if not transcriber.offline:
            raise WakeError("the transcript wake engine needs an offline stt_engine (it hears everything said)")
        self._stt, self._vad, self.phrase = transcriber, classifier, phrase
        self._config = EndpointConfig(start_timeout_seconds=float("inf"), silence_seconds=silence_seconds,
                                      max_seconds=max_seconds)
        self._preroll: deque[bytes] = deque(maxlen=10)
        self.reset()

    def reset(self) -> None:
        self._endpointer = Endpointer(self._config)
        self._buffer: list[bytes] = []

    def process(self, chunk: AudioChunk) -> Detection | None:
        decision = self._endpointer.process(self._vad.is_speech(chunk.pcm))
        if decision == Endpoint.WAITING:
            self._preroll.append(chunk.pcm)
            return None
        if not self._buffer:
            self._buffer = list(self._preroll)
        self._buffer.append(chunk.pcm)
        if decision == Endpoint.SPEAKING:
            return None
        pcm = b"".join(self._buffer)
        self.reset()
        text = self._stt.transcribe(pcm).text
        _LOGGER.debug("transcript wake heard %r", text)
        end = chunk.start_seconds + FRAME_SECONDS
        if words(text) == [STOP_PHRASE]:
            return Detection(DetectionKind.STOP, self.name, end)
        command = match_wake_phrase(text, self.phrase)
        return None if command is None else Detection(DetectionKind.WAKE, self.name, end, command)


class OpenWakeWordDetector:
    """openWakeWord with a user-supplied model file (openWakeWord ships none and we never download)."""

    name = "openwakeword"
    _HOP_SAMPLES = 1280  # openWakeWord scores 80 ms hops

    def __init__(self, model_path: Path | None, *, score_threshold: float = 0.5) -> None:
        if model_path is None or not Path(model_path).is_file():
            raise WakeError("wake_engine 'openwakeword' needs openwakeword_model_path set to a local .onnx/.tflite model")
        try:
            from openwakeword.model import Model
        except ImportError:
            raise WakeError("openwakeword is not installed: pip install openwakeword") from None
        framework = "tflite" if str(model_path).endswith(".tflite") else "onnx"
        self._model = Model(wakeword_models=[str(model_path)], inference_framework=framework)
        self._threshold = score_threshold
        self._pending = np.zeros(0, np.int16)

    def process(self, chunk: AudioChunk) -> Detection | None:
        self._pending = np.concatenate([self._pending, np.frombuffer(chunk.pcm, np.int16)])
        detection = None
        while self._pending.size >= self._HOP_SAMPLES:
            hop, self._pending = self._pending[: self._HOP_SAMPLES], self._pending[self._HOP_SAMPLES :]
            scores = self._model.predict(hop)
            if detection is None and max(scores.values(), default=0.0) >= self._threshold:
                detection = Detection(DetectionKind.WAKE, self.name, chunk.start_seconds + FRAME_SECONDS)
        if detection is not None:
            self.reset()
        return detection

    def reset(self) -> None:
        self._pending = np.zeros(0, np.int16)
        self._model.reset()


class NoAudioWake:
    """wake_engine = 'button': audio never wakes the device; the push button does."""

    name = "button"

    def process(self, chunk: AudioChunk) -> Detection | None:
        return None

    def reset(self) -> None:
        """Nothing to forget."""


def create_wake_detector(settings: Settings, *, transcriber: Transcriber | None = None,
                         classifier: SpeechClassifier | None = None) -> WakeDetector:
    """Build the configured wake engine once.

    Raises:
        WakeError: the engine cannot be set up (missing model, unknown words, cloud STT for transcript wake).
    """
    engine = settings.wake_engine
    if engine == "kws":
        return KwsWakeDetector(settings.wake_phrase, settings.wake_threshold, gate=classifier)
    if engine == "transcript":
        if transcriber is None or classifier is None:
            raise WakeError("the transcript wake engine needs the STT engine and a VAD")
        return TranscriptWakeDetector(transcriber, classifier, settings.wake_phrase)
    if engine == "openwakeword":
        return OpenWakeWordDetector(settings.openwakeword_model_path)
    if engine == "button":
        if settings.gpio_button_pin is None:
            raise WakeError("wake_engine 'button' needs gpio_button_pin")
        return NoAudioWake()
    raise WakeError(f"unknown wake_engine {engine!r}")
