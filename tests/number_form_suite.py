"""The generated suite of number forms x contexts (issue 15, round 19: one number reader).

A number is said in many forms (digits, words, "1,500", "two point five", "one and a half", "a dozen", "3k", "fifteen
hundred", "five hundred and fifty", a learner's "oh" for zero, "minus") and heard in many contexts (timers, alarms,
sums, units, prices, random ranges, percentages, dates, years, light levels). Every form is put in every context that
can hold its value, so a form one reader knows and another does not shows up as a miss in that context.

Two vocabularies: ``dev()`` (forms, frames and speakers the reader was built against) and ``held_out()`` (other
forms, other frames, other speakers: children, older people, learners, recognizer text without punctuation),
written before any code of the reader changed and NEVER tuned on: its figure is the honest one. Must-nots (numbers
not asked about, "one" as a pronoun, "second" as an ordinal or a moment, negated and past requests) are generated
the same way and must stay at 0 wrong actions.

``forms()`` and ``held_out_forms()`` also feed the pure per-reader measure (which reader reads which form).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

Check = Callable[[str | None], bool]


@dataclass(frozen=True)
class Case:
    """One sentence, its context (kind) and what a right reply is."""

    text: str
    kind: str
    check: Check
    must_not: bool = False


_NUMBER = re.compile(r"-?\d[\d,]*(?:\.\d+)?")


def _numbers(reply: str | None) -> list[float]:
    return [float(n.replace(",", "")) for n in _NUMBER.findall(reply or "")]


def says(value: float) -> Check:
    """Met by a reply saying ``value`` (to about 1 %)."""
    return lambda reply: any(abs(n - value) <= max(0.011, abs(value) * 0.01) for n in _numbers(reply))


def _seconds(reply: str | None) -> float | None:
    total, found = 0.0, False
    for amount, unit in re.findall(r"(\d+(?:\.\d+)?) (hour|minute|second)s?\b", reply or ""):
        total, found = total + float(amount) * {"hour": 3600, "minute": 60, "second": 1}[unit], True
    return total if found else None


def timer_of(minutes: float) -> Check:
    """Met by a reply that set a timer of ``minutes`` (said to the minute once it is ten minutes or more)."""
    seconds = round(minutes * 60)
    said = seconds if seconds < 600 else round(seconds / 60) * 60
    return lambda reply: reply is not None and "timer" in reply.lower() and _seconds(reply) == said


def picked_in(high: float) -> Check:
    """Met by a reply that is one whole number from 1 to ``high``."""
    def check(reply: str | None) -> bool:
        said = _numbers(reply)
        return len(said) == 1 and said[0].is_integer() and 1 <= said[0] <= high
    return check


def matches(pattern: str) -> Check:
    return lambda reply: reply is not None and re.search(pattern, reply, re.IGNORECASE) is not None


_WRONG_ACTION = re.compile(r"timer set|alarm set|\bpercent\.|light is (?:on|off)|\bis -?\d", re.IGNORECASE)


def no_action(reply: str | None) -> bool:
    """A must-not is met when nothing was done or worked out (a question asked back or "sorry" is fine)."""
    return reply is None or _WRONG_ACTION.search(reply) is None


# --- forms: (as said, value) ---------------------------------------------------------------------------------

_DEV_FORMS = [
    ("7", 7), ("seven", 7), ("twenty five", 25), ("a hundred", 100), ("one hundred and twenty", 120), ("1,500", 1500),
    ("fifteen hundred", 1500), ("a dozen", 12), ("half a dozen", 6), ("a couple of", 2), ("two point five", 2.5),
    ("one and a half", 1.5), ("3k", 3000), ("forty two", 42), ("five hundred and fifty", 550), ("a half", 0.5),
]
# never tuned on: written before the reader changed
_HELD_OUT_FORMS = [
    ("eighteen", 18), ("ninety nine", 99), ("two hundred", 200), ("three and a half", 3.5), ("four point two five", 4.25),
    ("2,500", 2500), ("twelve hundred", 1200), ("two dozen", 24), ("six hundred and six", 606), ("seventy-five", 75),
    ("a thousand", 1000), ("two thousand five hundred", 2500), ("ten thousand", 10000), ("0.75", 0.75),
    ("three quarters", 0.75), ("nought point five", 0.5), ("zero point five", 0.5), ("5k", 5000),
    ("a baker's dozen", 13), ("one oh five", 105), ("two and a quarter", 2.25), ("a couple", 2),
    ("three thousand and twelve", 3012), ("eleven point nine", 11.9), ("a hundred and one", 101), ("sixty", 60),
    ("fifty 5", 55), ("twenty one thousand", 21000), ("one million", 1_000_000), ("minus four", -4),
]

# clock times for alarms: (as said, "H:MM")
_DEV_TIMES = [("half past seven", "7:30"), ("seven thirty", "7:30"), ("quarter to eight", "7:45"),
              ("seven oh five", "7:05"), ("6 am", "6:00"), ("ten past six", "6:10")]
_HELD_OUT_TIMES = [("quarter past nine", "9:15"), ("six forty five", "6:45"), ("five oh nine am", "5:09"),
                   ("twenty to seven", "6:40"), ("eight o'clock", "8:00"), ("6.30", "6:30"), ("half six", "6:30"),
                   ("five past eight in the morning", "8:05"), ("nine fifteen am", "9:15"), ("7", "7:00")]

# ordinal days of a month: (as said, day)
_DEV_ORDINALS = [("third", 3), ("1st", 1), ("twenty first", 21), ("twelfth", 12)]
_HELD_OUT_ORDINALS = [("second", 2), ("thirtieth", 30), ("fifteenth", 15), ("22nd", 22), ("twenty third", 23),
                      ("ninth", 9), ("thirty first", 31)]

# years: (as said, year)
_DEV_YEARS = [("twenty twenty", 2020), ("nineteen ninety", 1990), ("2001", 2001)]
_HELD_OUT_YEARS = [("nineteen eighty four", 1984), ("two thousand and ten", 2010), ("twenty ten", 2010),
                   ("nineteen sixty nine", 1969), ("two thousand", 2000), ("twenty oh five", 2005)]


def forms() -> list[tuple[str, float]]:
    """The dev forms with their values (for the pure per-reader measure)."""
    return list(_DEV_FORMS)


def held_out_forms() -> list[tuple[str, float]]:
    """The never-tuned forms with their values."""
    return list(_HELD_OUT_FORMS)


# --- contexts: (kind, frame, which values fit, check of the value) ----------------------------------------------

Context = tuple[str, str, Callable[[float], bool], Callable[[float], Check]]


def _whole(v: float) -> bool:
    return float(v).is_integer()


_DEV_CONTEXTS: list[Context] = [
    ("timer", "set a timer for {n} minutes", lambda v: 0 < v <= 180, timer_of),
    ("math", "what is {n} plus 3", lambda v: True, lambda v: says(v + 3)),
    ("units", "convert {n} kilometres to metres", lambda v: 0 < v <= 10000, lambda v: says(v * 1000)),
    ("percent", "what is {n} percent of 200", lambda v: 0 < v <= 1000, lambda v: says(v * 2)),
    ("random", "pick a number between 1 and {n}", lambda v: _whole(v) and 2 <= v <= 10**6, picked_in),
    ("price", "{n} pounds plus 4 pounds", lambda v: 0 < v <= 10000, lambda v: says(v + 4)),
    ("light", "set the kitchen light to {n} percent", lambda v: _whole(v) and 1 <= v <= 100,
     lambda v: matches(rf"\b{int(v)} percent")),
]
_HELD_OUT_CONTEXTS: list[Context] = [
    ("timer", "can you put a timer on for {n} minutes please", lambda v: 0 < v <= 180, timer_of),
    ("timer", "timer {n} minutes", lambda v: 0 < v <= 180, timer_of),
    ("math", "whats {n} times 2", lambda v: True, lambda v: says(v * 2)),
    ("math", "{n} add 7 how much", lambda v: True, lambda v: says(v + 7)),
    ("units", "how many grams is {n} kilos", lambda v: 0 < v <= 10000, lambda v: says(v * 1000)),
    ("percent", "{n} percent of 50 is what", lambda v: 0 < v <= 1000, lambda v: says(v / 2)),
    ("random", "give me a random number from 1 to {n}", lambda v: _whole(v) and 2 <= v <= 10**6, picked_in),
    ("price", "the shoes were {n} dollars and the socks 5 dollars how much altogether", lambda v: 0 < v <= 10000,
     lambda v: says(v + 5)),
    ("light", "dim the living room light to {n} percent", lambda v: _whole(v) and 1 <= v <= 100,
     lambda v: matches(rf"\b{int(v)} percent")),
]


def _in_contexts(found: list[tuple[str, float]], contexts: list[Context]) -> list[Case]:
    cases = []
    for kind, frame, fits, check in contexts:
        for said, value in found:
            # "a couple of" only before a unit word; "3k" before a distance is kilometres, no number
            if fits(value) and not (said.endswith(" of") and kind != "timer") \
                    and not (said.endswith("k") and kind == "units"):
                cases.append(Case(frame.format(n=said), kind, check(value)))
    return cases


def _alarms(times: list[tuple[str, str]], frames: list[str]) -> list[Case]:
    return [Case(frame.format(t=said), "alarm", matches(_clock(clock))) for frame in frames for said, clock in times]


def _clock(clock: str) -> str:
    """A reply setting an alarm for ``clock`` ("7:30"; "6:00" may be said "6 am")."""
    hour, minute = clock.split(":")
    said = rf"{hour}:{minute}\b" if minute != "00" else rf"{hour}(?::00)? ?(?:am|oclock)?\b(?!:)"
    return rf"alarm set for {said}"


def _dates(ordinals: list[tuple[str, int]], frames: list[str]) -> list[Case]:
    return [Case(frame.format(o=said), "date", matches(rf"\bmarch {day}\b")) for frame in frames
            for said, day in ordinals]


def _years(years: list[tuple[str, int]], frames: list[str]) -> list[Case]:
    return [Case(frame.format(y=said), "year", matches(rf"\b{2026 - year} years\b")) for frame in frames
            for said, year in years]


# --- must-nots ---------------------------------------------------------------------------------------------------

_DEV_MUST_NOTS = [
    "i have {n} kids what time is it", "my son is {n} and he is tired", "dont set a timer for {n} minutes",
    "i set a timer for {n} minutes yesterday",
]
_DEV_MUST_NOT_FIXED = ["the big one is broken", "wait a second", "which one is yours", "i was born in nineteen ninety",
                       "the second one was better"]
_HELD_OUT_MUST_NOTS = [
    "we are {n} people for dinner tonight", "my nana turned {n} last week", "no need for a {n} minute timer",
    "if i had {n} pounds i would buy a bike", "she said {n} minutes was too long", "bus number {n} is late again",
]
_HELD_OUT_MUST_NOT_FIXED = ["just a second", "give me one second", "the red one not the blue one",
                            "that one is my favourite", "i came second in the race", "one of them is missing",
                            "the first one broke", "one sec", "we moved here in twenty twenty"]


def _must_nots(frames: list[str], fixed: list[str], found: list[tuple[str, float]]) -> list[Case]:
    cases = [Case(frame.format(n=said), "must-not", no_action, True) for frame in frames for said, _ in found[::3]
             if not said.endswith(" of")]
    return cases + [Case(text, "must-not", no_action, True) for text in fixed]


def dev() -> list[Case]:
    """The dev vocabulary."""
    return (_in_contexts(_DEV_FORMS, _DEV_CONTEXTS)
            + _alarms(_DEV_TIMES, ["set an alarm for {t}"])
            + _dates(_DEV_ORDINALS, ["what day of the week is the {o} of march"])
            + _years(_DEV_YEARS, ["how many years ago was {y}"])
            + _must_nots(_DEV_MUST_NOTS, _DEV_MUST_NOT_FIXED, _DEV_FORMS))


def held_out() -> list[Case]:
    """The vocabulary never tuned on (other forms, frames and speakers)."""
    return (_in_contexts(_HELD_OUT_FORMS, _HELD_OUT_CONTEXTS)
            + _alarms(_HELD_OUT_TIMES, ["wake me up at {t}", "alarm {t} tomorrow please"])
            + _dates(_HELD_OUT_ORDINALS, ["the {o} of march is which day", "what day is march the {o}"])
            + _years(_HELD_OUT_YEARS, ["how long ago was {y}", "{y} was how many years back"])
            + _must_nots(_HELD_OUT_MUST_NOTS, _HELD_OUT_MUST_NOT_FIXED, _HELD_OUT_FORMS))
