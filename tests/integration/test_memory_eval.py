"""A reduced run of bench/memory_eval.py against the session Postgres: one user, 100 memories for the latency row.

Hard guarantees are asserted exactly (no leaks, nothing forgotten comes back, distractors store nothing, no stale value
after an update). Recall gets a floor, not the 0.90 target: one user has only 27 live questions, so one question is
3.7 points; the full run measured 0.914 over 81 questions (0.90+ for this user), and 0.80 leaves room for three misses
from an embedder or tokenizer update while still catching a broken search (random ranking of 30 memories gives ~0.17).
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from gpt_home.memory.store import Database

BENCH = Path(__file__).resolve().parents[2] / "bench" / "memory_eval.py"
RECALL_AT_5_FLOOR = 0.80


def _bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("memory_eval", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("memory_eval", module)
    spec.loader.exec_module(module)
    return module


@pytest.mark.slow
def test_reduced_memory_eval(db: Database) -> None:
    report = _bench().run(db, users=["maya"], sizes=[100])
    retrieval, hygiene = report["retrieval"], report["hygiene"]
    assert hygiene["cross_user_leaks"] == 0
    assert hygiene["deleted_came_back"] == 0 and hygiene["forget_requests"] == 3
    assert hygiene["distractor_writes"] == 0
    assert retrieval["stale_in_top5"] == 0 and retrieval["updates_checked"] == 5
    assert retrieval["recall@5"] >= RECALL_AT_5_FLOOR, retrieval["misses"]
    assert retrieval["recall@1"] <= retrieval["recall@5"]
    (row,) = report["latency"]
    assert row["memories"] == 100 and row["samples"] > 0
