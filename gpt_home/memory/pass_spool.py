"""Memory passes not finished yet, kept on disk so a pass cut short (crash, Ctrl-C, database down) is finished by
the next start: one JSON line per queued turn in the journal directory, removed when its pass has been applied.

An entry names the process that queued it: while that process lives, it runs the pass itself (the daemon's passes
in flight), so other processes (the CLI, the settings page) take over only the entries of processes that are gone.

Replaying a pass twice is harmless: the decision is made against the memories as they are then, so a fact already
stored is "already known" and a replaced one is not found again. Entries queued before a memory clear (any user's;
the journal's clear version changed) are dropped instead of replayed, so a cleared fact never comes back.
"""

from __future__ import annotations

import fcntl
import json
import logging
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import asdict
from pathlib import Path
from typing import Any

from gpt_home.memory.fact_memory import FactMemory
from gpt_home.memory.learning_pass import FinishedTurn, LearningPass

_LOGGER = logging.getLogger(__name__)
FILE_NAME = "learning-pending.jsonl"


class PassSpool:
    """Queued memory passes of this data directory, shared by every process using it (file lock)."""

    def __init__(self, directory: Path, *, clears_version: Callable[[], int] = lambda: 0) -> None:
        self._path = Path(directory) / FILE_NAME
        self._lock_path = Path(directory) / (FILE_NAME + ".lock")
        self._clears_version = clears_version

    @contextmanager
    def _locked(self) -> Iterator[None]:
        self._path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        with self._lock_path.open("a") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(lock, fcntl.LOCK_UN)

    def _read(self) -> list[dict]:
        try:
            lines = self._path.read_text().splitlines()
        except FileNotFoundError:
            return []
        entries = []
        for line in lines:
            try:
                entries.append(json.loads(line))
            except ValueError:
                _LOGGER.warning("skipping a torn line in %s", self._path.name)
        return entries

    def _write(self, entries: list[dict]) -> None:
        tmp = self._path.with_suffix(".tmp")
        with tmp.open("w") as out:
            out.writelines(json.dumps(e) + "\n" for e in entries)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, self._path)

    def add(self, job_id: str, turn: FinishedTurn, *, owner_pid: int | None = None) -> None:
        """Keep ``turn`` until :meth:`done` is called for ``job_id``; ``owner_pid`` (this process by default) runs it."""
        pid = owner_pid or os.getpid()
        entry = {"id": job_id, "clears": self._clears_version(), "pid": pid, "started": _started(pid), **asdict(turn)}
        with self._locked(), self._path.open("a") as out:
            out.write(json.dumps(entry) + "\n")
            out.flush()
            os.fsync(out.fileno())

    def done(self, job_id: str) -> None:
        """The pass of ``job_id`` was applied (or decided nothing): forget it."""
        with self._locked():
            entries = self._read()
            kept = [e for e in entries if e.get("id") != job_id]
            if len(kept) != len(entries):
                self._write(kept)

    def take_pending(self) -> list[tuple[str, FinishedTurn]]:
        """Passes left unfinished by an earlier run, to run again; those from before a memory clear are dropped.

        Entries of another process that is still running are left to it (it may be applying them right now)."""
        if not self._path.exists():  # the usual case: one stat
            return []
        current = self._clears_version()
        with self._locked():
            entries = self._read()
            if not entries:
                return []
            keep = [e for e in entries if e.get("clears") == current]
            if len(keep) != len(entries):
                _LOGGER.info("dropped %d unfinished memory pass(es) queued before a memory clear",
                             len(entries) - len(keep))
            taken = [e for e in keep if not _runs_elsewhere(e.get("pid"), e.get("started"))]
            # Claimed under the lock: another process (the page, a CLI command, a restarted daemon) now sees them as
            # this one's while it applies them, and takes them over only if this process exits first.
            me, since = os.getpid(), _started(os.getpid())
            claimed = [e for e in taken if (e.get("pid"), e.get("started")) != (me, since)]
            for entry in claimed:
                entry["pid"], entry["started"] = me, since
            if claimed or len(keep) != len(entries):
                self._write(keep)
        fields = ("user_id", "thread_id", "user_text", "handled_by")
        return [(e["id"], FinishedTurn(**{k: e[k] for k in fields})) for e in taken]


def _started(pid: int) -> int | None:
    """When process ``pid`` started (clock ticks since boot, from /proc), or None when there is no such process."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    try:
        return int(stat.rsplit(")", 1)[1].split()[19])  # field 22 of proc(5); the name in (...) may hold spaces
    except (IndexError, ValueError):  # a short or odd read: unknown, as for a process that is gone
        return None


def _runs_elsewhere(pid: Any, started: Any) -> bool:
    """True when the process that queued an entry is another one still running (it applies its passes itself).

    The start time tells a reused pid (after a reboot or a long uptime) from the process that queued the entry."""
    if not isinstance(pid, int) or pid <= 0 or pid == os.getpid():
        return False
    now = _started(pid)
    return now is not None and (started is None or now == started)


def spooled_learning(memory: Any) -> LearningPass:
    """The memory pass over ``memory`` (a MemoryService) whose unfinished passes are kept in its journal directory."""
    spool = PassSpool(memory.journal.directory, clears_version=memory.journal.clears_version)
    return LearningPass(FactMemory(memory), spool=spool)
