"""`gpt-home timers` against the real store: list, cancel by id, cancel all."""

from __future__ import annotations

import argparse
import json
import uuid
from datetime import datetime, timedelta

import pytest

from gpt_home.agent.intents import TimerKind
from gpt_home.errors import InvalidInputError, NotFoundError
from gpt_home.skills.timer_cli import add_timers_parser, cmd_timers
from gpt_home.skills.timers import TimerService


def _parse(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="gpt-home")
    add_timers_parser(parser.add_subparsers(dest="command"))
    return parser.parse_args(["timers", *argv])


def test_list_and_cancel(make_settings, db, user_id: str, capsys: pytest.CaptureFixture[str],  # noqa: ANN001
                         test_now: datetime) -> None:
    device = f"cli-{uuid.uuid4().hex[:12]}"
    settings = make_settings(device_id=device, timezone="Europe/Berlin")
    service = TimerService(db.store, device_id=device, grace_seconds=600, pool=db.pool)
    now = test_now
    pasta = service.set(user_id, TimerKind.TIMER, now + timedelta(minutes=8), label="pasta", now=now)
    alarm = service.set(user_id, TimerKind.ALARM, now + timedelta(hours=9), now=now)

    assert cmd_timers(settings, _parse("--json"), now=now) == 0
    shown = json.loads(capsys.readouterr().out)
    listed = shown["timers"]
    assert shown["now"] == now.isoformat()
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


def test_ask_sets_a_timer_that_a_restarted_process_fires(run_cli, cli_env: dict[str, str], user_id: str) -> None:  # noqa: ANN001
    """`gpt-home ask "set a timer for 20 seconds"`, then the timer is listed and fired by a different process."""
    import subprocess
    import sys
    from pathlib import Path

    device = {"GPT_HOME_DEVICE_ID": f"ask-{uuid.uuid4().hex[:12]}"}  # only this test's timers on it
    asked = run_cli("ask", "--user", user_id, "--json", "set a timer for 20 seconds", env=device)
    assert asked.returncode == 0, asked.stderr
    reply = json.loads(asked.stdout)
    assert (reply["reply"], reply["handled_by"]) == ("Okay, timer set for 20 seconds.", "intent")

    listed = run_cli("timers", "--user", user_id, "--json", env=device)
    assert listed.returncode == 0, listed.stderr
    (timer,) = json.loads(listed.stdout)["timers"]
    assert timer["kind"] == "timer"
    due = datetime.fromisoformat(timer["due"])

    worker = Path(__file__).with_name("timer_worker.py")
    repo = str(Path(__file__).resolve().parents[2])
    env = {**cli_env, **device, "PYTHONPATH": repo}
    fired = subprocess.run(
        [sys.executable, str(worker), "due", (due + timedelta(seconds=1)).isoformat()],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert fired.returncode == 0, fired.stderr
    assert [json.loads(line)["id"] for line in fired.stdout.splitlines()] == [timer["id"]]
    assert json.loads(run_cli("timers", "--user", user_id, "--json", env=device).stdout)["timers"] == []
