"""The tenth round's families through the real Assistant, graph and embedded Postgres (no model: chat_model=None):
regional word forms and a name for the listener, a yes/no check about today, two places in one world-time question,
a corrected place, letters counted in a word, weather said in slang (no location: the honest pointer), loudness said
through how the voice sounds (no mixer: said so), a greeting in another language, "the living room one" (mock pins)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.agent.assistant import Assistant
from tests.integration.household_helpers import T0, no_model_household
from tests.skill_helpers import NO_LOCATION, NO_MIXER


@pytest.fixture
def assistant(settings, db, factory: MockFactory) -> Iterator[Assistant]:
    with no_model_household(settings, db, factory, lights={"kitchen": 17, "living_room": 27}) as house:
        yield house.assistant


def test_how_people_really_say_it_is_answered_by_the_skills(assistant: Assistant, user_id: str,
                                                             factory: MockFactory) -> None:
    said = [
        ("whit time is it the noo pal", "It's 10:25 am."),
        ("it isnt thursday yet is it", "No, it's not Thursday yet: today is Tuesday, December 1."),
        ("what time is it in lima and in oslo", "In Lima it's 5:25 am. In Oslo it's 11:25 am."),
        ("not madrid lisbon what time is it in lisbon", "In Lisbon it's 10:25 am."),
        ("how many ps and ls in apple", "Apple has 2 Ps and 1 L: A, P, P, L, E."),
        ("is it gonna be chucking it down the morra", NO_LOCATION),
        ("ye are awful faint this morning", NO_MIXER),
        ("vanakkam", "Hello! What can I do for you?"),
        ("can ya put the leavin room one on", "Okay, the living room light is on."),
    ]
    for i, (text, reply) in enumerate(said):
        answer = assistant.ask(text, user_id=user_id, thread_id=f"{user_id}-thread", now=T0 + timedelta(seconds=9 * i))
        assert (answer.text, answer.handled_by) == (reply, "intent"), text
    assert factory.pin(27).state == 1


def test_picks_between_words_are_made_not_refused(assistant: Assistant, user_id: str) -> None:
    for i, (text, picks) in enumerate([("lets play rock paper scissors you go", ("rock", "paper", "scissors")),
                                       ("say yes or no at random", ("yes", "no"))]):
        answer = assistant.ask(text, user_id=user_id, thread_id=f"{user_id}-pick", now=T0 + timedelta(seconds=9 * i))
        assert answer.handled_by == "intent" and answer.text.lower().removeprefix("i pick ").rstrip(".") in picks, text
