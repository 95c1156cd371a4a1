"""Speech-to-text engines on real flite speech: accuracy, one model per process, clear errors for non-local models."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from voice_helpers import silence, wer

from gpt_home.audio.stt import FasterWhisperTranscriber, SphinxTranscriber, create_transcriber
from gpt_home.errors import SttError

SENTENCES = [
    "what time is it",
    "set a timer for ten minutes",
    "turn off the kitchen lights",
    "what is the weather like tomorrow",
    "remind me to call my mother",
]


def _mean_wer(engine, speak: Callable[[str], bytes]) -> float:  # type: ignore[no-untyped-def]
    errors = []
    for text in SENTENCES:
        result = engine.transcribe(silence(0.3) + speak(text) + silence(0.3))
        assert result.seconds > 0
        errors.append(wer(text, result.text))
    return sum(errors) / len(errors)


def test_faster_whisper_is_accurate_and_loaded_once(whisper_stt: FasterWhisperTranscriber, speak) -> None:  # type: ignore[no-untyped-def]
    model = whisper_stt._model
    assert _mean_wer(whisper_stt, speak) <= 0.15
    assert whisper_stt._model is model


def test_sphinx_keeps_one_decoder(sphinx_stt: SphinxTranscriber, speak) -> None:  # type: ignore[no-untyped-def]
    decoder = sphinx_stt._decoder
    assert _mean_wer(sphinx_stt, speak) <= 0.5
    assert sphinx_stt._decoder is decoder


def test_auto_picks_the_best_offline_engine(settings) -> None:  # type: ignore[no-untyped-def]
    assert create_transcriber(settings(stt_engine="sphinx")).name == "sphinx"
    from gpt_home.audio.stt import best_offline_engine

    assert best_offline_engine(settings()) == "faster-whisper"


@pytest.mark.parametrize("engine", ["faster-whisper", "whisper"])
def test_a_model_name_is_refused_and_names_the_setting(settings, engine: str) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(SttError, match="stt_model_path") as info:
        create_transcriber(settings(stt_engine=engine, stt_model_path="tiny.en"))
    assert "GPT_HOME_STT_MODEL_PATH" in str(info.value)


def test_cloud_engine_needs_configuration(settings) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(SttError, match="llm_api_key"):
        create_transcriber(settings(stt_engine="openai"))
