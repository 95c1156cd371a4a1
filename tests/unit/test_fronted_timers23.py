"""The generated suite of round 23's fronted timer kinds (tests/fronted_timer_checks.py): the thing said first, the
order after, in every skill of timers, alarms and reminders; must-nots change nothing."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

import pytest
from alarm_shape_checks import check_cancel_one, check_must_not, check_set_alarm, check_set_timer
from fronted_timer_checks import check_one_alarm_told, check_reminder_cancelled, check_reminder_set
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore
from skill_helpers import LIGHTS, NOW, local_skills, say

from gpt_home.agent.fronted_timers import fronted_readings
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills

COUNTED = ["i want {n} minutes counted down", "count down {n} minutes for me", "can you count down {n} minutes",
           "{n} minutes counted down please", "i'd like {n} minutes counted down", "{n} minutes on the clock please"]
THAT_TIME = ["tomorrow i'm up at {c}, set the alarm for that", "i have to be up at {c} tomorrow so set an alarm for "
             "then", "i'm getting up at {c} tomorrow, put the alarm on for that time",
             "tomorrow morning i get up at {c}, set my alarm for that", "tomorrow i'm up at {c} alarm for that"]
THAT_CLOCKS = [("6:15", 6, 15), ("7:40", 7, 40)]
PART_CANCEL = [("the evening alarm at eleven, scrap that one", "tue23"), ("the morning alarm at 5:45, get rid of that "
               "one", "wed545"), ("the night alarm at 11, cancel it", "tue23"),
               ("the morning alarm at 8, delete that one", "sun8"), ("tomorrow's alarm at 5:45 please delete it",
                                                                     "wed545"),
               ("the sunday alarm at 8, you can cancel that", "sun8"), ("the alarm for 5:45, get rid of it", "wed545"),
               ("the alarm i set for 5:45, cancel that", "wed545"), ("my alarm at quarter to six tomorrow, delete it",
                                                                   "wed545"),
               ("the morning alarm at 8 on sunday, scrap it", "sun8")]
ASK_DAY = [("is my saturday alarm still on, what time did i set it", "sat6"), ("is the sunday alarm still set",
           "sun8"), ("what time did i set my saturday alarm for", "sat6"), ("is my sunday alarm still on", "sun8"),
           ("does my sunday alarm still go off at 8", "sun8"), ("is there still an alarm on sunday", "sun8"),
           ("what time is sunday's alarm", "sun8"), ("when is tomorrow's alarm", "wed545")]
REMIND_FIRST = [("bins out tomorrow, give me a reminder at 8 am", "bins", (2, 8, 0)),
                ("the oven needs checking in 45 minutes, set a reminder", "oven", 45),
                ("dentist on friday, remind me at 9 am", "dentist", (4, 9, 0)),
                ("the bread needs turning in 20 minutes, give me a reminder", "bread", 20),
                ("recycling out tonight, set a reminder for 7 pm", "recycling", (1, 19, 0)),
                ("school trip money on thursday, reminder at 8 am please", "school trip money", (3, 8, 0)),
                ("i need to call mum at 6, set a reminder", "call mum", (1, 18, 0))]
CANCEL_ABOUT = [("drop the one about calling the plumber", "call the plumber"),
                ("get rid of the one about the washing", "take the washing out"),
                ("delete the one to pay the window cleaner", "pay the window cleaner"),
                ("cancel the one about picking up my prescription", "pick up my prescription"),
                ("scrap the one for the plumber", "call the plumber")]
MUST_NOT = ["i counted down 10 minutes in my head", "the kids counted down 10 seconds",
            "tomorrow i'm up at 6:15, i don't need an alarm for that", "the evening alarm at eleven, leave that one",
            "don't drop the one about the plumber", "drop the one about the dentist",
            "the bins went out yesterday, i had a reminder at 8 am", "the evening alarm at eleven, don't cancel it",
            "i was up at 6 yesterday, set the alarm for that", "how many minutes have you counted down",
            "the alarm at 7, cancel it", "the alarm at 7, you can cancel that", "the alarm for 7 am, scrap it please",
            "i start at 9 so i get up at 7:30, set an alarm for that", "the alarm at 7 am, keep it",
            "the alarm at 9, leave it please", "cancel the one for tomorrow", "the alarm at 6 on sunday, scrap it",
            "i'll set a reminder at 8", "maybe set a reminder at 8", "i will set a reminder at 8",
            "she'll set a reminder at 8", "the kids can set a reminder at 8", "the kids set a reminder at 8",
            "mum will remind me at 8", "the kids can give me a reminder at 8", "you set a reminder at 8"]


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as s:
        yield s


@pytest.mark.parametrize(("frame", "n"), list(itertools.product(COUNTED, [17, 8])))
def test_minutes_counted_down_set_a_timer(skills: LocalSkills, frame: str, n: int) -> None:
    check_set_timer(skills, frame.format(n=n), n)


@pytest.mark.parametrize(("frame", "clock"), list(itertools.product(THAT_TIME, THAT_CLOCKS)))
def test_an_alarm_for_the_time_said_before(skills: LocalSkills, frame: str, clock: tuple) -> None:
    check_set_alarm(skills, frame.format(c=clock[0]), clock[1], clock[2], None)


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


def test_a_reminders_subject_and_day_said_first_asks_its_time(skills: LocalSkills) -> None:
    reply = say(skills, "mum's birthday on saturday, set a reminder") or ""
    assert skills.timers is not None and not skills.timers.list("anna"), reply
    assert re.search(r"^What time on saturday", reply, re.I) and "birthday" in reply, reply


@pytest.mark.parametrize(("said", "read"), [
    ("i want 17 minutes counted down", "set a timer for 17 minutes"),
    ("tomorrow im up at 6:15 set the alarm for that", "set an alarm for 6:15 tomorrow"),
    ("the evening alarm at ten scrap that one", "cancel the alarm at ten in the evening"),
    ("is my saturday alarm still on what time did i set it", "what time is my saturday alarm"),
    ("bins out tomorrow give me a reminder at 8 am", "remind me at 8 am tomorrow about bins out"),
    ("drop the one about phoning the bank", "cancel the reminder about phoning the bank"),
])
def test_the_reading_is_in_the_rules_words(said: str, read: str) -> None:
    assert read in fronted_readings(said, NOW)


@pytest.mark.parametrize("said", ["remove the one about milk from the list", "i was up at 6 yesterday set the alarm for "
                                  "that", "the evening alarm at ten leave that one", "she forgets her pills remind me at 9"])
def test_no_reading_for_what_is_not_asked(said: str) -> None:
    assert fronted_readings(said, NOW) == []
