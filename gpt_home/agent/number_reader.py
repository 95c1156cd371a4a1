"""The one reader of spoken numbers: the grammar of a number said any way, read the same way by every skill.

Three depths of the same grammar, each a view of the one before it:

- ``numeralize``: number words as digits, safe for clock times: "twenty five" -> "25", "one hundred and ten" -> "110",
  "two thousand five hundred" -> "2500", "fifty 5" -> "55" (a recognizer mixing words and digits); "seven thirty"
  stays two numbers ("7 30") so a clock survives, and "fifteen hundred" stays "15 hundred" (a military time).
- ``amounts``: an amount said aloud, never a clock: also decimals ("two point five" -> "2.5", "point five"), bare
  scale words ("hundred days" -> "100 days", "a thousand") and words of quantity (``counts``: "a dozen" -> 12,
  "half a dozen" -> 6, "a couple of" -> 2, "three score and ten" -> 70, "a gross", "a grand").
- ``numerals``: a number in a sum, a price or a quantity: also "3k", "fifteen hundred and fifty", "a quarter of a
  million", money in two parts ("3 pounds 50" -> "3.50 pounds"), a whole and a part ("one and a half" -> "1.5",
  "three quarters" -> "0.75") and a learner's "oh" for zero ("one oh five" -> "105").

``read`` gives the numbers of a sentence as ``Number`` (value, character span in the sentence as given, kind), so a
caller can account for every word. Pure; no clock, no I/O.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from enum import StrEnum
from functools import lru_cache

_UNITS = {
    "zero": 0, "nought": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
    "seventeen": 17, "eighteen": 18, "nineteen": 19,
}  # fmt: skip
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
_BIG = {"thousand": 1000, "million": 10**6}
_DIGIT = re.compile(r"[1-9]")
# "one" as a pronoun, never a number: after a determiner, alone or past an adjective ("that one", "the big one",
# "which one", "each one"), unless a unit or a scale says it counts ("the one minute timer", "the one hundred")
_DETERMINERS = frozenset({"the", "that", "this", "which", "each", "every", "any", "no", "another", "other", "same",
                          "a", "an", "whichever", "last", "next", "first", "right", "wrong", "only"})
_RANGE_WORDS = frozenset({"to", "and", "or", "through", "till", "until", "plus", "minus", "times"})
_COUNTED = re.compile(r"(?:hundred|thousand|million|and|point|oclock|am|pm|"
                      r"(?:second|minute|hour|day|week|month|year|percent|pound|dollar|euro|mile|kilo|litre|degree|"
                      r"metre|meter|inch|foot|cup|gram|ounce)s?)$")
MAX_DIGITS = 15  # beyond this a number said aloud is no amount


# --- digits as written by a recognizer ------------------------------------------------------------------------

_THOUSANDS = re.compile(r"(?<=\d),(?=\d{3}(?!\d))")
_DECIMAL_COMMA = re.compile(r"(?<![\d,])(\d+),(\d{2})(?![\d,])")  # cents: "5,00", "3,50" ("1,2 and 3" is a list)


def separators(text: str) -> str:
    """Digits as one numeral: a thousands comma dropped ("1,500" -> "1500") and a decimal comma, as written in much of
    Europe and by recognizers, made a point when two digits follow it ("5,00" -> "5.00", "3,50" -> "3.50"); a list
    ("1,2 and 3", "1,2,3") is left alone."""
    if "," not in text:
        return text
    return _DECIMAL_COMMA.sub(r"\1.\2", _THOUSANDS.sub("", text))


# --- whole numbers in words (clock-safe) ----------------------------------------------------------------------


@lru_cache(maxsize=1024)  # asked again for the same words by every reading and span of a turn: pure
def numeralize(text: str) -> str:
    """Replace number words with digits: "twenty five" -> "25", "one hundred and ten" -> "110", "two thousand and
    ten" -> "2010". Tens and units combine only in spoken order ("thirty seven" -> "37"); "seven thirty" stays two
    numbers ("7 30") so clock times survive."""
    words = text.split()
    out: list[str] = []
    i = 0
    while i < len(words):
        word = words[i]
        if word == "one" and _pronoun(words, i):
            out.append(word)
            i += 1
        elif out and out[-1] == "point" and word in _UNITS and _UNITS[word] < 10:
            while _at(words, i) in _UNITS and _UNITS[words[i]] < 10:  # "two point five million": digit by digit
                out.append(str(_UNITS[words[i]]))
                i += 1
        elif word in _TENS or word in _UNITS or (word in ("a", "one") and _at(words, i + 1) in ("hundred", "thousand")):
            value, i = _read_number(words, i)
            out.append(str(value))
        else:
            out.append(word)
            i += 1
    return " ".join(out)


def _pronoun(words: list[str], i: int) -> bool:
    """True when the "one" at ``words[i]`` stands for a thing ("the big one is broken"), not a count."""
    if _COUNTED.match(_at(words, i + 1)):
        return False
    after = _at(words, i + 1)
    if after in _RANGE_WORDS or _is_word(after) or after[:1].isdigit():
        return False  # "a number one to ten", "the one or two": a number in a range or a list
    before = words[i - 1] if i >= 1 else ""
    if before in _DETERMINERS:
        return True
    return (i >= 2 and words[i - 2] in _DETERMINERS and before not in ("number", "no", "page", "step", "level")
            and not _is_word(before) and not before[:1].isdigit())


def _at(words: list[str], i: int) -> str:
    return words[i] if i < len(words) else ""


def _is_word(word: str) -> bool:
    return word in _TENS or word in _UNITS


def _below_hundred(words: list[str], i: int) -> tuple[int, int]:
    """ "a", a unit, or tens with an optional unit word or digit ("fifty five", "fifty 5")."""
    word = words[i]
    if word == "a":
        return 1, i + 1
    if word in _TENS:
        value, i = _TENS[word], i + 1
        unit = _at(words, i)
        if unit in _UNITS and 0 < _UNITS[unit] < 10:
            return value + _UNITS[unit], i + 1
        if _DIGIT.fullmatch(unit) and _at(words, i + 1) not in ("am", "pm", "oclock"):
            return value + int(unit), i + 1
        return value, i
    return _UNITS[word], i + 1


def _rest(words: list[str], i: int, below: int) -> tuple[int, int]:
    """What follows a scale word: "[and] five", "[and] sixty two", "five hundred [and] ten" (less than ``below``)."""
    start = i + 1 if _at(words, i) == "and" and _is_word(_at(words, i + 1)) else i
    if not _is_word(_at(words, start)):
        return 0, i
    rest, end = _read_number(words, start, below=below)
    return (rest, end) if rest < below else (0, i)


def _read_number(words: list[str], i: int, below: int = 10**9) -> tuple[int, int]:
    """Read one number starting at ``words[i]``; return (value, index after it)."""
    value, i = _below_hundred(words, i)
    if _at(words, i) == "hundred" and 0 < value < 10 and below > 100:
        value, i = value * 100, i + 1
        rest, i = _rest(words, i, 100)
        value += rest
    for scale, size in sorted(_BIG.items(), key=lambda item: -item[1]):
        if _at(words, i) == scale and 0 < value < 1000 and size < below:
            value, i = value * size, i + 1
            rest, i = _rest(words, i, size)
            value += rest
    return value, i


# --- amounts: decimals, bare scale words, words of quantity ------------------------------------------------------

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
_COUNT_WORDS = ("dozen", "score", "couple", "pair", "gross", "grand")


def _number(text: str | None, default: Decimal = Decimal(1)) -> Decimal:
    return Decimal(text) if text else default


def said(value: Decimal | float) -> str:
    """A value as a numeral in text: 6, 2.5, 1500 (never "6.0" or "1.5E+3")."""
    text = format(Decimal(str(value)).normalize(), "f")
    return text.rstrip("0").rstrip(".") if "." in text else text


def counts(text: str) -> str:
    """``text`` (numerals already) with its words of quantity as numerals: "half a dozen times 7" -> "6 times 7",
    "3 score and 10" -> "70", "a couple of days ago" -> "2 days ago", "pick a number from 1 to a dozen" -> "... 12".
    Only words that mean one value: "a few" and "several" stay words (a guess is worse than no answer)."""
    if not any(word in text for word in _COUNT_WORDS):
        return text
    half = Decimal("0.5")
    text = _DOZEN.sub(lambda m: "6" if m.group(1) else said(  # "a dozen and a half", "one and a half dozen": 18
        (_number(m.group(2)) + (half if m.group("half") or m.group("more") else 0)) * (13 if m.group(4) else 12)), text)
    text = _SCORE.sub(lambda m: said(_number(m.group(1)) * 20 + _number(m.group(2), Decimal(0))), text)
    text = _GROSS.sub(lambda m: said(_number(m.group(1)) * 144), text)
    text = _GRAND.sub(lambda m: said(_number(m.group(1)) * 1000), text) if "grand" in text else text
    return _COUPLE.sub("2 ", text)


# a learner's "oh" for zero before a length of time: "one oh five minutes" is 105 minutes (never 5); a clock keeps its
# "oh" ("seven oh five" is 7:05)
_OH_LENGTH = re.compile(r"(?<![\w.])([1-9]) oh ([1-9]) (?=(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?)\b)")


# a sign said as a word: "negative 10 degrees" is minus 10 (never 10: the sign is part of the amount)
_NEGATIVE = re.compile(r"(?<![\w.])negative (?=\d)")


def amounts(text: str) -> str:
    """``text`` (normalised) with its amounts as numerals: number words, decimals, bare scale words and words of
    quantity ("half a dozen"); a sign said "negative" is "minus"."""
    text = numeralize(text)
    if "negative" in text:
        text = _NEGATIVE.sub("minus ", text)
    if " oh " in text:
        text = _OH_LENGTH.sub(r"\g<1>0\g<2> ", text)
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


# --- numerals: sums, prices and quantities ------------------------------------------------------------------------

# "3k" is three thousand, except a race ("a 5k run") or a distance said in the same breath ("10 k in miles"), which
# the unit readers take as kilometres.
_K = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?) ?k\b(?! (?:run|race|walk|fun run|jog|parkrun|swim|ride|route)\b)")
_DISTANCE = re.compile(r"\b(?:miles?|km|kms|kilomet(?:re|er)s?|met(?:re|er)s?|run|race|marathon|jog)\b")
# "one and a half", "3 and a quarter", "2 and three quarters": one number (never "1" and a stray half)
_PART = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?) and (a half|a quarter|three quarters|3 quarters)\b(?! of\b)")
_PARTS = {"a half": Decimal("0.5"), "a quarter": Decimal("0.25"), "three quarters": Decimal("0.75"),
          "3 quarters": Decimal("0.75")}
# "three quarters" alone, as an amount ("three quarters of an hour" is a duration's, "3 quarters of 80" a sum's)
_QUARTERS = re.compile(r"(?<![\d.] )(?<![\w.])3 quarters\b(?! of\b)")
# "fifteen hundred", "fifteen hundred and fifty": 1500, 1550 (a year is never in a sum or a quantity)
_HUNDREDS = re.compile(r"(?<![\w.])(1[1-9]|[2-9][1-9]) hundred(?: and (\d{1,2}))?\b(?! (?:and )?\d)")
# "a quarter of a million", "half a million", "a million", "three quarters of a billion"
_SCALE = re.compile(r"(?<![\w.])(?:(a quarter of|one quarter of|half of|half|three quarters of) )?(?:a|one) "
                    r"(million|billion|trillion)\b")
_SCALE_PARTS = {None: Decimal(1), "a quarter of": Decimal("0.25"), "one quarter of": Decimal("0.25"),
                "half of": Decimal("0.5"), "half": Decimal("0.5"), "three quarters of": Decimal("0.75")}
_SCALE_VALUES = {"thousand": Decimal(10) ** 3, "million": Decimal(10) ** 6, "billion": Decimal(10) ** 9,
                 "trillion": Decimal(10) ** 12}
# a scale after digits: "2.5 million", "3 thousand" (words were joined by ``numeralize``: "two thousand five hundred")
_DIGIT_SCALE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?) (thousand|million|billion|trillion)\b(?! (?:and )?\d)")
# money said in two parts: "3 pounds 50" is 3.50 pounds (a weight says its ounces: "2 pounds 4 ounces")
_MONEY_PARTS = re.compile(r"(?<![\w.])(\d+) (pounds?|quid|dollars?|euros?) (\d{2})\b(?! (?:ounces?|oz|pence|p|cents?)\b)")
# a learner's "oh" for zero inside a number: "one oh five" is 105 (never in a clock: numerals is no clock's reader)
# and in a year: "twenty oh five" is 2005, "nineteen oh eight" 1908
_OH = re.compile(r"(?<![\w.])([1-9]|1[0-9]|20) oh ([1-9])\b(?![\d.]| (?:am|pm|oclock)\b)")


def numerals(text: str, *, quantity: bool = False) -> str:
    """``text`` (normalised) with every amount as one numeral: "twelve times 3k" -> "12 times 3000", "one and a half
    plus two point five" -> "1.5 plus 2.5", "half a dozen eggs" -> "6 eggs", "fifteen hundred" -> "1500", "a quarter
    of a million" -> "250000", "3 pounds 50" -> "3.50 pounds". Clock times stay two numbers. ``quantity`` True: a
    quantity to convert, where "21 k" is a distance (kilometres) and "2 pounds 50" no money (never 21,000 or 2.50)."""
    text = amounts(text)
    if not quantity and "k" in text and not _DISTANCE.search(text):
        text = _K.sub(lambda m: said(Decimal(m.group(1)) * 1000), text)
    if "hundred" in text:
        text = _HUNDREDS.sub(lambda m: str(int(m.group(1)) * 100 + int(m.group(2) or 0)), text)
    if "illion" in text or "thousand" in text:
        text = _SCALE.sub(lambda m: said(_SCALE_PARTS[m.group(1)] * _SCALE_VALUES[m.group(2)]), text)
        text = _DIGIT_SCALE.sub(lambda m: said(Decimal(m.group(1)) * _SCALE_VALUES[m.group(2)]), text)
    if not quantity:
        text = _MONEY_PARTS.sub(lambda m: f"{m.group(1)}.{m.group(3)} {m.group(2)}", text)
    if " and " in text:
        text = _PART.sub(lambda m: said(Decimal(m.group(1)) + _PARTS[m.group(2)]), text)
    if "quarters" in text:
        text = _QUARTERS.sub("0.75", text)
    if " oh " in text:
        text = _OH.sub(lambda m: f"{m.group(1)}0{m.group(2)}", text)
    return text


# --- read: value, span and kind of every number said ---------------------------------------------------------------


class NumberKind(StrEnum):
    """How a number was said."""

    WHOLE = "whole"  # "7", "twenty five", "two thousand and ten"
    DECIMAL = "decimal"  # "2.5", "two point five"
    PART = "part"  # "one and a half", "three quarters"
    COUNT = "count"  # "a dozen", "a couple of", "three score"
    SCALED = "scaled"  # "3k", "a grand", "a quarter of a million"


@dataclass(frozen=True, slots=True)
class Number:
    """One number of a sentence: its value, where it was said (character offsets in the text as given) and how."""

    value: Decimal
    start: int
    end: int
    kind: NumberKind


_NUMERAL = re.compile(r"-?\d+(?:\.\d+)?")
_KINDS = ((NumberKind.SCALED, re.compile(r"\d ?k$|\b(?:grand|million|billion)\b")),
          (NumberKind.COUNT, re.compile(r"\b(?:dozen|score|couple|pair|gross)\b")),
          (NumberKind.PART, re.compile(r"\b(?:half|quarters?)\b")),
          (NumberKind.DECIMAL, re.compile(r"\.|\bpoint\b")))


def _kind(said_words: str) -> NumberKind:
    return next((kind for kind, pattern in _KINDS if pattern.search(said_words)), NumberKind.WHOLE)


def read(text: str, *, quantity: bool = False) -> list[Number]:
    """The numbers of ``text`` (normalised) as ``numerals`` reads them, each with the span of the words that said it:
    "half a dozen eggs and 2.5 kilos" -> 6 (0-13, count) and 2.5 (23-26, decimal)."""
    words = text.split()
    starts, position = [], 0
    for word in words:
        position = text.index(word, position)
        starts.append(position)
        position += len(word)
    read_words = numerals(text, quantity=quantity).split()
    numbers = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(a=words, b=read_words, autojunk=False).get_opcodes():
        if op == "delete":
            continue
        one_to_one = op == "equal" or i2 - i1 == j2 - j1  # "seven thirty" -> "7 30": two numbers
        for j in range(j1, j2):
            i = i1 + (j - j1) if one_to_one else i1
            if not _NUMERAL.fullmatch(read_words[j]) or len(read_words[j].lstrip("-").replace(".", "")) > MAX_DIGITS:
                continue
            try:
                value = Decimal(read_words[j])
            except InvalidOperation:  # pragma: no cover - the pattern admits only numerals
                continue
            last = i if one_to_one else max(i1, i2 - 1)
            start, end = starts[i], starts[last] + len(words[last])
            numbers.append(Number(value, start, end, _kind(text[start:end])))
    return numbers
