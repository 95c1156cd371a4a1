"""Timer conversation: many phrasings recognised with the right label, and exact counts and times by the turn clock."""

from __future__ import annotations

import random
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from langgraph.store.memory import InMemoryStore

from gpt_home.agent.graph import TurnContext
from gpt_home.agent.understand import explain
from gpt_home.skills.lights import Lights
from gpt_home.skills.local import LocalSkills
from gpt_home.skills.timers import TimerService
from gpt_home.skills.volume import Volume

TZ = ZoneInfo("Europe/Berlin")
NOW = datetime(2026, 11, 29, 14, 10, tzinfo=TZ)

START, STATUS, CANCEL, CANCEL_ALL = "HassStartTimer", "HassTimerStatus", "HassCancelTimer", "HassCancelAllTimers"
MORE, LESS = "HassIncreaseTimer", "HassDecreaseTimer"

# (sentence, intent, label or "" for none)
PHRASINGS: list[tuple[str, str, str]] = [
    ("set a pizza timer for 12 minutes", START, "pizza"),
    ("start a pasta timer for 8 minutes", START, "pasta"),
    ("set a timer for 10 minutes called bath timer", START, "bath"),  # never "bath timer timer"
    ("set a timer for 10 minutes for the eggs", START, "eggs"),
    ("set a 10 minute timer for the eggs", START, "eggs"),
    ("set a timer for 5 minutes", START, ""),
    ("five minute timer", START, ""),
    ("set a timer", START, ""),
    ("start a timer", START, ""),
    ("set a laundry timer", START, "laundry"),
    ("how many timers have I got running?", STATUS, ""),
    ("how many timers do I have", STATUS, ""),
    ("how many timers are running", STATUS, ""),
    ("do I have any timers running", STATUS, ""),
    ("what timers do I have", STATUS, ""),
    ("which timers are running", STATUS, ""),
    ("what timers are set", STATUS, ""),
    ("list my timers", STATUS, ""),
    ("timer status", STATUS, ""),
    ("how much time is left on the laundry timer?", STATUS, "laundry"),
    ("how much time is left on my pizza timer", STATUS, "pizza"),
    ("how long is left on the pasta timer", STATUS, "pasta"),
    ("pizza timer status", STATUS, "pizza"),
    ("status of the pizza timer", STATUS, "pizza"),
    ("how long until the pasta timer goes off", STATUS, "pasta"),
    ("when will the pizza timer be done", STATUS, "pizza"),
    ("is the egg timer done", STATUS, "egg"),
    ("how much time is left on the timer", STATUS, ""),
    ("cancel the pizza timer", CANCEL, "pizza"),
    ("stop the pasta timer", CANCEL, "pasta"),
    ("delete the laundry timer", CANCEL, "laundry"),
    ("cancel the timer called pizza", CANCEL, "pizza"),
    ("cancel the timer", CANCEL, ""),
    ("cancel all timers", CANCEL_ALL, ""),
    ("cancel all of my timers", CANCEL_ALL, ""),
    ("stop all timers", CANCEL_ALL, ""),
    ("clear my timers", CANCEL_ALL, ""),
    ("add five minutes to the pasta timer", MORE, "pasta"),
    ("add 5 minutes to pizza timer", MORE, "pizza"),
    ("add 30 seconds to the egg timer", MORE, "egg"),
    ("increase the pizza timer by 2 minutes", MORE, "pizza"),
    ("add 1 hour to the roast timer", MORE, "roast"),
    ("extend the pasta timer by 3 minutes", MORE, "pasta"),
    ("add 2 minutes to the timer", MORE, ""),
    ("take 2 minutes off the pizza timer", LESS, "pizza"),
    ("remove 1 minute from the pasta timer", LESS, "pasta"),
    ("decrease the pizza timer by 5 minutes", LESS, "pizza"),
]

NOT_TIMERS = [
    "tell me about the history of timers",
    "the timer for the pasta is broken",
    "what is a kitchen timer",
    "who invented the egg timer",
    "how long does it take to boil an egg",
    "how long is a marathon",
    "how many minutes are in a day",
    "what time is it",
    "how much time do I need to cook rice",
    "timers are useful",
    "my computer is slow",
    "is it time to go",
    "i bought a new timer yesterday",
]


@pytest.mark.parametrize(("text", "intent", "label"), PHRASINGS, ids=[p[0] for p in PHRASINGS])
def test_timer_phrasings(text: str, intent: str, label: str) -> None:
    readings = explain(text, NOW)
    assert readings, f"{text!r} was not recognised"
    first = readings[0]
    assert first.intent == intent
    assert str(first.slots.get("name", "")) == label


@pytest.mark.parametrize("text", NOT_TIMERS)
def test_not_timer_questions(text: str) -> None:
    assert not any("Timer" in r.intent for r in explain(text, NOW))


def test_enough_phrasings() -> None:
    assert len(PHRASINGS) >= 40 and len(NOT_TIMERS) >= 10


@pytest.fixture
def skills() -> LocalSkills:
    timers = TimerService(InMemoryStore(), device_id="kitchen", grace_seconds=600)
    return LocalSkills(tz=TZ, timers=timers, lights=Lights({}), volume=Volume(), rng=random.Random(1))


def say(skills: LocalSkills, text: str, seconds: float = 0) -> str | None:
    return skills.handle(text, TurnContext(user_id="anna", device_id="kitchen", now=NOW + timedelta(seconds=seconds)))


def test_labelled_timer_conversation(skills: LocalSkills) -> None:
    # Times left are exact to the second under ten minutes, to the minute above (how people say them).
    assert say(skills, "how many timers have I got running?") == "You have no timers running."
    assert say(skills, "set a pizza timer for 12 minutes") == "Okay, pizza timer set for 12 minutes."
    assert say(skills, "set a laundry timer for 45 minutes") == "Okay, laundry timer set for 45 minutes."
    assert say(skills, "set a pizza dough timer for 3 minutes") == "Okay, pizza dough timer set for 3 minutes."
    assert say(skills, "how many timers have I got running?", 65) == (
        "You have 3 timers running: the pizza dough timer with 1 minute and 55 seconds left, "
        "the pizza timer with 11 minutes left and the laundry timer with 44 minutes left."
    )
    assert say(skills, "how much time is left on the laundry timer?", 65) == (
        "The laundry timer has 44 minutes left."
    )
    assert say(skills, "pizza timer status", 125) == "The pizza timer has 9 minutes and 55 seconds left."
    assert say(skills, "add five minutes to the pasta timer", 125) == "You don't have a pasta timer."
    assert say(skills, "add 5 minutes to pizza timer", 125) == (
        "Added 5 minutes to the pizza timer. It now has 15 minutes left."
    )
    assert say(skills, "take 20 minutes off the pizza timer", 125) == (
        "The pizza timer only has 15 minutes left, so I can't take off that much."
    )
    assert say(skills, "cancel the pizza timer", 130) == "Okay, I cancelled the pizza timer."
    assert say(skills, "what timers do I have", 130) == (
        "You have 2 timers: the pizza dough timer with 50 seconds left and the laundry timer with 43 minutes left."
    )
    assert say(skills, "cancel all timers", 140) == "Okay, I cancelled 2 timers."
    assert say(skills, "how many timers have I got running?", 140) == "You have no timers running."


class _Lists:
    def __init__(self) -> None:
        self.calls: list[tuple[str, dict[str, str]]] = []

    def handle_list_intent(self, intent: str, slots: dict[str, str], user_id: str) -> str:
        self.calls.append((intent, slots))
        return f"Added {slots['item']}."


def test_asking_back_for_a_list_item_takes_command_like_items() -> None:
    lists = _Lists()
    timers = TimerService(InMemoryStore(), device_id="kitchen", grace_seconds=600)
    skills = LocalSkills(tz=TZ, timers=timers, lights=Lights({}), volume=Volume(), lists=lists)
    assert say(skills, "add something to my to do list") == "What should I add?"
    assert say(skills, "call the bank", 5) == "Added call the bank."
    assert say(skills, "add to the shopping list", 10) == "What should I add?"
    assert say(skills, "what time is it", 15) == "It's 2:10 pm."  # a question is a new request, not an item
    assert lists.calls == [("HassListAddItem", {"item": "call the bank", "name": "todo"})]


def test_without_a_lists_service_the_reply_says_so() -> None:
    assert say(LocalSkills(tz=TZ, timers=None, lights=Lights({}), volume=Volume()),
               "add milk to my shopping list") == "Lists aren't set up on this device."
