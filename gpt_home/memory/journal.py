"""Nothing said is lost when Postgres is down: memory writes spool to an fsync'd journal and replay when it returns.

Why a journal and not an in-process queue: the daemon may be restarted (power cut, watchdog) during an outage, and the
old GPT Home project silently lost everything written while its database was away. The journal is one append-only
file, ``<data_dir>/journal/pending.jsonl``; each line is one store operation::

    {"v":1,"id":"<hex>","ts":"<iso>","op":"put","ns":["memories","alice","semantic"],"key":"<uuid>",
     "value":{...},"index":null,"user":"alice"}<TAB><crc32 hex>

* **Durable:** a line is written with one ``write()`` on an ``O_APPEND`` descriptor and ``fsync``'d before the caller is
  told "stored"; the directory is fsync'd when the file is created. An inter-process ``flock`` serialises appends,
  replays and drops (the daemon, the settings page and CLI calls share one data directory).
* **Torn lines:** a crash mid-append leaves a last line without its newline or with a bad checksum; it is skipped with a
  warning, and the next append starts on a fresh line, so a torn tail never corrupts the entry after it.
* **Idempotent replay, in order:** ``put`` carries its key (re-putting stores the same row once) and ``delete`` of a
  missing key is a no-op, so a replay interrupted after applying some entries can safely apply them again.
* **Forgetting wins:** ``drop_user`` removes a user's pending entries, so a cleared fact never returns from the journal.

The generic ``op``/``ns``/``key``/``value`` shape covers memories, profile documents, summaries and timers alike.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import logging
import os
import threading
import time
import uuid
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from enum import StrEnum
from pathlib import Path
from typing import Any, ClassVar

from langgraph.store.base import BaseStore

from gpt_home.errors import StoreError

_LOGGER = logging.getLogger(__name__)
JOURNAL_DIR_NAME = "journal"
_PENDING = "pending.jsonl"
_REJECTED = "rejected.jsonl"
_FORMAT_VERSION = 1


class JournalOp(StrEnum):
    """What a journal entry does to the store."""

    PUT = "put"
    DELETE = "delete"


@dataclass(frozen=True)
class JournalEntry:
    """One store operation waiting for the database; ``id`` makes it recognisable, ``key`` makes replay idempotent."""

    op: JournalOp
    namespace: tuple[str, ...]
    key: str
    user: str
    value: dict[str, Any] | None = None
    index: bool | None = None  # None = the store's default index fields; False = not indexed
    id: str = field(default_factory=lambda: uuid.uuid4().hex)
    ts: str = field(default_factory=lambda: datetime.now(UTC).isoformat())

    @classmethod
    def put(cls, namespace: tuple[str, ...], key: str, value: dict[str, Any], *, index: bool | None = None,
            user: str | None = None) -> JournalEntry:
        """A put of ``value`` at ``namespace``/``key``; the user defaults to the namespace's second label."""
        return cls(JournalOp.PUT, tuple(namespace), key, user or _user_of(namespace), dict(value), index)

    @classmethod
    def delete(cls, namespace: tuple[str, ...], key: str, *, user: str | None = None) -> JournalEntry:
        """A delete of ``namespace``/``key``."""
        return cls(JournalOp.DELETE, tuple(namespace), key, user or _user_of(namespace))

    def apply(self, store: BaseStore) -> None:
        """Perform the operation on the store (idempotent)."""
        if self.op is JournalOp.PUT:
            kwargs: dict[str, Any] = {} if self.index is None else {"index": self.index}
            store.put(self.namespace, self.key, dict(self.value or {}), **kwargs)
        else:
            store.delete(self.namespace, self.key)

    def to_line(self) -> bytes:
        """The journal line: compact JSON, a tab, the CRC-32 of the JSON, a newline."""
        body = json.dumps(
            {"v": _FORMAT_VERSION, "id": self.id, "ts": self.ts, "op": str(self.op), "ns": list(self.namespace),
             "key": self.key, "value": self.value, "index": self.index, "user": self.user},
            separators=(",", ":"), ensure_ascii=True,  # ASCII JSON never contains a raw tab or newline
        ).encode()
        return body + b"\t" + f"{zlib.crc32(body):08x}".encode() + b"\n"

    @classmethod
    def from_line(cls, line: bytes) -> JournalEntry:
        """Parse one complete line (without its newline).

        Raises:
            ValueError: the line is torn or corrupt (bad checksum, bad JSON, unknown version or op).
        """
        body, sep, crc = line.rpartition(b"\t")
        if not sep or f"{zlib.crc32(body):08x}".encode() != crc.strip():
            raise ValueError("checksum mismatch")
        raw = json.loads(body)
        if raw.get("v") != _FORMAT_VERSION:
            raise ValueError(f"unknown journal format {raw.get('v')!r}")
        return cls(JournalOp(raw["op"]), tuple(raw["ns"]), str(raw["key"]), str(raw["user"]), raw.get("value"),
                   raw.get("index"), str(raw["id"]), str(raw["ts"]))


def _user_of(namespace: tuple[str, ...]) -> str:
    if len(namespace) < 2 or not namespace[1]:
        raise ValueError(f"cannot tell whose entry {namespace!r} is: pass user=")
    return namespace[1]


def is_unavailable(exc: BaseException) -> bool:
    """True when ``exc`` means "the database cannot be reached now" (journal and retry), not "this write is bad"."""
    import psycopg

    # PoolTimeout is an OperationalError; InterfaceError covers "the connection is closed".
    return isinstance(exc, psycopg.OperationalError | psycopg.InterfaceError | StoreError)


@dataclass
class Backoff:
    """When to try the database again after failures: a pure decision, time passed in.

    While it says "wait", writes go straight to the journal and recall answers with no memories at once, instead of
    every voice turn waiting out a connection timeout.
    """

    base_seconds: float = 1.0
    max_seconds: float = 30.0
    failures: int = 0
    retry_at: float = 0.0

    def failed(self, now: float) -> None:
        """Record a failure at monotonic time ``now``; the wait doubles up to ``max_seconds``."""
        self.failures += 1
        self.retry_at = now + min(self.max_seconds, self.base_seconds * 2 ** (self.failures - 1))

    def succeeded(self) -> None:
        """The database answered."""
        self.failures = 0
        self.retry_at = 0.0

    def may_try(self, now: float) -> bool:
        """True when the database may be tried again."""
        return now >= self.retry_at


@dataclass(frozen=True)
class ReplayResult:
    """What one replay did."""

    applied: int
    remaining: int
    rejected: int
    torn: int


class Journal:
    """The spool of one data directory; share one instance per process (``Journal.at``) so outage state is shared."""

    _instances: ClassVar[dict[Path, Journal]] = {}
    _instances_lock: ClassVar[threading.Lock] = threading.Lock()

    def __init__(self, directory: Path, *, clock: Callable[[], float] = time.monotonic) -> None:
        self.directory = directory
        self.path = directory / _PENDING
        self.backoff = Backoff()
        self._clock = clock
        self._lock = threading.RLock()
        self._flock_depth = 0

    @classmethod
    def at(cls, data_dir: Path) -> Journal:
        """The process-wide journal of ``data_dir`` (in ``<data_dir>/journal``)."""
        directory = (Path(data_dir) / JOURNAL_DIR_NAME).resolve()
        with cls._instances_lock:
            if directory not in cls._instances:
                cls._instances[directory] = cls(directory)
            return cls._instances[directory]

    # --- state ---------------------------------------------------------------------------------------------
    def pending(self) -> bool:
        """True when entries (or a torn tail) wait in the journal: one stat, cheap enough for every write."""
        try:
            return self.path.stat().st_size > 0
        except FileNotFoundError:
            return False

    def store_may_be_up(self) -> bool:
        """False while backing off after a failure: skip the database entirely."""
        return self.backoff.may_try(self._clock())

    def mark_unavailable(self, exc: BaseException) -> None:
        """The database failed with ``exc``: back off before trying it again."""
        with self._lock:
            first = self.backoff.failures == 0
            self.backoff.failed(self._clock())
        log = _LOGGER.warning if first else _LOGGER.debug
        log("the memory database is unreachable (%s); writes go to the journal in %s", _short(exc), self.directory)

    def mark_available(self) -> None:
        """The database answered."""
        with self._lock:
            if self.backoff.failures:
                _LOGGER.info("the memory database is reachable again")
            self.backoff.succeeded()

    # --- writing -------------------------------------------------------------------------------------------
    def write(self, store: BaseStore, entry: JournalEntry) -> bool:
        """Apply ``entry`` to the store, or journal it when the database is unreachable.

        Pending entries are replayed first, so operations reach the store in the order they were made.
        Returns True when it reached the store, False when it was journaled.

        Raises:
            Exception: any error that does not mean "unreachable" (a bad value) is the caller's.
        """
        with self._lock:
            if not self.flush(store):
                self.append(entry)
                return False
            try:
                entry.apply(store)
            except Exception as exc:
                if not is_unavailable(exc):
                    raise
                self.mark_unavailable(exc)
                self.append(entry)
                return False
            self.mark_available()
            return True

    def flush(self, store: BaseStore, *, force: bool = False) -> bool:
        """Replay pending entries if the database may be up; True when the journal is empty and the store answered."""
        with self._lock:
            if not force and not self.store_may_be_up():
                return False
            if not self.pending():
                return True
            return self.replay(store).remaining == 0 and not self.pending()

    def append(self, entry: JournalEntry) -> None:
        """Append one entry durably (fsync'd before returning)."""
        line = entry.to_line()
        with self._lock, self._file_lock():
            created = not self.path.exists()
            fd = os.open(self.path, os.O_RDWR | os.O_APPEND | os.O_CREAT, 0o600)
            try:
                if not created and _ends_torn(fd):
                    line = b"\n" + line  # isolate a torn tail so it cannot swallow this entry
                _write_all(fd, line)
                os.fsync(fd)
            finally:
                os.close(fd)
            if created:
                _fsync_dir(self.directory)
        _LOGGER.debug("journaled %s %s/%s (%s)", entry.op, ".".join(entry.namespace), entry.key, entry.id)

    # --- reading, replaying, dropping ----------------------------------------------------------------------
    def entries(self) -> list[JournalEntry]:
        """The valid pending entries in order (torn or corrupt lines skipped with a warning)."""
        with self._lock, self._file_lock():
            return self._read()[0]

    def replay(self, store: BaseStore) -> ReplayResult:
        """Apply pending entries in order; stop at the first "unreachable" and keep the rest for next time.

        An entry the store rejects for another reason (it would fail forever) is moved to ``rejected.jsonl`` with a
        warning instead of blocking everything behind it.
        """
        with self._lock, self._file_lock():
            entries, torn = self._read()
            applied = rejected = 0
            for entry in entries:
                try:
                    entry.apply(store)
                except Exception as exc:  # noqa: BLE001 - classified just below
                    if is_unavailable(exc):
                        self.mark_unavailable(exc)
                        break
                    _LOGGER.warning("journal entry %s rejected by the store (%s); kept in %s", entry.id,
                                    _short(exc), self.directory / _REJECTED)
                    self._keep_rejected(entry)
                    rejected += 1
                applied += 1
            else:
                self.mark_available()
            remaining = entries[applied:]
            if applied or torn:
                self._rewrite(remaining)
        if applied or torn:
            _LOGGER.info("replayed %d journaled memory writes (%d left, %d rejected, %d torn lines skipped)",
                         applied - rejected, len(remaining), rejected, torn)
        return ReplayResult(applied - rejected, len(remaining), rejected, torn)

    def drop_user(self, user: str | None) -> int:
        """Remove the pending entries of one user label (every entry when ``user`` is None); returns how many."""
        with self._lock, self._file_lock():
            entries, torn = self._read()
            kept = [] if user is None else [e for e in entries if e.user != user]
            dropped = len(entries) - len(kept)
            if dropped or torn:
                self._rewrite(kept)
        return dropped

    @contextlib.contextmanager
    def hold(self) -> Iterator[None]:
        """Hold the journal (no append or replay in any process) while, e.g., a clear runs in the database."""
        with self._lock, self._file_lock():
            yield

    # --- files ----------------------------------------------------------------------------------------------
    @contextlib.contextmanager
    def _file_lock(self) -> Iterator[None]:
        """The inter-process lock, re-entrant for the thread holding ``self._lock`` (a second flock on a new
        descriptor of the same file would wait for ourselves)."""
        with self._lock:
            if self._flock_depth:
                self._flock_depth += 1
                try:
                    yield
                finally:
                    self._flock_depth -= 1
                return
            self.directory.mkdir(parents=True, exist_ok=True, mode=0o700)
            fd = os.open(self.directory / ".lock", os.O_RDWR | os.O_CREAT, 0o600)
            try:
                fcntl.flock(fd, fcntl.LOCK_EX)
                self._flock_depth = 1
                yield
            finally:
                self._flock_depth = 0
                os.close(fd)  # closing releases the lock

    def _read(self) -> tuple[list[JournalEntry], int]:
        try:
            data = self.path.read_bytes()
        except FileNotFoundError:
            return [], 0
        entries: list[JournalEntry] = []
        torn = 0
        lines = data.split(b"\n")
        for number, line in enumerate(lines, start=1):
            last = number == len(lines)
            if not line.strip():
                continue
            try:
                if last:  # no newline after it: the append never completed
                    raise ValueError("no newline at the end (crash during append)")
                entries.append(JournalEntry.from_line(line))
            except (ValueError, KeyError, TypeError) as exc:
                torn += 1
                _LOGGER.warning("skipping torn or corrupt journal line %d in %s: %s", number, self.path, exc)
        return entries, torn

    def _rewrite(self, entries: list[JournalEntry]) -> None:
        """Atomically replace the journal with ``entries`` (or remove it when there are none)."""
        if not entries:
            self.path.unlink(missing_ok=True)
            _fsync_dir(self.directory)
            return
        tmp = self.path.with_suffix(".tmp")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        try:
            _write_all(fd, b"".join(e.to_line() for e in entries))
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, self.path)
        _fsync_dir(self.directory)

    def _keep_rejected(self, entry: JournalEntry) -> None:
        fd = os.open(self.directory / _REJECTED, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        try:
            _write_all(fd, entry.to_line())
            os.fsync(fd)
        finally:
            os.close(fd)


def _ends_torn(fd: int) -> bool:
    size = os.fstat(fd).st_size
    return size > 0 and os.pread(fd, 1, size - 1) != b"\n"


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def _fsync_dir(directory: Path) -> None:
    fd = os.open(directory, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _short(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {text[0]}" if text else type(exc).__name__
