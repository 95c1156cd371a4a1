"""The bookkeeping of a finished turn, done after its reply, in order, on one thread of the process.

Recording the conversation thread (a journaled write: an fsync'd journal line, then Postgres) and queueing the
background memory work took milliseconds on every turn; none of it changes the reply. The assistant hands each finished
turn here and answers at once. Jobs run strictly in turn order; :meth:`TurnRecorder.flush` waits for them (tests,
a CLI command about to exit) and :meth:`TurnRecorder.close` finishes them before the process ends.
"""

from __future__ import annotations

import logging
import threading
from collections import deque
from collections.abc import Callable

_LOGGER = logging.getLogger(__name__)


class TurnRecorder:
    """Runs after-reply jobs one at a time, in the order they were handed in."""

    def __init__(self, *, name: str = "gpt-home-turn-recorder") -> None:
        self._name = name
        self._jobs: deque[Callable[[], None]] = deque()
        self._cond = threading.Condition()
        self._running = False
        self._stopping = False
        self._thread: threading.Thread | None = None

    def submit(self, job: Callable[[], None]) -> None:
        """Queue ``job`` (returns at once); after :meth:`close` it runs in the caller's thread instead."""
        with self._cond:
            if not self._stopping:
                self._jobs.append(job)
                if self._thread is None:
                    self._thread = threading.Thread(target=self._loop, name=self._name, daemon=True)
                    self._thread.start()
                self._cond.notify_all()
                return
        self._run(job)

    @property
    def pending(self) -> int:
        """Jobs queued or running."""
        with self._cond:
            return len(self._jobs) + (1 if self._running else 0)

    def flush(self, timeout_seconds: float) -> bool:
        """Wait (bounded) until every job handed in so far has run; True when none is left."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._jobs and not self._running, timeout=max(0.0, timeout_seconds))

    def close(self, timeout_seconds: float = 10.0) -> bool:
        """Run what is queued (bounded) and stop; later jobs run in their caller's thread."""
        done = self.flush(timeout_seconds)
        with self._cond:
            self._stopping = True
            left = len(self._jobs)
            self._cond.notify_all()
        if left:
            _LOGGER.warning("%d finished turns were not recorded before closing", left)
        return done

    def _loop(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._jobs or self._stopping)
                if not self._jobs:
                    return
                job = self._jobs.popleft()
                self._running = True
            try:
                self._run(job)
            finally:
                with self._cond:
                    self._running = False
                    self._cond.notify_all()

    @staticmethod
    def _run(job: Callable[[], None]) -> None:
        try:
            job()
        except Exception as exc:  # noqa: BLE001 - one turn's bookkeeping must not stop the next turn's
            _LOGGER.warning("recording a finished turn failed: %s", exc)
