"""The turn memo (skills/turn_memo.py) answers exactly as the functions it caches: per clock, per light names, and
never hands two callers the same list."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.agent import readings as agent_readings
from gpt_home.agent import timer_orders
from gpt_home.agent.intents import match as rule_match
from gpt_home.skills import turn_memo
from tests.skill_helpers import NOW, local_skills, say

# Several families, said several ways: rules, templates, later readings, fillers, a reason after.
SENTENCES = (
    "set an alarm for 7 am", "wake me at half six tomorrow please", "i need to be up at seven set an alarm",
    "in an hour remind me to move the laundry to the dryer", "remind me at 5 to call mum",
    "could you tell me what time it is", "um whats the time", "turn on the kitchen light",
    "kill the lights were leaving", "add eggs and bread to my shopping list", "shopping list add eggs",
    "how long is left on the pasta timer", "the rice needs two more minutes", "cancel the egg one",
)


@pytest.fixture(autouse=True)
def _forget() -> None:
    turn_memo.clear()  # each test starts as a new process would


@pytest.mark.parametrize("text", SENTENCES)
def test_memo_answers_as_the_functions_it_caches(text: str) -> None:
    for now in (NOW, NOW + timedelta(hours=13)):
        assert turn_memo.match(text, now, lights=["kitchen"]) == rule_match(text, now, lights=["kitchen"])
        assert turn_memo.timer_readings(text, now) == timer_orders.timer_readings(text, now)
    assert turn_memo.readings(text) == agent_readings.readings(text)


def test_a_cached_list_is_the_callers_own() -> None:
    text = "in an hour remind me to move the laundry to the dryer"
    first = turn_memo.timer_readings(text, NOW)
    first.append("something else")
    assert "something else" not in turn_memo.timer_readings(text, NOW)
    said = turn_memo.readings("um could you tell me what time it is")
    said.clear()
    assert turn_memo.readings("um could you tell me what time it is")


def test_the_same_sentence_at_another_clock_is_read_afresh(factory: MockFactory) -> None:
    # a rule's slot depends on the clock: 7 am said at 10:25 is tomorrow, said at 5:00 it is today
    with local_skills(factory) as skills:
        assert say(skills, "set an alarm for 7 am") == "Okay, alarm set for 7 am tomorrow."
        early = datetime(2026, 12, 3, 5, 0, tzinfo=UTC)
        assert say(skills, "set an alarm for 7 am", now=early) == "Okay, alarm set for 7 am."
        # a later reading (the reminder in the rules' order) also reads the clock of its own turn
        later = "in an hour remind me to move the laundry to the dryer"
        assert say(skills, later) == "Okay, I'll remind you to move the laundry to the dryer at 11:25 am."
        assert say(skills, later, 3600) == "Okay, I'll remind you to move the laundry to the dryer at 12:25 pm."


def test_the_light_names_are_part_of_the_question(factory: MockFactory) -> None:
    # the same words in a house with a porch light and in one without: never the other house's answer
    assert turn_memo.match("turn on the porch", NOW, lights=["porch"]) is not None
    assert turn_memo.match("turn on the porch", NOW, lights=["kitchen"]) == rule_match("turn on the porch", NOW,
                                                                                       lights=["kitchen"])
    with local_skills(factory, lights={"kitchen": 17}) as kitchen:
        alone = say(kitchen, "turn on the porch")  # as a process that never heard of a porch answers it
    turn_memo.clear()
    with local_skills(factory, lights={"porch": 18}) as porch:
        assert say(porch, "turn on the porch") == "Okay, the porch light is on."
    with local_skills(factory, lights={"kitchen": 17}) as kitchen:
        assert say(kitchen, "turn on the porch") == alone
        assert say(kitchen, "turn on the kitchen") == "Okay, the kitchen light is on."
