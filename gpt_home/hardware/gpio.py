"""Status LED and button on the Pi's GPIO header, through gpiozero.

* One LED (``led_pins=[pin]``) or an RGB LED (``led_pins=[red, green, blue]``) shows what the daemon is doing.
  The pattern for each state is a pure table (``pattern_for``); ``GpioPanel.set_state`` applies it.
* One button: a short press calls ``on_press`` (push-to-talk, or stop speaking), holding it for
  ``long_press_seconds`` calls ``on_long_press`` (mute toggle) once, and the release after a hold does nothing more.
  Callbacks run on gpiozero's threads: keep them short and thread-safe (e.g. put an event on a queue).

Off a Pi nothing is touched unless pins are configured: with no pins, gpiozero is never imported. The pin factory is
gpiozero's default (``GPIOZERO_PIN_FACTORY`` or ``Device.pin_factory``) unless one is passed in, which is how tests
hand in ``gpiozero.pins.mock.MockFactory``.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Literal, Self

from gpt_home.errors import ConfigError, GptHomeError

if TYPE_CHECKING:
    from gpt_home.config import Settings

_LOGGER = logging.getLogger(__name__)

Color = tuple[float, float, float]
DEFAULT_LONG_PRESS_SECONDS = 1.5
# Ignore contact bounce shorter than this; long enough for cheap tactile switches, short enough to feel instant.
DEFAULT_BOUNCE_SECONDS = 0.05


class GpioError(GptHomeError):
    """The configured GPIO pins could not be opened (no pin factory, pin busy, no permission)."""

    code = "GPIO_UNAVAILABLE"


class LedState(StrEnum):
    """What the status LED shows; values match the daemon's ``State`` names (lower case) plus ``error``."""

    IDLE = "idle"
    LISTENING = "listening"
    THINKING = "thinking"
    SPEAKING = "speaking"
    ERROR = "error"


@dataclass(frozen=True)
class LedPattern:
    """How to drive the LED: ``off``, ``solid``, ``blink`` or ``pulse`` (fade in and out), in a colour.

    A single LED uses the brightest colour component as its brightness.
    """

    mode: Literal["off", "solid", "blink", "pulse"]
    color: Color = (1.0, 1.0, 1.0)
    on_seconds: float = 0.0
    off_seconds: float = 0.0


_OFF: Color = (0.0, 0.0, 0.0)
_BLUE: Color = (0.0, 0.0, 1.0)
_AMBER: Color = (1.0, 0.5, 0.0)
_GREEN: Color = (0.0, 1.0, 0.0)
_RED: Color = (1.0, 0.0, 0.0)

# RGB: colour carries the meaning. Idle is dark so the LED does not light up a bedroom at night.
_RGB_PATTERNS: dict[LedState, LedPattern] = {
    LedState.IDLE: LedPattern("off", _OFF),
    LedState.LISTENING: LedPattern("solid", _BLUE),
    LedState.THINKING: LedPattern("pulse", _AMBER, on_seconds=0.5, off_seconds=0.5),
    LedState.SPEAKING: LedPattern("solid", _GREEN),
    LedState.ERROR: LedPattern("blink", _RED, on_seconds=0.2, off_seconds=0.8),
}

# One LED: rhythm carries the meaning, so every state looks different.
_SINGLE_PATTERNS: dict[LedState, LedPattern] = {
    LedState.IDLE: LedPattern("off", _OFF),
    LedState.LISTENING: LedPattern("solid"),
    LedState.THINKING: LedPattern("blink", on_seconds=0.15, off_seconds=0.15),
    LedState.SPEAKING: LedPattern("pulse", on_seconds=0.6, off_seconds=0.6),
    LedState.ERROR: LedPattern("blink", on_seconds=0.1, off_seconds=0.9),
}


def pattern_for(state: LedState | str, *, rgb: bool, pwm: bool) -> LedPattern:
    """The LED pattern for a daemon state, degraded to what the hardware can do.

    Without PWM there is no fading (a pulse becomes a blink of the same rhythm) and no partial brightness
    (colour components round to fully on or off).
    """
    pattern = (_RGB_PATTERNS if rgb else _SINGLE_PATTERNS)[LedState(state)]
    if pwm:
        return pattern
    color: Color = tuple(1.0 if c >= 0.5 else 0.0 for c in pattern.color)  # type: ignore[assignment]
    mode = "blink" if pattern.mode == "pulse" else pattern.mode
    return replace(pattern, mode=mode, color=color)


def classify_release(was_held: bool) -> Literal["press", "none"]:
    """What a button release means: a short press if the hold callback has not fired for this press."""
    return "none" if was_held else "press"


class GpioPanel:
    """The status LED and button; a harmless no-op when no pins are configured.

    Build it with ``create_gpio`` (or ``from_settings``); call ``close()`` on shutdown to release the pins.
    """

    def __init__(
        self, led: Any | None = None, button: Any | None = None, *, rgb: bool = False, pwm: bool = False
    ) -> None:
        self._led = led
        self._button = button
        self._rgb = rgb
        self._pwm = pwm
        self._state: LedState | None = None

    @property
    def has_led(self) -> bool:
        """True when a status LED is attached."""
        return self._led is not None

    @property
    def has_button(self) -> bool:
        """True when a button is attached."""
        return self._button is not None

    @property
    def state(self) -> LedState | None:
        """The state last shown (None before the first ``set_state``)."""
        return self._state

    def set_state(self, state: LedState | str) -> None:
        """Show a daemon state; repeating the current state does nothing (a running blink is not restarted)."""
        state = LedState(state)
        if state == self._state:
            return
        self._state = state
        if self._led is None:
            return
        pattern = pattern_for(state, rgb=self._rgb, pwm=self._pwm)
        _LOGGER.debug("Status LED: %s -> %s", state, pattern)
        _apply(self._led, pattern, rgb=self._rgb, pwm=self._pwm)

    def close(self) -> None:
        """Turn the LED off and release the pins."""
        for device in (self._led, self._button):
            if device is not None:
                try:
                    device.close()
                except Exception:  # closing must never stop shutdown
                    _LOGGER.debug("Closing %r failed", device, exc_info=True)
        self._led = None
        self._button = None

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()


def _apply(led: Any, pattern: LedPattern, *, rgb: bool, pwm: bool) -> None:
    """Drive a gpiozero LED, PWMLED or RGBLED with a pattern (blinks and pulses run on gpiozero's thread)."""
    if pattern.mode == "off":
        led.off()
        return
    # RGBLED takes colours; a single LED only has a brightness (the brightest component).
    colours: dict[str, Any] = {"on_color": pattern.color, "off_color": _OFF} if rgb else {}
    if pattern.mode == "solid":
        if rgb:
            led.color = pattern.color
        elif pwm:
            led.value = max(pattern.color)
        else:
            led.on()
    elif pattern.mode == "blink":
        led.blink(on_time=pattern.on_seconds, off_time=pattern.off_seconds, background=True, **colours)
    else:  # pulse: pattern_for only returns it when PWM is available
        led.pulse(fade_in_time=pattern.on_seconds, fade_out_time=pattern.off_seconds, background=True, **colours)


class _ButtonHandler:
    """Turns gpiozero's pressed/held/released events into ``on_press`` and ``on_long_press`` calls."""

    def __init__(self, on_press: Callable[[], None] | None, on_long_press: Callable[[], None] | None) -> None:
        self._on_press = on_press
        self._on_long_press = on_long_press
        self._held = False
        self._lock = threading.Lock()

    def pressed(self) -> None:
        with self._lock:
            self._held = False

    def held(self) -> None:
        with self._lock:
            self._held = True
        _LOGGER.info("Button held: mute toggle")
        _call(self._on_long_press)

    def released(self) -> None:
        with self._lock:
            was_held = self._held
            self._held = False
        if classify_release(was_held) == "press":
            _LOGGER.info("Button pressed")
            _call(self._on_press)


def _call(callback: Callable[[], None] | None) -> None:
    if callback is None:
        return
    try:
        callback()
    except Exception:  # a failing callback must not kill gpiozero's event thread
        _LOGGER.exception("Button callback failed")


def create_gpio(
    led_pins: Sequence[int] = (),
    button_pin: int | None = None,
    *,
    on_press: Callable[[], None] | None = None,
    on_long_press: Callable[[], None] | None = None,
    long_press_seconds: float = DEFAULT_LONG_PRESS_SECONDS,
    pwm: bool = True,
    active_high: bool = True,
    pin_factory: Any | None = None,
) -> GpioPanel:
    """Open the configured LED and button; with nothing configured, return a no-op panel without touching GPIO.

    Args:
        led_pins: no pins (no LED), one pin (single LED) or three pins (red, green, blue), BCM numbering.
        button_pin: BCM pin of a button wired to ground (internal pull-up), or None.
        on_press: called on a short press (push-to-talk, or stop speaking).
        on_long_press: called once when the button has been held ``long_press_seconds`` (mute toggle).
        long_press_seconds: how long a press must last to count as long.
        pwm: fade and dim the LED with PWM; set False for pins or factories without PWM.
        active_high: False for LEDs wired pin -> LED -> 3V3 (common-anode RGB).
        pin_factory: a gpiozero pin factory; None uses gpiozero's default.

    Raises:
        ConfigError: ``led_pins`` has a count other than 0, 1 or 3, or ``long_press_seconds`` is not positive.
        GpioError: gpiozero is missing or could not open a pin.
    """
    led_pins = list(led_pins)
    if len(led_pins) not in (0, 1, 3):
        raise ConfigError("invalid setting GPT_HOME_GPIO_LED_PINS: give one pin (LED) or three (red, green, blue)")
    if long_press_seconds <= 0:
        raise ConfigError("long_press_seconds must be positive")
    if not led_pins and button_pin is None:
        return GpioPanel()

    try:
        from gpiozero import LED, PWMLED, RGBLED, Button
        from gpiozero.exc import GPIOZeroError
    except ImportError as exc:  # pragma: no cover - gpiozero is a core dependency
        raise GpioError(f"gpiozero is not installed: {exc}") from exc

    led: Any | None = None
    button: Any | None = None
    try:
        if len(led_pins) == 3:
            led = RGBLED(*led_pins, active_high=active_high, pwm=pwm, pin_factory=pin_factory)
        elif len(led_pins) == 1:
            led_class = PWMLED if pwm else LED
            led = led_class(led_pins[0], active_high=active_high, pin_factory=pin_factory)
        if button_pin is not None:
            button = Button(
                button_pin,
                pull_up=True,
                bounce_time=DEFAULT_BOUNCE_SECONDS,
                hold_time=long_press_seconds,
                pin_factory=pin_factory,
            )
            handler = _ButtonHandler(on_press, on_long_press)
            button.when_pressed = handler.pressed
            button.when_held = handler.held
            button.when_released = handler.released
    except (GPIOZeroError, OSError, RuntimeError) as exc:
        # Release whatever did open, so a retry (or another process) can have the pins.
        for device in (led, button):
            if device is not None:
                device.close()
        raise GpioError(f"could not open GPIO pins {led_pins or ''} {button_pin or ''}: {exc}".strip()) from exc
    _LOGGER.info("GPIO: LED pins %s, button pin %s", led_pins or "none", button_pin)
    return GpioPanel(led, button, rgb=len(led_pins) == 3, pwm=pwm)


def from_settings(
    settings: Settings,
    *,
    on_press: Callable[[], None] | None = None,
    on_long_press: Callable[[], None] | None = None,
    pin_factory: Any | None = None,
) -> GpioPanel:
    """``create_gpio`` with the pins from the settings (``gpio_led_pins``, ``gpio_button_pin``)."""
    return create_gpio(
        settings.gpio_led_pins,
        settings.gpio_button_pin,
        on_press=on_press,
        on_long_press=on_long_press,
        pin_factory=pin_factory,
    )
