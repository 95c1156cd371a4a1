"""A reviewer's false answers and wrong days of round 14, taken as families through the real rules, recognizer and
skills with a pinned clock (Tuesday 1 December 2026, 10:25 UTC): a discount said after its price with "and" ("it was 50
and 20 percent off" is 40, never 60); "take 20 percent of 160" is the share (32), said back without "take"; an alarm
whose reason names a date is set on that date, and one whose reason names a day only the household knows is not set
on a guess; a limit asked "over or under" gets the side, not a yes or no; "can i go over it" is yes when under."""

from __future__ import annotations

import re

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.agent.intent_types import TimerKind
from gpt_home.skills.local import LocalSkills
from tests.skill_helpers import local_skills, say


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory) as built:
        yield built


def _alarms(skills: LocalSkills) -> list[datetime]:
    assert skills.timers is not None
    return sorted(t.due for t in skills.timers.list("anna", kind=TimerKind.ALARM))


# --- a discount said after its price with "and" -------------------------------------------------------------------

@pytest.mark.parametrize(("text", "value"), [
    ("it was 50 and 20 percent off", "40"),
    ("the shoes were 60 quid and 15 percent off how much now", "51"),
    ("it was 120 dollars and 25 percent off", "90"),
    ("the jacket was 45 and 20 percent off", "36"),
    ("its 30 pounds and 10 percent off whats the price", "27"),
])
def test_a_discount_after_and_is_taken_off(skills: LocalSkills, text: str, value: str) -> None:
    reply = say(skills, text)
    assert reply is not None and re.search(rf"(?: is|, so) {value}(?: pounds)?\.$", reply)  # the saving said too


@pytest.mark.parametrize("text", ["the bill is 80 and 20 percent is the tip", "80 and 20 percent", "80 with 20 percent"])
def test_a_percentage_after_and_is_not_added_by_a_guess(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) is None  # never 96: a tip (16) or a discount (64) cut short


@pytest.mark.parametrize(("text", "reply"), [
    ("80 plus 20 percent", "80 plus 20 percent is 96."),
    ("take 20 percent off 160", "20 percent off 160 is 32 off, so 128."),
    ("knock 10 percent off 50", "10 percent off 50 is 45."),
])
def test_a_percentage_said_plainly_on_or_off_still_is(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


# --- "take 20 percent of 160" is the share --------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "reply"), [
    ("take 20 percent of 160", "20 percent of 160 is 32."),
    ("remove 20 percent of 160", "20 percent of 160 is 32."),
    ("what is take 15 percent of 80", "15 percent of 80 is 12."),
    ("take away 10 percent of 50", "10 percent of 50 is 5."),
    ("deduct 20 percent of 160", "20 percent of 160 is 32."),
])
def test_take_a_percentage_of_is_the_share(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


# --- an alarm for a date ----------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "due", "reply"), [
    ("set an alarm for 6 am for the twelfth", datetime(2026, 12, 12, 6, tzinfo=UTC),
     "Okay, alarm set for 6 am on December 12."),
    ("set an alarm for 10 for the twenty fifth", datetime(2026, 12, 25, 10, tzinfo=UTC),
     "Okay, alarm set for 10 am on December 25."),
    ("set an alarm for 7 for the first of january", datetime(2027, 1, 1, 7, tzinfo=UTC),
     "Okay, alarm set for 7 am on January 1."),
    ("set an alarm for 9 for new years day", datetime(2027, 1, 1, 9, tzinfo=UTC), "Okay, alarm set for 9 am on January 1."),
    ("set an alarm for 5 am for my flight on the twelfth", datetime(2026, 12, 12, 5, tzinfo=UTC),
     "Okay, flight alarm set for 5 am on December 12."),
    ("set an alarm for 8 for the 3rd", datetime(2026, 12, 3, 8, tzinfo=UTC), "Okay, alarm set for 8 am on Thursday."),
])
def test_an_alarm_for_a_date_is_set_on_that_date(skills: LocalSkills, text: str, due: datetime, reply: str) -> None:
    assert say(skills, text) == reply
    assert _alarms(skills) == [due]


@pytest.mark.parametrize("text", [
    "set an alarm for 7 am for the end of the month", "set an alarm for 7 for the next day",
    "set an alarm for 7 for the day after", "set an alarm for 7 for the bank holiday",
    "set an alarm for 7 for our anniversary", "set an alarm for 7 for my birthday", "set an alarm for 7 on my birthday",
    "set an alarm for 7 am on the twelfth", "wake me up at 7 for my birthday",
])
def test_an_alarm_for_a_day_not_known_is_not_set_tomorrow(skills: LocalSkills, text: str) -> None:
    reply = say(skills, text)
    assert reply is None or "tomorrow" not in reply
    assert _alarms(skills) == []


@pytest.mark.parametrize(("text", "label"), [
    ("set an alarm for 6 am for work", "Okay, work alarm set for 6 am tomorrow."),
    ("set an alarm for 7 am for the school run", "Okay, school run alarm set for 7 am tomorrow."),
    ("set an alarm for 6 for the bin men", "Okay, bin men alarm set for 6 am tomorrow."),
])
def test_an_alarm_for_a_reason_is_still_named_by_it(skills: LocalSkills, text: str, label: str) -> None:
    assert say(skills, text) == label


# --- over or under a limit --------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "reply"), [
    ("my suitcase limit is 23 kilos and it weighs 60 pounds am i over or under",
     "It's 4.22 kilos over the 23 kilo limit: 60 pounds is 27.22 kilos."),
    ("the bag allowance is 20 kg and mine is 50 pounds is it over or under",
     "It's 2.68 kg over the 20 kg limit: 50 pounds is 22.68 kg."),
    ("the weight limit is 10 kilos and the parcel is 25 pounds is it over or under the limit",
     "It's 1.34 kilos over the 10 kilo limit: 25 pounds is 11.34 kilos."),
    ("the limit is 20 kilos and my bag weighs 40 pounds is that under or over",
     "It's 1.86 kilos under the 20 kilo limit: 40 pounds is 18.14 kilos."),
    ("the hand luggage allowance is 7 kg and my bag is 14 pounds over or under",
     "It's 0.65 kg under the 7 kg limit: 14 pounds is 6.35 kg."),
])
def test_over_or_under_gets_the_side_not_a_yes_or_no(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize(("text", "reply"), [
    ("the bridge limit is 3 tonnes and my van is 2,800 kilos, can i go over it",
     "Yes, 2800 kilos is 2.8 tonnes: 0.2 tonnes under the 3 tonne limit."),
    ("the bridge limit is 3 tonnes and my van is 2800 kilos can i drive over it",
     "Yes, 2800 kilos is 2.8 tonnes: 0.2 tonnes under the 3 tonne limit."),
    ("the bridge limit is 3 tonnes and the lorry is 2500 kilos can the lorry cross it",
     "Yes, 2500 kilos is 2.5 tonnes: 0.5 tonnes under the 3 tonne limit."),
    ("the bridge limit is 3 tonnes and my van is 3500 kilos can i drive over it",
     "No, 3500 kilos is 3.5 tonnes: 0.5 tonnes over the 3 tonne limit."),
    ("the weight limit is 2 tonnes and the trailer is 1500 kilos can we take it over",
     "Yes, 1500 kilos is 1.5 tonnes: 0.5 tonnes under the 2 tonne limit."),
    ("my suitcase limit is 23 kilos and it weighs 50 pounds am i over",
     "No, 50 pounds is 22.68 kilos: 0.32 kilos under the 23 kilo limit."),
])
def test_may_it_cross_is_yes_when_under(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


# --- a count of dice corrected by a bare number -----------------------------------------------------------------------

@pytest.mark.parametrize(("text", "count"), [
    ("roll two dice no actually three", 3), ("roll two dice make it three", 3), ("throw 2 dice no make it 4", 4),
    ("roll three dice sorry i mean two", 2), ("can you roll four dice actually five", 5),
    ("roll 2 six sided dice no actually 3", 3),
])
def test_a_bare_number_corrects_the_count_of_dice(skills: LocalSkills, text: str, count: int) -> None:
    reply = say(skills, text)
    assert reply is not None and reply.startswith("You rolled ")
    assert len(reply.removeprefix("You rolled ").split(":")[0].replace(" and ", ", ").split(", ")) == count


# --- a sum said with its verb between the numbers, or after "quick one" -------------------------------------------------

@pytest.mark.parametrize(("text", "value"), [
    ("can you square 17 for me", "289"), ("square 12", "144"), ("cube 3 please", "27"),
    ("uh how much is 250 split between 4 people", "62.5"), ("what is 90 split between 3 people", "30"),
    ("how much is 100 shared between 4", "25"),
    ("please, how much is fourteen multiply by three", "42"), ("whats 6 multiply by 7", "42"),
    ("quick one add up 15 27 and 38 for the darts score", "80"), ("quick one what is 6 times 7", "42"),
])
def test_a_sum_said_with_its_verb_between_or_after_quick_one(skills: LocalSkills, text: str, value: str) -> None:
    reply = say(skills, text)
    assert reply is not None and re.search(rf"(?: is|, so) {value}(?: pounds)?\.$", reply)  # the saving said too
    assert not reply.startswith("1 ")  # "quick one" is never a number


@pytest.mark.parametrize("text", ["the square is 17 metres across", "we split up 4 years ago"])
def test_a_square_or_a_split_that_is_no_sum(skills: LocalSkills, text: str) -> None:
    reply = say(skills, text)
    assert reply is None or " is 289" not in reply and "divided" not in reply


# --- a conversion whose amount is corrected -----------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "reply"), [
    ("convert 10 inches to centimetres sorry i mean 10 feet", "10 feet is 304.8 centimetres."),
    ("convert 5 miles to km no actually 8 miles", "8 miles is 12.87 km."),
    ("how many grams is 3 ounces sorry i mean 4 ounces", "4 ounces is 113.4 grams."),
    ("convert 20 pounds to kilos no wait 30 pounds", "30 pounds is 13.61 kilos."),
    ("what is 10 feet in metres sorry i mean 12 feet", "12 feet is 3.66 metres."),
    ("convert 10 inches to centimetres sorry i mean millimetres", "10 inches is 254 millimetres."),
])
def test_a_corrected_amount_is_converted(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize(("text", "value"), [
    ("a coat costs 80 pounds with 25 percent off in the sale, what's the price now", "60"),
    ("a dress costs 60 pounds with 10 percent off in the sale whats the price now", "54"),
    ("the boots cost 120 pounds with 50 percent off in the sale what do they cost now", "60"),
    ("a lamp costs 40 pounds with 25 percent off in the sale how much is it now", "30"),
    ("a sofa costs 500 pounds with 20 percent off in the sale whats it now", "400"),
])
def test_a_price_in_the_sale_is_no_unit(skills: LocalSkills, text: str, value: str) -> None:
    reply = say(skills, text)
    assert reply is not None and re.search(rf"(?: is|, so) {value}(?: pounds)?\.$", reply) and "unit" not in reply


def test_an_unknown_unit_is_still_said(skills: LocalSkills) -> None:
    assert say(skills, "convert 5 blorps to metres") == "I don't know the unit blorps."
