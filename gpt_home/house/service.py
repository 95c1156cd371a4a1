"""Making an announcement (CLI, settings page, voice command): check the text, queue it here and on the others.

This device is always served from its local spool, so it speaks even when the database is down; other devices are
reached through Postgres. The result says exactly who will speak it and what could not be reached.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from gpt_home.errors import InvalidInputError, NotFoundError, StoreError
from gpt_home.house.announcements import Spool, clean_announcement, queue_for_devices
from gpt_home.house.devices import list_devices
from gpt_home.house.pg import HouseDb

_LOGGER = logging.getLogger(__name__)
MAX_DEVICE_CHARS = 64


@dataclass(frozen=True, slots=True)
class AnnounceResult:
    """Where an announcement was queued. ``problem``: why some devices may not hear it (None when all will)."""

    text: str
    here: bool
    devices: tuple[str, ...] = ()
    offline: tuple[str, ...] = ()
    problem: str | None = None
    local_device: str = ""

    @property
    def targets(self) -> tuple[str, ...]:
        """Every device that will speak it (this one first)."""
        return ((self.local_device,) if self.here else ()) + self.devices

    def message(self) -> str:
        """One line for the CLI and the page."""
        if self.targets:
            line = f"Announcing \u201c{self.text}\u201d on " + ", ".join(self.targets) + "."
        else:
            line = "Not announced anywhere."
        if self.offline:
            line += f" Offline now (spoken if back within 10 minutes): {', '.join(self.offline)}."
        return line + (f" {self.problem}" if self.problem else "")

    def to_json(self) -> dict[str, Any]:
        """For the API."""
        return {"text": self.text, "devices": list(self.targets), "offline": list(self.offline),
                "problem": self.problem, "message": self.message()}


@dataclass
class Announcer:
    """Queues announcements for this device (spool) and the household (Postgres, opened lazily by ``house``)."""

    local_device: str
    spool: Spool
    house: Callable[[], HouseDb] | None = None
    _cached: HouseDb | None = field(default=None, init=False, repr=False)

    def _house(self) -> HouseDb:
        if self.house is None:
            raise StoreError("no database is configured")
        if self._cached is None:
            self._cached = self.house()
        return self._cached

    def announce(self, text: object, *, device: object = None, origin: str = "cli",
                 include_here: bool = True) -> AnnounceResult:
        """Queue ``text`` on ``device`` (a name) or, when None, on every live device (this one unless told not to).

        Raises:
            InvalidInputError: bad text or device name (nothing was queued).
            NotFoundError: no device has that name.
            StoreError: another device was named and the database is unavailable.
        """
        plain = clean_announcement(text)
        name = _device_name(device)
        if name == self.local_device:
            self.spool.put(plain, origin=origin)
            return AnnounceResult(plain, here=True, local_device=self.local_device)
        others: list[str] = []
        offline: list[str] = []
        problem = None
        try:
            house = self._house()
            known = {d.name: d for d in list_devices(house)}
            if name is not None:
                if name not in known:
                    names = ", ".join(sorted(known)) or "none yet"
                    raise NotFoundError(f"no device is named {name!r} (known devices: {names})")
                (others if known[name].live else offline).append(name)
            else:
                others = [d.name for d in known.values() if d.live and d.name != self.local_device]
            queue_for_devices(house, others + offline, plain, origin=origin)
        except StoreError as exc:
            if name is not None:
                raise StoreError(f"cannot reach device {name!r}: the database is unavailable ({exc.message})") from None
            _LOGGER.warning("announcement reaches this device only: %s", exc.message)
            others, offline = [], []
            problem = "The database is unavailable, so other devices were not reached."
        here = name is None and include_here
        if here:
            self.spool.put(plain, origin=origin)
        return AnnounceResult(plain, here=here, devices=tuple(others), offline=tuple(offline), problem=problem,
                              local_device=self.local_device)


def _device_name(value: object) -> str | None:
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    if not isinstance(value, str) or len(value.strip()) > MAX_DEVICE_CHARS:
        raise InvalidInputError(f"device must be a device name of at most {MAX_DEVICE_CHARS} characters")
    return value.strip()
