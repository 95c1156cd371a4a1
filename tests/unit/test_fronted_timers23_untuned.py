"""The never-tuned vocabulary of tests/unit/test_fronted_timers23.py's kinds, written before any code was changed and
never tuned on: other frames, speakers (children, older people, learners, recognizer text with no punctuation),
clocks, days and things. Its figure is the one that counts."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from alarm_shape_checks import check_cancel_one, check_must_not, check_set_alarm, check_set_timer
from fronted_timer_checks import check_one_alarm_told, check_reminder_cancelled, check_reminder_set
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore
from skill_helpers import LIGHTS, local_skills

from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills

COUNTED = [("could you count down twenty minutes please", 20), ("i need 12 minutes counted down for the pie", 12),
           ("count down five minutes", 5), ("please i want 30 minutes count down", 30),
           ("can you do a count down of 15 minutes", 15)]
THAT_TIME = [("on saturday i have to get up at 7 set an alarm for that", 7, 0, "saturday"),
             ("im up at half six tomorrow morning set my alarm for then", 6, 30, None),
             ("friday i need to be up at 5:30, can you put an alarm on for that", 5, 30, "friday"),
             ("tomorrow i wake at quarter past seven please set alarm for that time", 7, 15, None)]
PART_CANCEL = [("the night alarm at 11, delete that one please", "tue23"),
               ("that morning alarm at quarter to six cancel it", "wed545"),
               ("the evening alarm at 11 pm, scrap that", "tue23")]
ASK_DAY = [("is my sunday alarm on", "sun8"), ("the saturday alarm, what time is that set for", "sat6"),
           ("is sunday alarm still set, what time it is", "sun8"), ("is the saturday alarm still on", "sat6")]
REMIND_FIRST = [("gas bill on friday, remind me at 10 am", "gas bill", (4, 10, 0)),
                ("the washing needs hanging out in 25 minutes give me a reminder", "washing", 25),
                ("library books tomorrow, set me a reminder for 9 am", "library books", (2, 9, 0)),
                ("grandmas medicine at 6 pm, remind me please", "grandmas medicine", (1, 18, 0))]
CANCEL_ABOUT = [("remove the one about picking up my prescription", "pick up my prescription"),
                ("cancel the one about the window cleaner please", "pay the window cleaner"),
                ("scrap the one about taking the washing out", "take the washing out")]
MUST_NOT = ["we counted down 20 minutes to new year", "my mum counts down 5 minutes for the eggs",
            "on saturday i have to get up at 7, no alarm for that please", "the night alarm at 11, keep that one",
            "never delete the one about the window cleaner", "remove the one about the vet",
            "i'm not dropping the one about the plumber", "the oven needed checking 45 minutes ago, i forgot the reminder",
            "remove the one about milk from the list"]


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as s:
        yield s


@pytest.mark.parametrize(("text", "n"), COUNTED)
def test_minutes_counted_down_set_a_timer(skills: LocalSkills, text: str, n: int) -> None:
    check_set_timer(skills, text, n)


@pytest.mark.parametrize(("text", "hour", "minute", "day"), THAT_TIME)
def test_an_alarm_for_the_time_said_before(skills: LocalSkills, text: str, hour: int, minute: int,
                                           day: str | None) -> None:
    check_set_alarm(skills, text, hour, minute, day)


@pytest.mark.parametrize(("text", "gone"), PART_CANCEL)
def test_an_alarm_named_by_part_of_day_and_clock_then_cancelled(skills: LocalSkills, text: str, gone: str) -> None:
    check_cancel_one(skills, text, gone)


@pytest.mark.parametrize(("text", "which"), ASK_DAY)
def test_a_question_about_one_days_alarm(skills: LocalSkills, text: str, which: str) -> None:
    check_one_alarm_told(skills, text, which)


@pytest.mark.parametrize(("text", "thing", "due"), REMIND_FIRST)
def test_the_reminders_subject_said_first(skills: LocalSkills, text: str, thing: str, due: tuple | int) -> None:
    check_reminder_set(skills, text, thing, due)


@pytest.mark.parametrize(("text", "task"), CANCEL_ABOUT)
def test_a_reminder_named_by_its_subject_is_cancelled(skills: LocalSkills, text: str, task: str) -> None:
    check_reminder_cancelled(skills, text, task)


@pytest.mark.parametrize("text", MUST_NOT)
def test_must_nots_change_nothing(skills: LocalSkills, text: str) -> None:
    check_must_not(skills, text)
