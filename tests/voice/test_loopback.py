"""The simulated room: the speaker is heard by the microphone, delayed and attenuated, on the audio clock."""

from __future__ import annotations

from pathlib import Path

import numpy as np
from voice_helpers import RATE, silence, write_wav

from gpt_home.audio.loopback import LoopbackRoom
from gpt_home.audio.sources import WavFileSource
from gpt_home.audio.tts import SpeechAudio
from gpt_home.audio.vad import FRAME_SAMPLES


def test_what_plays_is_heard_late_and_quieter_and_playback_takes_audio_time(tmp_path: Path) -> None:
    room = LoopbackRoom(WavFileSource(write_wav(tmp_path / "in.wav", silence(0.3)), fast=True, gap_seconds=0.0),
                        output_dir=tmp_path / "out", echo_gain=0.5, echo_delay_seconds=0.06)
    tone = (np.ones(RATE // 2) * 10_000).astype("<i2").tobytes()  # 0.5 s
    room.player.begin("reply-0001")
    playback = room.player.start(SpeechAudio(tone, RATE))
    heard = []
    while (chunk := room.source.read()) is not None:
        heard.append(np.frombuffer(chunk.pcm, "<i2"))
    assert playback.done()
    mic = np.concatenate(heard)
    delay = int(0.06 * RATE)
    assert not mic[:delay].any() and mic[delay] == 5000  # late and at half the level
    assert mic.size >= RATE // 2 + delay  # the microphone ran on after the 0.3 s input while the speaker played
    assert mic.size % FRAME_SAMPLES == 0
    assert room.player.finish() == tmp_path / "out" / "reply-0001.wav"


def test_a_cut_sound_stops_at_once(tmp_path: Path) -> None:
    room = LoopbackRoom(WavFileSource(write_wav(tmp_path / "in.wav", silence(1.0)), fast=True, gap_seconds=0.0),
                        echo_delay_seconds=0.0)
    playback = room.player.start(SpeechAudio((np.ones(RATE) * 8000).astype("<i2").tobytes(), RATE))
    room.source.read()
    playback.cut()
    assert playback.done()
    chunk = room.source.read()
    assert chunk is not None and not np.frombuffer(chunk.pcm, "<i2").any()
