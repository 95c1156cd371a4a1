"""A limit and an amount said in two units, and whether the amount is over it ("my suitcase limit is 23 kilos and it
weighs 50 pounds, am i over" -> "No, 50 pounds is 22.68 kilos: 0.32 kilos under the 23 kilo limit.").

Each part alone is a conversion the templates read, so without this family the sentence was answered as one of its
parts (or by the model, which guesses a yes). Read only when it is sure: exactly two amounts in everyday units of one
kind (weight, length, volume), one of them named as the limit ("limit", "allowance", "maximum", "up to"), and a
question of over or under. Anything less is left to the other readings: a false "yes, you're over" is worse than
no answer.
"""

from __future__ import annotations

import re

from gpt_home.agent.number_reader import numeralize
from gpt_home.skills.calc import common_unit_of
from gpt_home.skills.common_units import Unit, convert_common
from gpt_home.skills.spoken_quantity import SPOKEN_UNITS

# a metric tonne too, a limit a road sign says ("tons" stays out: short or long, which is a guess)
_TONNE = Unit("mass", 1000.0)
_UNITS = "|".join(sorted((*(u for u in SPOKEN_UNITS if " " not in u), "tonnes", "tonne"), key=len, reverse=True))
_AMOUNT = re.compile(rf"(?<![\w.])(\d+(?:\.\d+)?) ?({_UNITS})\b")
_LIMIT = re.compile(r"\b(?:limit|limits|allowance|allowed|maximum|max|up to|no more than|at most|cap|capped at)\b")
_ASKED = re.compile(r"\b(?:over|under|within|too (?:heavy|long|big|much)|overweight|below|above|exceed|exceeds|"
                    r"exceeding|allowed)\b.*$")
# either said as the question ("am i over or under"): no yes or no can answer it, the side is said
_EITHER = re.compile(r"\b(?:over or under|under or over|over or within|within or over|above or below|below or above)\b")
# may it cross ("the bridge limit is 3 tonnes, my van is 2,800 kilos, can i go over it"): yes when it is under
_CROSS = re.compile(r"\bcan (?:i|we|it|he|she|they|you|the \w+) (?:go|drive|get|take it|take the \w+|cross|pass|use)"
                    r"(?: (?:over|across|on|onto|under|through))?(?: it| the \w+)?$")
_SPEED = re.compile(r"\b(?:speed|an hour|per hour|mph|kph|km h|miles an|fast)\b")  # miles of a speed: never a length
_KINDS = ("mass", "length", "volume")
MAX_WORDS_BEFORE = 4  # a limit word at most this many words before its amount


def _number(value: float) -> str:
    return f"{value:,.2f}".rstrip("0").rstrip(".")


def _is_limit(text: str, start: int) -> bool:
    """True when a limit word is said just before the amount at ``start`` ("limit is 23 kilos", "up to 23 kg")."""
    before = text[:start].split()[-MAX_WORDS_BEFORE:]
    return _LIMIT.search(" ".join(before)) is not None


def compared(normalized: str) -> str | None:
    """Over or under the limit said, by how much, in the limit's unit; None unless the sentence is surely that."""
    # "2,800 kilos" comes normalized as "2 800 kilos": one amount (never 800 kilos)
    text = re.sub(rf"(?<![\d.])(\d{{1,3}}) (\d{{3}}) ?(?=(?:{_UNITS})\b)", r"\1\2 ", numeralize(normalized))
    found = list(_AMOUNT.finditer(text))
    cross = _CROSS.search(text) is not None
    if len(found) != 2 or _SPEED.search(text) or not cross and (not re.search(
            r"\b(?:am|are|is|will|would|does|do|was)\b", text[found[1].end():] + " " + text[:found[0].start()])
            or not _ASKED.search(text[found[0].end():])):
        return None
    limits = [m for m in found if _is_limit(text, m.start())]
    if len(limits) != 1:
        return None
    limit, amount = limits[0], next(m for m in found if m is not limits[0])
    units = [_TONNE if m.group(2) in ("tonne", "tonnes") else common_unit_of(m.group(2)) for m in (limit, amount)]
    if units[0] is None or units[1] is None or units[0].dimension != units[1].dimension \
            or units[0].dimension not in _KINDS:
        return None
    value = convert_common(float(amount.group(1)), units[1], units[0])
    if value is None:
        return None
    cap, unit = float(limit.group(1)), limit.group(2)
    said, in_limit = f"{amount.group(1)} {amount.group(2)}", f"{_number(value)} {unit}"
    same = said == in_limit
    head = said if same else f"{said} is {in_limit}"
    the_limit = f"the {limit.group(1)} {unit.removesuffix('s') if not unit.endswith('ss') else unit} limit"
    if abs(value - cap) < 0.005 * cap:
        return f"It's right on the limit: {head}." if not same else f"It's right on {the_limit}."
    gap = f"{_number(abs(value - cap))} {unit}"
    side = f"{gap} {'over' if value > cap else 'under'} {the_limit}"
    if _EITHER.search(text[found[0].end():]):
        return f"It's {side}." if same else f"It's {side}: {head}."
    under_asked = cross or re.search(r"\b(?:under|within|below|allowed|ok|okay|fine)\b", text[found[0].end():]) is not None
    yes = (value > cap) != under_asked  # "am i under", "can i go over it": yes when it is under
    return f"{'Yes' if yes else 'No'}, {head}: {side}."
