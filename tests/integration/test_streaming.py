"""Streaming replies: with the real local model, the first sentence is synthesized while the model still generates."""

from __future__ import annotations

import time
from datetime import UTC, datetime
from pathlib import Path

import pytest

from gpt_home.audio.chunker import SentenceChunker
from gpt_home.audio.tts import create_synthesizer
from gpt_home.wiring import build_household


@pytest.mark.slow
def test_first_sentence_is_spoken_before_generation_ends(make_settings, db, user_id: str, local_model_path: Path) -> None:
    settings = make_settings(llm_model="local", llm_max_tokens=120)
    household = build_household(settings, db)
    synthesizer = create_synthesizer(settings)
    chunker = SentenceChunker()
    events: list[tuple[str, float]] = []
    started = time.monotonic()
    now = datetime(2026, 11, 29, 18, 0, tzinfo=UTC)
    # A story: several plain sentences. "Tell me three short facts about cats" is a numbered list whose second line the
    # guard replaces (it states a time or a date) on some hosts (an AVX-512 one): nothing is then spoken before the end.
    for piece in household.assistant.stream("Tell me a short story about a dog.", user_id=user_id, now=now):
        events.append(("token", time.monotonic()))
        for sentence in chunker.feed(piece):
            audio = synthesizer.synthesize(sentence)
            assert len(audio.pcm) > 0
            events.append(("tts", time.monotonic()))
    generation_end = time.monotonic()
    first_tts = next(t for kind, t in events if kind == "tts")
    tokens = [t for kind, t in events if kind == "token"]
    # The reply guard releases the stream a checked sentence at a time: several pieces, never one block at the end.
    assert len(tokens) >= 2, "the local model's reply must stream, not arrive as one block"
    assert first_tts < tokens[-1] < generation_end, "the first sentence must be audio before the last token"
    assert (first_tts - started) / (generation_end - started) < 0.9
