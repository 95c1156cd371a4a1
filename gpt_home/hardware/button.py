"""The push button (gpiozero): push-to-talk, stop, and a long press to mute the microphone."""

from __future__ import annotations

import logging
import threading

_LOGGER = logging.getLogger(__name__)


class PushButton:
    """A GPIO push button (gpiozero): a short press = push-to-talk or stop; a long press toggles the mute.

    Presses arrive on gpiozero's thread; the daemon polls ``take_press()`` from its loop.
    """

    def __init__(self, pin: int, *, hold_seconds: float = 1.5, pin_factory: object | None = None) -> None:
        from gpiozero import Button

        self._button = Button(pin, hold_time=hold_seconds, pin_factory=pin_factory)
        self._pressed = threading.Event()
        self._held = False
        self.muted = False
        self._button.when_held = self._on_held
        self._button.when_released = self._on_released

    def _on_held(self) -> None:
        self._held = True
        self.muted = not self.muted
        _LOGGER.info("microphone %s", "muted" if self.muted else "unmuted")

    def _on_released(self) -> None:
        if not self._held:
            self._pressed.set()
        self._held = False

    def take_press(self) -> bool:
        """True once per short press since the last call."""
        if self._pressed.is_set():
            self._pressed.clear()
            return True
        return False

    def wait_press(self, timeout_seconds: float) -> bool:
        """Block until a short press (or the timeout); used by tests and the button-only engine."""
        return self._pressed.wait(timeout_seconds)

    def close(self) -> None:
        self._button.close()
