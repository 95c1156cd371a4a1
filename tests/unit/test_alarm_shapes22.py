"""Holdout24's kinds of alarm, timer and reminder requests, generated over frames, clocks, days and speakers: an alarm
"going off at" a time or its slots said first and the noun last ("sunday, 8 am, alarm please"), a timer given with a
purpose ("um give me 7 minutes for the tea to brew"), one alarm cancelled by its spoken time or day ("the eleven at
night alarm, get rid of it"), every alarm read, a question about an alarm someone else set, what is counting down, what
the user is being reminded about; and must-nots (told, negated, past, asked about) that change nothing. Every kind runs
over two vocabularies: `Tuned` (the suite tuned on) and `Untuned` (written before any code was changed and never
tuned on: its figure, `-k untuned`, is the one that counts)."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pytest
from alarm_shape_checks import (check_all_alarms, check_asked, check_cancel_one, check_counting, check_must_not,
                                check_reminded, check_set_alarm, check_set_timer)
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore
from skill_helpers import LIGHTS, local_skills, say

from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills

class Tuned:
    """The suite tuned on."""

    GOING_OFF = ["i want an alarm going off at {c}", "i'd like an alarm going off at {c}",
                 "can i have an alarm going off at {c}",
                 "i need an alarm to go off at {c}", "an alarm going off at {c} please"]
    GOING_CLOCKS = [("11 tonight", 23, 0, None), ("7 am", 7, 0, None), ("6:30 tomorrow morning", 6, 30, "wednesday")]
    SLOTS_FIRST = ["{d}, {c}, alarm please", "{d} {c} alarm please", "{c} on {d}, an alarm please", "{d} at {c}, alarm"]
    SLOT_DAYS = ["sunday", "friday", "thursday"]
    SLOT_CLOCKS = [("8 am", 8, 0), ("6:45 am", 6, 45), ("9 pm", 21, 0)]
    PURPOSE = ["um give me {n} minutes for the {thing} to {verb}", "give me {n} minutes for the {thing}",
               "er give me {n} minutes for the {thing} to {verb} please"]
    THINGS = [("tea", "brew"), ("eggs", "boil"), ("bread", "prove")]
    CANCEL_SPOKEN = ["the {s} alarm, get rid of it", "the {s} alarm, cancel it", "get rid of the {s} alarm"]
    SPOKEN = [("eleven at night", "tue23"), ("11 pm", "tue23"), ("quarter to six", "wed545"), ("8 am", "sun8")]
    CANCEL_DAY = ["scrap the {d} alarm", "the {d} alarm, scrap it", "get rid of the {d} alarm"]
    DAYS = [("sunday", "sun8"), ("saturday", "sat6")]
    ASK_ONE = [("my husband set the sunday alarm, what time is it for", r"\b8(?::00)? ?am"),
               ("my wife set the saturday alarm, what time is it set for", r"\b6(?::00)? ?am"),
               ("the kids set the sunday alarm, what time does it go off", r"\b8(?::00)? ?am")]
    ALL = ["go through the alarms on here one by one", "read out all the alarms one at a time", "go through every alarm"]
    COUNTING = ["what have i got counting down at the moment", "what is counting down right now",
                "whats counting down at the moment"]
    REMINDED = ["what am i being reminded about", "what are you reminding me about", "what am i going to be reminded about"]
    MUST_NOT = ["my alarm was going off at 6 this morning", "i dont want an alarm going off at 11 tonight",
                "the neighbours alarm kept going off at 3 am", "did the alarm go off at 7",
                "it took 7 minutes for the tea to brew", "give me 5 minutes to think", "the eleven at night alarm, keep it",
                "should i get rid of the saturday alarm", "my husband set the sunday alarm",
                "sunday 8 am alarm, no, dont bother", "an alarm going off at 3 am woke the baby",
                "i wanted an alarm going off at 7 but forgot"]
    MINUTES = [7, 12, 3]


class Untuned:
    """Other frames, speakers (children, older people, learners, recognizer text with no punctuation), clocks, days
    and things."""

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
    MINUTES = [9, 25]

VOCABULARIES = {"tuned": Tuned, "untuned": Untuned}


def each(*names: str) -> list:
    """Every combination of the named lists in each vocabulary; the vocabulary leads the test id."""
    return [pytest.param(*combo, id=f"{label}-" + "-".join(map(str, combo)))
            for label, vocabulary in VOCABULARIES.items()
            for combo in itertools.product(*(getattr(vocabulary, name) for name in names))]


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as s:
        yield s


@pytest.mark.parametrize(("frame", "clock"), each("GOING_OFF", "GOING_CLOCKS"))
def test_an_alarm_going_off_at_a_time_is_set(skills: LocalSkills, frame: str, clock: tuple) -> None:
    check_set_alarm(skills, frame.format(c=clock[0]), clock[1], clock[2], clock[3])


@pytest.mark.parametrize(("frame", "day", "clock"), each("SLOTS_FIRST", "SLOT_DAYS", "SLOT_CLOCKS"))
def test_the_slots_first_and_the_noun_last_set_the_alarm(skills: LocalSkills, frame: str, day: str,
                                                         clock: tuple) -> None:
    check_set_alarm(skills, frame.format(d=day, c=clock[0]), clock[1], clock[2], day)


@pytest.mark.parametrize(("frame", "n", "thing"), each("PURPOSE", "MINUTES", "THINGS"))
def test_a_timer_given_with_its_purpose_is_set(skills: LocalSkills, frame: str, n: int, thing: tuple) -> None:
    check_set_timer(skills, frame.format(n=n, thing=thing[0], verb=thing[1]), n)


@pytest.mark.parametrize(("frame", "spoken"), each("CANCEL_SPOKEN", "SPOKEN"))
def test_one_alarm_named_by_its_spoken_time_is_cancelled(skills: LocalSkills, frame: str, spoken: tuple) -> None:
    check_cancel_one(skills, frame.format(s=spoken[0]), spoken[1])


@pytest.mark.parametrize(("frame", "day"), each("CANCEL_DAY", "DAYS"))
def test_one_alarm_named_by_its_day_is_cancelled(skills: LocalSkills, frame: str, day: tuple) -> None:
    check_cancel_one(skills, frame.format(d=day[0]), day[1])


@pytest.mark.parametrize("case", each("ASK_ONE"))
def test_a_question_about_an_alarm_someone_else_set(skills: LocalSkills, case: tuple) -> None:
    check_asked(skills, *case)


@pytest.mark.parametrize("text", each("ALL"))
def test_every_alarm_is_read(skills: LocalSkills, text: str) -> None:
    check_all_alarms(skills, text)


@pytest.mark.parametrize("text", each("COUNTING"))
def test_what_is_counting_down(skills: LocalSkills, text: str) -> None:
    check_counting(skills, text)


@pytest.mark.parametrize("text", each("REMINDED"))
def test_what_i_am_being_reminded_about(skills: LocalSkills, text: str) -> None:
    check_reminded(skills, text)


@pytest.mark.parametrize("text", each("MUST_NOT"))
def test_must_nots_change_nothing(skills: LocalSkills, text: str) -> None:
    check_must_not(skills, text)


@pytest.mark.parametrize(("verb", "clock", "day"), list(itertools.product(
    ["cancel", "get rid of", "scrap"], ["8 am", "eight in the morning"], ["tomorrow", "on monday", "friday"])))
def test_a_clock_said_with_another_day_cancels_no_alarm_on_sunday(skills: LocalSkills, verb: str, clock: str,
                                                                   day: str) -> None:
    """The one 8 am alarm is Sunday's: "cancel the 8 am alarm tomorrow" names tomorrow's, and there is none."""
    check_must_not(skills, f"{verb} the {clock} alarm {day}")


@pytest.mark.parametrize(("frame", "amount"), list(itertools.product(
    ["countdown {a}", "set a timer for {a}", "can i have a countdown of {a} please", "count down {a}"],
    ["a month", "2 months", "a year", "six months"])))
def test_a_countdown_of_months_or_years_gets_the_timer_limit(skills: LocalSkills, frame: str, amount: str) -> None:
    """No timer runs that long: the over-24-hours line, nothing set, never the calendar month read out."""
    check_must_not(skills, frame.format(a=amount))
    assert skills.timers is not None
    reply = say(skills, frame.format(a=amount)) or ""
    assert reply == "Timers go up to 24 hours; for longer, set a reminder or an alarm.", reply
