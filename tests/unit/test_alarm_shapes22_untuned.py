"""The never-tuned vocabulary of tests/unit/test_alarm_shapes22.py's kinds, written before any code was changed and
never tuned on: other frames, speakers (children, older people, learners, recognizer text with no punctuation),
clocks, days and things. Its figure is the one that counts."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pytest
from alarm_shape_checks import (check_all_alarms, check_asked, check_cancel_one, check_counting, check_must_not,
                                check_reminded, check_set_alarm, check_set_timer)
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore
from skill_helpers import LIGHTS, local_skills

from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills

GOING_OFF = ["i need an alarm that goes off at {c}", "alarm ringing at {c} please", "an alarm to ring at {c} please",
             "i want a alarm going off {c}", "could i get an alarm going off at {c} love"]
GOING_CLOCKS = [("10 tonight", 22, 0, None), ("5:15 am", 5, 15, None), ("half past six tomorrow morning", 6, 30,
                                                                         "wednesday")]
SLOTS_FIRST = ["{d} morning {c} alarm", "{c} {d} alarm please", "{d}, {c}, an alarm for me please",
               "{d} {c} wake up alarm please"]
SLOT_DAYS = ["wednesday", "monday", "saturday"]
SLOT_CLOCKS = [("7:15 am", 7, 15), ("10 am", 10, 0)]
PURPOSE = ["gimme {n} minutes for the {thing} to {verb}", "can i have {n} minutes for the {thing} to {verb}",
           "give me {n} mins for the {thing}"]
THINGS = [("rice", "cook"), ("cake", "cool"), ("pizza", "bake")]
CANCEL_SPOKEN = ["the {s} alarm, i dont need it", "the {s} alarm get rid of it please", "bin the {s} alarm"]
SPOKEN = [("11 at night", "tue23"), ("eight in the morning", "sun8"), ("5:45", "wed545")]
CANCEL_DAY = ["bin the {d} alarm", "the {d} alarm can go", "scrap my {d} alarm please"]
DAYS = [("sunday", "sun8"), ("saturday", "sat6")]
ASK_ONE = [("my son set the saturday alarm what time is it", r"\b6(?::00)? ?am"),
           ("my daughter put on the sunday alarm, what time is that for", r"\b8(?::00)? ?am"),
           ("someone set the saturday alarm, when does it go off", r"\b6(?::00)? ?am")]
ALL = ["read me the alarms one after another", "tell me each alarm", "list all my alarms one by one"]
COUNTING = ["what have we got counting down", "is anything counting down at the moment", "whats ticking down right now"]
REMINDED = ["what are you going to remind me about", "what am i getting reminded about", "what will you remind me of"]
MUST_NOT = ["the car alarm was going off at 4 am", "i never want an alarm ringing at 5 am",
            "my sister said her alarm goes off at 6 am", "it takes 9 minutes for the rice to cook",
            "give me a minute to think about it", "the saturday alarm, leave it", "why did the alarm go off at 7",
            "my son set the saturday alarm"]


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as s:
        yield s


@pytest.mark.parametrize(("frame", "clock"), list(itertools.product(GOING_OFF, GOING_CLOCKS)))
def test_an_alarm_going_off_at_a_time_is_set(skills: LocalSkills, frame: str, clock: tuple) -> None:
    check_set_alarm(skills, frame.format(c=clock[0]), clock[1], clock[2], clock[3])


@pytest.mark.parametrize(("frame", "day", "clock"), list(itertools.product(SLOTS_FIRST, SLOT_DAYS, SLOT_CLOCKS)))
def test_the_slots_first_and_the_noun_last_set_the_alarm(skills: LocalSkills, frame: str, day: str,
                                                         clock: tuple) -> None:
    check_set_alarm(skills, frame.format(d=day, c=clock[0]), clock[1], clock[2], day)


@pytest.mark.parametrize(("frame", "n", "thing"), list(itertools.product(PURPOSE, [9, 25], THINGS)))
def test_a_timer_given_with_its_purpose_is_set(skills: LocalSkills, frame: str, n: int, thing: tuple) -> None:
    check_set_timer(skills, frame.format(n=n, thing=thing[0], verb=thing[1]), n)


@pytest.mark.parametrize(("frame", "spoken"), list(itertools.product(CANCEL_SPOKEN, SPOKEN)))
def test_one_alarm_named_by_its_spoken_time_is_cancelled(skills: LocalSkills, frame: str, spoken: tuple) -> None:
    check_cancel_one(skills, frame.format(s=spoken[0]), spoken[1])


@pytest.mark.parametrize(("frame", "day"), list(itertools.product(CANCEL_DAY, DAYS)))
def test_one_alarm_named_by_its_day_is_cancelled(skills: LocalSkills, frame: str, day: tuple) -> None:
    check_cancel_one(skills, frame.format(d=day[0]), day[1])


@pytest.mark.parametrize(("text", "pattern"), ASK_ONE)
def test_a_question_about_an_alarm_someone_else_set(skills: LocalSkills, text: str, pattern: str) -> None:
    check_asked(skills, text, pattern)


@pytest.mark.parametrize("text", ALL)
def test_every_alarm_is_read(skills: LocalSkills, text: str) -> None:
    check_all_alarms(skills, text)


@pytest.mark.parametrize("text", COUNTING)
def test_what_is_counting_down(skills: LocalSkills, text: str) -> None:
    check_counting(skills, text)


@pytest.mark.parametrize("text", REMINDED)
def test_what_i_am_being_reminded_about(skills: LocalSkills, text: str) -> None:
    check_reminded(skills, text)


@pytest.mark.parametrize("text", MUST_NOT)
def test_must_nots_change_nothing(skills: LocalSkills, text: str) -> None:
    check_must_not(skills, text)
