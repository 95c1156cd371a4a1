"""Text-to-speech and audio out: synthesize a sentence to PCM, then play it (aplay) or record it (WAV files).

Why synthesize-then-play instead of pyttsx3's ``say()``: playback must be cuttable within 200 ms when the user says
"stop", ``say()`` fails silently without aplay, and after ``save_to_file`` a later ``say()`` overwrites that file.
We feed aplay from our own thread at real-time pace (≤ 100 ms ahead), so cutting it drops at most that much audio.
"""

from __future__ import annotations

import contextlib
import io
import logging
import shutil
import subprocess
import tempfile
import threading
import time
import wave
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

import numpy as np

from gpt_home.audio.resample import resample_pcm16
from gpt_home.audio.warm_process import WarmProcess
from gpt_home.errors import TtsError

if TYPE_CHECKING:
    from gpt_home.config import Settings

_LOGGER = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class SpeechAudio:
    """Mono 16-bit little-endian PCM and its sample rate."""

    pcm: bytes
    sample_rate_hz: int

    @property
    def seconds(self) -> float:
        """Duration."""
        return len(self.pcm) / 2 / self.sample_rate_hz


class Synthesizer(Protocol):
    """Text in, speech audio out."""

    def synthesize(self, text: str) -> SpeechAudio: ...


def _read_wav_pcm(path: Path) -> SpeechAudio:
    with wave.open(str(path), "rb") as w:
        if w.getsampwidth() != 2:
            raise TtsError(f"speech engine wrote {w.getsampwidth() * 8}-bit audio; expected 16-bit")
        pcm = w.readframes(w.getnframes())
        if w.getnchannels() > 1:
            data = np.frombuffer(pcm, np.int16).reshape(-1, w.getnchannels()).mean(axis=1)
            pcm = data.astype(np.int16).tobytes()
        return SpeechAudio(pcm, w.getframerate())


_PYTTSX3_LOCK = threading.Lock()
_pyttsx3_engine: Any = None
_pyttsx3_config: tuple[str, int, float] | None = None
_pyttsx3_finished = threading.Event()


def _shared_pyttsx3(voice: str, rate_wpm: int, volume: float) -> Any:
    """The process's one pyttsx3 engine, configured once.

    Why once: espeak-ng is a process-global library with one synth callback, and its rate setting is applied
    asynchronously — changing voice or rate after the first sentence was measured to be silently ignored. The daemon
    needs one voice anyway; a second, different configuration in the same process is refused rather than wrong.
    """
    global _pyttsx3_engine, _pyttsx3_config
    if _pyttsx3_engine is None:
        import pyttsx3

        try:
            engine = pyttsx3.init()
        except Exception as exc:  # pyttsx3 raises bare RuntimeError/OSError/KeyError when the driver is missing
            raise TtsError(f"pyttsx3 could not start (is espeak-ng installed?): {exc}") from exc
        # espeak-ng synthesizes on its own thread and runAndWait() can return before the file is written;
        # the driver announces the finished (and saved) utterance, so synthesize() waits for that.
        engine.connect("finished-utterance", lambda name, completed: _pyttsx3_finished.set())
        _pyttsx3_engine = engine
    engine = _pyttsx3_engine
    if _pyttsx3_config is None:
        if voice:
            known = {v.id.lower(): v for v in engine.getProperty("voices")}
            match = known.get(voice.lower()) or next(
                (v for v in known.values() if voice.lower() in (v.name or "").lower()), None
            )
            if match is None:
                raise TtsError(f"tts_voice {voice!r} not found; e.g. {', '.join(list(known)[:5])}")
            engine.setProperty("voice", match.id)
        engine.setProperty("rate", rate_wpm)
        engine.setProperty("volume", volume)
        _pyttsx3_config = (voice, rate_wpm, volume)
    elif _pyttsx3_config != (voice, rate_wpm, volume):
        raise TtsError(f"pyttsx3 takes one voice/rate/volume per process; already set to {_pyttsx3_config!r}")
    return engine


class Pyttsx3Synthesizer:
    """pyttsx3 with the espeak-ng driver, rendering each sentence to a temporary WAV (≈ 10 ms per sentence)."""

    def __init__(self, voice: str = "", rate_wpm: int = 175, volume: float = 1.0) -> None:
        self._config = (voice, rate_wpm, volume)
        with _PYTTSX3_LOCK:
            _shared_pyttsx3(*self._config)
        self.timeout_seconds = 10.0
        self._dir = Path(tempfile.mkdtemp(prefix="gpt-home-tts-"))
        self._count = 0

    def synthesize(self, text: str) -> SpeechAudio:
        # pyttsx3's espeak driver now and then drops a save_to_file without a word: render once more before failing.
        for attempt in range(2):
            path = self._render(text)
            if path.is_file() and path.stat().st_size > 44:
                return _read_wav_pcm(path)
            _LOGGER.warning("pyttsx3 produced no audio (attempt %d of 2)", attempt + 1)
        raise TtsError("pyttsx3 produced no audio")

    def _render(self, text: str) -> Path:
        self._count += 1
        path = self._dir / f"s{self._count % 4}.wav"  # a fresh name each time: pyttsx3 reuses open file handles
        path.unlink(missing_ok=True)
        with _PYTTSX3_LOCK:
            engine = _shared_pyttsx3(*self._config)
            _pyttsx3_finished.clear()
            engine.save_to_file(text, str(path))
            with contextlib.redirect_stdout(io.StringIO()):  # the espeak driver prints "Audio saved to ..."
                engine.runAndWait()
                finished = _pyttsx3_finished.wait(self.timeout_seconds)
        if not finished:
            raise TtsError(f"pyttsx3 did not finish within {self.timeout_seconds:.0f} s")
        return path


class EspeakNgSynthesizer:
    """espeak-ng (the engine pyttsx3 drives on Linux) run as a process per sentence, and reliable.

    Why not pyttsx3 by default: its espeak driver synthesizes on espeak's own thread and lets runAndWait() return
    before the WAV is written; in a loop of replies it produced no file now and then, and changing the rate after the
    first sentence was silently ignored. The CLI takes voice, rate and volume per call and returns the audio.
    Kept warm: each sentence's process was started ahead and waits for its text (``audio/warm_process.py``: 0.013 s
    instead of 0.075 s for a first phrase at load 10; one idle process of about 7.5 MB RSS). ``close`` ends it.
    """

    def __init__(self, voice: str = "", rate_wpm: int = 175, volume: float = 1.0, *, timeout_seconds: float = 20.0) -> None:
        binary = shutil.which("espeak-ng")
        if binary is None:
            raise TtsError("espeak-ng not found: apt-get install espeak-ng (or set tts_engine)")
        self._argv = [binary, "--stdout", "-s", str(rate_wpm), "-a", str(round(volume * 100))]
        if voice:
            self._argv += ["-v", voice]
        self.timeout_seconds = timeout_seconds
        self._process = WarmProcess(self._argv)  # the text comes on stdin
        self.synthesize("ok")  # fail now, at start-up, on a bad voice name

    def synthesize(self, text: str) -> SpeechAudio:
        try:
            code, stdout, stderr = self._process.run(text.encode(), self.timeout_seconds)
        except subprocess.TimeoutExpired:
            raise TtsError(f"espeak-ng took longer than {self.timeout_seconds:.0f} s") from None
        except OSError as exc:
            raise TtsError(f"espeak-ng could not start: {exc}") from exc
        if code != 0 or len(stdout) <= 44:
            reason = stderr.decode(errors="replace").strip() or f"exit code {code}"
            raise TtsError(f"espeak-ng failed: {reason} (check tts_voice)")
        with wave.open(io.BytesIO(stdout), "rb") as w:  # the streamed header's length fields are unreliable
            rate, width, channels = w.getframerate(), w.getsampwidth(), w.getnchannels()
        if (width, channels) != (2, 1):
            raise TtsError(f"espeak-ng wrote {width * 8}-bit {channels}-channel audio; expected 16-bit mono")
        data = stdout[stdout.find(b"data") + 8 :] if b"data" in stdout[:200] else stdout[44:]
        return SpeechAudio(data[: len(data) // 2 * 2], rate)

    def close(self) -> None:
        """End the process waiting for the next sentence (a later ``synthesize`` still works, started cold)."""
        self._process.close()


class PiperSynthesizer:
    """Piper neural TTS from a local .onnx voice (optional: pip install piper-tts)."""

    def __init__(self, model_path: Path) -> None:
        if not Path(model_path).is_file():
            raise TtsError(f"piper_model_path {str(model_path)!r} is not a file; set it to a local Piper .onnx voice")
        try:
            from piper import PiperVoice
        except ImportError:
            raise TtsError("Piper is not installed: pip install piper-tts") from None
        self._voice = PiperVoice.load(str(model_path))

    def synthesize(self, text: str) -> SpeechAudio:
        with tempfile.NamedTemporaryFile(suffix=".wav") as tmp:
            with wave.open(tmp.name, "wb") as w:
                self._voice.synthesize_wav(text, w) if hasattr(self._voice, "synthesize_wav") else \
                    self._voice.synthesize(text, w)
            return _read_wav_pcm(Path(tmp.name))


def create_synthesizer(settings: Settings) -> Synthesizer:
    """The configured TTS engine, built once."""
    if settings.tts_engine == "piper":
        if settings.piper_model_path is None:
            raise TtsError("tts_engine 'piper' needs piper_model_path")
        return PiperSynthesizer(settings.piper_model_path)
    if settings.tts_engine == "pyttsx3":
        return Pyttsx3Synthesizer(settings.tts_voice, settings.tts_rate_wpm, settings.tts_volume)
    return EspeakNgSynthesizer(settings.tts_voice, settings.tts_rate_wpm, settings.tts_volume)


class Earcon(StrEnum):
    """Short generated tones: no files to ship, and they are recognisable without words."""

    WAKE = "wake"
    ERROR = "error"
    ALARM = "alarm"
    CHIME = "chime"  # before an announcement: a two-note doorbell


def earcon(kind: Earcon, sample_rate_hz: int = 22_050) -> SpeechAudio:
    """A rising blip (wake), a falling buzz (error) or three beeps (alarm), with soft edges so they do not click."""
    notes = {
        Earcon.WAKE: [(660.0, 0.07), (990.0, 0.09)],
        Earcon.ERROR: [(440.0, 0.12), (330.0, 0.18)],
        Earcon.ALARM: [(880.0, 0.15), (0.0, 0.08)] * 3,
        Earcon.CHIME: [(784.0, 0.18), (523.0, 0.3), (0.0, 0.15)],
    }[kind]
    parts = []
    for freq, seconds in notes:
        t = np.arange(int(sample_rate_hz * seconds)) / sample_rate_hz
        tone = np.sin(2 * np.pi * freq * t) * 0.35 if freq else np.zeros_like(t)
        fade = np.minimum(1.0, np.minimum(t, t[-1] - t) / 0.01) if t.size else t
        parts.append(tone * fade)
    return SpeechAudio((np.concatenate(parts) * 32767).astype("<i2").tobytes(), sample_rate_hz)


class Playback(Protocol):
    """One sound being played."""

    def done(self) -> bool: ...

    def cut(self) -> None: ...


class Player(Protocol):
    """Audio out. ``live`` players take real time (a speaker); recorders are instant (WAV files)."""

    live: bool

    def start(self, audio: SpeechAudio) -> Playback: ...

    def begin(self, label: str) -> None: ...

    def finish(self) -> Path | None: ...


class _FinishedPlayback:
    def done(self) -> bool:
        return True

    def cut(self) -> None:
        """Already finished."""


class AplayPlayback:
    """aplay fed from a thread at real-time pace; ``cut`` stops feeding and kills aplay at once."""

    _CHUNK_SECONDS = 0.02
    _LEAD_SECONDS = 0.1

    def __init__(self, argv: list[str], audio: SpeechAudio) -> None:
        self.error: str | None = None
        self.fed_seconds = 0.0
        self._stop = threading.Event()
        self._proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        self._thread = threading.Thread(target=self._feed, args=(audio,), name="aplay-feed", daemon=True)
        self._thread.start()

    def _feed(self, audio: SpeechAudio) -> None:
        step = int(audio.sample_rate_hz * self._CHUNK_SECONDS) * 2
        start = time.monotonic()
        assert self._proc.stdin is not None
        try:
            for offset in range(0, len(audio.pcm), step):
                ahead = self.fed_seconds - (time.monotonic() - start) - self._LEAD_SECONDS
                if ahead > 0 and self._stop.wait(ahead):
                    return
                if self._stop.is_set():
                    return
                self._proc.stdin.write(audio.pcm[offset : offset + step])
                self.fed_seconds += self._CHUNK_SECONDS
            self._proc.stdin.close()
            self._proc.wait()
        except (BrokenPipeError, ValueError, OSError):
            pass
        if self._proc.wait() != 0 and not self._stop.is_set():
            stderr = self._proc.stderr.read().decode(errors="replace").strip() if self._proc.stderr else ""
            self.error = stderr.splitlines()[-1] if stderr else f"aplay exited with {self._proc.returncode}"

    def done(self) -> bool:
        """True when playback ended (raises TtsError if aplay failed)."""
        if self._thread.is_alive():
            return False
        if self.error:
            raise TtsError(
                f"audio output failed: {self.error} (no speaker? write WAV files instead: run --output-dir, say --out)"
            )
        return True

    def cut(self) -> None:
        """Stop now: the feeder stops and aplay is killed (ALSA drops what it buffered)."""
        self._stop.set()
        if self._proc.poll() is None:
            self._proc.kill()
        self._thread.join(timeout=1.0)
        self._proc.wait(timeout=1.0)


class AplayPlayer:
    """The speaker through ALSA's aplay (alsa-utils). ``device`` is an ALSA PCM name such as 'default' or 'null'."""

    live = True

    def __init__(self, device: str | None = None) -> None:
        aplay = shutil.which("aplay")
        if aplay is None:
            raise TtsError("aplay not found: install alsa-utils for speaker output, or use --output-dir to write WAVs")
        self._aplay, self._device = aplay, device

    def start(self, audio: SpeechAudio) -> AplayPlayback:
        argv = [self._aplay, "-q", "-t", "raw", "-f", "S16_LE", "-c", "1", "-r", str(audio.sample_rate_hz)]
        if self._device:
            argv += ["-D", self._device]
        return AplayPlayback([*argv, "-"], audio)

    def begin(self, label: str) -> None:
        """Nothing to prepare for a speaker."""

    def finish(self) -> Path | None:
        return None


class WavRecorder:
    """Records each spoken reply to ``<dir>/<label>.wav`` (16 kHz mono) instead of playing it."""

    live = False

    def __init__(self, output_dir: Path, *, sample_rate_hz: int = 16_000) -> None:
        self.output_dir = Path(output_dir)
        self.output_dir.mkdir(parents=True, exist_ok=True)
        self.sample_rate_hz = sample_rate_hz
        self._label: str | None = None
        self._parts: list[bytes] = []
        self.written: list[Path] = []

    def begin(self, label: str) -> None:
        self._label, self._parts = label, []

    def start(self, audio: SpeechAudio) -> Playback:
        if self._label is not None:
            self._parts.append(resample_pcm16(audio.pcm, audio.sample_rate_hz, self.sample_rate_hz))
        return _FinishedPlayback()

    def finish(self) -> Path | None:
        label, self._label = self._label, None
        if label is None or not self._parts:
            return None
        path = self.output_dir / f"{label}.wav"
        with wave.open(str(path), "wb") as w:
            w.setnchannels(1)
            w.setsampwidth(2)
            w.setframerate(self.sample_rate_hz)
            w.writeframes(b"".join(self._parts))
        self.written.append(path)
        _LOGGER.info("reply written to %s", path)
        return path
