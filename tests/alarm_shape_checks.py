"""Checks of alarms, timers and reminders said in other shapes, shared by the generated suite and the never-tuned
vocabulary: what a user hears and what is set, through the real rules and skills on a pinned Tuesday morning.

Each check sets up the household it needs (four alarms, two timers, four reminders), says one sentence and asserts
on the reply AND the store: a must-not leaves every alarm, timer and reminder as it was."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

from skill_helpers import NOW, say

from gpt_home.agent.intent_types import TimerKind
from gpt_home.skills.local import LocalSkills

USER = "anna"
# the alarms the cancel, read and ask checks start from: (local time, what a reply says of it)
ALARMS = {
    "tue23": (datetime(2026, 12, 1, 23, 0, tzinfo=UTC), r"11(?::00)? ?pm"),
    "sun8": (datetime(2026, 12, 6, 8, 0, tzinfo=UTC), r"\b8(?::00)? ?am"),
    "wed545": (datetime(2026, 12, 2, 5, 45, tzinfo=UTC), r"5:45 ?am"),
    "sat6": (datetime(2026, 12, 5, 6, 0, tzinfo=UTC), r"\b6(?::00)? ?am"),
}
TIMERS = {"lasagne": 50, "scones": 18}
REMINDERS = {"call the plumber": timedelta(hours=4), "pick up my prescription": timedelta(days=1),
             "take the washing out": timedelta(minutes=30), "pay the window cleaner": timedelta(days=2)}
WEEKDAY = {"monday": 0, "tuesday": 1, "wednesday": 2, "thursday": 3, "friday": 4, "saturday": 5, "sunday": 6}


def household(skills: LocalSkills) -> None:
    """Four alarms, two running timers and four reminders, all the user's."""
    service = skills.timers
    assert service is not None
    for due, _ in ALARMS.values():
        service.set(USER, TimerKind.ALARM, due, now=NOW)
    for label, minutes in TIMERS.items():
        service.set(USER, TimerKind.TIMER, NOW + timedelta(minutes=minutes), label=label, now=NOW)
    for task, later in REMINDERS.items():
        service.set(USER, TimerKind.REMINDER, NOW + later, label=task, now=NOW)


def state(skills: LocalSkills) -> list[tuple[str, datetime, str]]:
    """Everything set, as (kind, due, label), in a fixed order."""
    assert skills.timers is not None
    return sorted((t.kind.value, t.due, t.label) for t in skills.timers.list(USER))


def alarms(skills: LocalSkills) -> list[datetime]:
    assert skills.timers is not None
    return sorted(t.due for t in skills.timers.list(USER, kind=TimerKind.ALARM))


def check_set_alarm(skills: LocalSkills, text: str, hour: int, minute: int, day: str | None) -> None:
    """One alarm set at that clock (on that weekday when one is said), confirmed."""
    reply = say(skills, text) or ""
    set_ = alarms(skills)
    assert len(set_) == 1, (text, reply)
    due = set_[0]
    assert (due.hour, due.minute) == (hour, minute), (text, reply, due)
    if day is not None:
        assert due.weekday() == WEEKDAY[day], (text, reply, due)
        assert day.title() in reply or "tomorrow" in text and "tomorrow" in reply, (text, reply)  # the day as said
    assert reply.startswith("Okay, alarm set for"), (text, reply)


def check_set_timer(skills: LocalSkills, text: str, minutes: int) -> None:
    """One timer set for that many minutes, said back."""
    reply = say(skills, text) or ""
    assert skills.timers is not None
    timers = skills.timers.list(USER, kind=TimerKind.TIMER)
    assert len(timers) == 1 and timers[0].due - NOW == timedelta(minutes=minutes), (text, reply)
    assert re.search(rf"^Okay, (?:\w+ )*timer set for {minutes} minutes\.", reply), (text, reply)


def check_cancel_one(skills: LocalSkills, text: str, gone: str) -> None:
    """Only the alarm named is cancelled, and the reply says which."""
    household(skills)
    before = state(skills)
    reply = say(skills, text) or ""
    after = state(skills)
    removed = [t for t in before if t not in after]
    assert removed == [("alarm", ALARMS[gone][0], "")], (text, reply, removed)
    assert re.search(ALARMS[gone][1], reply) and re.search(r"cancel", reply, re.I), (text, reply)


def check_asked(skills: LocalSkills, text: str, pattern: str, forbidden: str = r"^\W*no\b|don't have|no alarm") -> None:
    """The question answered from what is set; nothing changed."""
    household(skills)
    before = state(skills)
    reply = say(skills, text) or ""
    assert state(skills) == before, (text, reply)
    assert re.search(pattern, reply, re.I) and not re.search(forbidden, reply, re.I), (text, reply)


def check_all_alarms(skills: LocalSkills, text: str) -> None:
    check_asked(skills, text, "".join(f"(?=.*{p})" for _, p in ALARMS.values()))


def check_counting(skills: LocalSkills, text: str) -> None:
    check_asked(skills, text, "".join(f"(?=.*{name})" for name in TIMERS))


def check_reminded(skills: LocalSkills, text: str) -> None:
    check_asked(skills, text, "".join(f"(?=.*{task.split()[-1]})" for task in REMINDERS))


def check_must_not(skills: LocalSkills, text: str) -> None:
    """Nothing set, nothing cancelled."""
    household(skills)
    before = state(skills)
    reply = say(skills, text)
    assert state(skills) == before, (text, reply)
