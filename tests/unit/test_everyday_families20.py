"""holdout17's day and clock questions said in other word orders (issue 15), as families through the real rules,
recognizer and skills (Tuesday 1 December 2026, 10:25 UTC): the days counted to a day ("count the days to
valentine's"), the weekday asked as one of seven, a date so long back asked with the question last, a day's date with
a reason after it, the days from one date to another (never the days from today to the second), a city's time with
the city said first; and sentences that must not be read that way."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.skills.local import LocalSkills
from tests.skill_helpers import Lists, local_skills, say


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lists=Lists()) as built:
        yield built


@pytest.mark.parametrize(("text", "reply"), [
    ("count the days to valentine's for me", "There are 75 days until Valentine's, on Sunday, February 14, 2027."),
    ("count down the days to christmas", "There are 24 days until Christmas, on Friday, December 25."),
    ("can you count the days until halloween please", "There are 334 days until Halloween, on Sunday, October 31, 2027."),
    ("count the days till new years eve", "There are 30 days until New Year's Eve, on Thursday, December 31."),
    ("count how many days to easter", "There are 117 days until Easter, on Sunday, March 28, 2027."),
])
def test_the_days_counted_to_a_day(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize("text", ["count the days", "count the sheep to sleep"])
def test_counting_without_a_day_is_no_day_count(skills: LocalSkills, text: str) -> None:
    assert "days until" not in str(say(skills, text))


@pytest.mark.parametrize("text", [
    "which of the seven days is today", "which of the 7 days is it today", "what one of the seven days are we on",
    "which of the days of the week is it", "which of the seven days is it now",
])
def test_the_weekday_asked_as_one_of_seven(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == "Today is Tuesday, December 1."


@pytest.mark.parametrize(("text", "reply"), [
    ("the date exactly three weeks back was what", "Three weeks ago was Tuesday, November 10, 2026."),
    ("the date two weeks ago was what", "Two weeks ago was Tuesday, November 17, 2026."),
    ("date 10 days back was what", "10 days ago was Saturday, November 21, 2026."),
    ("the date five days before today was what", "Five days ago was Thursday, November 26, 2026."),
    ("the date precisely one week ago was", "One week ago was Tuesday, November 24, 2026."),
])
def test_a_date_so_long_back_with_the_question_last(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize(("text", "reply"), [
    ("date for the day after tomorrow i need it for the delivery",
     "The day after tomorrow is Thursday, December 3, 2026."),
    ("date for tomorrow please", "Tomorrow is Wednesday, December 2, 2026."),
    ("the date for next friday", "Next Friday is December 4, 2026."),
    ("date for saturday we need it for the party", "Saturday is December 5, 2026."),
    ("the date of the day before yesterday", "The day before yesterday was Sunday, November 29, 2026."),
])
def test_a_days_date_with_a_reason_after_it(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize(("text", "reply"), [
    ("how many days from the 5th to the 19th of december",
     "There are 14 days from Saturday, December 5 to Saturday, December 19."),
    ("how many days between the 5th and the 19th of december",
     "There are 14 days from Saturday, December 5 to Saturday, December 19."),
    ("how many days from december 5 to december 19",
     "There are 14 days from Saturday, December 5 to Saturday, December 19."),
    ("how many days from the fifth to the nineteenth of december",
     "There are 14 days from Saturday, December 5 to Saturday, December 19."),
    ("how many days between the 19th and the 5th of december",
     "There are 14 days from Saturday, December 5 to Saturday, December 19."),
    ("how many days between christmas and new years eve",
     "There are 6 days from Friday, December 25 to Thursday, December 31."),
    ("how many days from the 1st to the 25th of december",
     "There are 24 days from Tuesday, December 1 to Friday, December 25."),
])
def test_the_days_from_one_date_to_another(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize(("text", "reply"), [
    ("how many days until the 19th of december", "There are 18 days until Saturday, December 19."),
    ("how many days are there between today and the 31st of january", "There are 61 days until Sunday, January 31, 2027."),
])
def test_the_days_from_today_are_still_the_days_until(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize(("text", "reply"), [
    ("in bangkok now what is the hour, please", "In Bangkok it's 5:25 pm."),
    ("in tokyo what's the time", "In Tokyo it's 7:25 pm."),
    ("in new york right now what time is it", "In New York it's 5:25 am."),
    ("in sydney now what time is it", "In Sydney it's 9:25 pm."),
    ("in paris whats the time there", "In Paris it's 11:25 am."),
])
def test_a_citys_time_with_the_city_first(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize(("text", "reply"), [("in the kitchen whats the time", "It's 10:25 am."),
                                             ("in a minute what time is it", None)])
def test_a_room_or_a_while_first_is_no_city(skills: LocalSkills, text: str, reply: str | None) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize(("text", "reply"), [
    ("how many minutes have i got before eleven, the plumber's due", "It's 10:25 am, so 11 am is 35 minutes away."),
    ("how long have we got until noon the guests are coming", "It's 10:25 am, so noon is 1 hour and 35 minutes away."),
    ("how many minutes until 11 the plumber is due", "It's 10:25 am, so 11 am is 35 minutes away."),
    ("how much time do i have before 12 my mum is coming", "It's 10:25 am, so noon is 1 hour and 35 minutes away."),
    ("how long until three the kids are due", "It's 10:25 am, so 3 pm is 4 hours and 35 minutes away."),
    ("how many minutes before eleven, the electrician is arriving", "It's 10:25 am, so 11 am is 35 minutes away."),
])
def test_the_time_left_with_who_is_coming_after_it(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize("text", ["how long until the plumber is due", "how many minutes have i got before the plumber is due"])
def test_who_is_coming_without_a_time_is_not_guessed(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) is None


@pytest.mark.parametrize(("text", "reply"), [
    ("what's the capital of austria, no, of hungary", "The capital of Hungary is Budapest."),
    ("what is the capital of france no of spain", "The capital of Spain is Madrid."),
    ("whats the time in paris no in tokyo", "In Tokyo it's 7:25 pm."),
    ("whats the population of canada no of mexico",
     "I don't have an up-to-date population figure for Mexico offline, so I won't guess."),
    ("how many people live in france no in italy",
     "I don't have an up-to-date population figure for Italy offline, so I won't guess."),
])
def test_a_phrase_corrected_after_a_bare_no(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


def test_a_bare_no_at_the_end_corrects_nothing(skills: LocalSkills) -> None:
    assert say(skills, "what's the capital of austria, no") == "The capital of Austria is Vienna."
