"""Serving the settings page with granian (``gpt-home web``'s default where granian is installed: 64-bit machines).

Why: with waitress every request passes through Python twice besides the app (its I/O thread parses it and, for
small answers, sends it; a worker thread runs the app), and those threads share one GIL. granian parses and sends in
Rust and calls the same WSGI app (``create_app``, with its fast path and every guard) in its blocking threads: on the
loaded 2-core bench box it answered the cached settings views with ~4x less server CPU a request and ~4x the
throughput of waitress (docs/benchmarks.md, "Settings page under load"), for ~55 MB more memory (its manager
process). waitress stays the fallback (``--server waitress``): it is pure Python and installs everywhere, while
granian ships wheels for 64-bit ARM and x86_64 but not 32-bit Raspberry Pi OS (pyproject.toml's marker).

One worker process only: login sessions, the login limiter and the view caches live in that process's memory. The
worker is a child process that builds the app itself, so this process hands it the CLI's data directory, log level
and bind host through the environment (``GPT_HOME_DATA_DIR``, ``GPT_HOME_LOG_LEVEL``, ``GPT_HOME_WEB_BIND_HOST``).
"""

from __future__ import annotations

import atexit
import logging
import os
from pathlib import Path
from typing import Any

from gpt_home.config import Settings, load_settings
from gpt_home.errors import ConfigError

_LOGGER = logging.getLogger(__name__)
BIND_HOST_ENV = "GPT_HOME_WEB_BIND_HOST"
APP_FACTORY = "gpt_home.webapp.granian_server:app_from_environment"


def serve_granian(settings: Settings, *, host: str, port: int, threads: int) -> int:
    """Serve until SIGTERM/SIGINT with one granian worker running ``threads`` WSGI threads.

    Raises:
        ConfigError: granian is not installed.
    """
    try:
        from granian import Granian
        from granian.constants import Interfaces
    except ImportError:
        raise ConfigError("`--server granian` needs granian (pip install granian); or use --server waitress") from None
    os.environ.update({"GPT_HOME_DATA_DIR": str(settings.data_dir), "GPT_HOME_LOG_LEVEL": settings.log_level,
                       BIND_HOST_ENV: host})
    _LOGGER.info("settings page on http://%s:%s (granian)", host if ":" not in host else f"[{host}]", port)
    Granian(APP_FACTORY, address=host, port=port, interface=Interfaces.WSGI, workers=1, blocking_threads=threads,
            factory=True, websockets=False, log_access=False).serve()
    _LOGGER.info("settings page stopped")
    return 0


def app_from_environment() -> Any:
    """The app for granian's worker process: settings as the CLI loaded them, logging, a frozen start-up heap."""
    from gpt_home.logsetup import setup_logging
    from gpt_home.webapp import create_app
    from gpt_home.webapp.startup_heap import freeze_startup_heap

    settings = load_settings({"data_dir": Path(os.environ["GPT_HOME_DATA_DIR"]),
                              "log_level": os.environ.get("GPT_HOME_LOG_LEVEL", "INFO")})
    setup_logging(settings.log_level)
    app = create_app(settings, extra_hosts=[os.environ.get(BIND_HOST_ENV, settings.web_host)])
    atexit.register(app.extensions["gpt_home"].close)
    freeze_startup_heap()
    return app
