"""Amounts as people say them, read the same way by every skill that reads an amount (sums, units, day counts).

``numeralize`` turns number words into digits but keeps "seven thirty" as two numbers, since a clock needs that. An
amount said aloud also has forms a clock never has:

- a decimal said with "point": "twenty six point two" -> "26.2", "point five" -> "0.5" (dropping the "26 point" half
  made "2 miles" of a marathon: a wrong answer, worse than none);
- a bare scale word: "hundred days from now" -> "100 days from now", "a thousand" -> "1000";
- a three-digit number said in two parts: "one forty four" -> "144" (``grouped_hundreds``, only where the caller
  knows two bare numbers side by side cannot be two numbers, e.g. after "square root of": never for clock times).
"""

from __future__ import annotations

import re

from gpt_home.agent.timeparse import numeralize

_DECIMAL = re.compile(r"(?<![\d.])(\d+) point ((?:\d )*\d)\b(?!\.)")
_LEADING_POINT = re.compile(r"(?<![\d.\w])point ((?:\d )*\d)\b")
_BARE_SCALE = re.compile(r"(?<![\d.] )(?<!\d)\b(?:(?:a|one) )?(hundred|thousand)\b(?! (?:and )?\d)")
_SCALES = {"hundred": "100", "thousand": "1000"}
_GROUPED = re.compile(r"(?<![\d.])\b([1-9]) ([1-9]\d)\b(?![\d.]| (?:am|pm|oclock)\b)")


def decimals(text: str) -> str:
    """ "26 point 2 miles" -> "26.2 miles"; "point 5" -> "0.5" (text with numerals)."""
    text = _DECIMAL.sub(lambda m: f"{m.group(1)}.{m.group(2).replace(' ', '')}", text)
    return _LEADING_POINT.sub(lambda m: f"0.{m.group(1).replace(' ', '')}", text)


def amounts(text: str) -> str:
    """``text`` (normalised) with its amounts as numerals: number words, decimals and bare scale words."""
    text = numeralize(text)
    return decimals(_BARE_SCALE.sub(lambda m: _SCALES[m.group(1)], text))


_YEAR = re.compile(r"(?<![\d.])\b(19|20) ([0-9]{2})\b(?![\d.])")


def grouped_years(text: str) -> str:
    """ "19 99 plus 1" -> "1999 plus 1": a year of these two centuries said in two halves, where the caller knows two
    bare numbers in a row are not a list."""
    return _YEAR.sub(lambda m: m.group(1) + m.group(2), text)


def grouped_hundreds(text: str) -> str:
    """ "square root of 1 44" -> "square root of 144": a digit and a two-digit number side by side, said as people
    say three-digit numbers. Only for text where two bare numbers in a row cannot mean two numbers."""
    return _GROUPED.sub(lambda m: str(int(m.group(1)) * 100 + int(m.group(2))), text)
