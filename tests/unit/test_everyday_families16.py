"""holdout16's everyday misses taken as families through the real rules, recognizer and skills (Tuesday 1 December
2026, 10:25 UTC): the household or a room said where a city would be is the local time; the weekday a date falls on
asked with "on which weekday"; a tip, a discount or a tax on a price said before it; a percentage taken off or added
on a number; and sentences that must not be read that way."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.skills.local import LocalSkills
from tests.skill_helpers import Lists, local_skills, say


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lists=Lists()) as built:
        yield built


@pytest.mark.parametrize("text", [
    "what's the time right now in this house", "what time is it in this house", "whats the time here in the kitchen",
    "what time is it at home right now", "what time is it in the living room", "what is the time in our house please",
])
def test_the_household_is_local_time(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == "It's 10:25 am."


@pytest.mark.parametrize(("text", "reply"), [
    ("what time is it in houston", "In Houston it's 4:25 am."),
    ("what time is it in the uk", "In the UK it's 10:25 am."),
    ("what's the time in the house of commons",
     "I don't know the time zone of The House Of Commons. Try a large city nearby."),
])
def test_a_place_is_still_a_place(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize(("text", "reply"), [
    ("on which weekday does the first of january fall next year", "The first of January is Friday, January 1, 2027."),
    ("which weekday does the first of january fall next year", "The first of January is Friday, January 1, 2027."),
    ("on which day does the first of january fall next year", "The first of January is Friday, January 1, 2027."),
    ("on what day does the 3rd of march fall next year", "The 3rd of March is Wednesday, March 3, 2027."),
    ("on which weekday does christmas fall next year", "Christmas is on Saturday, December 25, 2027."),
    ("for which weekday does boxing day fall next year", "Boxing Day is on Sunday, December 26, 2027."),
    ("on which weekday did christmas fall last year", "Christmas was on Thursday, December 25, 2025."),
])
def test_the_weekday_a_date_falls_on(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize("text", ["which weekday does my birthday fall on next year", "on which day does the bin go out"])
def test_a_day_the_calendar_does_not_know_is_not_guessed(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) is None


@pytest.mark.parametrize(("text", "reply"), [
    ("the meal was 96 pounds and we want to leave a 10 percent tip, how much is the tip", "10 percent of 96 is 9.6."),
    ("dinner came to 80 pounds and we want to leave a 15 percent tip how much is that", "15 percent of 80 is 12."),
    ("the bill is 60 dollars and i want to give a 20 percent tip how much should i leave", "20 percent of 60 is 12."),
    ("the meal was 96 pounds with a 10 percent tip what is the total", "96 plus 10 percent of 96 is 105.6."),
    ("the bill was 50 and there is 20 percent vat how much is the vat", "20 percent of 50 is 10."),
    ("it costs 80 and it is 25 percent off", "80 minus 25 percent of 80 is 60."),
    ("the coat is 120 pounds with 30 percent discount how much do i pay", "30 percent off 120 pounds is 36 pounds off, so 84 pounds."),
    ("the coat is 120 pounds with 30 percent discount how much is the discount", "30 percent off 120 pounds is 36 pounds off, so 84 pounds."),
    ("the shoes cost 80 pounds plus 20 percent vat how much in total", "80 plus 20 percent is 96."),
])
def test_a_share_of_a_price_said_before_it(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize(("text", "reply"), [
    ("take 20 percent from 160", "160 minus 20 percent is 128."),
    ("knock 10 percent off 50", "10 percent off 50 is 45."),
    ("20 percent off 160", "20 percent off 160 is 32 off, so 128."),
    ("take 15 percent off 80", "15 percent off 80 is 12 off, so 68."),
    ("what is 160 minus 20 percent", "160 minus 20 percent is 128."),
    ("what's 80 plus 20 percent", "80 plus 20 percent is 96."),
    ("add 20 percent to 50", "50 plus 20 percent is 60."),
])
def test_a_percentage_off_or_on_a_number(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize(("text", "reply"), [
    ("take 20 from 160", "160 minus 20 is 140."),
    ("what is 20 percent of 160", "20 percent of 160 is 32."),
    ("we were 4 at dinner and left a 10 percent tip", None),  # 4 people: no price to take a share of
])
def test_no_share_read_where_none_was_said(skills: LocalSkills, text: str, reply: str | None) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize(("text", "reply"), [
    ("how many millilitres in a litre and a half for the recipe", "A litre and a half is 1,500 millilitres."),
    ("how many millilitres in a litre and a quarter", "A litre and a quarter is 1,250 millilitres."),
    ("how many grams is one and a quarter pounds", "1.25 pounds is 566.99 grams."),
    ("convert two and three quarters cups to millilitres", "2.75 cups is 650.62 millilitres."),
    ("how many ml in a pint and a half", "A pint and a half is 852.39 ml, or 709.76 ml for US pints."),
    ("how many millilitres is half a pint", "Half a pint is 284.13 millilitres, or 236.59 millilitres for US pints."),
    ("how many millilitres in half a litre for the gravy", "Half a litre is 500 millilitres."),
    ("how many ml in 1.5 litres", "1.5 litres is 1,500 ml."),
])
def test_a_fraction_said_in_words(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize(("text", "reply"), [
    ("my suitcase limit is 23 kilos and it weighs 50 pounds, am i over",
     "No, 50 pounds is 22.68 kilos: 0.32 kilos under the 23 kilo limit."),
    ("the baggage allowance is 20 kg and my bag weighs 48 pounds is it over",
     "Yes, 48 pounds is 21.77 kg: 1.77 kg over the 20 kg limit."),
    ("the limit is 10 kilos and the box is 25 pounds am i under",
     "No, 25 pounds is 11.34 kilos: 1.34 kilos over the 10 kilo limit."),
    ("my bag is 15 pounds and the limit is 7 kilos am i over",
     "No, 15 pounds is 6.8 kilos: 0.2 kilos under the 7 kilo limit."),
    ("the van can carry up to 500 kilos and the load weighs 1200 pounds is that too heavy",
     "Yes, 1200 pounds is 544.31 kilos: 44.31 kilos over the 500 kilo limit."),
    ("the max is 2 metres and the sofa is 80 inches will it be over",
     "Yes, 80 inches is 2.03 metres: 0.03 metres over the 2 metre limit."),
])
def test_an_amount_against_a_limit_in_another_unit(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize("text", [
    "my suitcase weighs 50 pounds and 23 kilos am i over",  # no limit named: which is which is a guess
    "is 50 pounds more than 23 kilos", "the limit is 23 kilos am i over",
    "the speed limit is 30 miles and i did 40 kilometres am i over",  # a speed, said short
])
def test_no_limit_comparison_guessed(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) is None


def test_one_amount_is_still_a_conversion(skills: LocalSkills) -> None:
    assert say(skills, "my suitcase weighs 50 pounds how many kilos is that") == "50 pounds is 22.68 kilos."


def _rolled(reply: str | None) -> list[int]:
    """The dice of a roll reply ("You rolled a 5.", "You rolled 5, 2 and 3: 10 in total."), its total left out."""
    assert reply is not None and reply.startswith("You rolled"), reply
    return [int(n) for n in re.findall(r"\d+", reply.split(":")[0])]


@pytest.mark.parametrize(("text", "count", "sides"), [
    ("roll a 20-sided die no actually a normal six-sided one", 1, 6),
    ("roll a 20 sided die no wait a 12 sided one", 1, 12),
    ("roll two dice no actually three dice", 3, 6),
    ("roll a d20 no sorry a d6", 1, 6),
    ("flip a coin no actually roll a die", 1, 6),
    ("roll a die actually make it two dice", 2, 6),
    ("roll a normal six sided die", 1, 6),
    ("roll a regular die", 1, 6),
])
def test_a_roll_corrected_or_plain_is_the_one_said_last(skills: LocalSkills, text: str, count: int,
                                                        sides: int) -> None:
    for _ in range(5):
        rolls = _rolled(say(skills, text))
        assert len(rolls) == count and all(1 <= r <= sides for r in rolls), text


@pytest.mark.parametrize(("text", "low", "high", "other"), [
    ("pick a number from 1 to 5 and flip a coin", 1, 5, r"It's (?:heads|tails)\."),
    ("pick a number between one and ten and then roll a die", 1, 10, r"You rolled a [1-6]\."),
    ("flip a coin and pick a number from 1 to 100", 1, 100, r"It's (?:heads|tails)\."),
    ("toss a coin and give me a random number between 1 and 6", 1, 6, r"It's (?:heads|tails)\."),
    ("choose a number from 1 to 3 and roll a dice", 1, 3, r"You rolled a [1-6]\."),
])
def test_a_number_and_another_pick_in_one_breath(skills: LocalSkills, text: str, low: int, high: int,
                                                 other: str) -> None:
    reply = say(skills, text)
    assert reply is not None and re.search(other, reply), reply
    picked = re.search(r"The number is (\d+)\.", reply)
    assert picked is not None and low <= int(picked.group(1)) <= high, reply


def test_one_pick_alone_is_said_as_before(skills: LocalSkills) -> None:
    reply = say(skills, "pick a number between 1 and 10")
    assert reply is not None and re.fullmatch(r"(?:[1-9]|10)\.", reply)


@pytest.mark.parametrize(("text", "reply"), [
    ("please the word knowledge how is writing letter by letter", "Knowledge is spelled K, N, O, W, L, E, D, G, E."),
    ("how is writing the word necessary", "Necessary is spelled N, E, C, E, S, S, A, R, Y."),
    ("the word rhythm how is written please", "Rhythm is spelled R, H, Y, T, H, M."),
    ("the word yacht how it is write", "Yacht is spelled Y, A, C, H, T."),
    ("please the word beautiful how is spelling", "Beautiful is spelled B, E, A, U, T, I, F, U, L."),
])
def test_a_learners_spelling_request(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize("text", ["write the word knowledge in my notebook", "how is writing going",
                                  "the word of the day how is written"])
def test_no_spelling_read_where_none_was_asked(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) is None
