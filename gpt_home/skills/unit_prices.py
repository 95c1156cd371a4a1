"""A price per unit of measure and an amount bought, said in any order: "cheese is 8 pounds a kilo, how much is 250
grams", "how much for 40 litres of petrol at 1.50 a litre", "at 2 pounds a kilo what does 3 kilos cost".

The amount is brought to the unit the price is per (250 grams at 8 a kilo is 0.25 kilo: 2), with the everyday units
of ``common_units``; never read as a count of things (250 grams at 8 pounds "per kilo" had been 2,000). Every word
must belong to the price, the amount, the thing or the question (``number_asks`` strips politeness and a reason
first); a price told ("i paid 1.50 a litre for 40 litres") asks nothing. Pure.
"""

from __future__ import annotations

import re
from decimal import Decimal

from gpt_home.skills.calc import common_unit_of
from gpt_home.skills.common_units import convert_common

MAX_AMOUNT = Decimal(100_000)
_N = r"\d+(?:\.\d+)?"
_CURRENCY = r"(?:p| pence| pounds?| quid| dollars?| bucks| euros?| cents?)?"
_UNIT = r"[a-z]+"
_THING = r"(?!(?:at|for|is|are|a|an|per|of|how|what)\b)[a-z]+(?: [a-z]+)?"
_PRICE = rf"(?P<price>{_N}){_CURRENCY} (?:per|a|an) (?P<per>{_UNIT})"
_AMOUNT = rf"(?P<amount>{_N}) (?P<unit>{_UNIT})(?: of (?:the )?{_THING})?"
_ASK_FOR = r"(?:how much (?:for|is|are|would be|will be|would|will|do|does)|what (?:does|do|will|would|is))"
_END = r"(?: cost| come to| be| cost me)?"
_TOTAL = r"(?:how much(?: is that| altogether| in total)?|what is the total|what does (?:that|it) come to|in total)"
_ASKED = (
    # "cheese is 8 pounds a kilo, how much is 250 grams", "at 1.50 a litre what does 40 litres cost"
    re.compile(rf"(?:(?:the )?{_THING} (?:is|are|costs?|cost) |at )?{_PRICE}(?: and| so)? {_ASK_FOR} {_AMOUNT}{_END}"),
    # "how much for 40 litres of petrol at 1.50 a litre"
    re.compile(rf"{_ASK_FOR} {_AMOUNT} (?:at|costing) {_PRICE}{_END}"),
    # "250 grams of cheese at 8 pounds per kilo, what is the total"
    re.compile(rf"{_AMOUNT} (?:at|costing) {_PRICE} {_TOTAL}"),
)


def _money(value: Decimal) -> str:
    value = value.quantize(Decimal("0.01"))
    return f"{value:.0f}" if value == value.to_integral() else f"{value:.2f}"


def reply(text: str) -> str | None:
    """ "That's 2 for 250 grams." for ``text`` (numerals, politeness stripped); None when it is not this question."""
    asked = next((m for pattern in _ASKED if (m := pattern.fullmatch(text))), None)
    if asked is None:
        return None
    per, unit = common_unit_of(asked.group("per")), common_unit_of(asked.group("unit"))
    if per is None or unit is None or per.dimension != unit.dimension:
        return None  # "12 pounds an hour for 8 tickets": no amount of the unit priced
    amount = Decimal(asked.group("amount"))
    converted = convert_common(float(amount), unit, per)
    if converted is None or not 0 < amount <= MAX_AMOUNT:
        return None
    total = Decimal(asked.group("price")) * Decimal(str(round(converted, 6)))
    if re.match(rf"{_N}(?:p| pence| cents?) ", text[asked.start("price"):]):
        total /= 100
    return f"That's {_money(total)} for {asked.group('amount')} {asked.group('unit')}."


def measured(thing: str) -> bool:
    """True when ``thing`` (what a count is of: "grams of cheese") starts with a unit of measure: an amount, never a
    count of things."""
    return bool(thing) and common_unit_of(thing.split()[0]) is not None
