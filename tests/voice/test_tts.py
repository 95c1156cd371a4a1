"""Text-to-speech with real espeak-ng (pyttsx3), earcons, aplay playback cut within 200 ms, WAV recording."""

from __future__ import annotations

import subprocess
import sys
import time
import wave
from pathlib import Path

import numpy as np
import pytest

from gpt_home.audio.tts import (
    AplayPlayer,
    Earcon,
    PiperSynthesizer,
    Pyttsx3Synthesizer,
    SpeechAudio,
    WavRecorder,
    earcon,
)
from gpt_home.errors import TtsError


def _rms(audio: SpeechAudio) -> float:
    data = np.frombuffer(audio.pcm, np.int16).astype(np.float64)
    return float(np.sqrt(np.mean(data**2)))


def _measure_in_fresh_process(voice: str, rate: int, volume: float) -> tuple[float, float]:
    """pyttsx3 takes one configuration per process, so each configuration is measured in its own."""
    code = (
        "import sys, numpy as np; from gpt_home.audio.tts import Pyttsx3Synthesizer as S\n"
        f"a = S({voice!r}, {rate}, {volume}).synthesize('The kitchen lights are now off.')\n"
        "x = np.frombuffer(a.pcm, np.int16).astype(float); print(a.seconds, np.sqrt((x ** 2).mean()))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                         cwd=Path(__file__).resolve().parents[2], check=True).stdout.split()
    return float(out[0]), float(out[1])


def test_pyttsx3_rate_volume_and_voice() -> None:
    normal_s, normal_rms = _measure_in_fresh_process("", 175, 1.0)
    assert 1.0 < normal_s < 4.0 and normal_rms > 500
    fast_s, _ = _measure_in_fresh_process("", 350, 1.0)
    assert fast_s < 0.75 * normal_s
    _, quiet_rms = _measure_in_fresh_process("", 175, 0.2)
    assert quiet_rms < 0.5 * normal_rms
    assert _measure_in_fresh_process("gmw/en-US", 175, 1.0)[0] > 0.5


def test_one_configuration_per_process() -> None:
    Pyttsx3Synthesizer()
    with pytest.raises(TtsError, match="one voice/rate/volume per process"):
        Pyttsx3Synthesizer(rate_wpm=300)


def test_repeated_synthesis_never_returns_stale_audio() -> None:
    synth = Pyttsx3Synthesizer()
    short, long = synth.synthesize("Yes."), synth.synthesize("This sentence is quite a lot longer than yes.")
    again = synth.synthesize("Yes.")
    assert long.seconds > 2 * short.seconds
    assert abs(again.seconds - short.seconds) < 0.05


@pytest.mark.parametrize("kind", list(Earcon))
def test_earcons_are_short_audible_tones(kind: Earcon) -> None:
    tone = earcon(kind)
    assert 0.1 < tone.seconds < 1.0 and _rms(tone) > 1000


def test_aplay_plays_in_real_time_and_cuts_within_200ms() -> None:
    player = AplayPlayer(device="null")  # ALSA's null PCM: a real aplay, no sound card needed
    tone = earcon(Earcon.ALARM)
    long = SpeechAudio(tone.pcm * 8, tone.sample_rate_hz)  # ~5 s
    start = time.monotonic()
    playback = player.start(long)
    deadline = start + 5.0
    while playback.fed_seconds < 0.5 and time.monotonic() < deadline:
        time.sleep(0.005)
    assert playback.fed_seconds >= 0.5 and not playback.done()
    assert time.monotonic() - start >= 0.35  # paced, not dumped at once
    cut_at = time.monotonic()
    playback.cut()
    assert playback.done()
    assert time.monotonic() - cut_at < 0.2


def test_aplay_missing_is_a_clear_error(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(TtsError, match="alsa-utils"):
        AplayPlayer()


@pytest.mark.skipif(Path("/proc/asound/cards").exists() and "no soundcards" not in
                    Path("/proc/asound/cards").read_text(), reason="this machine has a sound card")
def test_no_sound_card_is_a_tts_error_not_silence() -> None:
    playback = AplayPlayer().start(earcon(Earcon.WAKE))
    deadline = time.monotonic() + 5.0
    with pytest.raises(TtsError, match="--output-dir"):
        while time.monotonic() < deadline and not playback.done():
            time.sleep(0.01)


def test_wav_recorder_writes_one_16k_file_per_label(tmp_path: Path) -> None:
    recorder = WavRecorder(tmp_path)
    recorder.begin("reply-0001")
    recorder.start(earcon(Earcon.WAKE))
    recorder.start(Pyttsx3Synthesizer().synthesize("Hello."))
    path = recorder.finish()
    assert path == tmp_path / "reply-0001.wav"
    with wave.open(str(path)) as w:
        assert (w.getframerate(), w.getnchannels(), w.getsampwidth()) == (16000, 1, 2)
        assert w.getnframes() > 16000 * 0.3
    assert recorder.finish() is None  # nothing begun, nothing written


def test_piper_needs_a_model_file(tmp_path: Path) -> None:
    with pytest.raises(TtsError, match="piper_model_path"):
        PiperSynthesizer(tmp_path / "missing.onnx")
