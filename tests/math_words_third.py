"""A third vocabulary of household sums (``tests/math_words_suite.py``), written after the first build of
``skills.household_sums`` and measured before any change made for it: other frames, items, values and speakers."""

from __future__ import annotations

from tests.math_words_suite import (
    Case, Speaker, _change, _must, _percent, _recognizer, _spread, _two, mentions, money, no_new_number, plain, says)


THIRD_SPEAKERS: list[Speaker] = [
    lambda t: "ok " + t,
    lambda t: "daddy " + t + " please",                    # a child
    lambda t: "i wonder, " + t,                            # an older person
    lambda t: "teacher asks " + t,                         # a learner's frame
    lambda t: _recognizer("right " + t + " cheers"),       # recognizer text
]
_THIRD_EACH_FRAMES = [
    "{n} {items} costing {p} each, how much altogether",
    "what's the total for {n} {items} at {p} a go",
    "{items} are {p} each and I want {n}, how much",
    "how much will {n} {items} cost me at {p} each",
]
_THIRD_ITEMS = [("pint", "pints"), ("loaf", "loaves"), ("ride", "rides"), ("candle", "candles")]
_THIRD_EACH_VALUES = [(5, 4.20), (12, 1.25), (3, 9.99), (6, 3.50)]
_THIRD_PERCENT_FRAMES = [
    ("add {pc} percent VAT to {x} pounds", "plus"),
    ("how much would I save if it's {pc} percent off {x}", "of"),
    ("what's {pc} percent of {x}", "of"),
    ("a {x} pound jacket is {pc} percent off, how much do I save", "of"),
]
_THIRD_PERCENT_VALUES = [(20, 85), (25, 48), (10, 130), (15, 60)]
_THIRD_INVERSE = [
    ("a quarter of what is {x}", "quarter"),
    ("what number multiplied by itself gives {sq}", "root"),
    ("twice what number is {x}", "double"),
    ("{x} is a third of what", "third"),
]
_THIRD_INVERSE_VALUES = [(225, 8), (64, 11), (121, 20), (324, 6)]
_THIRD_TWO = [
    ("{a} times {b} and then {c} plus {d}", lambda a, b, c, d: [a * b, c + d]),
    ("{a} divided by {b}, no, divided by {c}", lambda a, b, c, d: [a / c]),
    ("work out {a} minus {b} and also {c} times {d}", lambda a, b, c, d: [a - b, c * d]),
]
_THIRD_TWO_VALUES = [(48, 6, 8, 7), (90, 3, 9, 4), (64, 8, 4, 12)]
_THIRD_CHANGE = [
    ("I gave the shop a twenty for {c}, how much change should I get", lambda c, a, b: 20 - c),
    ("I had 30 pounds and spent {a} and {b}, how much do I have left", lambda c, a, b: 30 - a - b),
    ("what's my change from a ten pound note if I spend {c}", lambda c, a, b: 10 - c),
]
_THIRD_CHANGE_VALUES = [(7.45, 11, 6.50), (3.80, 9.25, 4), (9.10, 2.75, 14)]


def third() -> list[Case]:
    """A third vocabulary written after the first build, measured before any change made for it."""
    each = [
        (frame.format(n=plain(n, fi + vi), items=_THIRD_ITEMS[(fi + vi) % 4][1], p=money(p, (fi + vi) % 5)), "each",
         says(round(n * p, 2)))
        for fi, frame in enumerate(_THIRD_EACH_FRAMES) for vi, (n, p) in enumerate(_THIRD_EACH_VALUES)]
    inverse = []
    for fi, (frame, how) in enumerate(_THIRD_INVERSE):
        for vi, (sq, x) in enumerate(_THIRD_INVERSE_VALUES):
            value = {"root": sq ** 0.5, "quarter": x * 4, "double": x / 2, "third": x * 3}[how]
            inverse.append((frame.format(sq=plain(sq, fi + vi), x=plain(x, fi + vi)), "inverse", says(value)))
    rows = (each + _percent(_THIRD_PERCENT_FRAMES, _THIRD_PERCENT_VALUES) + inverse + _two(_THIRD_TWO, _THIRD_TWO_VALUES)
            + _change(_THIRD_CHANGE, _THIRD_CHANGE_VALUES))
    return _spread(rows, THIRD_SPEAKERS)


_THIRD_MUST_NOT = [
    ("my daughter turned {n} today", lambda n, m: no_new_number(n)),
    ("we've got {n} bikes and {m} scooters", lambda n, m: no_new_number(n, m)),
    ("the train leaves from platform {n}", lambda n, m: no_new_number(n)),
    ("add {n} bananas and {m} pears to my shopping list", lambda n, m: mentions("ok")),
    ("set the lights to {m} percent", lambda n, m: mentions("light", "percent")),
    ("I spent {m} pounds on shoes last week", lambda n, m: no_new_number(m)),
    ("tickets were {m} pounds each when I went", lambda n, m: no_new_number(m)),
    ("set a {n} minute timer for the eggs", lambda n, m: mentions("timer")),
]
_THIRD_MUST_NOT_VALUES = [(6, 20), (14, 45), (9, 70)]


def third_must_nots() -> list[Case]:
    """The third vocabulary's must-nots."""
    return _must(_THIRD_MUST_NOT, _THIRD_MUST_NOT_VALUES, THIRD_SPEAKERS)
