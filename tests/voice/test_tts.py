"""Text-to-speech with real espeak-ng (pyttsx3), earcons, aplay playback cut within 200 ms, WAV recording."""

from __future__ import annotations

import time
import wave
from pathlib import Path

import numpy as np
import pytest

from gpt_home.audio.tts import (
    AplayPlayer,
    Earcon,
    EspeakNgSynthesizer,
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


def test_espeak_ng_rate_volume_and_voice() -> None:
    text = "The kitchen lights are now off."
    normal = EspeakNgSynthesizer().synthesize(text)
    assert 1.0 < normal.seconds < 4.0 and _rms(normal) > 500
    assert EspeakNgSynthesizer(rate_wpm=350).synthesize(text).seconds < 0.75 * normal.seconds
    assert _rms(EspeakNgSynthesizer(volume=0.2).synthesize(text)) < 0.5 * _rms(normal)
    assert EspeakNgSynthesizer(voice="gmw/en-us").synthesize(text).seconds > 0.5
    with pytest.raises(TtsError, match="tts_voice"):
        EspeakNgSynthesizer(voice="qqqq")


def test_pyttsx3_engine_speaks_and_takes_one_configuration_per_process() -> None:
    speech = Pyttsx3Synthesizer().synthesize("The kitchen lights are now off.")
    assert 1.0 < speech.seconds < 4.0 and _rms(speech) > 500
    with pytest.raises(TtsError, match="one voice/rate/volume per process"):
        Pyttsx3Synthesizer(rate_wpm=300)


@pytest.mark.parametrize("engine", [EspeakNgSynthesizer, Pyttsx3Synthesizer])
def test_repeated_synthesis_never_returns_stale_audio(engine) -> None:  # type: ignore[no-untyped-def]
    synth = engine()
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
    recorder.start(EspeakNgSynthesizer().synthesize("Hello."))
    path = recorder.finish()
    assert path == tmp_path / "reply-0001.wav"
    with wave.open(str(path)) as w:
        assert (w.getframerate(), w.getnchannels(), w.getsampwidth()) == (16000, 1, 2)
        assert w.getnframes() > 16000 * 0.3
    assert recorder.finish() is None  # nothing begun, nothing written


def test_piper_needs_a_model_file(tmp_path: Path) -> None:
    with pytest.raises(TtsError, match="piper_model_path"):
        PiperSynthesizer(tmp_path / "missing.onnx")
