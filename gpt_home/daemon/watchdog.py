"""sd_notify watchdog pings from the voice loop: pinged only while the loop turns, so a hung loop gets restarted."""

from __future__ import annotations

from collections.abc import Callable

from gpt_home.daemon.ports import Notifier


class WatchdogTicker:
    """Sends WATCHDOG=1 at most once per ``ping_seconds`` (half of systemd's WatchdogSec), on the injected clock."""

    def __init__(self, notifier: Notifier | None, ping_seconds: float, clock: Callable[[], float]) -> None:
        self._notifier, self._every, self._clock = notifier, ping_seconds, clock
        self._next = float("-inf")

    def tick(self) -> None:
        """Called from every step of the loop: ping when due."""
        if self._notifier is None:
            return
        now = self._clock()
        if now >= self._next:
            self._next = now + self._every
            self._notifier.watchdog()
