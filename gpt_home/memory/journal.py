"""The one write-ahead journal of a data directory: every memory write of every process passes through it.

Why: the daemon, the settings page and CLI calls all write memory, the database may be slow, hung or down at any
moment, and the household must never lose what it said nor see a cleared memory come back. So a write is first
appended here (one fsync'd line), then applied to Postgres in order by whichever process holds the replay lock
(see ``journaled.py``). The file is ``<data_dir>/journal/pending.jsonl``; each line is::

    {"v":2,"id":"<hex>","ts":"<iso>","op":"put","ns":["memories","alice","semantic"],"key":"<uuid>",
     "value":{...},"index":null,"user":"alice"}<TAB><crc32 hex>

* **Ordered, idempotent replay:** entries are applied in file order; ``put`` carries its key (re-putting stores one row)
  and ``delete`` of a missing key is a no-op, so a replay interrupted after some entries can apply them again.
* **Clears are entries too** (``op: "clear"``, ``user`` a label or ``"*"``): appending one removes the pending entries
  it covers, so a journaled write from before the clear never reaches the database, and the clear itself is applied
  in order after whatever was already being replayed. The latest clear per user is also kept in ``clears.json`` so
  background work in any process can refuse to write what it learnt before the clear (:meth:`Journal.cleared_since`).
* **Two locks:** ``append.lock`` guards the file for short appends and rewrites; ``replay.lock`` is held by the one
  process applying entries (possibly waiting on a hung server) without ever blocking appends.
* **Bad input:** a torn, corrupt or unknown-version line is logged, moved to ``corrupt.jsonl`` and skipped; the rest
  is replayed. A journal that cannot be written raises :class:`JournalUnwritableError` (the caller decides).
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
from typing import Any

from gpt_home.errors import StoreError
from gpt_home.memory.durable import JournalReport, fsync_dir, journal_report, mtime, writable, write_all
from gpt_home.memory.root_stamps import VERSIONED_ROOTS, touch_version

_LOGGER = logging.getLogger(__name__)
JOURNAL_DIR_NAME = "journal"
_PENDING = "pending.jsonl"
_CORRUPT = "corrupt.jsonl"
_REJECTED = "rejected.jsonl"
_CLEARS = "clears.json"
_PROFILES = "profiles.version"
FORMAT_VERSION = 2
_READABLE_VERSIONS = (1, 2)  # version 1 had put and delete only
ALL_USERS = "*"
CLEARED_ROOTS = frozenset({"memories", "threads", "conversations", "current_thread"})  # what a clear deletes


class JournalUnwritableError(StoreError):
    """The journal file cannot be written (read-only data directory, full disk)."""

    code = "JOURNAL_UNWRITABLE"


class JournalOp(StrEnum):
    """What a journal entry does to the store."""

    PUT = "put"
    DELETE = "delete"
    CLEAR = "clear"


def _now_iso() -> str:
    return datetime.now(UTC).isoformat()


@dataclass(frozen=True)
class JournalEntry:
    """One store operation; ``id`` makes it recognisable, ``key`` makes replay idempotent."""

    op: JournalOp
    namespace: tuple[str, ...]
    key: str
    user: str
    value: dict[str, Any] | None = None
    index: Any = None  # None = the store's default index fields; False = not indexed; a list = those fields
    id: str = field(default_factory=lambda: uuid.uuid4().hex)
    ts: str = field(default_factory=_now_iso)

    @classmethod
    def put(cls, namespace: tuple[str, ...], key: str, value: dict[str, Any], *, index: Any = None,
            user: str | None = None) -> JournalEntry:
        """A put of ``value`` at ``namespace``/``key``; the user defaults to the namespace's second label."""
        return cls(JournalOp.PUT, tuple(namespace), key, user or _user_of(namespace), dict(value), index)

    @classmethod
    def delete(cls, namespace: tuple[str, ...], key: str, *, user: str | None = None) -> JournalEntry:
        """A delete of ``namespace``/``key``."""
        return cls(JournalOp.DELETE, tuple(namespace), key, user or _user_of(namespace))

    @classmethod
    def clear(cls, user: str | None, *, now: datetime | None = None) -> JournalEntry:
        """Forget one user label's memory (``None``: everyone's), stamped ``now`` (default: the real clock)."""
        label = ALL_USERS if user is None else user
        if now is None:
            return cls(JournalOp.CLEAR, (), "", label)
        return cls(JournalOp.CLEAR, (), "", label, ts=now.isoformat())

    def covered_by(self, clear: JournalEntry) -> bool:
        """True when ``clear`` (a clear entry) forgets what this entry writes (timers, for one, survive a clear)."""
        if not self.namespace or self.namespace[0] not in CLEARED_ROOTS:
            return False
        return clear.user == ALL_USERS or clear.user == self.user

    def to_line(self) -> bytes:
        """The journal line: compact JSON, a tab, the CRC-32 of the JSON, a newline."""
        body = json.dumps(
            {"v": FORMAT_VERSION, "id": self.id, "ts": self.ts, "op": str(self.op), "ns": list(self.namespace),
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
        if raw.get("v") not in _READABLE_VERSIONS:
            raise ValueError(f"unknown journal format version {raw.get('v')!r}")
        return cls(JournalOp(raw["op"]), tuple(raw["ns"]), str(raw["key"]), str(raw["user"]), raw.get("value"),
                   raw.get("index"), str(raw["id"]), str(raw["ts"]))


def _user_of(namespace: tuple[str, ...]) -> str:
    if len(namespace) < 2 or not namespace[1]:
        raise ValueError(f"cannot tell whose entry {namespace!r} is: pass user=")
    return namespace[1]


@dataclass(frozen=True)
class ReplayResult:
    """What one replay did."""

    applied: int
    remaining: int
    rejected: int
    corrupt: int


class Journal:
    """The journal of one data directory (``<data_dir>/journal``); one instance per process is enough."""

    def __init__(self, directory: Path) -> None:
        self.directory = Path(directory)
        self.path = self.directory / _PENDING
        self._lock = threading.Lock()  # threads of this process (flock is per open file, not per process)
        self._replay_lock = threading.Lock()
        self._clears_cache: tuple[float, dict[str, str]] = (-1.0, {})
        self.corrupt_seen = 0

    @classmethod
    def at(cls, data_dir: Path) -> Journal:
        """The journal of ``data_dir``."""
        return cls(Path(data_dir) / JOURNAL_DIR_NAME)

    # --- state ---------------------------------------------------------------------------------------------
    def pending(self) -> bool:
        """True when entries (or bad lines) wait in the journal: one stat, cheap enough for every turn."""
        try:
            return self.path.stat().st_size > 0
        except OSError:
            return False

    def entries(self) -> list[JournalEntry]:
        """The valid pending entries in order (bad lines are skipped with a warning)."""
        with self._append_lock():
            return self._read()[0]

    # --- writing -------------------------------------------------------------------------------------------
    def append(self, entry: JournalEntry) -> int:
        """Append one entry durably (fsync'd before returning); a clear also drops the pending writes it covers.

        Returns how many pending entries a clear dropped (0 for other entries).

        Raises:
            JournalUnwritableError: the journal cannot be written; the entry is not recorded.
        """
        try:
            with self._append_lock():
                if entry.op is JournalOp.CLEAR:
                    entries, bad = self._read()
                    kept = [e for e in entries if e.op is JournalOp.CLEAR or not e.covered_by(entry)]
                    self._rewrite([*kept, entry], bad)
                    self._record_clear(entry)
                    dropped = len(entries) - len(kept)
                    if dropped:
                        _LOGGER.info("a clear dropped %d journaled memory writes of %s", dropped, entry.user)
                    return dropped
                self._append_line(entry.to_line())
            if entry.namespace[-1:] == ("profile",):  # other processes drop their cached profiles on this
                (self.directory / _PROFILES).touch()
            if entry.namespace[:1] and entry.namespace[0] in VERSIONED_ROOTS:  # caches of lists/timers reload
                touch_version(self.directory, entry.namespace[0])
        except OSError as exc:
            raise JournalUnwritableError(f"the memory journal in {self.directory} cannot be written: "
                                         f"{exc.strerror or exc}") from None
        _LOGGER.debug("journaled %s %s/%s (%s)", entry.op, ".".join(entry.namespace), entry.key, entry.id)
        return 0

    def _append_line(self, line: bytes) -> None:
        created = not self.path.exists()
        fd = os.open(self.path, os.O_RDWR | os.O_APPEND | os.O_CREAT, 0o600)
        try:
            size = os.fstat(fd).st_size
            if size and os.pread(fd, 1, size - 1) != b"\n":
                line = b"\n" + line  # isolate a torn tail so it cannot swallow this entry
            write_all(fd, line)
            os.fsync(fd)
        finally:
            os.close(fd)
        if created:
            fsync_dir(self.directory)

    # --- replaying -----------------------------------------------------------------------------------------
    def replay(self, apply: Callable[[JournalEntry], None], *, is_unavailable: Callable[[BaseException], bool],
               wait_seconds: float = 0.0) -> ReplayResult | None:
        """Apply pending entries in order with ``apply``; None when another process or thread is replaying.

        Stops at the first "unavailable" error and keeps the rest; an entry the store rejects for another reason
        (it would fail forever) is moved to ``rejected.jsonl`` with a warning instead of blocking everything behind it.
        """
        with self._replay_locked(wait_seconds) as held:
            if not held:
                return None
            with self._append_lock():
                entries, bad = self._read()
                corrupt = len(bad)
                if bad:
                    self._rewrite(entries, bad)
            done: set[str] = set()
            rejected = 0
            for entry in entries:
                try:
                    apply(entry)
                except Exception as exc:  # noqa: BLE001 - classified just below
                    if is_unavailable(exc):
                        break
                    _LOGGER.warning("journal entry %s (%s) rejected by the store (%s); kept in %s", entry.id,
                                    entry.op, exc, self.directory / _REJECTED)
                    self._keep(_REJECTED, [entry.to_line()])
                    rejected += 1
                done.add(entry.id)
            with self._append_lock():
                if done:  # by id: entries appended (or dropped by a clear) meanwhile are left as they are
                    current, late_bad = self._read()
                    self._rewrite([e for e in current if e.id not in done], late_bad)
                remaining = len(self._read()[0])
        if done:
            _LOGGER.info("replayed %d journaled memory writes (%d left, %d rejected, %d bad lines skipped)",
                         len(done) - rejected, remaining, rejected, corrupt)
        return ReplayResult(len(done) - rejected, remaining, rejected, corrupt)

    # --- clears --------------------------------------------------------------------------------------------
    def cleared_since(self, user: str, since: datetime) -> bool:
        """True when ``user``'s memory (or everyone's) was cleared at or after ``since`` by any process."""
        clears = self._clears()
        stamps = [clears.get(user), clears.get(ALL_USERS)]
        return any(s is not None and datetime.fromisoformat(s) >= since for s in stamps)

    def clears_version(self) -> int:
        """Changes whenever any process records a clear (one stat): caches compare it to drop what they hold."""
        return mtime(self.directory / _CLEARS)

    def profiles_version(self) -> int:
        """Changes whenever any process writes a profile (one stat)."""
        return mtime(self.directory / _PROFILES)

    def _record_clear(self, entry: JournalEntry) -> None:
        clears = dict(self._clears())
        clears[entry.user] = entry.ts
        tmp = self.directory / (_CLEARS + ".tmp")
        tmp.write_text(json.dumps(clears))
        os.replace(tmp, self.directory / _CLEARS)

    def _clears(self) -> dict[str, str]:
        path = self.directory / _CLEARS
        try:
            mtime = path.stat().st_mtime_ns
        except OSError:
            return {}
        if self._clears_cache[0] != mtime:
            try:
                self._clears_cache = (mtime, dict(json.loads(path.read_text())))
            except (OSError, ValueError) as exc:
                _LOGGER.warning("cannot read %s: %s", path, exc)
                return self._clears_cache[1]
        return self._clears_cache[1]

    # --- health --------------------------------------------------------------------------------------------
    def report(self) -> JournalReport:
        """Pending, corrupt and rejected counts, and whether the directory can be written (for doctor)."""
        try:
            entries, bad = self._read()
        except OSError as exc:
            return JournalReport(0, 0, 0, writable(self.directory), f"cannot read {self.path}: {exc.strerror or exc}")
        return journal_report(self.directory, pending=len(entries), bad=len(bad))

    # --- files ----------------------------------------------------------------------------------------------
    @contextlib.contextmanager
    def _append_lock(self) -> Iterator[None]:
        with self._lock:
            self.directory.mkdir(parents=True, exist_ok=True, mode=0o700)
            fd = os.open(self.directory / "append.lock", os.O_RDWR | os.O_CREAT, 0o600)
            try:
                fcntl.flock(fd, fcntl.LOCK_EX)
                yield
            finally:
                os.close(fd)  # closing releases the lock

    @contextlib.contextmanager
    def _replay_locked(self, wait_seconds: float) -> Iterator[bool]:
        deadline = time.monotonic() + wait_seconds
        got = self._replay_lock.acquire(timeout=wait_seconds) if wait_seconds > 0 else self._replay_lock.acquire(
            blocking=False)
        if not got:
            yield False
            return
        fd = -1
        try:
            self.directory.mkdir(parents=True, exist_ok=True, mode=0o700)
            fd = os.open(self.directory / "replay.lock", os.O_RDWR | os.O_CREAT, 0o600)
            while True:
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    break
                except BlockingIOError:
                    if time.monotonic() >= deadline:
                        yield False
                        return
                    time.sleep(0.02)
            yield True
        finally:
            if fd >= 0:
                os.close(fd)
            self._replay_lock.release()

    def _read(self) -> tuple[list[JournalEntry], list[bytes]]:
        """Valid entries and bad lines (torn, corrupt, unknown version), each bad line logged."""
        try:
            data = self.path.read_bytes()
        except FileNotFoundError:
            return [], []
        entries: list[JournalEntry] = []
        bad: list[bytes] = []
        lines = data.split(b"\n")
        for number, line in enumerate(lines, start=1):
            if not line.strip():
                continue
            try:
                if number == len(lines):  # no newline after it: the append never completed
                    raise ValueError("no newline at the end (crash during append)")
                entries.append(JournalEntry.from_line(line))
            except (ValueError, KeyError, TypeError) as exc:
                bad.append(line)
                _LOGGER.warning("skipping a bad journal line %d in %s: %s", number, self.path, exc)
        self.corrupt_seen += len(bad)
        return entries, bad

    def _rewrite(self, entries: list[JournalEntry], bad: list[bytes]) -> None:
        """Atomically replace the journal with ``entries``; bad lines move to ``corrupt.jsonl`` (kept, not lost)."""
        if bad:
            self._keep(_CORRUPT, [line + b"\n" for line in bad])
        if not entries:
            self.path.unlink(missing_ok=True)
            fsync_dir(self.directory)
            return
        tmp = self.path.with_suffix(".tmp")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        try:
            write_all(fd, b"".join(e.to_line() for e in entries))
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, self.path)
        fsync_dir(self.directory)

    def _keep(self, name: str, lines: list[bytes]) -> None:
        fd = os.open(self.directory / name, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        try:
            write_all(fd, b"".join(lines))
            os.fsync(fd)
        finally:
            os.close(fd)
