"""Round 23 (issue 15): "N percent off X" says the saving and the price ("how much is 15 percent off a 340 pound
sofa": 51 off, so 289), in any wording that asks it; an ordinal power of any size is read ("raise 19 to the 40
millionth power": too big, said so; "3 to the 21st power" worked out). Generated cases, a never-tuned vocabulary
(the ``UNSEEN`` lists, written before the change) and must-nots, through the real rules, recognizer and skills."""

from __future__ import annotations

import re

import pytest
from skill_helpers import say
from skill_helpers import listing_skills  # noqa: F401 (the skills fixture)

from gpt_home.skills.calc import TOO_BIG_REPLY
from gpt_home.skills.local import LocalSkills
from gpt_home.skills.spoken_sums import powers

DISCOUNTS = [
    (f"{lead}{p} percent off {a}{x}{unit}{tail}", p, x)
    for lead, a, unit, tail in (("how much is ", "a ", " pound sofa", ""), ("what's ", "", "", ""), ("", "", "", ""),
                                ("whats ", "a ", " pound jacket", " in the sale"), ("what is ", "", " dollars", ""))
    for p, x in ((15, 340), (20, 65), (25, 80))
]
UNSEEN_DISCOUNTS = [
    ("how much would 30 percent off a 90 pound coat be", 30, 90),
    ("my trainers are 70 pounds with 10 percent off how much is that", 10, 70),
    ("whats 50 percent off a 24 pound toy", 50, 24),
    ("what do i pay with 40 percent off 150", 40, 150),
]
POWERS = [("raise 19 to the 40 millionth power for me", None), ("what is 7 to the millionth power", None),
          ("whats 12 to the 5 thousandth power", None), ("raise 3 to the 21st power", 3**21),
          ("what's 2 to the 12th power", 2**12), ("work out 5 to the 3rd power", 125)]
UNSEEN_POWERS = [("2 to the 2 billionth power please", None), ("can you do 4 to the 11th power", 4**11),
                 ("10 to the hundredth power", None)]


def _money(value: float) -> str:
    return f"{value:,.2f}".removesuffix(".00")


@pytest.mark.parametrize(("text", "rate", "price"), DISCOUNTS + UNSEEN_DISCOUNTS, ids=lambda v: str(v)[:50])
def test_a_discount_says_the_saving_and_the_price(skills: LocalSkills, text: str, rate: int, price: int) -> None:
    reply = say(skills, text)
    saving = rate * price / 100
    assert reply is not None and re.search(rf"\b{_money(saving)}\b.*\boff, so {_money(price - saving)}\b", reply), reply


@pytest.mark.parametrize("text", ["i got 20 percent off my shoes yesterday", "what is 25 percent of 80",
                                  "turn the kitchen light to 40 percent", "my sister said it was 30 percent off 50"])
def test_no_discount_is_read_where_none_is_asked(skills: LocalSkills, text: str) -> None:
    assert " off, so " not in str(say(skills, text))


@pytest.mark.parametrize(("text", "value"), POWERS + UNSEEN_POWERS, ids=lambda v: str(v)[:50])
def test_an_ordinal_power_of_any_size_is_read(skills: LocalSkills, text: str, value: int | None) -> None:
    reply = say(skills, text)
    assert reply == TOO_BIG_REPLY if value is None else (reply is not None and f"{value:,}" in reply), reply


@pytest.mark.parametrize(("text", "read"), [
    ("19 to the 40 millionth power", "19 to the power of 40000000"), ("2 to the 100th power", "2 to the power of 100"),
    ("7 to the power of 3rd", "7 to the power of 3"), ("the 40th birthday power cut", "the 40th birthday power cut"),
])
def test_powers_reads_only_an_ordinal_power(text: str, read: str) -> None:
    assert powers(text) == read
