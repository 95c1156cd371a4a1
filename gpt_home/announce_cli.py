"""`gpt-home announce "Dinner is ready" [--device NAME]` and `gpt-home devices`: the household from the command line.

The edge: it opens the database only to reach other devices (a bounded attempt), prints, and returns an exit code.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from gpt_home.config import Settings


def add_house_parsers(subparsers: argparse._SubParsersAction) -> None:
    """Register `announce` and `devices`."""
    announce = subparsers.add_parser("announce", help="speak a message on this device and the others (a chime first)")
    announce.add_argument("text", nargs="+", help="what to say (plain text; at most 500 characters)")
    announce.add_argument("--device", help="only on this device (a device name); default: every live device")
    announce.set_defaults(func=cmd_announce)
    devices = subparsers.add_parser("devices", help="every device of the household, its state and last turn")
    devices.add_argument("--json", action="store_true")
    devices.set_defaults(func=cmd_devices)


class _Opened:
    """Opens the database on first use (a CLI call that only speaks here never needs it) and closes it after."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.db: Any = None

    def house(self):  # noqa: ANN201 - gpt_home.house.pg.HouseDb
        from gpt_home.house.pg import HouseDb
        from gpt_home.memory.store import open_database

        if self.db is None:
            self.db = open_database(self.settings, setup=False)
        return HouseDb(self.db)

    def close(self) -> None:
        if self.db is not None:
            self.db.close()


def cmd_announce(settings: Settings, args: argparse.Namespace) -> int:
    """Queue the announcement and say where it will be heard."""
    from gpt_home.house.announcements import Spool
    from gpt_home.house.service import Announcer

    opened = _Opened(settings)
    try:
        result = Announcer(settings.device_id, Spool(settings.data_dir), opened.house).announce(
            " ".join(args.text), device=args.device, origin=settings.device_id)
    finally:
        opened.close()
    print(result.message())
    if result.here and not (settings.data_dir / "status.json").exists():
        print("note: the voice assistant is not running here; it speaks the announcement when it starts "
              "(within 10 minutes)", file=sys.stderr)
    return 0


def cmd_devices(settings: Settings, args: argparse.Namespace) -> int:
    """List every device the household has seen."""
    from gpt_home.house.devices import list_devices

    opened = _Opened(settings)
    try:
        devices = list_devices(opened.house())
    finally:
        opened.close()
    if args.json:
        print(json.dumps([d.to_json() for d in devices]))
        return 0
    if not devices:
        print("no devices yet (a device appears once `gpt-home run` starts on it)")
    for d in devices:
        view = d.to_json()
        last = (view["last_turn"] or {}).get("outcome", "-")
        print(f"{d.name:<20} {view['state']:<10} last turn: {last}  (heard from {view['seconds_since_heartbeat']:.0f} s ago)")
    return 0
