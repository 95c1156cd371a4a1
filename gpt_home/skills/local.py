"""Local skills: a matched Intent becomes an action and a short spoken reply, with no language model involved.

``LocalSkills.handle`` has the shape of the graph's ``IntentHandler`` (utterance + TurnContext -> reply or None), so
the assistant tries it on every turn before the LLM. Hardware, the mixer, the store and the memory layer are passed
in; replies are one or two plain sentences for the speaker.
"""

from __future__ import annotations

import logging
import random
import re
from collections.abc import Callable
from datetime import UTC, datetime, timedelta, tzinfo
from typing import Any, Protocol
from zoneinfo import ZoneInfo

import psycopg

from gpt_home.agent.intents import (
    Intent,
    IntentKind,
    LightSlots,
    MemorySlots,
    SetTimerSlots,
    TimerKind,
    TimerQuerySlots,
)
from gpt_home.agent import volume_steps
from gpt_home.agent.recognizer import Recognizer, default_recognizer
from gpt_home.agent.spoken_words import WEEKDAYS
from gpt_home.config import Settings
from gpt_home.errors import GptHomeError, InvalidInputError, StoreError
from gpt_home.skills import said_commas, timer_talk
from gpt_home.skills.asking_back import PendingQuestions
from gpt_home.skills.dialogue import Dialogue
from gpt_home.skills.lights import Lights
from gpt_home.skills.named_intents import Broadcaster, ListsHandler, NamedIntents
from gpt_home.skills.phrases import (
    join_and,
    label_within,
    second_person,
    spoken_clock,
    spoken_date,
    spoken_duration,
    spoken_when,
    with_article,
)
from gpt_home.skills.schedule import TimerRecord
from gpt_home.skills.stop_ringing import stop_reply
from gpt_home.skills.clock_cancels import cancel_at_clock
from gpt_home.skills.day_cancels import cancel_on_day
from gpt_home.skills.said_back import said_back
from gpt_home.skills.reminder_words import reminder_link
from gpt_home.skills.timers import TimerAnnouncer, TimerService, describe
from gpt_home.skills.volume import Volume
from gpt_home.skills.weather import Weather

_LOGGER = logging.getLogger(__name__)
CAPABILITIES_REPLY = (
    "I can tell you the time, the date and the weather, the time in other cities and how many days until a date, "
    "set timers, alarms and reminders, do sums and convert units, flip a coin, spell words, switch and dim the "
    "lights, change the volume, and remember things you tell me. For anything else, just ask."
)
NO_MEMORY_REPLY = "My memory isn't available right now."
STORE_DOWN_REPLY = "Sorry, I can't reach my database right now, so I couldn't do that."
# Deleting the wrong memory is worse than asking again: only a near-paraphrase (wordllama scores a reworded same
# fact at 0.95+, "my wife likes jazz" vs "I like jazz" at 0.76) or a whole-word containment counts.
FORGET_MIN_SCORE = 0.9
RECALL_LIMIT = 5



class MemoryFacade(Protocol):
    """What the memory commands need (``gpt_home.memory.manager.MemoryService`` provides it)."""

    def add(self, user_id: str, text: str) -> str: ...

    def list(self, user_id: str, kind: Any = None, *, limit: int = 1000) -> list[Any]: ...

    def search(self, user_id: str, query: str, *, limit: int = 5) -> list[Any]: ...

    def delete(self, user_id: str, kind: Any, key: str) -> None: ...


class TurnLike(Protocol):
    """The parts of the graph's TurnContext a skill reads."""

    user_id: str
    now: datetime


def resolve_timezone(name: str) -> tzinfo:
    """The configured IANA zone, or the system's when the setting is empty."""
    if name:
        return ZoneInfo(name)
    return datetime.now(UTC).astimezone().tzinfo or UTC


class LocalSkills:
    """Everything a local intent can do; one per process."""

    def __init__(
        self,
        *,
        tz: tzinfo,
        timers: TimerService | None,
        lights: Lights,
        volume: Volume,
        memory: MemoryFacade | None = None,
        weather: Weather | None = None,
        lists: ListsHandler | None = None,
        broadcast: Broadcaster | None = None,
        rng: random.Random | None = None,
        recognizer: Recognizer | None = None,
        pending: PendingQuestions | None = None,
    ) -> None:
        self.tz = tz
        self.timers = timers
        self.lights = lights
        self.volume = volume
        self.memory = memory
        self.weather = weather or Weather("")
        # A model that carries out commands through tools gets the commands no rule read (skills/command_shape.py)
        self.model_uses_tools = False
        self.pending = pending or PendingQuestions()
        self.named = NamedIntents(self, self.pending, lists=lists, broadcast=broadcast, rng=rng)
        self.dialogue = Dialogue(self, self.named, self.pending, recognizer or default_recognizer())

    def handle(self, text: str, ctx: TurnLike) -> str | None:
        """The graph's intent handler: a spoken reply when a local intent matches, else None (the LLM answers).

        A reply that asks for something missing ("For how long?") is a ``SkillReply`` with ``expects_answer`` True.
        """
        with volume_steps.said_in(text.lower()), said_commas.said_in(text):  # "a couple of notches"; "eggs, milk"
            return self.dialogue.handle(text, ctx.user_id, str(getattr(ctx, "device_id", "")), ctx.now)

    def time_reply(self, now: datetime) -> str:
        """ "It's 2:10 pm." in the configured zone."""
        return f"It's {spoken_clock(now.astimezone(self.tz), self.tz)}."

    def date_reply(self, now: datetime) -> str:
        """ "Today is Sunday, November 29." in the configured zone."""
        return f"Today is {spoken_date(now.astimezone(self.tz), self.tz)}."

    def capabilities_reply(self) -> str:
        """What the assistant can do, in one breath."""
        return CAPABILITIES_REPLY

    def execute(self, intent: Intent, user_id: str, now: datetime) -> str:
        """Carry out a matched intent and say what happened (store outages become one spoken line)."""
        return self.guarded(intent.kind, lambda: self._execute(intent, user_id, now)) or ""

    def guarded(self, what: str, action: Callable[[], str | None]) -> str | None:
        """Run a skill action; expected failures become one short spoken line instead of an exception."""
        intent = what
        try:
            return action()
        except InvalidInputError as exc:
            return _sentence(exc.message)
        except StoreError as exc:
            _LOGGER.error("local skill %s failed: %s (%s)", intent, exc.message, exc.code)
            return STORE_DOWN_REPLY
        except GptHomeError as exc:
            _LOGGER.error("local skill %s failed: %s (%s)", intent, exc.message, exc.code)
            return f"Sorry, I couldn't do that: {_sentence(exc.message)}"
        except (psycopg.Error, OSError) as exc:
            _LOGGER.error("local skill %s failed: %s", intent, type(exc).__name__)
            _LOGGER.debug("local skill failure detail", exc_info=True)
            return STORE_DOWN_REPLY

    def _execute(self, intent: Intent, user_id: str, now: datetime) -> str:
        kind, slots = intent.kind, intent.slots
        local = now.astimezone(self.tz)
        if kind is IntentKind.TIME:
            return self.time_reply(local)
        if kind is IntentKind.DATE:
            return self.date_reply(local)
        if kind is IntentKind.STOP:  # "stop the timer" while nothing rang is told so (skills/stop_ringing.py)
            return stop_reply(intent.text, self.timers, user_id, now, self.tz)
        if kind is IntentKind.CAPABILITIES:
            return CAPABILITIES_REPLY
        if kind is IntentKind.WEATHER:
            return self.weather.report()
        if kind in (IntentKind.VOLUME_UP, IntentKind.VOLUME_DOWN):
            return self.volume.change(up=kind is IntentKind.VOLUME_UP)
        if isinstance(slots, LightSlots):
            return self.lights.set(slots.name, slots.action, slots.level)
        if isinstance(slots, SetTimerSlots):
            return self.set_timer(user_id, slots.kind, slots.due, slots.label, now, slots.duration, said=intent.text)
        if isinstance(slots, TimerQuerySlots) and kind is IntentKind.CANCEL_TIMER:
            return cancel_at_clock(self.timers, user_id, slots, now, self.tz, intent.text) or self.cancel_timers(
                user_id, slots, now)  # "the 8 am alarm" set for sunday (skills/clock_cancels.py)
        if isinstance(slots, TimerQuerySlots) and slots.label and slots.kind is TimerKind.TIMER and self.timers:
            return timer_talk.status(self.timers, user_id, now, label=slots.label)  # "... on the laundry timer"
        if isinstance(slots, TimerQuerySlots):
            return self.list_timers(user_id, slots.kind, now, label=slots.label)
        if isinstance(slots, MemorySlots):
            return self._memory(kind, slots, user_id)
        raise InvalidInputError(f"I don't know how to do {kind} yet")

    # --- timers ------------------------------------------------------------------------------------------
    def set_timer(
        self,
        user_id: str,
        kind: TimerKind,
        due: datetime,
        label: str,
        now: datetime,
        duration: timedelta | None = None,
        said: str = "",
    ) -> str:
        """Persist a timer, alarm or reminder and confirm it in words."""
        if self.timers is None:
            return "Timers aren't available right now."
        if kind is TimerKind.REMINDER:  # "don't forget to remind me to phone the bank": the task is "phone the bank"
            label = re.sub(r"^(?:to )?remind (?:me|you|us) (?:to |about |that )?", "", label) or label
        if (same := timer_talk.already_set(self.timers, user_id, kind, due, label)) is not None:
            when = spoken_when(same.due, now, self.tz)  # said twice: one alarm, never two (skills/timer_talk.py)
            if kind is TimerKind.ALARM:
                return f"You already have an alarm set for {when.removeprefix('at ')}."
            return f"You already have a {describe(same, self.tz).removeprefix('the ')} {when}."
        if kind is TimerKind.TIMER and (duration or due - now) > timer_talk.TIMER_LIMIT:
            return timer_talk.TOO_LONG  # "a 166 hour timer": nothing set
        if kind is TimerKind.TIMER and duration is not None and (
                changed := timer_talk.restarted(self.timers, user_id, label, duration, now)):
            return changed
        record = self.timers.set(user_id, kind, due, label=label, now=now)
        if kind is TimerKind.TIMER and duration is not None:
            name = f"{label} timer" if label else "timer"
            return f"Okay, {name} set for {spoken_duration(duration)}."
        when = said_back(record.due, now, self.tz, said)  # "tomorrow, Wednesday, at 4 pm" (skills/said_back.py)
        if kind is TimerKind.REMINDER:
            said = second_person(label)
            link = reminder_link(said)  # "about the school run"
            return f"Okay, I'll remind you {link} {said} {when}."
        name = f"{label} {kind.value}" if label else kind.value
        return f"Okay, {name} set for {re.sub(r'^(?:at|on) ', '', when)}."  # "set for Tuesday, December 8, at 9 am"

    def cancel_timers(self, user_id: str, query: TimerQuerySlots, now: datetime) -> str:
        """Cancel what the user named; ask back rather than guess when several match."""
        if self.timers is None:
            return "Timers aren't available right now."
        if (by_day := cancel_on_day(self.timers, user_id, query, now, self.tz)) is not None:
            return by_day  # "get rid of the friday one": the one set that day (skills/day_cancels.py)
        word = (query.kind or TimerKind.TIMER).value
        try:
            cancelled = self.timers.cancel(
                user_id, kind=query.kind, label=query.label, due=query.due, everything=query.all
            )
        except InvalidInputError:
            pending = [
                t for t in self.timers.list(user_id, kind=query.kind)
                if not query.label or query.label in t.label or label_within(query.label, t.label)
            ]
            names = join_and([self._describe(t, now) for t in pending])
            return f"You have {len(pending)} {word}s: {names}. Which one should I cancel?"
        if not cancelled:
            what = f"{with_article(query.label)} {word}" if query.label else f"any {word}s"
            return f"I couldn't find {what} to cancel."
        if len(cancelled) == 1:  # a timer with no name is named by its length: "the 45 minute timer"
            return f"Okay, I cancelled {timer_talk.cancelled_name(cancelled[0], self.tz)}."
        return f"Okay, I cancelled {len(cancelled)} {word}s."

    def list_timers(self, user_id: str, kind: TimerKind | None, now: datetime, *, label: str = "") -> str:
        """Say the pending timers, soonest first, with the time left on countdowns."""
        if self.timers is None:
            return "Timers aren't available right now."
        every = self.timers.list(user_id, kind=kind)
        pending = [t for t in every if not label or label in t.label or label_within(label, t.label)]
        if not pending and label in WEEKDAYS and kind is TimerKind.ALARM:
            # "what time's my thursday alarm": the alarms on that day, never every alarm read out
            pending = [t for t in every if WEEKDAYS[t.due.astimezone(self.tz).weekday()] == label]
        word = kind.value if kind else "timer"
        if not pending and label and kind is not None and kind is not TimerKind.TIMER:
            # "do i have a reminder about the bins": about that one, never a list of the others
            link = "about " if kind is TimerKind.REMINDER else "for "
            return f"You don't have {with_article(kind.value)} {link}{label.title() if label in WEEKDAYS else label}."
        if not pending:
            return f"You have no {word}s set." if kind else "You have no timers, alarms or reminders set."
        shown = pending if len(pending) <= 7 else pending[:5]  # "and 1 more" never hides one that could be said
        items = [self._describe(t, now) for t in shown]
        if kind is TimerKind.ALARM and len(pending) > 1 and not any(t.label for t in shown):
            # several alarms heard through a speaker: their times, without "the alarm at" before each one
            items = [spoken_when(t.due, now, self.tz).removeprefix("at ") for t in shown]
        more = f", and {len(pending) - len(shown)} more" if len(pending) > len(shown) else ""
        count = f"one {word}" if len(pending) == 1 else f"{len(pending)} {word}s"
        if kind is None:
            count = "one" if len(pending) == 1 else str(len(pending))
            return f"You have {count} set: {join_and(items)}{more}."
        return f"You have {count}: {join_and(items)}{more}."

    def _describe(self, timer: TimerRecord, now: datetime) -> str:
        if timer.kind is TimerKind.TIMER:
            return f"{describe(timer, self.tz)} with {spoken_duration(timer.due - now)} left"
        name = describe(timer, self.tz).replace(" " + spoken_clock(timer.due, self.tz), "")
        return f"{name} {spoken_when(timer.due, now, self.tz)}"

    # --- memory ------------------------------------------------------------------------------------------
    def _memory(self, kind: IntentKind, slots: MemorySlots, user_id: str) -> str:
        if self.memory is None:
            return NO_MEMORY_REPLY
        if kind is IntentKind.REMEMBER:
            text = _sentence(slots.text)
            text = text[0].upper() + text[1:]
            self.memory.add(user_id, " ".join("I" if w == "i" else w for w in text.split()))
            return f"Okay, I'll remember that {second_person(slots.text)}."
        if kind is IntentKind.RECALL:
            found = (
                self.memory.search(user_id, slots.text, limit=RECALL_LIMIT)
                if slots.text
                else self.memory.list(user_id, limit=RECALL_LIMIT)
            )
            if not found:
                return (
                    "I don't remember anything about that yet."
                    if slots.text
                    else "I don't remember anything about you yet."
                )
            texts = [second_person(m.text.rstrip(".")) for m in found]
            return f"Here is what I remember: {'; '.join(texts)}."
        return self._forget(slots.text, user_id)

    def _forget(self, text: str, user_id: str) -> str:
        assert self.memory is not None
        hit = forget_choice(_plain(text), self.memory.search(user_id, text, limit=3))
        if hit is None:
            return "I couldn't find a memory like that, so nothing was deleted."
        self.memory.delete(user_id, hit.kind, hit.key)
        return f"Okay, I've forgotten that {second_person(hit.text.rstrip('.'))}."


def forget_choice(wanted: str, hits: list[Any]) -> Any:
    """The one memory "forget that …" may delete: a hit holding the words asked (or held by them) in search order,
    else the hit most like them by its vector score alone (at least FORGET_MIN_SCORE), so words the search adds to
    the question's text side can reorder what is found but never change what is deleted; None when none is sure."""
    for hit in hits:
        stored = _plain(hit.text)
        if _contains(stored, wanted) or _contains(wanted, stored):
            return hit
    scored = [hit for hit in hits if hit.score is not None and hit.score >= FORGET_MIN_SCORE]
    return max(scored, key=lambda hit: hit.score or 0.0, default=None)


def build_local_skills(
    settings: Settings,
    db: Any = None,
    memory: MemoryFacade | None = None,
    *,
    pin_factory: Any = None,
    lists: ListsHandler | None = None,
    broadcast: Broadcaster | None = None,
) -> LocalSkills:
    """Wire the skills from settings: timers in ``db`` (a ``memory.store.Database``; None = no timers), the
    configured lights, the ALSA mixer, the memory facade, and (when given) the lists and announcement services."""
    timers = None
    if db is not None:
        timers = TimerService(
            db.store, device_id=settings.device_id, grace_seconds=settings.alarm_grace_seconds, pool=db.pool,
        )
    return LocalSkills(
        tz=resolve_timezone(settings.timezone),
        timers=timers,
        lights=Lights(settings.gpio_lights, pin_factory=pin_factory),
        volume=Volume(),
        memory=memory,
        weather=Weather(settings.weather_location),
        lists=lists,
        broadcast=broadcast,
        pending=PendingQuestions(store=db.store if db is not None else None,
                                 stamp=settings.data_dir / "pending-questions.stamp" if db is not None else None),
    )


def build_announcer(skills: LocalSkills, clock: Callable[[], datetime] | None = None) -> TimerAnnouncer:
    """The daemon's ``announcements`` callable: texts of this device's timers that became due since the last poll.

    Raises:
        InvalidInputError: the skills were built without a database, so there are no timers to announce.
    """
    if skills.timers is None:
        raise InvalidInputError("timers need the database")
    return TimerAnnouncer(skills.timers, skills.tz, clock=clock)


def _contains(text: str, part: str) -> bool:
    """Whole-word containment, for parts of at least three characters."""
    return len(part) >= 3 and re.search(rf"\b{re.escape(part)}\b", text) is not None


def _plain(text: str) -> str:
    return " ".join("".join(c for c in text.lower() if c.isalnum() or c.isspace()).split())


def _sentence(text: str) -> str:
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "?", "!")) else text + "."
