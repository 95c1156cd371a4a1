"""`gpt-home timers` against the real store: list, cancel by id, cancel all."""

from __future__ import annotations

import argparse
import json
from datetime import UTC, datetime, timedelta

import pytest

from gpt_home.agent.intents import TimerKind
from gpt_home.errors import InvalidInputError, NotFoundError
from gpt_home.skills.timer_cli import add_timers_parser, cmd_timers
from gpt_home.skills.timers import TimerService


def _parse(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="gpt-home")
    add_timers_parser(parser.add_subparsers(dest="command"))
    return parser.parse_args(["timers", *argv])


def test_list_and_cancel(make_settings, db, user_id: str, capsys: pytest.CaptureFixture[str]) -> None:  # noqa: ANN001
    device = f"cli-{datetime.now(UTC):%H%M%S%f}"
    settings = make_settings(device_id=device, timezone="Europe/Berlin")
    service = TimerService(db.store, device_id=device, grace_seconds=600, pool=db.pool)
    now = datetime.now(UTC)
    pasta = service.set(user_id, TimerKind.TIMER, now + timedelta(minutes=8), label="pasta", now=now)
    alarm = service.set(user_id, TimerKind.ALARM, now + timedelta(hours=9), now=now)

    assert cmd_timers(settings, _parse("--json")) == 0
    listed = json.loads(capsys.readouterr().out)["timers"]
    assert [(t["id"], t["kind"], t["label"]) for t in listed] == [(pasta.id, "timer", "pasta"), (alarm.id, "alarm", "")]
    assert listed[0]["due"].endswith(("+01:00", "+02:00"))

    assert cmd_timers(settings, _parse("cancel", pasta.id)) == 0
    assert capsys.readouterr().out.strip() == "cancelled 1"
    with pytest.raises(NotFoundError):
        cmd_timers(settings, _parse("cancel", pasta.id))
    with pytest.raises(InvalidInputError):
        cmd_timers(settings, _parse("cancel"))

    assert cmd_timers(settings, _parse("--json", "cancel", "--all")) == 0
    assert [r["id"] for r in json.loads(capsys.readouterr().out)["cancelled"]] == [alarm.id]
    assert cmd_timers(settings, _parse()) == 0
    assert capsys.readouterr().out.strip() == "no pending timers"
