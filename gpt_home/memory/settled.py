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

from langgraph.store.base import BaseStore, GetOp, ListNamespacesOp, Op, Result, SearchOp

from gpt_home.memory.journaled import JournaledStore


class SettledReads(BaseStore):
    """Journaled writes that do not wait; reads that see every write journaled before them (when the database
    answers within ``settle_seconds``)."""

    def __init__(self, store: JournaledStore, *, settle_seconds: float) -> None:
        self._store = store.with_timing(wait_seconds=0.0)
        self._settle = settle_seconds
        self._ticket = 0  # the drainer round that applies this view's last write (0: none outstanding)

    @property
    def journaled(self) -> JournaledStore:
        """The underlying store (writes do not wait)."""
        return self._store

    def _before_read(self, ops: list[Op]) -> None:
        ticket = self._ticket
        reads = any(isinstance(op, GetOp | SearchOp | ListNamespacesOp) for op in ops)
        if ticket and reads and (not self._store.health.may_try() or self._store.drainer.wait(ticket, self._settle)):
            self._ticket = 0 if self._ticket == ticket else self._ticket

    def batch(self, ops: Iterable[Op]) -> list[Result]:
        """Writes journaled (no wait); reads after this view's earlier writes were applied."""
        ops = list(ops)
        self._before_read(ops)
        results = self._store.batch(ops)
        if any(not isinstance(op, GetOp | SearchOp | ListNamespacesOp) for op in ops):
            self._ticket = self._store.drainer.kick()  # a round started after this kick includes the write
        return results

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        """The async form of :meth:`batch`."""
        import asyncio

        return await asyncio.to_thread(self.batch, list(ops))

    def __getattr__(self, name: str) -> Any:  # journal, drainer, health: as the journaled store's
        return getattr(self._store, name)
