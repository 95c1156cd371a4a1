"""Picks and rolls said in shapes the pick readers had not composed: the dice counted apart from the roll ("two dice,
throw both"), a pick with what it is for before the options ("pick a day for the cinema saturday or sunday", never
today's date), a choice handed over ("film night or board game night, we're split, you settle it"), and the letters
of a word "one at a time". Generated through the real local skills; must-nots stay unpicked."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.skills.local import LocalSkills
from tests.skill_helpers import local_skills, say

DICE = ["two dice, throw both and tell me what they come to", "3 dice, roll them for me", "roll a pair of dice", "roll both dice",
        "2 dice please, roll them"]
PICKS = [("um pick a day for the cinema {a} or {b}", ("saturday", "sunday")),
         ("pick a day for the party {a} or {b}", ("friday", "saturday")),
         ("choose a day for our walk {a} or {b}", ("monday", "tuesday")),
         ("{a} or {b}, we're split, you settle it", ("film night", "board game night")),
         ("{a} or {b}, we can't decide, you make the call", ("pizza", "curry")),
         ("{a} or {b}, break the tie", ("chess", "cards"))]
SPELLED = ["give me the letters of {w} one at a time", "the letters of {w} one at a time please",
           "tell me the letters in {w} one by one"]


@pytest.fixture(scope="module")
def skills() -> Iterator[LocalSkills]:
    with local_skills(MockFactory()) as built:
        yield built


def test_the_generated_suite(skills: LocalSkills) -> None:
    wrong = [(t, r) for t in DICE if not re.search(r"in total\.$", str(r := say(skills, t)))]
    for frame, (a, b) in PICKS:
        said = str(say(skills, text := frame.format(a=a, b=b))).lower()
        if not (said.startswith("i pick") and (a in said or b in said)):
            wrong.append((text, said))
    for frame in SPELLED:
        for word in ("mischievous", "rhythm", "necessary"):
            if f"{word.capitalize()} is spelled {', '.join(word.upper())}." != say(skills, text := frame.format(w=word)):
                wrong.append((text, say(skills, text)))
    assert wrong == []


@pytest.mark.parametrize("text", ["we settled it, tea or coffee was the question",
                                  "i picked saturday or sunday for the cinema last week", "who wrote the letters of paul",
                                  "dont pick saturday or sunday for the party"])
def test_nothing_picked(skills: LocalSkills, text: str) -> None:
    assert not str(say(skills, text)).startswith(("I pick", "Today is"))
