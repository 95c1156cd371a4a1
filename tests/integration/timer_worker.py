"""A separate process for the timer tests: opens the real database from the environment, sets or fires timers.

Usage: ``python timer_worker.py set USER KIND DUE_ISO NOW_ISO [LABEL]`` prints the timer id;
``python timer_worker.py due NOW_ISO`` prints one JSON line per claimed firing.
Run with DATABASE_URL and GPT_HOME_DATA_DIR set (the conftest's ``cli_env``).
"""

from __future__ import annotations

import json
import sys
from datetime import datetime
from zoneinfo import ZoneInfo

from gpt_home.agent.intents import TimerKind
from gpt_home.config import load_settings
from gpt_home.memory.store import open_database
from gpt_home.skills.timers import TimerService


def main(argv: list[str]) -> int:
    settings = load_settings()
    db = open_database(settings)
    try:
        service = TimerService(
            db.store, device_id=settings.device_id, grace_seconds=settings.alarm_grace_seconds, pool=db.pool
        )
        if argv[0] == "set":
            user, kind, due, now = argv[1:5]
            label = argv[5] if len(argv) > 5 else ""
            record = service.set(
                user, TimerKind(kind), datetime.fromisoformat(due), label=label, now=datetime.fromisoformat(now)
            )
            sys.stdout.write(record.id + "\n")
        elif argv[0] == "due":
            for firing in service.due(datetime.fromisoformat(argv[1]), ZoneInfo("Europe/Berlin")):
                sys.stdout.write(json.dumps({"id": firing.timer.id, "late": firing.late, "text": firing.text}) + "\n")
        else:
            raise SystemExit(f"unknown command {argv[0]!r}")
    finally:
        db.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
