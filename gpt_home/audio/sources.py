"""Audio in: WAV files (one file, or a directory of them) fed as if from a microphone, and a real microphone.

Every source hands out 30 ms frames of 16 kHz mono 16-bit PCM, whatever the input format, so wake, VAD and STT
only ever see one format. File input exists for headless use and tests: ``fast`` feeds frames as quickly as they are
consumed, otherwise at the pace a microphone would. A bad file raises AudioError *once* and the source moves on to the
next file, so the daemon's loop can log it and continue.
"""

from __future__ import annotations

import contextlib
import logging
import os
import time
import wave
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

import numpy as np

from gpt_home.audio.resample import StreamResampler
from gpt_home.audio.vad import FRAME_BYTES, FRAME_SAMPLES, SAMPLE_RATE_HZ
from gpt_home.errors import AudioError, NoAudioDeviceError

_LOGGER = logging.getLogger(__name__)
_BLOCK_SECONDS = 1.0  # files are converted a block at a time, so a 10-minute file never sits in memory twice


@dataclass(frozen=True, slots=True)
class AudioChunk:
    """One frame of 16 kHz mono s16le audio; ``start_seconds`` is its position on the source's audio clock.

    ``arrived_at`` is when the frame's last sample was (or, for paced files, would have been) captured, on the
    monotonic clock; None for files fed faster than real time, where arrival times mean nothing.
    """

    pcm: bytes
    start_seconds: float
    arrived_at: float | None = None


class AudioSource(Protocol):
    """Where frames come from. ``read`` returns None once the input is over (a microphone never ends)."""

    def read(self) -> AudioChunk | None: ...

    def discard_pending(self) -> None: ...

    def close(self) -> None: ...


def _to_float_mono(raw: bytes, sampwidth: int, channels: int) -> np.ndarray:
    if sampwidth == 1:
        data = (np.frombuffer(raw, np.uint8).astype(np.float32) - 128.0) * 256.0
    elif sampwidth == 2:
        data = np.frombuffer(raw, "<i2").astype(np.float32)
    elif sampwidth == 3:
        b = np.frombuffer(raw, np.uint8).reshape(-1, 3)
        ints = (b[:, 0].astype(np.int32) | (b[:, 1].astype(np.int32) << 8) | (b[:, 2].astype(np.int32) << 16))
        data = (np.where(ints >= 1 << 23, ints - (1 << 24), ints) / 256.0).astype(np.float32)
    elif sampwidth == 4:
        data = (np.frombuffer(raw, "<i4").astype(np.float64) / 65536.0).astype(np.float32)
    else:
        raise AudioError(f"unsupported sample width: {sampwidth * 8} bits")
    if channels > 1:
        data = data[: data.size // channels * channels].reshape(-1, channels).mean(axis=1)
    return data


def _open_wav(path: Path) -> wave.Wave_read:
    try:
        handle = wave.open(str(path), "rb")  # noqa: SIM115 - returned open
    except FileNotFoundError:
        raise AudioError(f"{path}: no such file") from None
    except wave.Error as exc:
        if "65534" in str(exc):  # WAVE_FORMAT_EXTENSIBLE: read by the wave module from Python 3.12 on
            raise AudioError(f"{path}: WAVE_FORMAT_EXTENSIBLE files need Python 3.12 or newer; convert it with "
                             f"'sox {path.name} -b 16 out.wav'") from None
        raise AudioError(f"{path}: not a readable PCM WAV file ({str(exc) or 'truncated header'})") from None
    except EOFError as exc:
        raise AudioError(f"{path}: not a readable PCM WAV file ({str(exc) or 'truncated header'})") from None
    except OSError as exc:
        raise AudioError(f"{path}: cannot read ({exc.strerror or exc})") from None
    if handle.getnframes() == 0 or handle.getframerate() <= 0:
        handle.close()
        raise AudioError(f"{path}: contains no audio")
    return handle


def iter_wav_pcm(path: Path) -> Iterator[bytes]:
    """Yield the file's audio as 16 kHz mono s16le blocks, converting sample width, channels and rate.

    Raises:
        AudioError: the file is missing, not a PCM WAV, truncated, or empty.
    """
    handle = _open_wav(path)
    with handle:
        sampwidth, channels, rate = handle.getsampwidth(), handle.getnchannels(), handle.getframerate()
        resampler = StreamResampler(rate, SAMPLE_RATE_HZ)
        block = max(1, int(rate * _BLOCK_SECONDS))
        produced = False
        while True:
            try:
                raw = handle.readframes(block)
            except (wave.Error, EOFError, OSError) as exc:
                raise AudioError(f"{path}: audio data is corrupt ({exc})") from None
            last = not raw
            out = resampler.process(_to_float_mono(raw, sampwidth, channels) if raw else np.zeros(0, np.float32),
                                    last=last)
            if out.size:
                produced = True
                yield np.clip(np.rint(out), -32768, 32767).astype("<i2").tobytes()
            if last:
                break
        if not produced:
            raise AudioError(f"{path}: contains no audio")


def read_wav(path: Path) -> bytes:
    """Read a whole WAV file as 16 kHz mono s16le (for `transcribe` and tests)."""
    return b"".join(iter_wav_pcm(path))


def list_wav_inputs(path: Path) -> list[Path]:
    """The files a `--input` path stands for: the file itself, or a directory's files in name order."""
    if path.is_dir():
        return sorted(p for p in path.iterdir() if p.is_file() and not p.name.startswith("."))
    return [path]


class WavFileSource:
    """Feeds WAV files frame by frame as if they came from a microphone.

    Each file is followed by ``gap_seconds`` of silence so an utterance at its very end is still endpointed.
    Args:
        fast: hand out frames as fast as they are read instead of at real-time pace.
        clock/sleep: injected for pacing; tests never need them.
    """

    def __init__(
        self,
        path: Path,
        *,
        fast: bool = False,
        gap_seconds: float = 1.5,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.files = list_wav_inputs(Path(path))
        if not self.files:
            raise AudioError(f"{path}: directory has no files")
        self.fast = fast
        self._gap_frames = int(gap_seconds / (FRAME_SAMPLES / SAMPLE_RATE_HZ))
        self._clock, self._sleep = clock, sleep
        self._frames = self._generate()
        self._audio_seconds = 0.0
        self._wall_start: float | None = None
        self.current_file: Path | None = None

    def _generate(self) -> Iterator[bytes]:
        for path in self.files:
            self.current_file = path
            _LOGGER.info("input file %s", path)
            pending = b""
            for block in iter_wav_pcm(path):  # AudioError propagates; read() moves to the next file
                pending += block
                while len(pending) >= FRAME_BYTES:
                    yield pending[:FRAME_BYTES]
                    pending = pending[FRAME_BYTES:]
            if pending:
                yield pending.ljust(FRAME_BYTES, b"\0")
            for _ in range(self._gap_frames):
                yield bytes(FRAME_BYTES)

    def read(self) -> AudioChunk | None:
        """Next frame, or None when every file was fed.

        Raises:
            AudioError: the current file is bad; the next call continues with the following file.
        """
        try:
            pcm = next(self._frames)
        except StopIteration:
            return None
        except AudioError:
            index = self.files.index(self.current_file) if self.current_file in self.files else len(self.files)
            self.files = self.files[index + 1 :]
            self._frames = self._generate()
            raise
        start = self._audio_seconds
        self._audio_seconds += FRAME_SAMPLES / SAMPLE_RATE_HZ
        if self.fast:
            return AudioChunk(pcm, start)
        now = self._clock()
        if self._wall_start is None:
            self._wall_start = now - start
        arrival = self._wall_start + self._audio_seconds
        if arrival > now:
            self._sleep(arrival - now)
        return AudioChunk(pcm, start, arrival)

    def discard_pending(self) -> None:
        """Nothing is buffered behind our back in a file."""

    def close(self) -> None:
        self._frames.close()


@contextlib.contextmanager
def _quiet_native_stderr() -> Iterator[None]:
    """Silence ALSA/JACK chatter that PortAudio's C code writes straight to fd 2 while probing devices."""
    try:
        saved = os.dup(2)
    except OSError:
        yield
        return
    try:
        with open(os.devnull, "wb") as devnull:
            os.dup2(devnull.fileno(), 2)
            yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


def _find_device(names: list[str], wanted: str | None) -> int | None:
    if wanted is None or wanted == "":
        return None
    if wanted.isdigit():
        index = int(wanted)
        if index >= len(names):
            raise NoAudioDeviceError(f"input device {index} does not exist; devices: {names}")
        return index
    for index, name in enumerate(names):
        if wanted.lower() in (name or "").lower():
            return index
    raise NoAudioDeviceError(f"no input device matches {wanted!r}; devices: {names}")


class MicrophoneSource:
    """The microphone via speech_recognition/PyAudio, opened at 16 kHz mono (ALSA's plug layer converts)."""

    def __init__(self, device: str | None = None) -> None:
        import speech_recognition as sr

        try:
            sr.Microphone.get_pyaudio()
        except AttributeError:
            raise NoAudioDeviceError(
                "microphone input needs PyAudio (pip install 'gpt-home[mic]', apt install portaudio19-dev); "
                "or use --input FILE.wav"
            ) from None
        with _quiet_native_stderr():
            names = sr.Microphone.list_microphone_names()
            if not names:
                raise NoAudioDeviceError(
                    "no sound card found: use --input FILE.wav (or a directory of WAV files) to feed audio from files"
                )
            index = _find_device(names, device)
            try:
                self._mic = sr.Microphone(device_index=index, sample_rate=SAMPLE_RATE_HZ, chunk_size=FRAME_SAMPLES)
                self._context = self._mic.__enter__()
            except (OSError, AssertionError) as exc:
                raise NoAudioDeviceError(
                    f"cannot open the microphone ({exc}): set input_device, or use --input FILE.wav"
                ) from None
        self._audio_seconds = 0.0
        _LOGGER.info("microphone %s opened", names[index] if index is not None else "(default)")

    def read(self) -> AudioChunk | None:
        try:
            pcm = self._context.stream.read(FRAME_SAMPLES)
        except OSError as exc:
            raise AudioError(f"microphone read failed: {exc}") from None
        chunk = AudioChunk(pcm, self._audio_seconds, time.monotonic())
        self._audio_seconds += FRAME_SAMPLES / SAMPLE_RATE_HZ
        return chunk

    def discard_pending(self) -> None:
        """Drop audio buffered while we were speaking, so our own voice is never processed."""
        stream = self._context.stream.pyaudio_stream
        available = stream.get_read_available()
        if available:
            stream.read(available, exception_on_overflow=False)

    def close(self) -> None:
        self._mic.__exit__(None, None, None)
