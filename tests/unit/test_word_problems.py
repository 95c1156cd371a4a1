"""Word problems of one operation become the sum they stand for; anything less plain is left alone (pure)."""

from __future__ import annotations

import pytest

from gpt_home.skills.word_problems import find


@pytest.mark.parametrize(("text", "expression"), [
    ("if i have three boxes with twelve eggs each how many eggs is that", "3 times 12"),
    ("there are five bags of four apples how many apples altogether", "5 times 4"),
    ("i bought 3 tickets at 12 pounds each how much did i spend", "3 times 12"),
    ("i save 5 pounds a week for 10 weeks how much is that", "5 times 10"),
    ("i have 4 apples and buy 6 more how many do i have", "4 plus 6"),
    ("i had 20 sweets and ate 5 how many are left", "20 minus 5"),
    ("if a box holds six eggs how many eggs in four boxes", "6 times 4"),
    ("how much makes seven and eight", "7 plus 8"),
])
def test_plain_problems(text: str, expression: str) -> None:
    assert find(text) == [("GptMath", {"expression": expression})]


@pytest.mark.parametrize("text", [
    "i have 2 kids with 3 cats how many pets",
    "i had 20 sweets and sold 5 how much did i make",
    "i have 3 boxes with 12 eggs and 2 broke how many eggs",
    "i have three boxes with twelve eggs each",  # no question
])
def test_not_plain_enough(text: str) -> None:
    assert find(text) == []
