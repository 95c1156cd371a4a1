"""Sums said as household stories (``skills.household_sums``): the generated math-words suite through the real local
skills (dev vocabulary answered, must-nots of both vocabularies kept), then the reader's own decisions, and the safe
evaluator it works with (``calc.evaluate``)."""

from __future__ import annotations

import pytest
from gpiozero.pins.mock import MockFactory, MockPWMPin

from gpt_home.agent.intents import normalize
from gpt_home.skills import calc, household_sums
from tests.math_words_suite import Case, dev, held_out, held_out_must_nots, must_nots
from tests.math_words_third import third_must_nots
from tests.skill_helpers import LIGHTS, Lists, local_skills, say


def _misses(suite: list[Case]) -> list[tuple[str, str | None]]:
    wrong = []
    for case in suite:
        with local_skills(MockFactory(pin_class=MockPWMPin), lights=LIGHTS, lists=Lists()) as skills:
            reply = say(skills, case.text)
        if not case.check(reply):
            wrong.append((case.text, reply))
    return wrong


def test_the_dev_vocabulary_is_answered() -> None:
    suite = dev()
    assert len(suite) > 120
    # the one miss is the suite's own: 13.45 out of a tenner is said as "3.45 short", the suite expects -3.45
    assert [text for text, _ in _misses(suite)] == ["mummy how much change from a tenner if it costs 13 pounds 45"]


def test_the_never_tuned_vocabulary_is_mostly_answered() -> None:
    """Never tuned on: its figure is reported; here only that it does not fall back."""
    suite = held_out()
    assert len(_misses(suite)) <= len(suite) // 8


def test_no_must_not_gets_a_number_worked_out() -> None:
    # what fails here already failed on 737d96f, none with a number: a list item or a light level another skill
    # misreads ("mummy add 23 eggs to the list", "turn the light to 101 percent"), never a sum
    wrong = _misses(must_nots()) + _misses(held_out_must_nots()) + _misses(third_must_nots())
    assert all(household_sums.reply(normalize(text)) is None for text, _ in wrong)
    assert len(wrong) <= 7


@pytest.mark.parametrize(("text", "reply"), [
    ("three pizzas at 8.40 each, what's the bill", "That's 25.20 for 3 pizzas."),
    ("6 tickets at £12.50 a head", "That's 75 for 6 tickets."),
    ("there are 4 of us and the tickets are 6.25 a person, how much", "4 at 6.25 comes to 25."),
    ("two coffees at 3 pounds 20 each, how much", "That's 6.40 for 2 coffees."),
    ("what do 3 pizzas cost at 8.40 each", "That's 25.20 for 3 pizzas."),
    ("I paid with a twenty for 13.45, what change", "Change from 20 for 13.45 is 6.55."),
    ("4.05 out of a fiver, what's the change", "Change from 5 for 4.05 is 0.95 pounds."),
    ("I had 50, spent 12 and 7.30, what's left", "50 take away 12 and 7.30 leaves 30.70."),
    ("half of what is 30", "30 is half of 60."),
    ("a third of what number is twelve", "12 is a third of 36."),
    ("what number doubled makes 9", "4.5 doubled is 9."),
    ("what number times itself makes 361", "19 times 19 is 361."),
    ("which number squared gives 50", "No whole number does: the square root of 50 is about 7.07."),
    ("add VAT at 20 % to 150", "150 with 20 percent VAT is 180, the VAT is 30."),
    ("how much do I save with 20 percent off 65 pounds", "20 percent off 65 pounds is 13 pounds off, so 52 pounds."),
    ("15 squared and then 300 minus 45", "15 squared is 225, and 300 minus 45 is 255."),
    ("mummy share 45 sweets between 4 kids, how many left over", "That's 11 sweets each, with 1 left over."),
    ("it cost 12 and I gave a ten pound note, what change", "12 is more than 10: you are 2 short."),
    ("if one ice cream costs 4.60, how much are 7", "7 at 4.60 comes to 32.20."),  # "one" is the price's, no count
    ("a coffee costs 2.80, how much for 3", "3 at 2.80 comes to 8.40."),
    ("a bag of crisps is 0.85, how much are 4", "4 at 0.85 comes to 3.40."),
    ("4.60 for one bus fare, how much for five", "5 at 4.60 comes to 23."),
])  # fmt: skip
def test_a_household_sum_is_worked_out_and_said_back(text: str, reply: str) -> None:
    assert household_sums.reply(normalize(text)) == reply


@pytest.mark.parametrize(("text", "total"), [
    ("if one ice cream costs 4.60 how much are 7", "32.20"),
    ("my mum wants to know, a coffee costs 2.80, how much for 3", "8.40"),
])
def test_one_things_price_then_a_count_is_answered_by_the_skills(text: str, total: str) -> None:
    with local_skills(MockFactory(pin_class=MockPWMPin), lights=LIGHTS, lists=Lists()) as skills:
        assert total in (say(skills, text) or "")


@pytest.mark.parametrize("text", [
    "I bought 3 pizzas at 8 pounds each yesterday",  # a story told
    "my friend said the tickets were 25 pounds each",  # one number: nothing to work out
    "what change from 20 for 3 coffees",  # 3 is a count, not the cost
    "i had 2 coffees and spent 10 minutes on the bus what is left",  # no money
    "i have 3 kids and spent 200 pounds how much have i got",  # kids are no money
    "how much is 250 grams at 8 pounds per kilo",  # a rate (unit_prices)
    "fabric is 6 dollars per metre, how much for 50 centimetres",  # a rate (unit_prices)
    "how much time is 3 episodes at 45 minutes each",  # minutes, not money
    "my son is 8 and tickets are 5 pounds each, how much",  # an age, not a count
    "what if I change the alarm from 7 to 8",  # an alarm
    "set a timer for 8 minutes and then 5 minus 2",  # a timer
    "I had 50, spent 12 7.30, what's left",  # one price or two: a guess
    "4 of us had 3 pizzas at 8 each, how much",  # a number without a place
    "turn the light to 40 percent off",  # a light
    "what is 6 times 7 and what is 81 divided by 9",  # two questions: each its own turn (the dialogue splits)
    "a week is 7 days, how much is 3 weeks",  # weeks are no money and no count of things bought
    "one coffee is 2.80 and one tea is 1.90, how much for 3",  # two prices: which is meant is a guess
    "one coffee costs 2.80 and i have 10, how much for 3",  # a number without a place
])  # fmt: skip
def test_no_sum_is_guessed(text: str) -> None:
    assert household_sums.reply(normalize(text)) is None


def test_the_safe_evaluator_gives_a_value_or_says_why_not() -> None:
    assert calc.evaluate("3 * 8.4") == pytest.approx(25.2)
    assert calc.evaluate("sqrt(144)") == 12
    assert calc.evaluate("1 / 0") == calc.DIVIDE_BY_ZERO_REPLY
    assert calc.evaluate("10 ** 10000000") == calc.TOO_BIG_REPLY
    assert calc.evaluate("__import__('os')") is None


@pytest.mark.parametrize("text", [
    "never mind how much 3 pizzas at 8.40 each are",
    "forget what half of what is 30 is",
    "don't work out the change from a twenty for 13.45",
])
def test_a_sum_called_off_is_not_worked_out(text: str) -> None:
    assert household_sums.reply(normalize(text)) is None
