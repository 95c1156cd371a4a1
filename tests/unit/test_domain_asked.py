"""agent/domain_asked.py: which household domain a question asks the state of now, or None in any doubt."""

from __future__ import annotations

import pytest
from domain_state_suite import AFTER, DEV, NEVER, must_nots

from gpt_home.agent.domain_asked import Asked, StateDomain, asked

TIMERS = ("pasta", "dumplings", "rice")
REMINDERS = ("call the optician",)


def read(text: str) -> Asked | None:
    return asked(text, timers=TIMERS, reminders=REMINDERS)


@pytest.mark.parametrize(("text", "domain", "label"), [
    ("what month have we reached", StateDomain.CLOCK, ""),
    ("todays full date with the year love", StateDomain.CLOCK, ""),
    ("are we still in december", StateDomain.CLOCK, ""),
    ("anything on my list at the moment", StateDomain.SHOPPING, ""),
    ("whats still on my to do list please", StateDomain.TODO, ""),
    ("are the dumplings nearly done", StateDomain.TIMERS, "dumplings"),
    ("how much time is left for the pasta", StateDomain.TIMERS, "pasta"),
    ("how are my timers doing", StateDomain.TIMERS, ""),
    ("um rattle off my alarms please", StateDomain.ALARMS, ""),
    ("what time is my alarm set for", StateDomain.ALARMS, ""),
    ("is my optician reminder still on", StateDomain.REMINDERS, "call the optician"),
    ("whats on the shopping list mummy", StateDomain.SHOPPING, ""),
    ("list my timers", StateDomain.TIMERS, ""),
    ("is there a timer on", StateDomain.TIMERS, ""),
    ("where are we up to in the week", StateDomain.CLOCK, ""),
    ("has november finished yet", StateDomain.CLOCK, ""),
    ("is it tuesday or wednesday", StateDomain.CLOCK, ""),
    ("what month have we reached on the calendar", StateDomain.CLOCK, ""),
    ("the rice timer how long has it got to go", StateDomain.TIMERS, "rice"),
    ("the dumplings how many minutes are left on them", StateDomain.TIMERS, "dumplings"),
    ("which timers are on the go", StateDomain.TIMERS, ""),
    ("when is my next alarm", StateDomain.ALARMS, ""),
    ("whats today", StateDomain.CLOCK, ""),
    ("um are we past midday yet or still morning", StateDomain.CLOCK, ""),
    ("is it still morning", StateDomain.CLOCK, ""),
    ("is it a monday", StateDomain.CLOCK, ""),
    ("what o clock is it", StateDomain.CLOCK, ""),
    ("whats the status of my timers", StateDomain.TIMERS, ""),
    ("what do we need from the shop", StateDomain.SHOPPING, ""),
])
def test_a_question_about_one_domain_now_is_read_as_it(text: str, domain: StateDomain, label: str) -> None:
    assert read(text) == Asked(domain, label)


@pytest.mark.parametrize("text", [
    "what time does the shop open", "how many days are in a leap year", "what year did the war end",
    "when is a good time to plant tulips", "how long do you boil an egg", "what day was i born on",
    "whats the date on the first sunday of march", "what is a timer", "how do i make a shopping list",
    "my son asked what month it is", "if the pasta was done what would be left", "dont tell me the time",
    "set the thing for the pasta", "the list", "alarm", "shopping", "add to the list", "remind me",
    "is the pasta on the list and whats the time",  # two domains
    "hows the lasagne getting on",  # no lasagne timer running: the model's
    "is my alarm set for 7",  # a digit: a reader's, never a state said for it
    "what time is it in tokyo", "what day is it tomorrow", "what month is it in six weeks",
    "how long is a day", "how long is the day", "what week is it", "what month will it be", "what time is lunch",
    "is today a holiday", "what should i buy", "how do alarms work", "what time do i need to leave",
    "what day is bin day", "when is the next bus", "how much time do we have", "what can you do with timers",
    "what is the year of the dragon", "which month comes after this one", "time", "timer", "my alarms",
    "its friday", "we are in december", "is it friday tomorrow", "how many minutes in an hour",
    "how many minutes does pasta take", "is the pasta on the list", "the dumplings", "the list please",
    "the pasta timer", "they said the pasta is done", "are they done yet", "when is the next bus",
    "what is next", "whats today like", "is it morning in sydney", "is it night in tokyo or not",
    "is it friday on christmas", "is it a good morning", "is tuesday a good day", "is there anything on my calendar", "what time does the shop close",
])
def test_anything_else_is_not_read(text: str) -> None:
    assert read(text) is None


@pytest.mark.parametrize("item", must_nots(DEV) + must_nots(NEVER) + must_nots(AFTER), ids=lambda i: i.text)
def test_no_generated_must_not_is_read(item) -> None:  # noqa: ANN001
    assert read(item.text) is None


def test_a_thing_is_named_by_a_word_of_its_name() -> None:
    reminders = ("optician appointment", "bins")
    assert asked("is my optician reminder still on", reminders=reminders) == Asked(
        StateDomain.REMINDERS, "optician appointment")
    assert asked("is the curry nearly done", timers=("chicken curry", "rice")) == Asked(
        StateDomain.TIMERS, "chicken curry")
    assert asked("is the chicken nearly done", timers=("chicken curry", "chicken wings")) is None  # which one?


def test_a_timer_named_is_only_read_while_it_runs() -> None:
    assert asked("are the dumplings nearly done") is None
    assert asked("are the dumplings nearly done", timers=("dumplings",)) == Asked(StateDomain.TIMERS, "dumplings")

