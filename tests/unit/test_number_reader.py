"""Amounts as said: decimals in words, bare scale words, three-digit numbers said in two parts (only on request)."""

from __future__ import annotations

import pytest

from gpt_home.agent.number_reader import amounts, decimals, grouped_hundreds, grouped_years


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
