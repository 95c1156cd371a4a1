"""Self-corrections said inside one request, and remarks that only look like one (pure)."""

from __future__ import annotations

import pytest

from gpt_home.agent.self_correction import corrected, corrected_slots, has_correction


@pytest.mark.parametrize("text", [
    "wake me at half eight on sunday no rush",
    "set an alarm for 7 on saturday no hurry",
    "remind me to call mum on sunday at 3 pm no worries",
    "set a timer for 10 minutes no pressure",
    "add eggs to the list no problem",
    "turn on the kitchen light no rush at all",
])
def test_no_rush_is_a_remark_not_a_correction(text: str) -> None:
    assert corrected(text) is None and not has_correction(text)


@pytest.mark.parametrize(("text", "fixed"), [
    ("how many days until the 20th no sorry the 22nd", "how many days until the 22nd"),
    ("how many days until the 20th no wait the 22nd", "how many days until the 22nd"),
    ("how long until the 20th i mean the 22nd", "how long until the 22nd"),
    ("set a timer for five no make it ten minutes", "set a timer for ten minutes"),
    ("add eggs no milk to the list", "add milk to the list"),
])
def test_a_correction_takes_the_later_value(text: str, fixed: str) -> None:
    assert corrected(text) == fixed


@pytest.mark.parametrize(("text", "fixed"), [
    ("what is 84 divided by 4 no by 6", "what is 84 divided by 6"),
    ("whats 9 multiplied by 7 sorry by 8", "whats 9 multiplied by 8"),
    ("what is 100 minus 7 no minus 9", "what is 100 minus 9"),
    ("how much is 40 divided by 5 sorry 40 divided by 8", "how much is 40 divided by 8"),
    ("convert 30 miles to kilometres sorry 30 kilometres to miles", "convert 30 kilometres to miles"),
    ("turn 20 celsius into fahrenheit no 25 celsius into fahrenheit", "turn 25 celsius into fahrenheit"),
    ("how much is 5 pounds in kilos no in grams", "how much is 5 pounds in grams"),
])
def test_a_correction_naming_only_the_changed_part_keeps_the_rest(text: str, fixed: str) -> None:
    assert corrected(text) == fixed


@pytest.mark.parametrize(("text", "kept"), [
    # a second request said after the first is never swallowed by a "restated from the first number"
    ("set a timer for 10 minutes and add 2 eggs to the list no 3 eggs to the list", "timer for 10 minutes"),
    # "by" with no number after it is no new divisor
    ("what is 84 divided by 4 no by the way", "divided by 4"),
])
def test_a_restated_part_never_swallows_another_request(text: str, kept: str) -> None:
    assert kept in (corrected(text) or text)


@pytest.mark.parametrize(("slots", "quantity", "to_unit"), [
    ({"quantity": "30 miles", "to_unit": "kilometres sorry 30 kilometres to miles"}, "30 kilometres", "miles"),
    ({"quantity": "2 cups", "to_unit": "millilitres no 3 cups into litres"}, "3 cups", "litres"),
    ({"quantity": "5 pounds", "to_unit": "kilos no in grams"}, "5 pounds", "grams"),
    ({"quantity": "10 inches", "to_unit": "centimetres sorry i mean 10 feet"}, "10 feet", "centimetres"),
])
def test_a_conversion_said_again_takes_both_its_amount_and_its_unit(slots: dict[str, str], quantity: str,
                                                                   to_unit: str) -> None:
    out = corrected_slots(slots)
    assert out is not None and out["quantity"] == quantity and out["to_unit"] == to_unit
