"""The eleventh set's command families through the real Assistant and embedded Postgres (no model): a household's
week of corrections, questions and reasons after, checked in the store, not only in the reply."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from household_helpers import T0, Household, Talk, labels, list_rows, no_model_household

from gpt_home.agent.intent_types import TimerKind
from gpt_home.skills.list_store import list_slug


@pytest.fixture
def house(settings, db, factory: MockFactory) -> Iterator[Household]:
    with no_model_household(settings, db, factory, lights={"kitchen": 17, "living_room": 18}) as built:
        yield built


def test_a_week_of_corrections_and_questions_sets_only_what_was_asked(house: Household, db, user_id: str) -> None:
    say = Talk(house.assistant, user_id)
    timers = house.skills.timers
    say("set a timer for fifteen minutes no make it twenty for the bread")
    assert say("did i set a timer for the rice for 8 minutes").startswith("No, you don't have a rice timer")
    say("the washing machine finishes in forty minutes let me know")
    assert {t.label: round((t.due - T0).total_seconds() / 60) for t in timers.list(user_id, kind=TimerKind.TIMER)} == {
        "bread": 20, "washing machine": 40}
    assert say("will i need an alarm at six tomorrow").startswith("You don't have an alarm at 6 am")
    assert timers.list(user_id, kind=TimerKind.ALARM) == []
    say("remind me to take my tablets at 8 tonight")
    assert say("move the tablets reminder to half past eight no nine oclock") == (
        "Okay, the reminder to take your tablets is now at 9 pm.")
    say("i always forget to defrost the mince can you remind me at five")
    say("please you remind me tomorrow morning to go to the post office at ten")
    reminders = {t.label: (t.due.day, t.due.hour) for t in timers.list(user_id, kind=TimerKind.REMINDER)}
    assert reminders == {"take my tablets": (1, 21), "defrost the mince": (1, 17), "go to the post office": (2, 10)}
    assert say("did i set a reminder for the bins or not") == "No, you don't have a reminder about the bins."
    assert labels(house.skills, user_id, TimerKind.REMINDER) == set(reminders)
    say("turn on the kitchen light")
    say("please make the kitchen lamp more dark")
    assert house.lights.level("kitchen") == 0.75  # one step down: never switched on from off, never full
    say("add cheese to the shopping list")
    assert "cheese" in say("is cheese on the list already i dont want to buy it twice").lower()
    say("oh and put pay the gas bill on the to do list")
    say("add ring the council to my to do list")
    say("i paid the gas bill you can tick it off")
    assert list_rows(db, user_id, list_slug("to do")) == ["ring the council"]
    assert list_rows(db, user_id, list_slug("shopping")) == ["cheese"]
