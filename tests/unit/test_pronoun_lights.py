"""``skills/pronoun_lights.py``: "it" in a light reading is the light the turn before named, never every light; after
anything that is not a light, nothing is switched and the household is asked which light."""

from __future__ import annotations

import pytest

from gpt_home.skills.pronoun_lights import pronoun_light, which_light

LIGHTS = ("kitchen", "living room")


@pytest.mark.parametrize(
    ("said", "intent", "command", "before", "want"),
    [
        ("make it brighter", "light_brighter", "make all the lights brighter", "turn on the kitchen light",
         "make the kitchen light brighter"),
        ("switch it off", "light_off", "turn off all the lights", "switch the living room light on",
         "turn off the living room light"),
        ("dim it a bit", "light_dimmer", "make all the lights dimmer", "kitchen lamp on please",
         "make the kitchen light dimmer"),
        ("make them brighter", "light_brighter", "make all the lights brighter", "turn on the lights",
         "make all the lights brighter"),
        ("make it brighter", "light_brighter", "make all the lights brighter", None, "make all the lights brighter"),
        ("turn them all off", "light_off", "turn off all the lights", "set an alarm for 7 am", "turn off all the lights"),
        ("turn it off", "timer_cancel", "cancel the timer", "set a timer for 5 minutes", "cancel the timer"),
    ],
)
def test_it_is_the_light_just_named(said: str, intent: str, command: str, before: str | None, want: str) -> None:
    assert pronoun_light(said, intent, command, before, LIGHTS) == want


@pytest.mark.parametrize(
    ("said", "before"),
    [
        ("switch it off", "set an alarm for 7 am"),
        ("turn it off", "set a timer for 10 minutes"),
        ("make it brighter", "whats the weather"),
        ("switch that off", "remind me to call mum at 5"),
        ("turn it on", "add milk to the list"),
    ],
)
def test_it_after_something_else_is_no_light(said: str, before: str) -> None:
    assert pronoun_light(said, "light_off", "turn off all the lights", before, LIGHTS) is None


def test_the_question_names_the_lights() -> None:
    assert which_light(LIGHTS) == "Which light do you mean, the kitchen or the living room?"
    assert which_light(("kitchen", "hall", "porch")) == "Which light do you mean, the kitchen, the hall or the porch?"
    assert which_light(("kitchen",)) == "Which light do you mean, the kitchen?"
