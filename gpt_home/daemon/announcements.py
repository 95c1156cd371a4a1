"""Due announcements (timers going off), polled from the idle loop at most once per ``poll_seconds``."""

from __future__ import annotations

from collections.abc import Callable

from gpt_home.daemon.ports import Announcements


class AnnouncementPoll:
    """Asks the backend for due announcements when the poll is due on the injected monotonic clock."""

    def __init__(self, announcements: Announcements | None, poll_seconds: float, clock: Callable[[], float]) -> None:
        self._announcements, self._every, self._clock = announcements, poll_seconds, clock
        self._next = 0.0

    def due(self) -> list[str]:
        """Texts to speak now (empty when nothing is due or the poll is not due yet)."""
        if self._announcements is None or self._clock() < self._next:
            return []
        self._next = self._clock() + self._every
        return self._announcements()
