"""Which conversation thread a turn belongs to: the one this process answered the user in, while the idle gap has not
passed; else the memory service's current thread (a new one after the gap); else, while the thread registry is
unreachable, one outage thread per user and device. A memory clear in any process starts every user afresh."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any

from gpt_home.config import Settings
from gpt_home.memory.manager import user_label


class ThreadChoice:
    """The user's thread for a turn at ``now``, remembered in process so most turns need no database round trip."""

    def __init__(self, settings: Settings, memory: Any) -> None:
        self.settings = settings
        self.memory = memory
        self._outage: dict[str, str] = {}  # user -> thread while the thread registry is unreachable
        self._held: dict[str, tuple[str, datetime]] = {}  # user -> (thread, last turn) answered by this process
        self._clears_seen = memory.journal.clears_version()

    def pick(self, user: str, now: datetime, started: Callable[[str], None]) -> str:
        """The thread of the user's turn at ``now``; ``started`` is told of a thread the service began just now."""
        version = self.memory.journal.clears_version()
        if version != self._clears_seen:  # a clear (any process): start afresh
            self._clears_seen = version
            self._held.clear()
        held = self._held.get(user)
        idle = self.settings.conversation_idle_seconds
        if held is not None and (now - held[1]).total_seconds() <= idle:
            thread = held[0]
        elif self.memory.health.may_try():
            thread = self.memory.current_thread(user, idle_seconds=idle, now=now)
            if self.memory.started_here(thread):
                started(thread)
        else:
            thread = self._outage.setdefault(user, f"{user_label(user)}-{self.settings.device_id}-outage")
        self._held[user] = (thread, now)
        return thread
