"""The daemon's link to the household, on its own thread: heartbeat (state, last turn), this device's announcements
from Postgres into its spool, and the list of every device for the status file.

Nothing here runs on the voice loop: a slow or absent database delays a heartbeat, never a turn.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from gpt_home.errors import DeviceNameTakenError, StoreError
from gpt_home.house.announcements import Spool, move_to_spool
from gpt_home.house.devices import HEARTBEAT_SECONDS, DeviceInfo, DeviceRegistry, list_devices

_LOGGER = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Snapshot:
    """What this device reports: its state and, when one finished since the last report, its last turn."""

    state: str
    last_turn: dict[str, Any] | None = None
    turn_finished: bool = False


class Presence:
    """Registers the device, then beats every ``interval_seconds`` (or at once after ``poke``) until ``stop``."""

    def __init__(self, registry: DeviceRegistry, spool: Spool, snapshot: Callable[[], Snapshot], *,
                 interval_seconds: float = HEARTBEAT_SECONDS) -> None:
        self.registry, self.spool, self._snapshot = registry, spool, snapshot
        self._interval = interval_seconds
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._registered = False
        self.devices: list[DeviceInfo] = []
        self.problem: str | None = None
        self.beats = 0
        self.beat_done = threading.Condition()

    def register(self) -> None:
        """Take the device name now (at start-up).

        Raises:
            DeviceNameTakenError: another live device has the name (the daemon must not start).
            StoreError: the database is unavailable (the thread keeps trying; the device works alone meanwhile).
        """
        self.registry.register()
        self._registered = True

    def start(self) -> None:
        """Run the heartbeat thread."""
        self._thread = threading.Thread(target=self._run, name="presence", daemon=True)
        self._thread.start()

    def poke(self) -> None:
        """Beat now (a state change or a finished turn)."""
        self._wake.set()

    def stop(self) -> None:
        """Stop beating and mark the device stopped."""
        self._stop.set()
        self._wake.set()
        if self._thread is not None:
            self._thread.join(5.0)
        if self._registered:
            self.registry.goodbye()

    def _run(self) -> None:
        while not self._stop.is_set():
            self.beat()
            self._wake.wait(self._interval)
            self._wake.clear()

    def beat(self) -> None:
        """One round: register if needed, heartbeat, fetch announcements and the device list."""
        try:
            if not self._registered:
                self.registry.register()
                self._registered = True
            snap = self._snapshot()
            if not self.registry.heartbeat(snap.state, snap.last_turn, turn_finished=snap.turn_finished):
                self._registered = False
                raise DeviceNameTakenError(f"another device took the name {self.registry.name!r}")
            move_to_spool(self.registry.house, self.registry.name, self.spool)
            self.devices = list_devices(self.registry.house)
            if self.problem:
                _LOGGER.info("household link restored")
            self.problem = None
        except DeviceNameTakenError as exc:
            if self.problem != exc.message:
                _LOGGER.error("%s", exc.message)
            self.problem = exc.message
        except StoreError as exc:
            if self.problem is None:
                _LOGGER.warning("household link lost (this device works alone): %s", exc.message)
            self.problem = "database unavailable: this device works alone"
        except Exception:  # noqa: BLE001 - the thread must survive anything; the voice loop does not depend on it
            _LOGGER.exception("presence round failed")
        with self.beat_done:
            self.beats += 1
            self.beat_done.notify_all()
