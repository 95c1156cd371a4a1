"""The one number reader: numbers said any way at its three depths (clock-safe words, amounts, numerals) and ``read``
(value, span and kind of every number of a sentence)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from gpt_home.agent.number_reader import (
    Number,
    NumberKind,
    amounts,
    decimals,
    grouped_hundreds,
    grouped_years,
    numeralize,
    numerals,
    read,
    separators,
)


@pytest.mark.parametrize(("said", "read"), [
    ("twenty six point two miles", "26.2 miles"),
    ("point five of a litre", "0.5 of a litre"),
    ("hundred days from now", "100 days from now"),
    ("a thousand", "1000"),
    ("one hundred and ten", "110"),
    ("two thousand five hundred", "2500"),
    ("two thousand and ten", "2010"),
    ("twenty one thousand", "21000"),
    ("fifty 5", "55"),  # a recognizer's mix of words and digits
    ("nought point five", "0.5"),
    ("seven thirty am", "7 30 am"),  # a clock stays two numbers
])
def test_amounts(said: str, read: str) -> None:
    assert amounts(said) == read


def test_decimals_keep_digits_already_joined() -> None:
    assert decimals("3 point 1 4 1") == "3.141"
    assert decimals("2.5 times 4") == "2.5 times 4"


@pytest.mark.parametrize(("text", "read"), [
    ("square root of 1 44", "square root of 144"),
    ("2 25", "225"),
    ("7 30 am", "7 30 am"),  # never a clock
    ("1 5", "1 5"),  # a digit and a digit is not a hundreds number
])
def test_grouped_hundreds(text: str, read: str) -> None:
    assert grouped_hundreds(text) == read


def test_grouped_years() -> None:
    assert grouped_years("19 99 plus 1") == "1999 plus 1"
    assert grouped_years("20 25 minus 19 90") == "2025 minus 1990"
    assert grouped_years("12 15 plus 23") == "12 15 plus 23"  # not a year of these centuries


@pytest.mark.parametrize(("said", "read"), [
    ("twelve times 3k", "12 times 3000"),
    ("one and a half plus two point five", "1.5 plus 2.5"),
    ("2.5 million", "2500000"),
    ("two point five million", "2500000"),  # the digits after "point" are read one by one
    ("three point one four", "3.14"),
    ("3 thousand people", "3000 people"),
    ("a quarter of a million", "250000"),
    ("one oh five times 2", "105 times 2"),  # a learner's "oh" for zero
    ("three quarters plus 1", "0.75 plus 1"),
    ("three quarters of 80", "3 quarters of 80"),  # a fraction of something: the calculator's
    ("set an alarm for 7 oh 5 am", "set an alarm for 7 oh 5 am"),  # a clock keeps its "oh"
    ("seven thirty", "7 30"),  # a clock stays two numbers at every depth
    ("fifteen hundred", "1500"),
])
def test_numerals(said: str, read: str) -> None:
    assert numerals(said) == read


@pytest.mark.parametrize(("said", "read"), [
    ("the big one is broken", "the big one is broken"),
    ("which one is yours", "which one is yours"),
    ("get rid of every one of my reminders", "get rid of every one of my reminders"),
    ("pick a number one to ten", "pick a number 1 to 10"),
    ("the one minute timer", "the 1 minute timer"),
    ("add one to the list", "add 1 to the list"),
    ("a hundred and one", "101"),
])
def test_one_as_a_pronoun_is_no_number(said: str, read: str) -> None:
    assert numeralize(said) == read


def test_a_clock_is_never_joined_by_numeralize() -> None:
    assert numeralize("fifteen hundred hours") == "15 hundred hours"
    assert numeralize("twenty 5 am") == "20 5 am"


def test_read_gives_value_span_and_kind_of_each_number() -> None:
    text = "half a dozen eggs and two point five kilos for 3k"
    numbers = read(text)
    assert [(n.value, text[n.start:n.end], n.kind) for n in numbers] == [
        (Decimal(6), "half a dozen", NumberKind.COUNT),
        (Decimal("2.5"), "two point five", NumberKind.DECIMAL),
        (Decimal(3000), "3k", NumberKind.SCALED),
    ]


def test_read_keeps_a_clock_two_numbers_and_words_no_numbers() -> None:
    text = "wake me at seven thirty the big one"
    assert [(n.value, text[n.start:n.end]) for n in read(text)] == [(Decimal(7), "seven"), (Decimal(30), "thirty")]
    assert read("which one is yours") == []


def test_read_of_one_and_a_half_is_one_part() -> None:
    (number,) = read("one and a half cups")
    assert (number.value, number.start, number.end, number.kind) == (Decimal("1.5"), 0, 14, NumberKind.PART)


def test_read_is_bounded_on_huge_numbers() -> None:
    assert read("9" * 40 + " plus 1") == [Number(Decimal(1), 46, 47, NumberKind.WHOLE)]


@pytest.mark.parametrize(("written", "read"), [
    ("1,500 plus 2", "1500 plus 2"),
    ("12,000,000", "12000000"),
    ("5,00 plus 1", "5.00 plus 1"),  # a decimal comma
    ("3,50 euros", "3.50 euros"),
    ("add 1,2 and 3", "add 1,2 and 3"),  # a list: no decimal comma
    ("pick 1,2,3", "pick 1,2,3"),  # a list, not a number
])
def test_separators(written: str, read: str) -> None:
    assert separators(written) == read


@pytest.mark.parametrize(("said", "read"), [("negative 10 degrees", "minus 10 degrees"),
                                            ("negative five celsius", "minus 5 celsius"),
                                            ("a negative attitude", "a negative attitude")])
def test_a_sign_said_negative_is_minus(said: str, read: str) -> None:
    assert amounts(said) == read


@pytest.mark.parametrize(("said", "read"), [("twenty oh five", "2005"), ("nineteen oh eight", "1908"),
                                            ("from one to 5k", "from 1 to 5000"), ("one oh five", "105")])
def test_a_year_with_oh_and_thousands_with_k(said: str, read: str) -> None:
    assert numerals(said) == read
