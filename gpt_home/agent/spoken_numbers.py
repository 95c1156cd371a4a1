"""Amounts as people say them, read the same way by every skill that reads an amount (sums, units, day counts).

``numeralize`` turns number words into digits but keeps "seven thirty" as two numbers, since a clock needs that. An
amount said aloud also has forms a clock never has:

- a decimal said with "point": "twenty six point two" -> "26.2", "point five" -> "0.5" (dropping the "26 point" half
  made "2 miles" of a marathon: a wrong answer, worse than none);
- a bare scale word: "hundred days from now" -> "100 days from now", "a thousand" -> "1000";
- a three-digit number said in two parts: "one forty four" -> "144" (``grouped_hundreds``, only where the caller
  knows two bare numbers side by side cannot be two numbers, e.g. after "square root of": never for clock times);
- a count said with a word of quantity (``counts``): "a dozen" -> 12, "half a dozen" -> 6, "a baker's dozen" -> 13,
  "three dozen" -> 36, "a score" -> 20, "three score and ten" -> 70, "a couple of" -> 2, "a gross" -> 144, "a grand"
  -> 1000 (where an amount is meant). Only words
  that mean one value: "a few" and "several" stay words (a guess is worse than no answer).
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


# "half a dozen", "a baker's dozen", "3 dozen", "a dozen": the count; "dozens of" (many) is left alone.
_DOZEN = re.compile(r"(?<![\d.])\b(?:(half) (?:a )?|(?:(?:an?|one|(\d+(?:\.\d+)?))(?P<half> and a half)? )?"
                    r"(?:(bakers?|baker s) )?)dozen(?P<more> and a half)?\b")
_SCORE = re.compile(r"(?<![\d.])\b(?:(?:an?|one|(\d+)) )score(?: (?:and|odd) (\d+))?\b(?! (?:of )?(?:points?|goals?|"
                    r"runs?|card|board|line|sheet)\b)")
_COUPLE = re.compile(r"(?<![\w.])(?:an? )?(?:couple|pair) of (?=\w)|(?<![\w.])an? couple (?=[a-z]+s\b)")
# money slang for a thousand, only where an amount is meant: "10 percent of a grand", "3 grand a year"
_GRAND = re.compile(r"(?<![\d.])\b(?:a|one|(\d+(?:\.\d+)?)) grand\b(?= (?:plus|minus|times|divided|is|a|per|each|in|"
                    r"for|over|between|off)\b|$)")
_GROSS = re.compile(r"(?<![\d.])\b(?:an?|one|(\d+)) gross(?: of)?\b(?= (?:\d|[a-z]+s\b|times|plus|minus|divided|"
                    r"in|is)\b|$)")


def _number(text: str | None, default: float = 1) -> float:
    return float(text) if text else default


def _said(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def counts(text: str) -> str:
    """``text`` (numerals already) with its words of quantity as numerals: "half a dozen times 7" -> "6 times 7",
    "3 score and 10" -> "70", "a couple of days ago" -> "2 days ago", "pick a number from 1 to a dozen" -> "... 12"."""
    if "dozen" not in text and "score" not in text and "couple" not in text and "pair" not in text and \
            "gross" not in text and "grand" not in text:
        return text
    text = _DOZEN.sub(lambda m: "6" if m.group(1) else _said(  # "a dozen and a half", "one and a half dozen": 18
        (_number(m.group(2)) + (0.5 if m.group("half") or m.group("more") else 0)) * (13 if m.group(4) else 12)), text)
    text = _SCORE.sub(lambda m: _said(_number(m.group(1)) * 20 + _number(m.group(2), 0)), text)
    text = _GROSS.sub(lambda m: _said(_number(m.group(1)) * 144), text)
    text = _GRAND.sub(lambda m: _said(_number(m.group(1)) * 1000), text) if "grand" in text else text
    return _COUPLE.sub("2 ", text)


def amounts(text: str) -> str:
    """``text`` (normalised) with its amounts as numerals: number words, decimals, bare scale words and words of
    quantity ("half a dozen")."""
    text = numeralize(text)
    return counts(decimals(_BARE_SCALE.sub(lambda m: _SCALES[m.group(1)], text)))


_YEAR = re.compile(r"(?<![\d.])\b(19|20) ([0-9]{2})\b(?![\d.])")


def grouped_years(text: str) -> str:
    """ "19 99 plus 1" -> "1999 plus 1": a year of these two centuries said in two halves, where the caller knows two
    bare numbers in a row are not a list."""
    return _YEAR.sub(lambda m: m.group(1) + m.group(2), text)


def grouped_hundreds(text: str) -> str:
    """ "square root of 1 44" -> "square root of 144": a digit and a two-digit number side by side, said as people
    say three-digit numbers. Only for text where two bare numbers in a row cannot mean two numbers."""
    return _GROUPED.sub(lambda m: str(int(m.group(1)) * 100 + int(m.group(2))), text)
