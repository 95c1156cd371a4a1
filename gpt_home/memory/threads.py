"""Conversation records of one device: which thread each user is in, and when a thread last had a turn.

Part of :class:`~gpt_home.memory.service.MemoryService` (which delegates to it): records are journaled like every
write and written again at most every ``_TOUCH_EVERY_SECONDS`` per thread, so back-to-back turns cost the journal and
the database nothing.
"""

from __future__ import annotations

import threading
import uuid
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import cachetools

from gpt_home.memory.journal import Journal, JournalEntry
from gpt_home.memory.journaled import JournaledStore
from gpt_home.memory.manager import user_label

_THREADS_CACHED = 256
# A thread's record is written again only this long after its last write (by the turn clock): another process or a
# restart sees a last turn up to this early.
_TOUCH_EVERY_SECONDS = 30.0


class ThreadRecords:
    """This device's conversation threads per user, recorded through the journaled store."""

    def __init__(self, *, device_id: str, store: JournaledStore, clearing: threading.Lock,
                 sync_clears: Callable[[], None]) -> None:
        self._device_id = device_id
        self.store = store
        self._clearing = clearing  # shared with MemoryService.clear: a clear's entry vs. a late thread record
        self._sync_clears = sync_clears
        self._lock = threading.Lock()
        self._threads: cachetools.LRUCache[tuple[str, str], dict[str, Any]] = cachetools.LRUCache(_THREADS_CACHED)
        self._pointers: cachetools.LRUCache[str, tuple[str, datetime]] = cachetools.LRUCache(_THREADS_CACHED)
        self._started: cachetools.LRUCache[str, bool] = cachetools.LRUCache(_THREADS_CACHED)  # ids made here

    @property
    def journal(self) -> Journal:
        """The data directory's journal."""
        return self.store.journal

    def forget(self, label: str | None) -> None:
        """Drop what is known of one user's threads (``None``: everyone's) after a clear."""
        with self._lock:
            for key in [k for k in self._threads if label is None or k[0] == label]:
                del self._threads[key]
            for key in [k for k in self._pointers if label is None or k == label]:
                del self._pointers[key]

    def current_thread(self, user_id: str, *, idle_seconds: float, now: datetime | None = None) -> str:
        """This device's conversation thread for the user; a new one after an idle gap (or when unknown)."""
        now = now or datetime.now(UTC)
        label = user_label(user_id)
        self._sync_clears()
        with self._lock:
            pointer = self._pointers.get(label)
        if pointer is None:
            item = self.store.get(("current_thread", label), self._device_id)  # None while unavailable
            if item is not None:
                pointer = (str(item.value["thread_id"]), datetime.fromisoformat(item.value["last_turn_at"]))
        if pointer is not None and (now - pointer[1]).total_seconds() <= idle_seconds:
            return pointer[0]
        thread = f"{label}-{self._device_id}-{uuid.uuid4().hex[:12]}"
        with self._lock:
            self._started[thread] = True
        return thread

    def started_here(self, thread_id: str) -> bool:
        """True when ``thread_id`` was begun by this process and never recorded yet (nothing stored for it)."""
        with self._lock:
            return thread_id in self._started

    def touch_thread(self, user_id: str, thread_id: str, *, title: str, now: datetime | None = None,
                     unless_cleared_since: datetime | None = None) -> bool:
        """Record a turn in ``thread_id`` (journaled, no wait); False: skipped, the user's memory was cleared since
        ``unless_cleared_since`` (real time; checked and written atomically with this process's clears)."""
        now = now or datetime.now(UTC)
        label = user_label(user_id)
        with self._clearing:
            if unless_cleared_since is not None and self.journal.cleared_since(label, unless_cleared_since):
                return False
            self._touch(label, thread_id, title, now)
        return True

    def _touch(self, label: str, thread_id: str, title: str, now: datetime) -> None:
        registry = ("conversations", label)
        with self._lock:
            value, fresh = self._threads.get((label, thread_id)), self._started.pop(thread_id, None) is not None
            if value is not None and _recent(value.get("last_turn_at"), now):  # stored moments ago: known here
                self._pointers[label] = (thread_id, now)
                return
        if value is None:
            existing = None if fresh else self.store.get(registry, thread_id)
            value = dict(existing.value) if existing else {"device": self._device_id, "title": title[:80],
                                                           "started_at": now.isoformat()}
        value = {**value, "last_turn_at": now.isoformat()}
        self.store.write([  # durable once journaled: the caller does not wait for the database
            JournalEntry.put(registry, thread_id, value, index=False),
            JournalEntry.put(("current_thread", label), self._device_id,
                             {"thread_id": thread_id, "last_turn_at": now.isoformat()}, index=False),
        ], wait_seconds=0)
        with self._lock:
            self._threads[(label, thread_id)] = value
            self._pointers[label] = (thread_id, now)


def _recent(stamp: Any, now: datetime) -> bool:
    try:
        return 0 <= (now - datetime.fromisoformat(str(stamp))).total_seconds() < _TOUCH_EVERY_SECONDS
    except (TypeError, ValueError):
        return False
