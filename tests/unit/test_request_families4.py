"""Families of everyday phrasings (fourth requests round, after the blind holdout4 run): real rules, recognizer and
skills, with phrasings in no benchmark set, and near-misses that must stay with the model."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore

from gpt_home.skills.lights import LightAction
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills
from tests.skill_helpers import NO_LOCATION, NO_MIXER, local_skills, say


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights={"kitchen": 17, "living room": 27}, lists=ListSkill(InMemoryStore())) as built:
        yield built


@pytest.mark.parametrize(("text", "reply"), [
    ("hmm I keep forgetting, what's the date", "Today is Tuesday, December 1."),
    ("okay so, what time is it", "It's 10:25 am."),
    ("is it after 11 yet", "No, it's 10:25 am."),
    ("is it gone nine", "Yes, it's 10:25 am."),
    ("what's seven and a half times two", "7 and a half times 2 is 15."),
    ("what is the factorial of 6", "The factorial of 6 is 720."),
    ("how many days until the end of the month", "There are 30 days until the end of the month, on Thursday, "
                                                 "December 31."),
    ("what's the weather doing tomorrow", NO_LOCATION),
    ("will we get any snow this weekend", NO_LOCATION),
    ("turn it down a touch", NO_MIXER),
    ("set the volume on level 3", NO_MIXER),
    ("what's in the news today", "I can't read the news: I work offline. I can tell you the time, the date and the "
                                 "weather instead."),
    ("remind me about the bins", "When should I remind you about the bins?"),
])
def test_new_phrasings_of_known_requests(skills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


def test_alarms_said_as_a_need_to_be_up(skills) -> None:
    assert say(skills, "I have to get up at 7") == "Okay, alarm set for 7 am tomorrow."


def test_list_questions_and_ticking_off(skills) -> None:
    assert say(skills, "add eggs and butter to the shopping list") == (
        "I've added eggs and butter to your shopping list.")
    assert say(skills, "are there eggs on the shopping list", 3) == "Yes, eggs are on your shopping list."
    assert say(skills, "have we got cheese on the shopping list", 6) in (
        "No, cheese isn't on your shopping list.", "You have eggs and butter on your shopping list.")
    assert say(skills, "cross off eggs from the shopping list", 9) == "I've removed eggs from your shopping list."
    assert say(skills, "say back my shopping list", 12) == "You have butter on your shopping list."
    assert say(skills, "is there anything left on the to-do list", 15) == "Your to-do list is empty."


def test_light_state_questions(skills) -> None:
    assert say(skills, "is the living room lamp still on") == "No, the living room light is off."
    skills.lights.set("kitchen", LightAction.DIM, 0.4)
    assert say(skills, "did I leave the kitchen light on") == "Yes, the kitchen light is on at 40 percent."


@pytest.mark.parametrize("text", ["I didn't ask you to set a timer", "don't add milk to the shopping list",
                                  "my sister asked if I could flip the mattress", "is it true that light is fast"])
def test_near_misses_stay_with_the_model(skills, text: str) -> None:
    assert say(skills, text) is None
