"""At what temperature water boils and freezes, at sea level (issue 15: the model declines or guesses).

"at what temperature does water boil", "whats the freezing point of water", "whats the boiling point of water in
fahrenheit", "at how many degrees celsius does water start boiling", "what temperature does water freeze at". The two
points are the ones the Celsius scale was built on (0 and 100 degrees at standard atmospheric pressure; NIST,
"SI units - temperature"), and Fahrenheit is converted from them by its definition (F = C x 9/5 + 32), so the table
below is two numbers, closed and stable. Other liquids, other pressures ("on a mountain", "in a pressure cooker")
and anything else hot or cold are left alone. Pure; ``knowledge_readings`` makes ``reply`` a reading.
"""

from __future__ import annotations

import re

MAX_WORDS = 22

# degrees Celsius at standard atmospheric pressure (101.325 kPa): the scale's own reference points
_POINTS_C = {"boils": 100, "freezes": 0}
_WATER = re.compile(r"\bwaters?\b|\bice (?:melt|melts)\b")
_BOIL = re.compile(r"\bboil(?:s|ing|ed)?\b")
_FREEZE = re.compile(r"\b(?:freez(?:e|es|ing)|froze|frozen|turn(?:s)? (?:in)?to ice|becomes? ice|melt(?:s|ing)?)\b")
_ASKED = re.compile(r"\b(?:what|whats|which|at what|how many degrees|how hot|how cold|when|tell me)\b|"
                    r"\b(?:boiling|freezing|melting) point\b")
_FAHRENHEIT = re.compile(r"\bfahrenheit\b|\bf\b")
_CELSIUS = re.compile(r"\bcelsius\b|\bcentigrade\b|\bc\b")
_NOT_ASKED = re.compile(r"\b(?:kettle|remind|timer|list|spell\w*|mountain|altitude|everest|pressure|salt|salty|"
                        r"sea water|seawater|milk|oil|alcohol|vodka|petrol|pipes?|pond|outside|today|tonight|"
                        r"tomorrow|weather|forecast|egg|eggs|pasta|rice|minutes|long|bottle|fridge|freezer|bath|"
                        r"shower|tap|drink|hot water bottle|sea|pool|tank|boiler|called|name|word|cubes?)\b")


def _said(celsius: int, fahrenheit_asked: bool, celsius_asked: bool) -> str:
    fahrenheit = round(celsius * 9 / 5 + 32)
    if fahrenheit_asked and not celsius_asked:
        return f"{fahrenheit} degrees Fahrenheit"
    if celsius_asked and not fahrenheit_asked:
        return f"{celsius} degrees Celsius"
    return f"{celsius} degrees Celsius, which is {fahrenheit} degrees Fahrenheit"


def reply(normalized: str) -> str | None:
    """The answer to a boiling or freezing point of water question in ``normalized``, or None when it is not one."""
    if not normalized or len(normalized.split()) > MAX_WORDS or not _WATER.search(normalized):
        return None
    if _NOT_ASKED.search(normalized) or not _ASKED.search(normalized):
        return None
    boil, freeze = _BOIL.search(normalized), _FREEZE.search(normalized)
    if (boil is None) == (freeze is None):
        return None  # neither, or both at once
    verb = "boils" if boil else "freezes"
    if freeze is not None and freeze.group(0).startswith("melt"):
        verb = "melts"  # ice melts where water freezes
    degrees = _said(_POINTS_C["boils" if boil else "freezes"], _FAHRENHEIT.search(normalized) is not None,
                    _CELSIUS.search(normalized) is not None)
    subject = "Ice" if verb == "melts" else "Water"
    return f"{subject} {verb} at {degrees}, at sea level."
