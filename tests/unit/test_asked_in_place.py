"""Questions with one right answer said out of their textbook order (holdout21's kinds): each kind generated over
its slots, frames and tails through the real local skills, with must-nots generated the same way (a different amount,
a place only mentioned, a step instead of a level, a thing named after a lead-in); nothing is ever set or switched."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.skills import asked_in_place
from gpt_home.skills.local import LocalSkills
from tests.skill_helpers import TWO_ROOMS, local_skills, say


@pytest.fixture
def skills() -> Iterator[LocalSkills]:
    with local_skills(MockFactory(), lights=TWO_ROOMS) as built:
        yield built


def _nothing_set(skills: LocalSkills) -> bool:
    return skills.timers is not None and skills.timers.list("anna") == [] and not any(
        skills.lights.level(name) > 0 for name in skills.lights.names)


def _cases(*parts: list[str]) -> list[str]:
    return [" ".join("".join(p).split()) for p in itertools.product(*parts)]


# (said, the reply must match) for each kind, generated over frames and tails
_IN_PLACE = [(s, r"\b2026\b") for s in _cases(["the current year", "the year"], [" is what", ", is what"],
                                              ["", " now", " please", " do you know"])] + [
    (s, r"10:25") for s in _cases(["the time", "the clocks", "your clock", "the clock"], [" is what", " says what",
                                                                                           " say what"], ["", " now"])
    if not re.search(r"time says|time say|clocks is|clock is|clocks says|clock say\b", s)] + [
    (s, r"\b17\b") for s in _cases(["289", "two hundred and eighty nine"], [" has what square root"], ["", " please"])]
_PRECISION = [(s, r"10:25") for s in _cases(["give me the exact time", "tell me the time", "the exact time",
                                             "what is the time", "the time"],
                                            [", to the minute", " to the second", " to the nearest minute",
                                             " down to the minute"], ["", " please"])]
_ITSELF = [(s, rf"\b{want}\b") for n, want in (("13", "169"), ("7", "49"), ("twelve", "144"), ("2.5", "6.25"))
           for s in _cases([f"multiply {n} by itself", f"{n} times itself", f"what is {n} multiplied by itself"],
                           ["", ", what do you get", " please"])]
_WHICH_ONE = [(s, r"Tuesday|December 1") for s in _cases(["i lose track of the days", "im 88 and i forget the day",
                                                          "i never know the date"], [", which one is it",
                                                                                      " which one is it today"])]
_OTHER_SIDE = [(s, r"\bno\b|10:25") for s in _cases(["um ", ""], ["are we past midday", "is it past noon",
                                                                  "is it after midday"],
                                                    [" yet or still morning", " or is it still the morning",
                                                     " or still the morning"])]
_PLACE_FIRST = [(s, want) for p, want in (("vancouver in canada", r"In Vancouver it's 2:25 am"),
                                          ("tokyo", r"In Tokyo it's 7:25 pm"), ("athens in greece", r"In Athens"))
                for s in _cases([p], [", what time do they have now", " what time is it there",
                                      ", what time have they got", " what time is it over there"])]
_SAID_TWICE = [(s, want) for q, want in (("half a kilo, 500 grams", r"17\.6"), ("a mile, 1609 metres", r"5,27\d"),
                                         ("a pound, 454 grams", r"16(?:\.0)?")) for s in
               _cases([q], [" is how many ", ", is how many "], ["ounces" if "gram" in q else "feet"], ["", " please"])]
_ONLY_UNIT = [(s, want) for q, to, want in (("8 ounces of flour", "grams", r"226\.8"), ("200 grams of butter", "ounces",
                                                                                       r"7\.05"))
              for s in _cases(["the recipe says ", "it says ", "i need "], [q], [" and my scales only do ",
                                                                                " but my scales only show "], [to])]
_LOCAL_TIME = [(f"{p} local {w}{t}", want) for p, want in (("gotham city", r"Gotham City is a made-up place"),
                                                           ("narnia", r"Narnia is a made-up place"),
                                                           ("lisbon", r"In Lisbon it's 10:25"))
               for w in ("hour", "time") for t in ("", ", please")]
_OTHERS = [
    ("what time is it in santiago chile and in havana", r"Santiago.*Havana"),
    ("what time is it in vancouver canada and in tokyo", r"Vancouver.*Tokyo"),
    ("how late is it in hanoi", r"In Hanoi it's 5:25 pm"),
    ("what time is it in vientiane", r"In Vientiane it's 5:25 pm"),
    ("spell receipt and then spell liaison", r"R, E, C, E, I, P, T.*L, I, A, I, S, O, N"),
    ("can you spell necessary and then spell accommodate please", r"N, E, C.*A, C, C"),
    ("spell cat then dog", r"C, A, T.*D, O, G"),
    ("bingo style, draw a number from 1 to 75", r"^\d+\.$"),
    ("i need one number, at least 10 and at most 20", r"^(?:1\d|20)\.$"),
    ("i need a number no less than 5 but no more than 9", r"^[5-9]\.$"),
    ("i'm five, roll the big dice, the one with six sides", r"rolled an? [1-6]\b"),
    ("we can't decide whether to watch a film or play a board game tonight", r"watch a film|play a board game"),
    ("i cant decide whether to go out or stay in", r"go out|stay in"),
    ("any sunshine due saturday or sunday", r"weather location"),
    ("any snow expected at the weekend", r"weather location"),
    ("so yeah the thing with the um", r"didn't catch"),
    ("well anyway the whatsit", r"didn't catch"),
    ("living room brightness minus 20 percent", r"0 to 100 percent"),
    ("kitchen lamp at negative 10 percent", r"0 to 100 percent"),
]


@pytest.mark.parametrize(("text", "want"), _IN_PLACE + _PRECISION + _ITSELF + _WHICH_ONE + _OTHER_SIDE + _PLACE_FIRST
                         + _SAID_TWICE + _ONLY_UNIT + _LOCAL_TIME + _OTHERS)
def test_each_kind_is_answered_and_nothing_is_set(skills: LocalSkills, text: str, want: str) -> None:
    reply = say(skills, text)
    assert reply is not None and re.search(want, str(reply), re.I), f"{text!r} -> {reply!r}"
    assert "how long" not in str(reply).lower()
    assert _nothing_set(skills)


def test_the_generated_suites_are_large() -> None:
    assert len(_IN_PLACE + _PRECISION + _ITSELF + _WHICH_ONE + _OTHER_SIDE + _PLACE_FIRST + _SAID_TWICE + _ONLY_UNIT
               + _LOCAL_TIME) > 150


# Must-nots: no reading at all (pure), so nothing here can be answered as something else
@pytest.mark.parametrize("text", [
    "the time is what matters", "which one is it", "the red or the blue which one is it",
    "my birthday is one of these days which one is it", "the days of the week are on the chart which one is it",
    "half a kilo 600 grams is how many ounces",  # two different amounts: no restatement
    "i have 3 kids and my scales only do grams",  # no quantity to weigh
    "my brother is in tokyo what time is it here", "i was in tokyo last year what time is it",  # a place mentioned
    "set a timer to the minute", "time the eggs to the minute", "give me 10 minutes to the minute",
    "multiply the recipe by itself", "the local time", "my local time please", "set local time",
    "change the clock to local time", "sync to local time",
])
def test_must_nots_have_no_reading(text: str) -> None:
    assert asked_in_place.readings(text) == []


@pytest.mark.parametrize("text", [
    "dim the kitchen light by 20 percent", "its minus 5 outside", "spell rock", "we couldnt decide whether to go out",
    "she cant decide whether to watch a film or play a game", "there was some rain due yesterday",
    "no sunshine due saturday", "yeah",
])
def test_must_nots_get_no_reply_of_these_kinds(skills: LocalSkills, text: str) -> None:
    reply = str(say(skills, text))
    assert not re.search(r"0 to 100 percent|weather location|didn't catch all|up to you", reply), f"{text!r} -> {reply!r}"
    assert _nothing_set(skills)
