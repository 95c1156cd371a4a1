"""One background worker for memory work after a turn (extraction, summaries): debounced, cancellable, bounded.

Why our own and not LangMem's ReflectionExecutor: we need to cancel everything pending *and in flight* for one user
when their memory is cleared (so a deleted fact cannot be re-extracted from an old transcript), to drain with a bounded
wait on shutdown, and a thread that never keeps the process alive by itself (daemon; shutdown drains it).

Each job carries a :class:`CancelToken`. A job performs its writes inside ``token.guard()``, which holds the token's
lock; ``cancel_pending`` takes the same lock, so once it returns no cancelled job can write again.
"""

from __future__ import annotations

import atexit
import contextlib
import logging
import threading
import time
import weakref
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from gpt_home.memory.health import StoreUnavailableError

_LOGGER = logging.getLogger(__name__)


class JobCancelledError(Exception):
    """Raised inside a job that tries to write after its user's memory was cleared."""


class CancelToken:
    """Whether a job may still write; shared between the job and ``cancel_pending``."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._cancelled = False
        self._checks: list[Callable[[], bool]] = []

    @property
    def cancelled(self) -> bool:
        """True once the job's user had their memory cleared."""
        return self._cancelled

    def cancel(self) -> None:
        """Forbid further writes; waits for a write in progress to finish first."""
        with self._lock:
            self._cancelled = True

    def add_check(self, still_allowed: Callable[[], bool]) -> None:
        """Also ask ``still_allowed()`` before each write (e.g. "was this user cleared by another process?")."""
        with self._lock:
            self._checks.append(still_allowed)

    @contextlib.contextmanager
    def guard(self) -> Iterator[None]:
        """Hold this around every write of the job.

        Raises:
            JobCancelledError: the job was cancelled; do not write.
        """
        with self._lock:
            if not self._cancelled and not all(check() for check in self._checks):
                self._cancelled = True
            if self._cancelled:
                raise JobCancelledError("the user's memory was cleared; dropping this background write")
            yield


Job = Callable[[CancelToken], None]


@dataclass
class _Pending:
    key: tuple[str, ...]
    owner: str
    due: float
    job: Job
    token: CancelToken = field(default_factory=CancelToken)


class BackgroundWorker:
    """Runs keyed jobs after a delay on one thread; submitting the same key again restarts its delay (debounce)."""

    def __init__(self, *, name: str = "gpt-home-memory", clock: Callable[[], float] = time.monotonic) -> None:
        self._name = name
        self._clock = clock
        self._cond = threading.Condition()
        self._pending: dict[tuple[str, ...], _Pending] = {}
        self._running: _Pending | None = None
        self._thread: threading.Thread | None = None
        self._stopping = False
        self.completed = 0
        self.failed = 0
        self.cancelled = 0
        ref = weakref.ref(self)
        atexit.register(lambda: (w := ref()) is not None and w.shutdown(timeout_seconds=10.0))

    def submit(self, key: tuple[str, ...], owner: str, job: Job, *, delay_seconds: float = 0.0) -> None:
        """Run ``job`` after ``delay_seconds``, replacing a not yet started job with the same key.

        ``owner`` is the user label the job writes for (what ``cancel_pending`` matches).
        """
        with self._cond:
            if self._stopping:
                _LOGGER.debug("memory worker is stopping; dropping a %s job", key[0])
                return
            self._pending[key] = _Pending(key=key, owner=owner, due=self._clock() + delay_seconds, job=job)
            if self._thread is None:
                self._thread = threading.Thread(target=self._loop, name=self._name, daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def cancel_pending(self, owner: str | None) -> int:
        """Drop every pending job of ``owner`` (None: everyone's) and stop a running one from writing again.

        Returns how many jobs were dropped or stopped.
        """
        with self._cond:
            dropped = [k for k, p in self._pending.items() if owner is None or p.owner == owner]
            for key in dropped:
                del self._pending[key]
            running = self._running if self._running and (owner is None or self._running.owner == owner) else None
            self.cancelled += len(dropped) + (1 if running else 0)
            self._cond.notify_all()
        if running is not None:
            running.token.cancel()  # outside the condition: it may wait for the job's current write
        if dropped or running:
            _LOGGER.info("cancelled %d pending background memory job(s)", len(dropped) + (1 if running else 0))
        return len(dropped) + (1 if running else 0)

    def pending_count(self) -> int:
        """Jobs waiting or running now."""
        with self._cond:
            return len(self._pending) + (1 if self._running else 0)

    def wait_idle(self, timeout_seconds: float, *, run_now: bool = False) -> bool:
        """Wait (bounded) until nothing is pending or running; ``run_now`` first makes every pending job due."""
        deadline = time.monotonic() + timeout_seconds
        with self._cond:
            if run_now:
                now = self._clock()
                for pending in self._pending.values():
                    pending.due = min(pending.due, now)
                self._cond.notify_all()
            while self._pending or self._running:
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    return False
                self._cond.wait(remaining)
            return True

    def shutdown(self, timeout_seconds: float = 10.0) -> bool:
        """Run what is pending now, wait at most ``timeout_seconds``, and stop; True when everything finished."""
        with self._cond:
            if self._thread is None or self._stopping:
                self._stopping = True
                return not self._pending and self._running is None
        finished = self.wait_idle(timeout_seconds, run_now=True)
        with self._cond:
            self._stopping = True
            left = len(self._pending)
            self._pending.clear()
            self._cond.notify_all()
        if not finished:
            _LOGGER.warning("memory worker stopped with %d background job(s) unfinished", left + 1)
        return finished

    def _next_due(self) -> _Pending | None:
        """Under the lock: the earliest job, removed from pending if it is due; else None (caller waits)."""
        if not self._pending:
            return None
        first = min(self._pending.values(), key=lambda p: p.due)
        if first.due <= self._clock():
            del self._pending[first.key]
            return first
        return None

    def _loop(self) -> None:
        while True:
            with self._cond:
                while True:
                    if self._stopping and not self._pending:
                        return
                    job = self._next_due()
                    if job is not None:
                        self._running = job
                        break
                    wait = min((p.due for p in self._pending.values()), default=None)
                    self._cond.wait(None if wait is None else max(0.0, wait - self._clock()))
            try:
                job.job(job.token)
                outcome = "completed"
            except JobCancelledError:
                outcome = "cancelled"
            except BaseException as exc:  # a background job must never kill the worker (LangMem raises BaseException)
                outcome = "failed"
                # During an outage this is expected (the learning pass stays spooled and runs again): no warning on
                # every turn of a `gpt-home ask` with the database down; Health already warned once.
                (_LOGGER.info if isinstance(exc, StoreUnavailableError) else _LOGGER.warning)(
                    "background memory job %s failed: %s", job.key[0], exc)
                _LOGGER.debug("background memory job failure detail", exc_info=True)
            with self._cond:
                if outcome == "completed":
                    self.completed += 1
                elif outcome == "failed":
                    self.failed += 1
                self._running = None
                self._cond.notify_all()
