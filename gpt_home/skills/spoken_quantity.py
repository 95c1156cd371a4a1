"""Quantities as a household says them, put in the form unit conversion reads (``calc.convert``).

"sixty miles an hour" is miles per hour; "four ounces of sugar" is four ounces (the sugar names no unit); "half a
pound" is 0.5 pounds; "five foot ten" and "eleven stone four" are one quantity in two units, read as the smaller unit
("70 inches"). Only the wording changes: the amount and the units stay the ones said.
"""

from __future__ import annotations

import re

# The units a conversion is asked in, as said (``slot_spans`` finds them inside extra words); time units are left out:
# "five minutes" in a request is a timer's, not a conversion's.
SPOKEN_UNITS = (
    "kilometres", "kilometers", "kilometre", "kilometer", "km", "kms", "metres", "meters", "metre", "meter",
    "centimetres", "centimeters", "centimetre", "centimeter", "cm", "millimetres", "millimeters", "millimetre",
    "millimeter", "mm", "miles", "mile", "yards", "yard", "feet", "foot", "inches", "inch", "kilograms", "kilogram",
    "kilos", "kilo", "kg", "grams", "gram", "milligrams", "milligram", "ounces", "ounce", "oz", "pounds", "pound",
    "lbs", "lb", "stones", "stone", "litres", "liters", "litre", "liter", "millilitres", "milliliters", "millilitre",
    "milliliter", "ml", "gallons", "gallon", "pints", "pint", "quarts", "quart", "cups", "cup", "tablespoons",
    "tablespoon", "teaspoons", "teaspoon", "fluid ounces", "celsius", "centigrade", "fahrenheit", "kelvin",
    "miles per hour", "miles an hour", "mph", "kilometres per hour", "kilometers per hour", "kilometres an hour",
    "kilometers an hour", "km per hour", "kph", "feet and inches", "foot and inches",
)
_FRACTIONS = ((re.compile(r"^(?:three|3) quarters?(?: of an?)? "), "0.75 "),
              (re.compile(r"^(?:a |one |1 )?quarter(?: of an?)? "), "0.25 "),
              (re.compile(r"^(?:one and a half|an? and a half) "), "1.5 "),
              (re.compile(r"^(?:half an?|an? half|half of an?|half) "), "0.5 "))  # "a quarter hour", "half hour"
_AND_A_HALF = re.compile(r"^(\d+(?:\.\d+)?) and (a half|a quarter|three quarters|3 quarters) ")
_PARTS = {"a half": 0.5, "a quarter": 0.25, "three quarters": 0.75, "3 quarters": 0.75}
_PER = re.compile(r"(?<=[a-z]) (?:an|a) (hour|minute|second)$")  # "miles an hour", not "an hour" itself
_OF_STUFF = re.compile(
    r"^(.*?\b(?:grams?|kilos?|kilograms?|ounces?|oz|pounds?|lbs?|cups?|tablespoons?|teaspoons?|litres?|liters?|"
    r"millilitres?|milliliters?|pints?|gallons?|stones?|ml|g|kg)) of (?:[a-z]+ ?){1,3}$")
_COMPOUND = {"foot": ("inches", 12), "feet": ("inches", 12), "stone": ("pounds", 14), "stones": ("pounds", 14),
             "pound": ("ounces", 16), "pounds": ("ounces", 16), "metre": ("centimetres", 100),
             "metres": ("centimetres", 100), "meter": ("centimetres", 100), "meters": ("centimetres", 100)}
# "5 foot 10", "11 stone 4", "2 pounds 4 ounces", "1 metre 60" (1.60 m: the smaller number is centimetres)
_COMPOUND_RE = re.compile(r"^(\d+(?:\.\d+)?) (foot|feet|stones?|pounds?|met(?:re|er)s?) (\d+(?:\.\d+)?)"
                          r"(?: (?:inch(?:es)?|pounds?|lbs?|ounces?|oz|cm|centimet(?:re|er)s?))?$")


_LEADING_UNIT = re.compile(rf"(?:degrees )?(?:{'|'.join(sorted(SPOKEN_UNITS, key=len, reverse=True))})(?= |$)")


def leading_unit(unit: str) -> str:
    """ "miles for the marathon" -> "miles": a known unit said first keeps only itself; anything else is unchanged."""
    hit = _LEADING_UNIT.match(unit)
    return hit.group(0) if hit else unit


def unit_words(unit: str) -> str:
    """A unit name as said ("miles an hour", "grams of sugar") in the form conversion reads ("miles per hour")."""
    unit = " ".join(unit.split())
    if hit := _OF_STUFF.match(unit):
        unit = hit.group(1)
    return _PER.sub(r" per \1", unit)


def two_units(quantity: str) -> bool:
    """True for one quantity said in two units ("5 foot 10", "11 stone 4"): said back as said, never as the inches
    or pounds it is computed in ("six foot two is 187.96 centimetres", not "74 inches is ...")."""
    return _COMPOUND_RE.match(" ".join(quantity.lower().split())) is not None


# the quantity said first and asked back after it: "8 snargles, what's that in metres" (the unit is "snargles", known
# or not: an unknown one is then said to be unknown, never left to the model as a sentence)
_ASKED_BACK = re.compile(r" (?:so |and |then |ok |okay )?(?:what|how much|how many|how long|how far|how heavy|how big)"
                         r"(?: is| s| are| would| will)? (?:that|this|it|those|these|them)(?: be)?$")


def quantity_words(quantity: str) -> str:
    """A quantity as said (numerals already: "5 foot 10", "half a pound of butter") in the form conversion reads."""
    text = _ASKED_BACK.sub("", " ".join(quantity.lower().split()))
    for said, number in _FRACTIONS:
        if said.match(text):
            text = said.sub(number, text, count=1)
            break
    # "a day and a half": 1.5 days; "a litre and a half for the recipe", "one and a quarter pounds" (a remark after
    # the unit is left for the unit reading to drop)
    text = re.sub(r"^(?:an?|one|1) ([a-z]+) and (a half|a quarter|three quarters|3 quarters)\b",
                  lambda m: f"{1 + _PARTS[m.group(2)]:g} {m.group(1)}", text)
    if hit := _AND_A_HALF.match(text):
        text = f"{float(hit.group(1)) + _PARTS[hit.group(2)]:g} {text[hit.end():]}"
    text = re.sub(r"^(?:an? )?(\d+(?:\.\d+)?) ?k$", r"\1 kilometers", unit_words(text))  # "a 5k" run
    if hit := _COMPOUND_RE.match(text):
        big, unit, small = float(hit.group(1)), hit.group(2), float(hit.group(3))
        name, per = _COMPOUND[unit]
        total = big * per + small
        text = f"{int(total) if total.is_integer() else total} {name}"
    return text
