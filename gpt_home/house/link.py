"""What the voice daemon holds of the household: the spool it speaks from, the wake arbiter, and the presence thread.

The daemon calls four things, all cheap and none blocking on the database: ``due()`` between turns (announcements to
speak now, from local files), ``spoken()`` after each, ``claim()`` at wake (a worker thread asks Postgres) and
``report()`` on every state change. ``status()`` is what the status file shows of the household.
"""

from __future__ import annotations

import logging
import threading
import time
from collections import deque
from collections.abc import Callable
from typing import Any

from gpt_home.config import Settings
from gpt_home.errors import StoreError
from gpt_home.house.announcements import Spool, SpooledAnnouncement
from gpt_home.house.arbiter import PendingArbitration, WakeArbiter, speech_level_db
from gpt_home.house.devices import DeviceRegistry
from gpt_home.house.pg import HouseDb
from gpt_home.house.presence import Presence, Snapshot

_LOGGER = logging.getLogger(__name__)
MAX_LOGGED = 10


class HouseLink:
    """One device's link to the household (see the module docstring)."""

    def __init__(self, device: str, spool: Spool, *, arbiter: WakeArbiter | None = None,
                 presence_factory: Callable[[Callable[[], Snapshot]], Presence] | None = None,
                 poll_seconds: float = 0.5, clock: Callable[[], float] = time.monotonic,
                 wall_clock: Callable[[], float] = time.time) -> None:
        self.device, self.spool, self.arbiter = device, spool, arbiter
        self._clock, self._wall_clock, self._poll = clock, wall_clock, poll_seconds
        self._next_poll = 0.0
        self._lock = threading.Lock()
        self._snapshot = Snapshot("idle")
        self.presence = presence_factory(self._take_snapshot) if presence_factory else None
        self.log: deque[dict[str, Any]] = deque(maxlen=MAX_LOGGED)
        self.decisions: deque[Any] = deque(maxlen=MAX_LOGGED)  # recent wake decisions (tests, status)

    def start(self) -> None:
        """Take the device name and start heartbeats.

        Raises:
            DeviceNameTakenError: another live device has this name (the daemon must not start).
        """
        if self.presence is None:
            return
        try:
            self.presence.register()
        except StoreError as exc:
            _LOGGER.warning("database unavailable at start (%s): this device works alone until it returns",
                            exc.message)
        self.presence.start()

    def stop(self) -> None:
        """Stop heartbeats and say goodbye."""
        if self.presence is not None:
            self.presence.stop()

    # --- announcements ----------------------------------------------------------------------------------------
    def due(self, *, now: bool = False) -> list[SpooledAnnouncement]:
        """Announcements to speak now (oldest first), checked at most every ``poll_seconds`` unless ``now``
        (right after a turn: what was queued during it is spoken at once)."""
        if not now and self._clock() < self._next_poll:
            return []
        self._next_poll = self._clock() + self._poll
        return self.spool.pending()

    def spoken(self, item: SpooledAnnouncement, outcome: str = "spoken") -> None:
        """Forget a spoken announcement and log it for the status file."""
        self.spool.done(item.path)
        entry = {"text": item.announcement.text, "origin": item.announcement.origin, "outcome": outcome,
                 "at": self._wall_clock()}
        self.log.appendleft(entry)
        _LOGGER.info("announcement %s (from %s)", outcome, item.announcement.origin)

    # --- one answer per house ---------------------------------------------------------------------------------
    def claim(self, wake_pcm: bytes) -> PendingArbitration | None:
        """Claim the wake event with the wake phrase's speech level; None when there is no database."""
        if self.arbiter is None:
            return None
        return PendingArbitration(self.arbiter, speech_level_db(wake_pcm))

    def note_decision(self, decision: Any) -> None:
        """Remember a decision (tests and the log)."""
        self.decisions.append(decision)
        if not decision.answer:
            _LOGGER.info("not answering: %s heard it better (%d devices woke)", decision.winner, decision.contenders)

    # --- presence ---------------------------------------------------------------------------------------------
    def report(self, state: str, last_turn: dict[str, Any] | None = None) -> None:
        """This device's state (and its last turn, when one just finished) for the heartbeat."""
        with self._lock:
            previous = self._snapshot
            self._snapshot = Snapshot(state, last_turn if last_turn is not None else previous.last_turn,
                                      turn_finished=previous.turn_finished or last_turn is not None)
        if self.presence is not None:
            self.presence.poke()

    def _take_snapshot(self) -> Snapshot:
        with self._lock:
            snap = self._snapshot
            self._snapshot = Snapshot(snap.state, snap.last_turn, turn_finished=False)
        return snap

    def status(self) -> dict[str, Any]:
        """The household part of the status file: every device, recent announcements, any problem."""
        devices = [d.to_json() for d in self.presence.devices] if self.presence else []
        return {"device": self.device, "devices": devices, "announcements": list(self.log),
                "house_problem": self.presence.problem if self.presence else None}


def build_house_link(settings: Settings, db: Any | None) -> HouseLink:
    """The daemon's link: spool in the data dir; arbiter and presence when there is a database (``db`` is a
    ``memory.store.Database``; None = this device works alone)."""
    spool = Spool(settings.data_dir)
    if db is None:
        return HouseLink(settings.device_id, spool)
    house = HouseDb(db)
    registry = DeviceRegistry(house, settings.device_id)
    return HouseLink(settings.device_id, spool, arbiter=WakeArbiter(house, settings.device_id),
                     presence_factory=lambda snapshot: Presence(registry, spool, snapshot))
