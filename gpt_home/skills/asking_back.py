"""Asking back: an incomplete command ("set a timer") asks for what is missing, and the next answer completes it.

Pure state: one pending question per conversation key (user and device), stamped with the turn clock, forgotten after
``PENDING_SECONDS`` or once answered. Nothing here reads a clock. Replies that ask are :class:`SkillReply` values with
``expects_answer`` set, so the assistant can mark the turn as waiting for an answer (the daemon then listens without
the wake word).
"""

from __future__ import annotations

import logging
import os
import re
import threading
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from enum import StrEnum
from pathlib import Path
from typing import Any, Self

from gpt_home.agent.spoken_words import ADDRESS, WEEKDAY
from gpt_home.agent.timer_orders import day_only
from gpt_home.memory.manager import user_label
from gpt_home.skills.fronted_readings import wished_item
from gpt_home.skills.phrases import second_person

_LOGGER = logging.getLogger(__name__)

PENDING_SECONDS = 30.0


class SkillReply(str):
    """A spoken reply (a plain ``str`` everywhere) that may be a question awaiting an answer."""

    expects_answer: bool

    def __new__(cls, text: str, *, expects_answer: bool = False) -> Self:
        reply = super().__new__(cls, text)
        reply.expects_answer = expects_answer
        return reply


def expects_answer(reply: object) -> bool:
    """True when ``reply`` is a question a local skill asked and is waiting to have answered."""
    return bool(getattr(reply, "expects_answer", False))


class Missing(StrEnum):
    """What an incomplete command still needs."""

    TIMER_DURATION = "timer_duration"
    ALARM_TIME = "alarm_time"
    REMINDER_TASK = "reminder_task"
    REMINDER_TIME = "reminder_time"
    LIST_ITEM = "list_item"
    ALARM_PERIOD = "alarm_period"  # "3 in the morning or 3 in the afternoon?" (agent/clock_hours.py)
    LIGHT_NAME = "light_name"  # "Which light do you mean, the kitchen or the living room?" (skills/light_asking.py)
    OFFER = "offer"  # "Shall I say a short test sentence ...?": "yes" carries it out (skills/device_trouble.py)


# Questions answered by a time or a length: a "no" said first is no answer ("no, tomorrow at 6 pm")
VALUE_ANSWERS = frozenset({Missing.TIMER_DURATION, Missing.ALARM_TIME, Missing.REMINDER_TIME, Missing.ALARM_PERIOD})

QUESTIONS = {
    Missing.TIMER_DURATION: "For how long?",
    Missing.ALARM_TIME: "For what time?",
    Missing.REMINDER_TASK: "What should I remind you about?",
    Missing.REMINDER_TIME: "When should I remind you?",
    Missing.LIST_ITEM: "What should I add?",
    Missing.ALARM_PERIOD: "In the morning or in the evening?",
    Missing.LIGHT_NAME: "Which light do you mean?",
    Missing.OFFER: "Shall I?",
}


@dataclass(frozen=True, slots=True)
class Pending:
    """A question asked at ``asked_at``; ``data`` keeps what was already said (a label, a task, a list name)."""

    missing: Missing
    asked_at: datetime
    data: dict[str, str] = field(default_factory=dict)


_CANCEL = re.compile(
    r"(?:oh |no |actually |no actually |sorry |wait |hmm |um |uh )*(?:never ?mind|cancel(?: that| it)?|forget it|"
    r"forget about it|nothing|no|nope|stop|no thanks|nothing thanks|dont bother|do not bother|skip it|abort|"
    r"dont|do not|dont do it|dont do that|leave it|i changed my mind|changed my mind|not now|no need)"
)


def is_cancel(normalized: str) -> bool:
    """ "never mind", "cancel", "forget it", "nothing": the user drops the pending command."""
    return _CANCEL.fullmatch(normalized) is not None


class PendingQuestions:
    """One pending question per key (user, device); thread-safe.

    With a store (the household's Postgres store) the question is also kept under ``("pending", user)``, so the
    answer may arrive in another process (``gpt-home ask`` one after another). Store failures are logged and the
    in-process copy is used: asking back never fails a turn.

    With a ``stamp`` file (in the data directory) every process touches it when it writes a pending question, and a
    turn reads the store only when the stamp changed since this process last looked: most turns then make no database
    round trip at all (it was the largest part of a local turn's time; docs/benchmarks.md, issue 12).
    """

    def __init__(self, timeout_seconds: float = PENDING_SECONDS, *, store: Any = None,
                 stamp: Path | None = None) -> None:
        self._timeout = timedelta(seconds=timeout_seconds)
        self._pending: dict[tuple[str, str], Pending] = {}
        self._lock = threading.Lock()
        self._store = store
        self._stamp = stamp
        self._seen: int | None = None  # the stamp's mtime when this process last read or wrote the store

    def ask(self, key: tuple[str, str], missing: Missing, now: datetime, **data: str) -> SkillReply:
        """Remember the question and return it, marked as expecting an answer (``data["question"]``: its words)."""
        pending = Pending(missing, now, dict(data))
        with self._lock:
            self._pending[key] = pending
        if self._store is not None:
            value = {"missing": missing.value, "asked_at": now.isoformat(), "data": dict(data)}
            self._store_call(lambda: self._store.put(_namespace(key), _store_key(key), value, index=False))
            self._touch()
        return SkillReply(data.get("question") or QUESTIONS[missing], expects_answer=True)

    def take(self, key: tuple[str, str], now: datetime) -> Pending | None:
        """The pending question for ``key`` if asked within the timeout (it is removed either way)."""
        with self._lock:
            pending = self._pending.pop(key, None)
        if self._store is not None and self._shared_changed():
            seen = _mtime(self._stamp)
            item = self._store_call(lambda: self._store.get(_namespace(key), _store_key(key)), failed=_FAILED)
            if item is None:
                if pending is not None:  # our own question, not shown yet: it must not turn up later
                    self._store_call(lambda: self._store.delete(_namespace(key), _store_key(key)))
                pending = None  # answered (or dropped) in another process already
                self._seen = seen
            elif item is not _FAILED:
                self._seen = seen
                pending = _from_value(item.value) or pending
                self._drop_shared(key)
        elif pending is not None and self._store is not None:
            self._drop_shared(key)  # asked here and not touched by anyone since: the copy here is the question
        return pending if pending is not None and self._fresh(pending, now) else None

    def _drop_shared(self, key: tuple[str, str]) -> None:
        self._store_call(lambda: self._store.delete(_namespace(key), _store_key(key)))
        self._touch()

    def _shared_changed(self) -> bool:
        """True when another process may have asked or answered since this one last looked (no stamp: always)."""
        return self._stamp is None or self._seen is None or _mtime(self._stamp) != self._seen

    def _touch(self) -> None:
        if self._stamp is None:
            return
        try:
            self._stamp.touch()
            self._seen = _mtime(self._stamp)
        except OSError as exc:
            _LOGGER.debug("pending-question stamp not written: %s", exc)
            self._seen = None

    def peek(self, key: tuple[str, str], now: datetime) -> Pending | None:
        """The pending question of this process, without taking it."""
        with self._lock:
            pending = self._pending.get(key)
        return pending if pending is not None and self._fresh(pending, now) else None

    def _fresh(self, pending: Pending, now: datetime) -> bool:
        return timedelta(0) <= now - pending.asked_at <= self._timeout

    def _store_call(self, action: Any, failed: Any = None) -> Any:
        try:
            return action()
        except Exception as exc:  # noqa: BLE001 - an outage must not cost the turn; the in-process copy remains
            _LOGGER.warning("pending question not shared through the store: %s", type(exc).__name__)
            return failed


_FAILED = object()


def _mtime(path: Path | None) -> int:
    try:
        return os.stat(path).st_mtime_ns if path is not None else -1
    except OSError:
        return -1


def _namespace(key: tuple[str, str]) -> tuple[str, str]:
    return ("pending", user_label(key[0]))


def _store_key(key: tuple[str, str]) -> str:
    return key[1] or "-"


def _from_value(value: dict[str, Any]) -> Pending | None:
    try:
        return Pending(Missing(value["missing"]), datetime.fromisoformat(value["asked_at"]),
                       {str(k): str(v) for k, v in dict(value.get("data") or {}).items()})
    except (KeyError, ValueError, TypeError):
        return None


# The frame an answer to "For how long?" or "For what time?" is said in: "make it a timer for six minutes then",
# "let's say ten minutes please", "go for 7 am love": only the length or the time is the answer.
# "about twenty-two minutes please", "make it roughly 5 minutes": a length or time given roughly is still the answer
_ROUGHLY = r"(?:(?:about|around|roughly|approximately|maybe|probably|er|uh) )*"
_ANSWER_FRAME = re.compile(rf"^(?:(?:ok|okay|right|well|oh|so|um|erm|er|uh|then|yes|yeah) )*(?:(?:can you |could you |please )?"
                           r"(?:make it|make that|make the (?:timer|alarm)|lets (?:make it|say|do|go for)|say|do|go for|"
                           r"put it on for|id say|i would say|just|give it|set it for|set it to|run it for|"
                           # the ask said again with the time: "give me a shout at 2", "tell me at 9" ("When ...?")
                           r"give me a (?:shout|buzz|nudge|call|ring|bell)|tell me|buzz me|ping me|nudge me|remind me|"
                           rf"let me know) ){{0,2}}{_ROUGHLY}(?:(?:an?|the) (?:timer|alarm) )?")
# "nine minutes should do it", "20 minutes will be plenty i reckon": a judgement of the length said after it
_ENOUGH = (r"(?:should|will|would|ought to|oughta|must|might|that should|that will|thatll|that ll|thatd)"
           r" (?:do(?: it| the trick| nicely)?|be (?:enough|fine|plenty|right|ok|okay|about right|long enough|perfect))|"
           r"(?:is|are|sounds) (?:enough|plenty|fine|right|about right|good)|i (?:think|reckon|guess|suppose)|ish|or so")
# "for 2 minutes only", "at one o'clock after lunch": a word or a meal said after the length or the time
_ANSWER_TAIL = re.compile(rf"(?: (?:then|please|thanks|thank you|{ADDRESS}|instead|ok|okay|only|{_ENOUGH}|"
                          r"(?:after|before|with) (?:my |our )?(?:lunch|dinner|breakfast|tea|supper|school|work)))+$")
# "one hour fifteen": the minutes said after the hours without their unit
_HOURS_MINUTES = re.compile(r"^((?:for )?(?:an?|one|two|three|four|five|\d+) hours? (?:and )?(?:five|ten|fifteen|twenty|"
                            r"twenty five|thirty|forty|forty five|fifty|\d{1,2}))$")


def answer_said(answer: str) -> str:
    """ "make it a timer for six minutes then" -> "for six minutes": the answer without the words framing it."""
    said = _ANSWER_TAIL.sub("", _ANSWER_FRAME.sub("", answer.strip(), count=1)).strip()
    return said or answer.strip()


# An item said as someone's need when asked "What should I add?": "the baby needs nappies" -> "nappies"
_NEEDED_BY = re.compile(r"^(?:(?:the|my|our) )?[a-z]+(?: [a-z]+)? needs? (?:some |more |new )?(?=[a-z])")


# "the kids have finished all the cereal", "we ate the last of the biscuits": something told, never an item to add
_TOLD = re.compile(r"^(?:(?:the|my|our|his|her|their) [a-z]+|i|we|he|she|they|you|it|[a-z]+ and [a-z]+)(?: [a-z]+)? "
                   r"(?:have|has|had|are|is|was|were|ve|ate|used|finished|broke|drank|took|got)\b")


def tells_something(answer: str) -> bool:
    """True for an answer to "What should I add?" that tells something ("the kids have finished all the cereal")."""
    return _TOLD.match(answer) is not None


def item_said(answer: str) -> str:
    """The item an answer to "What should I add?" names, without the words framing it ("add some", "to the list")."""
    if (wished := wished_item(answer)) is not None:  # "grandma here, i'd like bread and jam on the list please"
        return wished[0]
    lead = r"^(?:(?:add|put|some|just|oh|ah|um|uh|er|erm|right|ok|okay|yes|yeah|and) )+"  # "oh, cough sweets"
    item = _NEEDED_BY.sub("", re.sub(lead, "", answer), count=1)
    return re.sub(r" (?:to|on) (?:the|my) (?:[a-z ]+ )?list$", "", item)


def time_asked(when: str, task: str, answer: str = "") -> dict[str, str]:
    """What is kept when a reminder's task is answered and its time is still missing: the day said first ("remind me
    on friday" -> "to call the plumber" -> "What time on friday ...?"), so the time answered is set on that day."""
    if not day_only(when):
        return {"task": task}
    link = "that" if answer.startswith("that ") else "about" if answer.startswith("about ") else "to"
    return {"task": task, "day": when, "question": f"What time {when} should I remind you {link} {second_person(task)}?"}


_DAY_SAID = re.compile(rf"\b(?:today|tonight|tomorrow|{WEEKDAY})\b")


def completion(pending: Pending, answer: str) -> str | None:
    """The full command the answer completes ("5 minutes" -> "set a timer for 5 minutes"); None for list items."""
    answer = answer.strip()
    if pending.missing in (Missing.TIMER_DURATION, Missing.ALARM_TIME, Missing.REMINDER_TIME):
        answer = answer_said(answer)
    label = pending.data.get("label", "")
    if pending.missing is Missing.TIMER_DURATION:
        named = f"set a {label} timer" if label else "set a timer"
        answer = _HOURS_MINUTES.sub(r"\1 minutes", answer)
        return f"{named} for {answer.removeprefix('for ')}"
    if pending.missing is Missing.ALARM_TIME:
        said = f"set an alarm {answer}" if answer.startswith(("for ", "at ", "in ")) else f"set an alarm for {answer}"
        day = pending.data.get("day", "")  # "set my alarm for friday": "7 am" is 7 am on Friday, never tomorrow
        return f"{said} {day}" if day and not _DAY_SAID.search(answer) else said
    if pending.missing is Missing.REMINDER_TASK:
        when = pending.data.get("when", "")  # "remind me at 5" said the time already
        if day_only(when) and _DAY_SAID.search(answer):
            when = ""  # "remind me about something tomorrow" -> "to post the card, at 11 tomorrow morning"
        answer = answer.removeprefix("that ")  # "that the parcel is coming": the fact is the task, said once
        task = answer if answer.startswith(("to ", "about ")) else f"to {answer}"
        return f"remind me {task} {when}".strip()
    if pending.missing is Missing.REMINDER_TIME:
        day = pending.data.get("day", "")  # "tomorrow" was said with the task: "at 9" means tomorrow at 9
        when = f"{day} {answer}" if day and day.removeprefix("on ").removeprefix("next ") not in answer else answer
        return f"remind me to {pending.data.get('task', '')} {when}"
    return None


_MORNING = re.compile(r"\b(?:morning|am|a m|early|first(?: one)?|midnight)\b")
_EVENING = re.compile(r"\b(?:afternoon|evening|night|tonight|pm|p m|later|second(?: one)?|noon|lunchtime)\b")


def chosen_period(normalized: str, data: dict[str, str]) -> datetime | None:
    """The reading the answer to "3 in the morning or 3 in the afternoon?" picks; None when it picks neither."""
    morning, evening = bool(_MORNING.search(normalized)), bool(_EVENING.search(normalized))
    if morning == evening or _NEW_REQUEST.search(normalized):  # "an alarm at 8 am": new
        return None
    try:
        chosen = datetime.fromisoformat(data["morning" if morning else "evening"])
    except (KeyError, ValueError):
        return None
    asked = {str(chosen.hour), str(chosen.hour % 12 or 12), str(chosen.minute), f"{chosen.minute:02}"}
    # "my flight is friday at 9 am, wake me three hours before": another time said is a request of its own
    return None if set(re.findall(r"\d+", normalized)) - asked else chosen


# words that make an answer to "3 in the morning or 3 in the afternoon?" a request of its own
_NEW_REQUEST = re.compile(r"\b(?:alarms?|timers?|remind\w*|wake|waking|get (?:me|us|him|her|them) up|hours?|minutes?)\b")
