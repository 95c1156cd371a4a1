"""The speech-to-text engines that are never the default: openai-whisper (pulls torch) and the cloud endpoint.

Kept apart from ``stt`` so the default import path (faster-whisper or pocketsphinx) never reads them;
``stt.create_transcriber`` imports this module only when one of them is configured.
"""

from __future__ import annotations

import io
import time
import wave
from pathlib import Path
from typing import Any

from gpt_home.audio.transcript import Transcript, float_audio, no_download_error
from gpt_home.audio.vad import SAMPLE_RATE_HZ
from gpt_home.errors import SttError


class WhisperTranscriber:
    """openai-whisper from a local checkpoint file (the `whisper` extra; pulls torch, so it is never the default)."""

    name = "whisper"
    offline = True

    def __init__(self, checkpoint_path: Path | None, *, language: str = "en") -> None:
        if checkpoint_path is None or not Path(checkpoint_path).is_file():
            raise no_download_error(self.name, checkpoint_path or "", "openai-whisper checkpoint file (.pt)")
        try:
            import whisper
        except ImportError:
            raise SttError("openai-whisper is not installed: pip install 'gpt-home[whisper]'") from None
        self._model = whisper.load_model(str(checkpoint_path), device="cpu")
        self._language = language

    def transcribe(self, pcm: bytes) -> Transcript:
        start = time.perf_counter()
        result = self._model.transcribe(float_audio(pcm), language=self._language, fp16=False)
        return Transcript(str(result.get("text", "")).strip(), self.name, time.perf_counter() - start)


class OpenAiTranscriber:
    """OpenAI's (or a compatible server's) transcription endpoint. Cloud: used only when chosen explicitly."""

    name = "openai"
    offline = False

    def __init__(self, api_key: str | None, base_url: str | None, *, language: str = "en", model: str = "whisper-1",
                 timeout_seconds: float = 30.0) -> None:
        if not api_key and not base_url:
            raise SttError("stt_engine 'openai' needs llm_api_key (or llm_base_url for a compatible local server)")
        try:
            import openai
        except ImportError:
            raise SttError("the openai package is not installed: pip install 'gpt-home[cloud]'") from None
        self._client: Any = openai.OpenAI(api_key=api_key or "unused", base_url=base_url, timeout=timeout_seconds)
        self._language, self._model = language, model

    def transcribe(self, pcm: bytes) -> Transcript:
        start = time.perf_counter()
        buffer = io.BytesIO()
        with wave.open(buffer, "wb") as w:
            w.setnchannels(1)
            w.setsampwidth(2)
            w.setframerate(SAMPLE_RATE_HZ)
            w.writeframes(pcm)
        try:
            result = self._client.audio.transcriptions.create(
                model=self._model, file=("speech.wav", buffer.getvalue()), language=self._language
            )
        except Exception as exc:  # the client raises many types; all mean "no transcript"
            raise SttError(f"cloud transcription failed: {type(exc).__name__}") from exc
        return Transcript(str(getattr(result, "text", "")).strip(), self.name, time.perf_counter() - start)
