"""Is the memory database usable right now? One answer per process, and bounded calls that never hang a turn.

Every database call on the reply path goes through :meth:`Health.call`: while the database is known to be down (or
still connecting) it is not tried at all and the caller's fallback is returned at once; otherwise the call runs on a
small worker pool and is abandoned after a deadline (a SIGSTOPped server never answers, a killed one errors). A missed
deadline or a connection error marks the database down with exponential backoff, and a background probe marks it up
again as soon as a trivial query answers, so a slow-but-alive database costs one degraded call, not a backoff period.
"""

from __future__ import annotations

import concurrent.futures
import logging
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from gpt_home.errors import StoreError

_LOGGER = logging.getLogger(__name__)
T = TypeVar("T")


class StoreUnavailableError(StoreError):
    """The memory database did not answer in time or is known to be down (the caller's fallback applies)."""

    code = "STORE_UNAVAILABLE"


def is_unavailable(exc: BaseException) -> bool:
    """True when ``exc`` means "the database cannot be reached now" (journal and retry), not "this write is bad"."""
    import psycopg

    # PoolTimeout is an OperationalError; InterfaceError covers "the connection is closed". A plain StoreError (a
    # failed setup, a rejected clear) is not "unavailable": retrying it would fail the same way forever.
    return isinstance(exc, psycopg.OperationalError | psycopg.InterfaceError | StoreUnavailableError | TimeoutError)


@dataclass
class Backoff:
    """When to try the database again after failures: a pure decision, time passed in."""

    base_seconds: float = 0.5
    max_seconds: float = 15.0
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


class Health:
    """Up/down state of one database for one process, and the bounded way to call it."""

    def __init__(self, *, deadline_seconds: float, clock: Callable[[], float] = time.monotonic,
                 workers: int = 8) -> None:
        self.deadline_seconds = deadline_seconds
        self.backoff = Backoff()
        self._clock = clock
        self._lock = threading.Lock()
        self._connected = threading.Event()  # the connector opened the database at least once
        self._attempted = threading.Event()  # the connector finished a first attempt, whatever the outcome
        self._answered = threading.Event()  # the server answered a connection: opening it is under way
        self._up = threading.Event()  # set while calls may be tried
        # Daemon threads, not a ThreadPoolExecutor: its workers are joined at exit, and a call stuck on a hung
        # server would then keep a finished CLI command from exiting. A worker stays for the next call (starting a
        # thread on every read cost more than the read itself on the reply path); at most ``workers`` of them.
        self._slots = threading.BoundedSemaphore(workers)
        self._jobs: queue.SimpleQueue[Callable[[], None]] = queue.SimpleQueue()
        self._idle = 0  # workers waiting for a job (under ``_lock``)
        self._probe: Callable[[], None] | None = None
        self._probing = False
        self.on_up: list[Callable[[], None]] = []  # called on the first connection and when the database comes back
        self.last_error = ""

    # --- state ---------------------------------------------------------------------------------------------
    def set_probe(self, probe: Callable[[], None]) -> None:
        """What "is it back?" runs (a trivial query that raises when the database does not answer)."""
        self._probe = probe

    def server_answered(self) -> None:
        """The server accepted a connection: the connector is setting up (pool, schema), not waiting on a dead or
        hung server."""
        if not self._answered.is_set():
            _LOGGER.debug("the memory database server answered; setting it up")
        self._answered.set()

    def connected(self) -> None:
        """The connector has an open database: calls may be tried from now on."""
        self._answered.set()
        self._connected.set()
        self._attempted.set()
        self.mark_up()

    @property
    def is_connected(self) -> bool:
        """True once the database was opened in this process."""
        return self._connected.is_set()

    def attempt_failed(self, reason: str) -> None:
        """The connector's attempt failed (it retries in the background)."""
        self.last_error = reason
        self._attempted.set()

    def wait_connected(self, timeout_seconds: float) -> bool:
        """Wait (bounded) for the first connection, or for the first attempt to fail; True when connected."""
        self._attempted.wait(max(0.0, timeout_seconds))
        return self._connected.is_set()

    def wait_up(self, timeout_seconds: float) -> bool:
        """Wait (bounded) until calls may be tried again (connected, not backing off after a failure); True if so."""
        self._up.wait(max(0.0, timeout_seconds))
        return self.may_try()

    def wait_connected_if_answering(self, timeout_seconds: float) -> bool:
        """Like :meth:`wait_connected`, but only when the server has already answered; otherwise return at once.

        The reply path uses this: a database that is up but still being set up is worth a bounded moment (the turn
        then has memory and its conversation), one that has not answered yet (hung, absent, refusing) is not waited
        for at all (the turn answers in outage mode and the connector catches up in the background).
        """
        if self._answered.is_set() and not self._connected.is_set():
            self._attempted.wait(max(0.0, timeout_seconds))
        return self._connected.is_set()

    def unavailable(self) -> StoreUnavailableError:
        """The error to raise while the database cannot be used, with the last reason known."""
        return StoreUnavailableError(f"the memory database is unavailable ({self.last_error or 'still connecting'})")

    def may_try(self) -> bool:
        """False while connecting or backing off after a failure: skip the database entirely."""
        return self._connected.is_set() and self.backoff.may_try(self._clock())

    @property
    def is_up(self) -> bool:
        """True when the last call or probe succeeded."""
        return self._up.is_set() and self._connected.is_set()

    def mark_down(self, exc: BaseException | str) -> None:
        """The database failed: back off, and probe in the background until it answers again."""
        with self._lock:
            first = self.backoff.failures == 0
            self.backoff.failed(self._clock())
            self._up.clear()
            self.last_error = _short(exc)
        (_LOGGER.warning if first else _LOGGER.debug)(
            "the memory database is unavailable (%s); memory writes go to the journal", self.last_error)
        self._start_probe()

    def retry_now(self) -> None:
        """Something changed (the server was restarted): let the probe try again at once."""
        with self._lock:
            self.backoff.retry_at = self._clock()
        self._start_probe()

    def mark_up(self) -> None:
        """The database answered."""
        with self._lock:
            was_down = self.backoff.failures > 0
            came_up = was_down or not self._up.is_set()  # first connection or back after an outage
            self.backoff.succeeded()
            self._up.set()
        if was_down:
            _LOGGER.info("the memory database is available again")
        if not came_up:  # an ordinary successful call: nothing to wake (hooks would fire on every query)
            return
        for callback in list(self.on_up):
            try:
                callback()
            except Exception as exc:  # noqa: BLE001 - a wake-up hook must never break the caller
                _LOGGER.debug("database-up hook failed: %s", exc)

    # --- calls ---------------------------------------------------------------------------------------------
    def call(self, fn: Callable[[], T], fallback: Callable[[], T], *, deadline_seconds: float | None = None) -> T:
        """``fn()`` within the deadline, or ``fallback()`` when the database is down, slow or unreachable.

        Errors that do not mean "unavailable" (a bad value, a missing user id) are the caller's and propagate.
        """
        if not self.may_try():
            return fallback()
        try:
            return self.run(fn, deadline_seconds=deadline_seconds)
        except StoreUnavailableError:
            return fallback()

    def run(self, fn: Callable[[], T], *, deadline_seconds: float | None = None) -> T:
        """``fn()`` within the deadline.

        Raises:
            StoreUnavailableError: the database is down, did not answer in time, or the connection failed.
        """
        if not self.may_try():
            raise self.unavailable()
        deadline = self.deadline_seconds if deadline_seconds is None else deadline_seconds
        future = self._submit(fn)
        try:
            result = future.result(timeout=deadline)
        except concurrent.futures.TimeoutError:
            self.mark_down(f"no answer within {deadline:.2f} s")
            raise StoreUnavailableError(f"the memory database did not answer within {deadline:.2f} s") from None
        except Exception as exc:
            if not is_unavailable(exc):
                raise
            self.mark_down(exc)
            raise StoreUnavailableError(f"the memory database is unavailable ({_short(exc)})") from None
        self.mark_up()
        return result

    def answers(self, deadline_seconds: float) -> bool:
        """True when the server answers a trivial query (the probe's) within the deadline; False marks it down.

        For callers that wait for a slow write (the CLI, the page): a server that is busy still answers this at
        once, a hung one does not, and then they stop waiting instead of running out their whole wait."""
        if self._probe is None:
            return self.may_try()
        try:
            self.run(self._probe, deadline_seconds=deadline_seconds)
        except StoreUnavailableError:
            return False
        except Exception as exc:  # noqa: BLE001 - whatever the trivial query raised, the server did not answer it
            self.mark_down(exc)
            return False
        return True

    def _submit(self, fn: Callable[[], T]) -> concurrent.futures.Future[T]:
        future: concurrent.futures.Future[T] = concurrent.futures.Future()
        if not self._slots.acquire(blocking=False):  # every worker is stuck on a hung call
            future.set_exception(StoreUnavailableError("every database worker is waiting for the server"))
            return future

        def work() -> None:
            try:
                future.set_result(fn())
            except BaseException as exc:  # noqa: BLE001 - handed to the waiting caller
                future.set_exception(exc)

        with self._lock:
            start = self._idle == 0
            if not start:
                self._idle -= 1
        self._jobs.put(work)
        if start:
            threading.Thread(target=self._work, name="gpt-home-db-call", daemon=True).start()
        return future

    def _work(self) -> None:
        """One worker: runs calls one after another; its slot is freed only once it waits again, so the workers
        never outnumber the slots."""
        while True:
            self._jobs.get()()
            with self._lock:
                self._idle += 1
            self._slots.release()

    def _start_probe(self) -> None:
        with self._lock:
            if self._probing or self._probe is None or not self._connected.is_set():
                return
            self._probing = True
        threading.Thread(target=self._probe_loop, name="gpt-home-db-probe", daemon=True).start()

    def _probe_loop(self) -> None:
        try:
            while True:
                wait = max(0.0, self.backoff.retry_at - self._clock())
                time.sleep(min(wait, 1.0))
                if not self.backoff.may_try(self._clock()):
                    continue
                try:
                    assert self._probe is not None
                    self._probe()
                except Exception as exc:  # noqa: BLE001 - any failure means "still down"
                    with self._lock:
                        self.backoff.failed(self._clock())
                        self.last_error = _short(exc)
                    continue
                self.mark_up()
                return
        finally:
            with self._lock:
                self._probing = False

    def close(self) -> None:
        """Stop trying the database; abandoned calls finish (or not) in their daemon threads."""
        self._connected.clear()
        self._up.clear()


def _short(exc: BaseException | str) -> str:
    if isinstance(exc, str):
        return exc
    text = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {text[0]}" if text else type(exc).__name__


def unavailable_fallback(value: Any) -> Callable[[], Any]:
    """A fallback returning ``value`` (a fresh copy for lists and dicts)."""
    return lambda: type(value)(value) if isinstance(value, list | dict) else value
