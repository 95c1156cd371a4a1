"""Round nineteen (house19) through the real Assistant and embedded Postgres (no model: chat_model=None): a remark
carries the thing and the command points at it ("weve run out of flour put it on the shopping list"), "flour too
please" after a list add, a named alarm said to be needed no more, and a dated reminder asked back whose day is kept
in the store until its time is answered; the must-nots leave the store as it was."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.agent.intent_types import TimerKind
from tests.integration.household_helpers import T0, Household, Talk, labels, no_model_household


@pytest.fixture
def house(settings, db, factory: MockFactory) -> Iterator[Household]:
    with no_model_household(settings, db, factory) as built:
        yield built


def _shopping(house: Household, user_id: str) -> list[str]:
    return sorted(i.text for i in house.lists.lists.items(user_id, "shopping"))


def test_the_remarks_thing_goes_on_and_off_the_list(house: Household, user_id: str) -> None:
    say = Talk(house.assistant, user_id)
    say("weve run out of flour, put it on the shopping list")
    say("add eggs to the shopping list")
    say("cheese too please")
    assert _shopping(house, user_id) == ["cheese", "eggs", "flour"]
    say("we've got flour after all, cross it off the shopping list")
    assert _shopping(house, user_id) == ["cheese", "eggs"]
    house.assistant.ask("my wife said we've got eggs after all cross it off the list", user_id=user_id,
                        thread_id=f"{user_id}-t", now=T0 + timedelta(minutes=5))
    assert _shopping(house, user_id) == ["cheese", "eggs"]


def test_a_timer_for_the_thing_started_and_more_time_for_it(house: Household, user_id: str) -> None:
    say = Talk(house.assistant, user_id)
    assert "rice timer set for 18 minutes" in say("the rice is going on now, give it an 18 minute timer")
    assert say("the rice isnt done yet, add 3 minutes to it").startswith("Added 3 minutes to the rice timer.")
    assert labels(house.skills, user_id, TimerKind.TIMER) == {"rice"}


def test_an_alarm_named_and_not_needed_is_cancelled(house: Household, user_id: str) -> None:
    say = Talk(house.assistant, user_id)
    say("set an alarm for 10 pm")
    house.assistant.ask("the 10 pm alarm is fine dont cancel it", user_id=user_id, thread_id=f"{user_id}-t",
                        now=T0 + timedelta(minutes=5))
    assert len(house.skills.timers.list(user_id, kind=TimerKind.ALARM)) == 1
    say("i dont need the 10 pm alarm any more, cancel it")
    assert house.skills.timers.list(user_id, kind=TimerKind.ALARM) == []


def test_a_dated_reminder_asked_back_keeps_its_day(house: Household, user_id: str) -> None:
    say = Talk(house.assistant, user_id)
    assert say("remind me on friday") == "What should I remind you about?"
    assert say("to call the plumber") == "What time on friday should I remind you to call the plumber?"
    assert "Friday" in say("at 10 am")
    [reminder] = house.skills.timers.list(user_id, kind=TimerKind.REMINDER)
    assert reminder.label == "call the plumber" and reminder.due.weekday() == 4 and reminder.due.hour == 10
