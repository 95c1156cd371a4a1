"""One quantity said, and the unit wanted named apart from it, not after "in": "the cake needs 350 fahrenheit but my
oven only does celsius", "we use celsius, its 41 fahrenheit, how much", "in my country is kilometres, the sign say
60 miles per hour, how much this is", "we use kilos, the case weighs 50 pounds, what is that".

A temperature's other scale may be named after it (the need told, the conversion asked by naming the scale) or,
with the value asked after it ("how much is that"), before it. Any other unit is read only with the value asked
after the quantity and one other unit of the same kind (length, mass, volume; a speed counts as a length: "60 miles
per hour" in kilometres is said per hour) named anywhere else. Two units named, the same unit, or another kind: None.

Pure: the text (numbers as digits) and the quantity found by ``slot_spans`` in, (quantity, unit asked) out.
"""

from __future__ import annotations

import re

_SCALES = ("celsius", "centigrade", "fahrenheit")
_KINDS = (
    ("length", r"kilomet(?:re|er)s?|kms?|met(?:re|er)s?|centimet(?:re|er)s?|cm|millimet(?:re|er)s?|mm|miles?|yards?|"
               r"feet|foot|inch(?:es)?|miles (?:per|an) hour|mph|kilomet(?:re|er)s (?:per|an) hour|km per hour|kph"),
    ("mass", r"kilograms?|kilos?|kg|grams?|milligrams?|ounces?|oz|pounds?|lbs?|stones?"),
    ("volume", r"lit(?:re|er)s?|millilit(?:re|er)s?|ml|gallons?|pints?|quarts?|cups?|tablespoons?|teaspoons?|"
               r"fluid ounces"),
    ("temperature", "celsius|centigrade|fahrenheit|kelvin"),
)
_UNIT_WORD = re.compile(r"(?<![\w.])(" + "|".join(pattern for _, pattern in _KINDS) + r")\b")
# the value of the quantity asked after it: "how much is that", "how much this is", "what is it", "what does it make"
_VALUE_ASKED = re.compile(r"\b(?:how much|what) is (?:this|that|it)\b|\bhow much (?:this|that|it) is\b|"
                          r"\bwhat does (?:this|that|it) (?:make|come to)\b|\bhow (?:much|warm|cold|hot) is (?:this|that|it)\b|"
                          r"\bhow (?:much|many) is (?:this|that|it)\b")


def _kind(unit: str) -> str | None:
    return next((kind for kind, pattern in _KINDS if re.fullmatch(pattern, unit)), None)


def unit_asked(text: str, start: int, end: int, unit: str) -> str | None:
    """The unit wanted for the quantity at ``text[start:end]`` in ``unit``, named apart from it; None otherwise."""
    asked_after = _VALUE_ASKED.search(text, end) is not None
    if unit in _SCALES:
        named = {m.group(1) for m in re.finditer(r"\b(celsius|centigrade|fahrenheit)\b", text[end:])} - {unit}
        if not named and asked_after:  # "we use celsius, its 41 fahrenheit, how much"
            named = {m.group(1) for m in re.finditer(r"\b(celsius|centigrade|fahrenheit)\b", text[:start])} - {unit}
        if len(named) != 1 or ("fahrenheit" in named) == (unit == "fahrenheit"):
            return None  # "40 celsius, or is it centigrade": the same scale, nothing asked
        return named.pop()
    kind = _kind(unit)
    if not asked_after or kind is None:
        return None
    named = {m.group(1) for m in _UNIT_WORD.finditer(text[:start] + " " + text[end:])}
    same = {u for u in named if _kind(u) == kind and u.rstrip("s") != unit.rstrip("s")}
    if len(named) != 1 or len(same) != 1:
        return None  # "… in kilos or stone", a second unit of another kind: which one is asked is a guess
    return same.pop()
