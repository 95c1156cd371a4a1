"""Timers, alarms and reminders persisted in the LangGraph store, so they survive restarts.

Layout: namespace ``("timers", user_label(user))``, key = uuid, value = ``TimerRecord.to_value()`` (device id, due
time in UTC ISO, label, kind, state). Firing is a claim: a timer moves from ``pending`` to ``fired`` in ONE
conditional UPDATE (``... WHERE value->>'state' = 'pending'``), so two processes polling the same database, or a
daemon restarted mid-poll, can never announce the same timer twice. Without a Postgres pool (an in-memory store in
a unit test) the claim is a lock in this process only.
"""

from __future__ import annotations

import logging
import threading
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta, tzinfo
from typing import Any

import psycopg
from langgraph.store.base import BaseStore

from gpt_home.agent.intents import TimerKind
from gpt_home.errors import InvalidInputError, NotFoundError
from gpt_home.memory.manager import user_label
from gpt_home.memory.root_stamps import touch_version
from gpt_home.agent.timeparse import parse_duration
from gpt_home.skills.list_store import task_key
from gpt_home.skills.reminder_words import reminder_link
from gpt_home.skills.phrases import label_is, label_key, label_within, second_person, spoken_clock
from gpt_home.skills.schedule import TimerRecord, TimerState, announcement, plan

_LOGGER = logging.getLogger(__name__)
NAMESPACE_ROOT = "timers"
MAX_LABEL_CHARS = 120
MAX_AHEAD = timedelta(days=366)
KEEP_FINISHED = timedelta(
    days=1
)  # fired/cancelled/missed records are kept this long (for "what did I miss"), then pruned
_SCAN_LIMIT = 10_000

_CLAIM_SQL = """
UPDATE store
   SET value = value || jsonb_build_object('state', %(state)s::text, 'fired_at', %(fired_at)s::text),
       updated_at = now()
 WHERE prefix = %(prefix)s AND key = %(key)s AND value->>'state' = 'pending'
RETURNING key
"""
_CANCEL_MANY_SQL = _CLAIM_SQL.replace("AND key = %(key)s", "AND key = ANY(%(keys)s)")
_MOVE_SQL = """
UPDATE store
   SET value = value || jsonb_build_object('due', %(due)s::text), updated_at = now()
 WHERE prefix = %(prefix)s AND key = %(key)s AND value->>'state' = 'pending'
RETURNING key
"""


def timer_namespace(user_id: str) -> tuple[str, str]:
    """The store namespace of one user's timers.

    Raises:
        MissingUserIdError: blank user id.
    """
    return (NAMESPACE_ROOT, user_label(user_id))


@dataclass(frozen=True, slots=True)
class Firing:
    """A timer this process claimed at a poll: announce ``text`` once."""

    timer: TimerRecord
    late: bool
    text: str


class TimerService:
    """Set, cancel, list and fire persisted timers of this device (one instance per process)."""

    def __init__(self, store: BaseStore, *, device_id: str, grace_seconds: float, pool: Any = None) -> None:
        # The household wires a strict store here (wiring.py): a read the database cannot answer raises, so "you have
        # no reminders" is never said because a read was slow.
        self._store = store
        self._device_id = device_id
        self._grace = timedelta(seconds=grace_seconds)
        self._pool = pool  # psycopg pool of the same Postgres: makes claims atomic across processes
        self._lock = threading.Lock()

    @property
    def device_id(self) -> str:
        """The device whose timers this service fires."""
        return self._device_id

    # --- writing -----------------------------------------------------------------------------------------
    def set(self, user_id: str, kind: TimerKind, due: datetime, *, label: str = "", now: datetime) -> TimerRecord:
        """Persist a pending timer and return it.

        Raises:
            InvalidInputError: the due time is naive, already past, more than a year ahead, or the label is too long.
            MissingUserIdError: blank user id.
        """
        if due.tzinfo is None or now.tzinfo is None:
            raise InvalidInputError("timer times must include a time zone")
        if due <= now:
            raise InvalidInputError("that time has already passed")
        if due - now > MAX_AHEAD:
            raise InvalidInputError("timers can be set at most a year ahead")
        label = " ".join(label.split())
        if len(label) > MAX_LABEL_CHARS:
            raise InvalidInputError(f"a timer label may be at most {MAX_LABEL_CHARS} characters")
        record = TimerRecord(
            id=str(uuid.uuid4()),
            kind=TimerKind(kind),
            due=due.astimezone(UTC),
            created=now.astimezone(UTC),
            label=label,
            user_id=user_id,
            device_id=self._device_id,
        )
        self._store.put(timer_namespace(user_id), record.id, record.to_value(), index=False)
        _LOGGER.info("%s %s set for %s", record.kind, record.id, record.due.isoformat())
        return record

    def cancel(
        self,
        user_id: str,
        *,
        kind: TimerKind | None = None,
        label: str = "",
        due: datetime | None = None,
        everything: bool = False,
        timer_id: str | None = None,
    ) -> list[TimerRecord]:
        """Cancel matching pending timers; returns those cancelled ([] when none matched).

        With no label, due time or id and ``everything`` False, exactly one pending timer must match: when several
        do, nothing is cancelled and :class:`InvalidInputError` says which to pick (a wrong guess loses an alarm).

        Raises:
            InvalidInputError: the request matches several timers and did not say "all".
        """
        pending = self.list(user_id, kind=kind)
        if timer_id is not None:
            chosen = [t for t in pending if t.id == timer_id]
        else:
            chosen = [t for t in pending if _matches(t, label, due)]
            exact = [t for t in chosen if label_is(label, t.label)]
            chosen = exact or chosen  # "the pizza timer" is not "the pizza dough timer" when both run
            if len(chosen) > 1 and not everything:
                raise InvalidInputError(f"{len(chosen)} timers match; say which one, or say all")
        cancelled = self._cancel_many(chosen)
        for timer in cancelled:
            _LOGGER.info("%s %s cancelled", timer.kind, timer.id)
        return [t.with_state(TimerState.CANCELLED) for t in cancelled]

    def move(self, timer: TimerRecord, due: datetime, *, now: datetime) -> TimerRecord:
        """Give a pending timer a new due time ("add five minutes to the pasta timer").

        Raises:
            InvalidInputError: the new time is not in the future, or more than a year ahead.
            NotFoundError: the timer is no longer pending (it fired or was cancelled meanwhile).
        """
        if due <= now:
            raise InvalidInputError("that would end the timer in the past")
        if due - now > MAX_AHEAD:
            raise InvalidInputError("timers can be set at most a year ahead")
        namespace = timer_namespace(timer.user_id)
        new_due = due.astimezone(UTC).isoformat()
        if self._pool is not None:
            self._before_sql()
            with self._pool.connection() as conn:
                row = conn.execute(_MOVE_SQL, {"due": new_due, "prefix": ".".join(namespace), "key": timer.id}).fetchone()
            self._after_sql(namespace, bool(row))
        else:
            with self._lock:
                item = self._store.get(namespace, timer.id)
                row = item is not None and item.value.get("state") == TimerState.PENDING
                if row:
                    self._store.put(namespace, timer.id, {**item.value, "due": new_due}, index=False)
        if not row:
            raise NotFoundError(f"timer {timer.id!r} is no longer pending")
        _LOGGER.info("%s %s moved to %s", timer.kind, timer.id, new_due)
        return TimerRecord.from_value(timer.id, {**timer.to_value(), "due": new_due})

    def cancel_id(self, timer_id: str) -> TimerRecord:
        """Cancel one pending timer of this device by id, whoever set it (the CLI and the settings page).

        Raises:
            NotFoundError: no pending timer on this device has that id (it may have fired already).
        """
        for timer in self.all_pending():
            if timer.id == timer_id and self._transition(timer, TimerState.CANCELLED, None):
                _LOGGER.info("%s %s cancelled", timer.kind, timer.id)
                return timer.with_state(TimerState.CANCELLED)
        raise NotFoundError(f"no pending timer {timer_id!r} on this device")

    # --- reading -----------------------------------------------------------------------------------------
    def list(self, user_id: str, *, kind: TimerKind | None = None, pending_only: bool = True) -> list[TimerRecord]:
        """A user's timers on this device, soonest first (pending ones only, unless asked).

        Raises:
            StoreError: the read store could not answer (the skill says the database is unreachable).
        """
        items = self._store.search(timer_namespace(user_id), limit=_SCAN_LIMIT)
        records = _records(items)
        return sorted(
            (
                r
                for r in records
                if r.device_id == self._device_id
                and (kind is None or r.kind is kind)
                and (not pending_only or r.state is TimerState.PENDING)
            ),
            key=lambda r: (r.due, r.id),
        )

    def all_pending(self) -> list[TimerRecord]:
        """Every user's pending timers on this device (for the CLI and the settings page)."""
        records = _records(self._store.search((NAMESPACE_ROOT,), limit=_SCAN_LIMIT))
        return sorted(
            (r for r in records if r.device_id == self._device_id and r.state is TimerState.PENDING),
            key=lambda r: (r.due, r.id),
        )

    def rang_since(self, since: datetime) -> list[TimerRecord]:
        """Every user's timers on this device announced at or after ``since``: what "stop the timer" may mean."""
        records = _records(self._store.search((NAMESPACE_ROOT,), limit=_SCAN_LIMIT))
        return [r for r in records if r.device_id == self._device_id and r.state is TimerState.FIRED
                and r.fired_at is not None and r.fired_at >= since]

    # --- firing ------------------------------------------------------------------------------------------
    def due(self, now: datetime, tz: tzinfo = UTC) -> list[Firing]:
        """Claim and return this device's timers that fire at ``now`` (on time or late within the grace window).

        Timers missed by more than the grace window are marked missed and never fire. Each timer is returned by
        exactly one call in one process, ever; the texts are spoken in ``tz``.
        """
        items = self._store.search((NAMESPACE_ROOT,), limit=_SCAN_LIMIT)
        records = _records(items)
        decision = plan(records, now, grace=self._grace, device_id=self._device_id)
        firings: list[Firing] = []
        for timer, late in [(t, False) for t in decision.fire] + [(t, True) for t in decision.fire_late]:
            if self._try_transition(timer, TimerState.FIRED, now):
                firings.append(
                    Firing(timer.with_state(TimerState.FIRED, now), late, announcement(timer, tz, late=late))
                )
                _LOGGER.info("%s %s fired%s", timer.kind, timer.id, " late" if late else "")
        for timer in decision.drop:
            if self._try_transition(timer, TimerState.MISSED, None):
                _LOGGER.warning("%s %s was missed by more than the grace window; not announced", timer.kind, timer.id)
        self._prune(records, now)
        return firings

    def _try_transition(self, timer: TimerRecord, state: TimerState, at: datetime | None) -> bool:
        """Like _transition, but a failed update leaves this timer pending for the next poll instead of losing the
        timers already claimed in this poll (those are still returned and announced)."""
        try:
            return self._transition(timer, state, at)
        except psycopg.Error as exc:
            _LOGGER.warning("could not update %s %s; will retry: %s", timer.kind, timer.id, type(exc).__name__)
            return False

    def _transition(self, timer: TimerRecord, state: TimerState, at: datetime | None) -> bool:
        """Move a pending timer to ``state``; False if someone else already moved it (fired or cancelled)."""
        namespace = timer_namespace(timer.user_id)
        fired_at = at.astimezone(UTC).isoformat() if at else None
        if self._pool is not None:
            params = {"state": state.value, "fired_at": fired_at, "prefix": ".".join(namespace), "key": timer.id}
            self._before_sql()
            with self._pool.connection() as conn:
                claimed = conn.execute(_CLAIM_SQL, params).fetchone() is not None
            self._after_sql(namespace, claimed)
            return claimed
        with self._lock:
            item = self._store.get(namespace, timer.id)
            if item is None or item.value.get("state") != TimerState.PENDING:
                return False
            self._store.put(
                namespace, timer.id, {**item.value, "state": state.value, "fired_at": fired_at}, index=False
            )
            return True

    def _cancel_many(self, timers: Sequence[TimerRecord]) -> list[TimerRecord]:
        """Cancel pending timers of one user in one statement ("cancel all my timers"); those that were pending."""
        if self._pool is None or len(timers) < 2:
            return [t for t in timers if self._transition(t, TimerState.CANCELLED, None)]
        namespace = timer_namespace(timers[0].user_id)
        if any(timer_namespace(t.user_id) != namespace for t in timers):
            return [t for t in timers if self._transition(t, TimerState.CANCELLED, None)]
        self._before_sql()
        with self._pool.connection() as conn:
            rows = conn.execute(_CANCEL_MANY_SQL, {"state": TimerState.CANCELLED.value, "fired_at": None,
                                                   "prefix": ".".join(namespace), "keys": [t.id for t in timers]})
            done = {row["key"] if isinstance(row, dict) else row[0] for row in rows.fetchall()}
        self._after_sql(namespace, bool(done))
        return [t for t in timers if t.id in done]

    def _before_sql(self) -> None:
        """SQL finds a row only once its journaled write was applied: let this service's writes land (bounded)."""
        settle = getattr(self._store, "settle_writes", None)
        if settle is not None:
            settle()

    def _after_sql(self, namespace: tuple[str, ...], changed: bool) -> None:
        """A change made in SQL bypasses the journal: tell the store's cache (memory/namespace_cache.py)."""
        if not changed:
            return
        note = getattr(self._store, "changed", None)
        if note is not None:
            note(namespace)
            return
        journal = getattr(self._store, "journal", None)  # no cache here: still tell other processes' caches
        if journal is not None:
            try:
                touch_version(journal.directory, NAMESPACE_ROOT)
            except OSError as exc:  # the change is made; other processes see it within their cache's TTL
                _LOGGER.warning("could not stamp the timer change: %s", exc)

    def _prune(self, records: Sequence[TimerRecord], now: datetime) -> None:
        for record in records:
            finished = record.fired_at or record.due
            if record.state is not TimerState.PENDING and now - finished > KEEP_FINISHED:
                self._store.delete(timer_namespace(record.user_id), record.id)


def _records(items: Sequence[Any]) -> list[TimerRecord]:
    records = []
    for item in items:
        try:
            records.append(TimerRecord.from_value(item.key, item.value))
        except (KeyError, ValueError, TypeError):
            _LOGGER.warning("ignoring a malformed timer record %s in %s", item.key, item.namespace)
    return records


_SMALL_WORDS = frozenset({"the", "a", "an", "my", "our", "your", "to", "about"})


def _content(label: str) -> str:
    """A label's words as compared by meaning: "feed the cat", "feed cat" and "feeding the cat" are "feed cat"."""
    return " ".join(task_key(w) for w in label_key(label).split() if w not in _SMALL_WORDS)


def _named(timer: TimerRecord, label: str) -> bool:
    """``label`` names the timer: its words within the timer's label (small words aside), or, for a countdown, its
    length ("the 5 minute timer" is the one set for five minutes)."""
    if label.lower() in timer.label.lower() or label_within(label, timer.label):
        return True
    if (asked := _content(label)) and f" {asked} " in f" {_content(timer.label)} ":
        return True
    length = parse_duration(label) if timer.kind is TimerKind.TIMER and not timer.label else None
    return length is not None and abs((timer.due - timer.created) - length) < timedelta(seconds=30)


def _matches(timer: TimerRecord, label: str, due: datetime | None) -> bool:
    if label and not _named(timer, label):
        return False
    return due is None or abs(timer.due - due) < timedelta(minutes=1)


def describe(timer: TimerRecord, tz: tzinfo = UTC) -> str:
    """ "the pasta timer", "the 7:30 am alarm", "the reminder to call mom": how a person names a timer."""
    if timer.kind is TimerKind.REMINDER:
        said = second_person(timer.label)
        return f"the reminder {reminder_link(said)} {said}" if timer.label else "the reminder"
    if timer.kind is TimerKind.ALARM:
        return f"the {spoken_clock(timer.due, tz)} {timer.label + ' ' if timer.label else ''}alarm"
    return f"the {timer.label + ' ' if timer.label else ''}timer"


class TimerAnnouncer:
    """What the daemon polls: ``announcer()`` returns the texts of timers that became due since the last poll.

    Never raises: a store outage is logged and the timers fire on a later poll (within the grace window).
    """

    def __init__(self, service: TimerService, tz: tzinfo, clock: Callable[[], datetime] | None = None) -> None:
        self._service = service
        self._tz = tz
        self._clock = clock or (lambda: datetime.now(UTC))

    def __call__(self) -> list[str]:
        try:
            return [firing.text for firing in self._service.due(self._clock(), self._tz)]
        except Exception:
            _LOGGER.exception("checking timers failed; will retry on the next poll")
            return []
