"""llama-cpp-python kept from silencing the whole process's stderr (issue 12: the daemon's journal).

Why: with ``verbose=False`` llama-cpp-python wraps the model's load and several chat-format calls in
``suppress_stdout_stderr``, which ``dup2``s file descriptors 1 and 2 to /dev/null for the PROCESS, not the call. The
daemon loads the model on a worker thread while the user speaks (agent/model_prefetch.py), so every log line the
voice loop wrote meanwhile went to /dev/null: the turn's line, "voice loop stopped" at a SIGTERM, a warning or an
error of any thread (tests/voice/test_stt_close.py caught it: the log lacked the loop's stop). llama.cpp's own messages
already go through llama-cpp-python's log callback to the "llama-cpp-python" logger (at ERROR when not verbose), so
nothing is needed from the redirection; it is replaced by a context manager that leaves the descriptors alone.
"""

from __future__ import annotations

import contextlib
import importlib
import logging
from typing import Any

_LOGGER = logging.getLogger(__name__)
_MODULES = ("llama_cpp._internals", "llama_cpp.llama", "llama_cpp.llama_chat_format")


class _KeepStreams(contextlib.AbstractContextManager):
    """What ``suppress_stdout_stderr(disable=...)`` is used as, doing nothing."""

    def __init__(self, disable: bool = True) -> None:
        self.disable = disable

    def __exit__(self, *_: Any) -> None:
        return None


def keep_stderr() -> None:
    """Make llama-cpp-python's stream suppression a no-op in every module that uses it (idempotent)."""
    for name in _MODULES:
        try:
            module = importlib.import_module(name)
        except ImportError:  # an older or newer layout: nothing to change there
            continue
        if getattr(module, "suppress_stdout_stderr", _KeepStreams) is not _KeepStreams:
            module.suppress_stdout_stderr = _KeepStreams  # type: ignore[attr-defined]
            _LOGGER.debug("%s keeps stderr while the model loads", name)
