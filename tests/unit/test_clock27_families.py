"""Round 27's time and date families (issue 15), through the real local skills at Tue 1 Dec 2026 10:25 UTC: the nth
weekday of this or next month, spans between two clock times, am I late, the time in words, minutes past the hour,
years on and back, the quarter and the season, ages of someone born in a year said after the ask, school days and
bank holidays said honestly, weekdays and weekends left until a day, a day said before "how many days off is that"
with a new year in its name, and a correction said as "it's the time I'm after"."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore
from skill_helpers import LIGHTS, local_skills, say

from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as found:
        yield found


@pytest.mark.parametrize("said, wanted", [
    ("which date is the second sunday of this month", "December 13, 2026"),
    ("the first saturday of the month, what date is that", "December 5, 2026"),
    ("when is the first monday of next month", "January 4, 2027"),
    ("what is the third thursday in february", "February 18, 2027"),
    ("whats the second tuesday in march", "March 9, 2027"),
    ("what was the first sunday of last month", "November 1, 2026"),
    ("what date is the last friday of next month", "January 29, 2027"),
])
def test_the_nth_weekday_of_a_month_said_any_way(skills: LocalSkills, said: str, wanted: str) -> None:
    assert wanted in str(say(skills, said))


@pytest.mark.parametrize("said, wanted", [
    ("how long from 9:40 to 11:15", "1 hour and 35 minutes"),
    ("how many hours between 8 am and 5 pm", "9 hours"),
    ("how much time is there from half nine till quarter past eleven", "1 hour and 45 minutes"),
    ("how long is it from 10 pm to 6 am", "8 hours"),
    ("how many hours from 9 to 5", "8 hours"),
    ("how long is it between 2:15 and 4 pm", "1 hour and 45 minutes"),
    ("how many minutes from 10:05 to 10:50", "45 minutes"),
])
def test_a_span_between_two_clock_times(skills: LocalSkills, said: str, wanted: str) -> None:
    assert wanted in str(say(skills, said))


@pytest.mark.parametrize("said, wanted", [
    ("am i late if school starts at 10", "yes: that was 25 minutes ago"),
    ("am i late if the bus is at 10:40", "Not yet"),
    ("will we be late for church if it starts at 11", "35 minutes away"),
    ("how many minutes past the hour is it", "25 minutes past 10"),
    ("how many minutes to the next hour", "35 minutes to 11"),
    ("whats the time in words please", "twenty-five past ten in the morning"),
    ("can you say the time in words", "twenty-five past ten"),
    ("what time is it in words", "twenty-five past ten in the morning"),
])
def test_the_clock_worked_out(skills: LocalSkills, said: str, wanted: str) -> None:
    assert wanted in str(say(skills, said))


@pytest.mark.parametrize("said", ["what's the time in words", "what time is it in words"])
def test_the_time_in_words_is_never_a_place(skills: LocalSkills, said: str) -> None:
    assert "time zone" not in str(say(skills, said))


@pytest.mark.parametrize("said, wanted", [
    ("what year will it be in 15 years", "2041"),
    ("in 10 years time what year will it be", "2036"),
    ("what year was it 30 years ago", "1996"),
    ("what quarter of the year are we in", "fourth quarter of 2026"),
    ("which quarter is it", "October to December"),
    ("what season is it", "winter in the northern hemisphere and summer in the southern"),
    ("how old is someone born in 1950", "76 this year, or 75"),
    ("how old would my nan be she was born in 1938", "88 this year"),
    ("is this a leap year", "No, 2026 is not a leap year"),
    ("is it a leap year this year", "next one is 2028"),
])
def test_years_quarters_seasons_and_ages(skills: LocalSkills, said: str, wanted: str) -> None:
    assert wanted in str(say(skills, said))


def test_an_age_in_another_year_is_never_this_years(skills: LocalSkills) -> None:
    assert "36 this year" not in str(say(skills, "how old will he be in 2030 if he was born in 1990"))


@pytest.mark.parametrize("said, wanted", [
    ("is it a school day today mummy said ask the speaker", "don't know your school's term dates"),
    ("have we got school tomorrow", "Wednesday, December 2, a weekday"),
    ("is today a bank holiday", "Not one I know of"),
    ("is tomorrow a public holiday", "Not one I know of"),
    ("when is the next bank holiday", "Christmas Day, on Friday, December 25"),
    ("how many working days until christmas", "17 weekdays"),
    ("how many weekends till christmas", "3 weekends"),
    ("how many school days till the 18th of december", "don't know your school's term dates"),
    ("how many working days until new year", "not counting Christmas Day"),
    ("how many working days are left this year", "21 weekdays after today and up to the end of the year"),
    ("how many weekdays left in the month", "not counting Christmas Day"),
    ("how many weekends are left this month", "4 weekends"),
    ("is it a school day on monday", "Monday, December 7, a weekday"),
    ("is there school on saturday", "No school then: that's Saturday, December 5"),
    ("is it a bank holiday on friday", "Not one I know of: that's Friday, December 4"),
])
def test_days_off_said_honestly(skills: LocalSkills, said: str, wanted: str) -> None:
    assert wanted in str(say(skills, said))


@pytest.mark.parametrize("said", [
    "lunar new year is on the 6th of february next year, how many days off is that",
    "chinese new year is on the 6th of february, how many days is that",
])
def test_a_day_said_before_the_count_with_a_new_year_named(skills: LocalSkills, said: str) -> None:
    assert "67 days" in str(say(skills, said))


@pytest.mark.parametrize("said, wanted, not_wanted", [
    ("give me today's date, oh hang on, it's the time I'm after", "10:25 am", "December"),
    ("whats the time, actually no, its the date i want", "December 1", "10:25"),
    ("tell me the day, sorry, i meant the date", "December 1", "10:25"),
])
def test_a_correction_said_as_the_thing_wanted(skills: LocalSkills, said: str, wanted: str, not_wanted: str) -> None:
    reply = str(say(skills, said))
    assert wanted in reply and not_wanted not in reply


def test_a_correction_of_a_light_said_as_wanted_switches_only_that_one(skills: LocalSkills) -> None:
    assert say(skills, "turn on the kitchen light no its the living room light i want") == \
        "Okay, the living room light is on."
    assert say(skills, "is the kitchen light on", 20) != "Yes, the kitchen light is on."


@pytest.mark.parametrize("said", [
    "is it a school day if it snows", "is it the school holidays yet", "how long from now to 3",
    "how old is the queen", "am i late",
])
def test_must_nots_are_not_read_by_the_new_families(skills: LocalSkills, said: str) -> None:
    reply = str(say(skills, said))
    assert "school day unless" not in reply and "From " not in reply and "Born in" not in reply
