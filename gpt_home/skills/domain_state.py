"""A household domain's current state as the answer to a question about it that no reader composed.

The domain and the thing named are ``agent.domain_asked``'s reading; the state is said by the readers that already
say it: the time and the date (``phrases``), a list read back (``ListSkill``), the timers' time left
(``timer_talk.status``), the alarms and the reminders (``LocalSkills.list_timers``). It never acts and says nothing
but the current state, so it cannot be false; None when the reading is not confident (the turn goes on as before).
"""

from __future__ import annotations

import logging
import re
from datetime import datetime
from typing import Any

from gpt_home.agent.domain_asked import Asked, StateDomain, asked
from gpt_home.agent.intent_types import TimerKind
from gpt_home.skills import timer_talk
from gpt_home.skills.family_orders import on_day
from gpt_home.skills.set_questions import asked_set
from gpt_home.skills.phrases import spoken_clock, spoken_date, with_article

_LOGGER = logging.getLogger(__name__)
# whether one is set (never whether it is done: "is the pasta done" gets the time left, no "yes")
_FILL = r"^(?:(?:um|so|and|oh|hey|ok|okay|well|right) )*"
_YES_NO = re.compile(rf"{_FILL}(?:is there|are there|have i got|have we got|do i have|do we have|did i set|did you set|"
                     rf"did i put|got)\b|{_FILL}(?:is|are)\b.*\b(?:set|on|there)$")
_DIGIT = re.compile(r"\d")
_LISTS = {StateDomain.SHOPPING: "shopping", StateDomain.TODO: "to do"}


def clock_state(now: datetime, tz: Any) -> str:
    """ "It's 10:25 am on Tuesday, December 1, 2026." """
    return f"It's {spoken_clock(now, tz)} on {spoken_date(now, tz)}, {now.astimezone(tz).year}."


def reply(normalized: str, skills: Any, user_id: str, now: datetime, *, pointed: bool = False) -> str | None:
    """The state of the one domain ``normalized`` asks about now, or None. ``skills``: the ``LocalSkills``.
    ``pointed``: only a question no reader before this one reads as asked — about one thing picked by name or day
    ("my saturday alarm", "the optician reminder"), or said with a remark ("before i forget, ...")."""
    if not normalized or _DIGIT.search(normalized):
        return None  # ``asked`` reads no number ("set a timer for 10 minutes"): the timers need not be read for it
    service = skills.timers
    timers = reminders = ()
    if service is not None:
        found = skills.guarded("domain state", lambda: service.list(user_id))
        found = found if isinstance(found, list) else []  # a store outage: the line said for it comes later
        timers = tuple(t.label for t in found if t.kind is TimerKind.TIMER and t.due > now)
        reminders = tuple(t.label for t in found if t.kind is TimerKind.REMINDER)
    read = asked(normalized, timers=timers, reminders=reminders)
    if read is None or (pointed and not read.pointed):
        return None
    _LOGGER.debug("a question about the %s state: %s", read.domain, read)
    return _said(read, normalized, skills, user_id, now)


def _said(read: Asked, normalized: str, skills: Any, user_id: str, now: datetime) -> str | None:
    if read.domain is StateDomain.CLOCK:
        return clock_state(now, skills.tz)
    if read.domain in _LISTS:
        lists = skills.named.lists
        if lists is None:
            return None
        return lists.handle_list_intent("HassListShow", {"name": _LISTS[read.domain]}, user_id)
    service = skills.timers
    if service is None:
        return None
    if read.label and _YES_NO.match(normalized):  # "is the optician reminder still set": yes with it, or no
        asked = (f"is there a timer for the {read.label}" if read.domain is StateDomain.TIMERS
                 else f"do i have a reminder about {read.label}")
        return skills.guarded("listing", lambda: asked_set(asked, service, user_id, now, skills.tz))
    if read.domain is StateDomain.TIMERS:
        return skills.guarded("timer status", lambda: timer_talk.status(service, user_id, now, label=read.label))
    kind = TimerKind.ALARM if read.domain is StateDomain.ALARMS else TimerKind.REMINDER
    if read.day and not read.label:  # "my saturday alarm": yes with that day's, or no (``family_orders.on_day``)
        asked = f"do i have {with_article(kind.value)} for {read.day}"
        return skills.guarded("listing", lambda: on_day(asked, service, user_id, now, skills.tz))
    return skills.guarded("listing", lambda: skills.list_timers(user_id, kind, now, label=read.label))
