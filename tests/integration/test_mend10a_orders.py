"""Review fixes of round ten's orders through the real Assistant and embedded Postgres (no model): what was named to
keep is never acted on, even when the request says "all"."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.agent.assistant import Assistant
from gpt_home.agent.intent_types import TimerKind
from gpt_home.skills.lights import Lights
from gpt_home.skills.local import LocalSkills
from tests.integration.household_helpers import Talk, labels, no_model_household


@pytest.fixture
def assistant(settings, db, factory: MockFactory) -> Iterator[tuple[Assistant, LocalSkills, Lights]]:
    with no_model_household(settings, db, factory, lights={"kitchen": 17, "hall": 18, "bedroom": 19}) as house:
        yield house.assistant, house.skills, house.lights


def test_the_one_kept_survives_all(assistant, user_id: str) -> None:
    helper, skills, lights = assistant
    say = Talk(helper, user_id)
    say("set a ten minute egg timer")
    say("set a twenty minute pasta timer")
    say("set a thirty minute rice timer")
    say("leave the egg timer and cancel all the timers")
    assert labels(skills, user_id, TimerKind.TIMER) == {"egg"}
    say("set an alarm for 6 am")
    say("set an alarm for 7 am")
    say("not the 6 am alarm cancel all the alarms")
    [left] = skills.timers.list(user_id, kind=TimerKind.ALARM)
    assert (left.due.hour, left.due.minute) == (6, 0)
    say("turn on all the lights")
    assert _on(lights) == [True, True, True]
    say("leave the hall light and turn off all the lights")
    assert _on(lights) == [False, True, False]


def _on(lights: Lights) -> list[bool]:
    return [lights.state(n).startswith("Yes") for n in ("kitchen", "hall", "bedroom")]


def test_a_reminders_task_is_kept_as_said(assistant, user_id: str) -> None:
    helper, skills, _ = assistant
    say = Talk(helper, user_id)
    say("yo remind me to ring ma at 6")
    assert labels(skills, user_id, TimerKind.REMINDER) == {"ring ma"}


def test_a_time_naming_an_alarm_and_a_reminder_is_asked_about(assistant, user_id: str) -> None:
    helper, skills, _ = assistant
    say = Talk(helper, user_id)
    say("set an alarm for 7 pm")
    say("remind me to take my pills at 7 pm")
    reply = say("cancel the 7 pm one")
    assert reply.startswith("The alarm or the reminder at 7 pm?"), reply
    assert len(skills.timers.list(user_id, kind=TimerKind.ALARM)) == 1
    assert labels(skills, user_id, TimerKind.REMINDER) == {"take my pills"}
    assert say("cancel the 7 pm alarm").startswith("Okay")
    assert skills.timers.list(user_id, kind=TimerKind.ALARM) == []
    assert labels(skills, user_id, TimerKind.REMINDER) == {"take my pills"}
    say("set an alarm for 7 pm")
    assert say("cancel the 7 pm reminder").startswith("Okay")
    assert labels(skills, user_id, TimerKind.REMINDER) == set()
    assert len(skills.timers.list(user_id, kind=TimerKind.ALARM)) == 1


def test_an_alarm_moved_by_a_bare_hour_or_a_day(assistant, user_id: str) -> None:
    helper, skills, _ = assistant
    say = Talk(helper, user_id)
    say("set an alarm for 7 am")  # tomorrow: it is 10:25
    assert say("change my alarm for 7 to 8").startswith("Okay, I moved your alarm to 8 am")
    assert say("change my alarm for tomorrow to 9").startswith("Okay, I moved your alarm to 9 am")
    [alarm] = skills.timers.list(user_id, kind=TimerKind.ALARM)
    assert (alarm.due.day, alarm.due.hour) == (2, 9)
    say("set an alarm for 6 pm")
    reply = say("change my alarm to 10")
    assert 'Say which, like "change my ' in reply and "alarm to 10" in reply, reply
    assert "Which one should I move?" not in reply
    assert sorted(t.due.hour for t in skills.timers.list(user_id, kind=TimerKind.ALARM)) == [9, 18]
    assert say("change my 6 pm alarm to 10").startswith("Okay, I moved your alarm to 10 pm")
    reply = say("push my 10 pm alarm back 9000 hours")  # refused by the store: said, never raised
    assert "year" in reply, reply
