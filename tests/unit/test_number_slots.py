"""Number slots (issue 15, round 18): the generated suite (``tests.number_slot_suite``: number forms x units and
currencies x frames x orders x fillers, with must-nots generated the same way) through the real local skills at the
fixed clock (Tuesday 1 December 2026 10:25 UTC), then the reader's and the composer's own decisions."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from decimal import Decimal

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.agent.intents import normalize
from gpt_home.skills import courtesy, day_gaps, number_asks, number_slots
from gpt_home.skills.calc import calculate
from gpt_home.skills.local import LocalSkills
from tests.number_slot_suite import held_out, held_out_3, items
from tests.skill_helpers import LIGHTS, Lists, local_skills, say

NOW = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)


@pytest.fixture(scope="module")
def skills() -> Iterator[LocalSkills]:
    with local_skills(MockFactory(), lights=LIGHTS, lists=Lists()) as built:
        yield built


def test_the_generated_suite_is_large_and_answered(skills: LocalSkills) -> None:
    suite = items()
    assert len(suite) > 1000 and sum(item.must_not for item in suite) >= 200
    wrong = [(item.text, reply) for item in suite if not item.met_by(reply := say(skills, item.text))]
    assert wrong == []


def test_the_second_vocabulary_never_gets_a_false_answer_where_nothing_was_asked(skills: LocalSkills) -> None:
    """The second and third vocabularies are never tuned on (their figures are reported, not asserted), but their
    must-nots hold."""
    wrong = [(item.text, reply) for item in (*held_out(), *held_out_3())
             if item.must_not and not item.met_by(reply := say(skills, item.text))]
    assert wrong == []


@pytest.mark.parametrize(("said", "numerals"), [
    ("twelve times 3k", "12 times 3000"),
    ("one and a half plus two point five", "1.5 plus 2.5"),
    ("1,500 times one and a half", "1500 times 1.5"),
    ("half a dozen eggs", "6 eggs"),
    ("2 and three quarters", "2.75"),
    ("a 5k run in miles", "a 5k run in miles"),  # a race: its distance, read by the unit readers
    ("10 k in miles", "10 k in miles"),  # a distance said in the same breath: kilometres
    ("set an alarm for 6 30", "set an alarm for 6 30"),  # a clock time stays two numbers
    ("fifteen hundred and fifty plus 1", "1550 plus 1"),
    ("a quarter of a million divided by 5", "250000 divided by 5"),
    ("3 pounds 50 times 4", "3.50 pounds times 4"),  # money in two parts
    ("2 pounds 4 ounces in grams", "2 pounds 4 ounces in grams"),  # a weight says its ounces
])
def test_every_number_form_is_one_numeral(said: str, numerals: str) -> None:
    assert number_slots.numerals(normalize(said)) == numerals


def test_a_quantity_to_convert_keeps_its_k_and_its_pounds() -> None:
    assert number_slots.numerals("21 k", quantity=True) == "21 k"
    assert number_slots.numerals("2 pounds 50", quantity=True) == "2 pounds 50"


def test_a_price_of_one_is_never_a_bill_to_share() -> None:
    assert number_slots.priced_each(normalize("it's 3 pounds per person and we are 4, how much in total"))
    assert number_slots.priced_each(normalize("tickets are 85p each and there are 3 of us"))
    assert not number_slots.priced_each(normalize("the bill is 60 pounds and there are 3 of us, how much each"))


@pytest.mark.parametrize(("source", "target", "money"), [
    ("euros", "dollars", True), ("pounds", "dollars", True), ("quid", "euros", True), ("dollars", "us dollars", True),
    ("pounds", "kilos", False), ("kilos", "pounds", False), ("pence", "pounds", False), ("miles", "km", False),
])
def test_two_currencies_are_told_apart_from_a_weight(source: str, target: str, money: bool) -> None:
    assert number_slots.currencies(source, target) is money


def test_slots_carry_their_currency_and_each() -> None:
    slots = number_slots.find(number_slots.numerals(normalize("4 tickets at 85p each")))
    assert [(s.value, s.unit, s.each) for s in slots] == [(Decimal(4), "", False), (Decimal("0.85"), "pence", True)]
    slots = number_slots.find("3 tins at 2 euros per tin")
    assert slots[1].money and slots[1].each and not slots[0].money


@pytest.mark.parametrize("said", [
    "dont convert 3 miles to km", "i was going to ask about 3 miles in km but never mind",
    "no need to work out 3 plus 4", "what is 3 plus 4 never mind", "if i had 3k plus 48 id be rich",
])
def test_a_number_question_not_asked_now(said: str) -> None:
    assert number_slots.not_asked(normalize(said))


@pytest.mark.parametrize("said", ["convert 3 miles to km", "whats 3 plus 4", "i meant to ask so what is 3 plus 4",
                                  "if i buy 3 tins at 85p each what does that come to"])
def test_a_number_question_asked(said: str) -> None:
    assert not number_slots.not_asked(normalize(said))


@pytest.mark.parametrize(("said", "composed"), [
    ("3k and 48, add them up", "3000 plus 48"),
    ("what is 3k plus 48, it's for my homework", "3000 plus 48"),
    ("twelve times one and a half, work that out please", "12 times 1.5"),
    ("4 tickets at 3 pounds each, add it up for me", "4 tickets at 3 pounds each how much"),
    ("how much for 6 bags of crisps at 85p each, i need to know what to bring", "6 bags of crisps at 85p each how much"),
    ("a dozen eggs, 20p each, what's the total", "12 eggs at 20p each how much"),
    ("the tickets are 3 pounds each and there are 4 of us, how much altogether", "4 tickets at 3 pounds each how much"),
    ("it's 3 pounds per person and we are 4, how much in total", "4 people at 3 pounds each how much"),
    ("what do 48 and 12 make", "48 plus 12"),
    ("how much do 3 stamps at 85p each cost", "3 stamps at 85p each how much"),
    ("two coffees at 3 pounds 20 each what do i owe you", "2 coffees at 3.20 pounds each how much"),
])
def test_every_word_accounted_for_composes_the_plain_request(said: str, composed: str) -> None:
    assert number_asks.compose(normalize(said)) == composed


@pytest.mark.parametrize("said", [
    "i bought 3 tins at 85p each yesterday",  # a story
    "4 tickets at 3 pounds each",  # nothing asked
    "3 and 4",  # no verb of adding
    "i wish i had 3 and 4 add them up",  # a word not accounted for
    "3k and 48 add them up but never mind",  # taken back
    "3 plus 4 and 5 plus 6",  # two sums: which one is a guess
    "what is 3 plus 4 because 7",  # a reason with a number in it is no reason
    "what do 3 and 4 year olds eat", "3 and 4 make 7", "4 tickets at 3 each cost too much",
])
def test_a_word_or_number_not_accounted_for_composes_nothing(said: str) -> None:
    assert number_asks.compose(normalize(said)) is None


def test_the_calculator_reads_every_number_form() -> None:
    assert calculate("12 times 3k") == "12 times 3k is 36,000."
    assert calculate("twelve plus one and a half") == "Twelve plus one and a half is 13.5."


@pytest.mark.parametrize(("said", "reply"), [
    ("how many days after christmas is new years", "New Year's is 7 days after Christmas."),
    ("how many days before new years is christmas", "Christmas is 7 days before New Year's."),
    ("how many days is new years after christmas", "New Year's is 7 days after Christmas."),
    ("how many days after new years is christmas", "Christmas is 358 days after New Year's."),
    ("how many weeks after christmas is easter", "Easter is 13 weeks and 2 days after Christmas."),
])
def test_two_named_days_one_the_anchor(said: str, reply: str) -> None:
    assert day_gaps.reply(normalize(said), NOW) == reply


@pytest.mark.parametrize("said", ["how many days after my birthday is christmas", "how many days until christmas",
                                  "how many days after christmas is it"])
def test_a_day_not_known_or_one_day_only_is_not_this_question(said: str) -> None:
    assert day_gaps.reply(normalize(said), NOW) is None


def test_thanks_after_a_question_is_not_the_request(skills: LocalSkills) -> None:
    assert courtesy.only_thanks("thanks", "what is 2 metres in feet")
    assert not courtesy.only_thanks("thanks", "three minutes")
    assert say(skills, "how tall is 2 metres in feet? thanks") == "2 metres is 6.56 feet."
    assert say(skills, "three minutes, thanks") == "You're welcome."


@pytest.mark.parametrize(("said", "reply"), [
    ("cheese is 8 pounds a kilo, how much is 250 grams", "That's 2 for 250 grams."),
    ("how much for 40 litres of petrol at 1.50 a litre", "That's 60 for 40 litres."),
    ("at 90p a litre what does 500 millilitres cost", "That's 0.45 for 500 millilitres."),
    ("250 grams of cheese at 8 pounds per kilo, what's the total", "That's 2 for 250 grams."),
])
def test_a_price_per_unit_of_measure_and_an_amount(skills: LocalSkills, said: str, reply: str) -> None:
    assert say(skills, said) == reply


@pytest.mark.parametrize("said", ["i paid 1.50 a litre for 40 litres of petrol", "petrol was 1.50 a litre last year",
                                  "how much for 3 tickets at 8 pounds a kilo"])
def test_a_price_per_unit_told_or_of_nothing_measured_says_no_total(said: str) -> None:
    assert number_asks.find(normalize(said)) == []
