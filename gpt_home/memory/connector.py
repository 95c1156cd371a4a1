"""Opening the database off the reply path: connection attempts are bounded and in the background.

A process starts answering at once; the connector opens the database (starting the embedded server when it is not
running) on its own thread, retrying with backoff while the server is hung, absent or refusing. Once open, it watches
the embedded server and starts it again, with backoff, when it died; the pool reconnects by itself.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from gpt_home.config import Settings
from gpt_home.memory.health import Backoff, Health

if TYPE_CHECKING:  # imported when the database opens: the connector starts before the agent stack is imported
    from gpt_home.memory.checkpoints import GuardedSaver

_LOGGER = logging.getLogger(__name__)
_WATCH_SECONDS = 1.0


class Connector:
    """The process's connection to the memory database, opened and kept alive in the background."""

    def __init__(self, settings: Settings, health: Health, *, database: Any = None,
                 open_database: Callable[[Settings], Any] | None = None) -> None:
        self._settings = settings
        self._health = health
        self._open = open_database
        self._db: Any = None
        self._saver: GuardedSaver | None = None
        self._owns_db = database is None
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self.restarts = 0
        if database is not None:
            self._adopt(database)

    def start(self) -> None:
        """Start connecting (and watching the embedded server) in the background."""
        if self._thread is None:
            self._thread = threading.Thread(target=self._loop, name="gpt-home-connect", daemon=True)
            self._thread.start()

    def current(self) -> Any:
        """The open Database, or None while not connected."""
        return self._db

    @property
    def checkpointer(self) -> GuardedSaver | None:
        """The bounded checkpointer over the open database, or None while not connected."""
        return self._saver

    def database(self, timeout_seconds: float) -> Any:
        """The open Database, waiting up to ``timeout_seconds`` for the first connection.

        Raises:
            StoreUnavailableError: not connected within the wait.
        """
        if self._db is None and not self._health.wait_connected(timeout_seconds):
            raise self._health.unavailable()
        return self._db

    def _default_open(self, settings: Settings) -> Any:
        """Open the database; the embedded server is started here (stoppably), not inside open_database."""
        from pydantic import SecretStr

        if settings.database_url is None:
            from gpt_home.memory.embedded import answers_now, ensure_embedded_server

            # First and cheap (before the store's imports): a fresh process's first turn waits on this.
            if answers_now(settings.data_dir):
                self._health.server_answered()
            url = ensure_embedded_server(settings.data_dir, should_stop=self._stop.is_set)
            self._health.server_answered()  # it accepted a connection: the rest is setup
            settings = settings.model_copy(update={"database_url": SecretStr(url)})
        from gpt_home.memory.store import open_database

        return open_database(settings, on_reachable=self._health.server_answered)

    def _adopt(self, db: Any) -> None:
        from gpt_home.memory.checkpoints import GuardedSaver

        self._db = db
        self._saver = GuardedSaver(db.checkpointer, self._health)

        checks = getattr(db, "connection_checks", None)

        def probe() -> None:
            # The probe runs only after a failure: connections checked just before it may be stale (a restarted
            # server), so each is checked again when next taken rather than failing the caller's query once more.
            if checks is not None:
                checks.forget()
            with db.pool.connection(timeout=2.0) as conn:
                conn.execute("SELECT 1")

        self._health.set_probe(probe)
        self._health.connected()

    def _loop(self) -> None:
        backoff = Backoff(base_seconds=1.0, max_seconds=30.0)
        while not self._stop.is_set():
            if self._db is None:
                try:
                    opener = self._open or self._default_open
                    db = opener(self._settings)
                    if self._stop.is_set():  # closed while connecting: nobody will use it
                        db.close()
                        return
                    self._adopt(db)
                    _LOGGER.info("memory database connected")
                    backoff.succeeded()
                except Exception as exc:  # noqa: BLE001 - any failure: answer without memory, try again later
                    self._health.attempt_failed(str(exc).splitlines()[0] if str(exc) else type(exc).__name__)
                    (_LOGGER.warning if backoff.failures == 0 else _LOGGER.debug)(
                        "memory database not available yet (%s); answering without it", self._health.last_error)
                    backoff.failed(0.0)
                    self._stop.wait(backoff.retry_at)
                continue
            if self._stop.wait(_WATCH_SECONDS):
                return
            self._watch_embedded(backoff)

    def _watch_embedded(self, backoff: Backoff) -> None:
        """Start the embedded server again when it died (not when it is only hung: Postgres would refuse)."""
        if self._settings.database_url is not None:
            return
        from gpt_home.memory.embedded import embedded_server_pid, ensure_embedded_server

        if embedded_server_pid(self._settings.data_dir) is not None:
            return
        try:
            _LOGGER.warning("the embedded Postgres is not running; starting it again")
            ensure_embedded_server(self._settings.data_dir, should_stop=self._stop.is_set)
            self.restarts += 1
            backoff.succeeded()
            self._health.retry_now()  # the probe marks it up as soon as the pool answers
        except Exception as exc:  # noqa: BLE001 - retried with backoff
            backoff.failed(0.0)
            _LOGGER.warning("starting the embedded Postgres failed (%s); retrying in %.0f s", exc, backoff.retry_at)
            self._stop.wait(backoff.retry_at)

    def close(self) -> None:
        """Stop the background thread and close the database this connector opened."""
        self._stop.set()
        self._health.close()
        if self._settings.database_url is None and self._thread is not None:
            from gpt_home.memory.embedded import wait_for_handle_writes

            wait_for_handle_writes(1.0)
        if self._db is not None and self._owns_db:
            try:
                self._db.close()
            except Exception as exc:  # noqa: BLE001 - closing a pool of a vanished server may fail; nothing to do
                _LOGGER.debug("closing the memory database: %s", exc)




class LazyPool:
    """The connection pool of whatever database is open now, for code that runs its own SQL (timer claims).

    Raises StoreUnavailableError from ``connection()`` while the database is not connected.
    """

    def __init__(self, connector: Connector) -> None:
        self._connector = connector

    def connection(self, timeout: float | None = None) -> Any:
        """A pooled connection (context manager)."""
        db = self._connector.current()
        if db is None:
            raise self._connector._health.unavailable()
        return db.pool.connection(timeout=timeout)
