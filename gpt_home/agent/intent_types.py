"""The typed result of local intent matching, and the rule table the matcher modules register into.

Kept apart from the rules so skills, tools and the timer store can import the types without the regular expressions.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from enum import StrEnum


class IntentKind(StrEnum):
    """What the user asked for."""

    TIME = "time"
    DATE = "date"
    SET_TIMER = "set_timer"  # timers, alarms and reminders (see TimerKind)
    CANCEL_TIMER = "cancel_timer"
    LIST_TIMERS = "list_timers"
    LIGHT = "light"
    STOP = "stop"
    VOLUME_UP = "volume_up"
    VOLUME_DOWN = "volume_down"
    REMEMBER = "remember"
    RECALL = "recall"
    FORGET = "forget"
    CAPABILITIES = "capabilities"
    WEATHER = "weather"  # current conditions at the configured location


class TimerKind(StrEnum):
    """A countdown, a wake-up/clock alarm, or a reminder with a task."""

    TIMER = "timer"
    ALARM = "alarm"
    REMINDER = "reminder"


class LightAction(StrEnum):
    """What to do with a light."""

    ON = "on"
    OFF = "off"
    DIM = "dim"
    BRIGHTEN = "brighten"  # one step brighter than now
    DIMMER = "dimmer"  # one step dimmer than now


@dataclass(frozen=True, slots=True)
class SetTimerSlots:
    """A timer, alarm or reminder to set; ``due`` is aware, in the configured zone."""

    kind: TimerKind
    due: datetime
    duration: timedelta | None = None  # set for countdowns ("in 5 minutes"), None for clock times
    label: str = ""  # "pasta", or the reminder's task ("call mom")
    # An alarm whose bare hour could be either (agent/clock_hours.py): (morning, evening); the skill asks which.
    readings: tuple[datetime, datetime] | None = None


@dataclass(frozen=True, slots=True)
class TimerQuerySlots:
    """Which timers to cancel or list: a kind (None = any), an optional label or due time, or all of them."""

    kind: TimerKind | None = None
    label: str = ""
    due: datetime | None = None
    all: bool = False


@dataclass(frozen=True, slots=True)
class LightSlots:
    """A light command; ``name`` None means every configured light; ``level`` is 0..1 for DIM."""

    action: LightAction
    name: str | None = None
    level: float | None = None


@dataclass(frozen=True, slots=True)
class MemorySlots:
    """Text to remember or forget, or a recall query ("" = everything about the user)."""

    text: str = ""


Slots = SetTimerSlots | TimerQuerySlots | LightSlots | MemorySlots | None


@dataclass(frozen=True, slots=True)
class Intent:
    """A matched local intent: its kind, typed slots and the normalised text it was matched on."""

    kind: IntentKind
    slots: Slots = None
    text: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class MatchContext:
    """What a rule handler may look at besides the text: the aware ``now`` and the configured light names."""

    now: datetime
    lights: tuple[str, ...]


Handler = Callable[[re.Match[str], MatchContext], Intent | None]


class RuleTable:
    """An ordered list of (whole-utterance pattern, handler); the first handler that returns an Intent wins."""

    def __init__(self) -> None:
        self.rules: list[tuple[re.Pattern[str], Handler]] = []

    def rule(self, *patterns: str) -> Callable[[Handler], Handler]:
        """Decorator: register ``handler`` for each pattern, in order."""

        def register(handler: Handler) -> Handler:
            for pattern in patterns:
                self.rules.append((re.compile(pattern), handler))
            return handler

        return register

    def fixed(self, kind: IntentKind, *patterns: str) -> None:
        """Register patterns that mean ``kind`` with no slots."""
        for pattern in patterns:
            self.rules.append((re.compile(pattern), lambda m, ctx, kind=kind: Intent(kind)))
