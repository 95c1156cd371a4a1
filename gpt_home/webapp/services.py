"""What the settings page needs from the rest of GPT Home, opened once per process and closed on shutdown.

The database is opened lazily (first request that needs it), so the page starts and can say "database unreachable"
instead of refusing to start; a database handed in by the caller (tests, the benchmark) is never closed here.
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path
from typing import Any

from flask import Flask, current_app

from gpt_home.config import Settings
from gpt_home.memory.manager import MemoryManager
from gpt_home.webapp.auth import LoginLimiter, SessionStore

_LOGGER = logging.getLogger(__name__)
EXTENSION_KEY = "gpt_home"
STATUS_FILE_NAME = "status.json"


class WebServices:
    """The settings page's resources: store, memory manager, timer service, sessions and the login limiter."""

    def __init__(self, settings: Settings, *, db: Any = None) -> None:
        self.settings = settings
        self.sessions = SessionStore()
        self.login_limiter = LoginLimiter()
        self._db = db
        self._owns_db = db is None
        self._lock = threading.Lock()
        self._manager: MemoryManager | None = None
        self._timers: Any = None
        self._health: Any = None

    def init_app(self, app: Flask) -> None:
        """Register on ``app`` (one instance per app)."""
        app.extensions[EXTENSION_KEY] = self

    @property
    def status_path(self) -> Path:
        """Where the voice daemon writes its state and last turns."""
        return self.settings.data_dir / STATUS_FILE_NAME

    def database(self) -> Any:
        """The open Database (gpt_home.memory.store), opened on first use.

        Raises:
            StoreError: the database cannot be reached or set up (the next call tries again).
        """
        with self._lock:
            if self._db is None:
                from gpt_home.memory.store import open_database

                self._db = open_database(self.settings)
                _LOGGER.info("settings page connected to the store at %s", self._db.display_url)
            return self._db

    def memory(self) -> MemoryManager:
        """The memory facade over the store."""
        db = self.database()
        with self._lock:
            if self._manager is None:
                self._manager = MemoryManager(db.store, device_id=self.settings.device_id, pool=db.pool,
                                              profile_max_bytes=self.settings.profile_max_bytes)
            return self._manager

    def timers(self) -> Any:
        """The persisted TimerService of this device, or None when this build has no timers."""
        try:
            from gpt_home.skills.timers import TimerService
        except ImportError:
            return None
        db = self.database()
        with self._lock:
            if self._timers is None:
                self._timers = TimerService(db.store, device_id=self.settings.device_id,
                                            grace_seconds=self.settings.alarm_grace_seconds, pool=db.pool)
            return self._timers

    def health(self) -> Any:
        """The (briefly cached) health checker of the Status page."""
        from gpt_home.webapp.status import HealthChecker

        with self._lock:
            if self._health is None:
                self._health = HealthChecker(self.settings, lambda: self.database().ping())
            return self._health

    def close(self) -> None:
        """Close what this object opened (idempotent)."""
        with self._lock:
            if self._db is not None and self._owns_db:
                self._db.close()
                self._db = None
            self._manager = None
            self._timers = None


def services() -> WebServices:
    """The WebServices of the current app."""
    return current_app.extensions[EXTENSION_KEY]
