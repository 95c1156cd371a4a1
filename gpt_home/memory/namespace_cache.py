"""Lists and timers read from memory, coherent with every write of the device: ``NamespaceCache``.

Why: "what's on my shopping list" and "how long is left on the pizza timer" read a whole namespace; from Postgres that
is a round trip through the health guard's thread (a few ms on a Pi, far more while the drainer is busy), and a read
right after a write waited for the write to reach Postgres. Here a namespace read once is kept in process and served
while nothing could have changed it:

* writes through this store are journaled (durable) and applied to the cached copy at once, so a read after a write
  or a clear in this process is never stale, and it never waits for Postgres;
* every process of the device writes lists and timers through the journal, which rewrites the root's stamp
  (``root_stamps.py``); the timer service rewrites it after its SQL claims and moves. A changed stamp reloads;
* a reload reads the journal's pending entries first and Postgres second, and lays the pending ones over the rows:
  an entry still pending was not applied yet, one applied before the snapshot is in the rows read after it;
* ``ttl_seconds`` bounds what another *device* writing straight into a shared Postgres can leave unseen.

Only whole-namespace reads under ``roots`` are cached (no query, no filter, no offset); everything else passes
through. Results are copies: callers cannot change the cache.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from langgraph.store.base import BaseStore, GetOp, ListNamespacesOp, Op, PutOp, Result, SearchItem, SearchOp

from gpt_home.memory.journal import JournalOp
from gpt_home.memory.root_stamps import VERSIONED_ROOTS, root_version, touch_version

_LOGGER = logging.getLogger(__name__)
DEFAULT_TTL_SECONDS = 10.0
_LOAD_LIMIT = 10_000  # a namespace with more rows than this is not cached (lists hold 200, timers are pruned daily)


@dataclass
class _Space:
    """One cached namespace prefix: its rows by (namespace, key), and what it was valid for."""

    token: tuple[int, str]
    loaded: float
    rows: dict[tuple[tuple[str, ...], str], SearchItem] = field(default_factory=dict)


class NamespaceCache(BaseStore):
    """A store whose whole-namespace reads under ``roots`` come from memory (see the module docstring)."""

    def __init__(self, store: Any, *, roots: Iterable[str] = VERSIONED_ROOTS, ttl_seconds: float = DEFAULT_TTL_SECONDS,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self._store = store  # a JournaledStore (or a view of one, such as SettledReads): has .journal
        self._journal = store.journal
        self._roots = frozenset(roots) & VERSIONED_ROOTS  # only stamped roots can be kept coherent
        self._ttl = ttl_seconds
        self._clock = clock
        self._lock = threading.RLock()
        self._spaces: dict[tuple[str, ...], _Space] = {}

    @property
    def store(self) -> Any:
        """The store underneath (writes and uncached reads go there)."""
        return self._store

    def __getattr__(self, name: str) -> Any:  # journal, drainer, health, journaled: as the underlying store's
        return getattr(self._store, name)

    # --- coherence -------------------------------------------------------------------------------------------
    def _token(self, root: str) -> tuple[int, str]:
        return self._journal.clears_version(), root_version(self._journal.directory, root)

    def changed(self, namespace: tuple[str, ...]) -> None:
        """Something outside the journal changed ``namespace`` (a timer claimed or moved in SQL): reload everywhere."""
        root = namespace[0] if namespace else ""
        with self._lock:
            for prefix in [p for p in self._spaces if _within(namespace, p) or _within(p, namespace)]:
                del self._spaces[prefix]
        if root in VERSIONED_ROOTS:
            try:
                touch_version(self._journal.directory, root)
            except OSError as exc:  # this process reloads anyway; others within their TTL
                _LOGGER.warning("could not stamp the change of %s: %s", root, exc)

    def invalidate(self) -> None:
        """Forget everything cached (the next reads go to the database)."""
        with self._lock:
            self._spaces.clear()

    def _cacheable(self, op: Op) -> bool:
        return (isinstance(op, SearchOp) and op.query is None and not op.filter and not op.offset
                and bool(op.namespace_prefix) and op.namespace_prefix[0] in self._roots)

    def _space(self, prefix: tuple[str, ...]) -> _Space | None:
        """The cached prefix (loaded when missing or stale); None when it cannot be cached."""
        token = self._token(prefix[0])
        with self._lock:
            space = self._spaces.get(prefix)
            if space is not None and space.token == token and self._clock() - space.loaded <= self._ttl:
                return space
        pending = [e for e in self._journal.entries() if _within(e.namespace, prefix)]  # before the rows: see above
        if any(e.op is JournalOp.CLEAR for e in pending):
            return None
        # Straight from Postgres: a view that waits for its writes first (SettledReads) need not, the overlay has them.
        loader = getattr(self._store, "journaled", self._store)
        rows = loader.batch([SearchOp(prefix, None, _LOAD_LIMIT, 0, None)])[0]
        if rows is None or len(rows) >= _LOAD_LIMIT:
            return None
        space = _Space(token, self._clock(), {(tuple(r.namespace), r.key): _copy(r) for r in rows})
        for entry in pending:
            _apply(space, entry.op is JournalOp.PUT, tuple(entry.namespace), entry.key, entry.value)
        with self._lock:
            self._spaces[prefix] = space
        return space

    # --- BaseStore -------------------------------------------------------------------------------------------
    def batch(self, ops: Iterable[Op]) -> list[Result]:
        """Writes through the underlying store, then into the cached copies; cached reads from memory."""
        ops = list(ops)
        results: list[Result] = [None] * len(ops)
        passed: list[tuple[int, Op]] = []
        for i, op in enumerate(ops):
            if isinstance(op, PutOp):
                passed.append((i, op))
            elif self._cacheable(op):
                space = self._space(tuple(op.namespace_prefix))
                if space is None:
                    passed.append((i, op))
                else:
                    with self._lock:
                        found = sorted(space.rows.values(), key=lambda r: r.updated_at, reverse=True)
                    results[i] = [_copy(r) for r in found[: op.limit]]
            elif isinstance(op, GetOp) and op.namespace and op.namespace[0] in self._roots:
                cached = self._cached_get(tuple(op.namespace), op.key)
                if cached is _MISS:
                    passed.append((i, op))
                else:
                    results[i] = cached
            else:
                passed.append((i, op))
        if passed:
            for (i, _), value in zip(passed, self._store.batch([op for _, op in passed]), strict=True):
                results[i] = value
        writes = [op for _, op in passed if isinstance(op, PutOp) and op.namespace and op.namespace[0] in self._roots]
        if writes:  # journaled (durable) by now: every cached copy that holds the namespace takes the change
            with self._lock:
                for op in writes:
                    for prefix, space in self._spaces.items():
                        if _within(tuple(op.namespace), prefix):
                            _apply(space, op.value is not None, tuple(op.namespace), op.key, op.value)
                            space.token = self._token(prefix[0])  # our own stamp change is already in the copy
        return results

    def _cached_get(self, namespace: tuple[str, ...], key: str) -> Any:
        with self._lock:
            for prefix, space in self._spaces.items():
                if _within(namespace, prefix) and space.token == self._token(prefix[0]) and (
                        self._clock() - space.loaded <= self._ttl):
                    row = space.rows.get((namespace, key))
                    return _copy(row) if row is not None else None
        return _MISS

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        """The async form of :meth:`batch`."""
        import asyncio

        return await asyncio.to_thread(self.batch, list(ops))


_MISS = object()
_READS = (GetOp, SearchOp, ListNamespacesOp)


def _within(namespace: tuple[str, ...], prefix: tuple[str, ...]) -> bool:
    return tuple(namespace[: len(prefix)]) == tuple(prefix)


def _copy(row: Any) -> SearchItem:
    return SearchItem(tuple(row.namespace), row.key, dict(row.value), row.created_at, row.updated_at)


def _apply(space: _Space, put: bool, namespace: tuple[str, ...], key: str, value: dict[str, Any] | None) -> None:
    if not put or value is None:
        space.rows.pop((namespace, key), None)
        return
    now = datetime.now(UTC)
    old = space.rows.get((namespace, key))
    space.rows[(namespace, key)] = SearchItem(namespace, key, dict(value), old.created_at if old else now, now)
