"""Holding a call inside a real engine until the test lets it go: the close-order tests of the language model
(tests/integration/test_model_close.py) and of speech-to-text (tests/voice/test_stt_close.py)."""

from __future__ import annotations

import threading
from typing import Any


def hold(owner: Any, name: str, events: list[str], marks: tuple[str, str]) -> threading.Event:
    """Replace ``owner.name`` by a call that records ``marks[0]``, waits for the returned event, calls the real one
    and records ``marks[1]``."""
    real, go = getattr(owner, name), threading.Event()

    def held(*args: Any, **kwargs: Any) -> Any:
        events.append(marks[0])
        go.wait(120.0)
        result = real(*args, **kwargs)
        events.append(marks[1])
        return result

    setattr(owner, name, held)
    return go
