"""The timer, alarm or reminder just set, taken back or changed in the next breath: "actually cancel that", "scrap
it", "change it to 15 minutes", "make that half six".

"It" and "that" name the one this user set last, and only within ``WINDOW`` of setting it (the follow-up a person
says straight after the confirmation). Later, or with nothing set just now, the sentence is not read here (None) and
the rest of the turn answers it as before, so nothing is cancelled or moved on a guess.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from typing import Any

from gpt_home.agent.intent_types import TimerKind
from gpt_home.agent.timeparse import parse_duration
from gpt_home.skills.phrases import spoken_duration, spoken_when
from gpt_home.skills.timer_moves import when_for
from gpt_home.skills.timers import describe

WINDOW = timedelta(seconds=60)
_LEAD = r"(?:(?:no|oh|actually|sorry|wait|oops|um|uh|er|hmm|on second thoughts?|never ?mind|nah|ok|okay|so)\s+)*"
_THAT = r"(?:that|it|that one|this one|this)"
_UNDO = re.compile(rf"^{_LEAD}(?:(?:the|my|that) (?P<kind>timer|alarm|reminder) )?(?:(?:can you|could you|please) )?(?:cancel|scrap|undo|delete|remove|forget|bin) {_THAT}"
                   r"(?: please| then| now| after all)?$")
_CHANGE = re.compile(rf"^{_LEAD}(?:(?:can you|could you|please) )?(?:change|make|move|set|switch|put) {_THAT}"
                     r"(?: to| for| at| till| until)? (?P<to>[a-z0-9: ]+?)(?: instead| please| then)?$")


def _latest(timers: Any, user_id: str, now: datetime) -> Any | None:
    """The pending record this user set within the window before ``now`` (the newest), or None."""
    recent = [t for t in timers.list(user_id) if timedelta(0) <= now - t.created <= WINDOW and t.due > now]
    return max(recent, key=lambda t: t.created) if recent else None


def follow_up(normalized: str, timers: Any, user_id: str, now: datetime, tz: Any,
              previous: datetime | None = None) -> str | None:
    """The reply to taking back or changing what was just set (done), or None when the sentence is not that or
    nothing was set just now. ``previous``: when this speaker's turn before this one was said; a record set before
    it was not set in the last breath ("set a timer", "add milk to the list", "actually cancel that": the milk)."""
    undo, change = _UNDO.match(normalized), _CHANGE.match(normalized)
    if timers is None or (undo is None and change is None):
        return None
    last = _latest(timers, user_id, now)
    if last is None or (previous is not None and last.created < previous):
        return None
    if undo is not None and undo.group("kind") not in (None, last.kind.value):
        return None  # "never mind the alarm cancel it" just after a timer: not the one just set
    if undo is not None:
        timers.cancel(user_id, timer_id=last.id)
        return f"Okay, I cancelled {describe(last, tz)}."
    said = change.group("to") if change else ""
    if last.kind is TimerKind.TIMER:
        length = parse_duration(said)
        if length is None:
            return None
        timers.move(last, last.created + length if last.created + length > now else now + length, now=now)
        name = f"{last.label} timer" if last.label else "timer"
        return f"Okay, the {name} is now set for {spoken_duration(length)}."
    due = when_for(last.kind, said, last, now)
    if due is None or due <= now:
        return None
    moved = timers.move(last, due, now=now)
    return f"Okay, I moved {describe(last, tz)} to {spoken_when(moved.due, now, tz).removeprefix('at ')}."
