"""Conversation checkpoints off the reply path: each thread's latest checkpoint kept in process, written behind.

Why: a local-intent turn spent most of its time reading and writing its checkpoint in Postgres (see the issue-12
section of docs/benchmarks.md). A device's threads are written by the process that answers on that device, so the
latest checkpoint this process wrote is the thread's state: the next turn reads it from here, and one writer thread
stores every checkpoint in Postgres, in order, after the reply. While the database is known to be down the writes wait,
in order, and are stored when it is back (until then the conversation goes on from here); a write that fails because
it went away meanwhile is dropped and logged, as the checkpointer did before. A clear by any process (the journal's
clear stamps) drops what is held here and every queued write of a turn from before the clear.

A thread not held here (a restart, a long-evicted thread) is read from Postgres within the reply-path deadline, as
before; a thread this process just started is known to be empty and is not read at all.
"""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict, deque
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from langgraph.checkpoint.base import (
    BaseCheckpointSaver,
    ChannelVersions,
    Checkpoint,
    CheckpointMetadata,
    CheckpointTuple,
    get_serializable_checkpoint_metadata,
)

from gpt_home.memory.checkpoints import SyncSaver
from gpt_home.memory.extraction import USER_CONFIG_KEY
from gpt_home.memory.health import Health

_LOGGER = logging.getLogger(__name__)
WRITE_DEADLINE_SECONDS = 10.0  # a database read of a thread waits this long for its queued checkpoint writes
MAX_QUEUED_WRITES = 2000  # a very long outage: the oldest queued checkpoints are dropped (logged) beyond this
_RETRY_SECONDS = 1.0


class ClearStamps:
    """What the cache needs from the journal: a cheap "any clear since?" version and per-user clear stamps."""

    def __init__(self, version: Callable[[], int], cleared_since: Callable[[str, datetime], bool]) -> None:
        self.version = version
        self.cleared_since = cleared_since


# The time a turn was answered (ISO 8601), for a checkpoint recorded after its reply: a clear between the answer and
# the recording must drop that write too, however late it is queued (``Assistant._record_local_later``).
ANSWERED_AT_KEY = "gpt_home_answered_at"


def _turn_time(config: dict[str, Any]) -> datetime:
    """When the write's turn happened: its answer time when the caller gave one, else now."""
    now = datetime.now(UTC)
    answered = config.get("configurable", {}).get(ANSWERED_AT_KEY)
    try:
        return min(now, datetime.fromisoformat(answered)) if isinstance(answered, str) else now
    except ValueError:
        return now


@dataclass
class _Write:
    """One queued database write of a thread's checkpoint state."""

    thread_id: str
    label: str
    queued_at: datetime
    apply: Callable[[BaseCheckpointSaver], Any]  # run on the Postgres saver


def _thread_of(config: dict[str, Any]) -> tuple[str, str]:
    configurable = config.get("configurable", {})
    return str(configurable["thread_id"]), str(configurable.get("checkpoint_ns", ""))


def _snapshot(checkpoint: Checkpoint) -> Checkpoint:
    """A copy that later channel updates cannot change (values are replaced, not mutated, by the reducers)."""
    copy = checkpoint.copy()
    copy["channel_values"] = {k: list(v) if isinstance(v, list) else v for k, v in checkpoint["channel_values"].items()}
    copy["channel_versions"] = dict(checkpoint["channel_versions"])
    copy["versions_seen"] = {k: dict(v) for k, v in checkpoint["versions_seen"].items()}
    return copy


class WriteBehindSaver(SyncSaver):
    """A checkpointer answering the latest checkpoint of recent threads from memory and writing behind.

    ``current`` returns the process's bounded checkpointer (``memory.checkpoints.GuardedSaver``, with the raw
    ``PostgresSaver`` as ``.inner``), or None while not connected; ``health`` is the memory service's.
    """

    def __init__(self, current: Callable[[], Any], health: Health, clears: ClearStamps, *,
                 max_threads: int = 64, write_deadline_seconds: float = WRITE_DEADLINE_SECONDS) -> None:
        first = current()
        super().__init__(serde=first.serde if first is not None else None)
        self._versions = first
        self._current = current
        self._health = health
        self._clears = clears
        self._clears_seen = clears.version()
        self._max_threads = max_threads
        self._deadline = write_deadline_seconds
        self._latest: OrderedDict[tuple[str, str], CheckpointTuple] = OrderedDict()
        self._started: OrderedDict[str, None] = OrderedDict()  # threads begun here: nothing stored for them yet
        self._queue: deque[_Write] = deque()
        self._cond = threading.Condition()
        self._busy = False  # the writer is applying the queue's first write
        self._stopping = False
        self._thread: threading.Thread | None = None
        health.on_up.append(self._wake)

    # --- what the assistant tells it -------------------------------------------------------------------------
    def started(self, thread_id: str) -> None:
        """``thread_id`` was just begun by this process: it has no checkpoint anywhere yet (no read needed)."""
        with self._cond:
            self._started[thread_id] = None
            while len(self._started) > self._max_threads:
                self._started.popitem(last=False)

    def latest_values(self, config: dict[str, Any]) -> dict[str, Any] | None:
        """The channel values (messages, history_start, ...) of the thread's held checkpoint (None when not held)."""
        with self._cond:
            held = self._latest.get(_thread_of(config))
        return None if held is None else dict(held.checkpoint["channel_values"])

    @property
    def pending(self) -> int:
        """Checkpoint writes not yet stored in the database."""
        with self._cond:
            return len(self._queue)  # the write being stored stays first in the queue until it is stored

    def flush(self, timeout_seconds: float) -> bool:
        """Wait (bounded) until every queued write is stored; True when none is left."""
        with self._cond:
            self._cond.notify_all()
            return self._cond.wait_for(lambda: not self._queue or self._stopping, timeout=max(0.0, timeout_seconds))

    def close(self, timeout_seconds: float = 5.0) -> bool:
        """Store what is queued (bounded) and stop the writer; True when nothing was left behind."""
        done = self.flush(timeout_seconds)
        with self._cond:
            self._stopping = True
            left = len(self._queue)
            self._cond.notify_all()
        if left:
            _LOGGER.warning("%d conversation checkpoints were not stored before closing", left)
        return done

    # --- BaseCheckpointSaver -----------------------------------------------------------------------------------
    def get_next_version(self, current: Any, channel: Any) -> Any:
        if self._versions is not None:
            return self._versions.get_next_version(current, channel)
        return super().get_next_version(current, channel)

    def get_tuple(self, config: dict[str, Any]) -> CheckpointTuple | None:
        """The thread's latest checkpoint: from memory when held, else from the database (bounded).

        Raises:
            StoreUnavailableError: not held here and the database does not answer.
        """
        self._sync_clears()
        thread, ns = _thread_of(config)
        wanted = config.get("configurable", {}).get("checkpoint_id")
        with self._cond:
            held = self._latest.get((thread, ns))
            if held is not None and (wanted is None or wanted == held.checkpoint["id"]):
                self._latest.move_to_end((thread, ns))
                return held
            if held is None and wanted is None and thread in self._started:
                return None
        saver = self._saver()
        self._wait_thread(thread)
        found = saver.get_tuple(config)
        if found is not None and wanted is None:
            self._hold((thread, ns), found)
        return found

    def list(self, config: dict[str, Any] | None, **kwargs: Any) -> Iterator[CheckpointTuple]:
        """Checkpoints from the database once this thread's queued writes are stored (history is rarely read)."""
        if config is not None:
            self._wait_thread(_thread_of(config)[0])
        return self._saver().list(config, **kwargs)

    def put(self, config: dict[str, Any], checkpoint: Checkpoint, metadata: CheckpointMetadata,
            new_versions: ChannelVersions) -> dict[str, Any]:
        """Hold the checkpoint as the thread's latest and queue its database write."""
        thread, ns = _thread_of(config)
        parent = config.get("configurable", {}).get("checkpoint_id")
        stored = {"configurable": {"thread_id": thread, "checkpoint_ns": ns, "checkpoint_id": checkpoint["id"]}}
        snapshot = _snapshot(checkpoint)
        parent_config = ({"configurable": {"thread_id": thread, "checkpoint_ns": ns, "checkpoint_id": parent}}
                         if parent else None)
        self._hold((thread, ns), CheckpointTuple(stored, snapshot, get_serializable_checkpoint_metadata(
            config, metadata), parent_config, []))
        versions = dict(new_versions)
        self._enqueue(config, lambda saver: saver.put(config, snapshot, metadata, versions))
        return stored

    def put_writes(self, config: dict[str, Any], writes: Sequence[tuple[str, Any]], task_id: str,
                   task_path: str = "") -> None:
        """Add pending writes to the held checkpoint and queue their database write."""
        key = _thread_of(config)
        writes = list(writes)
        with self._cond:
            held = self._latest.get(key)
            if held is not None and held.checkpoint["id"] == config["configurable"].get("checkpoint_id"):
                pending = [*(held.pending_writes or []), *((task_id, c, v) for c, v in writes)]
                self._latest[key] = held._replace(pending_writes=pending)
            else:
                self._latest.pop(key, None)
        self._enqueue(config, lambda saver: saver.put_writes(config, writes, task_id, task_path))

    def delete_thread(self, thread_id: str) -> None:
        """Forget the thread here (and its queued writes), then delete it in the database.

        Raises:
            StoreUnavailableError: the database does not answer.
        """
        with self._cond:
            for key in [k for k in self._latest if k[0] == thread_id]:
                del self._latest[key]
            kept = [w for w in self._queue if w.thread_id != thread_id or (self._busy and w is self._queue[0])]
            self._queue.clear()
            self._queue.extend(kept)
        self._wait_thread(thread_id)
        self._saver().delete_thread(thread_id)

    # --- inside ------------------------------------------------------------------------------------------------
    def _saver(self) -> Any:
        saver = self._current()
        if saver is None:
            raise self._health.unavailable()
        return saver

    def _hold(self, key: tuple[str, str], value: CheckpointTuple) -> None:
        with self._cond:
            self._latest[key] = value
            self._latest.move_to_end(key)
            self._started.pop(key[0], None)
            queued = {w.thread_id for w in self._queue}
            for old in [k for k in self._latest if k[0] not in queued][: max(0, len(self._latest) - self._max_threads)]:
                del self._latest[old]  # the least recently used, never one with writes still queued

    def _sync_clears(self) -> None:
        """A clear by any process: nothing held here may outlive it (its queued writes are checked one by one)."""
        version = self._clears.version()
        if version != self._clears_seen:
            with self._cond:
                self._clears_seen = version
                self._latest.clear()
                self._started.clear()

    def _enqueue(self, config: dict[str, Any], apply: Callable[[BaseCheckpointSaver], Any]) -> None:
        thread, _ = _thread_of(config)
        label = str(config.get("configurable", {}).get(USER_CONFIG_KEY, ""))
        with self._cond:
            self._queue.append(_Write(thread, label, _turn_time(config), apply))
            while len(self._queue) > MAX_QUEUED_WRITES:
                dropped = self._queue.popleft()
                _LOGGER.warning("too many conversation checkpoints waiting for the database: dropped one of %s",
                                dropped.thread_id)
            if self._thread is None and not self._stopping:
                self._thread = threading.Thread(target=self._loop, name="gpt-home-checkpoints", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def _wait_thread(self, thread_id: str) -> None:
        """Before reading the database for a thread, let its queued writes land (bounded by the write deadline)."""
        with self._cond:
            self._cond.wait_for(lambda: not any(w.thread_id == thread_id for w in self._queue) or self._stopping,
                                timeout=self._deadline)

    def _wake(self) -> None:
        with self._cond:
            self._cond.notify_all()

    def _cleared(self, write: _Write) -> bool:
        if write.label:
            return self._clears.cleared_since(write.label, write.queued_at)
        return self._clears.cleared_since("", write.queued_at)  # unknown user: only a clear of everyone covers it

    def _loop(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._queue or self._stopping)
                if not self._queue:
                    return
                write = self._queue[0]
                self._busy = True
            stored = self._store(write)
            with self._cond:
                self._busy = False
                if stored and self._queue and self._queue[0] is write:
                    self._queue.popleft()
                self._cond.notify_all()
                if not stored and not self._stopping:
                    self._cond.wait(_RETRY_SECONDS)  # woken early when the database is back
                if self._stopping and not stored:
                    return

    def _store(self, write: _Write) -> bool:
        """True when the write is done with (stored, covered by a clear, or refused for good)."""
        if self._cleared(write):
            _LOGGER.debug("a checkpoint of %s from before a clear was dropped", write.thread_id)
            return True
        saver = self._current()
        if saver is None or not self._health.may_try():
            return False
        try:
            self._health.run(lambda: write.apply(saver.inner), deadline_seconds=self._deadline)
        except Exception as exc:  # noqa: BLE001 - a write that failed is not retried (see below)
            # Written while the database was believed up and it failed (it went away meanwhile): dropped, as the
            # checkpointer did before, and logged. Retrying it kept the pool's dead connections busy after a
            # restart (tests/integration/test_journal_outage.py). Writes queued while it is known down wait instead.
            _LOGGER.info("a conversation checkpoint of %s was not stored (%s); the conversation goes on from this "
                         "process", write.thread_id, type(exc).__name__)
        return True
