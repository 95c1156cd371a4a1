"""``gpt-home timers``: list and cancel this device's timers, alarms and reminders from a shell.

Registered by the main CLI with ``add_timers_parser(subparsers)``; setting timers goes through ``gpt-home ask``.
"""

from __future__ import annotations

import argparse
import json
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from gpt_home.config import Settings
from gpt_home.errors import InvalidInputError

CLI_WAIT_SECONDS = 10.0  # like `gpt-home memory`: wait this long for the database, then fail with a clear error

if TYPE_CHECKING:  # the CLI imports this module for every command: keep its start-up light
    from gpt_home.skills.schedule import TimerRecord
    from gpt_home.skills.timers import TimerService


def add_timers_parser(sub: Any) -> None:
    """Add the ``timers`` command to the CLI's subparsers."""
    timers = sub.add_parser("timers", help="timers, alarms and reminders on this device")
    timers.add_argument("--user", help="only this user's (default: every user's)")
    timers.add_argument("--json", action="store_true", help="print JSON")
    actions = timers.add_subparsers(dest="timers_command", metavar="ACTION")
    actions.add_parser("list", help="pending ones, soonest first (the default)")
    cancel = actions.add_parser("cancel", help="cancel one by id, or --all")
    cancel.add_argument("id", nargs="?", help="the id shown by `gpt-home timers`")
    cancel.add_argument("--all", action="store_true", help="every pending one (of --user, if given)")
    timers.set_defaults(func=cmd_timers)


def _row(timer: TimerRecord, settings: Settings) -> dict[str, Any]:
    from gpt_home.skills.local import resolve_timezone

    return {
        "id": timer.id,
        "kind": timer.kind.value,
        "due": timer.due.astimezone(resolve_timezone(settings.timezone)).isoformat(timespec="seconds"),
        "label": timer.label,
        "user": timer.user_id,
    }


def cmd_timers(settings: Settings, args: argparse.Namespace, *, now: datetime | None = None) -> int:
    """List or cancel timers; prints one line per timer (or JSON).

    Raises:
        InvalidInputError: ``cancel`` without an id or --all.
        NotFoundError: no pending timer with that id on this device.
        StoreError: the database cannot be reached (StoreUnavailableError within the wait).
    """
    from gpt_home.memory.factory import open_memory_service
    from gpt_home.skills.timers import TimerService

    if args.timers_command == "cancel" and not args.id and not args.all:
        raise InvalidInputError("say which timer to cancel (its id) or --all")
    memory = open_memory_service(settings, background=False, write_wait_seconds=CLI_WAIT_SECONDS)
    try:
        memory.database(CLI_WAIT_SECONDS)  # a listing shows a result: wait (bounded) for the database, or fail
        store = memory.store.with_timing(read_deadline_seconds=CLI_WAIT_SECONDS, wait_seconds=CLI_WAIT_SECONDS,
                                         strict=True)
        service = TimerService(
            store, device_id=settings.device_id, grace_seconds=settings.alarm_grace_seconds, pool=memory.pool
        )
        pending = [t for t in service.all_pending() if not args.user or t.user_id == args.user]
        if args.timers_command == "cancel":
            if args.id:
                chosen = [service.cancel_id(args.id)]
            else:
                chosen = [t for t in pending if _cancelled(service, t)]
            rows = [_row(t, settings) for t in chosen]
            if args.json:
                print(json.dumps({"cancelled": rows}))
            else:
                print(f"cancelled {len(rows)}")
            return 0
        rows = [_row(t, settings) for t in pending]
        if args.json:
            print(json.dumps({"timers": rows, "now": (now or datetime.now(UTC)).isoformat()}))
        elif not rows:
            print("no pending timers")
        else:
            for row in rows:
                print(f"{row['id']}  {row['kind']:<8}  {row['due']}  {row['user']}  {row['label']}")
        return 0
    finally:
        memory.close()


def _cancelled(service: TimerService, timer: TimerRecord) -> bool:
    try:
        service.cancel_id(timer.id)
    except LookupError:
        return False  # fired or cancelled meanwhile
    return True
