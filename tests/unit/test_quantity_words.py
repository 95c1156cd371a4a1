"""Words of quantity read as the one value they mean (``number_reader.counts`` through ``amounts``), and the
readers that take them: a count asked as a number, an operator said before its number, "eight into nine", a price
said in two halves. None of these sentences is in a benchmark set."""

from __future__ import annotations

from datetime import date

import pytest

from gpt_home.agent.number_reader import amounts, counts
from gpt_home.skills import calc, day_statements, word_problems


@pytest.mark.parametrize(("said", "read"), [
    ("half a dozen eggs", "6 eggs"),
    ("two dozen rolls", "24 rolls"),
    ("a bakers dozen", "13"),
    ("a baker s dozen buns", "13 buns"),
    ("one dozen", "12"),
    ("four score and seven years", "87 years"),
    ("a score of people", "20 of people"),
    ("three score and ten", "70"),
    ("a couple of weeks ago", "2 weeks ago"),
    ("a couple days from now", "2 days from now"),
    ("a pair of dice", "2 dice"),
    ("a gross of pencils", "144 pencils"),
    ("from one to a dozen", "from 1 to 12"),
    ("a dozen and a half", "18"),
    ("ten percent of a grand", "10 percent of 1000"),
])
def test_a_word_of_quantity_is_its_value(said: str, read: str) -> None:
    assert amounts(said) == read


@pytest.mark.parametrize("said", [
    "dozens of eggs",  # many, not a number
    "a few days ago",  # no one value
    "several weeks",
    "what was the score",  # a game's score
    "the score is 3 nil",
    "that is gross",
    "a couple",  # nothing counted
    "we are a couple",
    "a grand piano",
    "the grand canyon",
])
def test_words_that_mean_no_one_value_stay_words(said: str) -> None:
    assert counts(said) == said


def test_counts_is_bounded_on_huge_input() -> None:
    text = "a dozen " * 5000
    assert counts(text).split() == ["12"] * 5000


@pytest.mark.parametrize(("spoken", "reply"), [
    ("what is four score and seven", "Four score and seven is 87."),
    ("how many is a gross", "A gross is 144."),
    ("a bakers dozen in numbers", "A bakers dozen is 13."),
    ("how many rolls in a bakers dozen", "There are 13 in a bakers dozen."),
    ("how many years are in a score", "There are 20 in a score."),
])
def test_a_count_asked_as_a_number(spoken: str, reply: str) -> None:
    assert calc.count_value(spoken) == reply


@pytest.mark.parametrize("spoken", ["what is seven", "what is the score", "how many is a lot"])
def test_no_count_word_is_not_a_count(spoken: str) -> None:
    assert calc.count_value(spoken) is None


@pytest.mark.parametrize(("spoken", "reply"), [
    ("the square of 9", "The square of 9 is 81."),
    ("the cube of 2 plus 1", "The cube of 2 plus 1 is 9."),
    ("the cube root of 125", "The cube root of 125 is 5."),
    ("7 into 6", "7 into 6 is 42."),
    ("the value of 3 into 4", "3 into 4 is 12."),
    ("20 minus the square root of 16", "20 minus the square root of 16 is 16."),
    ("2 dozen plus 1", "2 dozen plus 1 is 25."),
    ("a googolplex factorial", calc.TOO_BIG_REPLY),
    ("a googol times 2", calc.TOO_BIG_REPLY),
    ("5 million factorial", calc.TOO_BIG_REPLY),
])
def test_operators_said_before_their_number(spoken: str, reply: str) -> None:
    assert calc.calculate(spoken) == reply


def test_a_split_into_parts_is_still_a_division() -> None:
    assert calc.calculate("divide 12 into 4") == "Divide 12 into 4 is 3."


@pytest.mark.parametrize(("said", "expression"), [
    ("i owe four mates eight fifty each how much in total", "4 times 8.50"),
    ("three kids want two pounds each how much is that altogether", "3 times 2"),
    ("we are five adults at eleven twenty five a head how much in total", "5 times 11.25"),
])
def test_so_much_each_for_so_many(said: str, expression: str) -> None:
    assert word_problems.find(said) == [("GptMath", {"expression": expression})]


def test_a_bill_shared_is_still_divided() -> None:
    assert word_problems.find("there are 3 of us and the bill is 90 how much each") == [
        ("GptMath", {"expression": "90 divided by 3"})]


@pytest.mark.parametrize(("said", "reply"), [
    ("a month ago", "A month ago was Sunday, February 28, 2027."),  # March 31 has no February twin: its last day
    ("2 years ago", "2 years ago was Monday, March 31, 2025."),
    ("13 months ago", "13 months ago was Saturday, February 28, 2026."),
])
def test_months_back_keep_the_day_or_the_months_last(said: str, reply: str) -> None:
    assert day_statements.months_ago(said, date(2027, 3, 31)) == reply


def test_months_back_are_bounded() -> None:
    assert day_statements.months_ago("5000000 years ago", date(2027, 3, 31)) is None
