"""Lights on GPIO pins (gpiozero PWMLED, or LED where the pin cannot do PWM), named in the settings.

Devices are opened lazily, on the first command, so a device with no GPIO (a laptop, CI) only fails when someone
actually asks for a light, and then with a spoken answer rather than a crash.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping
from typing import Any

from gpt_home.agent.intents import LightAction
from gpt_home.skills.light_aliases import configured

_LOGGER = logging.getLogger(__name__)
DEFAULT_DIM_LEVEL = 0.3
BRIGHTEN_STEP = 0.25
MIN_DIM_LEVEL = 0.1  # "dimmer" stops here rather than switching the light off
# A place that is the whole house, heard where a light's name goes: "lights on everywhere in the house", "all the
# lights on in the house please", "everywhere lights off": every light (a light really named so is that light).
_WHOLE_HOUSE = re.compile(r"(?:(?:the|this|my|our|in the|all|all of|all over|all through|throughout|every|everywhere|"
                          r"everything|whole|entire|single|round|around|in|across|of|the) )*(?:house|home|flat|"
                          r"everywhere|everything|every room|all rooms|all the rooms|the lot|all|place)(?: (?:please|"
                          r"now|too|then))*")

# "both" where a light's name goes ("were going to bed turn off both lights"): every light when there are two
_BOTH = re.compile(r"(?:(?:the|my|our) )?(?:both|both of the|both the|the two|the 2)(?: rooms?)?")


def light_name(name: str) -> str:
    """The spoken form of a configured name: "living_room" -> "living room"."""
    return " ".join(name.replace("_", " ").replace("-", " ").lower().split())


class Lights:
    """The configured lights; ``set`` returns a short spoken reply."""

    def __init__(self, pins: Mapping[str, int], *, pin_factory: Any = None) -> None:
        self._pins = {light_name(name): pin for name, pin in pins.items()}
        self._factory = pin_factory
        self._devices: dict[str, Any] = {}

    @property
    def names(self) -> list[str]:
        """Spoken names of the configured lights."""
        return list(self._pins)

    def _device(self, name: str) -> Any:
        if name not in self._devices:
            from gpiozero import LED, PWMLED
            from gpiozero.exc import PinPWMUnsupported

            pin = self._pins[name]
            try:
                self._devices[name] = PWMLED(pin, pin_factory=self._factory)
            except PinPWMUnsupported:
                self._devices[name] = LED(pin, pin_factory=self._factory)
        return self._devices[name]

    def open_all(self) -> None:
        """Open every configured light now (the first switch then costs no device set-up); failures wait for use."""
        for name in self._pins:
            try:
                self._device(name)
            except Exception as exc:  # noqa: BLE001 - a bad pin is reported when the light is used
                _LOGGER.warning("could not open the %s light yet: %s", name, exc)

    def state(self, name: str | None, asked: str = "on") -> str:
        """ "Is the kitchen light on?": yes or no, with the brightness when dimmed."""
        if not self._pins:
            return "No lights are set up yet. You can add them on the settings page."
        name = configured(light_name(name), self._pins) if name else name  # "the lounge": the living room
        if name is None or light_name(name) not in self._pins:
            return f"I don't have a {name} light." if name else "Which light? Say, for example, is the kitchen light on."
        level = self.level(name)
        spoken = light_name(name).replace("_", " ")
        now_on = level > 0
        answer = "Yes" if now_on == (asked == "on") else "No"
        if not now_on:
            return f"{answer}, the {spoken} light is off."
        at = "" if level >= 0.999 else f" at {round(level * 100)} percent"
        return f"{answer}, the {spoken} light is on{at}."

    def level(self, name: str) -> float:
        """Current brightness 0..1 of one light (opens it if needed)."""
        return float(self._device(light_name(name)).value)

    def set(self, name: str | None, action: LightAction, level: float | None = None) -> str:
        """Switch or dim one light (``name``) or all of them (None) and say what happened."""
        if not self._pins:
            return "No lights are set up yet. You can add them on the settings page."
        name = configured(light_name(name), self._pins) if name is not None else name  # "the front room": the
        if name is not None and light_name(name) not in self._pins and (_WHOLE_HOUSE.fullmatch(light_name(name)) or (
                len(self._pins) == 2 and _BOTH.fullmatch(light_name(name)))):
            name = None  # living room (skills/light_aliases.py); "turn off both lights" with two lights: both
        if name is not None and light_name(name) not in self._pins:
            known = " and ".join(self.names) if len(self._pins) <= 3 else f"{len(self._pins)} others"
            return f"I don't have a light called {name}. I know {known}."
        targets = [light_name(name)] if name is not None else self.names
        if action in (LightAction.BRIGHTEN, LightAction.DIMMER):
            return self._step(name, targets, up=action is LightAction.BRIGHTEN)
        if action is LightAction.DIM:
            level = DEFAULT_DIM_LEVEL if level is None else level
            if not 0.0 <= level <= 1.0:
                return "Brightness goes from 0 to 100 percent."
        done = 0
        try:
            for target in targets:
                self._apply(target, action, level)
                done += 1
        except _Undimmable:  # "dim the lights" with two switches: both named, never the kitchen's alone
            if name is None and len(targets) > 1 and not done:
                return "The lights can only be switched on or off."
            return f"The {targets[done]} light can only be switched on or off."
        except Exception as exc:  # noqa: BLE001 - GPIO errors vary by board; the user hears one clear line
            _LOGGER.error("switching %s failed: %s", ", ".join(targets), exc)
            return "I couldn't reach the light switches on this device."
        # "turn every light in the house on": heard as every light, not as "the lights" (which ones?)
        subject = (f"the {targets[0]} light is" if name is not None else "all the lights are" if len(targets) > 1
                   else "the lights are")
        if action is LightAction.DIM:
            return f"Okay, {subject} at {round((level or 0) * 100)} percent."
        return f"Okay, {subject} {action.value}."

    def _step(self, name: str | None, targets: list[str], *, up: bool) -> str:
        """One step brighter or dimmer (a switch-only light is simply switched on, or left as it is when dimming)."""
        from gpiozero import PWMLED

        subject = f"the {targets[0]} light" if name is not None else "the lights"
        verb = "is" if name else "are"
        try:
            devices = [self._device(target) for target in targets]
            if up and all(float(d.value) >= 1.0 for d in devices):
                if not any(isinstance(d, PWMLED) for d in devices):  # a switch: on is all it does, never "full"
                    return f"{subject[0].upper()}{subject[1:]} {verb} already on. It can only be switched on or off." \
                        if name else "The lights are already on. They can only be switched on or off."
                return f"{subject[0].upper()}{subject[1:]} {verb} already at full brightness."
            if not up and all(float(d.value) <= 0.0 for d in devices):
                return f"{subject[0].upper()}{subject[1:]} {verb} already off, as dark as it goes."  # darker: heard
            if not up and not any(isinstance(d, PWMLED) for d in devices):
                return f"{subject[0].upper()}{subject[1:]} can only be switched on or off."
            for device in devices:
                if isinstance(device, PWMLED):
                    # a step down never switches a light off: the dimmest step is one step
                    step = BRIGHTEN_STEP if up else -BRIGHTEN_STEP
                    floor = 0.0 if up else min(float(device.value), MIN_DIM_LEVEL)
                    device.value = max(floor, min(1.0, round(float(device.value) + step, 2)))
                elif up:
                    device.on()
            levels = {round(float(d.value) * 100) for d in devices}
        except Exception as exc:  # noqa: BLE001 - GPIO errors vary by board; the user hears one clear line
            _LOGGER.error("changing the brightness of %s failed: %s", ", ".join(targets), exc)
            return "I couldn't reach the light switches on this device."
        if len(levels) == 1:
            return f"Okay, {subject} {verb} at {levels.pop()} percent."
        return f"Okay, {subject} are {'brighter' if up else 'dimmer'}."

    def _apply(self, name: str, action: LightAction, level: float | None) -> None:
        device = self._device(name)
        if action is LightAction.ON:
            device.on()
        elif action is LightAction.OFF:
            device.off()
        else:
            from gpiozero import PWMLED

            if not isinstance(device, PWMLED):
                raise _Undimmable(name)
            device.value = level

    def close(self) -> None:
        """Release the GPIO pins."""
        for device in self._devices.values():
            device.close()
        self._devices.clear()


class _Undimmable(Exception):
    """This pin cannot do PWM."""
