"""What a satellite shows: the voice state on the status LED, and Home Assistant's timers (LED pattern + alarm).

The timer bookkeeping is pure (``TimerBoard``); ``SatelliteIndicators`` turns it into LED patterns and the alarm
sound through the existing StatusLed and earcon.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

_LOGGER = logging.getLogger(__name__)
MAX_TIMERS = 64  # Home Assistant sends ids; we keep at most this many (a peer cannot grow it without bound)


class TimerChange(StrEnum):
    """Home Assistant's timer events."""

    STARTED = "timer-started"
    UPDATED = "timer-updated"
    CANCELLED = "timer-cancelled"
    FINISHED = "timer-finished"


@dataclass(frozen=True, slots=True)
class TimerView:
    """What the LEDs show: how many timers run, and whether one has just rung."""

    running: int
    ringing: bool


class TimerBoard:
    """Running timers by id, updated from HA's events; pure and synchronous."""

    def __init__(self) -> None:
        self._running: dict[str, int] = {}  # id -> seconds left when last told
        self.ringing = False

    def apply(self, change: TimerChange, timer_id: str, *, total_seconds: int | None = None,
              active: bool = True) -> TimerView:
        """Apply one event; returns the new view."""
        timer_id = str(timer_id)[:100]
        if change in (TimerChange.STARTED, TimerChange.UPDATED):
            if active and (timer_id in self._running or len(self._running) < MAX_TIMERS):
                self._running[timer_id] = int(total_seconds or 0)
            elif not active:
                self._running.pop(timer_id, None)
        elif change == TimerChange.CANCELLED:
            self._running.pop(timer_id, None)
        elif change == TimerChange.FINISHED:
            self._running.pop(timer_id, None)
            self.ringing = True
        return self.view()

    def silence(self) -> TimerView:
        """The alarm was heard (the next wake or turn stops it)."""
        self.ringing = False
        return self.view()

    def view(self) -> TimerView:
        return TimerView(running=len(self._running), ringing=self.ringing)


# RGB colours and single-LED blink patterns (on seconds, off seconds) for timers, beside the voice states.
_TIMER_RGB = (1, 0, 1)
_RINGING_RGB = (1, 0, 0)
_TIMER_BLINK = (0.1, 1.9)
_RINGING_BLINK = (0.1, 0.1)


class SatelliteIndicators:
    """Drives the StatusLed (if any) from voice states and timers, and plays the alarm on a finished timer."""

    def __init__(self, led: Any | None, play_alarm: Callable[[], None] | None = None) -> None:
        self.led = led
        self.timers = TimerBoard()
        self._play_alarm = play_alarm
        self._state = "idle"
        self._lock = threading.Lock()

    def state(self, state: str) -> None:
        """A voice state change (idle, listening, thinking, speaking)."""
        with self._lock:
            self._state = state
            if state == "listening":  # someone woke the device: the alarm was heard
                self.timers.silence()
            self._show()

    def timer(self, change: TimerChange, timer_id: str, *, total_seconds: int | None = None,
              active: bool = True) -> TimerView:
        """A timer event from Home Assistant."""
        with self._lock:
            view = self.timers.apply(change, timer_id, total_seconds=total_seconds, active=active)
            self._show()
        _LOGGER.info("timer %s (%s): %d running", timer_id, change.value, view.running)
        if change == TimerChange.FINISHED and self._play_alarm is not None:
            self._play_alarm()
        return view

    def _show(self) -> None:
        if self.led is None:
            return
        view = self.timers.view()
        if self._state != "idle" or (view.running == 0 and not view.ringing):
            self.led(self._state)
            return
        if getattr(self.led, "rgb", False):
            self.led.device.color = _RINGING_RGB if view.ringing else _TIMER_RGB
        else:
            on, off = _RINGING_BLINK if view.ringing else _TIMER_BLINK
            self.led.device.blink(on_time=on, off_time=off)
