"""Our own voice told from a person's (gpt_home.daemon.echo), on real flite speech through a simulated echo path."""

from __future__ import annotations

import numpy as np
from voice_helpers import RATE

from gpt_home.audio.tts import SpeechAudio
from gpt_home.daemon.echo import EchoReference


def _echo(played: np.ndarray, gain: float, delay_s: float) -> np.ndarray:
    out = np.zeros(played.size + int(delay_s * RATE))
    out[int(delay_s * RATE):] = gain * np.convolve(played, [1.0, 0.4, 0.15])[: played.size]
    return out


def _pcm(x: np.ndarray) -> bytes:
    return np.clip(np.rint(x), -32768, 32767).astype("<i2").tobytes()


def test_own_voice_is_explained_and_a_person_is_not(speak) -> None:  # type: ignore[no-untyped-def]
    reply = np.frombuffer(speak("To talk to me, say hey computer, then ask."), "<i2").astype(np.float64)
    person = np.frombuffer(speak("hey computer what time is it"), "<i2").astype(np.float64)
    echo = EchoReference()
    echo.played(SpeechAudio(_pcm(reply), RATE), at_seconds=10.0)
    mic = _echo(reply, gain=0.5, delay_s=0.12)[: reply.size]
    lo, hi = RATE, RATE + person.size
    assert echo.is_echo(_pcm(mic[lo:hi]), 11.0)
    talking_over = mic.copy()
    talking_over[lo:hi] += person * 0.6
    assert not echo.is_echo(_pcm(talking_over[lo:hi]), 11.0)
    assert echo.residual_ratio(_pcm(person), 40.0) is None  # nothing played then
    cleaned = np.frombuffer(echo.cancel(_pcm(mic[lo:hi]), 11.0, (_pcm(mic[lo:hi]), 11.0)), "<i2").astype(float)
    assert np.sum(cleaned**2) < 0.01 * np.sum(mic[lo:hi] ** 2)  # the canceller removes >20 dB of our voice


def test_a_cut_reply_is_no_longer_in_the_air(speak) -> None:  # type: ignore[no-untyped-def]
    reply = speak("This reply is cut short by the button.")
    echo = EchoReference()
    echo.played(SpeechAudio(reply, RATE), at_seconds=0.0)
    assert echo.ended_at() == len(reply) / 2 / RATE
    echo.stopped(0.5)
    assert echo.ended_at() == 0.5
