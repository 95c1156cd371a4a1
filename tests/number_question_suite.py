"""The generated suite of number questions said as households say them (issue 15, the twentieth set's kinds): numbers
written with thousands separators, one quantity in two units, a total of things at a price each, two conversions in
one breath, a need told with the conversion implied, a clock time said first, an offset corrected in the breath, a
city said first, a word to spell between fillers. Every kind is slots x frames x fillers; each item is (sentence,
pattern the reply must match) or (sentence, MUST_NOT pattern the reply must not match: a false answer)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import product


@dataclass(frozen=True)
class Item:
    text: str
    pattern: str
    must_not: bool = False

    def met_by(self, reply: str | None) -> bool:
        found = reply is not None and re.search(self.pattern, reply, re.IGNORECASE) is not None
        return not found if self.must_not else found


_LEADS = ("", "hey ", "um ", "quick one, ")
_TAILS = ("", " please", " thanks")


def _said(frames: tuple[str, ...], slots: list[dict[str, str]], pattern: str, *, must_not: bool = False
          ) -> list[Item]:
    return [Item(f"{lead}{frame.format(**slot)}{tail}", pattern.format(**slot), must_not)
            for frame, slot, lead, tail in product(frames, slots, _LEADS, _TAILS)]


def thousands() -> list[Item]:
    """ "1,000 feet expressed in metres": one number, never "0 feet"; "add up 436, 218 and 97": three."""
    units = [{"q": "1,000 feet", "u": "metres", "v": r"304\.8"}, {"q": "2,500 metres", "u": "miles", "v": r"1\.55"},
             {"q": "1,500 grams", "u": "pounds", "v": r"3\.31"}, {"q": "10,000 steps", "u": "miles", "v": ""}]
    convert = [u for u in units if u["v"]]
    frames = ("{q} expressed in {u}", "convert {q} to {u}", "what is {q} in {u}", "{q}, how much is that in {u}",
              "how many {u} is {q}")
    sums = [{"s": "take 389 away from 1,000 and what's left", "v": "611"}, {"s": "1,000 minus 389", "v": "611"},
            {"s": "what is 12,000 divided by 4", "v": "3,000"}, {"s": "add up 1,250 and 750", "v": "2,000"},
            {"s": "2,000 plus 1,500", "v": "3,500"}, {"s": "add up 436, 218 and 97", "v": "751"},
            {"s": "add up 12, 15 and 23", "v": "50"}, {"s": "add up 1,200, 300 and 45", "v": "1,545"}]
    return [*_said(frames, convert, r"\b{v} {u}\b"),
            *_said(frames, units, r"\b0 (?:feet|metres|grams|steps)\b", must_not=True),
            *_said(("{s}",), sums, r"\bis {v}\.$")]


def two_units() -> list[Item]:
    """ "i am 1 metre 60 tall, how much is this in feet": 1.6 m, never 1 m."""
    slots = [{"q": "1 metre 60", "u": "feet", "v": r"5\.25"}, {"q": "5 foot 8", "u": "cm", "v": r"172\.72"},
             {"q": "2 pounds 4 ounces", "u": "grams", "v": r"1,020\.58"}, {"q": "11 stone 4", "u": "kilos", "v": r"71\.67"},
             {"q": "1 meter 35", "u": "feet", "v": r"4\.43"}, {"q": "7 pounds 6 ounces", "u": "kilos", "v": r"3\.35"}]
    frames = ("i am {q} tall, how much is this in {u}", "{q} in {u}", "convert {q} to {u}", "what is {q} in {u}",
              "my daughter is {q}, what is that in {u}")
    wrong = [{"q": "1 metre 200", "u": "feet"}, {"q": "1 metre 60", "u": "feet"}, {"q": "2 pounds 4 ounces", "u": "grams"}]
    return [*_said(frames, slots, r"\b{v} {u}\b"),
            *_said(frames, wrong, r"^(?:1 metre|2 pounds) is\b", must_not=True),
            *_said(("{q} in dollars", "what is {q} in dollars"), [{"q": "2 pounds 50"}], r"ounces|grams", must_not=True)]


def prices() -> list[Item]:
    """ "three tins of beans at 85p each, how much altogether": the count times the price."""
    slots = [{"t": "three tins of beans", "p": "85p", "v": r"2\.55"}, {"t": "4 bags of crisps", "p": "60p", "v": r"2\.40"},
             {"t": "two pints of milk", "p": "1.20", "v": r"2\.40"}, {"t": "5 bottles of water", "p": "45 pence", "v": r"2\.25"}]
    frames = ("{t} at {p} each, how much altogether", "{t} at {p} each whats the total",
              "if i buy {t} at {p} each what does that come to", "{t} costing {p} each, how much is that in all")
    told = ("i bought {t} at {p} each yesterday", "{t} at {p} each were too dear")
    return [*_said(frames, slots, r"\b{v}\b"), *_said(told, slots, r"^That's", must_not=True)]


def two_conversions() -> list[Item]:
    """Two conversions in one breath, and a need told with the conversion implied by naming the other scale."""
    pairs = [{"a": "the minutes in one day", "b": "the hours in a fortnight", "x": "1,440 minutes", "y": "336 hours"},
             {"a": "how many seconds in an hour", "b": "how many days in a week", "x": "3,600 seconds", "y": "7 days"},
             {"a": "5 miles in km", "b": "10 pounds in kilos", "x": r"8\.05 km", "y": r"4\.54 kilos"}]
    frames = ("tell me {a} and also {b}", "{a} and {b}", "what is {a}, and then {b}")
    needs = [{"q": "350 fahrenheit", "o": "celsius", "v": r"176\.67"}, {"q": "180 celsius", "o": "fahrenheit", "v": "356"},
             {"q": "400 fahrenheit", "o": "celsius", "v": r"204\.44"}]
    need_frames = ("the cake needs {q} but my oven only does {o}", "recipe says {q}, my oven is {o}",
                   "bake it at {q}, i only have {o} on my cooker")
    not_asked = ("it was {q} today", "set the oven to {q}")
    return [*_said(frames, pairs, r"\b{x}\b.*\b{y}\b"), *_said(need_frames, needs, r"\b{v} {o}\b"),
            *_said(not_asked, needs, r"\bis [\d.,]+ (?:celsius|fahrenheit)\b", must_not=True),
            *_said(("set a timer for 5 minutes and also 10 minutes", "i walked 5 miles and also 3 km"), [{}],
                   r"\bis [\d.,]+ (?:km|kilometres|miles|seconds|hours)\b", must_not=True)]


def clock_and_day() -> list[Item]:
    """A clock time said first, an offset corrected in the breath, a city said first (at Tue 1 Dec 2026 10:25 UTC)."""
    clocks = [{"e": "lunch is at twelve", "v": r"noon is 1 hour and 35 minutes away"},
              {"e": "the bus comes at 4:15", "v": r"4:15 pm is 5 hours and 50 minutes away"},
              {"e": "dinner is at 7 pm", "v": r"7 pm is 8 hours and 35 minutes away"},
              {"e": "my train is at half past eleven", "v": r"11:30 am is 1 hour and 5 minutes away"}]
    asks = ("{e}, how many minutes from now is that", "{e}, how long have i got", "{e} how much time do i have",
            "{e}, how many hours away is that")
    past = ("i had lunch at twelve how many minutes ago was that", "lunch is at twelve how long will it take",
            "the match is at 3 how long does it last", "set a timer at 12 how long is that")
    days = [{"a": "10 days from now, sorry, 12 days", "v": "Sunday, December 13, 2026"},
            {"a": "in 3 weeks, no, 4", "v": "Tuesday, December 29, 2026"},
            {"a": "5 days from today, i mean 6 days", "v": "Monday, December 7, 2026"}]
    day_frames = ("what's the date {a}", "what date is it {a}", "which day will it be {a}")
    cities = [{"c": "jakarta", "v": "Jakarta it's 5:25 pm"}, {"c": "lima", "v": "Lima it's 5:25 am"},
              {"c": "oslo", "v": "Oslo it's 11:25 am"}]
    city_frames = ("{c}, whats the hour over there", "{c} what is the hour right now", "whats the hour in {c}")
    return [*_said(asks, clocks, "{v}"), *_said(past, [{}], r"\baway\b", must_not=True),
            *_said(day_frames, days, "{v}"), *_said(city_frames, cities, "{v}"),
            *_said(("sydney what is the hour of the match",), [{}], r"it's \d", must_not=True)]


def spelling() -> list[Item]:
    """ "spell for me please leisure, i am learning english": the word between fillers."""
    words = [{"w": "leisure", "s": "L, E, I, S, U, R, E"}, {"w": "rhythm", "s": "R, H, Y, T, H, M"},
             {"w": "necessary", "s": "N, E, C, E, S, S, A, R, Y"}]
    frames = ("spell for me please {w}, i am learning english", "spell please for me the word {w}",
              "could you spell out for my daughter please {w}", "spell now for us slowly {w}")
    return [*_said(frames, words, "{s}"),
            *_said(("we had a dry spell for weeks", "spell it for me please"), [{}], r"is spelled", must_not=True)]


def items() -> list[Item]:
    return [*thousands(), *two_units(), *prices(), *two_conversions(), *clock_and_day(), *spelling()]
