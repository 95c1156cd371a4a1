"""The generated suite of household sums said as small word problems (issue 15, round 21: math words).

Households say sums as stories: a quantity at a unit price ("three pizzas at 8.40 each"), a split ("three of us are
splitting 612 evenly"), a percent of a bill (tip, discount, VAT), an inverse ask ("half of what is 30"), a correction
in the breath ("84 shared by 4, hang on, shared by 7"), two asks at once, change and running totals. Every frame is
filled with items, values and speakers (children, older people, learners, recognizer text without punctuation or
apostrophes, number words), so a reading one frame has and another lacks shows up as a miss.

Two vocabularies: ``dev()`` (frames, items, values and speakers the reader was built against) and ``held_out()``
(other frames, items, values and speakers), both written before any code of the reader and the held-out one NEVER
tuned on: its figure is the honest one. ``must_nots()`` and ``held_out_must_nots()``: numbers that are no sum (an
age, a count of pets, a date, a room, a phone number) and requests of other skills (a timer, a list item, a light
level, a conversion, a reminder), which must keep their own replies and never get a number worked out.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

Check = Callable[[str | None], bool]


@dataclass(frozen=True)
class Case:
    """One sentence, its kind, what a right reply is, and whether it is a must-not."""

    text: str
    kind: str
    check: Check
    must_not: bool = False


_NUMBER = re.compile(r"-?\d[\d,]*(?:\.\d+)?")


def numbers_in(reply: str | None) -> list[float]:
    """The numbers said in a reply ("£25.20" -> 25.2, "1,500" -> 1500)."""
    return [float(n.replace(",", "")) for n in _NUMBER.findall(reply or "")]


def _near(a: float, b: float) -> bool:
    return abs(a - b) <= 0.006 + abs(b) * 1e-6


def says(*values: float) -> Check:
    """Met by a reply saying every one of ``values`` (to the penny)."""
    return lambda reply: reply is not None and all(any(_near(n, v) for n in numbers_in(reply)) for v in values)


def no_new_number(*allowed: float) -> Check:
    """Met by a reply (or silence) that states no number beyond ``allowed``: nothing worked out."""
    return lambda reply: all(any(_near(n, a) for a in allowed) for n in numbers_in(reply))


def mentions(*words: str) -> Check:
    """Met by a reply naming one of ``words`` (the other skill kept its reply)."""
    return lambda reply: reply is not None and any(w in reply.lower() for w in words)


# ---- number words -------------------------------------------------------------------------------------------------
_ONES = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
         "seventeen eighteen nineteen").split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def words(n: int) -> str:
    """An integer below 10,000 in words, as spoken in Britain ("one hundred and twelve")."""
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ("" if n % 10 == 0 else " " + _ONES[n % 10])
    if n < 1000:
        rest = n % 100
        return _ONES[n // 100] + " hundred" + ("" if rest == 0 else " and " + words(rest))
    rest = n % 1000
    tail = "" if rest == 0 else (" and " if rest < 100 else " ") + words(rest)
    return words(n // 1000) + " thousand" + tail


def money(value: float, form: int) -> str:
    """A price said one of several ways: 0 "8.40", 1 "£8.40", 2 "8 pounds 40", 3 "eight pounds forty", 4 "8.40 pounds"."""
    pounds, pence = int(value), round((value - int(value)) * 100)
    digits = f"{value:.2f}" if pence else str(pounds)
    if form == 0:
        return digits
    if form == 1:
        return "£" + digits
    if form == 2:
        return f"{pounds} pounds" + (f" {pence}" if pence else "")
    if form == 3:
        return f"{words(pounds)} pounds" + (f" {words(pence)}" if pence else "")
    return digits + " pounds"


def plain(value: float, form: int) -> str:
    """A number as digits (even form) or words (odd form); decimals stay digits."""
    if float(value).is_integer() and form % 2:
        return words(int(value))
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


# ---- speakers ---------------------------------------------------------------------------------------------------
def _recognizer(text: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"[^\w\s£%.]|(?<!\d)\.|\.(?!\d)", "", text.replace("'", ""))).strip().lower()


Speaker = Callable[[str], str]
DEV_SPEAKERS: list[Speaker] = [
    lambda t: t,
    lambda t: "mummy " + t,                                # a child
    lambda t: "could you tell me " + t + " please",        # an older person
    lambda t: "please " + t,                               # a learner
    _recognizer,                                           # recognizer text
]
HELD_SPEAKERS: list[Speaker] = [
    lambda t: "um " + t,
    lambda t: "hey " + t + " thank you",                   # a child
    lambda t: "would you be so kind, " + t + ", dear",     # an older person
    lambda t: "excuse me i want know " + t,                # a learner
    lambda t: _recognizer("so " + t),                      # recognizer text
]


def _spread(rows: Iterable[tuple[str, str, Check]], speakers: list[Speaker]) -> list[Case]:
    cases = []
    for i, (text, kind, check) in enumerate(rows):
        cases.append(Case(speakers[i % len(speakers)](text), kind, check))
    return cases


# ---- dev vocabulary ---------------------------------------------------------------------------------------------
_DEV_EACH_FRAMES = [
    "{n} {items} at {p} each, what's the bill",
    "how much for {n} {items} at {p} each",
    "{n} {items} at {p} a head",
    "{n} {items} at {p} each, how much is that",
    "what do {n} {items} cost at {p} each",
    "{n} {items} at {p} per {item}, what's the total",
]
_DEV_ITEMS = [("pizza", "pizzas"), ("ticket", "tickets"), ("coffee", "coffees"), ("book", "books")]
_DEV_EACH_VALUES = [(3, 8.40), (6, 12.50), (2, 3.20), (4, 2.75), (5, 1.99)]

_DEV_SPLIT_FRAMES = [
    ("split {t} pounds between {n}", False),
    ("{nw} of us are splitting {t} pounds evenly, how much each", False),
    ("divide {t} pounds among {n} people", False),
    ("share {t} sweets between {n} kids, how many left over", True),
]
_DEV_SPLIT_VALUES = [(612, 3), (90, 4), (45, 4), (250, 6), (75, 5)]

_DEV_PERCENT_FRAMES = [
    ("what's {pc} percent of a {x} pound bill", "of"),
    ("a {pc} % tip on {x}", "of"),
    ("{pc} percent off {x} pounds", "off"),
    ("how much do I save with {pc} percent off {x} pounds", "of"),
    ("add VAT at {pc} % to {x}", "plus"),
    ("what's {x} plus {pc} percent", "plus"),
]
_DEV_PERCENT_VALUES = [(18, 450), (12, 60), (20, 65), (15, 80), (10, 35), (25, 120)]

_DEV_INVERSE = [
    ("what number times itself makes {sq}", "root"),
    ("what's the square root of {sq}", "root"),
    ("half of what is {x}", "half"),
    ("double what is {x}", "double"),
]
_DEV_INVERSE_VALUES = [(361, 30), (144, 14), (81, 45), (625, 7)]

_DEV_TWO = [
    ("{a} shared by {b}, hang on, shared by {c}", lambda a, b, c, d: [a / c]),
    ("{a} times {b}, no wait, {a} times {c}", lambda a, b, c, d: [a * c]),
    ("{a} squared and then {b} minus {c}", lambda a, b, c, d: [a * a, b - c]),
    ("what's {a} plus {b} and {c} times {d}", lambda a, b, c, d: [a + b, c * d]),
]
_DEV_TWO_VALUES = [(84, 4, 7, 3), (15, 300, 45, 6), (36, 9, 12, 4), (60, 5, 3, 8)]

_DEV_CHANGE = [
    ("I paid with a twenty for {c}, what change", lambda c, a, b: 20 - c),
    ("I had 50, spent {a} and {b}, what's left", lambda c, a, b: 50 - a - b),
    ("how much change from a tenner if it costs {c}", lambda c, a, b: 10 - c),
    ("I had 50 pounds and spent {a} then {b}, how much is left", lambda c, a, b: 50 - a - b),
]
_DEV_CHANGE_VALUES = [(13.45, 12, 7.30), (8.99, 20, 4.50), (6.20, 9.75, 15), (2.35, 30, 11)]


def _each(frames: list[str], items: list[tuple[str, str]], values: list[tuple[int, float]]) -> list[tuple]:
    rows = []
    for fi, frame in enumerate(frames):
        for vi, (n, p) in enumerate(values):
            item, items_ = items[(fi + vi) % len(items)]
            text = frame.format(n=plain(n, fi + vi), items=items_, item=item, p=money(p, (fi * 2 + vi) % 5))
            rows.append((text, "each", says(round(n * p, 2))))
    return rows


def _split(frames: list[tuple[str, bool]], values: list[tuple[int, int]]) -> list[tuple]:
    rows = []
    for fi, (frame, remainder) in enumerate(frames):
        for vi, (t, n) in enumerate(values):
            if remainder:
                check = says(t // n, t % n) if t % n else says(t // n)
            elif t % n:
                check = says(round(t / n, 2))
            else:
                check = says(t // n)
            text = frame.format(t=plain(t, fi + vi), n=plain(n, fi + vi + 1), nw=words(n))
            rows.append((text, "split", check))
    return rows


def _percent(frames: list[tuple[str, str]], values: list[tuple[int, int]]) -> list[tuple]:
    rows = []
    for fi, (frame, how) in enumerate(frames):
        for vi, (pc, x) in enumerate(values):
            part = pc * x / 100
            value = {"of": part, "off": x - part, "plus": x + part}[how]
            text = frame.format(pc=plain(pc, fi + vi), x=plain(x, fi + vi + 1))
            rows.append((text, "percent", says(round(value, 2))))
    return rows


def _inverse(frames: list[tuple[str, str]], values: list[tuple[int, int]]) -> list[tuple]:
    rows = []
    for fi, (frame, how) in enumerate(frames):
        for vi, (sq, x) in enumerate(values):
            value = {"root": sq ** 0.5, "half": x * 2, "double": x / 2, "third": x * 3}[how]
            text = frame.format(sq=plain(sq, fi + vi), x=plain(x, fi + vi))
            rows.append((text, "inverse", says(value)))
    return rows


def _two(frames: list[tuple[str, Callable]], values: list[tuple[int, int, int, int]]) -> list[tuple]:
    rows = []
    for fi, (frame, result) in enumerate(frames):
        for vi, (a, b, c, d) in enumerate(values):
            text = frame.format(a=plain(a, fi + vi), b=plain(b, fi + vi), c=plain(c, fi + vi + 1), d=plain(d, vi))
            rows.append((text, "two", says(*[round(v, 2) for v in result(a, b, c, d)])))
    return rows


def _change(frames: list[tuple[str, Callable]], values: list[tuple[float, float, float]]) -> list[tuple]:
    rows = []
    for fi, (frame, result) in enumerate(frames):
        for vi, (c, a, b) in enumerate(values):
            text = frame.format(c=money(c, (fi + vi) % 5), a=money(a, (fi + vi + 1) % 5), b=money(b, vi % 5))
            rows.append((text, "change", says(round(result(c, a, b), 2))))
    return rows


def dev() -> list[Case]:
    """The dev vocabulary: frames, items, values and speakers the reader is built against."""
    rows = (_each(_DEV_EACH_FRAMES, _DEV_ITEMS, _DEV_EACH_VALUES) + _split(_DEV_SPLIT_FRAMES, _DEV_SPLIT_VALUES)
            + _percent(_DEV_PERCENT_FRAMES, _DEV_PERCENT_VALUES) + _inverse(_DEV_INVERSE, _DEV_INVERSE_VALUES)
            + _two(_DEV_TWO, _DEV_TWO_VALUES) + _change(_DEV_CHANGE, _DEV_CHANGE_VALUES))
    return _spread(rows, DEV_SPEAKERS)


# ---- never-tuned vocabulary -------------------------------------------------------------------------------------
_HELD_EACH_FRAMES = [
    "if one {item} costs {p} how much are {n}",
    "{p} for one {item}, so {n} of them is how much",
    "we need {n} {items}, they're {p} apiece, total please",
    "{n} {items} {p} each how much altogether",
    "there are {n} of us and the {items} are {p} a person, how much",
    "how much would {n} {items} be if they're {p} each",
]
_HELD_ITEMS = [("ice cream", "ice creams"), ("bus fare", "bus fares"), ("sandwich", "sandwiches"),
               ("cinema ticket", "cinema tickets")]
_HELD_EACH_VALUES = [(7, 4.60), (3, 15), (8, 0.85), (4, 6.25), (9, 2.10)]

_HELD_SPLIT_FRAMES = [
    ("the bill is {t} pounds and there are {n} of us, what does everyone pay", False),
    ("if {n} friends share {t} pounds equally how much does each get", False),
    ("{t} pounds shared out between {n}, what's each share", False),
    ("we got {t} sweets for {n} children, how many does each one get and how many are left", True),
]
_HELD_SPLIT_VALUES = [(96, 4), (150, 6), (38, 5), (420, 7), (100, 8)]

_HELD_PERCENT_FRAMES = [
    ("what's a {pc} percent tip on a {x} pound bill", "of"),
    ("{x} pounds with {pc} percent off, what's the new price", "off"),
    ("{x} pounds plus {pc} per cent", "plus"),
    ("take {pc} percent off {x}", "off"),
    ("how much is {pc} per cent of {x}", "of"),
    ("what's {x} after a {pc} percent discount", "off"),
]
_HELD_PERCENT_VALUES = [(15, 40), (30, 90), (5, 260), (20, 45), (12, 75)]

_HELD_INVERSE = [
    ("what do I times by itself to get {sq}", "root"),
    ("which number squared gives {sq}", "root"),
    ("{x} is half of what number", "half"),
    ("a third of what number is {x}", "third"),
    ("what number doubled makes {x}", "double"),
]
_HELD_INVERSE_VALUES = [(169, 12), (49, 25), (400, 16), (256, 9)]

_HELD_TWO = [
    ("{a} divided by {b} sorry I mean divided by {c}", lambda a, b, c, d: [a / c]),
    ("{a} plus {b} actually make that {a} plus {c}", lambda a, b, c, d: [a + c]),
    ("what's {a} times {b} and also {c} take away {d}", lambda a, b, c, d: [a * b, c - d]),
    ("{a} minus {b}, oh no I meant {a} minus {c}", lambda a, b, c, d: [a - c]),
]
_HELD_TWO_VALUES = [(72, 8, 6, 5), (45, 9, 5, 2), (120, 10, 4, 3), (56, 7, 8, 6)]

_HELD_CHANGE = [
    ("it cost {c} and I gave a twenty pound note, how much do I get back", lambda c, a, b: 20 - c),
    ("I started with 40 and spent {a} then {b}, how much have I got", lambda c, a, b: 40 - a - b),
    ("{c} out of a fiver, what's the change", lambda c, a, b: 5 - c),
    ("if I pay {c} with a ten pound note what change do I get", lambda c, a, b: 10 - c),
]
_HELD_CHANGE_VALUES = [(3.65, 12.50, 6), (1.20, 8, 9.99), (4.05, 15.25, 3.40), (2.99, 20, 7.75)]


def held_out() -> list[Case]:
    """The never-tuned vocabulary: other frames, items, values and speakers (the honest figure)."""
    rows = (_each(_HELD_EACH_FRAMES, _HELD_ITEMS, _HELD_EACH_VALUES) + _split(_HELD_SPLIT_FRAMES, _HELD_SPLIT_VALUES)
            + _percent(_HELD_PERCENT_FRAMES, _HELD_PERCENT_VALUES) + _inverse(_HELD_INVERSE, _HELD_INVERSE_VALUES)
            + _two(_HELD_TWO, _HELD_TWO_VALUES) + _change(_HELD_CHANGE, _HELD_CHANGE_VALUES))
    return _spread(rows, HELD_SPEAKERS)


# ---- must-nots --------------------------------------------------------------------------------------------------
_DEV_MUST_NOT = [
    ("I'm {n}", lambda n, m: no_new_number(n)),
    ("{n} kids and {m} dogs", lambda n, m: no_new_number(n, m)),
    ("it's the {n}rd", lambda n, m: no_new_number(n)),
    ("we're in room {n}", lambda n, m: no_new_number(n)),
    ("my number is 07700 900{n}", lambda n, m: no_new_number(7700, 900000 + n, n)),
    ("set a timer for {n} minutes", lambda n, m: mentions("timer")),
    ("add {n} eggs to the list", lambda n, m: mentions("ok")),
    ("turn the light to {n} percent", lambda n, m: mentions("light")),
    ("what's {n} miles in km", lambda n, m: mentions("km", "kilomet")),
    ("I bought {n} pizzas at {m} pounds each yesterday", lambda n, m: no_new_number(n, m)),
    ("there are {n} of us coming for dinner", lambda n, m: no_new_number(n)),
]
_DEV_MUST_NOT_VALUES = [(23, 12), (84, 3), (101, 40), (43, 8)]

_HELD_MUST_NOT = [
    ("my grandson is {n}", lambda n, m: no_new_number(n)),
    ("we have {n} cats and {m} rabbits", lambda n, m: no_new_number(n, m)),
    ("I live at number {n}", lambda n, m: no_new_number(n)),
    ("put {n} apples on the shopping list", lambda n, m: mentions("ok")),
    ("dim the kitchen light to {m} percent", lambda n, m: mentions("light")),
    ("how many pounds is {n} kilos", lambda n, m: mentions("pound", "lb")),
    ("remind me in {m} minutes to check the oven", lambda n, m: mentions("remind")),
    ("the score was {n} {m}", lambda n, m: no_new_number(n, m)),
    ("I got {n} out of {m} on my test", lambda n, m: no_new_number(n, m)),
    ("my friend said the tickets were {m} pounds each", lambda n, m: no_new_number(m)),
    ("we split the bill {n} ways last night", lambda n, m: no_new_number(n)),
]
_HELD_MUST_NOT_VALUES = [(7, 25), (12, 30), (35, 50), (9, 15)]


def _must(frames: list[tuple[str, Callable]], values: list[tuple[int, int]], speakers: list[Speaker]) -> list[Case]:
    cases = []
    for fi, (frame, check) in enumerate(frames):
        for vi, (n, m) in enumerate(values):
            speaker = speakers[(fi + vi) % len(speakers)]
            cases.append(Case(speaker(frame.format(n=n, m=m)), "must-not", check(n, m), must_not=True))
    return cases


def must_nots() -> list[Case]:
    """Dev must-nots: numbers that are no sum and other skills' requests."""
    return _must(_DEV_MUST_NOT, _DEV_MUST_NOT_VALUES, DEV_SPEAKERS)


def held_out_must_nots() -> list[Case]:
    """Never-tuned must-nots."""
    return _must(_HELD_MUST_NOT, _HELD_MUST_NOT_VALUES, HELD_SPEAKERS)

