"""Reminders for a day the reminder rules cannot place: a named day, a date, or an offset from one (issue 15).

Why: the rules read a reminder's day only as a weekday, today or tomorrow. "set a reminder for 2 weeks after new
years to cancel the gym" was set "to weeks after new years ..." at 2 pm today, and "remind me to call mum on
christmas day at 10 am" at 10 am TOMORROW: wrong actions. Here the day is read by the date reader of
``date_sums`` (``day_said``: "2 weeks after new years", "3 days before christmas", "the day after boxing day",
"the 15th of january"), the clock time and the task around it, every word accounted for:

- all read, a clock time with its half of the day: the reminder is set on that date ("Okay, I'll remind you to
  cancel the gym at 9 am on January 15.");
- no clock time, or one without am / pm: asked back, nothing set ("What time should I remind you to cancel the
  gym? ..."; the date is not said, it is no answer to a date question);
- a day said but the rest not read (a task that runs into the day, a word left): said honestly, nothing set;
- a day only the household knows ("on her birthday", "before our anniversary"): said so, nothing set (the rules
  had set it today, "to phone gran on her birthday").

Only a day slot counts: "remind me about christmas shopping at 5 pm" (the day inside the task) and a plain weekday
or tomorrow (the rules' own) are left to the rules. Not-asked sentences ("my son said remind me ...") and questions
are left alone. Pure but for setting the reminder through ``LocalSkills.set_timer``.
"""

from __future__ import annotations

import re
from datetime import date, datetime, time, timedelta
from typing import Any

from gpt_home.agent.household_slots import not_asked
from gpt_home.agent.timeparse import Meridiem, parse_clock
from gpt_home.agent.verb_frames import FILLERS, POLITE, unwrap
from gpt_home.skills import date_sums
from gpt_home.skills.phrases import spoken_date
from gpt_home.skills.timers import TimerKind

_CUE = re.compile(r"\b(?:remind (?:me|us)|reminders?)\b")
_QUESTION = re.compile(r"^(?:did|do|does|have|has|is|are|was|were|what|whats|when|which|how|why|where|who|can i|will)\b")
_RULES_DAY = re.compile(r"^(?:(?:next|this|this coming|coming) )?(?:monday|tuesday|wednesday|thursday|friday|saturday|"
                        r"sunday|tomorrow|today|tonight)$")
_CLOCK = re.compile(r"\b(?:at|by|for) (?P<clock>(?:half past|quarter past|quarter to|\d{1,2} (?:minutes )?(?:past|to)) "
                    r"\d{1,2}|\d{1,2}(?::\d{2}| \d{2})?(?: ?(?:am|pm|oclock))?|noon|midday|midnight)"
                    r"(?: (?P<part>in the morning|in the evening|at night|in the afternoon))?\b")
_HEAD_WORDS = FILLERS | frozenset("set make add create put want pop get me us a an my the for on".split())
_FROM_TODAY = re.compile(r"\bin (?P<n>\d{1,3}|an?|one) (?P<unit>days?|weeks?)(?: time)?\b|\b(?P<n2>\d{1,3}|an?|one) "
                         r"(?P<unit2>days?|weeks?) (?:from (?:now|today)|today)\b")
_THEIR_DAY = re.compile(r"\b(?:on|for|before|after|by) (?P<whose>my|her|his|our|their|your|mums|dads|[a-z]+s) "
                        r"(?P<day>birthday|anniversary|wedding day|wedding anniversary|name day|due date|first day)"
                        r"(?= at\b| to\b| in\b| and\b| please\b| \||$)(?!.*\bon (?:the )?\d)")  # a date said: read
_BEFORE_DAY = frozenset("on for by until till the in me us reminder".split())  # a day slot starts after these
_LEFT_DAY = re.compile(r"\b(?:\d+|am|pm|on|at|by|after|before|until|till|day|week|weeks|month|months|year|years)$|\b(?:\d|am|pm)\b")
UNSURE = ("Sorry, I couldn't tell what to remind you of, or when. Say the task, the day and the time, like 'remind me to "
          "cancel the gym at 9 am on January 15'.")


def reply(normalized: str, skills: Any, user_id: str, now: datetime) -> str | None:
    """The reply to a reminder for a day the rules cannot place (set, asked back or refused honestly); None when no
    reminder is asked for such a day."""
    text = " ".join(POLITE.sub(" | ", unwrap(normalized)).split())
    if not _CUE.search(text) or _QUESTION.match(text) or not_asked(normalized) or skills is None:
        return None
    today = now.astimezone(skills.tz).date()
    found = date_sums.day_said(text, today) or _from_today(date_sums.plain(text), today)
    if found is None and (unknown := _THEIR_DAY.search(text)) is not None:  # "on her birthday": the household's day
        return (f"I don't know when {unknown.group('whose')} {unknown.group('day')} is, so I didn't set a reminder. Say "
                "the date, like 'on March 3 at 9 am'.")
    if found is None or _RULES_DAY.match(found[2]):
        return None
    day, _name, words = found
    plain = date_sums.plain(text)
    at = re.search(rf"\b{re.escape(words)}\b", plain)
    before = plain[:at.start()].split() if at is not None else []
    offset = re.match(r"(?:\d+|an?|one) (?:days?|weeks?|months?|years?) (?:after|before|from) ", words) is not None \
        or _FROM_TODAY.fullmatch(words) is not None
    if at is None or before and before[-1] not in _BEFORE_DAY and not offset:
        return None  # "remind me about christmas shopping": the day is the task's, no slot (an offset is always one)
    head = before[:-1] if before and before[-1] in _BEFORE_DAY - {"me", "us", "reminder"} else before
    rest = f"{' '.join(head)} | {plain[at.end():]}"
    clock = _CLOCK.search(rest)
    if clock is not None:
        rest = f"{rest[:clock.start()]} | {rest[clock.end():]}"
    rest = " ".join(rest.split())
    task = _task(rest)
    if task is None:
        return UNSURE
    when = spoken_date(datetime.combine(day, time(12), tzinfo=skills.tz), skills.tz)
    hour = _hour(clock)
    if hour is None:
        return f"What time should I remind you {_you(task)}? Say the reminder again with the time in it, like 'at 9 am'."
    due = datetime.combine(day, time(*hour), tzinfo=skills.tz)
    if due <= now:
        return f"{when} at that time has already gone by, so I didn't set a reminder."
    return skills.set_timer(user_id, TimerKind.REMINDER, due, re.sub(r"^(?:to|that|about) ", "", task), now)


def _from_today(plain: str, today: date) -> tuple[date, str, str] | None:
    """ "in 2 weeks" / "a week from today" said with a clock time ("remind me to call mum in 2 weeks at 5 pm"): that
    day; None without a clock time (the rules set "in 2 days" as a length from now)."""
    said = _FROM_TODAY.search(plain)
    if said is None or _CLOCK.search(plain) is None:
        return None
    n, unit = said.group("n") or said.group("n2"), said.group("unit") or said.group("unit2")
    days = (1 if n in ("a", "an", "one") else int(n)) * (7 if unit.startswith("week") else 1)
    return today + timedelta(days=days), said.group(0), said.group(0)


def _task(rest: str) -> str | None:
    """What to be reminded of, when every other word is the reminder's head, a filler or a gap; else None."""
    cue = re.search(r"\b(?:remind (?:me|us)|reminder)\b", rest)
    if cue is None:
        return None
    parts = [p.strip() for p in rest[cue.end():].split("|")]
    said = [p for p in parts if p]
    if not said or not re.match(r"(?:to|about|that) ", said[0]) or len(said) > 1 or _LEFT_DAY.search(said[0]):
        return None  # no task, a word after it, or a day or time left in it ("to call mum 2 days after ...")
    if any(w not in _HEAD_WORDS and w != "|" for w in rest[:cue.start()].split()):
        return None
    return said[0]


def _hour(clock: re.Match[str] | None) -> tuple[int, int] | None:
    """(hour, minute) on a 24-hour clock, or None when no time was said or its half of the day was not."""
    said = parse_clock(clock.group("clock")) if clock is not None else None
    if said is None:
        return None
    part = clock.group("part") if clock is not None else None
    meridiem = said.meridiem or (Meridiem.AM if part == "in the morning" else Meridiem.PM if part else None)
    if meridiem is None and 1 <= said.hour <= 11:
        return None  # "at 7": morning or evening is a guess
    hour = said.hour % 12 + (12 if meridiem is Meridiem.PM else 0) if meridiem else said.hour
    return hour, said.minute


def _you(task: str) -> str:
    return re.sub(r"\b(?:my)\b", "your", re.sub(r"\bi\b", "you", task))
