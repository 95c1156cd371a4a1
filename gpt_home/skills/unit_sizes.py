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
from gpt_home.skills.measure_systems import UK, US, sized_unit

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


def reply(normalized: str, region: str | None = None) -> str | None:
    """The bigger (or smaller, as asked) of the two units named, and one in the other; None when not asked. A pint,
    quart, gallon or fluid ounce is sized for ``region`` ("uk", "us"), or both sizes are said (``measure_systems``)."""
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
    sized = [_sized(first, second, word, bool(found.group(4)), system) for system in ((region,) if region else (UK, US))]
    if None in sized:
        return None
    (winner, text, small), *us = sized
    if not us or us[0][1] == text or sized_unit(first, UK) is sized_unit(second, UK) is None:
        return text
    two, other = (first, second) if sized_unit(first, UK) else (second, first)
    in_other = [convert_common(1.0, sized_unit(two, system), common_unit_of(other)) for system in (UK, US)]
    if us[0][0] != winner:  # a quart: an imperial one is more than a litre, a US one less
        return (f"It depends: an imperial {two} is {_figure(in_other[0])} {_plural(other)}, but a US {two} is "
                f"{_figure(in_other[1])} {_plural(other)}.")
    us_figure = us[0][1].rsplit(" is ", 1)[1].split(" ", 1)[0]
    if small == other:  # "one pint is 0.57 litres": the pint is the one sized
        return f"{text.removesuffix('.')}, or {us_figure} for a US {two}."
    return f"{text.removesuffix('.')}, or {us_figure} US {_plural(two)}."


def _figure(value: float | None) -> str:
    return f"{value or 0:,.2f}".rstrip("0").rstrip(".")


def _sized(first: str, second: str, word: str, yes_no: bool, system: str) -> tuple[str, str, str] | None:
    """The winner, the answer and the smaller unit, with pints, quarts and gallons sized in ``system``."""
    a, b = (sized_unit(u, system) or common_unit_of(u) for u in (first, second))
    if a is None or b is None:
        return None
    one_in_other = convert_common(1.0, a, b)
    if one_in_other is None or abs(one_in_other - 1) < 1e-9:
        return None
    a_bigger = one_in_other > 1
    winner = first if a_bigger == (word not in _SMALLER) else second
    big, small = (first, second) if a_bigger else (second, first)
    size = convert_common(1.0, *((a, b) if a_bigger else (b, a)))
    one = f"one {big} is {_figure(size)} {_plural(small)}"
    if yes_no:  # "is a mile longer than a kilometre": yes or no
        return winner, f"{'Yes' if winner == first else 'No'}, {one}.", small
    return winner, f"{'An' if winner[0] in 'aeiou' else 'A'} {winner} is {word}: {one}.", small


def _plural(unit: str) -> str:
    if unit in ("foot", "feet"):
        return "feet"
    return unit if unit.endswith("s") else f"{unit}es" if unit.endswith("inch") else f"{unit}s"
