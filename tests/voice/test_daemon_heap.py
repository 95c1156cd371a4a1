"""The voice daemon's start-up heap is frozen out of the cyclic garbage collector before the first turn.

Why: a full collection walks every tracked object; after the daemon's start (agent stack, skills, speech engines)
about 227,000 of them, 0.19 CPU-s and 0.23 s with the GIL held (2-core box). One came due during an early turn, on
the path from the end of speech to the first audio (issue 12), and on every idle release of the language model
(``local_model.release`` collects). Real CLI path (``cmd_run``), real agent with local intents, file input.
"""

from __future__ import annotations

import argparse
import gc
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from voice_helpers import silence, write_wav

from gpt_home.voice_commands import cmd_run
from gpt_home.wiring import voice_backend

NOW = datetime(2026, 12, 1, 9, 30, tzinfo=UTC)


@pytest.fixture
def agent_env(pg_url: str, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The real agent behind the voice loop: the session Postgres, local intents, no language model needed."""
    monkeypatch.setenv("DATABASE_URL", pg_url)
    monkeypatch.setenv("GPT_HOME_LLM_MODEL", "none")
    yield
    gc.unfreeze()  # the rest of the test session collects as before


def test_the_first_turn_runs_with_the_start_up_heap_frozen(tmp_path: Path, speak, settings, agent_env) -> None:  # type: ignore[no-untyped-def]
    folder = tmp_path / "in"
    folder.mkdir()
    write_wav(folder / "01.wav", silence(0.5) + speak("hey computer what time is it") + silence(0.8))
    gc.unfreeze()
    frozen_at_turns: list[int] = []

    @contextmanager
    def backend(config: Any) -> Iterator[Any]:
        with voice_backend(config, now=lambda: NOW) as real:
            respond = real.responder

            def responder(text: str) -> Iterator[object]:
                frozen_at_turns.append(gc.get_freeze_count())
                yield from respond(text)

            real.responder = responder
            yield real

    args = argparse.Namespace(input=folder, output_dir=tmp_path / "out", fast=True)
    assert cmd_run(settings(), args, backend, now=lambda: NOW) == 0
    assert len(frozen_at_turns) == 1
    assert frozen_at_turns[0] > 50_000  # the agent stack and the engines, out of the collector's walk
