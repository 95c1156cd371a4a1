"""``JournaledStore``: the one LangGraph ``BaseStore`` every memory write goes through, and the drainer behind it.

Writes (the facade's, LangMem's manage tool and store manager, profile patches, summaries, deletes, clears) are appended
to the journal first and applied to Postgres in order by one :class:`Drainer` thread per process (and only one process
at a time, see ``journal.py``). A caller that needs read-your-writes (the CLI, the settings page) waits a bounded time
for its write to be applied; a voice turn never waits on the database. Reads go to Postgres through
:meth:`Health.call`: while the database is slow, hung or down they return what is known without waiting (nothing
found), and the turn continues.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Callable, Iterable
from typing import Any

from langgraph.store.base import BaseStore, GetOp, ListNamespacesOp, Op, PutOp, Result, SearchOp

from gpt_home.memory.health import Health, StoreUnavailableError, is_unavailable
from gpt_home.memory.journal import Journal, JournalEntry, JournalOp, ReplayResult

_LOGGER = logging.getLogger(__name__)
CHECK_AFTER_SECONDS = 0.25  # a long write wait not over by then asks whether the server still answers at all
ANSWER_DEADLINE_SECONDS = 0.5  # ... and stops waiting when it does not answer a trivial query within this
InnerStore = Callable[[], "BaseStore | None"]  # the open PostgresStore, or None while not connected
ClearFn = Callable[[JournalEntry], dict[str, int]]  # applies a clear entry to the database, returns counts


def _empty_result(op: Op) -> Result:
    return None if isinstance(op, GetOp) else []


class Drainer:
    """Applies journaled entries to the database, in order, on one background thread of this process."""

    def __init__(self, journal: Journal, health: Health, inner: InnerStore, clear: ClearFn, *,
                 interval_seconds: float = 1.0) -> None:
        self._journal = journal
        self._health = health
        self._inner = inner
        self._clear = clear
        self._interval = interval_seconds
        self._cond = threading.Condition()
        self._kicked = 0  # kicks requested
        self._done = 0  # kicks a finished round covered
        self._stopping = False
        self._thread: threading.Thread | None = None
        self.clear_results: dict[str, dict[str, int] | BaseException] = {}  # by entry id: counts, or the failure
        self.last_result: ReplayResult | None = None
        health.on_up.append(self.kick)

    def start(self) -> None:
        """Start the thread (idempotent)."""
        with self._cond:
            if self._thread is None:
                self._thread = threading.Thread(target=self._loop, name="gpt-home-journal", daemon=True)
                self._thread.start()

    def kick(self) -> int:
        """Ask for a replay round soon; returns a ticket for :meth:`wait`."""
        with self._cond:
            self._kicked += 1
            self._cond.notify_all()
            return self._kicked

    def wait(self, ticket: int, timeout_seconds: float) -> bool:
        """Wait (bounded) until a round that started after ``ticket`` finished; True when it did."""
        with self._cond:
            return self._cond.wait_for(lambda: self._done >= ticket or self._stopping, timeout=timeout_seconds)

    def drain_now(self, timeout_seconds: float) -> bool:
        """Kick and wait; True when the journal is empty afterwards."""
        if not self._health.may_try():
            return not self._journal.pending()
        self.wait(self.kick(), timeout_seconds)
        return not self._journal.pending()

    def stop(self) -> None:
        """Stop after the current round (a round stuck on a hung server is abandoned: the thread is a daemon)."""
        with self._cond:
            self._stopping = True
            self._cond.notify_all()

    def _apply(self, entry: JournalEntry) -> None:
        store = self._inner()
        if store is None:
            raise StoreUnavailableError("not connected yet")  # "unavailable": keep the entry for the next round
        if entry.op is JournalOp.PUT:
            store.put(entry.namespace, entry.key, dict(entry.value or {}), index=entry.index)
        elif entry.op is JournalOp.DELETE:
            store.delete(entry.namespace, entry.key)
        else:
            try:
                self.clear_results[entry.id] = self._clear(entry)
            except Exception as exc:
                if not is_unavailable(exc):
                    self.clear_results[entry.id] = exc  # failed for good: the caller of clear() hears it
                raise
            while len(self.clear_results) > 64:
                self.clear_results.pop(next(iter(self.clear_results)))

    def round(self, *, wait_seconds: float = 0.0) -> ReplayResult | None:
        """One replay round in the calling thread (None: nothing to do, not connected, or someone else replays)."""
        if not self._journal.pending() or not self._health.may_try():
            return None
        failure: list[BaseException] = []

        def unavailable(exc: BaseException) -> bool:
            if is_unavailable(exc):
                failure.append(exc)
                return True
            return False

        result = self._journal.replay(self._apply, is_unavailable=unavailable, wait_seconds=wait_seconds)
        if failure:
            self._health.mark_down(failure[0])
        elif result is not None and result.applied:
            self._health.mark_up()
        self.last_result = result or self.last_result
        return result

    def _loop(self) -> None:
        while True:
            with self._cond:
                if self._kicked == self._done:
                    self._cond.wait(self._interval)
                if self._stopping:
                    return
                ticket = self._kicked
            try:
                self.round(wait_seconds=0.5)
            except Exception as exc:  # noqa: BLE001 - the drainer must survive anything; retried next round
                _LOGGER.warning("replaying the memory journal failed: %s", exc)
            with self._cond:
                self._done = max(self._done, ticket)
                self._cond.notify_all()


class JournaledStore(BaseStore):
    """A ``BaseStore`` whose writes go through the journal and whose reads are bounded and never raise "down".

    ``wait_seconds`` is how long a write waits to be applied before returning (it is durable either way): 0 on the
    voice path, a few seconds for the CLI and the page, which show what they wrote at once.
    """

    def __init__(self, journal: Journal, health: Health, drainer: Drainer, inner: InnerStore, *,
                 read_deadline_seconds: float | None = None, wait_seconds: float = 0.0, strict: bool = False) -> None:
        self.journal = journal
        self.health = health
        self.drainer = drainer
        self._inner = inner
        self.read_deadline_seconds = health.deadline_seconds if read_deadline_seconds is None else read_deadline_seconds
        self._wait = wait_seconds
        self._strict = strict  # True: a read that cannot be answered raises StoreUnavailableError (CLI, page)

    def with_timing(self, *, read_deadline_seconds: float | None = None, wait_seconds: float | None = None,
                    strict: bool | None = None) -> JournaledStore:
        """The same store with other bounds (background work may wait longer than a voice turn; the page is strict)."""
        return JournaledStore(self.journal, self.health, self.drainer, self._inner,
                              read_deadline_seconds=read_deadline_seconds if read_deadline_seconds is not None
                              else self.read_deadline_seconds, wait_seconds=self._wait if wait_seconds is None else wait_seconds,
                              strict=self._strict if strict is None else strict)

    @property
    def index_config(self) -> Any:  # LangGraph reads this for "is semantic search configured"
        inner = self._inner()
        return getattr(inner, "index_config", None)

    def write(self, entries: list[JournalEntry], *, wait_seconds: float | None = None) -> bool:
        """Journal ``entries`` and ask for them to be applied; True when they reached the database within the wait.

        Raises:
            JournalUnwritableError: the journal cannot be written; nothing was recorded.
        """
        for entry in entries:
            self.journal.append(entry)
        ticket = self.drainer.kick()
        wait = self._wait if wait_seconds is None else wait_seconds
        if wait <= 0 or not self.health.may_try():
            return False
        return self.wait_applied(ticket, wait) and not self.journal.pending()

    def wait_applied(self, ticket: int, wait_seconds: float) -> bool:
        """Wait (bounded) for the replay round of ``ticket`` (from ``drainer.kick``); True when it finished.

        A long wait (the CLI, the page: a second or more) is cut short when the server is hung: once
        ``CHECK_AFTER_SECONDS`` have passed, a trivial query must answer within ``ANSWER_DEADLINE_SECONDS`` or the
        database is marked down and the caller returns with its write journaled. A server that is merely slow
        (embedding a long text on a loaded Pi) answers it, and the whole wait is kept: then the call takes at most
        ``wait_seconds`` + ``ANSWER_DEADLINE_SECONDS``.
        """
        if wait_seconds < 1.0:
            return self.drainer.wait(ticket, wait_seconds)
        if self.drainer.wait(ticket, CHECK_AFTER_SECONDS):
            return True
        if not self.health.answers(ANSWER_DEADLINE_SECONDS):
            return False
        if self.drainer.wait(ticket, wait_seconds - CHECK_AFTER_SECONDS):
            return True
        self.health.mark_down(f"journal not applied within {wait_seconds:.2f} s")  # the replay is stuck on it
        return False

    def read(self, ops: list[Op], *, deadline_seconds: float | None = None) -> list[Result]:
        """Run read ops on the database, bounded; empty results while it is down or slow."""
        inner = self._inner()
        deadline = self.read_deadline_seconds if deadline_seconds is None else deadline_seconds
        if self._strict:
            if inner is None:
                raise self.health.unavailable()
            return self.health.run(lambda: inner.batch(ops), deadline_seconds=deadline)
        if inner is None or not ops:
            return [_empty_result(op) for op in ops]
        return self.health.call(lambda: inner.batch(ops), lambda: [_empty_result(op) for op in ops],
                                deadline_seconds=deadline)

    def batch(self, ops: Iterable[Op]) -> list[Result]:
        """Writes to the journal (in order), reads to the database; results in the order of ``ops``."""
        ops = list(ops)
        results: list[Result] = [None] * len(ops)
        reads = [(i, op) for i, op in enumerate(ops) if isinstance(op, GetOp | SearchOp | ListNamespacesOp)]
        writes = [op for op in ops if isinstance(op, PutOp)]
        if writes:
            self.write([entry_of(op) for op in writes])
        if reads:
            for (i, _), value in zip(reads, self.read([op for _, op in reads]), strict=True):
                results[i] = value
        return results

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        """The async path: the store is synchronous here, so run ``batch`` in a thread."""
        return await asyncio.to_thread(self.batch, list(ops))


def entry_of(op: PutOp) -> JournalEntry:
    """The journal entry recording one LangGraph write (a put, or a delete when its value is None)."""
    if op.value is None:
        return JournalEntry.delete(op.namespace, op.key)
    index = op.index if op.index is None or op.index is False else list(op.index)
    return JournalEntry.put(op.namespace, op.key, op.value, index=index)
