"""A view of the journaled store for data read back soon after it is written (timers): writes return once
journaled, and a read first lets the writes made through this view reach the database (bounded).

Why: with the reply-path store a "set a timer" turn waited for its write to reach Postgres before answering (up to
the memory deadline), although the write is durable once journaled. Reading back ("what timers do I have", "cancel
the timer") is what needs the database to have it, so the wait moves there, and is skipped once a replay round
that started after the write has finished (usually long before the next spoken request).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from langgraph.store.base import BaseStore, GetOp, ListNamespacesOp, Op, PutOp, Result, SearchOp

from gpt_home.memory.journaled import JournaledStore, entry_of

_READS = (GetOp, SearchOp, ListNamespacesOp)


class SettledReads(BaseStore):
    """Journaled writes that do not wait; reads that see every write journaled before them (when the database
    answers within ``settle_seconds``)."""

    def __init__(self, store: JournaledStore, *, settle_seconds: float) -> None:
        self._store = store.with_timing(wait_seconds=0.0)
        self._settle = settle_seconds
        self._ticket = 0  # the drainer round that applies this view's last write (0: none outstanding)
        self._written: set[str] = set()  # journal entry ids of those writes

    @property
    def journaled(self) -> JournaledStore:
        """The underlying store (writes do not wait)."""
        return self._store

    def _before_read(self, ops: list[Op]) -> None:
        if any(isinstance(op, _READS) for op in ops):
            self.settle_writes()

    def settle_writes(self) -> None:
        """Let this view's earlier writes reach the database (bounded), as a read does first (and SQL on their rows
        must: the timer service's claims and moves)."""
        ticket = self._ticket
        if not ticket:
            return
        written = set(self._written)
        unapplied = written & {e.id for e in self._store.journal.entries()}
        if unapplied and self._store.health.may_try() and not self._store.drainer.wait(ticket, self._settle):
            return  # not applied within the wait: read anyway, and wait again next time
        if self._ticket == ticket:
            self._ticket = 0
            self._written -= written

    def batch(self, ops: Iterable[Op]) -> list[Result]:
        """Writes journaled (no wait); reads after this view's earlier writes were applied."""
        ops = list(ops)
        self._before_read(ops)
        entries = [entry_of(op) for op in ops if isinstance(op, PutOp)]
        if entries:
            self._store.write(entries, wait_seconds=0.0)
            self._written.update(e.id for e in entries)
            self._ticket = self._store.drainer.kick()  # a round started after this kick includes the writes
        reads = [(i, op) for i, op in enumerate(ops) if isinstance(op, _READS)]
        results: list[Result] = [None] * len(ops)
        for (i, _), value in zip(reads, self._store.read([op for _, op in reads]) if reads else [], strict=True):
            results[i] = value
        return results

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        """The async form of :meth:`batch`."""
        import asyncio

        return await asyncio.to_thread(self.batch, list(ops))

    def __getattr__(self, name: str) -> Any:  # journal, drainer, health: as the journaled store's
        return getattr(self._store, name)
