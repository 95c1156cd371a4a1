"""faster-whisper comes out of every load warm: the first turn of a run (and the first after the engine was released
for the language model) does not pay the engine's first-pass cost a later turn does not (issue 12, end of speech ->
first audio: the first local turn's quick transcript took 0.44 s against 0.24 s for the others)."""

from __future__ import annotations

from voice_helpers import silence, wer

from gpt_home.audio.stt import FasterWhisperTranscriber, create_transcriber
from gpt_home.hardware import residents


def test_a_load_runs_a_pass_before_the_first_transcription(settings, speak) -> None:  # type: ignore[no-untyped-def]
    stt = create_transcriber(settings(stt_engine="faster-whisper"))
    assert isinstance(stt, FasterWhisperTranscriber)
    assert stt.loads == 1 and stt.warm_passes == 1  # warmed while loading, before any turn asked
    heard = stt.transcribe(silence(0.3) + speak("what time is it") + silence(0.3))
    assert wer("what time is it", heard.text) == 0  # the pass on silence leaves nothing behind
    assert stt.warm_passes == 1  # a transcription is no warm-up


def test_a_reload_on_the_wake_word_is_warm_too(settings, speak) -> None:  # type: ignore[no-untyped-def]
    stt = create_transcriber(settings(stt_engine="faster-whisper"))
    assert isinstance(stt, FasterWhisperTranscriber)
    residents.make_room("a test")  # what a model turn does
    assert not stt.loaded
    stt.prepare()  # what the daemon does on the next wake word
    assert stt.ready.wait(60)
    assert stt.loads == 2 and stt.warm_passes == 2  # ready means warm: the turn's first pass is not the first
    assert wer("turn off the kitchen lights", stt.transcribe(speak("turn off the kitchen lights")).text) == 0
