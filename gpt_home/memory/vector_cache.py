"""The vector side of memory search from memory: each user's embeddings as one matrix, kept equal to ``store_vectors``.

Why: at 10,000 memories the exact pgvector scan was nine tenths of a search's time in Postgres (EXPLAIN ANALYZE: the
sequential scan of the user's 10,000 vectors 21 ms of 25 ms, the text side 1.2 ms), and the HNSW index lost recall
(see search.py). The same exact scores as one matrix product in numpy take about a millisecond of CPU.

Coherence, for every writer (this process, the drainer of another, a second device on a shared server, a re-embed):
triggers on ``store_vectors`` count the changes of each namespace in ``gpt_home_vector_versions`` (created at setup,
``ensure_vector_versions``). Every search reads the counters of the user's namespaces in its one query (an index
lookup); when they moved (or nothing is cached yet), that search runs all in Postgres while the matrix is brought
level on another thread (search.py): rows whose ``updated_at`` changed are read again, rows gone are dropped, all in
one snapshot with the counters. The rows a
search returns are read from ``store`` in the same query as the text side, so a deleted or cleared memory is never
returned even from a stale matrix; the matrix only chooses candidates.

Cost: 4 bytes a dimension a memory (WordLlama's 256: 10,000 memories = 9.8 MiB) plus keys and stamps; the first
search of a user reads the matrix whole, a search after a write compares the stamps (bench/memory_eval.py reports
both, ``vector_cache``). At most ``MAX_USERS`` users are kept (the least recently searched is dropped).
"""

from __future__ import annotations

import logging
import threading
import weakref
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

_LOGGER = logging.getLogger(__name__)
MAX_USERS = 4
CENTRE_PRIOR = 100  # memories' worth of trust in the mean being zero: a handful of memories is barely centred
ALL = "*"  # the counter a TRUNCATE of store_vectors moves (every cached user reloads)

_TRIGGER = ("CREATE TRIGGER gpt_home_vectors_{name} AFTER {event} ON store_vectors {transition}"
            "FOR EACH STATEMENT EXECUTE FUNCTION gpt_home_count_vector_changes()")
_EVENTS = (("inserted", "INSERT", "REFERENCING NEW TABLE AS changed_new "),
           ("updated", "UPDATE", "REFERENCING NEW TABLE AS changed_new "),
           ("deleted", "DELETE", "REFERENCING OLD TABLE AS changed_old "), ("truncated", "TRUNCATE", ""))
# One statement each (the pool's connections prepare every statement).
VERSIONS_SQL = (
    "CREATE TABLE IF NOT EXISTS gpt_home_vector_versions (prefix text PRIMARY KEY, version bigint NOT NULL)",
    """CREATE OR REPLACE FUNCTION gpt_home_count_vector_changes() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
    IF TG_OP = 'TRUNCATE' THEN
        INSERT INTO gpt_home_vector_versions AS v (prefix, version) VALUES ('*', 1)
        ON CONFLICT (prefix) DO UPDATE SET version = v.version + 1;
    ELSIF TG_OP = 'DELETE' THEN
        INSERT INTO gpt_home_vector_versions AS v (prefix, version)
        SELECT DISTINCT prefix, 1 FROM changed_old ORDER BY prefix
        ON CONFLICT (prefix) DO UPDATE SET version = v.version + 1;
    ELSE
        INSERT INTO gpt_home_vector_versions AS v (prefix, version)
        SELECT DISTINCT prefix, 1 FROM changed_new ORDER BY prefix
        ON CONFLICT (prefix) DO UPDATE SET version = v.version + 1;
    END IF;
    RETURN NULL;
END $f$""",
    *(f"DROP TRIGGER IF EXISTS gpt_home_vectors_{name} ON store_vectors" for name, _, _ in _EVENTS),
    *(_TRIGGER.format(name=name, event=event, transition=transition) for name, event, transition in _EVENTS),
)
VERSION_SQL = "SELECT coalesce(sum(version), 0)::bigint AS v FROM gpt_home_vector_versions WHERE prefix = ANY(%s)"
# Whole arrays in one row each, not a row per memory: 10,000 rows of psycopg objects cost 0.4 s of CPU and 35 MB.
# The aggregates of one query see the rows in one order, so the arrays line up without an ORDER BY (a sort of 10,000).
_ORDER = ""
_STAMPS_SQL = (f"SELECT array_agg(v.prefix {_ORDER}) AS prefixes, array_agg(v.key {_ORDER}) AS keys, "
               f"array_agg((extract(epoch FROM v.updated_at) * 1000000)::bigint {_ORDER}) AS stamps "
               "FROM store_vectors v WHERE v.prefix = ANY(%s) AND v.field_name = 'content'")
_VECTORS_SQL = (f"SELECT array_agg(v.prefix {_ORDER}) AS prefixes, array_agg(v.key {_ORDER}) AS keys, "
                f"array_agg((extract(epoch FROM v.updated_at) * 1000000)::bigint {_ORDER}) AS stamps, "
                f"string_agg(vector_send(v.embedding), ''::bytea {_ORDER}) AS raw, "
                "min(vector_dims(v.embedding)) AS dims, max(vector_dims(v.embedding)) AS max_dims FROM store_vectors v "
                "WHERE v.prefix = ANY(%s) AND v.field_name = 'content' "
                "AND (%s::text[] IS NULL OR (v.prefix, v.key) IN (SELECT * FROM unnest(%s::text[], %s::text[])))")


def ensure_vector_versions(conn: Any) -> None:
    """Create the change counters and their triggers (idempotent; at setup, under the setup lock, after the store's)."""
    for statement in VERSIONS_SQL:
        conn.execute(statement)


@dataclass
class _Matrix:
    """One user's cached vectors: row i is ``ids[i]`` (prefix, key), stamped with its ``updated_at``.

    Ranked by cosine similarity *after removing what the user's memories have in common* (their mean, weighted by
    n / (n + CENTRE_PRIOR)): a static embedder puts every "Maya likes/bought/booked ..." memory near every question
    about Maya, and the shared direction decided which of 10,000 came first ("all-but-the-top", Mu and Viswanath
    2018, its first step). bench/memory_eval.py at 10,000, vector side fused as before: reworded set 0.800 -> 0.867,
    plain 0.967 -> 0.967, first held-out set 0.917 -> 0.950. The score callers threshold on stays the plain cosine.
    """

    version: int
    ids: list[tuple[str, str]]
    stamps: dict[tuple[str, str], Any]
    matrix: np.ndarray  # float32, rows as stored (the embedders L2-normalise)
    mean: np.ndarray = field(init=False)  # the shrunk mean that is taken away
    norms: np.ndarray = field(init=False)  # each row's length once the mean is taken away

    def __post_init__(self) -> None:
        rows = len(self.ids)
        self.mean = (self.matrix.mean(axis=0) * (rows / (rows + CENTRE_PRIOR)) if rows
                     else np.zeros(self.matrix.shape[1], dtype=np.float32)).astype(np.float32)
        squared = (np.einsum("ij,ij->i", self.matrix, self.matrix) - 2 * np.einsum("ij,j->i", self.matrix, self.mean)
                   + float(self.mean @ self.mean))
        self.norms = np.sqrt(np.maximum(squared, 1e-12)).astype(np.float32)

    def nearest(self, query: np.ndarray, count: int) -> list[tuple[str, str]]:
        """The ``count`` most similar rows (mean taken away from both sides), best first."""
        if not self.ids:
            return []
        centred = query - self.mean
        # (x - mean) . centred for every row x, without a centred copy of the matrix; einsum, not BLAS: BLAS threads
        # spin on a busy 2-core box (28 ms wall for this product instead of 1.4).
        scores = (np.einsum("ij,j->i", self.matrix, centred) - float(self.mean @ centred)) / self.norms
        count = min(count, len(self.ids))
        top = np.argpartition(-scores, count - 1)[:count]
        top = top[np.lexsort((top, -scores[top]))]  # by score, then by row for a stable order on ties
        return [self.ids[i] for i in top]


class VectorCache:
    """Users' vector matrices for one database (see the module docstring); thread-safe."""

    def __init__(self, max_users: int = MAX_USERS) -> None:
        self._max_users = max_users
        self._lock = threading.Lock()
        self._users: OrderedDict[tuple[str, ...], _Matrix] = OrderedDict()
        self.refreshes = 0  # how often the database was read for vectors (tests, profiling)
        self._pending: set[tuple[str, ...]] = set()  # users whose matrix is being read on another thread
        self._again: set[tuple[str, ...]] = set()  # users asked for again while being read (read once more)
        self._idle = threading.Condition(self._lock)

    def candidates(self, prefixes: list[str], vector: list[float], count: int,
                   ) -> tuple[int, list[tuple[str, str]]] | None:
        """The cached version and the ``count`` nearest memories under ``prefixes``; None when not cached (or when
        the cached vectors are of another size than ``vector``)."""
        with self._lock:
            cached = self._users.get(tuple(prefixes))
            if cached is not None:
                self._users.move_to_end(tuple(prefixes))
        query = np.asarray(vector, dtype=np.float32)
        if cached is None or cached.matrix.shape[1] != query.shape[0]:
            return None
        return cached.version, cached.nearest(query, count)

    def refresh(self, conn: Any, prefixes: list[str], dims: int) -> None:
        """Bring ``prefixes``' matrix level with the database on ``conn`` (read whole the first time).

        Raises:
            psycopg.Error: the database failed, or the counters are missing (a database never set up by this version).
            ValueError: the stored vectors are of another size than ``dims``.
        """
        key = tuple(prefixes)
        with self._lock:
            old = self._users.get(key)
        fresh = self._refresh(conn, prefixes, old if old is not None and old.matrix.shape[1] == dims else None, dims)
        if fresh.matrix.shape[1] != dims:
            raise ValueError(f"stored vectors have {fresh.matrix.shape[1]} dimensions, the query {dims}")
        with self._lock:
            self._users[key] = fresh
            self._users.move_to_end(key)
            while len(self._users) > self._max_users:
                self._users.popitem(last=False)

    def refresh_later(self, connect: Callable[[], Any], prefixes: list[str], dims: int) -> None:
        """:meth:`refresh` on another thread, on a connection from ``connect()`` (one at a time for each user)."""
        key = tuple(prefixes)
        with self._lock:
            if key in self._pending:
                # The running read may have taken its snapshot before the change that asks now: read once more after.
                self._again.add(key)
                return
            self._pending.add(key)

        def work() -> None:
            while True:
                try:
                    with connect() as conn:
                        self.refresh(conn, prefixes, dims)
                except Exception as exc:  # noqa: BLE001 - searches go on in Postgres alone; the next one tries again
                    _LOGGER.info("could not read the memory vectors of %s: %s", prefixes[0], exc)
                with self._lock:
                    if key in self._again:
                        self._again.discard(key)
                        continue
                    self._pending.discard(key)
                    self._idle.notify_all()
                    return

        threading.Thread(target=work, name="gpt-home-vector-cache", daemon=True).start()

    def wait_idle(self, timeout_seconds: float) -> bool:
        """Wait until no matrix is being read on another thread; False when ``timeout_seconds`` passed first."""
        with self._lock:
            return self._idle.wait_for(lambda: not self._pending, timeout=timeout_seconds)

    def forget(self) -> None:
        """Drop every cached matrix (the next search reads them again)."""
        with self._lock:
            self._users.clear()

    def cached_rows(self) -> int:
        """How many memories are held, over all users (footprint reports)."""
        with self._lock:
            return sum(len(m.ids) for m in self._users.values())

    def matrix_bytes(self) -> int:
        """Bytes of the cached arrays, over all users (keys and stamps not counted; footprint reports)."""
        with self._lock:
            return sum(m.matrix.nbytes + m.norms.nbytes + m.mean.nbytes for m in self._users.values())

    def _refresh(self, conn: Any, prefixes: list[str], old: _Matrix | None, dims: int) -> _Matrix:
        """``old`` brought level with the database in one snapshot (read whole when there is no ``old``).

        Raises:
            ValueError: the stored vectors are of more than one size.
        """
        self.refreshes += 1
        with conn.transaction():
            conn.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
            version = int(conn.execute(VERSION_SQL, ([*prefixes, ALL],)).fetchone()["v"])
            if old is None:
                fresh = conn.execute(_VECTORS_SQL, (prefixes, None, None, None), binary=True).fetchone()
                kept: list[int] = []
            else:
                now = conn.execute(_STAMPS_SQL, (prefixes,), binary=True).fetchone()
                stamps = dict(zip(zip(now["prefixes"] or [], now["keys"] or [], strict=True), now["stamps"] or [],
                                  strict=True))
                kept = [i for i, ident in enumerate(old.ids) if stamps.get(ident) == old.stamps[ident]]
                changed = [ident for ident, stamp in stamps.items() if old.stamps.get(ident) != stamp]
                fresh = conn.execute(_VECTORS_SQL, (prefixes, [p for p, _ in changed], [p for p, _ in changed],
                                                    [k for _, k in changed]), binary=True).fetchone() if changed \
                    else None
        ids = [old.ids[i] for i in kept] if old is not None else []
        stamps_kept = [old.stamps[ident] for ident in ids] if old is not None else []
        parts = [old.matrix[kept]] if old is not None and kept else []
        if fresh is not None and fresh["keys"]:
            if fresh["dims"] != fresh["max_dims"]:
                raise ValueError(f"stored vectors of {fresh['dims']} and {fresh['max_dims']} dimensions")
            # pgvector's binary form, row after row: int16 dimensions, int16 unused, then big-endian float32s
            raw = np.frombuffer(fresh["raw"], dtype=">f4").reshape(len(fresh["keys"]), fresh["dims"] + 1)
            parts.append(raw[:, 1:].astype(np.float32))
            ids += list(zip(fresh["prefixes"], fresh["keys"], strict=True))
            stamps_kept += list(fresh["stamps"])
        dims = parts[-1].shape[1] if parts else dims
        matrix = np.concatenate(parts) if parts else np.zeros((0, dims), np.float32)
        _LOGGER.debug("vector cache for %s: %d rows (%d read), version %d", prefixes[0], len(ids),
                      len(fresh["keys"] or []) if fresh is not None else 0, version)
        return _Matrix(version, ids, dict(zip(ids, stamps_kept, strict=True)), matrix)


_BY_POOL: weakref.WeakKeyDictionary[Any, VectorCache] = weakref.WeakKeyDictionary()
_BY_POOL_LOCK = threading.Lock()


def cache_for(pool: Any) -> VectorCache:
    """The one cache of a connection pool (one database), made on first use."""
    with _BY_POOL_LOCK:
        cache = _BY_POOL.get(pool)
        if cache is None:
            cache = _BY_POOL[pool] = VectorCache()
        return cache
