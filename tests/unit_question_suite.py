"""A generated suite of unit conversions: quantity x unit pair x question frame x word order x filler x a correction
in the breath ("... to pounds sorry ounces": the last unit said is meant), each with the value computed from the
unit's factor. Deterministic: fillers are dealt in turn."""

from __future__ import annotations

import re
from itertools import cycle

# (from, to, the other unit a correction replaces, factor)
_PAIRS = (("miles", "kilometers", "meters", 1.609344), ("kilos", "pounds", "ounces", 2.2046226),
          ("feet", "meters", "centimeters", 0.3048), ("inches", "centimeters", "millimeters", 2.54),
          ("ounces", "grams", "kilos", 28.349523), ("pounds", "kilos", "grams", 0.45359237),
          ("kilometers", "miles", "feet", 0.62137119), ("litres", "pints", "cups", 1.7597539))
_QUANTITIES = ("5", "12", "100", "three")
_FRAMES = ("convert {q} {a} to {b}", "how many {b} is {q} {a}", "{q} {a} in {b}", "{q} {a} how many {b} is that",
           "how many {b} in {q} {a}", "what is {q} {a} in {b}", "i have {q} {a} what is that in {b}",
           "{q} {a} is how many {b}", "how many {b} are there in {q} {a}", "tell me {q} {a} in {b}",
           "{q} {a} into {b} please", "whats {q} {a} in {b} roughly")
_CORRECTED = ("convert {q} {a} to {c} sorry {b}", "{q} {a} in {c} no actually in {b}",
              "how many {c} no wait {b} is {q} {a}", "{q} {a} to {c} sorry i mean to {b}")
_PREFIXES = ("", "um ", "quick question ", "the kids want to know ", "hey ", "can you tell me ")
_SUFFIXES = ("", " please", " thanks", " for a recipe", "")
_WORDS = {"three": 3}


def _value(q: str, factor: float) -> float:
    return (_WORDS.get(q) or float(q)) * factor


def items() -> list[tuple[str, tuple[float, str]]]:
    """(sentence, (the value, the unit asked))."""
    pairs = cycle([(p, s) for s in _SUFFIXES for p in _PREFIXES])
    out = []
    for a, b, c, factor in _PAIRS:
        for q in _QUANTITIES:
            for frame in (*_FRAMES, *_CORRECTED):
                p, s = next(pairs)
                out.append((" ".join(f"{p}{frame.format(q=q, a=a, b=b, c=c)}{s}".split()), (_value(q, factor), b)))
    return out


def met(reply: str | None, want: tuple[float, str]) -> bool:
    """True when ``reply`` says the value in the unit asked, to 1 % (the skills round to 2 or 3 figures)."""
    value, unit = want
    said = re.search(rf"([\d,]+(?:\.\d+)?) {unit}\b", reply or "")
    return said is not None and abs(float(said.group(1).replace(",", "")) - value) <= 0.01 * value
