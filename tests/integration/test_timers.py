"""Timers in the real Postgres: persistence across process restarts, firing once, missed alarms, races."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from gpt_home.agent.intents import TimerKind
from gpt_home.errors import InvalidInputError
from gpt_home.memory.store import open_database
from gpt_home.skills.schedule import TimerState
from gpt_home.skills.timers import TimerAnnouncer, TimerService

WORKER = Path(__file__).with_name("timer_worker.py")
REPO = Path(__file__).resolve().parents[2]
TZ = ZoneInfo("Europe/Berlin")
T0 = datetime(2026, 11, 29, 13, 0, tzinfo=UTC)


@pytest.fixture
def device(settings) -> str:
    """A device id no other test uses (timers are polled per device across all users)."""
    return f"dev-{uuid.uuid4().hex[:12]}"


@pytest.fixture
def timers(db, settings, device: str) -> TimerService:
    return TimerService(db.store, device_id=device, grace_seconds=600, pool=db.pool)


def _env(cli_env: dict[str, str], device: str) -> dict[str, str]:
    """The worker imports this checkout's gpt_home (not an installed one) and runs as the given device."""
    path = cli_env.get("PYTHONPATH")
    pythonpath = f"{REPO}{':' + path if path else ''}"
    return {**cli_env, "PYTHONPATH": pythonpath, "GPT_HOME_DEVICE_ID": device, "GPT_HOME_ALARM_GRACE_SECONDS": "600"}


def _worker(cli_env: dict[str, str], device: str, *args: str) -> list[str]:
    env = _env(cli_env, device)
    done = subprocess.run(
        [sys.executable, str(WORKER), *args], env=env, capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr
    return [line for line in done.stdout.splitlines() if line.strip()]


def test_set_list_cancel(timers: TimerService, user_id: str) -> None:
    pasta = timers.set(user_id, TimerKind.TIMER, T0 + timedelta(minutes=8), label="pasta", now=T0)
    eggs = timers.set(user_id, TimerKind.TIMER, T0 + timedelta(minutes=5), label="eggs", now=T0)
    alarm = timers.set(user_id, TimerKind.ALARM, T0 + timedelta(hours=18), now=T0)
    assert [t.id for t in timers.list(user_id)] == [eggs.id, pasta.id, alarm.id]
    assert [t.id for t in timers.list(user_id, kind=TimerKind.ALARM)] == [alarm.id]
    with pytest.raises(InvalidInputError):
        timers.cancel(user_id, kind=TimerKind.TIMER)  # two timers: which one?
    assert [t.id for t in timers.cancel(user_id, label="pasta")] == [pasta.id]
    assert timers.cancel(user_id, label="pasta") == []
    assert [t.id for t in timers.cancel(user_id, due=alarm.due.astimezone(TZ))] == [alarm.id]
    assert [t.id for t in timers.list(user_id)] == [eggs.id]
    states = {t.id: t.state for t in timers.list(user_id, pending_only=False)}
    assert states == {pasta.id: TimerState.CANCELLED, eggs.id: TimerState.PENDING, alarm.id: TimerState.CANCELLED}


def test_set_rejects_past_and_naive_times(timers: TimerService, user_id: str) -> None:
    with pytest.raises(InvalidInputError):
        timers.set(user_id, TimerKind.TIMER, T0 - timedelta(seconds=1), now=T0)
    with pytest.raises(InvalidInputError):
        timers.set(user_id, TimerKind.TIMER, datetime(2026, 12, 1, 7, 0), now=T0)


def test_users_and_devices_are_separate(db, timers: TimerService, user_id: str) -> None:
    timers.set(user_id, TimerKind.TIMER, T0 + timedelta(minutes=1), now=T0)
    other_device = TimerService(db.store, device_id=timers.device_id + "-b", grace_seconds=600, pool=db.pool)
    assert other_device.list(user_id) == []
    assert timers.list(user_id + "x") == []
    assert other_device.due(T0 + timedelta(minutes=1)) == []
    assert len(timers.due(T0 + timedelta(minutes=1))) == 1


def test_fires_once_on_time_and_never_again(timers: TimerService, user_id: str) -> None:
    timer = timers.set(user_id, TimerKind.TIMER, T0 + timedelta(seconds=20), label="pasta", now=T0)
    assert timers.due(T0 + timedelta(seconds=19)) == []
    fired = timers.due(T0 + timedelta(seconds=20), TZ)
    assert [(f.timer.id, f.late, f.text) for f in fired] == [(timer.id, False, "Your pasta timer is done.")]
    for later in (20, 21, 300):
        assert timers.due(T0 + timedelta(seconds=later)) == []
    assert timers.list(user_id) == []


def test_missed_alarm_fires_once_late_within_grace_and_too_late_ones_are_dropped(
    timers: TimerService, user_id: str
) -> None:
    late = timers.set(user_id, TimerKind.ALARM, T0 + timedelta(minutes=10), now=T0)
    lost = timers.set(user_id, TimerKind.ALARM, T0 + timedelta(minutes=1), now=T0)
    # The device was off from T0 until T0 + 15 min: "late" is 5 min overdue, "lost" 14 min (grace is 10 min).
    fired = timers.due(T0 + timedelta(minutes=15), TZ)
    assert [(f.timer.id, f.late) for f in fired] == [(late.id, True)]
    assert fired[0].text == "Your 2:10 pm alarm went off while I was offline."
    assert timers.due(T0 + timedelta(minutes=16)) == []
    states = {t.id: t.state for t in timers.list(user_id, pending_only=False)}
    assert states == {late.id: TimerState.FIRED, lost.id: TimerState.MISSED}


def test_announcer_returns_texts_once(timers: TimerService, user_id: str) -> None:
    clock = [T0]
    announcer = TimerAnnouncer(timers, TZ, clock=lambda: clock[0])
    timers.set(user_id, TimerKind.REMINDER, T0 + timedelta(minutes=1), label="call my mom", now=T0)
    assert announcer() == []
    clock[0] = T0 + timedelta(minutes=1, seconds=2)
    assert announcer() == ["Reminder: call your mom."]
    assert announcer() == []


def test_concurrent_pollers_fire_each_timer_exactly_once(settings, timers: TimerService, user_id: str) -> None:
    ids = {timers.set(user_id, TimerKind.TIMER, T0 + timedelta(seconds=i + 1), now=T0).id for i in range(30)}
    dbs = [open_database(settings, setup=False) for _ in range(4)]
    services = [TimerService(d.store, device_id=timers.device_id, grace_seconds=600, pool=d.pool) for d in dbs]
    results: list[list[str]] = [[] for _ in services]
    barrier = threading.Barrier(len(services), timeout=30)

    def poll(i: int) -> None:
        barrier.wait()
        results[i] = [f.timer.id for f in services[i].due(T0 + timedelta(minutes=1))]

    threads = [threading.Thread(target=poll, args=(i,)) for i in range(len(services))]
    try:
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=60)
            assert not thread.is_alive()
    finally:
        for d in dbs:
            d.close()
    fired = [timer_id for result in results for timer_id in result]
    assert sorted(fired) == sorted(ids)  # every timer once, none twice


@pytest.mark.slow
def test_timer_survives_a_real_process_restart(cli_env: dict[str, str], device: str, user_id: str) -> None:
    due = T0 + timedelta(seconds=20)
    (timer_id,) = _worker(cli_env, device, "set", user_id, "timer", due.isoformat(), T0.isoformat(), "pasta")
    # A new process (the restarted daemon) sees the pending timer, does not fire it early, then fires it once.
    assert _worker(cli_env, device, "due", (T0 + timedelta(seconds=10)).isoformat()) == []
    fired = [json.loads(line) for line in _worker(cli_env, device, "due", (due + timedelta(seconds=1)).isoformat())]
    assert fired == [{"id": timer_id, "late": False, "text": "Your pasta timer is done."}]
    assert _worker(cli_env, device, "due", (due + timedelta(seconds=2)).isoformat()) == []


@pytest.mark.slow
def test_alarm_missed_while_down_fires_once_after_restart(cli_env: dict[str, str], device: str, user_id: str) -> None:
    due = T0 + timedelta(hours=1)
    (alarm_id,) = _worker(cli_env, device, "set", user_id, "alarm", due.isoformat(), T0.isoformat())
    restarted_at = due + timedelta(minutes=4)  # down across the alarm, back within the 10-minute grace
    pollers = [
        subprocess.Popen(
            [sys.executable, str(WORKER), "due", restarted_at.isoformat()],
            env=_env(cli_env, device),
            stdout=subprocess.PIPE,
            text=True,
        )
        for _ in range(2)  # two daemons racing after the restart: still one announcement
    ]
    outputs = [p.communicate(timeout=120)[0] for p in pollers]
    assert all(p.returncode == 0 for p in pollers)
    fired = [json.loads(line) for out in outputs for line in out.splitlines() if line.strip()]
    assert fired == [{"id": alarm_id, "late": True, "text": "Your 3 pm alarm went off while I was offline."}]
    assert _worker(cli_env, device, "due", (restarted_at + timedelta(seconds=5)).isoformat()) == []


def test_announcer_survives_a_database_outage(settings, user_id: str, caplog: pytest.LogCaptureFixture) -> None:  # noqa: ANN001
    database = open_database(settings, setup=False)
    service = TimerService(database.store, device_id="outage", grace_seconds=600, pool=database.pool)
    announcer = TimerAnnouncer(service, TZ, clock=lambda: T0)
    database.close()  # the database goes away under a running daemon
    assert announcer() == []
    assert "checking timers failed" in caplog.text
