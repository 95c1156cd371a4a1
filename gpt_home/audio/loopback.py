"""A simulated room for headless runs and tests: a WAV file is the microphone, and what the speaker plays is heard
back by that microphone (attenuated and delayed), as in a real room. No sound card needed.

The speaker here is *live* (playback takes time) but its time is the audio clock, not the wall clock: each frame the
microphone hands out advances every playing sound by one frame. So a run is deterministic and as fast as the CPU,
and echo, barge-in and follow-up windows behave as they would in a room. Replies are also written as WAV files.
"""

from __future__ import annotations

import logging
from pathlib import Path

import numpy as np

from gpt_home.audio.resample import resample_pcm16
from gpt_home.audio.sources import AudioChunk, AudioSource
from gpt_home.audio.tts import SpeechAudio, WavRecorder
from gpt_home.audio.vad import FRAME_SAMPLES, FRAME_SECONDS, SAMPLE_RATE_HZ

_LOGGER = logging.getLogger(__name__)


class _RoomPlayback:
    """One sound playing in the room; ``done`` once the microphone has heard all of it (or it was cut)."""

    def __init__(self, samples: np.ndarray) -> None:
        self.samples = samples
        self.position = 0
        self.was_cut = False

    def done(self) -> bool:
        return self.was_cut or self.position >= self.samples.size

    def cut(self) -> None:
        self.was_cut = True


class LoopbackRoom:
    """Pairs a microphone (``source``) and a speaker (``player``) that hear each other.

    Args:
        source: the input audio (a WavFileSource, usually with ``fast=True``).
        output_dir: where reply WAVs are written (like ``WavRecorder``); None keeps none.
        echo_gain: how loud the speaker is at the microphone (1.0 = as loud as played).
        echo_delay_seconds: the acoustic path plus output latency.
    """

    def __init__(self, source: AudioSource, *, output_dir: Path | None = None, echo_gain: float = 0.5,
                 echo_delay_seconds: float = 0.05) -> None:
        self.source = _RoomMicrophone(self, source)
        self.player = _RoomSpeaker(self, output_dir)
        self.echo_gain = echo_gain
        self._delay = np.zeros(int(round(echo_delay_seconds * SAMPLE_RATE_HZ)), np.float32)
        self.playing: list[_RoomPlayback] = []
        self.played_seconds = 0.0  # how much sound the speaker put into the room

    def _speaker_frame(self) -> np.ndarray:
        """The next frame of everything playing (mixed), delayed by the echo path."""
        frame = np.zeros(FRAME_SAMPLES, np.float32)
        for playback in self.playing:
            if playback.done():
                continue
            part = playback.samples[playback.position : playback.position + FRAME_SAMPLES]
            frame[: part.size] += part
            playback.position += FRAME_SAMPLES
            self.played_seconds += FRAME_SECONDS
        self.playing = [p for p in self.playing if not p.done()]
        if self._delay.size:
            line = np.concatenate([self._delay, frame])
            frame, self._delay = line[:FRAME_SAMPLES], line[FRAME_SAMPLES:]
        return frame

    @property
    def echo_pending(self) -> bool:
        """True while sound is playing or still travelling to the microphone."""
        return bool(self.playing) or bool(np.any(self._delay))


class _RoomMicrophone:
    """The input frames with the room's echo mixed in; keeps going after the input ends while sound still plays."""

    def __init__(self, room: LoopbackRoom, source: AudioSource) -> None:
        self._room, self._source = room, source
        self._ended = False
        self._seconds = 0.0

    def read(self) -> AudioChunk | None:
        chunk = None if self._ended else self._source.read()
        if chunk is None:
            self._ended = True
            if not self._room.echo_pending:
                return None
            chunk = AudioChunk(bytes(FRAME_SAMPLES * 2), self._seconds)
        mic = np.frombuffer(chunk.pcm, "<i2").astype(np.float32)
        mixed = mic + self._room.echo_gain * self._room._speaker_frame()
        self._seconds = chunk.start_seconds + FRAME_SECONDS
        pcm = np.clip(np.rint(mixed), -32768, 32767).astype("<i2").tobytes()
        return AudioChunk(pcm, chunk.start_seconds, chunk.arrived_at)

    def discard_pending(self) -> None:
        """Nothing is buffered behind the daemon's back: frames are made when read."""

    def close(self) -> None:
        self._source.close()


class _RoomSpeaker:
    """A live player whose sound goes into the room (and, if asked, into reply WAV files)."""

    live = True

    def __init__(self, room: LoopbackRoom, output_dir: Path | None) -> None:
        self._room = room
        self.recorder = WavRecorder(output_dir) if output_dir is not None else None

    def start(self, audio: SpeechAudio) -> _RoomPlayback:
        pcm = resample_pcm16(audio.pcm, audio.sample_rate_hz, SAMPLE_RATE_HZ)
        playback = _RoomPlayback(np.frombuffer(pcm, "<i2").astype(np.float32))
        self._room.playing.append(playback)
        if self.recorder is not None:
            self.recorder.start(audio)
        return playback

    def begin(self, label: str) -> None:
        if self.recorder is not None:
            self.recorder.begin(label)

    def finish(self) -> Path | None:
        return self.recorder.finish() if self.recorder is not None else None
