"""Talking about running timers: how many, how long is left on which, add or take time off a labelled one.

Counts and times come from the persisted timers and the turn's ``now`` (never the wall clock), so "how much time is
left on the laundry timer" is exact and testable. Labels are told apart by whole words ("pizza" is not "pizza dough"
unless only one of them exists).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta, tzinfo

from gpt_home.agent.intent_types import TimerKind
from gpt_home.agent.timeparse import parse_duration
from gpt_home.errors import InvalidInputError, NotFoundError
from gpt_home.skills.phrases import join_and, label_is, label_within, spoken_duration, with_article
from gpt_home.skills.schedule import TimerRecord
from gpt_home.skills.timers import TimerService, describe

MAX_LISTED = 5


def _name(timer: TimerRecord) -> str:
    return f"the {timer.label} timer" if timer.label else "the timer"


def _left(timer: TimerRecord, now: datetime) -> str:
    return spoken_duration(timer.due - now)


def select(timers: Sequence[TimerRecord], label: str) -> list[TimerRecord]:
    """Timers whose label is ``label`` exactly, else those whose label contains it as whole words, else those set
    for the length it says."""
    label = " ".join(label.lower().removeprefix("the ").split())
    if not label:
        return list(timers)
    exact = [t for t in timers if label_is(label, t.label)]
    if exact:
        return exact
    if within := [t for t in timers if label_within(label, t.label)]:
        return within
    length = parse_duration(label)  # "the 40 minute timer": the one set for 40 minutes
    return [t for t in timers if length is not None and abs((t.due - t.created) - length) < timedelta(seconds=30)]


def status(service: TimerService, user_id: str, now: datetime, *, label: str = "") -> str:
    """ "You have 2 timers running: the pizza timer with 11 minutes left and ..."; one label: its time left."""
    running = [t for t in service.list(user_id, kind=TimerKind.TIMER) if t.due > now]
    if label:
        chosen = select(running, label)
        if not chosen:
            others = f" You have {_count(len(running))} running." if running else ""
            return f"You don't have {with_article(label)} timer.{others}"
        if len(chosen) == 1:
            return f"{_name(chosen[0]).capitalize()} has {_left(chosen[0], now)} left."
        parts = [f"one with {_left(t, now)} left" for t in chosen[:MAX_LISTED]]
        return f"You have {len(chosen)} {label} timers: {join_and(parts)}."
    if not running:
        return "You have no timers running."
    parts = [f"{_name(t)} with {_left(t, now)} left" for t in running[:MAX_LISTED]]
    more = f", and {len(running) - MAX_LISTED} more" if len(running) > MAX_LISTED else ""
    return f"You have {_count(len(running))} running: {join_and(parts)}{more}."


def _count(n: int) -> str:
    return "one timer" if n == 1 else f"{n} timers"


def adjust(service: TimerService, user_id: str, now: datetime, delta: timedelta, *, label: str = "") -> str:
    """Add (positive ``delta``) or take off time from the named timer, or the only one running."""
    running = [t for t in service.list(user_id, kind=TimerKind.TIMER) if t.due > now]
    chosen = select(running, label)
    if not chosen:
        return f"You don't have {with_article(label)} timer." if label else "You have no timers running."
    if len(chosen) > 1:
        names = join_and([_name(t) for t in chosen[:MAX_LISTED]])
        return f"You have {len(chosen)} timers: {names}. Which one should I change?"
    timer = chosen[0]
    try:
        moved = service.move(timer, timer.due + delta, now=now)
    except InvalidInputError:
        return f"{_name(timer).capitalize()} only has {_left(timer, now)} left, so I can't take off that much."
    except NotFoundError:
        return f"{_name(timer).capitalize()} has just finished."
    verb = "Added" if delta > timedelta(0) else "Took"
    amount = spoken_duration(abs(delta))
    preposition = "to" if delta > timedelta(0) else "off"
    return f"{verb} {amount} {preposition} {_name(timer)}. It now has {_left(moved, now)} left."


def duration_from_slots(slots: dict[str, object]) -> timedelta | None:
    """Home Assistant's ``hours``/``minutes``/``seconds`` slots as a timedelta (None when all are missing)."""
    parts = {unit: slots.get(unit) for unit in ("hours", "minutes", "seconds")}
    if all(value is None for value in parts.values()):
        return None
    try:
        return timedelta(**{unit: float(str(value)) for unit, value in parts.items() if value is not None})
    except ValueError:
        return None



def already_set(service: TimerService, user_id: str, kind: TimerKind, due: datetime, label: str) -> TimerRecord | None:
    """The pending alarm or reminder that setting this one again would repeat (same minute, same task or name), or
    None: "set an alarm for 6 am" said twice keeps one alarm. Countdowns are never folded (two 10 minute timers for
    two pans are meant)."""
    if kind is TimerKind.TIMER:
        return None
    for timer in service.list(user_id, kind=kind):
        same_name = label_is(label, timer.label) or not (label or timer.label)
        if abs(timer.due - due) < timedelta(minutes=1) and same_name:
            return timer
    return None


def cancelled_name(timer: TimerRecord, tz: tzinfo) -> str:
    """How a cancelled one is named back: a timer with no name by its length ("the 45 minute timer": which of
    several went is heard), anything else as ``describe`` names it."""
    length = timer.due - timer.created
    if timer.kind is not TimerKind.TIMER or timer.label or length.total_seconds() % 60 or " and " in (
            said := spoken_duration(length)):
        return describe(timer, tz)
    return f"the {said.replace('minutes', 'minute').replace('hours', 'hour')} timer"


TIMER_LIMIT = timedelta(hours=24)  # a countdown is for the kitchen, the wash, a nap; days ahead are alarms/reminders
TOO_LONG = "Timers go up to 24 hours; for longer, set a reminder or an alarm."


def restarted(service: TimerService, user_id: str, label: str, length: timedelta, now: datetime) -> str | None:
    """A named timer asked for again with a length while one of that name runs ("dumplings timer, make it 11
    minutes"): that one restarts with the new length and the change is said; never two timers of one name. None when
    no running timer (or several) has that name: a new one is set."""
    if not label:
        return None  # two plain "10 minute timers" for two pans are meant
    same = [t for t in service.list(user_id, kind=TimerKind.TIMER) if t.due > now and label_is(label, t.label)]
    if len(same) != 1:
        return None
    try:
        service.move(same[0], now + length, now=now)
    except (InvalidInputError, NotFoundError):
        return None
    return f"I've changed {_name(same[0])} to {spoken_duration(length)}."
