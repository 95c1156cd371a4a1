"""Families of everyday requests (eighth requests round): date arithmetic said day-first or as a check, sums with
numbers as people say them and one-operation word problems, units with decimals said in words, light commands for
two rooms / with no verb / with a colour, loudness, weather asked through frozen car windows, and bad input (a time
or a date that does not exist, a bare hesitation). Through the real rules, recognizer and skills, the lights on
gpiozero's mock pins and a pinned clock (Tuesday 1 December 2026, 10:25 UTC). None of these sentences is in a
benchmark set."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore

from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills
from tests.skill_helpers import NO_LOCATION, NO_MIXER, local_skills, say

KITCHEN, LIVING, BEDROOM = 17, 27, 22


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    pins = {"kitchen": KITCHEN, "living_room": LIVING, "bedroom": BEDROOM}
    with local_skills(factory, lights=pins, lists=ListSkill(InMemoryStore())) as built:
        yield built


@pytest.mark.parametrize(("text", "reply"), [
    # the day first, the question after
    ("two weeks from tomorrow whats the date", "Two weeks from tomorrow it will be Wednesday, December 16, 2026."),
    ("a fortnight from today what date is it", "2 weeks from today it will be Tuesday, December 15, 2026."),
    ("ten days back what date was it", "10 days ago was Saturday, November 21, 2026."),
    ("fifty days from today what day will it be", "Fifty days from today it will be Wednesday, January 20, 2027."),
    ("a week on saturday what date is that", "A week on Saturday it will be December 12, 2026."),
    ("the fourth of july what day is that", "The fourth of July is Sunday, July 4, 2027."),
    # a check to confirm, a weekend question
    ("tomorrow that is a wednesday isnt it", "Yes, tomorrow is Wednesday, December 2, 2026."),
    ("christmas day is a monday right", "No, christmas day is Friday, December 25, 2026."),
    ("new years eve is that a weekend", "No, December 31, 2026 is a Thursday."),
    ("does the first of march fall on a weekend", "No, March 1, 2027 is a Monday."),
    ("the day after tomorrow is that a friday", "No, the day after tomorrow is Thursday, December 3, 2026."),
    ("is the twenty fifth a friday", "Yes, the 25th is Friday, December 25, 2026."),
    ("monday week what date", "A week on Monday it will be December 14, 2026."),
    # days left in a period
    ("how many days does this month have", "December 2026 has 31 days."),
    ("how many days are in february", "February 2027 has 28 days."),
    ("how many days are left in the month", "There are 30 days until the end of the month, on Thursday, "
                                            "December 31."),
])
def test_dates_said_in_other_orders(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize(("text", "reply"), [
    ("five cubed minus twenty", "5 cubed minus 20 is 105."),
    ("twelve multiplied with twelve", "12 multiplied with 12 is 144."),
    ("square root of two twenty five", "The square root of 225 is 15."),
    ("what is one twenty divided by eight", "120 divided by 8 is 15."),
    ("seven point five plus two point five", "7.5 plus 2.5 is 10."),
    ("nineteen ninety nine plus one", "1999 plus 1 is 2,000."),
    ("add up 12 15 and 23", "12 plus 15 plus 23 is 50."),  # a list stays a list
    # word problems of one operation
    ("if a box holds six eggs how many eggs in four boxes", "6 times 4 is 24."),
    ("i have 3 bags with 5 apples in each how many apples altogether", "3 times 5 is 15."),
    ("we bought four pizzas at nine pounds each how much was that", "That's 36 for 4 pizzas."),
    ("i had fifteen biscuits and ate four how many are left", "15 minus 4 is 11."),
    ("i save 5 pounds a week for 10 weeks how much is that", "5 times 10 is 50."),
    # a bill shared by a party counted apart: the split's own reply (skills/restated.py, split_bill)
    ("we are 3 people and dinner was 90 pounds how much per person", "That's 30 pounds each."),
])
def test_sums_as_people_say_them(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize("text", [
    "i have 2 kids with 3 cats how many pets",  # no "each": not a sum
    "i had 20 sweets and sold 5 how much did i make",  # the price is not said
    "i have 3 boxes with 12 eggs and 2 broke how many eggs",  # two operations
])
def test_word_problems_that_are_not_plain_are_left_to_the_model(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) is None


@pytest.mark.parametrize(("text", "reply"), [
    ("a half marathon is thirteen point one miles how many kilometers", "13.1 miles is 21.08 kilometers."),
    ("how far is five k in miles", "5 km is 3.11 miles."),
    ("how many minutes in a whole day", "1 day is 1,440 minutes."),
    ("one week has how many hours", "1 week is 168 hours."),
    ("three point five kilos in pounds", "3.5 kilos is 7.72 pounds."),
    ("a pint and a half how many millilitres", "1.5 pint is 852.39 millilitres, or 709.76 millilitres for US pints."),
    ("how many ml in three quarters of a litre", "3 quarters of a litre is 750 ml."),
])
def test_units_with_amounts_as_said(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


def test_two_rooms_in_one_command_switch_both(skills: LocalSkills, factory: MockFactory) -> None:
    assert say(skills, "turn on the lights in the kitchen and the bedroom") == (
        "Okay, the kitchen light is on and the bedroom light is on.")
    assert (factory.pin(KITCHEN).state, factory.pin(BEDROOM).state, factory.pin(LIVING).state) == (1, 1, 0)
    assert say(skills, "switch off the kitchen and the bedroom lights") == (
        "Okay, the kitchen light is off and the bedroom light is off.")
    assert (factory.pin(KITCHEN).state, factory.pin(BEDROOM).state) == (0, 0)


def test_each_half_its_own_action_and_every_room(skills: LocalSkills, factory: MockFactory) -> None:
    assert say(skills, "kitchen light on and bedroom light off") == (
        "Okay, the kitchen light is on and the bedroom light is off.")
    assert (factory.pin(KITCHEN).state, factory.pin(BEDROOM).state) == (1, 0)
    assert say(skills, "both lights on please") == "Okay, all the lights are on."
    assert say(skills, "bedroom light please off") == "Okay, the bedroom light is off."
    assert say(skills, "can you turn the lights in the bedroom back on") == "Okay, the bedroom light is on."
    assert factory.pin(BEDROOM).state == 1
    assert say(skills, "turn the lights off in every room") == "Okay, all the lights are off."
    assert (factory.pin(KITCHEN).state, factory.pin(LIVING).state, factory.pin(BEDROOM).state) == (0, 0, 0)


def test_a_level_with_no_verb_and_a_reason_after(skills: LocalSkills, factory: MockFactory) -> None:
    assert say(skills, "bedroom light to half") == "Okay, the bedroom light is at 50 percent."
    assert factory.pin(BEDROOM).state == pytest.approx(0.5)
    assert say(skills, "kitchen to full brightness") == "Okay, the kitchen light is at 100 percent."
    assert factory.pin(KITCHEN).state == pytest.approx(1.0)
    assert say(skills, "could you turn down the bedroom light to thirty") == "Okay, the bedroom light is at 30 percent."
    assert factory.pin(BEDROOM).state == pytest.approx(0.3)
    assert say(skills, "switch all the lights off we are off to bed") == "Okay, all the lights are off."
    assert (factory.pin(KITCHEN).state, factory.pin(BEDROOM).state) == (0, 0)
    assert say(skills, "kitchen light on") == "Okay, the kitchen light is on."
    assert say(skills, "kill the lights were leaving") == "Okay, all the lights are off."
    assert factory.pin(KITCHEN).state == 0


def test_a_colour_is_answered_honestly_and_changes_nothing(skills: LocalSkills, factory: MockFactory) -> None:
    assert say(skills, "make the living room light purple") == (
        "The living room light can't change colour: I can only switch it on or off and dim it.")
    assert say(skills, "can you make the lights blue") == (
        "My lights can't change colour: I can only switch them on or off and dim them.")
    assert factory.pin(LIVING).state == 0
    assert say(skills, "add red light bulbs to the shopping list") == (
        "I've added red light bulbs to your shopping list.")


@pytest.mark.parametrize(("text", "reply"), [
    ("turn your loudness down", NO_MIXER),
    ("set your loudness to forty percent", NO_MIXER),
    ("volume what is it", "I can't tell the volume on this device: there is no sound mixer."),
    ("will i have to defrost the car in the morning", NO_LOCATION),
    ("is it going to be icy on the roads tomorrow", NO_LOCATION),
    ("is it a good day for a picnic", NO_LOCATION),
    ("should the kids wear jackets to school", NO_LOCATION),
    ("whats the low going to be tonight", NO_LOCATION),
])
def test_volume_and_weather_said_other_ways(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize(("text", "reply"), [
    ("set an alarm for twenty five thirty", "There is no such time as 25:30. Say a time like 7:30 am or 19:30."),
    ("wake me at 7 65", "There is no such time as 7:65. Say a time like 7:30 am or 19:30."),
    ("what day is the thirty first of april", "April 31 doesn't exist: April only has 30 days."),
    ("when is february the thirtieth", "February 30 doesn't exist: February only has 28 or 29 days."),
    ("the thirty second of january what day is that", "January 32 doesn't exist: January only has 31 days."),
    ("set a timer for zero minutes", "A timer needs a length of at least one second."),
    ("roll a die with zero sides", "A die needs at least two sides. Say 'roll a die' or 'roll a 20 sided die'."),
    ("bedroom light to three hundred percent", "Brightness goes from 0 to 100 percent."),
    ("umm", "Yes? What can I do for you?"),
    ("hmm well", "Yes? What can I do for you?"),
])
def test_bad_input_gets_a_short_true_reply(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply
    assert not skills.timers.list("anna")  # nothing was set


def test_a_real_time_after_a_hesitation_still_works(skills: LocalSkills) -> None:
    assert say(skills, "erm what time is it") == "It's 10:25 am."
    assert say(skills, "set an alarm for seven thirty") == "Okay, alarm set for 7:30 am tomorrow."
