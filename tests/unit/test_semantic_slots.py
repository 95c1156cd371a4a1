"""A semantic reading said again as a rule command (``agent/semantic_slots.py``): the request's own slots kept, its
direction words settling what the embedding cannot tell apart, and no command when it carries what the command
cannot."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from gpt_home.agent.semantic_slots import action, command, light_target

NOW = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)
LIGHTS = ("kitchen", "living room")


@pytest.mark.parametrize(("text", "target"), [
    ("bring some light to the living room", "the living room light"),
    ("the kitchen is gloomy", "the kitchen light"),
    ("light up the garage for me", "the garage light"),
    ("make the whole house bright", "all the lights"),
    ("too dark in here", "all the lights"),
])
def test_light_target_is_a_configured_light_a_named_room_or_all(text: str, target: str) -> None:
    assert light_target(text, LIGHTS) == target


@pytest.mark.parametrize(("intent", "text", "settled"), [
    ("light_on", "knock the kitchen light off", "light_off"),
    ("light_off", "could you bring the lights back", "light_on"),
    ("light_on", "are the lights still burning", "light_state"),
    ("light_brighter", "it is far too bright", "light_dimmer"),
    ("light_state", "the lamp is on", "unclear"),
    ("volume_down", "you're too quiet", "volume_up"),
    ("volume_up", "bring it down a touch", "volume_down"),
    ("volume_mute", "mute yourself please", "volume_mute"),
    ("timer_set", "scrap the rice countdown", "timer_cancel"),
    ("timer_set", "put three more minutes on", "timer_add"),
    ("timer_set", "how is the countdown going", "timer_status"),
    ("alarm_set", "what alarms are waiting", "alarm_list"),
    ("alarm_cancel", "get me up at six", "alarm_set"),
    ("list_clear", "go over the shopping list", "list_show"),
    ("list_show", "wipe the shopping list", "list_clear"),
    ("list_show", "put bread on the shopping list", "list_add"),
])
def test_direction_words_settle_the_action(intent: str, text: str, settled: str) -> None:
    assert action(intent, text) == settled


@pytest.mark.parametrize(("intent", "text", "said"), [
    ("timer_set", "count down eight and a half minutes for the eggs", "set a eggs timer for eight and a half minutes"),
    ("timer_set", "could you do me a countdown", "set a timer"),
    ("timer_add", "give it another two minutes", "add two minutes to the timer"),
    ("timer_cancel", "bin the rice timer", "cancel the rice timer"),
    ("timer_cancel", "bin every timer", "cancel all timers"),
    ("alarm_set", "get me up at half six tomorrow", "set an alarm for half six tomorrow"),
    ("alarm_set", "wake me in twenty minutes", "set an alarm in twenty minutes"),
    ("volume_set", "make yourself a 4", "set the volume to 4"),
    ("volume_set", "volume to sixty", "set the volume to 60 percent"),
    ("weather", "what's it doing in leeds", "what is the weather in leeds"),
    ("weather_rain", "am i going to need a brolly tomorrow", "will it rain tomorrow"),
    ("list_add", "pop some oat milk onto my shopping list", "add oat milk to the shopping list"),
    ("list_show", "read me the hardware store list", "what is on the hardware store list"),
    ("list_clear", "start the grocery list fresh", "clear the shopping list"),
    ("random_number", "pick something from 3 to 9", "pick a random number between 3 and 9"),
    ("time", "what hour is it", "what time is it"),
    ("weekday", "which day of the week is it", "what day is it today"),
])
def test_slots_are_kept_in_the_command(intent: str, text: str, said: str) -> None:
    assert command(intent, text, LIGHTS, NOW) == said


@pytest.mark.parametrize(("intent", "text"), [
    ("date", "what's the date next friday"),
    ("weekday", "what day is the fourth of july"),
    ("time", "what time was it two hours ago"),
    ("random_number", "pick a random day of the month"),
    ("random_number", "give me a number in the forties"),
    ("volume_set", "set the volume"),
    ("light_state", "are the lights on"),
    ("capabilities_and_more", "anything"),
])
def test_no_command_when_the_request_says_more_than_it_can_carry(intent: str, text: str) -> None:
    assert command(intent, text, LIGHTS, NOW) is None


@pytest.mark.parametrize("text", ["close the light in the living room", "close the kitchen lights please"])
def test_closing_a_light_switches_it_off_never_on(text: str) -> None:
    assert action("light_on", text) == "light_off"  # "open/close the light": how many languages say on and off


@pytest.mark.parametrize(("text", "said", "kept"), [
    ("set an alarm for half past twenty nine", "set an alarm for half past twenty", False),  # a number dropped
    ("set an alarm for quarter to seven", "set an alarm for 6:45", True),  # the clock phrase turned it
    ("set an alarm for half past six", "set an alarm for half past six", True),
])
def test_a_reading_by_meaning_keeps_the_numbers_said(text: str, said: str, kept: bool) -> None:
    from gpt_home.agent.semantic import keeps_the_numbers

    assert keeps_the_numbers(text, said) is kept
