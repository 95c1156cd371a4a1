"""A question about what is set, answered from the store and never acted on: "did i set a timer for the rice for 8
minutes", "will i need an alarm at six tomorrow", "did i set a reminder for the bins or not".

The rules read "set a timer for the rice for 8 minutes" inside the first and "an alarm at six tomorrow" inside the
second, and set one: a question never sets anything. The cue is a question word at the start and a timer, alarm or
reminder word; what it is for (a label, a task word, a clock time) is read tolerantly and looked up among what is set.
When nothing matches, the reply says so and how to set one, so the household decides.
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any

from gpt_home.agent.clock_hours import alarm_time
from gpt_home.agent.intent_types import TimerKind
from gpt_home.agent.spoken_words import ADDRESS, CLOCK_HOURS, FILLERS, OWNER
from gpt_home.skills.phrases import join_and, second_person, spoken_clock, spoken_duration, spoken_when
from gpt_home.skills.timer_talk import select
from gpt_home.skills.timers import describe

_QUESTION = re.compile(rf"^(?:(?:{FILLERS}|erm|wait) )*(?:did|have|has|do|does|is|are|will|would|was|were|had)"
                       r" (?:i|we|you|there|he|she|they|it)\b(?P<rest>.*)$")
_KIND = re.compile(r"\b(?:an?|the|any|my|our|one|that|this) (?:(?P<label0>[a-z]+) )?(?P<kind>timer|alarm|reminder)s?\b"
                   r"(?P<after>.*)$")
_STOP = frozenset({"the", "my", "our", "a", "an", "it", "me", "us", "or", "not", "set", "on", "going", "still",
                   "already", "for", "about", "to", "please", "yet", "running", "in", "at"})


def _task_words(after: str) -> list[str]:
    """ "for the bins or not" -> ["bins"]; "for the rice for 8 minutes" -> ["rice"]."""
    for m in re.finditer(rf"(?=\b(?:for|about|on|to) {OWNER}?(?P<what>[a-z]+(?: [a-z]+)?))", after):
        words = []
        for word in m.group("what").split():
            if word in _STOP or re.fullmatch(rf"\d+|{CLOCK_HOURS}|"
                                             r"fifteen|twenty|thirty|forty|half|quarter|tomorrow|tonight|today", word):
                break
            words.append(word)
        if words:
            return words
    return []


def _left(due: datetime, now: datetime) -> str:
    return spoken_duration(due - now)


# "did i ask you to remind me about the chicken, dear": a reminder asked for is a reminder set (and the one spoken to
# is no part of the task)
_ASKED_TO_REMIND = re.compile(r"^(?P<q>(?:(?:so|and|oh|um|erm|wait) )*(?:did|have|had) (?:i|we)) (?:ask|asked|tell|told|"
                              r"get|got) you to remind (?:me|us)\b")
_SPOKEN_TO = re.compile(rf" (?:{ADDRESS}|please|then|again)$")


def asked_set(normalized: str, timers: Any, user_id: str, now: datetime, tz: Any) -> str | None:
    """The answer to a question about a timer, an alarm or a reminder set; None when the sentence is not one."""
    normalized = _ASKED_TO_REMIND.sub(lambda m: f"{m.group('q')} set a reminder", normalized)
    normalized = _SPOKEN_TO.sub("", normalized)
    q = _QUESTION.match(normalized)
    k = _KIND.search(q.group("rest")) if q is not None else None
    if q is None or k is None or timers is None:
        return None
    kind = TimerKind(k.group("kind"))
    running = [t for t in timers.list(user_id, kind=kind) if t.due > now]
    after = k.group("after")
    if kind is TimerKind.ALARM:
        said = re.search(r"\b(?:at|for) (?P<time>.+)$", after)
        due, readings = alarm_time(said.group(0).strip(), now) if said else (None, None)
        times = [x for x in ([due] if readings is None else list(readings)) if x is not None]
        if not times:
            return None  # "do i have any alarms": the rules read it
        found = [t for t in running if any((x.hour, x.minute) == (t.due.astimezone(tz).hour,
                                                                  t.due.astimezone(tz).minute) for x in times)]
        clock = spoken_clock(times[0], tz)
        if found:
            return f"Yes, you have an alarm at {join_and([spoken_clock(t.due, tz) for t in found])}."
        return (f"You don't have an alarm at {clock}, so I haven't set one. Say set an alarm for {clock} if you "
                "want one.")
    words = _task_words(after) or ([k.group("label0")] if k.group("label0") not in (None, "a", "an") else [])
    if not words:
        return None  # "is there a timer going": the rules read it
    what = " ".join(words)
    found = select(running, what) or [t for t in running if any(w.rstrip("s") in (t.label or "") for w in words)]
    if kind is TimerKind.TIMER:
        if found:
            return join_and([f"Yes, {describe(t, tz)} has {_left(t.due, now)} left" for t in found]) + "."
        return (f"No, you don't have a {what} timer, so I haven't set one. Say set a {what} timer if you want one.")
    if found:
        return "Yes: " + join_and([f"{describe(t, tz)} {spoken_when(t.due, now, tz)}" for t in found]) + "."
    task = re.search(rf"\bto ({re.escape(what)}\b.*?)(?: or not| yet| already| then| please)?$", normalized)
    if task:  # "did i tell you to remind me to call mum", "is there a reminder to feed the cat": the task as said
        return f"No, you don't have a reminder to {second_person(task.group(1))}."
    said = f"the {what}" if re.search(rf"\bthe {re.escape(what)}\b", normalized) else what  # "the bins", "grandma"
    return f"No, you don't have a reminder about {said}."
