"""Voice end to end: one WAV states a fact, a later WAV (in a new conversation) asks for it; the reply WAV, heard by
our own STT, holds the fact. The memory pass needs no language model, so none is configured."""

from __future__ import annotations

import uuid
from pathlib import Path

import pytest
from voice_helpers import silence, write_wav

from gpt_home.audio.sources import read_wav
from gpt_home.cli import main


def test_a_fact_said_aloud_is_answered_in_a_later_conversation(tmp_path: Path, speak, whisper_stt, settings,  # type: ignore[no-untyped-def]
                                                                pg_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    settings()  # clears GPT_HOME_* from the environment
    monkeypatch.setenv("DATABASE_URL", pg_url)
    monkeypatch.setenv("GPT_HOME_LLM_MODEL", "none")
    monkeypatch.setenv("GPT_HOME_USER_ID", f"voice{uuid.uuid4().hex[:8]}")
    # The idle gap that starts a new conversation, set below the time between the two WAVs: the question is asked
    # in a fresh conversation, so only memory (not the conversation history) can answer it.
    monkeypatch.setenv("GPT_HOME_CONVERSATION_IDLE_SECONDS", "0.001")
    monkeypatch.setenv("GPT_HOME_TTS_RATE_WPM", "120")  # espeak-ng at full speed is hard for whisper tiny to hear
    folder = tmp_path / "in"
    folder.mkdir()
    for name, words in (("01_fact", "my dog is called charlie"), ("02_question", "what is my dog called")):
        write_wav(folder / f"{name}.wav", silence(0.5) + speak("hey computer") + silence(0.3) + speak(words)
                  + silence(0.8))
    out = tmp_path / "out"
    assert main(["--data-dir", str(tmp_path / "data"), "run", "--input", str(folder), "--output-dir", str(out),
                 "--fast"]) == 0
    replies = sorted(out.glob("reply-*.wav"))
    assert len(replies) == 2, replies
    heard = whisper_stt.transcribe(read_wav(replies[1])).text.lower()
    assert "charlie" in heard, heard
