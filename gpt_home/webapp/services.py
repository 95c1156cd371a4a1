"""What the settings page needs from the rest of GPT Home, opened once per process and closed on shutdown.

The memory service (built by ``memory.factory.open_memory_service``) is opened on the first request that needs it
and connects in the background, so the page starts and can say "database unreachable" instead of refusing to start;
a database handed in by the caller (tests, the benchmark) is never closed here.
"""

from __future__ import annotations

import functools
import logging
import threading
from pathlib import Path
from typing import Any

from flask import Flask, current_app, request

from gpt_home.config import Settings
from gpt_home.memory.journal import JOURNAL_DIR_NAME
from gpt_home.memory.service import MemoryService
from gpt_home.webapp.auth import LoginLimiter, SessionStore
from gpt_home.webapp.view_cache import ViewCache

_LOGGER = logging.getLogger(__name__)
EXTENSION_KEY = "gpt_home"
STATUS_FILE_NAME = "status.json"
PAGE_WAIT_SECONDS = 5.0  # a page request waits this long for the database before saying it is unreachable


class WebServices:
    """The settings page's resources: store, memory manager, timer service, sessions and the login limiter."""

    def __init__(self, settings: Settings, *, db: Any = None) -> None:
        self.settings = settings
        self.sessions = SessionStore()
        self.login_limiter = LoginLimiter()
        self.views = ViewCache(settings.data_dir / JOURNAL_DIR_NAME)  # memory views, until anything changes
        self._db = db  # handed in by tests and benchmarks; the memory service uses it and never closes it
        self._lock = threading.Lock()
        self._memory: MemoryService | None = None
        self._timers: Any = None
        self._health: Any = None

    def init_app(self, app: Flask) -> None:
        """Register on ``app`` (one instance per app)."""
        app.extensions[EXTENSION_KEY] = self

        @app.teardown_request
        def _stale_after_writes(exc: BaseException | None) -> None:
            # After the handler, before the client has the answer: its next GET never sees the old view.
            if request.method not in ("GET", "HEAD", "OPTIONS"):
                self.views.changed()

    @functools.cached_property
    def status_path(self) -> Path:
        """Where the voice daemon writes its state and last turns."""
        return self.settings.data_dir / STATUS_FILE_NAME

    def database(self) -> Any:
        """The open Database (gpt_home.memory.store) of the memory service, waiting a bounded time for it.

        Raises:
            StoreError: the database cannot be reached or set up (the next call tries again).
        """
        return self.memory().database(PAGE_WAIT_SECONDS)

    def memory(self) -> MemoryService:
        """The process's memory service (journaled writes; reads raise StoreUnavailableError while it is down)."""
        with self._lock:
            if self._memory is None:
                from gpt_home.memory.factory import open_memory_service

                self._memory = open_memory_service(self.settings, database=self._db, background=False,
                                                   write_wait_seconds=PAGE_WAIT_SECONDS)
                self._memory.wait_ready(PAGE_WAIT_SECONDS)
            return self._memory

    def timers(self) -> Any:
        """The persisted TimerService of this device, or None when this build has no timers."""
        try:
            from gpt_home.skills.timers import TimerService
        except ImportError:
            return None
        memory = self.memory()
        with self._lock:
            if self._timers is None:
                self._timers = TimerService(memory.store, device_id=self.settings.device_id,
                                            grace_seconds=self.settings.alarm_grace_seconds, pool=memory.pool)
            return self._timers

    def health(self) -> Any:
        """The (briefly cached) health checker of the Status page."""
        from gpt_home.webapp.status import HealthChecker

        with self._lock:
            if self._health is None:
                self._health = HealthChecker(self.settings, lambda: self.memory().available)
            return self._health

    def close(self) -> None:
        """Close what this object opened (idempotent)."""
        with self._lock:
            if self._memory is not None:
                self._memory.close()  # closes the database only when the service opened it
                self._memory = None
            self._timers = None


def services() -> WebServices:
    """The WebServices of the current app."""
    return current_app.extensions[EXTENSION_KEY]
