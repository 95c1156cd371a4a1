"""An alarm or a reminder cancelled by its day ("get rid of the friday one", "cancel saturdays alarm", "scrap the
alarm for tomorrow"): the rules read the day as a name, and nothing is named so; here the day picks the one set on it.

One set that day is cancelled; several are listed and asked about (never a guess); none is said plainly, and nothing
is cancelled. A name that a pending one really has ("the monday club reminder") is left to the name reading.
"""

from __future__ import annotations

import logging
import re
from datetime import datetime, timedelta, tzinfo
from typing import Any

from gpt_home.agent.intent_types import TimerKind, TimerQuerySlots
from gpt_home.agent.spoken_words import WEEKDAY, WEEKDAYS
from gpt_home.skills.phrases import join_and, label_within, spoken_clock
from gpt_home.skills.timers import describe

_LOGGER = logging.getLogger(__name__)

_DAY = re.compile(rf"^(?:(?:the|my|on|for|this) )*(?:(?P<day>{WEEKDAY}|today|tonight|tomorrow)s?(?: |$))?"
                  r"(?P<part>morning|afternoon|evening|night)?s?(?: one)?$")
# the hours a part of the day holds ("the afternoon alarm": one due from noon to 6 pm)
_PARTS = {"morning": (0, 12), "afternoon": (12, 18), "evening": (17, 24), "night": (18, 24)}


def _date(said: str, now: datetime) -> datetime:
    today = now.date()
    if said in ("today", "tonight"):
        return now.replace(hour=0, minute=0, second=0, microsecond=0)
    ahead = 1 if said == "tomorrow" else (WEEKDAYS.index(said) - today.weekday()) % 7
    return (now + timedelta(days=ahead)).replace(hour=0, minute=0, second=0, microsecond=0)


def cancel_on_day(timers: Any, user_id: str, query: TimerQuerySlots, now: datetime, tz: tzinfo) -> str | None:
    """The reply to a cancel whose name is a day (the one set that day cancelled), or None when the name is no day
    or a pending one is really named so."""
    m = _DAY.match(" ".join(query.label.lower().split())) if query.label and not query.all else None
    if m is None or timers is None or query.kind is TimerKind.TIMER and "one" not in query.label or not (
            m.group("day") or m.group("part")):
        return None
    said, part = m.group("day") or ("tonight" if m.group("part") == "night" else "today"), m.group("part")
    kinds = (query.kind,) if query.kind in (TimerKind.ALARM, TimerKind.REMINDER) else (TimerKind.ALARM,
                                                                                          TimerKind.REMINDER)
    pending = [t for t in timers.list(user_id) if t.kind in kinds and t.due > now]
    if any(label_within(said, t.label) or part and label_within(part, t.label) for t in pending):
        return None  # "cancel the monday club reminder": its name
    local = now.astimezone(tz)
    hours = _PARTS.get(part or ("night" if said == "tonight" else ""), (0, 24))  # "tonight": from 6 pm
    for day_said in (said, "tomorrow") if m.group("day") is None else (said,):  # "the morning alarm": the next one
        day = _date(day_said, local).date()
        on_day = sorted((t for t in pending if t.due.astimezone(tz).date() == day
                         and hours[0] <= t.due.astimezone(tz).hour < hours[1]), key=lambda t: t.due)
        if on_day:
            said = day_said
            break
    said_day = said if said in ("today", "tonight", "tomorrow") else f"on {said.capitalize()}"
    if part and said != "tonight":  # "this afternoon", "tomorrow morning", "on Friday morning"
        said_day = f"this {part}" if said == "today" else f"{said_day} {part}"
    if not on_day:
        word = "an alarm or a reminder" if len(kinds) > 1 else ("an alarm" if kinds[0] is TimerKind.ALARM
                                                                 else "a reminder")
        return f"You don't have {word} {said_day}, so I haven't cancelled anything."
    if len(on_day) > 1:
        names = join_and([f"{describe(t, tz)}" + ("" if t.kind is TimerKind.ALARM else
                                                  f" at {spoken_clock(t.due, tz)}") for t in on_day])
        return f"You have {len(on_day)} {said_day}: {names}. Which one should I cancel?"
    timers.cancel_id(on_day[0].id)
    _LOGGER.debug("cancelled %s by its day", on_day[0].id)
    return f"Okay, I cancelled {describe(on_day[0], tz)} {said_day}."


_CANCEL = r"(?:get rid of|cancel|delete|remove|scrap|drop|bin|ditch|turn off|switch off|kill|lose|forget)"
# "get rid of the friday one", "cancel tomorrows one please": no kind said, the day names it
_DAY_ONE = re.compile(rf"^(?:(?:please|can you|could you|just|um|er|oh|ok|okay|so|and) )*{_CANCEL} (?:the|my|that) "
                      rf"(?P<day>(?:{WEEKDAY}|today|tonight|tomorrow)s?) one(?: (?:please|thanks|thank you))?$")


def day_one(normalized: str, timers: Any, user_id: str, now: datetime, tz: tzinfo) -> str | None:
    """ "get rid of the friday one": the alarm or reminder set that day cancelled (``cancel_on_day``), else None."""
    m = _DAY_ONE.match(normalized)
    if m is None:
        return None
    return cancel_on_day(timers, user_id, TimerQuerySlots(kind=None, label=m.group("day")), now, tz)
