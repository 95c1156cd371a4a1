"""Closing speech-to-text before the process exits: no thread is inside CTranslate2 when its libraries go away.

Why: speech-to-text runs on worker threads as well as on the loop's: the speculative passes of a capture
("stt-early", audio/speculation.py) and the reload on the wake word ("stt-load"). A stop that came during a turn
(SIGTERM while the user spoke, or the input ending) left such a pass running while the main thread went on to the
interpreter's end, and the C libraries' exit handlers (CTranslate2's destructors among them) then ran under it: the
shape of round 13's SIGSEGV at stop, which agent/model_close.py closed for the language model only.

So the engine is closed in order, as the model is: from ``close`` on no load and no pass starts (a pass asked for
raises ``SttError``, which the capture reports like any engine failure); the close waits, bounded, for the passes
under way; then the model is dropped while the interpreter still runs. The daemon closes it after its backend
(voice_commands.cmd_run); an ``atexit`` handler closes any engine still open (other commands, the Wyoming server).
"""

from __future__ import annotations

import atexit
from collections.abc import Callable
import logging
import threading
import time
import weakref
from typing import Any

_LOGGER = logging.getLogger(__name__)
# A fitted pass takes 0.1-0.5 CPU-s, a 30 s window about 2; a Pi at load several times that. Bounded well inside
# systemd's TimeoutStopSec (20 s, systemd/gpt-home.service), with the model's close and the database's after it.
CLOSE_WAIT_SECONDS = 5.0
_open: weakref.WeakSet[Any] = weakref.WeakSet()
_open_lock = threading.Lock()


class ClosingEngine:
    """``close`` for an engine that keeps ``_state`` (a Condition), ``_users`` (passes running) and ``_drop()``
    (frees the model, ``_state`` held). Subclasses call ``_track()`` once built."""

    _state: threading.Condition
    _users: int
    closed: bool = False
    _drop: Callable[[], bool]  # frees the model; provided by the engine (a method of the subclass)

    def _track(self) -> None:
        """Register for the ``atexit`` close (a weak reference: a dropped engine is never kept alive by it)."""
        with _open_lock:
            if not _open:
                atexit.register(close_all)
            _open.add(self)

    def close(self, timeout_seconds: float = CLOSE_WAIT_SECONDS) -> bool:
        """Start no pass or load any more, wait up to ``timeout_seconds`` for those running, free the model; True
        once closed (idempotent). False (logged) when a pass still ran at the deadline: the model is left as it is."""
        deadline = time.monotonic() + timeout_seconds
        with self._state:
            first = not self.closed
            self.closed = True  # from here _load refuses: no pass or load starts
            while self._users:
                left = deadline - time.monotonic()
                if left <= 0:
                    _LOGGER.error("speech-to-text was still transcribing %.1f s after the stop: not closed",
                                  timeout_seconds)
                    return False
                self._state.wait(left)
            dropped = self._drop()
        with _open_lock:
            _open.discard(self)
        if first or dropped:
            _LOGGER.info("speech-to-text closed")
        return True


def close_all(timeout_seconds: float = CLOSE_WAIT_SECONDS) -> int:
    """Close every engine still open, within one shared ``timeout_seconds``; how many closed (``atexit``)."""
    deadline = time.monotonic() + timeout_seconds
    with _open_lock:
        engines = list(_open)
    return sum(engine.close(max(0.0, deadline - time.monotonic())) for engine in engines)
