"""The twelfth round's question families through the real Assistant, graph and embedded Postgres (no model:
chat_model=None), one conversation: the time and the day asked together, "is the 18th a weekday", days till the
12th, a call to Denver now, a bill split, "add" sums, which letters a word is spelled with, a day said before "what
day is it" (never today), a sign-off (no date read out), rainbow colours, and a pending question left as it was."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.agent.assistant import Assistant
from tests.integration.household_helpers import T0, no_model_household


@pytest.fixture
def assistant(settings, db, factory: MockFactory) -> Iterator[Assistant]:
    with no_model_household(settings, db, factory) as house:
        yield house.assistant


def test_the_twelfth_families_are_answered_by_the_skills(assistant: Assistant, user_id: str) -> None:
    said = [
        ("tell me the time and the day please", "Today is Tuesday, December 1, and it's 10:25 am."),
        ("is the 18th a weekday", "Yes, the 18th is a Friday."),
        ("how many days till the 12th i get paid then",
         "There are 11 days until Saturday, December 12."),
        ("can i call my mum in denver now or is too early",
         "In Denver it's 3:25 am. That's the middle of the night there, so maybe wait."),
        ("the bill was 84 pounds split four ways how much each", "That's 21 pounds each."),
        ("whats five add five add five", "5 plus 5 plus 5 is 15."),
        ("is weird spelled e i or i e", "With E I. Weird is spelled W, E, I, R, D."),
        ("my birthday is on the fifth of january what day of the week is it",
         "The 5th of January is Tuesday, January 5, 2027."),
        ("thats me done for the day", "Okay. Have a good rest of the day."),
        ("how many colours are there in a rainbow",
         "A rainbow has seven colours: red, orange, yellow, green, blue, indigo and violet."),
    ]
    for i, (text, reply) in enumerate(said):
        answer = assistant.ask(text, user_id=user_id, thread_id=f"{user_id}-thread", now=T0 + timedelta(seconds=9 * i))
        assert (answer.text, answer.handled_by) == (reply, "intent"), text
