"""Counts said with words of quantity through the real Assistant, graph and embedded Postgres (no model:
chat_model=None): a sum with half a dozen, a date a couple of weeks back, a unit with a dozen, a die named by its
sides and a negative timer are answered by the local skills in one conversation, nothing is left to the model."""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import timedelta

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.agent.assistant import Assistant
from tests.integration.household_helpers import T0, no_model_household


@pytest.fixture
def assistant(settings, db, factory: MockFactory) -> Iterator[Assistant]:
    with no_model_household(settings, db, factory, timers=False, seed=5) as house:
        yield house.assistant


def test_words_of_quantity_in_one_conversation(assistant: Assistant, user_id: str) -> None:
    turns = [
        ("half a dozen times nine", r"6 times 9 is 54\."),
        ("what was the date a couple of weeks back", r"2 weeks ago was Tuesday, November 17, 2026\."),
        ("a dozen miles how many kilometres is that", r"12 miles is 19\.31 kilometres\."),
        ("whats the square of thirteen", r"The square of 13 is 169\."),
        ("roll a d twelve", r"You rolled an? (?:[1-9]|1[0-2])\."),
        ("how many sleeps till boxing day", r"There are 25 days until .*December 26\."),
        ("timer for negative five minutes", r"A timer can't run for a negative time\. Say how long, for example 10 minutes\."),
    ]
    for i, (text, expected) in enumerate(turns):
        reply = assistant.ask(text, user_id=user_id, thread_id=f"{user_id}-q", now=T0 + timedelta(seconds=5 * i))
        assert reply.handled_by == "intent", (text, reply)
        assert re.fullmatch(expected, reply.text), (text, reply.text)
