"""Slots inside extra words (seventh requests round): a day, a quantity or a sum found by its shape anywhere in the
request (``skills.slot_spans``), self-corrections where the last value said wins (``agent.self_correction``), days
said more ways (``skills.day_phrases``), and greetings never read as commands by meaning. The phrasings are in no
benchmark set."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore

from gpt_home.agent.intents import normalize
from gpt_home.agent.self_correction import corrected
from gpt_home.agent.semantic import _SOCIAL
from gpt_home.skills.everyday import resolve_day
from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills
from gpt_home.skills.slot_spans import find
from tests.skill_helpers import local_skills, say

TODAY = date(2026, 12, 1)  # a Tuesday, as tests.skill_helpers.NOW


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights={"kitchen": 17, "living room": 27}, lists=ListSkill(InMemoryStore())) as built:
        yield built


# --- the finder on its own ---------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "found"), [
    ("so when the kids are back what is the date three days from friday",
     ("GptDateOffset", {"day": "three days from friday"})),
    ("easter how many sleeps until then", ("GptDaysUntil", {"event": "easter"})),
    ("the wedding is on the 14th of february how many days away is it", ("GptDaysUntil", {"event": "the 14th of february"})),
    ("how long has it been since halloween", ("GptDaysSince", {"event": "halloween"})),
    ("grandad asks what day was it two days ago", ("GptDateOffset", {"day": "two days ago", "tense": "past"})),
    ("the bag weighs 12 pounds whats that in kilos", ("GptConvertUnit", {"quantity": "12 pounds", "to_unit": "kilos"})),
    ("how many teaspoons go into a tablespoon then", ("GptConvertUnit", {"quantity": "a tablespoon",
                                                                          "to_unit": "teaspoons"})),
    ("the thermostat says 68 whats that in celsius", ("GptConvertUnit", {"quantity": "68 fahrenheit",
                                                                         "to_unit": "celsius"})),
    ("quick one for my homework nine times eight", ("GptMath", {"expression": "9 times 8"})),
    ("the jacket was 60 quid what is a third of 60", ("GptMath", {"expression": "a third of 60"})),
    ("how much is a 20 percent tip on 35 dollars", ("GptMath", {"expression": "20 percent of 35"})),
])
def test_finds_the_slot_by_its_shape(text: str, found: tuple[str, dict[str, str]]) -> None:
    assert find(normalize(text), TODAY)[0] == found


@pytest.mark.parametrize("text", [
    "how many days are there in a leap year",          # knowledge: no day named
    "what day did the berlin wall fall",                 # no day this reader knows
    "what is the date one month from christmas",         # a longer day than the one found ("christmas")
    "i ran 5 kilometers yesterday",                      # a quantity, nothing asked in another unit
    "it was minus 5 this morning",                       # one number and a sign: no sum
    "six plus six or seven plus seven",                  # two sums: which one is a guess
    "what year did the war end 1939 to 1945",            # "to" between years is no operator
    "whats gas mark 4 in celsius",                       # a bare number with no heat measured: no temperature
])
def test_reads_nothing_without_a_clear_slot(text: str) -> None:
    assert find(normalize(text), TODAY) == []


# --- self-corrections --------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "fixed"), [
    ("set a timer for six no make it nine minutes", "set a timer for nine minutes"),
    ("wake me at seven am no wait half seven", "wake me at half seven am"),
    ("put bread, actually no, put rolls on the list", "put rolls on the list"),
    ("add apples no not apples pears to the shopping list", "add pears to the shopping list"),
    ("switch off the hall sorry the kitchen light", "switch off the kitchen light"),
    ("what is nine times four no nine times five", "what is nine times five"),
])
def test_the_last_value_said_wins(text: str, fixed: str) -> None:
    assert corrected(normalize(text)) == fixed


@pytest.mark.parametrize("text", [
    "is there no milk left", "no thanks", "there is no need for a timer", "turn on the light and make it brighter",
    "what is the capital of peru actually",
])
def test_no_correction_where_none_was_said(text: str) -> None:
    assert corrected(normalize(text)) is None


# --- days said more ways -----------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "day"), [
    ("a week from tomorrow", date(2026, 12, 9)),
    ("two months from today", date(2027, 2, 1)),
    ("the last friday of january", date(2027, 1, 29)),
    ("december the thirty first", date(2026, 12, 31)),
    ("march second twenty twenty eight", date(2028, 3, 2)),
    ("after 3 days", date(2026, 12, 4)),
])
def test_days_said_more_ways(text: str, day: date) -> None:
    assert resolve_day(text, TODAY) == day


# --- greetings -----------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "social"), [
    ("good day to you", True), ("a very good evening to you all", True), ("thank you kindly", True),
    ("good morning what is the weather", False), ("morning set a timer for ten minutes", False),
])
def test_greetings_are_never_commands_by_meaning(text: str, social: bool) -> None:
    assert bool(_SOCIAL.search(normalize(text))) is social


# --- through the real rules, recognizer and skills ---------------------------------------------------------------

@pytest.mark.parametrize(("text", "reply"), [
    ("my nephew turns six on the ninth of january how many days is that", "There are 39 days until Saturday, "
     "January 9, 2027."),
    # a fortnight is two weeks (skills/day_statements.py, eighth round)
    ("whats the date gonna be a fortnight from today", "2 weeks from today it will be Tuesday, December 15, 2026."),
    ("which weekday was the first of november", "The first of November was Sunday, November 1, 2026."),
    ("the suitcase limit is 23 kilos how many pounds is that", "23 kilos is 50.71 pounds."),
    ("my temperature is 38 celsius whats that in fahrenheit", "38 celsius is 100.4 fahrenheit."),
    ("can you work out 45 take away 17 for me", "45 take away 17 is 28."),
    ("half of 90 quid", "Half of 90 is 45."),
    ("set a timer for four no make it six minutes", "Okay, timer set for 6 minutes."),
    ("set an alarm for six am no make it six fifteen", "Okay, alarm set for 6:15 am tomorrow."),
    ("turn on the kitchen sorry the living room light", "Okay, the living room light is on."),
    ("what is the date today my daughter wants to know", "Today is Tuesday, December 1."),  # question, then why
    ("what time is it we have to catch a bus", "It's 10:25 am."),
    ("seven to the second power", "7 to the power of 2 is 49."),
    ("the coat costs 120 dollars and it is 30 percent off how much is it now", "30 percent off 120 dollars is 36 dollars off, so 84 dollars."),
    ("how many kilometers is a 10k", "A 10k is 10 kilometers."),
    ("good day to you", "Good day to you too! What can I do for you?"),  # a greeting (chit-chat), not the date
])
def test_household_requests_with_extra_words(skills: LocalSkills, text: str, reply: str | None) -> None:
    assert say(skills, text) == reply


def test_a_corrected_list_item_is_the_one_stored(skills: LocalSkills) -> None:
    assert say(skills, "add eggs, actually no, add milk to the list") == "I've added milk to your shopping list."
    assert say(skills, "what's on the shopping list") == "You have milk on your shopping list."


@pytest.mark.parametrize("text", ["whats on my calendar today", "what language do they speak in brazil",
                                  "do i have any appointments in my diary on thursday"])
def test_an_unfinished_question_is_not_cut_off(text: str) -> None:
    from gpt_home.agent.question_first import leading_questions

    assert leading_questions(normalize(text)) == []


def test_a_huge_power_is_read_whole() -> None:
    assert find(normalize("so what is ten to the power of one billion"), TODAY) == [
        ("GptMath", {"expression": "10 to the power of 1000000000"})]
