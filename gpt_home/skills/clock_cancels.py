"""An alarm cancelled by its clock time alone ("the eight in the morning alarm, i dont need it", "cancel the 8 am
alarm") when the one set at that time is on another day than the clock's next one.

Why: the rules read "8 am" as its next occurrence (tomorrow at 8) and cancel only an alarm due exactly then, so with
the one 8 am alarm set for Sunday the user heard "I couldn't find any alarms to cancel." though it is there. When no
day was said, the clock names the alarm: the one pending alarm at that time of day is cancelled; several at that
time are listed and asked about (never a guess); none is left to the usual reply.

Trust: only a cancel that names nothing but a clock (no label, not "all"), said with no day or date ("tomorrow at
8", "on friday", "the 3rd": that day's alone, as the rules read it), and only when no alarm is due exactly then.
"""

from __future__ import annotations

import logging
import re
from datetime import datetime, tzinfo
from typing import Any

from gpt_home.agent.intent_types import TimerKind, TimerQuerySlots
from gpt_home.agent.spoken_words import WEEKDAY
from gpt_home.skills.phrases import join_and, spoken_clock, spoken_when
from gpt_home.skills.timers import describe

_LOGGER = logging.getLogger(__name__)
_A_DAY = re.compile(rf"\b(?:{WEEKDAY}|today|tonight|tomorrow|tomorrows|\d{{1,2}}(?:st|nd|rd|th)|first|second|third|"
                    r"week|weekend|january|february|march|april|may|june|july|august|september|october|november|"
                    r"december)s?\b")


def cancel_at_clock(timers: Any, user_id: str, query: TimerQuerySlots, now: datetime, tz: tzinfo,
                    said: str) -> str | None:
    """The reply to a cancel named by a clock alone whose alarm is on a later day, or None (the usual path)."""
    if (timers is None or query.due is None or query.label or query.all or query.kind is not TimerKind.ALARM
            or _A_DAY.search(said.lower())):
        return None
    pending = [t for t in timers.list(user_id, kind=TimerKind.ALARM) if t.due > now]
    if any(abs((t.due - query.due).total_seconds()) < 60 for t in pending):
        return None  # the one due then: cancelled as the rules read it
    wanted = query.due.astimezone(tz)
    same = [t for t in pending if (lambda d: (d.hour, d.minute))(t.due.astimezone(tz)) == (wanted.hour, wanted.minute)]
    if not same:
        return None
    if len(same) > 1:
        names = join_and([_named(t, now, tz) for t in same])
        return f"You have {len(same)} alarms at that time: {names}. Which one should I cancel?"
    timers.cancel_id(same[0].id)
    _LOGGER.debug("cancelled %s by its clock time", same[0].id)
    return f"Okay, I cancelled {_named(same[0], now, tz)}."


def _named(timer: Any, now: datetime, tz: tzinfo) -> str:
    """ "the 8 am alarm on Sunday": the alarm and its day, as said back."""
    day = spoken_when(timer.due, now, tz).replace(f"at {spoken_clock(timer.due, tz)}", "").strip()
    return f"{describe(timer, tz)} {day}".strip()
