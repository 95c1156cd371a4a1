"""Which of two units is the bigger one: "which is heavier a pound or a kilo", "is a mile longer than a kilometre",
"what's bigger a pint or a litre", "is an ounce more than a gram".

One of each unit is compared (no amounts said: ``unit_compare`` weighs amounts against a limit), both of the same
kind (length, weight, volume), and the answer says by how much: "A kilo is heavier: 1 kilo is 2.2 pounds." The
size word must fit the kind (heavier for weights, longer for lengths; bigger, more and less for any). Pure.
"""

from __future__ import annotations

import re

from gpt_home.skills.calc import common_unit_of
from gpt_home.skills.common_units import convert_common

MAX_WORDS = 14
_UNIT = r"(?:an? |one )?([a-z]+(?: ounce)?)"
_MORE = r"heavier|lighter|longer|shorter|bigger|smaller|more|less|larger"
_WHICH = re.compile(
    rf"^(?:(?:so|um|and|hey|please) )*(?:which|what|whats|whichs)(?: is| s| one is| ones)? ({_MORE})(?: than the other)? "
    rf"{_UNIT} or {_UNIT}$|^(?:(?:so|um|and|hey|please) )*(?:is|are) {_UNIT} ({_MORE}) than {_UNIT}$"
)
_KIND_WORDS = {"heavier": "mass", "lighter": "mass", "longer": "length", "shorter": "length"}
_SMALLER = ("lighter", "shorter", "smaller", "less")
_SAID = {
    "kilogram": "kilo",
    "kilometer": "kilometre",
    "meter": "metre",
    "centimeter": "centimetre",
    "millimeter": "millimetre",
    "liter": "litre",
    "milliliter": "millilitre",
}


def reply(normalized: str) -> str | None:
    """The bigger (or smaller, as asked) of the two units named, and one in the other; None when not asked."""
    if not normalized or len(normalized.split()) > MAX_WORDS:
        return None
    found = _WHICH.match(normalized)
    if found is None:
        return None
    word, first, second = found.group(1, 2, 3) if found.group(1) else (found.group(5), found.group(4), found.group(6))
    a, b = common_unit_of(first), common_unit_of(second)
    if (
        a is None
        or b is None
        or a.dimension not in ("mass", "length", "volume")
        or a.dimension != b.dimension
        or _KIND_WORDS.get(word, a.dimension) != a.dimension
        or a == b
    ):
        return None
    one_in_other = convert_common(1.0, a, b)
    if one_in_other is None or abs(one_in_other - 1) < 1e-9:
        return None
    a_bigger = one_in_other > 1
    winner, loser = (first, second) if a_bigger == (word not in _SMALLER) else (second, first)
    big, small = (first, second) if a_bigger else (second, first)
    size = convert_common(1.0, common_unit_of(big), common_unit_of(small))
    said = f"{size:,.2f}".rstrip("0").rstrip(".")
    if found.group(4):  # "is a mile longer than a kilometre": yes or no
        yes = winner == first
        return f"{'Yes' if yes else 'No'}, one {big} is {said} {_plural(small)}."
    article = "An" if winner[0] in "aeiou" else "A"
    return f"{article} {winner} is {word}: one {big} is {said} {_plural(small)}."


def _plural(unit: str) -> str:
    if unit in ("foot", "feet"):
        return "feet"
    return unit if unit.endswith("s") else f"{unit}es" if unit.endswith("inch") else f"{unit}s"
