"""Families of everyday requests (tenth requests round): counts said with words of quantity (dozen, score, couple),
squares and cubes said before their number, "eight into nine", a price said in two halves, quarter and half hours,
dice named by their sides, a random weekday, sleeps until a day, "between today and", checks ending "or what", the
day asked with "whats that", and bad input (a negative timer, a googolplex). Through the real rules, recognizer and
skills with a pinned clock (Tuesday 1 December 2026, 10:25 UTC). None of these sentences is in a benchmark set."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore

from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills
from tests.skill_helpers import local_skills, say


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lists=ListSkill(InMemoryStore())) as built:
        yield built


@pytest.mark.parametrize(("text", "reply"), [
    ("two dozen minus five", "24 minus 5 is 19."),
    ("a bakers dozen plus a dozen", "13 plus 12 is 25."),
    ("half a dozen divided by two", "6 divided by 2 is 3."),
    ("how many is a score", "A score is 20."),
    ("whats the square of twelve", "The square of 12 is 144."),
    ("what is the cube root of sixty four", "The cube root of 64 is 4."),
    ("nine into seven", "9 into 7 is 63."),
    ("what is the value of six into six", "6 into 6 is 36."),
    ("whats fifty minus the square root of forty nine", "50 minus the square root of 49 is 43."),
    ("four friends owe me seven fifty each how much altogether", "4 times 7.50 is 30."),
    ("i owe two mates nine ninety nine each whats the total", "2 times 9.99 is 19.98."),
    ("what are seven eights", "7 times 8 is 56."),
    ("a dozen and a half times two", "18 times 2 is 36."),
    ("how many is one and a half dozen", "One and a half dozen is 18."),
    ("whats five percent of two grand", "5 percent of 2 grand is 100."),
    ("is eighty seven a prime number", "No, 87 is 3 times 29."),
    ("what is the remainder when fifty is divided by seven", "50 divided by 7 is 7 remainder 1."),
])
def test_sums_with_words_of_quantity(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize(("text", "reply"), [
    ("a quarter of an hour in seconds", "A quarter of an hour is 900 seconds."),
    ("half an hour is how many minutes", "Half an hour is 30 minutes."),  # never "1 hour": the half is kept
    ("a half hour how many seconds is that", "A half hour is 1,800 seconds."),
    ("a dozen feet in metres", "12 feet is 3.66 metres."),
    ("a couple of kilos in pounds", "2 kilos is 4.41 pounds."),
    ("how many minutes in a day and a half", "A day and a half is 2,160 minutes."),
])
def test_units_with_words_of_quantity(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize(("text", "shape"), [
    ("choose a number between one and a score", r"(?:[1-9]|1\d|20)\."),
    ("roll a d six", r"You rolled a [1-6]\."),
    ("roll a ten sided one", r"You rolled an? (?:[1-9]|10)\."),
    ("throw two d twenty", r"You rolled (\d+) and (\d+): \d+ in total\."),
    ("pick any month at random", r"I pick (?:January|February|March|April|May|June|July|August|September|October|"
                                 r"November|December)\."),
    ("name a random weekday", r"I pick (?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\."),
    ("give us a random letter", r"I pick [a-z]\."),
    ("roll a pair of dice", r"You rolled (\d+) and (\d+): \d+ in total\."),
])
def test_random_picks_named_by_sides_or_kind(skills: LocalSkills, text: str, shape: str) -> None:
    reply = say(skills, text)
    assert reply is not None and re.fullmatch(shape, reply)
    if m := re.fullmatch(r"You rolled (\d+) and (\d+): (\d+) in total\.", reply):
        first, second, total = (int(g) for g in m.groups())
        sides = 20 if "twenty" in text else 6
        assert 1 <= first <= sides and 1 <= second <= sides and total == first + second


@pytest.mark.parametrize(("text", "reply"), [
    ("how many sleeps before new years eve", "There are 30 days until New Year's Eve, on Thursday, December 31."),
    ("how many sleeps left until christmas morning",
     "There are 24 days until Christmas, on Friday, December 25."),
    ("how many days from today to the tenth of february",
     "There are 71 days until Wednesday, February 10, 2027."),
    ("what was the date a couple of days back", "2 days ago was Sunday, November 29, 2026."),
    ("whats the date half a dozen days from today", "6 days from today it will be Monday, December 7, 2026."),
    ("is the ninth of january a saturday or not", "Yes, the ninth of january is Saturday, January 9, 2027."),
    ("christmas eve is that a thursday or what", "Yes, christmas eve is Thursday, December 24, 2026."),
    ("tomorrow whats that", "Tomorrow is Wednesday, December 2, 2026."),
    ("the day before yesterday what was it", "The day before yesterday was Sunday, November 29, 2026."),
    ("what date will it be after five days from today", "5 days from today it will be Sunday, December 6, 2026."),
    ("what day does the eighteenth land on this month", "The 18th of this month is Friday, December 18, 2026."),
    ("does the first of march fall on a weekend", "No, March 1, 2027 is a Monday."),  # still a weekend check
    ("whats the date a week today", "A week from today it will be Tuesday, December 8, 2026."),
    ("tomorrow fortnight what date is that", "2 weeks from tomorrow it will be Wednesday, December 16, 2026."),
    ("what was the date three months ago", "3 months ago was Tuesday, September 1, 2026."),
    ("what date is it two months from now", "In 2 months it will be Monday, February 1, 2027."),
    ("sleeps till christmas", "There are 24 days until Christmas, on Friday, December 25."),
])
def test_date_arithmetic_said_other_ways(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize(("text", "reply"), [
    ("timer for minus thirty seconds", "A timer can't run for a negative time. Say how long, for example 10 minutes."),
    ("countdown for negative two minutes", "A timer can't run for a negative time. Say how long, for example 10 minutes."),
    ("what is a googol squared", "That number is too big for me to work out."),
    ("whats two million factorial", "That number is too big for me to work out."),
])
def test_bad_input_gets_a_short_true_reply(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply
    assert skills.timers.list("anna") == []  # nothing was set


@pytest.mark.parametrize("text", ["roll a d " + "9" * 5000, "roll a " + "7" * 5000 + " sided one",
                                  "what was the date " + "a couple of " * 500 + "days ago"])
def test_huge_input_gets_no_crash(skills: LocalSkills, text: str) -> None:
    reply = say(skills, text)
    assert reply is None or isinstance(reply, str)
