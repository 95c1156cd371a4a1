"""Retrieval variants of bench/memory_eval.py side by side: full text, vectors, the speaker rewrite, the hybrid."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from typing import Any

from gpt_home.memory.manager import SEARCH_SQL, MemoryKind, memory_namespace
from gpt_home.memory.search import fulltext_search, hybrid_search
from gpt_home.memory.service import MemoryService
from gpt_home.memory.speaker import in_third_person, speaker_name
from gpt_home.memory.store import Database

TOP_K = 5


def _searches(db: Database, manager: MemoryService, label: str) -> dict[str, Callable[[str], list[str]]]:
    """Query -> top-5 keys for each retrieval variant, side by side.

    ``fulltext`` and ``vector`` alone; ``vector+speaker`` embeds the question in the third person (speaker.py);
    ``hybrid`` is what the product runs (MemoryService.search: speaker rewrite, full text fused by RRF);
    ``hybrid text×0.5`` halves the full-text list's weight in the fusion; ``hybrid sql`` is the product's query with
    the question embedded beforehand (the database's share of the latency).
    """
    prefixes = [".".join(memory_namespace(label, kind)) for kind in MemoryKind]
    name = speaker_name(manager.profile(label))
    vectors: dict[str, list[float]] = {}

    def fulltext(query: str) -> list[str]:
        with db.pool.connection() as conn:
            return [r["key"] for r in fulltext_search(conn, text=query, prefixes=prefixes, limit=TOP_K)]

    def vector(query: str, *, speaker: bool = False) -> list[str]:
        vec = db.embedder.embed_query(in_third_person(query, name) if speaker else query)
        with db.pool.connection() as conn:
            rows = conn.execute(SEARCH_SQL, {"vector": vec, "prefixes": prefixes, "limit": TOP_K}).fetchall()
        return [r["key"] for r in rows]

    def hybrid(query: str) -> list[str]:
        return [m.key for m in manager.search(label, query, limit=TOP_K)]

    def weighted(query: str) -> list[str]:
        vec = db.embedder.embed_query(in_third_person(query, name))
        with db.pool.connection() as conn:
            rows = hybrid_search(conn, vector=vec, text=query, prefixes=prefixes, limit=TOP_K, text_weight=0.5)
        return [r["key"] for r in rows]

    def sql_only(query: str) -> list[str]:
        if query not in vectors:
            vectors[query] = db.embedder.embed_query(in_third_person(query, name))
        with db.pool.connection() as conn:
            return [r["key"] for r in hybrid_search(conn, vector=vectors[query], text=query, prefixes=prefixes,
                                                     limit=TOP_K)]

    return {"fulltext": fulltext, "vector": vector, "vector+speaker": lambda q: vector(q, speaker=True),
            "hybrid": hybrid, "hybrid text×0.5": weighted, "hybrid sql": sql_only}


def variants(db: Database, manager: MemoryService, label: str, facts: list[dict[str, Any]],
             rounds: int) -> dict[str, dict[str, float]]:
    """Recall@5 and search latency (embedding included) of each retrieval variant, side by side."""
    out: dict[str, dict[str, float]] = {}
    for name, search in _searches(db, manager, label).items():
        for q in facts[:5]:
            search(q["question"])
        samples: list[float] = []
        cpu: list[float] = []
        found = 0
        for _ in range(rounds):
            for q in facts:
                t0, c0 = time.perf_counter(), time.thread_time()
                keys = search(q["question"])
                samples.append((time.perf_counter() - t0) * 1000)
                cpu.append((time.thread_time() - c0) * 1000)
                found += f"fact-{q['slot']}" in keys
        samples.sort()
        out[name] = {"recall@5": found / (len(facts) * rounds), "p50_ms": statistics.median(samples),
                     "p95_ms": samples[int(0.95 * (len(samples) - 1))], "cpu_ms_mean": statistics.mean(cpu)}
    return out


