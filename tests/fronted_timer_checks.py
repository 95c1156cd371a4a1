"""Checks of alarms, timers and reminders whose thing is said first and the order after (round 23): "i want 17
minutes counted down", "tomorrow i'm up at 6:15, set the alarm for that", "the evening alarm at ten, scrap that one",
"is my saturday alarm still on", "bins out tomorrow, give me a reminder at 8 am", "drop the one about phoning the
bank". Shared by the generated suite and the never-tuned vocabulary; each says one sentence to the real rules and
skills on a pinned Tuesday morning (tests/skill_helpers.py) and asserts on the reply AND the store."""

from __future__ import annotations

import re
from datetime import timedelta

from alarm_shape_checks import ALARMS, REMINDERS, USER, household, state
from skill_helpers import NOW, say

from gpt_home.agent.intent_types import TimerKind
from gpt_home.skills.local import LocalSkills


def check_reminder_set(skills: LocalSkills, text: str, thing: str, due_at: tuple[int, int, int] | int) -> None:
    """One reminder set, its task naming ``thing``; due at (day of December, hour, minute) or ``due_at`` minutes
    from now; the reply confirms it."""
    reply = say(skills, text) or ""
    assert skills.timers is not None
    set_ = skills.timers.list(USER, kind=TimerKind.REMINDER)
    assert len(set_) == 1, (text, reply, set_)
    assert re.search(rf"\b{thing}", set_[0].label), (text, reply, set_[0].label)
    if isinstance(due_at, int):
        assert set_[0].due - NOW == timedelta(minutes=due_at), (text, reply, set_[0].due)
    else:
        day, hour, minute = due_at
        assert (set_[0].due.day, set_[0].due.hour, set_[0].due.minute) == (day, hour, minute), (text, reply)
    assert re.search(r"^(?:Okay|OK|Got it|I'll remind)", reply), (text, reply)


def check_reminder_cancelled(skills: LocalSkills, text: str, task: str) -> None:
    """Only the reminder named by its subject is cancelled, and the reply says so."""
    household(skills)
    before = state(skills)
    reply = say(skills, text) or ""
    removed = [t for t in before if t not in state(skills)]
    assert [(k, label) for k, _, label in removed] == [("reminder", task)], (text, reply, removed)
    assert re.search(r"cancel", reply, re.I), (text, reply)
    assert task in REMINDERS


def check_one_alarm_told(skills: LocalSkills, text: str, which: str) -> None:
    """The one alarm asked about is told (its time), no other alarm's time; nothing changes."""
    household(skills)
    before = state(skills)
    reply = say(skills, text) or ""
    assert state(skills) == before, (text, reply)
    assert re.search(ALARMS[which][1], reply, re.I), (text, reply)
    assert not re.search(r"^\W*no\b|don't have|no alarm", reply, re.I), (text, reply)
    others = [pattern for name, (_, pattern) in ALARMS.items() if name != which]
    assert not any(re.search(p, reply, re.I) for p in others), (text, reply)
