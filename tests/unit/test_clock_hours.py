"""A bare clock hour for an alarm or a reminder: the morning for wake-up hours, asking back where both readings are
real, the next time round for reminders outside the small hours (agent/clock_hours.py), through the real skills."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.agent.clock_hours import alarm_time, reminder_time
from gpt_home.agent.intents import TimerKind
from gpt_home.skills.local import LocalSkills
from tests.skill_helpers import local_skills
from tests.skill_helpers import say as say_at

MORNING = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)  # a Tuesday, 10:25
LATE = datetime(2026, 12, 1, 22, 40, tzinfo=UTC)


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory) as built:
        yield built


def say(skills: LocalSkills, text: str, now: datetime) -> str | None:
    return say_at(skills, text, now=now)


def alarms(skills: LocalSkills) -> list[datetime]:
    assert skills.timers is not None
    return [t.due for t in skills.timers.list("anna", kind=TimerKind.ALARM)]


@pytest.mark.parametrize(("text", "reply", "due"), [
    ("set an alarm for eight o'clock", "Okay, alarm set for 8 am tomorrow.", datetime(2026, 12, 2, 8, 0, tzinfo=UTC)),
    ("set an alarm for 7:30", "Okay, alarm set for 7:30 am tomorrow.", datetime(2026, 12, 2, 7, 30, tzinfo=UTC)),
    ("alarm for eleven", "Okay, alarm set for 11 am.", datetime(2026, 12, 1, 11, 0, tzinfo=UTC)),  # in 35 minutes
    ("set an alarm for 8 pm", "Okay, alarm set for 8 pm.", datetime(2026, 12, 1, 20, 0, tzinfo=UTC)),
    ("set an alarm for 18:00", "Okay, alarm set for 6 pm.", datetime(2026, 12, 1, 18, 0, tzinfo=UTC)),
    ("set an alarm for tonight at 9", "Okay, alarm set for 9 pm tonight.", datetime(2026, 12, 1, 21, 0, tzinfo=UTC)),
])
def test_a_wake_up_hour_is_the_morning_and_a_said_period_is_kept(skills, text: str, reply: str,
                                                                  due: datetime) -> None:
    assert say(skills, text, MORNING) == reply
    assert alarms(skills) == [due]


@pytest.mark.parametrize(("answer", "due"), [
    ("in the afternoon", datetime(2026, 12, 1, 15, 0, tzinfo=UTC)),
    ("p.m. please", datetime(2026, 12, 1, 15, 0, tzinfo=UTC)),
    ("the morning", datetime(2026, 12, 2, 3, 0, tzinfo=UTC)),
])
def test_an_hour_that_could_be_either_asks_and_the_answer_sets_it(skills, answer: str, due: datetime) -> None:
    question = say(skills, "set an alarm for three", MORNING)
    assert question == "3 in the morning or 3 in the afternoon?"
    assert getattr(question, "expects_answer", False) and alarms(skills) == []
    done = say(skills, answer, MORNING + timedelta(seconds=4))
    assert done is not None and done.startswith("Okay, alarm set for"), done
    assert alarms(skills) == [due]


def test_noon_or_midnight_and_a_dropped_question(skills) -> None:
    assert say(skills, "set an alarm for twelve", MORNING) == "Noon or midnight?"
    assert say(skills, "midnight", MORNING + timedelta(seconds=3)) == "Okay, alarm set for midnight tomorrow."
    assert alarms(skills) == [datetime(2026, 12, 2, 0, 0, tzinfo=UTC)]
    assert say(skills, "set an alarm for 1:15", MORNING) == "1:15 in the morning or 1:15 in the afternoon?"
    assert say(skills, "never mind", MORNING + timedelta(seconds=3)) == "Okay, never mind."
    assert len(alarms(skills)) == 1


def test_an_unclear_answer_is_asked_again_once(skills) -> None:
    say(skills, "set an alarm for 4", MORNING)
    again = say(skills, "hmm whichever", MORNING + timedelta(seconds=3))
    assert again == "Sorry, I didn't catch that. 4 in the morning or 4 in the afternoon?"
    assert say(skills, "afternoon", MORNING + timedelta(seconds=6)) == "Okay, alarm set for 4 pm."


def test_reminders_take_the_next_time_round_outside_the_small_hours() -> None:
    assert reminder_time("at 5", MORNING) == datetime(2026, 12, 1, 17, 0, tzinfo=UTC)
    assert reminder_time("at 7", LATE) == datetime(2026, 12, 2, 7, 0, tzinfo=UTC)
    assert reminder_time("at 2", LATE) == datetime(2026, 12, 2, 14, 0, tzinfo=UTC)  # not 2 am
    assert reminder_time("at 2 am", LATE) == datetime(2026, 12, 2, 2, 0, tzinfo=UTC)
    assert alarm_time("at 7", LATE) == (datetime(2026, 12, 2, 7, 0, tzinfo=UTC), None)
    assert alarm_time("soon", LATE) == (None, None)


def test_a_reminder_said_late_at_night_and_cancelling_an_alarm_as_it_was_set(skills) -> None:
    assert say(skills, "remind me at 2 to call the bank", LATE) == (
        "Okay, I'll remind you to call the bank at 2 pm tomorrow.")
    assert say(skills, "set an alarm for eight", MORNING) == "Okay, alarm set for 8 am tomorrow."
    assert say(skills, "cancel my 8 o'clock alarm", MORNING + timedelta(seconds=5)).startswith("Okay, I cancelled")
    assert alarms(skills) == []
