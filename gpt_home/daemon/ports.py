"""What the voice daemon is handed: the agent as a responder, due announcements, and the sd_notify seam."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Protocol

# The agent: transcript in, reply text pieces out (streamed; chunked into sentences by the daemon).
Responder = Callable[[str], Iterable[str]]
# Due announcements (timers going off): texts to speak now, polled from the loop.
Announcements = Callable[[], list[str]]
APOLOGY = "Sorry, something went wrong. Please try again."


class Notifier(Protocol):
    """sd_notify seam (gpt_home.hardware.notify.Notifier)."""

    def ready(self) -> None: ...

    def watchdog(self) -> None: ...

    def status(self, text: str) -> None: ...
