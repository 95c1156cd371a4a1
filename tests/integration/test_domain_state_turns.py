"""A question about one household domain's state that no reader composed, through the real Assistant and embedded
Postgres (no model: chat_model=None): a named timer is answered with its time left, a list question reads the list
back, the alarms and the clock are said as they are; a question about another thing still reaches the old path."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.agent.assistant import Assistant
from gpt_home.agent.intent_types import TimerKind
from gpt_home.skills.local import LocalSkills
from tests.integration.household_helpers import T0, Talk, list_rows, no_model_household


@pytest.fixture
def assistant(settings, db, factory: MockFactory) -> Iterator[tuple[Assistant, LocalSkills]]:
    with no_model_household(settings, db, factory) as house:
        yield house.assistant, house.skills


def test_a_named_timer_is_answered_with_its_time_left(assistant, user_id: str) -> None:
    helper, skills = assistant
    say = Talk(helper, user_id, step_seconds=30)
    assert say("set a dumplings timer for 10 minutes") == "Okay, dumplings timer set for 10 minutes."
    assert say("set a rice timer for 20 minutes") == "Okay, rice timer set for 20 minutes."
    assert say("are the dumplings nearly done") == "The dumplings timer has 9 minutes left."
    timers = skills.timers
    assert timers is not None
    assert sorted(t.label for t in timers.list(user_id, kind=TimerKind.TIMER)) == ["dumplings", "rice"]  # unchanged


def test_a_list_question_reads_the_list_back(assistant, db, user_id: str) -> None:
    helper, _ = assistant
    say = Talk(helper, user_id, step_seconds=30)
    assert say("anything on my list at the moment") == "Your shopping list is empty."
    assert say("add eggs and bread to the shopping list") == "I've added eggs and bread to your shopping list."
    assert say("anything on my list at the moment") == "You have eggs and bread on your shopping list."
    assert list_rows(db, user_id, "shopping") == ["bread", "eggs"]


def test_the_alarms_and_the_clock_are_said_as_they_are(assistant, user_id: str) -> None:
    helper, skills = assistant
    timers = skills.timers
    assert timers is not None
    timers.set(user_id, TimerKind.ALARM, T0.replace(hour=7, minute=0) + timedelta(days=1), now=T0)
    say = Talk(helper, user_id, step_seconds=30)
    assert say("rattle off my alarms please") == "You have one alarm: the alarm at 7 am tomorrow."
    assert say("ok so todays full date with the year love") == "Today is Tuesday, December 1, 2026."  # the date asked


@pytest.mark.parametrize("said", ["what year did the war end", "when is a good time to plant tulips",
                                  "how long do you boil an egg", "what day was i born on"])
def test_a_question_about_another_thing_still_reaches_the_old_path(assistant, user_id: str, said: str) -> None:
    helper, _ = assistant
    timers = assistant[1].timers
    assert timers is not None
    timers.set(user_id, TimerKind.TIMER, T0 + timedelta(minutes=4), label="egg", now=T0)
    reply = helper.ask(said, user_id=user_id, thread_id=f"{user_id}-t", now=T0)
    assert reply.handled_by != "intent", reply.text  # the model's (none here), as before
