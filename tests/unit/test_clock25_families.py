"""Round 25's clock and date families (issue 15), through the real local skills, the household's clock on Tuesday
1 December 2026, 10:25: the days since a day that moves (Thanksgiving, Easter, last Friday) are counted from the
last one, never from a year-old copy of the next; weeks asked since a day are the days since it; a span added to
today or counted from it is that date, never a list command; a month's length checked; the time or the date asked by
name before a reason; a learner's introduction before a question about now; the day of this month said as "the 28th
of this month"; "friday week"; Australia Day and its neighbours."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore
from skill_helpers import LIGHTS, local_skills, say

from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills


@pytest.fixture
def house(factory: MockFactory) -> Iterator[tuple[LocalSkills, ListSkill]]:
    lists = ListSkill(InMemoryStore())
    with local_skills(factory, lights=LIGHTS, lists=lists) as skills:
        yield skills, lists


def _reply(house: tuple[LocalSkills, ListSkill], said: str) -> str:
    return str(say(house[0], said))


@pytest.mark.parametrize("said, want", [
    ("how many days since thanksgiving", "5 days since Thursday, November 26, 2026"),
    ("how long since easter", "since Sunday, April 5, 2026"),
    ("how many days since mothers day", "since Sunday, May 10, 2026"),
    ("how long since labor day", "since Monday, September 7, 2026"),
    ("how many days since friday", "4 days since Friday, November 27, 2026"),
    ("how many days since monday", "1 day since Monday, November 30, 2026"),
])
def test_the_days_since_a_day_that_moves_count_from_the_last_one(house: tuple[LocalSkills, ListSkill], said: str,
                                                                   want: str) -> None:
    assert want in _reply(house, said)


@pytest.mark.parametrize("said, want", [
    ("how many weeks since 1st october", "61 days since Thursday, October 1, 2026: 8 weeks and 5 days"),
    ("my baby was born on 1 november how many weeks old is she", "30 days since Sunday, November 1, 2026: 4 weeks"),
    ("how many weeks has it been since the 4th of july", "150 days since Saturday, July 4, 2026: 21 weeks and 3 days"),
    ("we moved in on 28 august, how long ago was that", "95 days since Friday, August 28, 2026"),
])
def test_a_count_back_is_never_a_count_forward(house: tuple[LocalSkills, ListSkill], said: str, want: str) -> None:
    reply = _reply(house, said)
    assert want in reply and "until" not in reply


@pytest.mark.parametrize("said, want", [
    ("add 45 days, sorry, 54 days to today's date", "Sunday, January 24, 2027"),
    ("add 2 weeks to the date", "Tuesday, December 15, 2026"),
    ("what's 90 days from today", "Monday, March 1, 2027"),
    ("what is 100 days from today", "Thursday, March 11, 2027"),
    ("my warranty runs 60 days from today, till when", "Saturday, January 30, 2027"),
    ("if the parcel takes 8 weeks when will it come", "Tuesday, January 26, 2027"),
    ("the builder says it will take 6 weeks, when will it be done", "Tuesday, January 12, 2027"),
])
def test_a_span_from_today_is_that_date(house: tuple[LocalSkills, ListSkill], said: str, want: str) -> None:
    assert want in _reply(house, said)


def test_a_span_added_to_today_touches_no_list(house: tuple[LocalSkills, ListSkill]) -> None:
    skills, lists = house
    assert "list" not in str(say(skills, "add 54 days to today"))
    assert "30 days" in str(say(skills, "add pay the bill within 30 days to the to-do list", 20))


@pytest.mark.parametrize("said, want", [
    ("does this month run to thirty days or thirty-one", "December 2026 has 31 days."),
    ("is this month 30 or 31 days long", "December 2026 has 31 days."),
    ("does december have 31 days", "Yes, December 2026 has 31 days."),
    ("are there 30 days in this month", "No, December 2026 has 31 days."),
    ("does next month have 31 days", "Yes, January 2027 has 31 days."),
])
def test_a_months_length_checked(house: tuple[LocalSkills, ListSkill], said: str, want: str) -> None:
    assert _reply(house, said) == want


@pytest.mark.parametrize("said, want", [
    ("date please im filling in a cheque", "Tuesday, December 1"),
    ("quick time check, I need to leave for the train", "10:25"),
    ("can you check the time for me, i put the washing on a while ago", "10:25"),
    ("how late in the morning has it got now", "10:25"),
    ("how late has it gotten", "10:25"),
    ("the days all blur together, which one of the week is this", "Tuesday"),
    ("read me today's date with the year on the end", "Tuesday, December 1, 2026"),
    ("I am from Poland, my English is beginning. Which month is now, and which year?", "December, and the year is 2026"),
    ("im from brazil, my english is basic, what time is it", "10:25"),
])
def test_now_asked_by_name_or_after_an_introduction(house: tuple[LocalSkills, ListSkill], said: str, want: str) -> None:
    assert want in _reply(house, said)


@pytest.mark.parametrize("said", ["date night is friday i think", "time flies when we are having fun",
                                  "friday week is when the plumber comes apparently", "i am from spain and i love it here"])
def test_a_remark_with_those_words_is_no_question(house: tuple[LocalSkills, ListSkill], said: str) -> None:
    assert say(house[0], said) is None


@pytest.mark.parametrize("said, want", [
    ("count the days between now and the first of march", "90 days until Monday, March 1, 2027"),
    ("our mortgage goes out on the 28th of this month, how long have I got to move the money across",
     "27 days until the 28th of this month, on Monday, December 28"),
    ("the 15th of this month, what weekday is it and how many days off", "14 days until the 15th of this month, on Tuesday"),
    ("how many days till australia day", "56 days until Australia Day, on Tuesday, January 26, 2027"),
    ("how many days to go until republic day", "56 days"),
    ("what date is friday week", "December 11, 2026"),
    ("whats the date on saturday week", "December 12, 2026"),
    ("my appointment is at 12, how long till that", "1 hour and 35 minutes"),
])
def test_days_of_this_month_and_named_days(house: tuple[LocalSkills, ListSkill], said: str, want: str) -> None:
    assert want in _reply(house, said)


@pytest.mark.parametrize("said", ["friday is my favourite day of the week", "weekday mornings are chaos in this house",
                                  "mondays are the worst", "don't tell me how many days till christmas, I'll panic",
                                  "dont count the days till christmas for me",
                                  "don't worry about the time in india, I'll just wait"])
def test_a_remark_or_a_refusal_about_the_days_is_never_answered(house: tuple[LocalSkills, ListSkill], said: str) -> None:
    assert say(house[0], said) is None


@pytest.mark.parametrize("said, want", [
    ("friday is today isnt it", "No, it's not Friday"),
    ("its not half past ten yet is it", "No, not yet: it's 10:25 am"),
    ("its not eleven yet is it", "No, not yet"),
    ("is it lunch time", "No, it's 10:25 am."),
    ("is it before eleven, do I still have time", "Yes, it's 10:25 am."),
    ("I've lost track of the days, what is it today", "Today is Tuesday, December 1."),
    ("before i forget what's the date, the milkman wants paying", "Today is Tuesday, December 1."),
    ("what's the day and date, I'm doing my diary", "Today is Tuesday, December 1."),
])
def test_now_checked_with_a_tag_a_meal_or_a_remark_around_it(house: tuple[LocalSkills, ListSkill], said: str,
                                                              want: str) -> None:
    assert want in _reply(house, said)


@pytest.mark.parametrize("said, want", [
    ("how many days since 1st november, sorry, 1st october", "61 days since Thursday, October 1, 2026"),
    ("what day is christmas eve, christmas day i mean", "Christmas Day is on Friday, December 25, 2026."),
    ("what day does new year's day fall on, no, new year's eve", "New Year's Eve is on Thursday, December 31, 2026."),
    ("how many weeks until new year, no, days", "31 days until New Year's Day"),
    ("how long since halloween, sorry, bonfire night", "26 days since Thursday, November 5, 2026"),
    ("what day is the 18th, no sorry, the 19th", "Saturday, December 19, 2026"),
])
def test_a_day_corrected_is_the_day_meant(house: tuple[LocalSkills, ListSkill], said: str, want: str) -> None:
    assert want in _reply(house, said)


@pytest.mark.parametrize("said", ["what date is it today, I'm filling in a cheque", "i need the date for this form what is it",
                                  "i need to sign and date this letter what is the date", "date please im filling in a cheque",
                                  "what's the date, I need it for the school permission slip"])
def test_the_date_for_paperwork_has_its_year(house: tuple[LocalSkills, ListSkill], said: str) -> None:
    assert _reply(house, said) == "Today is Tuesday, December 1, 2026."


@pytest.mark.parametrize("said, want", [
    ("could you tell me the time, I've got a bus at half ten", "It's 10:25 am, so 10:30 am is 5 minutes away."),
    ("tell me the time, I've got a zoom call at eleven", "It's 10:25 am, so 11 am is 35 minutes away."),
    ("time please love, the taxi's coming at eleven", "It's 10:25 am, so 11 am is 35 minutes away."),
    ("how long have I got till noon, what's the time now", "It's 10:25 am, so noon is 1 hour and 35 minutes away."),
    # a plan gone by, a habit or one hours away: the time alone
    ("have i missed the start of the match at ten, what time is it", "It's 10:25 am."),
    ("what time is it, i go to bed at 11 usually", "It's 10:25 am."),
    ("what time is it, dinner is at 7", "It's 10:25 am."),
])
def test_the_time_asked_beside_a_near_plan_says_the_time_left(house: tuple[LocalSkills, ListSkill], said: str,
                                                              want: str) -> None:
    assert _reply(house, said) == want


@pytest.mark.parametrize("said, want", [("days left in the year", "30 days until the end of the year"),
                                        ("weeks left in the year", "30 days until the end of the year"),
                                        ("days left in the month", "30 days until the end of the month")])
def test_the_days_left_named_are_counted(house: tuple[LocalSkills, ListSkill], said: str, want: str) -> None:
    assert want in _reply(house, said)


def test_the_days_left_said_in_a_remark_are_no_count(house: tuple[LocalSkills, ListSkill]) -> None:
    assert say(house[0], "days left in the year are flying by") is None


@pytest.mark.parametrize("said", ["the date on the milk says yesterday, should I bin it",
                                  "the date on the ticket says tomorrow"])
def test_a_date_read_out_to_us_asks_for_none(house: tuple[LocalSkills, ListSkill], said: str) -> None:
    assert say(house[0], said) is None


def test_a_date_read_out_then_asked_about_is_answered(house: tuple[LocalSkills, ListSkill]) -> None:
    assert "Saturday, December 5, 2026" in _reply(house, "the date on the letter is the 5th, what day is that")
