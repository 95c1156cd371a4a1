"""Which persisted timers fire, fire late, are dropped or wait, with an injected clock."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from gpt_home.agent.intents import TimerKind
from gpt_home.skills.schedule import (
    Action,
    TimerRecord,
    TimerState,
    announcement,
    decide,
    plan,
)

NOW = datetime(2026, 11, 29, 13, 0, tzinfo=UTC)
GRACE = timedelta(minutes=10)
TZ = ZoneInfo("Europe/Berlin")


def rec(key: str, due_offset_s: float, *, state=TimerState.PENDING, kind=TimerKind.TIMER, device="pi", label=""):
    return TimerRecord(
        id=key,
        kind=kind,
        due=NOW + timedelta(seconds=due_offset_s),
        created=NOW - timedelta(hours=1),
        label=label,
        device_id=device,
        state=state,
    )


@pytest.mark.parametrize(
    ("offset_s", "expected"),
    [
        (30, Action.WAIT),
        (0, Action.FIRE),
        (-59, Action.FIRE),
        (-60, Action.FIRE),
        (-61, Action.FIRE_LATE),
        (-600, Action.FIRE_LATE),
        (-601, Action.DROP),
        (-86400, Action.DROP),
    ],
)
def test_decide_by_lateness(offset_s: float, expected: Action) -> None:
    assert decide(rec("a", offset_s), NOW, GRACE) is expected


@pytest.mark.parametrize("state", [TimerState.FIRED, TimerState.CANCELLED, TimerState.MISSED])
def test_only_pending_timers_are_considered(state: TimerState) -> None:
    assert decide(rec("a", -5, state=state), NOW, GRACE) is None


def test_zero_grace_drops_anything_not_on_time() -> None:
    assert decide(rec("a", -30), NOW, timedelta(0)) is Action.FIRE  # on time still fires
    assert decide(rec("a", -61), NOW, timedelta(0)) is Action.DROP


def test_plan_after_restart() -> None:
    timers = [
        rec("future2", 7200),
        rec("future1", 60),
        rec("now", -1),
        rec("late", -300),
        rec("too-late", -3600),
        rec("done", -5, state=TimerState.FIRED),
        rec("other-device", -1, device="kitchen-pi"),
    ]
    result = plan(timers, NOW, grace=GRACE, device_id="pi")
    assert [t.id for t in result.fire] == ["now"]
    assert [t.id for t in result.fire_late] == ["late"]
    assert [t.id for t in result.drop] == ["too-late"]
    assert [t.id for t in result.waiting] == ["future1", "future2"]
    assert result.next_due == NOW + timedelta(seconds=60)


def test_plan_all_devices_when_none_given() -> None:
    result = plan([rec("a", -1), rec("b", -1, device="x")], NOW, grace=GRACE)
    assert [t.id for t in result.fire] == ["a", "b"]


def test_a_fired_timer_never_fires_again_on_a_later_poll() -> None:
    timer = rec("a", -1)
    first = plan([timer], NOW, grace=GRACE)
    assert first.fire == (timer,)
    fired = timer.with_state(TimerState.FIRED, NOW)
    for later in (NOW, NOW + timedelta(seconds=1), NOW + timedelta(minutes=5)):
        again = plan([fired], later, grace=GRACE)
        assert again.fire == again.fire_late == again.drop == ()


def test_plan_rejects_naive_now() -> None:
    with pytest.raises(ValueError):
        plan([], NOW.replace(tzinfo=None), grace=GRACE)


def test_record_round_trips_through_the_stored_value() -> None:
    timer = rec("a", 90, kind=TimerKind.REMINDER, label="call mom").with_state(TimerState.FIRED, NOW)
    value = timer.to_value()
    assert value["due"] == "2026-11-29T13:01:30+00:00"
    assert value["state"] == "fired"
    assert TimerRecord.from_value("a", value) == timer


def test_stored_times_in_another_zone_come_back_as_utc() -> None:
    value = rec("a", 0).to_value() | {"due": "2026-11-29T14:00:00+01:00"}
    assert TimerRecord.from_value("a", value).due == NOW


def test_naive_times_are_rejected() -> None:
    with pytest.raises(ValueError):
        TimerRecord("a", TimerKind.TIMER, datetime(2026, 1, 1), datetime(2026, 1, 1, tzinfo=UTC))


def test_announcements_are_short_and_spoken() -> None:
    assert announcement(rec("a", 0, label="pasta"), TZ) == "Your pasta timer is done."
    assert announcement(rec("a", 0), TZ) == "Your timer is done."
    assert announcement(rec("a", 0, kind=TimerKind.ALARM), TZ) == "It is 2 pm. This is your alarm."
    assert (
        announcement(rec("a", 1800, kind=TimerKind.ALARM), TZ, late=True)
        == "Your 2:30 pm alarm went off while I was offline."
    )
    assert announcement(rec("a", 0, kind=TimerKind.REMINDER, label="take my pills"), TZ) == "Reminder: take your pills."
