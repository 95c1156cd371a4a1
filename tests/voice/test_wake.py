"""Wake engines on real speech (pocketsphinx KWS, transcript wake), pure phrase matching and refractory logic,
and the push button through gpiozero's mock pin factory."""

from __future__ import annotations

import threading
from collections.abc import Callable

import pytest
from voice_helpers import noise, silence

from gpt_home.audio.sources import AudioChunk
from gpt_home.audio.vad import FRAME_BYTES, FRAME_SECONDS, make_classifier
from gpt_home.audio.wake import (
    Detection,
    DetectionKind,
    KwsWakeDetector,
    PushButton,
    RefractoryGate,
    TranscriptWakeDetector,
    create_wake_detector,
    match_wake_phrase,
    strip_wake_phrase,
)
from gpt_home.errors import WakeError


def feed(detector, pcm: bytes) -> list[Detection]:  # type: ignore[no-untyped-def]
    found = []
    for i, offset in enumerate(range(0, len(pcm) - FRAME_BYTES + 1, FRAME_BYTES)):
        result = detector.process(AudioChunk(pcm[offset : offset + FRAME_BYTES], i * FRAME_SECONDS))
        if result is not None:
            found.append(result)
    return found


@pytest.mark.parametrize(
    ("said", "command"),
    [
        ("hey computer what time is it", "what time is it"),
        ("Hey, Computer! What time is it?", "what time is it"),
        ("hey computer", ""),
        ("my computer is slow", None),
        ("hey computers are great", None),
        ("they computer", None),
        ("", None),
    ],
)
def test_wake_phrase_must_start_the_phrase_as_whole_words(said: str, command: str | None) -> None:
    assert match_wake_phrase(said, "hey computer") == command


def test_strip_wake_phrase_left_in_a_command() -> None:
    assert strip_wake_phrase("Computer, what time is it?", "hey computer") == "what time is it?"
    assert strip_wake_phrase("hey computer what time is it", "hey computer") == "what time is it"
    assert strip_wake_phrase("what time is it", "hey computer") == "what time is it"


def test_refractory_gate() -> None:
    gate = RefractoryGate(2.0)
    assert gate.allows(0.0)
    gate.note_wake(10.0)
    assert not gate.allows(11.9) and gate.allows(12.0)
    gate.note_spoke(20.0)  # own voice / echo tail
    assert not gate.allows(21.0) and gate.allows(22.0)
    gate.note_wake(5.0)  # an older event never shortens the quiet period
    assert not gate.allows(21.5)


@pytest.mark.parametrize("gated", [True, False])
def test_kws_wakes_on_the_phrase_only(speak: Callable[[str], bytes], gated: bool) -> None:
    detector = KwsWakeDetector(gate=make_classifier() if gated else None)
    hits = feed(detector, silence(1.0) + speak("hey computer what time is it") + silence(1.0))
    assert [h.kind for h in hits] == [DetectionKind.WAKE]
    # The keyphrase ends before the command: the rest of the breath starts after end_seconds.
    phrase_seconds = len(speak("hey computer")) / 32000
    assert 1.0 + 0.5 * phrase_seconds < hits[0].end_seconds < 1.0 + phrase_seconds + 0.3
    detector.reset()
    assert feed(detector, silence(0.5) + speak("my computer is slow") + silence(0.5)) == []
    assert feed(detector, silence(0.5) + speak("turn on the kitchen lights please") + silence(0.5)) == []
    assert [h.kind for h in feed(detector, silence(0.5) + speak("stop") + silence(0.5))] == [DetectionKind.STOP]


def test_kws_survives_decoder_restarts(speak: Callable[[str], bytes]) -> None:
    detector = KwsWakeDetector(restart_seconds=1.0, overlap_seconds=2.0)
    hits = feed(detector, silence(0.95) + speak("hey computer") + silence(3.0) + speak("hey computer") + silence(1))
    assert [h.kind for h in hits] == [DetectionKind.WAKE, DetectionKind.WAKE]


@pytest.mark.parametrize("before", ["silence", "hiss"])
@pytest.mark.parametrize("seconds", [5, 15, 30, 45])
def test_gated_kws_wakes_after_long_silence_or_noise(speak, seconds: int, before: str) -> None:  # type: ignore[no-untyped-def]
    lead = silence(seconds) if before == "silence" else noise(seconds, level=3, seed=seconds)
    detector = KwsWakeDetector(gate=make_classifier())
    hits = feed(detector, lead + speak("hey computer what time is it") + silence(1.0))
    assert [h.kind for h in hits] == [DetectionKind.WAKE]
    assert seconds < hits[0].end_seconds < seconds + 1.5


def test_unknown_wake_word_is_a_clear_error() -> None:
    with pytest.raises(WakeError, match="xqzzyv"):
        KwsWakeDetector("hey xqzzyv")


def test_transcript_wake_takes_the_command_from_the_same_breath(whisper_stt, speak) -> None:  # type: ignore[no-untyped-def]
    detector = TranscriptWakeDetector(whisper_stt, make_classifier(), "hey computer")
    hits = feed(detector, silence(0.5) + speak("my computer is slow") + silence(1.0)
                + speak("hey computer what time is it") + silence(1.0))
    assert len(hits) == 1
    assert hits[0].kind == DetectionKind.WAKE and hits[0].command == "what time is it"


def test_button_press_and_long_press_mute() -> None:
    from gpiozero.pins.mock import MockFactory

    factory = MockFactory()
    button = PushButton(17, hold_seconds=0.1, pin_factory=factory)
    pin = factory.pin(17)
    assert not button.take_press()
    pin.drive_low()
    pin.drive_high()
    assert button.wait_press(2.0) and button.take_press() and not button.take_press()
    pin.drive_low()
    for _ in range(200):  # bounded wait for gpiozero's hold thread
        if button.muted:
            break
        threading.Event().wait(0.01)
    assert button.muted
    pin.drive_high()
    assert not button.take_press()  # a long press is not a push-to-talk
    button.close()


def test_engine_setup_errors(settings) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(WakeError, match="openwakeword_model_path"):
        create_wake_detector(settings(wake_engine="openwakeword"))
    with pytest.raises(WakeError, match="gpio_button_pin"):
        create_wake_detector(settings(wake_engine="button"))
    assert create_wake_detector(settings()).name == "kws"
