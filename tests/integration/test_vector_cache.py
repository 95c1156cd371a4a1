"""The in-process vector side of memory search (memory/vector_cache.py) against the real Postgres: it follows every
write, delete and clear, from this process or another writer, and never returns a memory that is gone."""

from __future__ import annotations

import random
import threading

from langgraph.store.base import PutOp

from gpt_home.memory.manager import MemoryKind, memory_namespace
from gpt_home.memory.search import cached_hybrid_search
from gpt_home.memory.store import open_database
from gpt_home.memory.vector_cache import VectorCache, cache_for

WHO = ["Maya", "Tom", "Lily", "Grandma", "The neighbour", "Aunt Jo"]
THINGS = ["a new kettle", "the garden shed", "tickets for the theatre", "a jigsaw puzzle", "a cookbook", "a board game"]


def _fill(db, user_id: str, texts: list[str], *, first: int = 0) -> list[str]:
    namespace = memory_namespace(user_id, MemoryKind.SEMANTIC)
    keys = [f"m{first + i}" for i in range(len(texts))]
    db.store.batch([PutOp(namespace, k, {"content": t, "device": "test", "source": "test"})
                    for k, t in zip(keys, texts, strict=True)])
    return keys


def _fillers(n: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    return [f"{rng.choice(WHO)} bought {rng.choice(THINGS)} (note {i})" for i in range(n)]


def _prefixes(user_id: str) -> list[str]:
    return [".".join(memory_namespace(user_id, kind)) for kind in MemoryKind]


def _cached_keys(db, user_id: str, text: str) -> list[str]:
    """What the cache itself would offer as the vector side (no database read), once it has read what it had to."""
    assert cache_for(db.pool).wait_idle(30)
    got = cache_for(db.pool).candidates(_prefixes(user_id), db.embedder.embed_query(text), 200)
    assert got is not None, "the user's vectors are cached after a search"
    return [key for _, key in got[1]]


def test_a_memory_added_after_the_matrix_was_read_is_found(db, memory_service, user_id: str) -> None:
    _fill(db, user_id, _fillers(60, 1))
    cache = cache_for(db.pool)
    assert memory_service.search(user_id, "kettle", limit=5)  # the user's matrix is read beside this search
    assert cache.wait_idle(30)
    refreshes = cache.refreshes
    memory_service.add(user_id, "Our neighbour Quillon keeps the spare key")
    hits = memory_service.search(user_id, "who is Quillon", limit=5)  # all in Postgres: the counters moved
    assert "Our neighbour Quillon keeps the spare key" in [h.text for h in hits]
    assert cache.wait_idle(30)
    assert cache.refreshes == refreshes + 1  # the matrix was brought level once, beside that search
    key = next(h.key for h in hits if "Quillon" in h.text)
    assert key in _cached_keys(db, user_id, "Our neighbour Quillon keeps the spare key")[:1]
    assert "Our neighbour Quillon keeps the spare key" in [h.text for h in memory_service.search(
        user_id, "who is Quillon", limit=5)]
    assert cache.refreshes == refreshes + 1  # nothing changed since: no read


def test_a_deleted_memory_leaves_the_matrix_and_the_results(db, memory_service, user_id: str) -> None:
    target = "Maya is allergic to peanuts"
    keys = _fill(db, user_id, [*_fillers(60, 2), target])
    assert target in [h.text for h in memory_service.search(user_id, "peanuts allergy", limit=5)]
    memory_service.delete(user_id, MemoryKind.SEMANTIC, keys[-1])
    assert target not in [h.text for h in memory_service.search(user_id, "peanuts allergy", limit=5)]
    assert target not in [h.text for h in memory_service.search(user_id, target, limit=61)]
    assert keys[-1] not in _cached_keys(db, user_id, target)
    assert keys[0] in _cached_keys(db, user_id, target)  # the rest stays cached


def test_a_cleared_user_is_found_in_no_cache(db, memory_service, user_id: str) -> None:
    _fill(db, user_id, [*_fillers(40, 3), "The guest wifi password is sunflower22"])
    assert memory_service.search(user_id, "wifi password", limit=5)
    memory_service.clear(user_id)
    assert memory_service.search(user_id, "wifi password", limit=5) == []
    assert memory_service.search(user_id, "sunflower22", limit=5) == []
    assert _cached_keys(db, user_id, "wifi password") == []


def test_an_updated_memory_is_scored_by_its_new_text(db, memory_service, user_id: str) -> None:
    keys = _fill(db, user_id, [*_fillers(80, 4), "Maya drives a blue Skoda Octavia"])
    assert memory_service.search(user_id, "Skoda", limit=5)
    _fill(db, user_id, ["Maya drinks chamomile tea in the evening"], first=len(keys) - 1)  # same key, new text
    hits = memory_service.search(user_id, "chamomile tea in the evening", limit=1)
    assert [h.text for h in hits] == ["Maya drinks chamomile tea in the evening"]
    assert cache_for(db.pool).wait_idle(30)
    matrix = cache_for(db.pool)._users[tuple(_prefixes(user_id))]
    row = matrix.matrix[matrix.ids.index((_prefixes(user_id)[0], keys[-1]))]
    new, old = (db.embedder.embed_documents([t])[0] for t in ("Maya drinks chamomile tea in the evening",
                                                                "Maya drives a blue Skoda Octavia"))
    assert max(abs(a - b) for a, b in zip(row, new, strict=True)) < 1e-5  # the stored vector of the new text
    assert max(abs(a - b) for a, b in zip(row, old, strict=True)) > 1e-2


def test_another_writer_is_seen(db, memory_service, settings, user_id: str) -> None:
    _fill(db, user_id, _fillers(50, 5))
    assert memory_service.search(user_id, "kettle", limit=5)
    other = open_database(settings)  # another pool: another process's connections, its own cache
    try:
        assert cache_for(other.pool) is not cache_for(db.pool)
        _fill(other, user_id, ["Maya's locker at work is number 213"], first=50)
        other.store.delete(memory_namespace(user_id, MemoryKind.SEMANTIC), "m0")
    finally:
        other.close()
    assert "Maya's locker at work is number 213" in [h.text for h in memory_service.search(user_id, "locker", limit=5)]
    assert "m0" not in _cached_keys(db, user_id, "kettle")


def test_a_stale_matrix_still_returns_only_stored_memories(db, user_id: str) -> None:
    target = "Maya's sister Priya lives in Leeds"
    keys = _fill(db, user_id, [*_fillers(30, 6), target])
    cache = VectorCache()  # no connect=: the matrix is read on the search's own connection
    vector = db.embedder.embed_query(target)
    with db.pool.connection() as conn:
        found = cached_hybrid_search(conn, cache, vector=vector, text=target, prefixes=_prefixes(user_id), limit=5)
        assert found[0]["key"] == keys[-1]
        conn.execute("DELETE FROM store WHERE prefix = %s AND key = %s", (_prefixes(user_id)[0], keys[-1]))
        # The matrix still holds the row and believes it is current (as if a change had been missed):
        matrix = cache._users[tuple(_prefixes(user_id))]
        matrix.version = int(conn.execute("SELECT coalesce(sum(version), 0)::bigint AS v FROM gpt_home_vector_versions "
                                          "WHERE prefix = ANY(%s)", ([*_prefixes(user_id), "*"],)).fetchone()["v"])
        assert keys[-1] in [k for _, k in cache.candidates(_prefixes(user_id), vector, 5)[1]]
        found = cached_hybrid_search(conn, cache, vector=vector, text=target, prefixes=_prefixes(user_id), limit=5)
    assert keys[-1] not in [r["key"] for r in found]
    assert len(found) == 5


class _SlowCache(VectorCache):
    """A cache whose first background read ends only when the test lets it (after its snapshot was taken)."""

    def __init__(self) -> None:
        super().__init__()
        self.first_read = threading.Event()
        self.release = threading.Event()
        self.reads = 0

    def refresh(self, conn, prefixes: list[str], dims: int) -> None:
        super().refresh(conn, prefixes, dims)
        self.reads += 1
        if self.reads == 1:
            self.first_read.set()
            assert self.release.wait(30)


def test_a_change_asked_for_during_a_read_is_read_after_it(db, user_id: str) -> None:
    keys = _fill(db, user_id, [*_fillers(20, 7), "Maya drives a blue Skoda Octavia"])
    cache = _SlowCache()
    dims = len(db.embedder.embed_query("x"))
    cache.refresh_later(db.pool.connection, _prefixes(user_id), dims)  # reads the old text, then waits
    assert cache.first_read.wait(30)
    _fill(db, user_id, ["Maya drinks chamomile tea in the evening"], first=len(keys) - 1)  # a change after its snapshot
    cache.refresh_later(db.pool.connection, _prefixes(user_id), dims)  # a search that saw the counters move
    cache.release.set()
    assert cache.wait_idle(30)
    matrix = cache._users[tuple(_prefixes(user_id))]
    row = matrix.matrix[matrix.ids.index((_prefixes(user_id)[0], keys[-1]))]
    new = db.embedder.embed_documents(["Maya drinks chamomile tea in the evening"])[0]
    assert max(abs(a - b) for a, b in zip(row, new, strict=True)) < 1e-5
    assert cache.reads == 2
