"""The topic said first and the request after, through the real Assistant, graph and embedded Postgres (no model:
chat_model=None): a word to spell, a place for the time there, a coin, the clock of now and a calendar question
are answered by the local skills, and a general-knowledge question still reaches the model's path."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.agent.assistant import Assistant
from tests.integration.household_helpers import T0, no_model_household


@pytest.fixture
def assistant(settings, db, factory: MockFactory) -> Iterator[Assistant]:
    with no_model_household(settings, db, factory, timers=False) as house:
        yield house.assistant


def test_topic_first_requests_in_one_conversation(assistant: Assistant, user_id: str) -> None:
    turns = [
        ("necessary how do you spell that", "Necessary is spelled N, E, C, E, S, S, A, R, Y."),
        ("lisbon right now what time would it be over there", "In Lisbon it's 10:25 am."),
        ("the time in peru por favor", "In Peru it's 5:25 am."),
        ("which month is it currently my son is asking", "It's December."),
        ("anything in my diary on friday", "I can't see a calendar. I can set reminders and alarms for you instead."),
    ]
    for i, (text, expected) in enumerate(turns):
        reply = assistant.ask(text, user_id=user_id, thread_id=f"{user_id}-t", now=T0 + timedelta(seconds=5 * i))
        assert (reply.text, reply.handled_by) == (expected, "intent")
    coin = assistant.ask("heads or tails settle it for us", user_id=user_id, thread_id=f"{user_id}-t",
                         now=T0 + timedelta(seconds=40))
    assert coin.handled_by == "intent" and coin.text in ("It's heads.", "It's tails.")


def test_a_knowledge_question_said_topic_first_is_left_to_the_model(assistant: Assistant, user_id: str) -> None:
    reply = assistant.ask("the eiffel tower who built it", user_id=user_id, thread_id=f"{user_id}-k", now=T0)
    assert reply.handled_by != "intent"
