"""Running the memory pass after a turn: read the user's memories, decide (``learning.decide``), apply, log why.

The pass runs on the background memory worker once the reply exists, so a voice reply is never delayed by it; the
CLI's ``ask`` drains the worker before it exits, so a stated fact is listed when the command returns. Turns a local
intent handled ("remember that ...", timers, lights) are skipped: the intent already did what was asked, and a
second copy of a remembered fact must not appear.
"""

from __future__ import annotations

import logging
import threading
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from gpt_home.memory.background import BackgroundWorker, CancelToken
from gpt_home.memory.fact_memory import FactMemory
from gpt_home.memory.learning import Action, Decision, decide, nothing
from gpt_home.memory.statements import Reason

_LOGGER = logging.getLogger(__name__)
SKIPPED_SOURCES = frozenset({"intent"})  # Reply.handled_by values whose turn the pass leaves alone
STALE_JOB_SECONDS = 10.0  # a queued pass older than this was dropped (memory cleared, worker stopped): stop waiting


@dataclass(frozen=True)
class FinishedTurn:
    """One user turn whose reply has been given: what the memory pass reads."""

    user_id: str
    thread_id: str
    user_text: str
    handled_by: str = ""


class LearningPass:
    """Decides and applies the memory pass for finished turns; one per process."""

    def __init__(self, memory: FactMemory, *, clock: Callable[[], float] = time.monotonic, spool: Any = None) -> None:
        self._memory = memory
        self._clock = clock
        self._spool = spool  # a pass_spool.PassSpool: unfinished passes survive a crash or an outage
        self.last: Decision | None = None  # the latest decision (for the CLI's --json and tests)
        self.seconds: list[float] = []  # how long each pass took (bench/learning_eval.py reads it)
        self._queued: dict[str, tuple[str, float]] = {}  # job id -> (user, queued at): passes not finished yet
        self._cond = threading.Condition()
        self.failed_since_resume = False  # a pass raised (database down) since the spool was last re-queued

    def run(self, turn: FinishedTurn, token: CancelToken | None = None) -> Decision:
        """Decide and apply the pass over ``turn``; store errors propagate (the worker logs them)."""
        started = self._clock()
        if turn.handled_by in SKIPPED_SOURCES:
            decision = nothing(Reason.INTENT)
        else:
            decision = decide(turn.user_text, self._memory.semantic(turn.user_id))
            if decision.writes:
                if token is not None:
                    with token.guard():  # a clear that came meanwhile wins: nothing is written
                        self._apply(turn.user_id, decision)
                else:
                    self._apply(turn.user_id, decision)
        self.last = decision
        self.seconds.append(self._clock() - started)
        _LOGGER.info("memory pass: %s (%s)", decision.action, decision.reason)
        _LOGGER.debug("memory pass over %r -> %r", turn.user_text, decision.text)
        return decision

    def _apply(self, user_id: str, decision: Decision) -> None:
        """Write first, then remove what it supersedes: an interrupted replace leaves the new fact, never none."""
        if decision.action in (Action.STORE, Action.REPLACE):
            self._memory.store(user_id, decision.text)
        if decision.action in (Action.REPLACE, Action.DELETE):
            for key in decision.supersedes:
                self._memory.forget(user_id, key)
        if decision.profile:
            try:
                self._memory.set_profile(user_id, decision.profile)
            except ValueError as exc:  # PatchFailedError / ProfileTooLargeError: the fact is stored all the same
                _LOGGER.warning("profile not updated from conversation: %s", exc)

    def submit(self, worker: BackgroundWorker, turn: FinishedTurn, owner: str, *, job_id: str | None = None) -> None:
        """Queue the pass on the background worker (returns at once); every turn gets its own job.

        The turn is kept in the spool first and dropped from it only once its pass has been applied, so a pass cut
        short is run again by :meth:`resume` at the next start (``job_id`` given: such a resumed pass).
        """
        if job_id is None:
            job_id = uuid.uuid4().hex
            if self._spool is not None:
                try:
                    self._spool.add(job_id, turn)
                except OSError as exc:
                    _LOGGER.warning("could not keep the memory pass on disk (it still runs now): %s", exc)
        with self._cond:
            self._queued[job_id] = (turn.user_id, self._clock())

        def job(token: CancelToken) -> None:
            applied = False
            try:
                self.run(turn, token)
                applied = True
            except Exception:
                self.failed_since_resume = True  # kept in the spool; the next turn queues it again
                raise
            finally:
                with self._cond:
                    self._queued.pop(job_id, None)
                    self._cond.notify_all()
                if applied and self._spool is not None:
                    self._spool.done(job_id)

        worker.submit(("learn", owner, turn.thread_id, job_id), owner, job)

    def resume(self, worker: BackgroundWorker, owner_of: Callable[[str], str]) -> int:
        """Queue again the passes left unfinished (by an earlier run, or a database outage); returns how many."""
        if self._spool is None:
            return 0
        self.failed_since_resume = False
        with self._cond:
            in_flight = set(self._queued)
        pending = [(j, t) for j, t in self._spool.take_pending() if j not in in_flight]
        for job_id, turn in pending:
            self.submit(worker, turn, owner_of(turn.user_id), job_id=job_id)
        if pending:
            _LOGGER.info("finishing %d memory pass(es) left unfinished by an earlier run", len(pending))
        return len(pending)

    def finish_pending(self) -> int:
        """Apply the passes left unfinished (by an earlier process, or an outage) now, on this thread; returns how
        many were applied. For commands that show memories (``gpt-home memory list``) without running turns."""
        if self._spool is None:
            return 0
        with self._cond:
            in_flight = set(self._queued)
        applied = 0
        for job_id, turn in self._spool.take_pending():
            if job_id in in_flight:
                continue
            self.run(turn)  # store errors propagate: the pass stays in the spool
            self._spool.done(job_id)
            applied += 1
        if applied:
            _LOGGER.info("finished %d memory pass(es) left unfinished by an earlier run", applied)
        return applied

    def settle(self, user_id: str, timeout_seconds: float = 2.0) -> bool:
        """Wait (bounded) until the user's queued passes are done, so "X. ... what is X?" sees X; True when done.

        Called before a memory question is answered: the pass never delays the reply it follows, but the next
        question waits for it (it takes milliseconds; a dropped job stops being waited for after a while).
        """
        deadline = self._clock() + timeout_seconds
        with self._cond:
            while True:
                now = self._clock()
                mine = [j for j, (u, at) in self._queued.items() if u == user_id and now - at < STALE_JOB_SECONDS]
                if not mine:
                    return True
                if now >= deadline:
                    return False
                self._cond.wait(min(0.1, deadline - now))
