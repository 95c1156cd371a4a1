"""Serving the settings page with waitress, and the ``gpt-home web`` command (serve, set-password)."""

from __future__ import annotations

import argparse
import getpass
import logging
import signal
import sys
import threading
import time
from collections.abc import Callable
from typing import Any

from gpt_home.config import Settings
from gpt_home.errors import InvalidInputError
from gpt_home.webapp.startup_heap import freeze_startup_heap

_LOGGER = logging.getLogger(__name__)
DEFAULT_THREADS = 8  # waitress: its I/O thread hands every request to one of these
# granian: its Rust side does the I/O; fewer Python threads contend less for the GIL (bench at 20 clients, load 13-16:
# p99 25 ms with 1 thread, 26-47 with 2, 60-77 with 4, 62-84 with 8); 2 so one slow database call stalls no one.
GRANIAN_THREADS = 2
QUEUE_WARNING_INTERVAL_SECONDS = 60.0


class QueueWarningLimiter(logging.Filter):
    """Let through one of waitress's "Task queue depth is N" warnings per interval, counting the rest.

    waitress logs one for every request that waits for a worker: 20 browsers reloading the page wrote about 190 such
    lines a second to the journal, each costing the server CPU. One line a minute still says "the page is busy".
    """

    def __init__(self, interval_seconds: float = QUEUE_WARNING_INTERVAL_SECONDS, *,
                 clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__()
        self._interval = interval_seconds
        self._clock = clock
        self._last: float | None = None
        self._dropped = 0
        self._lock = threading.Lock()

    def filter(self, record: logging.LogRecord) -> bool:  # logging.Filter's contract
        now = self._clock()
        with self._lock:
            if self._last is not None and now - self._last < self._interval:
                self._dropped += 1
                return False
            dropped, self._dropped, self._last = self._dropped, 0, now
        if dropped:
            record.msg = f"{record.getMessage()} ({dropped} more such warnings in the last {self._interval:.0f} s)"
            record.args = None
        return True


def _limit_queue_warnings() -> None:
    queue_logger = logging.getLogger("waitress.queue")
    if not any(isinstance(f, QueueWarningLimiter) for f in queue_logger.filters):
        queue_logger.addFilter(QueueWarningLimiter())


def make_server(settings: Settings, *, host: str, port: int, db: Any = None, threads: int = DEFAULT_THREADS) -> Any:
    """A waitress server for the app (``port=0`` picks a free port: read ``server.effective_port``)."""
    from waitress import create_server

    from gpt_home.webapp import create_app

    app = create_app(settings, db=db, extra_hosts=[host])
    _limit_queue_warnings()
    server = create_server(app, host=host, port=port, threads=threads, ident="gpt-home", clear_untrusted_proxy_headers=True)
    server.gpt_home_app = app  # so callers can close the app's resources
    return server


def stop_server(server: Any) -> None:
    """Stop a server started with :func:`make_server` from another thread (tests, the benchmark).

    ``server.close()`` alone closes only the listening socket; open keep-alive connections would keep waitress's
    loop running, so every channel is closed, then the worker threads are stopped.
    """
    from waitress import wasyncore

    server.close()
    wasyncore.close_all(server._map, ignore_all=True)  # waitress keeps its connections' socket map here
    server.task_dispatcher.shutdown(timeout=5)


def serve(settings: Settings, *, host: str, port: int, threads: int = DEFAULT_THREADS) -> int:
    """Serve until SIGTERM/SIGINT, then close the database pool."""
    server = make_server(settings, host=host, port=port, threads=threads)
    freeze_startup_heap()
    signal.signal(signal.SIGTERM, _stop)  # waitress closes its sockets on SystemExit/KeyboardInterrupt
    _LOGGER.info("settings page on http://%s:%s", host if ":" not in host else f"[{host}]", server.effective_port)
    try:
        server.run()
    finally:
        server.gpt_home_app.extensions["gpt_home"].close()
    _LOGGER.info("settings page stopped")
    return 0


def _stop(signum: int, frame: Any) -> None:
    raise SystemExit(0)


def set_password(settings: Settings, *, from_stdin: bool) -> int:
    """Store a scrypt hash of a new settings-page password in the settings file (never the password itself)."""
    from gpt_home.webapp import settings_store
    from gpt_home.webapp.auth import hash_password

    if from_stdin:
        password = sys.stdin.readline().rstrip("\n")
    else:
        password = getpass.getpass("New settings-page password: ")
        if getpass.getpass("Again: ") != password:
            raise InvalidInputError("the two passwords differ; nothing was changed")
    try:
        encoded = hash_password(password)
    except ValueError as exc:
        raise InvalidInputError(str(exc)) from None
    settings_store.save(settings, {"web_password_hash": encoded}, allow=frozenset({"web_password_hash"}))
    print(f"password set in {settings.settings_file}; restart the settings page (gpt-home-web) to use it")
    return 0


def cmd_web(settings: Settings, args: argparse.Namespace) -> int:
    """`gpt-home web [--host H] [--port P]` serves; `gpt-home web set-password` sets the login password."""
    if args.web_command == "set-password":
        return set_password(settings, from_stdin=args.stdin)
    host, port = args.host or settings.web_host, args.port or settings.web_port
    if chosen_server(args.server) == "granian":
        from gpt_home.webapp.granian_server import serve_granian

        return serve_granian(settings, host=host, port=port, threads=args.threads or GRANIAN_THREADS)
    return serve(settings, host=host, port=port, threads=args.threads or DEFAULT_THREADS)


def chosen_server(name: str) -> str:
    """``auto`` -> ``granian`` when it is installed (64-bit machines), else ``waitress``; other names unchanged.

    granian answers the settings page with about a quarter of waitress's CPU a request (docs/benchmarks.md); it has
    no wheels for 32-bit Raspberry Pi OS, where the pure-Python waitress serves.
    """
    if name != "auto":
        return name
    import importlib.util

    return "granian" if importlib.util.find_spec("granian") is not None else "waitress"


def add_web_parser(sub: Any) -> None:
    """Add the ``web`` command to the CLI's subparsers."""
    web = sub.add_parser("web", help="the settings page (memories, settings, status)")
    web.add_argument("--host", help="address to listen on (default: the web_host setting, 127.0.0.1)")
    web.add_argument("--port", type=int, help="port (default: the web_port setting, 8080)")
    web.add_argument("--threads", type=int,
                     help=f"worker threads (default: {GRANIAN_THREADS} on granian, {DEFAULT_THREADS} on waitress)")
    web.add_argument("--server", choices=["auto", "granian", "waitress"], default="auto",
                     help="HTTP server (default auto: granian where installed, else waitress)")
    actions = web.add_subparsers(dest="web_command", metavar="ACTION")
    password = actions.add_parser("set-password", help="require a password on the settings page")
    password.add_argument("--stdin", action="store_true", help="read the password from one line of stdin")
    web.set_defaults(func=cmd_web, web_command=None)
