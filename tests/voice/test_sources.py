"""WAV file input: format conversion, pacing, bad files; the no-sound-card microphone message."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest
from voice_helpers import write_wav

from gpt_home.audio.sources import MicrophoneSource, WavFileSource, read_wav
from gpt_home.audio.vad import FRAME_BYTES
from gpt_home.errors import AudioError, NoAudioDeviceError


def _sox(src: Path, dst: Path, *args: str) -> Path:
    subprocess.run(["sox", str(src), *args, str(dst)], check=True, timeout=60)
    return dst


def _corr(a: bytes, b: bytes) -> float:
    x = np.frombuffer(a, np.int16).astype(np.float64)
    y = np.frombuffer(b, np.int16).astype(np.float64)
    n = min(x.size, y.size)
    return float(np.corrcoef(x[:n], y[:n])[0, 1])


def test_8bit_and_44k_stereo_are_converted(utterance_wav: Callable[..., Path], tmp_path: Path) -> None:
    ref = utterance_wav("ref.wav", "turn on the kitchen lights")
    ref_pcm = read_wav(ref)
    eight = _sox(ref, tmp_path / "8bit.wav", "-b", "8", "-e", "unsigned-integer")
    stereo = _sox(ref, tmp_path / "stereo.wav", "-r", "44100", "-c", "2", "-b", "16")
    s24 = _sox(ref, tmp_path / "s24_48k.wav", "-r", "48000", "-b", "24")
    low = _sox(ref, tmp_path / "8k.wav", "-r", "8000")
    converted = [(eight, 0.95), (stereo, 0.95), (low, 0.8)]
    if sys.version_info >= (3, 12):
        converted.append((s24, 0.95))
    else:  # sox writes 24-bit as WAVE_FORMAT_EXTENSIBLE, which the standard wave module reads from 3.12 on
        with pytest.raises(AudioError, match="EXTENSIBLE.*Python 3.12.*sox"):
            read_wav(s24)
    for path, min_corr in converted:
        pcm = read_wav(path)
        assert abs(len(pcm) - len(ref_pcm)) <= 64, path.name  # same duration at 16 kHz mono 16-bit
        assert _corr(pcm, ref_pcm) > min_corr, path.name


def test_directory_is_fed_frame_by_frame_and_bad_files_are_skipped(
    utterance_wav: Callable[..., Path], tmp_path: Path
) -> None:
    good = utterance_wav("good.wav", "hello")
    (tmp_path / "a_good.wav").write_bytes(good.read_bytes())
    (tmp_path / "b_empty.wav").write_bytes(b"")
    write_wav(tmp_path / "c_no_frames.wav", b"")
    (tmp_path / "d_text.wav").write_text("this is not audio")
    (tmp_path / "e_truncated.wav").write_bytes(good.read_bytes()[:30])
    (tmp_path / "f_good.wav").write_bytes(good.read_bytes())
    source = WavFileSource(tmp_path, fast=True, gap_seconds=0.3)
    frames, errors = 0, []
    for _ in range(100_000):
        try:
            chunk = source.read()
        except AudioError as exc:
            errors.append(str(exc))
            continue
        if chunk is None:
            break
        assert len(chunk.pcm) == FRAME_BYTES
        frames += 1
    assert len(errors) == 4
    assert "b_empty.wav: not a readable PCM WAV file" in errors[0]
    assert "c_no_frames.wav: contains no audio" in errors[1]
    assert "d_text.wav: not a readable PCM WAV file" in errors[2]
    assert "e_truncated.wav" in errors[3]
    expected = 2 * (len(read_wav(good)) // FRAME_BYTES + 1 + 10)
    assert abs(frames - expected) <= 2


def test_missing_file_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(AudioError, match="no such file"):
        read_wav(tmp_path / "nope.wav")


def test_real_time_pacing_uses_the_injected_clock(tmp_path: Path) -> None:
    path = write_wav(tmp_path / "one_second.wav", bytes(32000))
    now = [100.0]
    slept: list[float] = []

    def sleep(seconds: float) -> None:
        slept.append(seconds)
        now[0] += seconds

    source = WavFileSource(path, gap_seconds=0.0, clock=lambda: now[0], sleep=sleep)
    count = 0
    while source.read() is not None:
        count += 1
    assert count == 34  # 1 s / 30 ms, last frame padded
    assert abs(now[0] - 100.0 - count * 0.03) < 1e-6  # fed no faster than real time


def test_no_sound_card_points_at_input() -> None:
    with pytest.raises(NoAudioDeviceError, match="--input"):
        MicrophoneSource()
