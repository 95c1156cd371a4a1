"""Facts about numbers (``skills.number_facts``): a remainder, prime, odd or even, an average, with numbers said as
words, and the bounds on cost. None of these sentences is in a benchmark set."""

from __future__ import annotations

import pytest

from gpt_home.skills.number_facts import find, smallest_factor


def _reply(text: str) -> str | None:
    found = find(text)
    return found[0][1]["reply"] if found else None


@pytest.mark.parametrize(("text", "reply"), [
    ("whats the remainder when twenty three is divided by four", "23 divided by 4 is 5 remainder 3."),
    ("twenty divided by six whats the remainder", "20 divided by 6 is 3 remainder 2."),
    ("what is nine modulo two", "9 mod 2 is 1."),
    ("remainder of ten divided by zero", "You can't divide by zero."),
    ("is twenty nine a prime number", "Yes, 29 is a prime number."),
    ("is fifty one prime", "No, 51 is 3 times 17."),
    ("is one a prime number", "No, 1 is not a prime number."),
    ("is eleven an even number", "No, 11 is odd."),
    ("is a dozen even", "Yes, 12 is even."),
    ("whats the average of two four and nine", "The average of 2, 4 and 9 is 5."),
    ("what is the mean of one and two", "The average of 1 and 2 is 1.5."),
])
def test_number_facts(text: str, reply: str) -> None:
    assert _reply(text) == reply


@pytest.mark.parametrize("text", ["is the kitchen light even on", "whats the average temperature in july",
                                  "the mean of life", "is it prime time", "whats nine plus two"])
def test_other_requests_are_not_number_facts(text: str) -> None:
    assert find(text) == []


def test_a_prime_check_is_bounded() -> None:
    assert _reply("is 10000000000001 prime") == "That number is too big for me to check."
    assert smallest_factor(9999999967) == 9999999967  # the largest checked: 50,000 trial divisions


def test_an_average_of_too_many_numbers_is_declined() -> None:
    assert find("the average of " + " ".join(["3"] * 25)) == []
