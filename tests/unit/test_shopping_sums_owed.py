"""A priced round asked as what is owed or paid (round 23, second wave; none of these sentences is in a benchmark
set). Pure."""

from __future__ import annotations

import pytest

from gpt_home.skills.shopping_sums import reply


@pytest.mark.parametrize(("text", "total"), [
    ("3 coffees at 2.40 each and a cake at 3.10 what do we pay", "10.30"),
    ("4 teas at 1.20 each what will i pay", "4.80"),
    ("two burgers at 6.50 each and a shake at 3 what do i owe you", "16"),
])
def test_what_is_owed_is_the_total(text: str, total: str) -> None:
    from gpt_home.agent.number_reader import numerals

    said = reply(numerals(text))
    assert said is not None and said.startswith(f"That's {total} ")


def test_a_debt_told_is_no_sum() -> None:
    assert reply("i owe him 5 pounds for 2 coffees at 2.50 each") is None
