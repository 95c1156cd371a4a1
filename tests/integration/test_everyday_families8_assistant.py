"""The eighth round's everyday families through the real Assistant, graph and embedded Postgres (no model:
chat_model=None): two rooms switched by one command (mock pins), a day said first, a word problem, a decimal said in
words, a date that does not exist and a time that does not exist (nothing stored), a bare hesitation."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.agent.assistant import Assistant
from gpt_home.skills.local import LocalSkills
from tests.integration.household_helpers import T0, no_model_household


@pytest.fixture
def assistant(settings, db, factory: MockFactory) -> Iterator[tuple[Assistant, LocalSkills]]:
    with no_model_household(settings, db, factory, lights={"kitchen": 17, "living_room": 27}) as house:
        yield house.assistant, house.skills


def ask(helper: Assistant, text: str, user: str, seconds: float = 0) -> tuple[str, str]:
    reply = helper.ask(text, user_id=user, thread_id=f"{user}-thread", now=T0 + timedelta(seconds=seconds))
    return reply.text, reply.handled_by


def test_everyday_families_are_answered_by_the_skills(assistant, user_id: str, factory: MockFactory) -> None:
    helper, skills = assistant
    assert ask(helper, "put on the light in the kitchen and in the living room", user_id) == (
        "Okay, the kitchen light is on and the living room light is on.", "intent")
    assert (factory.pin(17).state, factory.pin(27).state) == (1, 1)
    assert ask(helper, "switch every light off were going to bed", user_id, 5) == (
        "Okay, all the lights are off.", "intent")
    assert (factory.pin(17).state, factory.pin(27).state) == (0, 0)
    assert ask(helper, "a fortnight from today whats the date", user_id, 10) == (
        "2 weeks from today it will be Tuesday, December 15, 2026.", "intent")
    assert ask(helper, "if i have three boxes with twelve eggs each how many eggs is that", user_id, 15) == (
        "3 times 12 is 36.", "intent")
    assert ask(helper, "a marathon is twenty six point two miles how many kilometers is it", user_id, 20) == (
        "26.2 miles is 42.16 kilometers.", "intent")


def test_bad_input_is_said_so_and_nothing_is_stored(assistant, user_id: str) -> None:
    helper, skills = assistant
    assert ask(helper, "set an alarm for thirteen seventy five", user_id) == (
        "There is no such time as 13:75. Say a time like 7:30 am or 19:30.", "intent")
    assert skills.timers.list(user_id) == []
    assert ask(helper, "what day of the week is the thirtieth of february", user_id, 5) == (
        "February 30 doesn't exist: February only has 28 or 29 days.", "intent")
    assert ask(helper, "erm", user_id, 10) == ("Yes? What can I do for you?", "intent")
