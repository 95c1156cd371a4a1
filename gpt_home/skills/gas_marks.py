"""A British oven's gas mark and its temperature, both ways (issue 15): "gas mark 4 in celsius", "what is gas mark 6
in fahrenheit", "180 degrees is what gas mark" -> "Gas mark 4 is 180°C, 350°F."

Gas marks are a fixed table, not a formula (the usual cookery conversions, 1 to 9, with a quarter and a half below),
so the reading only says a mark of the table, or the mark nearest a Celsius or Fahrenheit oven temperature said with
"gas mark" asked; asked, never an oven set or a story told. A mark off the table ("gas mark 12") is said to be none. Pure.
"""

from __future__ import annotations

import re

from gpt_home.agent.number_reader import numerals

# mark: (celsius, fahrenheit)
_MARKS: dict[str, tuple[int, int]] = {
    "1/4": (110, 225), "1/2": (120, 250), "1": (140, 275), "2": (150, 300), "3": (170, 325), "4": (180, 350),
    "5": (190, 375), "6": (200, 400), "7": (220, 425), "8": (230, 450), "9": (240, 475),
}
_MARK = re.compile(r"\bgas (?:mark|number|no) (?P<mark>\d+(?:\.\d+)?|a quarter|quarter|a half|half)\b")
_TO_MARK = re.compile(r"(?<![\d.])(?P<n>\d{2,3})(?: degrees)?(?: (?P<scale>c|f|celsius|centigrade|fahrenheit))?\b"
                      r".*\b(?:gas mark|what gas|which gas|in gas)\b|\b(?:gas mark|what gas|which gas)\b.*?(?<![\d.])"
                      r"(?P<n2>\d{2,3})(?: degrees)?(?: (?P<scale2>c|f|celsius|centigrade|fahrenheit))?\b")
_SAY = {"1/4": "a quarter", "1/2": "a half"}
# a conversion asked ("in celsius", "what is", "how hot"), never an oven set ("preheat the oven to gas mark 4") or a
# story ("my nan cooked everything on gas mark 4")
_ASKED = re.compile(r"\b(?:celsius|centigrade|fahrenheit|c|f|degrees|what|whats|which|how hot|temperature|convert|"
                    r"equivalent|same as|mean|means)\b")
_NOT_ASKED = re.compile(r"\b(?:preheat|pre heat|set|turn|put|heat|cooked|cook|used|told)\b")


def reply(normalized: str) -> str | None:
    """The temperature of a gas mark, or the gas mark of an oven temperature; None for anything else."""
    if "gas" not in normalized or not _ASKED.search(normalized) or _NOT_ASKED.search(normalized):
        return None
    text = numerals(normalized)
    if (said := _MARK.search(text)) is not None:
        mark = {"a quarter": "1/4", "quarter": "1/4", "a half": "1/2", "half": "1/2", "0.25": "1/4",
                "0.5": "1/2"}.get(said["mark"], said["mark"])
        if mark not in _MARKS:
            return f"There's no gas mark {said['mark']}: gas marks go from a quarter up to 9."
        celsius, fahrenheit = _MARKS[mark]
        return f"Gas mark {_SAY.get(mark, mark)} is {celsius}°C, {fahrenheit}°F."
    if (said := _TO_MARK.search(text)) is None:
        return None
    value = int(said["n"] or said["n2"])
    scale = (said["scale"] or said["scale2"] or "").lower()
    fahrenheit = scale.startswith("f") or (not scale and value > 260)
    nearest = min(_MARKS, key=lambda m: abs(_MARKS[m][1 if fahrenheit else 0] - value))
    celsius, fahr = _MARKS[nearest]
    if abs((fahr if fahrenheit else celsius) - value) > (25 if fahrenheit else 15):
        return None  # far from every mark: no oven temperature a gas mark names
    return f"{value}°{'F' if fahrenheit else 'C'} is about gas mark {_SAY.get(nearest, nearest)} ({celsius}°C, {fahr}°F)."
