"""Lights on gpiozero's mock pins: on, off, dim by name or all, unknown names, pins without PWM."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero import Device
from gpiozero.pins.mock import MockFactory

from gpt_home.agent.intents import LightAction
from gpt_home.skills.lights import Lights, light_name

PINS = {"kitchen": 17, "living_room": 27}


@pytest.fixture
def lights(factory: MockFactory) -> Iterator[Lights]:
    device = Lights(PINS, pin_factory=factory)
    yield device
    device.close()


def test_names_are_spoken_forms() -> None:
    assert light_name("Living_Room") == "living room"
    assert Lights(PINS).names == ["kitchen", "living room"]


def test_on_off_by_name_drives_the_pin(lights: Lights, factory: MockFactory) -> None:
    assert lights.set("kitchen", LightAction.ON) == "Okay, the kitchen light is on."
    assert factory.pin(17).state == 1
    assert factory.pin(27).state == 0
    assert lights.set("kitchen", LightAction.OFF) == "Okay, the kitchen light is off."
    assert factory.pin(17).state == 0


def test_all_lights(lights: Lights, factory: MockFactory) -> None:
    assert lights.set(None, LightAction.ON) == "Okay, all the lights are on."
    assert (factory.pin(17).state, factory.pin(27).state) == (1, 1)


def test_dim_sets_the_pwm_duty_cycle(lights: Lights, factory: MockFactory) -> None:
    assert lights.set("living room", LightAction.DIM, 0.4) == "Okay, the living room light is at 40 percent."
    assert factory.pin(27).state == pytest.approx(0.4)
    assert lights.set("living room", LightAction.DIM) == "Okay, the living room light is at 30 percent."
    assert lights.level("living_room") == pytest.approx(0.3)


def test_unknown_and_unconfigured(lights: Lights) -> None:
    assert lights.set("garage", LightAction.ON) == "I don't have a light called garage. I know kitchen and living room."
    assert Lights({}).set(None, LightAction.ON).startswith("No lights are set up")


def test_out_of_range_level(lights: Lights) -> None:
    assert lights.set("kitchen", LightAction.DIM, 1.5) == "Brightness goes from 0 to 100 percent."


def test_env_mock_factory_without_pwm_switches_but_cannot_dim(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GPIOZERO_PIN_FACTORY", "mock")
    monkeypatch.setattr(Device, "pin_factory", None)
    lights = Lights({"hall": 5})
    try:
        assert lights.set("hall", LightAction.ON) == "Okay, the hall light is on."
        assert lights.level("hall") == 1
        assert lights.set("hall", LightAction.DIM, 0.5) == "The hall light can only be switched on or off."
    finally:
        lights.close()
        Device.pin_factory.reset()


def test_brighten_steps_up_to_full(lights: Lights, factory: MockFactory) -> None:
    assert lights.set("living room", LightAction.DIM, 0.4) == "Okay, the living room light is at 40 percent."
    assert lights.set("living room", LightAction.BRIGHTEN) == "Okay, the living room light is at 65 percent."
    assert factory.pin(27).state == pytest.approx(0.65)
    assert lights.set("living room", LightAction.BRIGHTEN) == "Okay, the living room light is at 90 percent."
    assert lights.set("living room", LightAction.BRIGHTEN) == "Okay, the living room light is at 100 percent."
    assert lights.set("living room", LightAction.BRIGHTEN) == "The living room light is already at full brightness."
    assert lights.set("garage", LightAction.BRIGHTEN).startswith("I don't have a light called garage")


def test_brighten_all_lights(lights: Lights, factory: MockFactory) -> None:
    assert lights.set(None, LightAction.BRIGHTEN) == "Okay, the lights are at 25 percent."
    assert (factory.pin(17).state, factory.pin(27).state) == (pytest.approx(0.25), pytest.approx(0.25))
