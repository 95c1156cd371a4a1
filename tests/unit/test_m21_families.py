"""Round 15's own phrasing list for the clock, dates, world time, sums, units, chance and spelling (m21), and the
families it showed missing: a week or day number of the year, weeks until a day, halve / twice a number, a sum
shared among a party, a die corrected to a count, a roll "of" a sided die, a coin and a sided die in one breath,
several coins, a word spelled backwards, "can u spell". Each family has must-not sentences: statements that name a
year, a sum, a die or a coin without asking for anything are never answered as one.

The phrasing list (``data/m21_phrasings.tsv``) was written from how households talk, not from any benchmark set;
every line is said to the real local skills at the pinned clock (Tuesday 1 December 2026, 10:25 UTC).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from gpt_home.skills.local import LocalSkills
from tests.skill_helpers import broad_list, phrasing_list_test, phrasing_rows, say
from tests.skill_helpers import two_room_skills  # noqa: F401 (the skills fixture)

PHRASINGS = Path(__file__).parent / "data" / "m21_phrasings.tsv"


def test_the_list_is_broad() -> None:
    broad_list(phrasing_rows(PHRASINGS), 40, ("time", "datemath", "world", "math", "units", "random", "spelling"))


test_phrasing_list = phrasing_list_test(PHRASINGS)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("what week of the year is it", "It's week 49 of 2026."),
        ("what week number are we in", "It's week 49 of 2026."),
        ("which week number is it now", "It's week 49 of 2026."),
        ("um what week of the year are we in", "It's week 49 of 2026."),
        ("what day of the year is it", "Today is day 335 of 2026."),
        ("which day number of the year are we on", "Today is day 335 of 2026."),
        ("what day of the year is today", "Today is day 335 of 2026."),
    ],
)
def test_count_in_the_year(skills: LocalSkills, text: str, expected: str) -> None:
    assert say(skills, text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "i moved house this year",
        "i doubled my savings this year",
        "we paid the bill twice this month",
        "what week of the year is best for a holiday",
        "what day of the year was christmas",
        "the kids start school every year",
    ],
)
def test_a_year_or_week_only_mentioned_is_not_asked(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("how many weeks until christmas", "3 weeks and 3 days"),
        ("how many weeks is it till christmas", "3 weeks and 3 days"),
        ("how many weeks are left until new year", "4 weeks and 3 days"),
        ("how many more weeks till valentines day", "10 weeks and 5 days"),
        ("how many weeks before halloween", "47 weeks and 5 days"),
    ],
)
def test_weeks_until_a_day(skills: LocalSkills, text: str, expected: str) -> None:
    assert expected in str(say(skills, text))


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("halve 86", "43"),
        ("can you halve 30 for me", "15"),
        ("halve 7 please", "3.5"),
        ("twice 40", "80"),
        ("what's twice 17", "34"),
        ("can you square 17", "289"),
        ("could you square twenty five for me", "625"),
        ("cube 4", "64"),
        ("triple 14", "42"),
        ("double 45", "90"),
    ],
)
def test_one_number_operations(skills: LocalSkills, text: str, number: str) -> None:
    assert re.search(rf"\bis {re.escape(number)}\.$", str(say(skills, text)))


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("250 split between 4 people", "62.5"),
        ("250 shared among 4", "62.5"),
        ("share 60 between 5 people", "12"),
        ("divide 90 among three kids", "30"),
        ("100 shared equally among 8 of us", "12.5"),
        ("split 45 between 3 friends", "15"),
        ("60 divided evenly between 4 people", "15"),
    ],
)
def test_a_sum_shared_among_a_party(skills: LocalSkills, text: str, number: str) -> None:
    assert re.search(rf"\bis {re.escape(number)}\.$", str(say(skills, text)))


@pytest.mark.parametrize(
    "text",
    [
        "my square garden is 10 metres",
        "i split up with my partner last year",
        "i had to double 2 onions",
        "we split 40 between 4 of us",
        "we shared a pizza between four of us last night",
        "i halved 3 lemons",
        "can you halve the recipe",
        "i shared 3 photos with 2 friends",
    ],
)
def test_told_sums_are_not_worked_out(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) is None


@pytest.mark.parametrize(
    ("text", "count", "top"),
    [
        ("roll a die no actually three", 3, 6),
        ("roll a dice no sorry two", 2, 6),
        ("roll a six sided die no actually 3", 3, 6),
        ("roll two dice no actually three", 3, 6),
        ("throw a die no wait four", 4, 6),
        ("roll a 20 sided die no actually two", 2, 20),
    ],
)
def test_a_die_corrected_to_a_count(skills: LocalSkills, text: str, count: int, top: int) -> None:
    reply = str(say(skills, text))
    rolled = re.match(r"You rolled (.+): (\d+) in total\.$", reply)
    assert rolled, reply
    numbers = [int(n) for n in re.findall(r"\d+", rolled.group(1))]
    assert len(numbers) == count and all(1 <= n <= top for n in numbers) and sum(numbers) == int(rolled.group(2))


@pytest.mark.parametrize(
    ("text", "top"),
    [
        ("give me a roll of a twelve-sided dice", 12),
        ("give me a roll of a 20 sided die", 20),
        ("roll a twelve sided dice", 12),
        ("roll an eight sided die", 8),
        ("roll a d20", 20),
        ("give me a roll of a twelve-sided dice for the game", 12),
        ("roll a d8 for my dnd game", 8),
    ],
)
def test_a_sided_die(skills: LocalSkills, text: str, top: int) -> None:
    rolled = re.fullmatch(r"You rolled an? (\d+)\.", str(say(skills, text)))
    assert rolled and 1 <= int(rolled.group(1)) <= top


@pytest.mark.parametrize(
    ("text", "top"),
    [
        ("flip a coin, then roll a six sided die straight after", 6),
        ("flip a coin then roll a d20", 20),
        ("flip a coin and roll a twelve sided die", 12),
        ("roll a d6 and flip a coin", 6),
        ("toss a coin then throw an eight sided die", 8),
    ],
)
def test_a_coin_and_a_sided_die(skills: LocalSkills, text: str, top: int) -> None:
    reply = str(say(skills, text))
    assert re.search(r"\bIt's (?:heads|tails)\.", reply), reply
    rolled = re.search(r"You rolled an? (\d+)\.", reply)
    assert rolled and 1 <= int(rolled.group(1)) <= top


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("flip two coins", 2),
        ("toss 3 coins for me", 3),
        ("can you flip two coins please", 2),
        ("spin four coins", 4),
        ("flip 2 coins at once", 2),
    ],
)
def test_several_coins(skills: LocalSkills, text: str, count: int) -> None:
    reply = str(say(skills, text))
    assert len(re.findall(r"\b(?:heads|tails)\b", reply, re.I)) == count, reply


@pytest.mark.parametrize(
    "text",
    [
        "the dice game was fun",
        "we had a coin collection as kids",
        "i lost two coins",
        "i found 3 coins in the sofa",
        "i threw the dice and got a six",
        "we flipped a coin for it yesterday",
        "she rolled two dice and got a double",
        "my dad tossed a coin at the wedding",
    ],
)
def test_chance_words_said_in_passing(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("spell cat backwards", "Cat spelled backwards is T, A, C."),
        ("how do you spell elephant in reverse", "Elephant spelled backwards is T, N, A, H, P, E, L, E."),
        ("what is dog spelled backwards", "Dog spelled backwards is G, O, D."),
        ("can you spell the word house backward for me", "House spelled backwards is E, S, U, O, H."),
        ("could you spell banana backwards please", "Banana spelled backwards is A, N, A, N, A, B."),
        ("can u spell school", "School is spelled S, C, H, O, O, L."),
    ],
)
def test_spelled_backwards_and_by_a_texter(skills: LocalSkills, text: str, expected: str) -> None:
    assert say(skills, text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "my son spelled his name backwards",
        "the car went backwards",
        "we walked backwards for fun",
    ],
)
def test_backwards_said_in_passing(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("what letter does zebra start with", "Zebra starts with Z."),
        ("what letter does knife begin with", "Knife starts with K: the K is silent."),
        ("whats the last letter of banana", "Banana ends with A."),
        ("what letter does elephant end with", "Elephant ends with T."),
        ("um what is the first letter of the word giraffe", "Giraffe starts with G."),
    ],
)
def test_first_or_last_letter(skills: LocalSkills, text: str, expected: str) -> None:
    assert say(skills, text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "what does school start with",
        "what letter does my name start with",
        "what is the first letter of the alphabet",
        "what does the film start with",
    ],
)
def test_letters_not_asked_of_a_word(skills: LocalSkills, text: str) -> None:
    reply = say(skills, text)
    assert reply is None or "starts with" not in reply


@pytest.mark.parametrize(
    ("text", "options"),
    [
        ("pick one cats or dogs", ("cats", "dogs")),
        ("can you pick one red or blue", ("red", "blue")),
        ("choose one tea or coffee", ("tea", "coffee")),
        ("just pick one pizza or pasta", ("pizza", "pasta")),
        ("go on choose one left or right", ("left", "right")),
    ],
)
def test_pick_one_of_the_options_said(skills: LocalSkills, text: str, options: tuple[str, str]) -> None:
    assert say(skills, text) in {f"I pick {o}." for o in options}


@pytest.mark.parametrize("text", ["pick a letter", "think of a letter please", "give me a letter"])
def test_a_letter_picked(skills: LocalSkills, text: str) -> None:
    assert re.fullmatch(r"I pick [a-z]\.", str(say(skills, text)))


@pytest.mark.parametrize(
    "text",
    [
        "i'll pick one up tomorrow or friday",
        "pick up sticks or tag which game",
        "we picked one up on monday or tuesday",
    ],
)
def test_picking_up_is_no_choice(skills: LocalSkills, text: str) -> None:
    reply = say(skills, text)
    assert reply is None or not reply.startswith("I pick")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("which is heavier a pound or a kilo", "A kilo is heavier: one kilo is 2.2 pounds."),
        ("is a mile longer than a kilometre", "Yes, one mile is 1.61 kilometres."),
        ("which is longer a foot or a metre", "A metre is longer: one metre is 3.28 feet."),
        ("which is smaller an inch or a centimetre", "A centimetre is smaller: one inch is 2.54 centimetres."),
        ("is a gallon less than a litre", "No, one gallon is 4.55 litres, or 3.79 for a US gallon."),
        ("is an ounce more than a gram", "Yes, one ounce is 28.35 grams."),
    ],
)
def test_which_unit_is_bigger(skills: LocalSkills, text: str, expected: str) -> None:
    assert say(skills, text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "which is heavier my dog or my cat",
        "is my car bigger than a van",
        "which is heavier a mile or a kilo",
        "is a pound heavier than a pound",
    ],
)
def test_no_units_to_weigh(skills: LocalSkills, text: str) -> None:
    reply = say(skills, text)
    assert reply is None or " one " not in reply
