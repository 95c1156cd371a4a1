"""Four misreads of the eleventh round fixed, through the real Assistant, graph and embedded Postgres (no model:
chat_model=None), one conversation: a reason after a timer's label ends the label (the timer stored as "bread"), the
options after what a pick is for, a capital checked answered yes or no, and a die and a card in one breath."""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import timedelta

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.agent.intent_types import TimerKind
from tests.integration.household_helpers import T0, Household, labels, no_model_household


@pytest.fixture
def house(settings, db, factory: MockFactory) -> Iterator[Household]:
    with no_model_household(settings, db, factory) as built:
        yield built


def test_the_four_misreads_are_read_right(house: Household, user_id: str) -> None:
    said = [
        ("set a timer for 20 minutes for the bread because its a big loaf",
         r"Okay, bread timer set for 20 minutes\."),
        ("pick a film for tonight the lion king or frozen", r"I pick (?:the lion king|frozen)\."),
        ("is Sydney the capital of Australia", r"No, the capital of Australia is Canberra\."),
        ("is Paris the capital of France", r"Yes, the capital of France is Paris\."),
        ("roll a dice and pick a card", r"You rolled an? [1-6]\. It's the \w+ of (?:hearts|diamonds|clubs|spades)\."),
    ]
    for i, (text, reply) in enumerate(said):
        answer = house.assistant.ask(text, user_id=user_id, thread_id=f"{user_id}-thread",
                                     now=T0 + timedelta(seconds=9 * i))
        assert answer.handled_by == "intent" and re.fullmatch(reply, answer.text), (text, answer.text)
    assert labels(house.skills, user_id, TimerKind.TIMER) == {"bread"}
