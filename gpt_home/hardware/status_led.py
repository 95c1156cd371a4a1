"""Status LED patterns per voice state (gpiozero): one LED or an RGB LED, so people can see it is listening.

Plugged into the daemon as ``on_state``. Off a Pi nothing is created unless pins are configured; tests use
gpiozero's mock pin factory.
"""

from __future__ import annotations

import logging
from typing import Any

_LOGGER = logging.getLogger(__name__)

# Single LED: (on seconds, off seconds) to blink, "on", or "off".
# Keys are the daemon's State values (a StrEnum), so hardware never imports the daemon.
_SINGLE: dict[str, Any] = {
    "idle": "off",
    "listening": "on",
    "thinking": (0.1, 0.1),
    "speaking": (0.5, 0.2),
    "follow-up": (0.9, 0.1),  # listening without the wake word: on, with a short flicker
}
# RGB LED colours (0-1 per channel).
_RGB: dict[str, tuple[int, int, int]] = {
    "idle": (0, 0, 0),
    "listening": (0, 0, 1),
    "thinking": (1, 1, 0),
    "speaking": (0, 1, 0),
    "follow-up": (0, 1, 1),  # listening without the wake word: cyan
}


class StatusLed:
    """Shows the daemon state: pins = [pin] for one LED, [red, green, blue] for an RGB LED."""

    def __init__(self, pins: list[int], *, pin_factory: Any = None) -> None:
        from gpiozero import LED, RGBLED

        if len(pins) == 1:
            self.device: Any = LED(pins[0], pin_factory=pin_factory)
        elif len(pins) == 3:
            self.device = RGBLED(*pins, pwm=False, pin_factory=pin_factory)
        else:
            raise ValueError("gpio_led_pins must list one pin or three (R, G, B)")
        self.rgb = len(pins) == 3

    def __call__(self, state: str) -> None:
        """Switch to the pattern for ``state`` (called by the daemon on every state change)."""
        if self.rgb:
            self.device.color = _RGB[state]
            return
        pattern = _SINGLE[state]
        if pattern == "on":
            self.device.on()
        elif pattern == "off":
            self.device.off()
        else:
            self.device.blink(on_time=pattern[0], off_time=pattern[1])

    def close(self) -> None:
        self.device.close()
