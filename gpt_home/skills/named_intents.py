"""Carry out a sentence recognised by the template recognizer (Home Assistant's intent names, and our Gpt* ones).

Each handler returns the spoken reply, or None to decline (the slot text was not something it understands, e.g.
"what is the capital of france" reaching the arithmetic intent): the next candidate or the model answers instead.
Lists and announcements belong to other parts of the system and are passed in as small protocols; without them the
reply says plainly that the feature is not set up.
"""

from __future__ import annotations

import logging
import random
import re
from collections.abc import Callable, Mapping
from datetime import datetime, timedelta
from typing import Any, Protocol

from gpt_home.agent.intent_types import LightAction, TimerKind, TimerQuerySlots
from gpt_home.agent.recognizer import Recognition
from gpt_home.agent.timer_orders import time_only_reminder
from gpt_home.agent.spoken_words import WEEKDAYS
from gpt_home.skills import calc, dated_events, everyday, timer_talk
from gpt_home.skills.asking_back import Missing, PendingQuestions, SkillReply
from gpt_home.skills.buyable import a_stock, buyable, household_thing
from gpt_home.skills.cards import draw_card
from gpt_home.skills.date_questions import weeks_since
from gpt_home.skills.measure_systems import region_of
from gpt_home.skills.choose import choose
from gpt_home.skills.places import at_home
from gpt_home.skills.now_parts import reply as now_parts
from gpt_home.skills.phrases import current_month, current_year, second_person
from gpt_home.skills.refusals import not_configured, refusal, rings_a_bell
from gpt_home.skills.smalltalk import small_talk
from gpt_home.skills.spoken_sums import verb_sum
from gpt_home.skills.time_difference import time_difference
from gpt_home.skills.time_questions import is_it, time_after, time_until
from gpt_home.skills.topic_first import GAME, known_place, several_places, spell_word
from gpt_home.skills.world_dates import UNITS as DATE_UNITS
from gpt_home.skills.world_dates import date_there
from gpt_home.skills.years_ago import years_ago

_LOGGER = logging.getLogger(__name__)

LIST_INTENTS = ("HassShoppingListAddItem", "HassListAddItem", "HassListRemoveItem", "HassListShow", "GptListHasItem",
                "HassListClear")
MAX_ITEM_CHARS = 500
_NOT_ON = ("today", "tonight", "tomorrow")  # days said without "on": "For what time tomorrow?"
_QUESTION_WORDS = re.compile(r"\b(?:what|whats|which|is|are|how|on|in)\b")  # never part of a list's name
MAX_BROADCAST_CHARS = 500


class ListsHandler(Protocol):
    """Shopping and to-do lists (``gpt_home.skills.lists``): one of ``LIST_INTENTS`` in, the spoken reply out."""

    def handle_list_intent(self, intent: str, slots: dict[str, str], user_id: str) -> str: ...


class Broadcaster(Protocol):
    """Announcements on the household's devices: returns the spoken confirmation."""

    def __call__(self, message: str, user_id: str) -> str: ...


_PARTICLE_SAID = re.compile(r"^(?:out|off|through|back|over|down)(?: (?:the|my|our|whole|entire))* ?")


def _timer_label(slots: Mapping[str, Any]) -> str:
    """A timer's name from a template's wildcard, without the words before a name ("my", "the": no name at all)."""
    name = str(slots.get("name") or slots.get("area") or "")
    return re.sub(r"^(?:(?:the|my|our|that|this|there|any|a|an)\b ?)+", "", name)


def list_name(raw: object) -> str:
    """ "to do" / "todo" / "to-do" -> "todo"; "grocery" -> "shopping"; empty -> "shopping"."""
    name = " ".join(str(raw or "").lower().replace("-", " ").split()).removesuffix(" list")
    # "list out the shopping list", "read through my to do list": the verb's particle is no part of the list's name
    name = _PARTICLE_SAID.sub("", name)
    if name in ("", "shopping", "grocery", "groceries", "the shopping"):
        return "shopping"
    if name in ("to do", "todo", "to dos", "todos", "things to do"):
        return "todo"
    return name


class NamedIntents:
    """Handlers by intent name over the local skills (``skills`` is a ``LocalSkills``)."""

    def __init__(
        self,
        skills: Any,
        pending: PendingQuestions,
        *,
        lists: ListsHandler | None = None,
        broadcast: Broadcaster | None = None,
        rng: random.Random | None = None,
    ) -> None:
        self.skills = skills
        self.pending = pending
        self.lists = lists
        self.broadcast = broadcast
        self.rng = rng or random.Random()
        self._handlers: dict[str, Callable[[Mapping[str, Any], str, datetime, tuple[str, str]], str | None]] = {
            "HassStartTimer": self._start_timer,
            "HassCancelTimer": self._cancel_timer,
            "HassCancelAllTimers": lambda s, u, n, k: self.skills.cancel_timers(
                u, TimerQuerySlots(TimerKind.TIMER, all=True), n),
            "HassTimerStatus": self._timer_status,
            "HassIncreaseTimer": lambda s, u, n, k: self._adjust(s, u, n, +1),
            "HassDecreaseTimer": lambda s, u, n, k: self._adjust(s, u, n, -1),
            "HassPauseTimer": lambda s, u, n, k: "I can't pause timers yet. I can add time to one or cancel it.",
            "HassUnpauseTimer": lambda s, u, n, k: "I can't pause timers yet, so none is paused.",
            "GptAskAlarm": self._ask_alarm_time,
            "GptAskReminder": lambda s, u, n, k: self.pending.ask(k, Missing.REMINDER_TASK, n),
            "GptAskReminderTime": self._ask_reminder_time,
            "GptAskListAdd": self._ask_list_item,
            "HassShoppingListAddItem": lambda s, u, n, k: self.list_intent(
                "HassShoppingListAddItem", s.get("item"), "shopping", u),
            # "there is no space left", "thats the last of the rain": used up, never bought (the next reading answers)
            "GptShoppingNeed": lambda s, u, n, k: self.list_intent(
                "HassShoppingListAddItem", s.get("item"), "shopping", u) if (
                household_thing if s.get("said_of") else a_stock if s.get("said_first") else buyable)(
                str(s.get("item", ""))) else None,
            "HassListAddItem": lambda s, u, n, k: self.list_intent("HassListAddItem", s.get("item"), s.get("name"), u),
            "HassShoppingListCompleteItem": lambda s, u, n, k: self.list_intent(
                "HassListRemoveItem", s.get("item"), "shopping", u),
            "HassListRemoveItem": lambda s, u, n, k: self.list_intent(
                "HassListRemoveItem", s.get("item"), s.get("name"), u),
            "HassListShow": lambda s, u, n, k: self.list_intent("HassListShow", "", s.get("name"), u),
            "GptListHasItem": lambda s, u, n, k: self.list_intent("GptListHasItem", s.get("item"), s.get("name"), u),
            "HassListClear": lambda s, u, n, k: self.list_intent("HassListClear", "", s.get("name"), u),
            "HassBroadcast": self._broadcast,
            "HassNevermind": lambda s, u, n, k: "Okay.",
            "GptSaid": lambda s, u, n, k: str(s.get("reply") or "") or None,  # a reply a pure reader finished
            "GptCapabilities": lambda s, u, n, k: self.skills.capabilities_reply(),  # skills/family_cues.py
            "HassGetCurrentTime": lambda s, u, n, k: (  # "in twenty four hour time": "It's 14:25."
                f"It's {n.astimezone(self.skills.tz):%H:%M}." if s.get("format") == "24" else self.skills.time_reply(n)),
            "HassGetCurrentDate": lambda s, u, n, k: self.skills.date_reply(n),
            "HassGetWeather": lambda s, u, n, k: self.skills.weather.ask(dict(s), n.date()),
            "GptTimeIs": lambda s, u, n, k: is_it(str(s.get("relation", "")), str(s.get("clock", "")), n,
                                                  self.skills.tz),
            "GptTimeUntil": lambda s, u, n, k: time_until(str(s.get("clock", "")), n, self.skills.tz),
            "GptTimeAfter": lambda s, u, n, k: time_after(str(s.get("duration", "")), n, self.skills.tz,
                                                          past=s.get("tense") == "past"),
            "GptCurrentMonth": lambda s, u, n, k: current_month(n),
            "GptCurrentYear": lambda s, u, n, k: current_year(n),
            "HassTurnOn": lambda s, u, n, k: self._light(s, LightAction.ON),
            "HassTurnOff": lambda s, u, n, k: self._light(s, LightAction.OFF),
            "HassLightSet": self._light_level,
            "GptLightState": lambda s, u, n, k: self.skills.lights.state(_light_target(s), str(s.get("state", "on"))),
            "HassSetVolumeRelative": lambda s, u, n, k: self.skills.volume.change(
                up=str(s.get("volume_step", "up")) == "up"),
            "HassSetVolume": lambda s, u, n, k: (
                self.skills.volume.set_level(int(s["volume"])) if "volume" in s
                else self.skills.volume.mute()),
            "GptVolumeLevel": lambda s, u, n, k: self.skills.volume.report(),
            "GptDateOffset": lambda s, u, n, k: everyday.date_offset(str(s.get("day", "")), n,
                                                                     past=s.get("tense") == "past"),
            "GptDaysUntil": lambda s, u, n, k: everyday.days_since(str(s.get("event", "")), n) if s.get("since") else (
                dated_events.days_until(str(s.get("event", "")), n)),
            "GptDaysSince": lambda s, u, n, k: (weeks_since if s.get("unit") == "weeks" else everyday.days_since)(
                str(s.get("event", "")), n),
            "GptWorldTime": lambda s, u, n, k: self._world_time(s, n),
            "GptMath": lambda s, u, n, k: calc.calculate(
                str(s.get("expression", "")) if "op" not in s else verb_sum(str(s.get("first")), str(s["op"]),
                                                                             str(s.get("second")))),
            "GptConvertUnit": lambda s, u, n, k: calc.convert(str(s.get("quantity", "")), str(s.get("to_unit", "")),
                                                                 region_of(self.skills.tz)),
            "GptFlipCoin": lambda s, u, n, k: everyday.flip_coin(self.rng),
            "GptDrawCard": lambda s, u, n, k: draw_card(self.rng),
            "GptRollDie": lambda s, u, n, k: everyday.roll_dice(
                self.rng, int(s.get("count", 1)), int(s.get("sides", 6))),
            "GptRandomNumber": lambda s, u, n, k: everyday.random_number(
                self.rng, int(s.get("low", 1)), int(s.get("high", 100))),
            "GptDateAndTime": lambda s, u, n, k: now_parts(str(s["units"]), n.astimezone(self.skills.tz)) if s.get(
                "units") else (
                f"{self.skills.date_reply(n).removesuffix('.')}, and {self.skills.time_reply(n)[0].lower()}"
                f"{self.skills.time_reply(n)[1:]}"),
            "GptYearsAgo": lambda s, u, n, k: years_ago(str(s.get("year", "")), n.astimezone(self.skills.tz)),
            "GptChoose": lambda s, u, n, k: choose(str(s.get("choices", "")), self.rng),
            "GptSpell": lambda s, u, n, k: spell_word(str(s.get("word", "")), bool(s.get("count")),
                                                      str(s.get("letters", ""))),
            "GptSmallTalk": lambda s, u, n, k: small_talk(str(s.get("topic", "")), self.rng,
                                                          str(s.get("greeting", ""))),
            "GptUnsupported": lambda s, u, n, k: None if _names_the_user(s) else choose(
                "rock, paper, scissors", self.rng) if GAME.search(str(s.get("anything", ""))) else refusal(
                _service(s), device=str(s.get("device", "")), lights=self.skills.lights.names,
                check=bool(s.get("check"))),
            "HassMediaSearchAndPlay": lambda s, u, n, k: refusal("music"),
            "HassMediaPause": lambda s, u, n, k: refusal("music"),
            "HassMediaUnpause": lambda s, u, n, k: refusal("music"),
            "HassMediaNext": lambda s, u, n, k: refusal("music"),
            "HassMediaPrevious": lambda s, u, n, k: refusal("music"),
        }

    def handle(self, recognition: Recognition, user_id: str, now: datetime, key: tuple[str, str]) -> str | None:
        """The reply for a recognised sentence, or None to let the next candidate (or the model) answer."""
        handler = self._handlers.get(recognition.intent)
        if handler is None:
            return None
        slots = recognition.slots
        if slots.get("which_year"):  # "christmas" + "next": the day is read with its year ("christmas next year")
            slots = {name: value for name, value in slots.items() if name != "which_year"}
            for name in ("event", "day"):
                if name in slots:
                    slots[name] = f"{slots[name]} {recognition.slots['which_year']} year"
        return handler(slots, user_id, now, key)

    # --- timers ------------------------------------------------------------------------------------------------
    def _start_timer(self, slots: Mapping[str, Any], user_id: str, now: datetime, key: tuple[str, str]) -> str:
        label = str(slots.get("name") or slots.get("area") or "")
        duration = timer_talk.duration_from_slots(dict(slots))
        if duration is None:
            return self.pending.ask(key, Missing.TIMER_DURATION, now, label=label)
        if duration <= timedelta(0):
            return "A timer needs a length of at least one second."
        command = str(slots.get("conversation_command") or "")
        if command:
            task = command.removeprefix("remind me to ").removeprefix("remind me ")
            return self.skills.set_timer(user_id, TimerKind.REMINDER, now + duration, task, now)
        return self.skills.set_timer(user_id, TimerKind.TIMER, now + duration, label, now, duration)

    def _cancel_timer(self, slots: Mapping[str, Any], user_id: str, now: datetime, key: tuple[str, str]) -> str:
        label = str(slots.get("name") or slots.get("area") or "")
        return self.skills.cancel_timers(user_id, TimerQuerySlots(TimerKind.TIMER, label=label), now)

    def _timer_status(self, slots: Mapping[str, Any], user_id: str, now: datetime, key: tuple[str, str]) -> str:
        if self.skills.timers is None:
            return "Timers aren't available right now."
        label = _timer_label(slots)  # "when will my timer go off": "my" is no timer's name
        return timer_talk.status(self.skills.timers, user_id, now, label=label)

    def _adjust(self, slots: Mapping[str, Any], user_id: str, now: datetime, sign: int) -> str:
        if self.skills.timers is None:
            return "Timers aren't available right now."
        delta = timer_talk.duration_from_slots({k: v for k, v in slots.items() if not k.startswith("start_")})
        if delta is None:
            return "By how much? Say, for example, add five minutes to the pasta timer."
        label = _timer_label(slots)
        return timer_talk.adjust(self.skills.timers, user_id, now, sign * delta, label=label)

    def _ask_alarm_time(self, slots: Mapping[str, Any], user_id: str, now: datetime, key: tuple[str, str]) -> str:
        """ "set my alarm for friday": the day is kept, so the time answered is set on that day (never tomorrow)."""
        day = str(slots.get("day", "")).strip()
        if not day:
            return self.pending.ask(key, Missing.ALARM_TIME, now)
        said = day if day.startswith(("next ", "on ")) or day in _NOT_ON else f"on {day}"
        spoken = " ".join(w.capitalize() if w in WEEKDAYS else w for w in said.split())
        return self.pending.ask(key, Missing.ALARM_TIME, now, day=said, question=f"For what time {spoken}?")

    def _ask_reminder_time(self, slots: Mapping[str, Any], user_id: str, now: datetime, key: tuple[str, str]) -> str:
        """ "remind me tomorrow to pay the bills": the day is known, the time is not."""
        task, day = " ".join(str(slots.get("task", "")).split()), str(slots.get("day", ""))
        if not day and (when := time_only_reminder(f"remind me at {task}", now)) is not None:
            return self.pending.ask(key, Missing.REMINDER_TASK, now, when=when)  # "set a reminder for 7": about what?
        self.pending.ask(key, Missing.REMINDER_TIME, now, task=task, day=day)
        if not day:  # "remind me to water the tomatoes": no time at all
            link = "about" if slots.get("link") == "about" else "to"
            return SkillReply(f"When should I remind you {link} {second_person(task)}?", expects_answer=True)
        return SkillReply(f"What time {day} should I remind you to {second_person(task)}?", expects_answer=True)

    # --- lists and announcements -----------------------------------------------------------------------------
    def _ask_list_item(self, slots: Mapping[str, Any], user_id: str, now: datetime, key: tuple[str, str]) -> str:
        if self.lists is None:
            return not_configured("Lists")
        return self.pending.ask(key, Missing.LIST_ITEM, now, name=list_name(slots.get("name")))

    def _world_time(self, slots: Mapping[str, Any], now: datetime) -> str | None:
        """The time in each place of ``slots["city"]`` ("cape town|nairobi": both); None when one is no place."""
        period, city = str(slots.get("period", "")), str(slots.get("city", ""))
        cities = city.split("|") if "|" in city else several_places(city, known_place) or [city]
        if not period and all(at_home(everyday.city_name(c)) for c in cities):  # "the time in this house": ours
            return self.skills.time_reply(now)
        replies = [time_difference(c, now, self.skills.tz) if period == "difference" else date_there(c, now, period)
                   if period in DATE_UNITS else everyday.world_time(c, now, period) for c in cities]
        return None if not replies or None in replies else " ".join(str(r) for r in replies)

    def list_intent(self, intent: str, item: object, name: object, user_id: str) -> str | None:
        """Hand a list command to the lists skill (``intent`` is one of ``LIST_INTENTS``)."""
        if self.lists is None:
            return not_configured("Lists")
        text = " ".join(str(item or "").split())
        if len(text) > MAX_ITEM_CHARS:
            return f"That item is too long; please keep it under {MAX_ITEM_CHARS} characters."
        if _QUESTION_WORDS.search(str(name or "")):
            return None  # "tell me what is on my shopping list": the name slot took the question; another reading
        if intent == "HassShoppingListAddItem" and list_name(name) != "shopping":
            intent = "HassListAddItem"
        return self.lists.handle_list_intent(intent, {"item": text, "name": list_name(name)}, user_id)

    def _broadcast(self, slots: Mapping[str, Any], user_id: str, now: datetime, key: tuple[str, str]) -> str:
        message = " ".join(str(slots.get("message", "")).split())
        if not message:
            return "What should I announce?"
        if len(message) > MAX_BROADCAST_CHARS:
            return f"That is too long to announce; please keep it under {MAX_BROADCAST_CHARS} characters."
        if self.broadcast is None:
            return not_configured("Announcements")
        return self.broadcast(message, user_id)

    # --- lights ---------------------------------------------------------------------------------------------------
    def _light(self, slots: Mapping[str, Any], action: LightAction) -> str:
        name = _light_target(slots)
        return self.skills.lights.set(name, action)

    def _light_level(self, slots: Mapping[str, Any], user_id: str, now: datetime, key: tuple[str, str]) -> str | None:
        brightness = slots.get("brightness")
        if brightness is None:
            return None
        level = max(0.0, min(1.0, float(brightness) / 100))
        action = LightAction.OFF if level == 0 else LightAction.DIM
        return self.skills.lights.set(_light_target(slots), action, level)


def _light_target(slots: Mapping[str, Any]) -> str | None:
    raw = str(slots.get("area") or slots.get("name") or "")
    for suffix in (" lights", " light"):
        raw = raw.removesuffix(suffix)
    return raw or None


def _service(slots: dict[str, object]) -> str:
    """The service refused: "ring the bell" is read by the calls template, but a bell is rung, no one called."""
    service = str(slots.get("service", ""))
    return "bell" if service == "calls" and rings_a_bell(str(slots.get("anything", ""))) else service


def _names_the_user(slots: dict[str, object]) -> bool:
    """ "Call me Pri" tells the assistant what to call the user (the memory pass keeps it): not a phone call."""
    return str(slots.get("service", "")) == "calls" and str(slots.get("anything", "")).split()[:1] == ["me"]
