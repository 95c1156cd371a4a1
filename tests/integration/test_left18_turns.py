"""Round eighteen's left-overs through the real Assistant and embedded Postgres (no model: chat_model=None): an offer
made after a complaint about the sound is taken up by "yes" and dropped by "no" (the pending offer kept in the
store), a timer told of as ringing leaves the running timer alone, and how long a thing took sets none."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.agent.assistant import Assistant
from gpt_home.agent.intent_types import TimerKind
from gpt_home.skills.device_trouble import OFFER_QUESTION, TEST_LINE
from gpt_home.skills.local import LocalSkills
from tests.integration.household_helpers import T0, Talk, labels, no_model_household


@pytest.fixture
def assistant(settings, db, factory: MockFactory) -> Iterator[tuple[Assistant, LocalSkills]]:
    with no_model_household(settings, db, factory) as house:
        yield house.assistant, house.skills


def test_an_offer_after_sound_trouble_is_answered(assistant, user_id: str) -> None:
    helper, _skills = assistant
    say = Talk(helper, user_id)
    assert say("my speaker keeps cutting out") == OFFER_QUESTION
    assert say("yes please") == TEST_LINE
    assert say("ugh you keep breaking up again") == OFFER_QUESTION
    assert say("no thanks") == "Okay, never mind."
    assert say("the sound is crackling") == OFFER_QUESTION
    assert say("what time is it").startswith("It's ")  # a request of its own: the offer is dropped


def test_a_timer_told_of_leaves_the_running_one(assistant, user_id: str) -> None:
    helper, skills = assistant
    say = Talk(helper, user_id)
    say("set a timer for 20 minutes for the potatoes")
    for told in ("a timer called cookies went off", "the timer we called muffins went off"):
        helper.ask(told, user_id=user_id, thread_id=f"{user_id}-t", now=T0 + timedelta(seconds=30))
        assert labels(skills, user_id, TimerKind.TIMER) == {"potatoes"}, told
    assert "no timer ringing" in say("cancel the timer that went off")
    assert labels(skills, user_id, TimerKind.TIMER) == {"potatoes"}
    helper.ask("the pasta took 10 minutes last time", user_id=user_id, thread_id=f"{user_id}-t",
               now=T0 + timedelta(seconds=60))
    assert labels(skills, user_id, TimerKind.TIMER) == {"potatoes"}
