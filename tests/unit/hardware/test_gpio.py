"""Status LED patterns and the button, on gpiozero's mock pin factory (no Pi needed)."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator

import pytest
from gpiozero import Device
from gpiozero.pins.mock import MockFactory, MockPWMPin

from gpt_home.errors import ConfigError
from gpt_home.hardware.gpio import (
    GpioError,
    GpioPanel,
    LedState,
    classify_release,
    create_gpio,
    pattern_for,
)

WAIT_SECONDS = 2.0
RED, GREEN, BLUE, SINGLE, BUTTON = 17, 27, 22, 18, 26


@pytest.fixture
def factory() -> Iterator[MockFactory]:
    """A PWM-capable mock pin factory, set as gpiozero's default (as GPIOZERO_PIN_FACTORY=mock would)."""
    previous = Device.pin_factory
    mock = MockFactory(pin_class=MockPWMPin)
    Device.pin_factory = mock
    try:
        yield mock
    finally:
        mock.reset()
        Device.pin_factory = previous


def _wait_for(predicate: Callable[[], bool], timeout: float = WAIT_SECONDS) -> bool:
    """Poll a condition with a bound; True as soon as it holds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.005)
    return predicate()


# --- pure pattern table ------------------------------------------------------------------------------


def test_every_state_has_a_distinct_pattern_on_a_single_led() -> None:
    patterns = [pattern_for(state, rgb=False, pwm=True) for state in LedState]
    assert len(set(patterns)) == len(LedState)


def test_rgb_colours_carry_meaning() -> None:
    assert pattern_for(LedState.IDLE, rgb=True, pwm=True).mode == "off"
    assert pattern_for(LedState.LISTENING, rgb=True, pwm=True).color == (0.0, 0.0, 1.0)
    assert pattern_for(LedState.SPEAKING, rgb=True, pwm=True).color == (0.0, 1.0, 0.0)
    error = pattern_for(LedState.ERROR, rgb=True, pwm=True)
    assert (error.mode, error.color) == ("blink", (1.0, 0.0, 0.0))


def test_without_pwm_pulses_become_blinks_and_colours_round() -> None:
    thinking = pattern_for(LedState.THINKING, rgb=True, pwm=False)
    assert thinking.mode == "blink"
    assert thinking.color == (1.0, 1.0, 0.0)  # amber (1, 0.5, 0) rounds to full red + green
    assert all(pattern_for(s, rgb=r, pwm=False).mode != "pulse" for s in LedState for r in (True, False))


def test_state_accepts_daemon_state_strings() -> None:
    assert pattern_for("thinking", rgb=True, pwm=True) == pattern_for(LedState.THINKING, rgb=True, pwm=True)


def test_release_after_hold_is_not_a_press() -> None:
    assert classify_release(was_held=False) == "press"
    assert classify_release(was_held=True) == "none"


# --- no pins: nothing touched ------------------------------------------------------------------------


def test_no_pins_gives_a_noop_panel() -> None:
    panel = create_gpio([], None, pin_factory=object())  # a bogus factory proves it is never used
    assert not panel.has_led and not panel.has_button
    panel.set_state(LedState.THINKING)
    assert panel.state is LedState.THINKING
    panel.close()


@pytest.mark.parametrize("pins", [[1, 2], [1, 2, 3, 4]])
def test_wrong_led_pin_count_is_a_config_error(pins: list[int]) -> None:
    with pytest.raises(ConfigError):
        create_gpio(pins)


def test_pin_in_use_is_a_gpio_error(factory: MockFactory) -> None:
    with create_gpio([SINGLE]), pytest.raises(GpioError) as info:
        create_gpio([SINGLE])
    assert info.value.code == "GPIO_UNAVAILABLE"


# --- LEDs on the mock factory ------------------------------------------------------------------------


def _rgb(factory: MockFactory) -> tuple[float, float, float]:
    return (factory.pin(RED).state, factory.pin(GREEN).state, factory.pin(BLUE).state)


def test_rgb_led_follows_states(factory: MockFactory) -> None:
    with create_gpio([RED, GREEN, BLUE]) as panel:
        panel.set_state(LedState.LISTENING)
        assert _rgb(factory) == (0, 0, 1)
        panel.set_state(LedState.SPEAKING)
        assert _rgb(factory) == (0, 1, 0)
        panel.set_state(LedState.ERROR)  # red blink: lit, then dark, on gpiozero's thread
        assert _wait_for(lambda: factory.pin(RED).state == 1)
        assert _wait_for(lambda: factory.pin(RED).state == 0)
        assert factory.pin(GREEN).state == 0 and factory.pin(BLUE).state == 0
        panel.set_state(LedState.IDLE)
        assert _rgb(factory) == (0, 0, 0)


def test_rgb_thinking_pulses(factory: MockFactory) -> None:
    with create_gpio([RED, GREEN, BLUE]) as panel:
        panel.set_state(LedState.THINKING)
        seen: set[float] = set()

        def varied() -> bool:
            seen.add(round(factory.pin(RED).state, 2))
            return len(seen) >= 3  # a fade passes through intermediate levels

        assert _wait_for(varied)
        assert factory.pin(BLUE).state == 0


def test_single_pwm_led(factory: MockFactory) -> None:
    with create_gpio([SINGLE], pin_factory=factory) as panel:
        pin = factory.pin(SINGLE)
        panel.set_state(LedState.LISTENING)
        assert pin.state == 1
        panel.set_state(LedState.THINKING)
        assert _wait_for(lambda: pin.state == 0)
        assert _wait_for(lambda: pin.state == 1)
        panel.set_state(LedState.IDLE)
        assert pin.state == 0


def test_single_led_without_pwm() -> None:
    plain = MockFactory()  # MockPin has no PWM: pwm=False must still work
    try:
        with create_gpio([SINGLE], pwm=False, pin_factory=plain) as panel:
            panel.set_state(LedState.SPEAKING)  # a pulse degraded to a blink
            pin = plain.pin(SINGLE)
            assert _wait_for(lambda: pin.state == 1)
            assert _wait_for(lambda: pin.state == 0)
    finally:
        plain.reset()


def test_active_low_led(factory: MockFactory) -> None:
    with create_gpio([SINGLE], active_high=False) as panel:
        panel.set_state(LedState.LISTENING)
        assert factory.pin(SINGLE).state == 0  # lit means pulled low


def test_repeating_a_state_does_not_restart_the_pattern(factory: MockFactory) -> None:
    with create_gpio([SINGLE]) as panel:
        panel.set_state(LedState.LISTENING)
        led = panel._led
        calls: list[str] = []
        original = led.blink
        led.blink = lambda *a, **k: (calls.append("blink"), original(*a, **k))
        panel.set_state(LedState.THINKING)
        panel.set_state(LedState.THINKING)
        assert calls == ["blink"]


def test_close_turns_the_led_off_and_frees_the_pin(factory: MockFactory) -> None:
    panel = create_gpio([SINGLE])
    panel.set_state(LedState.LISTENING)
    panel.close()
    assert factory.pin(SINGLE).state == 0
    create_gpio([SINGLE]).close()  # the pin can be opened again


# --- button ------------------------------------------------------------------------------------------


class _Recorder:
    def __init__(self) -> None:
        self.presses = 0
        self.long_presses = 0
        self.pressed = threading.Event()
        self.long_pressed = threading.Event()

    def on_press(self) -> None:
        self.presses += 1
        self.pressed.set()

    def on_long_press(self) -> None:
        self.long_presses += 1
        self.long_pressed.set()


def test_short_press_calls_on_press(factory: MockFactory) -> None:
    rec = _Recorder()
    with create_gpio(
        button_pin=BUTTON, on_press=rec.on_press, on_long_press=rec.on_long_press, long_press_seconds=0.5
    ) as panel:
        assert panel.has_button
        pin = factory.pin(BUTTON)
        pin.drive_low()
        time.sleep(0.06)  # past the debounce window, well short of a long press
        pin.drive_high()
        assert rec.pressed.wait(WAIT_SECONDS)
    assert (rec.presses, rec.long_presses) == (1, 0)


def test_long_press_toggles_mute_once_and_release_is_silent(factory: MockFactory) -> None:
    rec = _Recorder()
    with create_gpio(button_pin=BUTTON, on_press=rec.on_press, on_long_press=rec.on_long_press, long_press_seconds=0.1):
        pin = factory.pin(BUTTON)
        pin.drive_low()
        assert rec.long_pressed.wait(WAIT_SECONDS)  # fires while still held
        pin.drive_high()
        time.sleep(0.1)  # give a wrongful release callback the chance to fire
    assert (rec.presses, rec.long_presses) == (0, 1)


def test_failing_callback_does_not_break_the_button(factory: MockFactory) -> None:
    calls: list[int] = []
    done = threading.Event()

    def boom() -> None:
        calls.append(1)
        done.set()
        raise RuntimeError("callback bug")

    with create_gpio(button_pin=BUTTON, on_press=boom, long_press_seconds=1.0):
        pin = factory.pin(BUTTON)
        for _ in range(2):
            done.clear()
            pin.drive_low()
            time.sleep(0.06)
            pin.drive_high()
            assert done.wait(WAIT_SECONDS)
            time.sleep(0.06)
    assert len(calls) == 2


def test_panel_without_devices_is_safe() -> None:
    panel = GpioPanel()
    panel.set_state("error")
    panel.close()
    panel.close()
