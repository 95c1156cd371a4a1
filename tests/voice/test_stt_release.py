"""faster-whisper from its int8 copy: it hears what the shipped float16 model hears, gives its memory back while the
language model answers, and loads again for the next turn (issue 12, footprint)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from voice_helpers import silence, wer

from gpt_home.agent.local_model import OnDemandModel
from gpt_home.audio.stt import FasterWhisperTranscriber, create_transcriber
from gpt_home.audio.whisper_int8 import is_float16
from gpt_home.hardware import residents

SENTENCES = ["what time is it", "set a timer for ten minutes", "turn off the kitchen lights",
             "what is the weather like tomorrow", "remind me to call my mother"]


def _heard(engine: FasterWhisperTranscriber, speak: Callable[[str], bytes]) -> list[str]:
    return [engine.transcribe(silence(0.3) + speak(text) + silence(0.3)).text for text in SENTENCES]


def test_the_int8_copy_hears_what_the_float16_model_hears(settings, whisper_stt: FasterWhisperTranscriber,  # type: ignore[no-untyped-def]
                                                         speak) -> None:
    int8 = create_transcriber(settings(stt_engine="faster-whisper"))
    assert isinstance(int8, FasterWhisperTranscriber)
    assert is_float16(whisper_stt.path) and not is_float16(int8.path)  # the wheel's file, then our copy
    assert int8.path.parent == settings().data_dir / "models"
    heard = _heard(int8, speak)
    assert heard == _heard(whisper_stt, speak)
    assert sum(wer(text, said) for text, said in zip(SENTENCES, heard, strict=True)) / len(SENTENCES) <= 0.15
    again = create_transcriber(settings(stt_engine="faster-whisper"))  # the next start reuses the copy
    assert isinstance(again, FasterWhisperTranscriber) and again.path == int8.path


def test_released_for_the_model_and_loaded_again_on_the_wake_word(settings, local_model_path: Path,  # type: ignore[no-untyped-def]
                                                                  speak) -> None:
    stt = create_transcriber(settings(stt_engine="faster-whisper"))
    assert isinstance(stt, FasterWhisperTranscriber) and stt.loaded
    assert wer("what time is it", stt.transcribe(speak("what time is it")).text) == 0
    model = OnDemandModel(str(local_model_path), 512, idle_release_seconds=600.0)
    with model.use() as llama:
        assert llama is not None
        assert not stt.loaded and stt.releases == 1  # not resident while the model answers
    model.release()
    stt.prepare()  # what the daemon does on the wake word
    assert stt.ready.wait(60)
    assert stt.loaded and stt.loads == 2
    assert wer("turn off the kitchen lights", stt.transcribe(speak("turn off the kitchen lights")).text) == 0
    residents.make_room("a test")
    assert not stt.loaded
    assert wer("set a timer for ten minutes", stt.transcribe(speak("set a timer for ten minutes")).text) <= 0.2
    assert stt.loads == 3  # a turn without the wake word loads it on use


def test_a_transcription_under_way_keeps_the_model(settings, speak) -> None:  # type: ignore[no-untyped-def]
    stt = create_transcriber(settings(stt_engine="faster-whisper"))
    assert isinstance(stt, FasterWhisperTranscriber)
    with stt._using():  # as while a transcription runs on another thread
        assert not stt.release()
    assert stt.loaded and stt.release() and not stt.loaded


def test_kept_loaded_when_the_setting_says_so_or_the_reload_would_be_the_peak(settings, whisper_stt) -> None:  # type: ignore[no-untyped-def]
    kept = create_transcriber(settings(stt_engine="faster-whisper", stt_release_for_model=False))
    residents.make_room("a test")
    assert isinstance(kept, FasterWhisperTranscriber) and kept.loaded
    assert whisper_stt.loaded  # the float16 model (no int8 copy) is never released: its reload quantizes again
