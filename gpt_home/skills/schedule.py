"""Timer records and the pure decision of what fires now, what waits, what fires late and what is dropped.

The daemon polls; on every poll (and right after a restart) it hands the persisted timers and ``now`` to
:func:`plan`. Nothing here reads a clock or a store, so restarts, missed alarms and grace windows are tested with
plain datetimes.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta, tzinfo
from enum import StrEnum
from typing import Any

from gpt_home.agent.intents import TimerKind
from gpt_home.skills.phrases import second_person, spoken_clock

# A timer is "on time" if the poll that fires it comes at most this late (a long reply can delay a poll).
ON_TIME_SLACK = timedelta(seconds=60)


class TimerState(StrEnum):
    """Life cycle of a persisted timer; only PENDING ones are ever fired, and each only once."""

    PENDING = "pending"
    FIRED = "fired"
    CANCELLED = "cancelled"
    MISSED = "missed"  # due while the device was off, longer ago than the grace window


@dataclass(frozen=True, slots=True)
class TimerRecord:
    """One timer, alarm or reminder as stored under ``("timers", user)``; times are aware UTC."""

    id: str
    kind: TimerKind
    due: datetime
    created: datetime
    label: str = ""
    user_id: str = "default"
    device_id: str = "device"
    state: TimerState = TimerState.PENDING
    fired_at: datetime | None = None

    def __post_init__(self) -> None:
        if self.due.tzinfo is None or self.created.tzinfo is None:
            raise ValueError("timer times must be timezone-aware")

    def to_value(self) -> dict[str, Any]:
        """The JSON value stored in the store (ISO times in UTC, so any process and zone reads them alike)."""
        return {
            "kind": self.kind.value,
            "due": self.due.astimezone(UTC).isoformat(),
            "label": self.label,
            "user_id": self.user_id,
            "device_id": self.device_id,
            "state": self.state.value,
            "created": self.created.astimezone(UTC).isoformat(),
            "fired_at": self.fired_at.astimezone(UTC).isoformat() if self.fired_at else None,
        }

    @classmethod
    def from_value(cls, key: str, value: Mapping[str, Any]) -> TimerRecord:
        """Rebuild a record from a stored value.

        Raises:
            ValueError: the stored value is not a timer (a bad kind, state or time).
        """
        fired = value.get("fired_at")
        return cls(
            id=key,
            kind=TimerKind(value["kind"]),
            due=datetime.fromisoformat(value["due"]).astimezone(UTC),
            created=datetime.fromisoformat(value["created"]).astimezone(UTC),
            label=str(value.get("label", "")),
            user_id=str(value.get("user_id", "default")),
            device_id=str(value.get("device_id", "device")),
            state=TimerState(value.get("state", TimerState.PENDING)),
            fired_at=datetime.fromisoformat(fired).astimezone(UTC) if fired else None,
        )

    def with_state(self, state: TimerState, at: datetime | None = None) -> TimerRecord:
        """A copy in a new state (fired_at set when it fires)."""
        return replace(self, state=state, fired_at=at if state is TimerState.FIRED else self.fired_at)


class Action(StrEnum):
    """What to do with a pending timer at this poll."""

    FIRE = "fire"  # due now (within ON_TIME_SLACK)
    FIRE_LATE = "fire_late"  # missed (device was off or busy) but within the grace window: fire once, say so
    DROP = "drop"  # missed by more than the grace window: mark missed, never fire
    WAIT = "wait"  # still ahead: stays armed


@dataclass(frozen=True, slots=True)
class Plan:
    """The decision for one poll; ``next_due`` lets the caller sleep until the next timer (bounded by its poll)."""

    fire: tuple[TimerRecord, ...] = ()
    fire_late: tuple[TimerRecord, ...] = ()
    drop: tuple[TimerRecord, ...] = ()
    waiting: tuple[TimerRecord, ...] = ()
    next_due: datetime | None = None


def decide(timer: TimerRecord, now: datetime, grace: timedelta, on_time: timedelta = ON_TIME_SLACK) -> Action | None:
    """The action for one timer, or None if it is not pending (fired, cancelled or missed timers never fire again)."""
    if timer.state is not TimerState.PENDING:
        return None
    lateness = now - timer.due
    if lateness < timedelta(0):
        return Action.WAIT
    if lateness <= on_time:
        return Action.FIRE
    if lateness <= grace:
        return Action.FIRE_LATE
    return Action.DROP


def plan(
    timers: Iterable[TimerRecord],
    now: datetime,
    *,
    grace: timedelta,
    device_id: str | None = None,
    on_time: timedelta = ON_TIME_SLACK,
) -> Plan:
    """Sort timers into fire / fire late / drop / wait at ``now``; only this device's timers when ``device_id`` given.

    Raises:
        ValueError: ``now`` is naive (a naive clock would silently shift every alarm by the UTC offset).
    """
    if now.tzinfo is None:
        raise ValueError("now must be timezone-aware")
    buckets: dict[Action, list[TimerRecord]] = {action: [] for action in Action}
    for timer in timers:
        if device_id is not None and timer.device_id != device_id:
            continue
        action = decide(timer, now, grace, on_time)
        if action is not None:
            buckets[action].append(timer)
    for bucket in buckets.values():
        bucket.sort(key=lambda t: (t.due, t.id))
    waiting = buckets[Action.WAIT]
    return Plan(
        fire=tuple(buckets[Action.FIRE]),
        fire_late=tuple(buckets[Action.FIRE_LATE]),
        drop=tuple(buckets[Action.DROP]),
        waiting=tuple(waiting),
        next_due=waiting[0].due if waiting else None,
    )


def announcement(timer: TimerRecord, tz: tzinfo, *, late: bool = False) -> str:
    """What the speaker says when a timer fires; a late one says it was missed so nobody is confused."""
    label = timer.label.strip()
    if timer.kind is TimerKind.REMINDER:
        text = f"Reminder: {second_person(label)}." if label else "This is your reminder."
        return f"I missed this while I was offline. {text}" if late else text
    if timer.kind is TimerKind.ALARM:
        name = f"{label} alarm" if label else "alarm"
        if late:
            return f"Your {spoken_clock(timer.due, tz)} {name} went off while I was offline."
        return f"It is {spoken_clock(timer.due, tz)}. This is your {name}."
    name = f"{label} timer" if label else "timer"
    if late:
        return f"Your {name} finished at {spoken_clock(timer.due, tz)} while I was offline."
    return f"Your {name} is done."
