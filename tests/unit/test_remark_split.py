"""agent/remark_split.py and its readers: a question said with a remark is read as the question; a remark never
cancels, and a question about another's thing or another time is no state of ours (pure logic)."""

from __future__ import annotations

import pytest

from gpt_home.agent.domain_asked import StateDomain, asked
from gpt_home.agent.remark_split import asks_elsewhere, question_clause, splits
from gpt_home.agent.semantic_slots import action

TIMERS, REMINDERS = ("pasta", "dumplings"), ("call the optician", "put the bins out")


@pytest.mark.parametrize(("text", "question"), [
    ("im off to the shops later, whats on the list", "whats on the list"),
    ("before i forget which reminders have i got coming up", "which reminders have i got coming up"),
    ("my hands are full how long is left on the pasta", "how long is left on the pasta"),
    ("how long is left on the pasta my memory is terrible", "how long is left on the pasta"),
    ("what time is my alarm so i keep forgetting", "what time is my alarm"),
])
def test_the_question_of_a_remark_and_a_question(text: str, question: str) -> None:
    assert question_clause(text) == question


@pytest.mark.parametrize("text", [
    "whats on the list and what time is it",  # two questions
    "whats on the list i had yesterday",  # the "remark" says which list: another time's
    "whats on the list my son made",  # someone else's
    "do a two minute timer im brushing my teeth",  # a command, no question
    "set a timer and tell me when its done",
    "my wife set an alarm on her phone what time is it for",
    "whats on the list i need milk",  # a thing wanted is no remark
])
def test_no_remark_split(text: str) -> None:
    assert list(splits(text)) == []


@pytest.mark.parametrize(("text", "domain", "label", "day"), [
    ("im off to the shops later, whats on the list", StateDomain.SHOPPING, "", ""),
    ("i need to plan my day so which reminders have i got coming up", StateDomain.REMINDERS, "", ""),
    ("what time is my saturday alarm", StateDomain.ALARMS, "", "saturday"),
    ("saturday alarm what time is", StateDomain.ALARMS, "", "saturday"),
    ("what alarm i have tomorrow", StateDomain.ALARMS, "", "tomorrow"),
    ("do i have an alarm on friday", StateDomain.ALARMS, "", "friday"),
    ("is the optician reminder still set", StateDomain.REMINDERS, "call the optician", ""),
    ("how many time is left on the pasta", StateDomain.TIMERS, "pasta", ""),
    ("the list what is inside", StateDomain.SHOPPING, "", ""),
    ("which one reminders you have for me", StateDomain.REMINDERS, "", ""),
    ("is my pasta done yet or not", StateDomain.TIMERS, "pasta", ""),
    ("what year does todays calendar page say", StateDomain.CLOCK, "", ""),
    ("my granddaughter set an alarm for saturday, what time did she put it", StateDomain.ALARMS, "", "saturday"),
])
def test_read_with_remark_learner_order_or_one_picked(text: str, domain: StateDomain, label: str, day: str) -> None:
    read = asked(text, timers=TIMERS, reminders=REMINDERS)
    assert read is not None and (read.domain, read.label, read.day) == (domain, label, day), read


@pytest.mark.parametrize("text", [
    "did i set an alarm last week", "what time does the shop close", "whats on telly", "is the list app any good",
    "im off to the shops later, what time does the shop close", "what time is my wifes alarm",
    "whats on the list on saturday", "whats the date tomorrow", "my wife set an alarm on her phone what time is it for",
    "im going to the shops, if i had an alarm on friday when would it ring", "what time did my alarm go off on saturday",
    "before i forget, what time is it",  # the clock with a remark: the clock readers' (another clock, "there")
    "my grandson is in bangkok what time is it there",
])
def test_no_state_of_ours_for_another_thing_time_or_person(text: str) -> None:
    assert asked(text, timers=TIMERS, reminders=REMINDERS) is None


@pytest.mark.parametrize(("intent", "text"), [
    ("reminder_cancel", "which reminders have i got coming up so i keep forgetting"),
    ("reminder_set", "before i forget is the optician reminder still set"),
    ("alarm_set", "im off to the shops later, did i set an alarm for tomorrow"),
])
def test_a_remark_never_cancels(intent: str, text: str) -> None:
    assert not action(intent, text).endswith("_cancel")


@pytest.mark.parametrize(("intent", "text"), [
    ("alarm_list", "what time is my wifes alarm"), ("list_show", "is the shopping app good"),
    ("timer_status", "what would the timer say if i paused it"), ("reminder_list", "which reminders did i have last friday"),
    ("alarm_set", "im off to the shops later, if i set an alarm for saturday what time would it ring"),
])
def test_another_things_question_is_unclear(intent: str, text: str) -> None:
    assert action(intent, text) == "unclear"


@pytest.mark.parametrize("text", ["set a timer for 20 minutes and tell me when to take the cake out",
                                  "none of those alarms are needed now delete them all",
                                  "which alarms i have now say me all of them",
                                  "which items did we end up with on the shopping list",
                                  "which timers did i end up keeping"])
def test_commands_and_own_questions_are_not_elsewhere(text: str) -> None:
    assert not asks_elsewhere(text, asked=text.startswith("which"))
