"""What the settings page shows about memories, cached per user until anything could have changed it.

Why: listing a user's memories costs several database round trips and rendering the Memories page about 10 ms of
CPU; 20 browsers reloading queue behind that on a small Pi. Every memory write of every process on this device (the
voice daemon, the CLI, this page) goes through the data directory's journal (``gpt_home.memory.journal``): the entry is
appended to ``pending.jsonl`` before it reaches Postgres and removed after, clears also rewrite ``clears.json`` and
profile writes touch ``profiles.version``. So a cached view is served only while

* the **change token** is the one read before the view was built: this process's write generation (bumped after
  every state-changing request of the page), and the identity of the journal directory, its pending file, its clears
  file, its profile marker and its queued memory passes (six ``stat`` calls, no database work); and
* it is younger than ``ttl_seconds``: writes made by *another device* of the household straight into the shared
  Postgres leave no trace here, and a file time that did not move within one clock tick would hide a change: the TTL
  bounds both (one second by default).

The token is read before the view is built, so a write racing with a build leaves an entry that no longer matches and
is rebuilt on the next request. One build per key at a time: after a change, 20 waiting browsers cost one rebuild.
"""

from __future__ import annotations

import hashlib
import logging
import os
import threading
import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import cachetools
from flask import Response, request

_LOGGER = logging.getLogger(__name__)
DEFAULT_TTL_SECONDS = 1.0
MAX_ENTRIES = 256
# files of gpt_home.memory.journal's directory, and the memory passes queued there (gpt_home.memory.pass_spool)
_WATCHED = ("pending.jsonl", "clears.json", "profiles.version", "learning-pending.jsonl")


def _identity(path: str) -> tuple[int, int, int] | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_mtime_ns, st.st_size, st.st_ino


@dataclass(frozen=True)
class Body:
    """A rendered response body and a strong ETag over it (content-derived: equal bodies, equal tags)."""

    data: bytes
    etag: str

    @classmethod
    def of(cls, data: bytes) -> Body:
        """``data`` with its ETag."""
        return cls(data, hashlib.blake2b(data, digest_size=12).hexdigest())


def respond(body: Body, mimetype: str) -> Response:
    """A 200 with ``body`` and its ETag, or a 304 when the request's If-None-Match names that ETag."""
    response = Response(body.data, mimetype=mimetype)
    response.set_etag(body.etag)
    if "If-None-Match" not in request.headers:  # most requests: skip parsing the conditional headers
        return response
    return response.make_conditional(request)


class ViewCache:
    """Views keyed by ``(user, name)``, valid while the change token stays the same and for at most ``ttl_seconds``.

    ``journal_dir`` is the data directory's journal folder (``Journal.at(data_dir).directory``); ``clock`` is
    injectable for tests.
    """

    def __init__(self, journal_dir: Path, *, ttl_seconds: float = DEFAULT_TTL_SECONDS,
                 clock: Callable[[], float] = time.monotonic, max_entries: int = MAX_ENTRIES) -> None:
        self._watched = [str(journal_dir), *(str(journal_dir / name) for name in _WATCHED)]  # joined once
        self._ttl = ttl_seconds
        self._clock = clock
        self._generation = 0
        self._lock = threading.Lock()
        self._entries: cachetools.LRUCache[Hashable, tuple[Hashable, float, Any]] = \
            cachetools.LRUCache(max_entries)
        self._building: dict[Hashable, threading.Lock] = {}

    def token(self) -> Hashable:
        """What must be unchanged for a cached view to be served (no database work)."""
        return (self._generation, *map(_identity, self._watched))

    def changed(self) -> None:
        """This process changed something (any state-changing request): every cached view is stale."""
        with self._lock:
            self._generation += 1
            self._entries.clear()

    def peek(self, key: Hashable) -> Any | None:
        """The cached value for ``key`` while still valid, else None (never builds; for the fast path)."""
        hit = self._lookup(key)
        return None if hit is None else hit[0]

    def get(self, key: Hashable, build: Callable[[], Any]) -> Any:
        """The cached value for ``key``, or ``build()`` it (one builder per key; others wait for its result).

        Exceptions of ``build`` propagate and nothing is cached.
        """
        hit = self._lookup(key)
        if hit is not None:
            return hit[0]
        with self._lock:
            gate = self._building.setdefault(key, threading.Lock())
        with gate:
            try:
                hit = self._lookup(key)  # built by the request we waited for
                if hit is not None:
                    return hit[0]
                token, born = self.token(), self._clock()  # before the build: a racing write makes this entry stale
                value = build()
                with self._lock:
                    self._entries[key] = (token, born, value)
                return value
            finally:
                with self._lock:
                    if self._building.get(key) is gate:
                        del self._building[key]

    def _lookup(self, key: Hashable) -> tuple[Any] | None:
        with self._lock:
            entry = self._entries.get(key)
        if entry is None:
            return None
        token, born, value = entry
        if self._clock() - born >= self._ttl or token != self.token():
            return None
        return (value,)
