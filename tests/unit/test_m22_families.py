"""Round 16's phrasing list for the clock, dates, sums, units, chance and spelling (m22), and its families: pints and
gallons sized for the household's region (British or American, both when the zone does not say), silent letters
and first letters said many ways, and the kinds of request round 15 fixed as single sentences (the first or the
second of the month, how long till midday, a countdown to a date, the next of a payment every so many days, a tip
on a bill, a digit picked, who goes first, dice and cards) each said many ways. Every family has must-not sentences.

The phrasing list (``data/m22_phrasings.tsv``) was written from how households talk, not from any benchmark set;
every line is said to the real local skills at the pinned clock (Tuesday 1 December 2026, 10:25 UTC).
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.skills.lights import Lights
from gpt_home.skills.local import LocalSkills
from gpt_home.skills.measure_systems import region_of
from gpt_home.skills.silent_letters import silent_in
from gpt_home.skills.volume import Volume
from tests.skill_helpers import broad_list, phrasing_list_test, phrasing_rows, say
from tests.skill_helpers import two_room_skills  # noqa: F401 (the skills fixture)

PHRASINGS = Path(__file__).parent / "data" / "m22_phrasings.tsv"


@pytest.fixture
def zoned(factory: MockFactory) -> Iterator[dict[str, LocalSkills]]:
    """The same skills in a British and an American household (the zone is the region's only setting)."""
    pins = Lights({"kitchen": 17}, pin_factory=factory)
    try:
        yield {zone: LocalSkills(tz=ZoneInfo(zone), timers=None, lights=pins, volume=Volume(), rng=random.Random(3))
               for zone in ("Europe/London", "America/Chicago")}
    finally:
        pins.close()


def test_the_list_is_broad() -> None:
    counts = broad_list(phrasing_rows(PHRASINGS), 25, ("time", "datemath", "math", "units", "random", "spelling"))
    assert counts["mustnot"] >= 40


test_phrasing_list = phrasing_list_test(PHRASINGS)


# --- pints and gallons: British or American -----------------------------------------------------------------------
@pytest.mark.parametrize(
    ("zone", "region"),
    [("Europe/London", "uk"), ("Europe/Dublin", "uk"), ("America/New_York", "us"), ("America/Indiana/Knox", "us"),
     ("Pacific/Honolulu", "us"), ("Europe/Berlin", None), ("America/Toronto", None), ("UTC", None)],
)
def test_the_region_is_read_from_the_zone(zone: str, region: str | None) -> None:
    assert region_of(ZoneInfo(zone)) == region


@pytest.mark.parametrize(
    ("text", "uk", "us"),
    [
        ("how many pints in a litre", "1 litre is 1.76 pints.", "1 litre is 2.11 pints."),
        ("what's a litre in pints", "1 litre is 1.76 pints.", "1 litre is 2.11 pints."),
        ("how many litres is 2 gallons for the fish tank", "2 gallons is 9.09 litres.", "2 gallons is 7.57 litres."),
        ("5 pints in litres", "5 pints is 2.84 litres.", "5 pints is 2.37 litres."),
        ("how many fluid ounces in a pint", "1 pint is 20 fluid ounces.", "1 pint is 16 fluid ounces."),
        ("how many ml in a pint", "1 pint is 568.26 ml.", "1 pint is 473.18 ml."),
        ("what's bigger a pint or a litre", "A litre is bigger: one litre is 1.76 pints.",
         "A litre is bigger: one litre is 2.11 pints."),
        ("is a gallon more than 4 litres", None, None),
        ("how many pints in a gallon", "1 gallon is 8 pints.", "1 gallon is 8 pints."),
    ],
)
def test_pints_are_the_households_own(zoned: dict[str, LocalSkills], text: str, uk: str | None, us: str | None) -> None:
    assert say(zoned["Europe/London"], text) == uk
    assert say(zoned["America/Chicago"], text) == us


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("how many pints in a litre", "1 litre is 1.76 pints, or 2.11 US pints."),
        ("convert 2 litres to pints", "2 litres is 3.52 pints, or 4.23 US pints."),
        ("how many gallons is 10 litres", "10 litres is 2.2 gallons, or 2.64 US gallons."),
        ("how many litres in a gallon", "1 gallon is 4.55 litres, or 3.79 litres for a US gallon."),
        ("5 pints in litres", "5 pints is 2.84 litres, or 2.37 litres for US pints."),
        ("how many fluid ounces in a pint", "1 pint is 20 fluid ounces, or 16 in US measures."),
        ("what's bigger a pint or a litre", "A litre is bigger: one litre is 1.76 pints, or 2.11 US pints."),
        ("which is bigger a quart or a litre",
         "It depends: an imperial quart is 1.14 litres, but a US quart is 0.95 litres."),
        ("how many pints in a gallon", "1 gallon is 8 pints."),  # the same in both
        ("how many cups in a pint", "1 pint is 2 cups."),  # cups are American: so is the pint
    ],
)
def test_both_sizes_when_the_zone_does_not_say(skills: LocalSkills, text: str, expected: str) -> None:
    assert say(skills, text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("how many uk pints in a litre", "1 litre is 1.76 UK pints."),
        ("how many imperial pints in a litre", "1 litre is 1.76 imperial pints."),
        ("convert 2 litres to us pints", "2 litres is 4.23 US pints."),
        ("how many british gallons in 10 litres", "10 litres is 2.2 british gallons."),
        ("how many litres in an american gallon", "1 american gallon is 3.79 litres."),
    ],
)
def test_a_size_said_is_the_size_used(zoned: dict[str, LocalSkills], text: str, expected: str) -> None:
    for skills in zoned.values():
        assert say(skills, text) == expected


# --- silent letters and first letters -----------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("word", "silent"),
    [("knife", "ke"), ("gnome", "ge"), ("wrist", "w"), ("psychology", "p"), ("lamb", "b"), ("light", "gh"),
     ("laughter", ""), ("tough", ""), ("castle", "t"), ("tungsten", ""), ("subtitle", ""), ("island", "s"),
     ("autumn", "n"), ("house", ""), ("hour", "h"), ("dog", ""), ("stencil", ""), ("cafe", "")],
)
def test_silent_letters_are_the_known_patterns(word: str, silent: str) -> None:
    assert "".join(word[i] for i in silent_in(word)) == silent


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("is the k in knife silent", "Yes, the K in knife is silent."),
        ("is the w in write silent", "Yes, the W in write is silent."),
        ("does knife have a silent k", "Yes, the K in knife is silent."),
        ("is there a silent b in lamb", "Yes, the B in lamb is silent."),
        ("do you say the k in knife", "No, the K in knife is silent."),
        ("is the h in house silent", "No, the H in house is said."),
        ("is the z in knife silent", "There's no Z in knife: it's spelled K, N, I, F, E."),
        ("is the n in knife silent", "I don't think so: the N in knife isn't one of the silent letters I know."),
        ("what's the silent letter in knife", "In knife, the K and the E at the end are silent."),
        ("which letter is silent in knee", "In knee, the K is silent."),
        ("does lamb have a silent letter", "In lamb, the B is silent."),
        ("what does knife start with", "Knife starts with K: the K is silent."),
        ("what letter does gnome begin with", "Gnome starts with G: the G is silent."),
        ("my daughter wants to know what letter gnome starts with", "Gnome starts with G: the G is silent."),
        ("knife starts with which letter", "Knife starts with K: the K is silent."),
        ("what letter comes at the end of knife", "Knife ends with E."),
        ("does knife start with a k or an n", "Knife starts with K; the K is silent, so it sounds like an N."),
        ("does knight begin with k", "Yes, knight starts with K; the K is silent, so it sounds like an N."),
        ("does wrist start with r", "No, wrist starts with a silent W, but it sounds like an R."),
        ("what sound does knife start with", "Knife starts with an N sound: the K is silent."),
        ("what sound does ball start with", "Ball starts with a B sound."),
    ],
)
def test_silent_and_first_letters(skills: LocalSkills, text: str, expected: str) -> None:
    assert say(skills, text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "what does the film start with",
        "what does school start with",
        "what letter does your name start with",
        "what's the first letter of the alphabet",
        "does school start with assembly",
        "does the film start with a song",
        "does it start with a k",
        "the k in knife is silent",
        "the word knife starts with k",
        "what sound does cat start with",  # a c is said two ways: not claimed
        "does dog have a silent letter",  # none known: not claimed
    ],
)
def test_letters_not_asked_of_a_word(skills: LocalSkills, text: str) -> None:
    reply = say(skills, text)
    assert reply is None or not re.search(r"starts with|silent|\bsaid\b", reply), reply
