"""The device registry: one row per device name with a heartbeat, its state and its last turn.

A device is live while its heartbeat is younger than ``STALE_SECONDS`` on the database's clock and it has not said
goodbye. A second live device may not take a name in use: it is refused with a clear error, so two kitchens never
both answer or both take the kitchen's announcements. A name whose device died (no heartbeat) is free again.
"""

from __future__ import annotations

import json
import logging
import uuid
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from gpt_home.errors import DeviceNameTakenError, StoreError
from gpt_home.house.pg import HouseDb

_LOGGER = logging.getLogger(__name__)
HEARTBEAT_SECONDS = 2.0
STALE_SECONDS = 10.0
QUERY_TIMEOUT_SECONDS = 1.0


@dataclass(frozen=True, slots=True)
class DeviceInfo:
    """One device as the household sees it (times are the database's)."""

    name: str
    state: str
    live: bool
    last_turn: dict[str, Any] | None
    last_turn_at: datetime | None
    heartbeat_at: datetime
    seconds_since_heartbeat: float

    def to_json(self) -> dict[str, Any]:
        """JSON-safe form for the status file and the page."""
        return {
            "name": self.name, "state": self.state if self.live else "offline", "live": self.live,
            "last_turn": self.last_turn, "last_turn_at": self.last_turn_at.isoformat() if self.last_turn_at else None,
            "seconds_since_heartbeat": round(self.seconds_since_heartbeat, 1),
        }


def _live(alias: str = "") -> str:
    """SQL: the row's device is live now (database clock)."""
    return f"({alias}stopped_at IS NULL AND {alias}heartbeat_at > now() - make_interval(secs => {STALE_SECONDS}))"


class DeviceRegistry:
    """This device's row in ``house_devices`` (register, heartbeat, goodbye) and the list of every device."""

    def __init__(self, house: HouseDb, name: str, *, instance: str | None = None) -> None:
        self.house = house
        self.name = name
        self.instance = instance or uuid.uuid4().hex

    def register(self) -> None:
        """Take this device's name, unless another live device holds it.

        Raises:
            DeviceNameTakenError: a live device (another process) already uses the name.
            StoreError: the database is unavailable.
        """
        with self.house.connection(QUERY_TIMEOUT_SECONDS) as conn:
            row = conn.execute(
                f"""INSERT INTO house_devices AS d (name, instance, state) VALUES (%s, %s, 'idle')
                    ON CONFLICT (name) DO UPDATE SET instance = excluded.instance, state = 'idle',
                        started_at = now(), heartbeat_at = now(), stopped_at = NULL
                    WHERE d.instance = excluded.instance OR NOT {_live("d.")}
                    RETURNING instance""",
                (self.name, self.instance),
            ).fetchone()
            if row is None:
                seen = conn.execute(
                    "SELECT extract(epoch FROM now() - heartbeat_at)::float AS age FROM house_devices WHERE name = %s",
                    (self.name,),
                ).fetchone()
                age = f"{seen['age']:.0f} s ago" if seen else "just now"
                raise DeviceNameTakenError(
                    f"another device named {self.name!r} is running in this household (last heard from {age}); "
                    "give this one its own name with GPT_HOME_DEVICE_ID"
                )
        _LOGGER.info("registered as device %r", self.name)

    def heartbeat(self, state: str, last_turn: dict[str, Any] | None = None, *, turn_finished: bool = False) -> bool:
        """Say we are alive, in ``state``; False when another instance has taken our name meanwhile.

        Raises:
            StoreError: the database is unavailable.
        """
        with self.house.connection(QUERY_TIMEOUT_SECONDS) as conn:
            row = conn.execute(
                """UPDATE house_devices SET state = %s, heartbeat_at = now(), stopped_at = NULL,
                       last_turn = COALESCE(%s::jsonb, last_turn),
                       last_turn_at = CASE WHEN %s THEN now() ELSE last_turn_at END
                   WHERE name = %s AND instance = %s RETURNING name""",
                (state, json.dumps(last_turn) if last_turn is not None else None, turn_finished,
                 self.name, self.instance),
            ).fetchone()
        return row is not None

    def goodbye(self) -> None:
        """Mark this device stopped (best effort: a crash just lets the heartbeat go stale)."""
        try:
            with self.house.connection(QUERY_TIMEOUT_SECONDS) as conn:
                conn.execute("UPDATE house_devices SET state = 'stopped', stopped_at = now() "
                             "WHERE name = %s AND instance = %s", (self.name, self.instance))
        except StoreError as exc:
            _LOGGER.debug("goodbye not recorded: %s", exc)


def list_devices(house: HouseDb) -> list[DeviceInfo]:
    """Every device the household has seen, live ones first, then by name.

    Raises:
        StoreError: the database is unavailable.
    """
    with house.connection(QUERY_TIMEOUT_SECONDS) as conn:
        rows = conn.execute(
            f"""SELECT name, state, {_live()} AS live, last_turn, last_turn_at, heartbeat_at,
                       extract(epoch FROM now() - heartbeat_at)::float AS age
                FROM house_devices ORDER BY {_live()} DESC, name"""
        ).fetchall()
    return [DeviceInfo(name=r["name"], state=r["state"], live=bool(r["live"]), last_turn=r["last_turn"],
                       last_turn_at=r["last_turn_at"], heartbeat_at=r["heartbeat_at"],
                       seconds_since_heartbeat=float(r["age"])) for r in rows]


def live_device_names(house: HouseDb) -> list[str]:
    """Names of the devices that are live now.

    Raises:
        StoreError: the database is unavailable.
    """
    return [d.name for d in list_devices(house) if d.live]
