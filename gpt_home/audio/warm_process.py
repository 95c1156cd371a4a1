"""A command run once per input, with the next run's process started ahead and waiting for its input on stdin.

Why: espeak-ng spends most of a short phrase's time starting (exec, loading its voice data): 0.075 s against 0.013 s
for a process already waiting, at load 10 on the 2-core box. The daemon synthesizes a reply's first phrase as soon as
the model has written it, so the process for it should already be up (``audio/tts.py``, "keep TTS warm").

The spare is started on a worker thread after each run, so a run never waits for the next one's start; a spare that
died meanwhile is replaced by a fresh process. ``close`` (or garbage collection, or the interpreter's exit) ends the
spare: with its input closed it exits.
"""

from __future__ import annotations

import contextlib
import logging
import subprocess
import threading
import weakref
from collections.abc import Sequence

_LOGGER = logging.getLogger(__name__)


class WarmProcess:
    """``run(data)``: the command's (return code, stdout, stderr) for ``data`` on its stdin, from a process started
    ahead when there is one."""

    def __init__(self, argv: Sequence[str]) -> None:
        self._argv = list(argv)
        self._lock = threading.Lock()
        self._spares: list[subprocess.Popen[bytes] | None] = [None]  # shared with the finalizer
        self._closed = False
        self._finalizer = weakref.finalize(self, _end_spare, self._spares)

    def run(self, data: bytes, timeout_seconds: float) -> tuple[int, bytes, bytes]:
        """Run the command on ``data``; raises OSError when it cannot start, TimeoutExpired after killing it."""
        process = self._take()
        try:
            stdout, stderr = process.communicate(data, timeout=timeout_seconds)
        except subprocess.TimeoutExpired:
            process.kill()
            process.communicate()
            raise
        finally:
            if not self._closed:
                threading.Thread(target=self._start_spare, name="warm-process", daemon=True).start()
        return process.returncode, stdout, stderr

    def close(self) -> None:
        """End the waiting process; a later ``run`` still works, with a process started for it alone."""
        with self._lock:
            self._closed = True
        _end_spare(self._spares, self._lock)

    def _take(self) -> subprocess.Popen[bytes]:
        with self._lock:
            spare, self._spares[0] = self._spares[0], None
        if spare is not None and spare.poll() is None:
            return spare
        if spare is not None:  # it ended on its own: collect it and start afresh
            with contextlib.suppress(OSError, ValueError, subprocess.TimeoutExpired):
                spare.communicate(timeout=1.0)
        return self._spawn()

    def _start_spare(self) -> None:
        try:
            spare = self._spawn()
        except OSError as exc:  # the next run starts its own process and reports the failure
            _LOGGER.debug("no process started ahead for %s: %s", self._argv[0], exc)
            return
        with self._lock:
            if self._closed:  # closed while it started
                old = spare
            else:
                old, self._spares[0] = self._spares[0], spare
        _end_spare([old])

    def _spawn(self) -> subprocess.Popen[bytes]:
        return subprocess.Popen(self._argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def _end_spare(spares: list[subprocess.Popen[bytes] | None], lock: threading.Lock | None = None) -> None:
    """End a waiting process: its input is closed (it exits on its own), killed if it does not within 2 s."""
    if lock is not None:
        with lock:
            spare, spares[0] = spares[0], None
    else:
        spare, spares[0] = spares[0], None
    if spare is None:
        return
    with contextlib.suppress(OSError, ValueError, subprocess.TimeoutExpired):
        spare.communicate(b"", timeout=2.0)
    if spare.poll() is None:
        spare.kill()
        with contextlib.suppress(OSError, ValueError, subprocess.TimeoutExpired):
            spare.communicate(timeout=2.0)
