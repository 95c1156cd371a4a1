"""Status LED patterns with gpiozero's mock pin factory."""

from __future__ import annotations

import threading

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.daemon import State
from gpt_home.hardware.status_led import StatusLed


def test_single_led_patterns() -> None:
    factory = MockFactory()
    led = StatusLed([5], pin_factory=factory)
    pin = factory.pin(5)
    led(State.LISTENING)
    assert pin.state
    led(State.IDLE)
    assert not pin.state
    led(State.THINKING)  # blinking: the pin must change on its own
    seen = set()
    for _ in range(100):
        seen.add(bool(pin.state))
        if len(seen) == 2:
            break
        threading.Event().wait(0.01)
    assert seen == {True, False}
    led.close()


def test_rgb_led_colours() -> None:
    factory = MockFactory()
    led = StatusLed([16, 20, 21], pin_factory=factory)
    led(State.SPEAKING)
    assert (factory.pin(16).state, factory.pin(20).state, factory.pin(21).state) == (0, 1, 0)
    led(State.LISTENING)
    assert (factory.pin(16).state, factory.pin(20).state, factory.pin(21).state) == (0, 0, 1)
    led.close()
    with pytest.raises(ValueError):
        StatusLed([1, 2], pin_factory=MockFactory())


@pytest.mark.parametrize("pins", [[5], [16, 20, 21]])
def test_every_state_has_a_pattern(pins: list[int]) -> None:
    factory = MockFactory()
    led = StatusLed(pins, pin_factory=factory)
    for state in State:
        led(state)
    led(State.FOLLOW_UP)
    if len(pins) == 3:
        assert (factory.pin(16).state, factory.pin(20).state, factory.pin(21).state) == (0, 1, 1)
    led.close()
