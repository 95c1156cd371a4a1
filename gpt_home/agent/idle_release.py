"""When the local model is given back: after ``idle_release_seconds`` without use, or at once when asked.

Why a module of its own: agent/local_model.py holds the load, the use and the state kept across loads; the timers
that release an idle model are one separate concern, shared by a turn's use and a read-ahead (agent/read_ahead.py),
which counts as a use so a model loaded for a thread stays as long as after a model turn, and no longer.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any


class IdleRelease:
    """The idle-release timers of ``OnDemandModel`` (it provides ``release``, the use lock and the loaded model)."""

    idle_release_seconds: float
    _timer: threading.Timer | None
    _last_used: float
    _use_lock: threading.Lock
    _llama: Any
    release: Callable[..., bool]  # OnDemandModel's: give the model back (``wait_for_load`` keyword)
    closed: bool  # OnDemandModel's (agent/model_close.py): no timer starts once the model is closed

    def idle_from_now(self) -> None:
        """Count the idle release from now, unless a generation or a read-ahead holds the model (it counts from its
        end then): a load no turn used (a guess made while the user spoke) is given back after the idle limit too."""
        if self._llama is not None and self._use_lock.acquire(blocking=False):
            try:
                self._used()
            finally:
                self._use_lock.release()

    def _used(self) -> None:
        """The model was just used (the caller holds the use lock): the idle release counts from now."""
        self._cancel_release()
        self._last_used = time.monotonic()
        self._schedule_release()

    def _schedule_release(self) -> None:
        if self.closed:
            return
        if self.idle_release_seconds <= 0:
            self.release_async()
            return
        self._timer = threading.Timer(self.idle_release_seconds, self._release_if_idle)
        self._timer.daemon = True
        self._timer.start()

    def release_when_idle(self) -> None:
        """Release on a worker thread as soon as no generation runs, however recently it was used (returns at once).

        The daemon calls this on the wake word: speech-to-text needs its working memory next, and the model is then
        loaded again only when the transcript needs it, so both are never resident at once.
        """
        if self._llama is not None:
            threading.Thread(target=self.release, name="llm-release", daemon=True).start()

    def release_async(self) -> None:
        """Release on a worker thread as soon as the current generation ends."""
        threading.Thread(target=self._release_when_free, name="llm-release", daemon=True).start()

    def _release_when_free(self) -> None:
        with self._use_lock:
            pass
        if time.monotonic() - self._last_used >= self.idle_release_seconds:
            self.release()

    def _release_if_idle(self) -> None:
        if time.monotonic() - self._last_used >= self.idle_release_seconds - 0.01:
            self.release()

    def _cancel_release(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
