"""Closing the local model before the process exits: no thread is inside llama.cpp when its C libraries go away.

Why: in round 13's voice runs the daemon died with SIGSEGV (exit code -11) after "voice loop stopped" in 3 of 6 runs,
and systemd marks a unit failed for that. The core dumps showed why: the read-ahead that follows the last reply
(agent/read_ahead.py, on a daemon thread) was still inside ``llama_decode`` when the main thread had finished the
interpreter and was running the C libraries' exit handlers (``__run_exit_handlers``: CTranslate2's destructors, and
ggml's own); ggml's compute then read freed memory (``ggml_cpu_extra_compute_forward``). faulthandler printed
nothing: it is uninstalled by then. Nothing had stopped the read-ahead, the idle-release timers or a load under way,
and the model was left to whatever order the exit freed things in.

So the holder is closed, in order, while the interpreter still runs (the daemon's backend closes it; an ``atexit``
handler closes every shared holder otherwise): no load, read-ahead or release starts any more; the timers are
cancelled; a running read-ahead stops at its next batch (the flag a turn sets); the close takes the use lock and the
load lock, so it waits for a generation, a read-ahead or a load under way; then the model is freed. After that no
thread can reach the model: every way in checks ``closed`` or finds none loaded. A generation running at the close
(a turn on another thread) ends at its next token (agent/llm.py checks ``closed``), so the close waits for one token,
not for a whole answer.

The wait is bounded, and one bound covers every holder (``close_all``): it was 60 s per holder, three times systemd's
stop timeout for the daemon (TimeoutStopSec=20, systemd/gpt-home.service), which would have killed the process
mid-close, the database's close included. A close that times out is logged and leaves that model as it is.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from typing import Any, ClassVar

_LOGGER = logging.getLogger(__name__)
# A read-ahead stops within one batch and a generation within one token (about 0.01-0.05 s on the 2-core box); a load
# under way (0.15 s quiet, 21 s once at load 16) is cut after its weights and context: the voice rules and head it
# evaluates then end at their next batch; the weights' load itself cannot be cut (llama-cpp-python does not pass
# llama.cpp's progress callback). Well inside TimeoutStopSec=20 with speech-to-text's close (audio/stt_close.py) and
# the database's after it.
CLOSE_WAIT_SECONDS = 8.0


class Closing:
    """``close`` and ``close_all`` of ``OnDemandModel`` (it provides the locks, timers, flags and ``_close``)."""

    _instances: ClassVar[dict[tuple[str, int], Any]]
    _instances_lock: ClassVar[threading.Lock]
    closed: bool
    keep_thread: bool
    _kept: Any
    _kept_timer: threading.Timer | None
    _llama: Any
    _use_lock: threading.Lock
    _load_lock: threading.Lock
    _turn_waiting: threading.Event
    _stopping: threading.Event

    _cancel_release: Callable[[], None]  # IdleRelease's: cancels the idle-release timer
    _close: Callable[[], None]  # OnDemandModel's: frees the loaded model (both locks held)

    def close(self, timeout_seconds: float = CLOSE_WAIT_SECONDS) -> bool:
        """Stop every use of the model and free it (module docstring); True once it is closed. Idempotent.
        False (logged) when a generation or a load still held it after ``timeout_seconds``."""
        self.closed = True  # from here no load, read-ahead, prepare or idle release starts; a generation stops
        self._stopping.set()  # a load's own evaluations (voice rules, head) end at their next batch
        self._cancel_release()
        if self._kept_timer is not None:
            self._kept_timer.cancel()
        self._turn_waiting.set()  # a read-ahead stops at its next batch; a load under way reads no head ahead
        deadline = time.monotonic() + timeout_seconds
        if not self._use_lock.acquire(timeout=timeout_seconds):
            _LOGGER.error("the language model was still in use %.0f s after the stop: not closed", timeout_seconds)
            return False
        try:
            if not self._load_lock.acquire(timeout=max(0.0, deadline - time.monotonic())):
                _LOGGER.error("the language model was still loading %.0f s after the stop: not closed",
                              timeout_seconds)
                return False
            try:
                self.keep_thread = False  # the process ends: nothing is carried over to a next load
                if self._llama is not None:
                    self._close()
                    _LOGGER.info("local language model closed")
                self._kept = None
            finally:
                self._load_lock.release()
        finally:
            self._use_lock.release()
        return True

    @classmethod
    def close_all(cls, timeout_seconds: float = CLOSE_WAIT_SECONDS) -> int:
        """Close every process-wide holder (``OnDemandModel.shared``) within one shared ``timeout_seconds``; how
        many closed. The daemon's backend calls it on its way out, and ``atexit`` once more for any other process (a
        second call does nothing)."""
        deadline = time.monotonic() + timeout_seconds
        with cls._instances_lock:
            holders = list(cls._instances.values())
        return sum(holder.close(max(0.0, deadline - time.monotonic())) for holder in holders)
