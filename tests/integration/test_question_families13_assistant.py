"""The thirteenth round's question families through the real Assistant, graph and embedded Postgres (no model:
chat_model=None), one conversation: "<day>'s date", days until an event said with its date, "day of week", "how i
spell", a spelling as a choice of two, a scarf "when i head out" (the weather, and nothing read from the shopping list in
the store), laughter, an interjection, a tag, good night with a see-you, the assistant's birthday, and a fragment of
small words (asked again)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta

import pytest
from gpiozero.pins.mock import MockFactory

from tests.integration.household_helpers import T0, Household, list_rows, no_model_household


@pytest.fixture
def house(settings, db, factory: MockFactory) -> Iterator[Household]:
    with no_model_household(settings, db, factory) as built:
        yield built


def test_the_thirteenth_families_are_answered_without_a_model(house: Household, db, user_id: str) -> None:
    said = [
        ("put scarves on the shopping list", "I've added scarves to your shopping list."),
        ("tell me tomorrow's date please", "Tomorrow is Wednesday, December 2, 2026."),
        ("how many days till school breaks up on the 18th",
         "There are 17 days until Friday, December 18."),
        ("what day of week is new years day", "New Year's Day is on Friday, January 1, 2027."),
        ("how i spell the word island", "Island is spelled I, S, L, A, N, D."),
        ("is it seperate or separate", "Separate is spelled S, E, P, A, R, A, T, E."),
        ("will i need my scarf when i head out tonight",
         "I don't know where you are. Set a weather location on the settings page."),
        ("hahaha that was hilarious", "Glad that made you smile!"),
        ("urgh i am so tired this evening",
         "Sounds like you need a rest. I can set a timer for a nap, or an alarm for the morning."),
        ("you are so clever you know", "Thank you, that's kind of you!"),
        ("nighty night see you in the morning", "Good night. Sleep well!"),
        ("um the", "Sorry, I didn't catch all of that. Could you say it again?"),
    ]
    for i, (text, reply) in enumerate(said):
        answer = house.assistant.ask(text, user_id=user_id, thread_id=f"{user_id}-thread",
                                     now=T0 + timedelta(seconds=9 * i))
        assert (answer.text, answer.handled_by) == (reply, "intent"), text
    birthday = house.assistant.ask("have you got a birthday", user_id=user_id, thread_id=f"{user_id}-thread",
                                   now=T0 + timedelta(seconds=200))
    assert birthday.text == ("I'm GPT Home, a computer program, so I don't have a birthday or an age. I can count "
                             "the days to yours, though.")
    assert list_rows(db, user_id, "shopping") == ["scarves"]
