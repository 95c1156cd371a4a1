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

# "actually 7 30", "no 8", "sorry make it 12": a new value said with a correction word and nothing else
_VALUE = re.compile(r"^(?:(?:no|nope|actually|sorry|wait|oops|oh|i mean|i meant|make it|make that|or rather) )+"
                    r"(?:(?:for|at|to) )?(?P<to>[a-z0-9: ]+?)(?: instead| please| then)?$")
# "and another one for 10", "and one for 8", "another for 6 15": one more of the same kind, the unit carried
_ANOTHER = re.compile(r"^(?:(?:and|oh|also|plus|then) )*(?:another|one more|a second|one)(?: one)?(?: (?:for|at|in))? "
                      r"(?P<to>[a-z0-9: ]+?)(?: too| as well| please)?$")
_NUMBER = re.compile(r"(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|"
                     r"thirty|forty|forty five|fifty|sixty|ninety|half|a half|and a half| )+")


def _length(said: str, last: Any) -> timedelta | None:
    """A timer's new length; a bare number takes the unit the timer was set in ("make that 7": 7 minutes)."""
    if (length := parse_duration(said)) is not None or not _NUMBER.fullmatch(said):
        return length
    was = last.due - last.created
    unit = "hours" if was >= timedelta(hours=1) and was % timedelta(hours=1) == timedelta(0) else (
        "minutes" if was >= timedelta(minutes=1) else "seconds")
    return parse_duration(f"{said} {unit}")


def _latest(timers: Any, user_id: str, now: datetime) -> Any | None:
    """The pending record this user set within the window before ``now`` (the newest), or None."""
    recent = [t for t in timers.list(user_id) if timedelta(0) <= now - t.created <= WINDOW and t.due > now]
    return max(recent, key=lambda t: t.created) if recent else None


def follow_up(normalized: str, timers: Any, user_id: str, now: datetime, tz: Any,
              previous: datetime | None = None) -> str | None:
    """The reply to taking back or changing what was just set (done), or None when the sentence is not that or
    nothing was set just now. ``previous``: when this speaker's turn before this one was said; a record set before
    it was not set in the last breath ("set a timer", "add milk to the list", "actually cancel that": the milk)."""
    another = _ANOTHER.match(normalized)
    undo, change = _UNDO.match(normalized), _CHANGE.match(normalized) or (None if another else _VALUE.match(normalized))
    if timers is None or (undo is None and change is None and another is None):
        return None
    last = _latest(timers, user_id, now)
    if last is None or (previous is not None and last.created < previous):
        return None
    if undo is not None and undo.group("kind") not in (None, last.kind.value):
        return None  # "never mind the alarm cancel it" just after a timer: not the one just set
    if undo is not None:
        timers.cancel(user_id, timer_id=last.id)
        return f"Okay, I cancelled {describe(last, tz)}."
    said = (change or another).group("to")
    if another is not None and change is None:
        return _one_more(said, last, timers, user_id, now, tz)
    if last.kind is TimerKind.TIMER:
        length = _length(said, last)
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


def _one_more(said: str, last: Any, timers: Any, user_id: str, now: datetime, tz: Any) -> str | None:
    """ "and another one for 10" after a timer for 5 minutes: a second timer of 10 minutes (never an alarm at 10)."""
    if last.kind is TimerKind.TIMER:
        if (length := _length(said, last)) is None:
            return None
        timers.set(user_id, TimerKind.TIMER, now + length, now=now)
        return f"Okay, another timer set for {spoken_duration(length)}."
    if last.kind is not TimerKind.ALARM or (due := when_for(last.kind, said, last, now)) is None or due <= now:
        return None  # a reminder's second needs its own task: the rest of the turn reads it
    timers.set(user_id, TimerKind.ALARM, due, now=now)
    return f"Okay, another alarm set for {spoken_when(due, now, tz).removeprefix('at ')}."
