"""Round 26's holdout30 clock, date and weather families (issue 15), through the real local skills: a weekday "just
gone" is the one past, a day told after a count is the day counted to, the days left in a month are counted as the
second of two questions too, and loose everyday weather questions get the weather pointer, never the model."""

from __future__ import annotations

import pytest
from skill_helpers import say

from gpt_home.skills.local import LocalSkills

POINTER = "I don't know where you are. Set a weather location on the settings page."


@pytest.mark.parametrize("said, day", [
    ("what was the date on the friday just gone, its for my expenses sheet", "Last Friday was November 27, 2026."),
    ("whats the date of the friday just gone", "Last Friday was November 27, 2026."),
    ("what date was the monday just gone", "Last Monday was November 30, 2026."),
    ("what date was it on the wednesday just been", "Last Wednesday was November 25, 2026."),
])
def test_a_weekday_just_gone_is_the_one_past(house: LocalSkills, said: str, day: str) -> None:
    assert say(house, said) == day


@pytest.mark.parametrize("said, reply", [
    ("how many days till we break up for christmas its the eighteenth", "There are 17 days until Friday, December 18."),
    ("how many sleeps until the school holidays its the 19th", "There are 18 days until Saturday, December 19."),
    ("how long till the christmas party, its on the twelfth of december",
     "There are 11 days until Saturday, December 12."),
    ("how many days to my birthday its the 3rd of january", "There are 33 days until Sunday, January 3, 2027."),
])
def test_a_day_told_after_the_count_is_the_day_counted_to(house: LocalSkills, said: str, reply: str) -> None:
    assert say(house, said) == reply


@pytest.mark.parametrize("said, first", [
    ("what time is it and how many days are left in this month", "It's 10:25 am."),
    ("whats the date and how many days are remaining in the year", "Today is Tuesday, December 1."),
])
def test_the_days_left_in_a_month_asked_second_are_answered_with_the_first(house: LocalSkills, said: str,
                                                                           first: str) -> None:
    reply = str(say(house, said))
    assert reply.startswith(first) and "30 days until the end of the" in reply


@pytest.mark.parametrize("said", [
    "any idea what the weather's doing today", "so what's the weather's doing this afternoon",
    "will we get showers after lunch", "will we see some sun later", "are we gonna get any snow tonight",
    "Today outside is cold or hot? I don't know what I wear.", "is it hot or cold outside",
    "outside is it warm or cold today",
])
def test_loose_everyday_weather_gets_the_weather_pointer(house: LocalSkills, said: str) -> None:
    assert say(house, said) == POINTER


@pytest.mark.parametrize("said", ["will we get the bus after lunch", "is the tea hot or cold", "will we get a refund"])
def test_no_weather_is_read_into_other_questions(house: LocalSkills, said: str) -> None:
    assert say(house, said) != POINTER


@pytest.mark.parametrize("said, first", [
    ("what's the date and will it be sunny", "Today is Tuesday, December 1."),
    ("whats the date and will it be cold tomorrow", "Today is Tuesday, December 1."),
    ("what time is it and do i need a coat", "It's 10:25 am."),
    ("whats the time and should i take an umbrella", "It's 10:25 am."),
])
def test_a_yes_no_weather_question_asked_second_is_answered_with_the_first(house: LocalSkills, said: str,
                                                                           first: str) -> None:
    assert say(house, said) == f"{first} {POINTER}"
