"""Round 27's clock families (issue 15), through the real local skills: the week number asked in any words, the
birthday month said with its month, a day count to a named day with its date, a learner's "how many day", a timer
asked by what is cooking, an alarm said as a need to be up; and what none of these may do."""

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
    with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as house:
        yield house


@pytest.mark.parametrize("said", ["which week of the year are we in, by number", "what week are we in",
                                  "week number please", "what number week is it this week",
                                  "tell me which week of the year we are in by number", "which week is it in the year",
                                  "what is the number of this week", "whats this weeks number"])
def test_the_week_number_in_any_words(skills: LocalSkills, said: str) -> None:
    assert say(skills, said) == "It's week 49 of 2026."


@pytest.mark.parametrize("said", ["what week is christmas in", "what week is it next week"])
def test_another_weeks_number_is_not_this_one(skills: LocalSkills, said: str) -> None:
    assert "week 49" not in str(say(skills, said))


@pytest.mark.parametrize("said", ["is it my birthday month yet my birthday is in december",
                                  "my birthday is in december is it my birthday month",
                                  "is this my birthday month? I was born in december",
                                  "my son was born in december, is it his birthday month",
                                  "my birthday is 3 december is it my birthday month",
                                  "are we in my birthday month, its in december",
                                  "is it my mums birthday month her birthday is in december"])
def test_the_birthday_month_now(skills: LocalSkills, said: str) -> None:
    assert str(say(skills, said)).startswith("Yes, it's December")


@pytest.mark.parametrize("said, month", [("my birthday's in march, is it my birthday month yet", "March"),
                                         ("is it my birthday month yet, my birthday is in january", "January")])
def test_another_birthday_month(skills: LocalSkills, said: str, month: str) -> None:
    reply = str(say(skills, said))
    assert reply.startswith("No, it's December") and month in reply


@pytest.mark.parametrize("said", ["is it my birthday month", "my birthday is in december", "is it december yet"])
def test_no_birthday_month_without_both(skills: LocalSkills, said: str) -> None:
    assert "birthday month" not in str(say(skills, said))


@pytest.mark.parametrize("said, days", [("count me the days until easter sunday, the 28th of march 2027", 117),
                                        ("how many days until mothers day, march 14 2027", 103),
                                        ("count the days to new years day, 1st january 2027", 31),
                                        ("how many days until christmas 2027", 389),
                                        ("how many days till my exam, 15 february", 76)])
def test_days_until_the_date_said(skills: LocalSkills, said: str, days: int) -> None:
    assert f"There are {days} days until" in str(say(skills, said))


@pytest.mark.parametrize("said, days", [("My wife she is born 14 March. How many day until her birthday?", 103),
                                        ("I am born 10 December. How many day for my birthday?", 9),
                                        ("my daughter birth day is 2 april, how many day still?", 122)])
def test_a_learners_birthday_count(skills: LocalSkills, said: str, days: int) -> None:
    assert f"There are {days} days until" in str(say(skills, said))


def test_a_learners_count_back_stays_back(skills: LocalSkills) -> None:
    assert say(skills, "how many day since 3 november") == "It has been 28 days since Tuesday, November 3, 2026."


@pytest.mark.parametrize("said", ["how long until the scones come out", "how long before the scones can come out",
                                  "how many minutes until the scones are out"])
def test_a_timer_asked_by_what_is_cooking(skills: LocalSkills, said: str) -> None:
    assert say(skills, "set a timer called scones for 13 minutes", 0) == "Okay, scones timer set for 13 minutes."
    assert "scones timer has 1" in str(say(skills, said, 20))


@pytest.mark.parametrize("said, clock", [("I've got to be up at twenty past six tomorrow morning", "6:20 am"),
                                         ("ive got to get up at seven thirty", "7:30 am"),
                                         ("gotta be up at 5 am", "5 am"),
                                         ("weve got to be up at 5 for the ferry", "5 am")])
def test_an_alarm_said_as_a_need(skills: LocalSkills, said: str, clock: str) -> None:
    assert say(skills, said) == f"Okay, alarm set for {clock} tomorrow."
    assert clock in str(say(skills, "list all my alarms", 20))


@pytest.mark.parametrize("said", ["ive got to wake the kids at 7", "i have to wake up my son at 7"])
def test_waking_someone_else_sets_no_alarm(skills: LocalSkills, said: str) -> None:
    say(skills, said)
    assert "no alarms" in str(say(skills, "list all my alarms", 20)).lower()
