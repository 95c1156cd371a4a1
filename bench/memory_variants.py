"""Retrieval variants of bench/memory_eval.py side by side: full text, vectors, the speaker rewrite, the hybrid.

Also where a search's time goes (``cpu_split``): CPU time embedding the question, in the Postgres backend (read from
its ``/proc/<pid>/schedstat`` when the server runs on this machine) and in this process around the query. CPU time
barely moves with the load of a shared machine, wall-clock time does.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from gpt_home.memory.manager import SEARCH_SQL, MemoryKind, memory_namespace
from gpt_home.memory.query_words import fact_words
from gpt_home.memory.search import COMMON_WORD_SHARE, cached_hybrid_search, fulltext_search, hybrid_search
from gpt_home.memory.service import MemoryService
from gpt_home.memory.speaker import in_third_person, speaker_name
from gpt_home.memory.store import Database
from gpt_home.memory.vector_cache import cache_for

TOP_K = 5


def _searches(db: Database, manager: MemoryService, label: str) -> dict[str, Callable[[str], list[str]]]:
    """Query -> top-5 keys for each retrieval variant, side by side.

    ``fulltext`` and ``vector`` alone; ``vector+speaker`` embeds the question in the third person (speaker.py);
    ``hybrid`` is what the product runs (MemoryService.search: speaker rewrite, the vector side from the in-process
    matrix, full text fused by RRF in Postgres); ``hybrid pgvector scan`` is the same fusion with the exact pgvector
    scan in Postgres (rounds 2-4, and the fallback without the change counters); ``hybrid sql`` is the product's
    search with the question embedded beforehand (the database's and the matrix's share of the latency). Both give the
    text side the fact's words as the product does (query_words.py); ``fulltext`` keeps the question's own words.
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

    def scanned(query: str) -> list[str]:
        vec = db.embedder.embed_query(in_third_person(query, name))
        with db.pool.connection() as conn:
            rows = hybrid_search(conn, vector=vec, text=fact_words(query), prefixes=prefixes, limit=TOP_K)
        return [r["key"] for r in rows]

    def sql_only(query: str) -> list[str]:
        if query not in vectors:
            vectors[query] = db.embedder.embed_query(in_third_person(query, name))
        with db.pool.connection() as conn:
            return [r["key"] for r in cached_hybrid_search(conn, cache_for(db.pool), vector=vectors[query],
                                                            text=fact_words(query), prefixes=prefixes, limit=TOP_K)]

    return {"fulltext": fulltext, "vector": vector, "vector+speaker": lambda q: vector(q, speaker=True),
            "hybrid": hybrid, "hybrid pgvector scan": scanned, "hybrid sql": sql_only}


def variants(db: Database, manager: MemoryService, label: str, facts: list[dict[str, Any]],
             rounds: int) -> dict[str, dict[str, float]]:
    """Recall@5 and search latency (embedding included) of each retrieval variant, side by side."""
    out: dict[str, dict[str, float]] = {}
    for name, search in _searches(db, manager, label).items():
        for q in facts[:5]:
            search(q["question"])
        cache_for(db.pool).wait_idle(120)  # the matrix is read beside the first search: measure with it read
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




def _backend_cpu_ms(pid: int) -> float | None:
    """CPU time the server process ``pid`` has run, in ms (None when it is not on this machine)."""
    try:
        return int(Path(f"/proc/{pid}/schedstat").read_text().split()[0]) / 1e6
    except (OSError, ValueError, IndexError):
        return None


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[int(q * (len(ordered) - 1))]


def cpu_split(db: Database, manager: MemoryService, label: str, questions: list[dict[str, Any]],
              rounds: int = 2) -> dict[str, float]:
    """p50/p95 CPU ms of one product search, split: embedding the question, the SQL in the server, this process (the
    matrix product of the vector side included)."""
    prefixes = [".".join(memory_namespace(label, kind)) for kind in MemoryKind]
    name = speaker_name(manager.profile(label))
    embed: list[float] = []
    server: list[float] = []
    client: list[float] = []
    wall: list[float] = []
    cache = cache_for(db.pool)
    with db.pool.connection() as conn:
        pid = conn.info.backend_pid
        for _ in range(rounds):
            for q in questions:
                c0 = time.thread_time()
                vector = db.embedder.embed_query(in_third_person(q["question"], name))
                c1, s0, t0 = time.thread_time(), _backend_cpu_ms(pid), time.perf_counter()
                cached_hybrid_search(conn, cache, vector=vector, text=q["question"], prefixes=prefixes, limit=TOP_K,
                                     common_share=COMMON_WORD_SHARE)
                t1, c2, s1 = time.perf_counter(), time.thread_time(), _backend_cpu_ms(pid)
                embed.append((c1 - c0) * 1000)
                client.append((c2 - c1) * 1000)
                wall.append((t1 - t0) * 1000)
                if s0 is not None and s1 is not None:
                    server.append(s1 - s0)
    out = {"embed_cpu_p50_ms": _pct(embed, 0.5), "embed_cpu_p95_ms": _pct(embed, 0.95),
           "client_cpu_p50_ms": _pct(client, 0.5), "client_cpu_p95_ms": _pct(client, 0.95),
           "sql_wall_p50_ms": _pct(wall, 0.5), "sql_wall_p95_ms": _pct(wall, 0.95)}
    if server:
        out |= {"server_cpu_p50_ms": _pct(server, 0.5), "server_cpu_p95_ms": _pct(server, 0.95)}
    return out


def cache_cost(db: Database, manager: MemoryService, label: str, question: str) -> dict[str, float]:
    """The vector matrix's cost for ``label``: the first search with the matrix read whole beside it, its size, the RSS
    it added."""
    cache = cache_for(db.pool)
    cache.forget()
    rss_before, started, cpu_started = _rss_anon_mb(), time.perf_counter(), time.process_time()
    manager.search(label, question, limit=TOP_K)  # all in Postgres, the matrix read beside it
    cache.wait_idle(120)
    first_ms, first_cpu_ms = (time.perf_counter() - started) * 1000, (time.process_time() - cpu_started) * 1000
    return {"first_search_ms": first_ms, "first_search_cpu_ms": first_cpu_ms, "rows": cache.cached_rows(),
            "matrix_mb": cache.matrix_bytes() / 2**20, "rss_added_mb": _rss_anon_mb() - rss_before}


def _rss_anon_mb() -> float:
    with open("/proc/self/status") as status:
        return next(int(line.split()[1]) / 1024 for line in status if line.startswith("RssAnon:"))
