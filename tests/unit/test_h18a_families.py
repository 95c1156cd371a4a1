"""Round 15 wave 2 (h18a): the families behind the eighteenth set's clock, date, sum and chance failures, read by
their pure parts. The phrasings said through the whole local path are in ``data/m21_phrasings.tsv`` (h18a section);
here each part's must-not sentences: what a correction, a pick, a countdown, a tip or a chance read by meaning must
never turn into."""

from __future__ import annotations

import random
from datetime import UTC, datetime

import pytest

from gpt_home.agent.chance_asked import chance_asked
from gpt_home.agent.self_correction import corrected, said_after
from gpt_home.skills import day_counts, tip_asked
from gpt_home.skills.choose import choose, options

NOW = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)  # a Tuesday


@pytest.mark.parametrize(
    ("said", "meant"),
    [
        ("what is 45 plus 38 no minus 38", "what is 45 minus 38"),
        ("what is 12 times 4 no plus 4", "what is 12 plus 4"),
        ("what is 100 divided by 5 sorry times 5", "what is 100 times 5"),
        ("whats 9 plus 3 no i mean minus 3", "whats 9 minus 3"),
        ("how many days until the 8th of january no the 18th", "how many days until the 18th of january"),
        ("how long until january the 3rd i mean the 13th", "how long until january the 13th"),
        ("how many days to the twenty first of march no the 22nd", "how many days to the 22nd of march"),
        ("days till feb 2nd sorry the 12th", "days till feb 12th"),
    ],
)
def test_a_part_corrected_keeps_the_rest(said: str, meant: str) -> None:
    assert corrected(said) == meant
    assert said_after(said) is None  # never the part alone put in a slot ("minus 38")


@pytest.mark.parametrize(
    "said",
    [
        "what is 45 plus 38 no wait what is 50 plus 2",  # a whole new question: not a part
        "there is no minus in that sum",  # "no" as a word
        "how many days until the 8th no idea",  # no day of the month after the marker
    ],
)
def test_not_a_part_correction(said: str) -> None:
    fixed = corrected(said)
    assert fixed is None or "38 no" not in fixed and "minus 38" not in (fixed or "")


def test_the_day_needs_a_month_said_before() -> None:
    # "the 8th no the 18th" has no month to keep: the ordinary correction (the day said last) applies
    assert corrected("how many days until the 8th no the 18th") == "how many days until the 18th"


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("fish and chips or a curry tonight", ["fish and chips", "a curry"]),
        ("salt and vinegar or cheese and onion", ["salt and vinegar", "cheese and onion"]),
        ("tom and jerry or paw patrol pick one", ["tom and jerry", "paw patrol"]),
        ("pizza or sausage and mash", ["pizza", "sausage and mash"]),
        ("rock and roll or jazz", ["rock and roll", "jazz"]),
        # no "or": "and" still separates ("pizza and pasta"), names without commas stay names
        ("pizza and pasta", ["pizza", "pasta"]),
        ("tom jess and sam", ["tom", "jess", "sam"]),
        # a list with commas: every separator counts
        ("red, green and blue or yellow", ["red", "green", "blue", "yellow"]),
        # who the pick is for is no option, as said or as the slot holds it in the second person
        ("for me, tea or coffee", ["tea", "coffee"]),
        ("for your tea or coffee", ["tea", "coffee"]),
        ("for us between the beach and the park", ["the beach", "the park"]),
    ],
)
def test_options_keep_an_and_inside_an_option(said: str, expected: list[str]) -> None:
    assert options(said) == expected
    assert choose(said, random.Random(1)) in {f"I pick {o}." for o in expected} | {
        f"I pick {o.title()}." for o in expected}


@pytest.mark.parametrize(
    ("said", "intent", "asked"),
    [
        ("roll a die", "dice", True),
        ("i need a die rolled", "dice", True),
        ("give us a coin flip mate", "coin", True),
        ("pick a number", "random_number", True),
        ("we rolled a die earlier", "dice", False),
        ("a roll of tape", "dice", False),
        ("we lost a roll of tape", "dice", False),
        ("can you pick me up at 5 or 6", "random_number", False),
        ("she picked a number out of a hat", "random_number", False),
        ("the kids flipped a coin to decide", "coin", False),
        ("roll over", "dice", False),  # no die named
        ("turn the kitchen light on", "light_on", True),  # not a chance intent: not this guard's
    ],
)
def test_chance_read_by_meaning_must_be_asked(said: str, intent: str, asked: bool) -> None:
    assert chance_asked(said, intent) is asked


@pytest.mark.parametrize(
    ("said", "due"),
    [
        ("i pay the rent every 28 days and last paid on the 20th of november whens it due next", "December 18"),
        ("the bins go out every 14 days last time was the 24th of november whens next", "December 8"),
        ("i get paid every fortnight last payday was 27 november when is the next one", "December 11"),
        ("my injection is every other week last one was monday when is the next", "December 14"),
        ("i water the plants every 3 days and last did it yesterday when do i do it next", "December 3"),
        ("we change the filter every 4 weeks and last did it on november 3rd when is it due", "December 1"),
    ],
)
def test_next_due(said: str, due: str) -> None:
    reply = day_counts.next_due(said, NOW)
    assert reply is not None and due in reply


@pytest.mark.parametrize(
    "said",
    [
        "i pay the rent every 28 days",  # told, nothing asked
        "i pay the rent every 28 days and last paid on the 20th of november",
        "when is the rent due",  # no interval, no last time: the model's (or the reminders')
        "i go swimming every 3 days when is the pool open",  # no last time said
        "every 2 weeks is too often for the bins last time was monday",  # no question
    ],
)
def test_next_due_must_not(said: str) -> None:
    assert day_counts.next_due(said, NOW) is None


@pytest.mark.parametrize(
    ("said", "asked"),
    [
        ("count down the days left to the thirty first of december", "how many days until the thirty first of december"),
        ("countdown to christmas please", "how many days until christmas"),
        ("can you count down to the 10th of december", "how many days until the 10th of december"),
        ("days remaining until new years eve", "how many days until new years eve"),
        ("count down the sleeps till nans birthday", "how many days until nans birthday"),
    ],
)
def test_countdown_asks_the_days_until(said: str, asked: str) -> None:
    heard: list[str] = []
    day_counts.countdown(said, lambda t: heard.append(t) or "ok")
    assert heard == [asked]


@pytest.mark.parametrize(
    "said",
    ["count down from ten", "the countdown to christmas has started", "set a countdown for 5 minutes",
     "countdown timer for the eggs", "the countdown to launch is on"],
)
def test_countdown_must_not(said: str) -> None:
    assert day_counts.countdown(said, lambda t: "asked") is None


@pytest.mark.parametrize(
    ("said", "reply"),
    [
        ("how much do i leave the waiter if i tip 15 percent on 60 dollars", "A 15 percent tip on 60 is 9, 69 in all."),
        ("if i tip 10 percent on 35 pounds how much is that", "A 10 percent tip on 35 is 3.50, 38.50 in all."),
        ("whats the tip at 18 percent on 50 dollars", "An 18 percent tip on 50 is 9, 59 in all."),
        ("work out a 12.5 percent service on 40 quid", "A 12.50 percent tip on 40 is 5, 45 in all."),
        ("the bill is 80 how much is a 15 percent tip", "A 15 percent tip on 80 is 12, 92 in all."),  # m22: any order
        ("what should i tip on 60 dollars", "On 60, a tip of 10 percent is 6, 15 percent is 9 and 20 percent is 12."),
    ],
)
def test_tip_asked(said: str, reply: str) -> None:
    assert tip_asked.reply(said) == reply


@pytest.mark.parametrize(
    "said",
    ["i left a 20 percent tip on 50 dollars", "how much is 15 percent of 60",
     "we tipped 10 percent on 35 pounds what a meal", "is a 15 percent tip normal"],
)
def test_tip_must_not(said: str) -> None:
    assert tip_asked.reply(said) is None
