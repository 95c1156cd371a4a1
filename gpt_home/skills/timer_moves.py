"""Moving an alarm or a reminder that is set ("change my alarm to half seven", "move the dentist reminder to four",
"push my alarm back half an hour"), never setting a second one beside it.

The one moved is the only one of its kind, or the one named by its label or its time ("move the six thirty alarm to
seven"); with several and none named, the reply lists them and asks which. A new clock time that could be morning or
evening keeps the old one's half of the day. A sentence that is not a move is None (the rest of the cascade reads it).
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta
from typing import Any

from gpt_home.agent.clock_hours import reminder_time
from gpt_home.agent.intent_types import TimerKind
from gpt_home.agent.spoken_words import POLITE, WEEKDAY, WEEKDAYS
from gpt_home.agent.timeparse import parse_duration, parse_when
from gpt_home.skills.phrases import join_and, spoken_clock, spoken_when, with_article
from gpt_home.skills.timers import describe
from gpt_home.skills.which_one import names_record

_VERB = r"(?:move|change|push|shift|reset|put|bring|switch|update|adjust|reschedule|make)"
_POLITE = rf"(?:(?:{POLITE}|would you|will you|kindly|just|um|uh|er|erm|oh|ok|okay|so|hey|right|well|now) )*"
# "change my alarm to half seven", "move the six thirty alarm to seven", "move the dentist reminder to four pm"
_MOVE_TO = re.compile(rf"^{_POLITE}{_VERB}(?: back| forward)? (?:my|the|our|that)(?: (?P<which>[a-z0-9: ]+?))? "
                      r"(?P<kind>alarm|reminder)(?: back| forward)?(?: (?:for|at|about|from) (?P<from>[a-z0-9: ]+?))? "
                      r"(?:to|till|until|"
                      r"for) (?P<to>[a-z0-9: ]+?)(?: instead| please)?$")
# "push my alarm back half an hour", "move the reminder forward ten minutes", "make my alarm ten minutes later"
_SHIFT = re.compile(rf"^{_POLITE}{_VERB} (?:my|the|our|that)(?: (?P<which>[a-z0-9: ]+?))? (?P<kind>alarm|reminder) "
                    r"(?:(?P<dir1>back|forward|later|earlier) (?:by )?(?P<amount1>[a-z0-9: ]+?)|(?:by )?(?P<amount2>"
                    r"[a-z0-9: ]+?) (?P<dir2>later|earlier|back|forward))(?: please)?$")


# the one named first, then what to do with it: "the friday alarm, make it 6 30", "the saturday alarm, push it back
# half an hour"; and wanted: "i want my friday alarm at quarter to six" (said as a move, never a second alarm set)
_NAMED_FIRST = re.compile(rf"^{_POLITE}(?P<one>(?:my|the|our) (?:[a-z0-9:]+ ){{0,3}}?(?:alarm|reminder)),? "
                          rf"(?:{_POLITE}(?P<verb>{_VERB}) (?:it|that) (?P<rest>.+)|(?:can|could) (?:it|that) "
                          r"(?:be|go off|ring) (?:at |for )?(?P<when>.+))$")
_WANTED = re.compile(rf"^{_POLITE}(?:i want|i need|id like|i would like|we want) (?P<one>(?:my|the|our) (?:[a-z0-9:]+ )"
                     r"{0,3}?(?:alarm|reminder)) (?:at|for|to be at|to be|to go off at|to ring at) (?P<when>.+)$")
_LEADS_TIME = re.compile(r"(?:to|till|until|back|forward|later|earlier|by)\b|.* (?:later|earlier|back|forward)$")


def _restated(normalized: str) -> str:
    """ "the friday alarm, make it 6 30" said as "make the friday alarm to 6 30"; other sentences as said."""
    if (m := _WANTED.match(normalized)) is not None:
        return f"move {m.group('one')} to {m.group('when')}"
    if (m := _NAMED_FIRST.match(normalized)) is None:
        return normalized
    if m.group("when"):
        return f"move {m.group('one')} to {m.group('when')}"
    rest = m.group("rest")
    return f"{m.group('verb')} {m.group('one')} {rest if _LEADS_TIME.match(rest) else 'to ' + rest}"


_DAYS_ONE = re.compile(rf"\b(?P<owner>(?:my|the|our) )?(?P<day>{WEEKDAY}|today|tonight|tomorrow)s "
                       r"(?P<kind>alarm|reminder)\b")
_DAY_WORD = re.compile(rf"\b(?:today|tonight|tomorrow|{WEEKDAY})\b")


def _day(which: str, now: datetime) -> date | None:
    """The day "tomorrow", "tonight" or "friday" names (a filter on the day, never a time); None for other words."""
    said = which.removeprefix("on ").removesuffix(" morning").removesuffix(" evening").removesuffix(" night")
    if said in ("today", "tonight", "this"):
        return now.date()
    if said == "tomorrow":
        return now.date() + timedelta(days=1)
    if said in WEEKDAYS:
        return now.date() + timedelta(days=(WEEKDAYS.index(said) - now.weekday()) % 7)
    return None


def _named(which: str, pending: list[Any], now: datetime) -> list[Any]:
    """The ones named by a label, a time ("7", "7 am") or a day ("tomorrow")."""
    if (day := _day(which, now)) is not None:
        return [t for t in pending if t.due.astimezone(now.tzinfo).date() == day]
    return [t for t in pending if names_record(which, t, now) or names_record(f"at {which}", t, now)]


def when_for(kind: TimerKind, said: str, old: Any, now: datetime) -> datetime | None:
    if kind is TimerKind.REMINDER:
        return reminder_time(said, now) or reminder_time(f"at {said}", now)
    # a time said without am/pm keeps the old alarm's half of the day, read in the household's time (stored UTC):
    # a 7:30 pm alarm changed "to eight" is 8 pm, never the 8 am a new alarm would be
    evening = old.due.astimezone(now.tzinfo).hour >= 12
    for text in (said, f"at {said}"):
        if (due := parse_when(text, now, prefer_morning=not evening, prefer_afternoon=evening)) is not None:
            return due
    return None


def move_order(normalized: str, timers: Any, user_id: str, now: datetime, tz: Any) -> str | None:
    """The reply to a request moving an alarm or a reminder (the move done), or None when it is not one."""
    # "make saturdays alarm half an hour later": the day's alarm, said as "the saturday alarm"
    normalized = _restated(_DAYS_ONE.sub(lambda d: f"{d.group('owner') or 'the '}{d.group('day')} {d.group('kind')}",
                                         normalized))
    m = _MOVE_TO.match(normalized) or _SHIFT.match(normalized)
    if m is None or timers is None:
        return None
    kind = TimerKind(m.group("kind"))
    groups = m.groupdict()
    which = " ".join(w for w in (groups.get("which") or "", groups.get("from") or "") if w).strip()
    pending = [t for t in timers.list(user_id, kind=kind) if t.due > now]
    chosen = _named(which, pending, now) if which else pending
    if not chosen:
        if which:
            return f"You don't have {with_article(which)} {kind.value} to move."
        return f"You don't have any {kind.value}s to move."
    if len(chosen) > 1:
        said = join_and([spoken_when(t.due, now, tz) for t in chosen[:5]])
        # no question left open: the reply names a full command the user can say ("move the 7 am alarm to 8")
        first = chosen[0]
        name = first.label if kind is TimerKind.REMINDER and first.label else spoken_clock(first.due, tz)
        head = normalized[: m.start("which") if groups.get("which") else m.start("kind")]
        tail = normalized[m.end("from") if groups.get("from") else m.end("kind"):]
        return f'You have {len(chosen)} {kind.value}s: {said}. Say which, like "{head}{name} {kind.value}{tail}".'
    [old] = chosen
    if groups.get("to"):
        due = when_for(kind, groups["to"], old, now)
        if due is not None and _day(which, now) is not None and not _DAY_WORD.search(groups["to"]):
            # "change my alarm for tomorrow to 8": 8 on the alarm's own day
            moved = datetime.combine(old.due.astimezone(now.tzinfo).date(), due.astimezone(now.tzinfo).time(),
                                     tzinfo=now.tzinfo)
            due = moved if moved > now else due
    else:
        amount = parse_duration(groups.get("amount1") or groups.get("amount2") or "")
        later = (groups.get("dir1") or groups.get("dir2")) in ("back", "later")
        due = None if amount is None else old.due + (amount if later else -amount)
    if due is None:
        return None
    if due <= now:
        return f"That time has passed. Your {kind.value} is still {spoken_when(old.due, now, tz)}."
    moved = timers.move(old, due, now=now)
    if kind is TimerKind.REMINDER and moved.label:  # which one moved is said: "the reminder to take your tablets"
        return f"Okay, {describe(moved, tz)} is now {spoken_when(moved.due, now, tz)}."
    return f"Okay, I moved your {kind.value} to {spoken_when(moved.due, now, tz).removeprefix('at ')}."
