"""Number questions as households say them (issue 15): the generated suite (``tests.number_question_suite``: every
kind x slots x frames x fillers, with must-nots generated the same way) through the real local skills at the fixed
clock (Tuesday 1 December 2026 10:25 UTC), then the readers' own decisions."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.agent.intents import normalize
from gpt_home.skills import both_asked, date_sums, slot_spans, time_questions
from gpt_home.skills.local import LocalSkills
from gpt_home.skills.spoken_sums import plain_sum
from tests.number_question_suite import items
from tests.skill_helpers import Lists, local_skills, say

NOW = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)


@pytest.fixture(scope="module")
def skills() -> Iterator[LocalSkills]:
    with local_skills(MockFactory(), lights={"kitchen": 17, "living_room": 18}, lists=Lists()) as built:
        yield built


def test_the_generated_suite_is_large_and_answered(skills: LocalSkills) -> None:
    suite = items()
    assert len(suite) > 2000 and sum(item.must_not for item in suite) >= 300
    wrong = [(item.text, reply) for item in suite if not item.met_by(reply := say(skills, item.text))]
    assert wrong == []


@pytest.mark.parametrize(("said", "normal"), [
    ("1,000 feet expressed in metres", "1000 feet expressed in metres"),
    ("what is 1,000,000 divided by 4", "what is 1000000 divided by 4"),
    ("add up 436, 218 and 97", "add up 436 218 and 97"),  # a comma and a space part a list
    ("add 1,2 and 3", "add 1 2 and 3"),  # no group of three digits: no thousands separator
    ("quick one, what is 5 plus 5", "what is 5 plus 5"),
])
def test_a_number_with_thousands_separators_is_one_number(said: str, normal: str) -> None:
    assert normalize(said) == normal


def test_a_list_of_numbers_of_three_digits_is_added_up_not_joined() -> None:
    assert plain_sum("add up 436 218 and 97") == "436 plus 218 plus 97"


@pytest.mark.parametrize(("said", "quantity", "unit"), [
    ("i am 1 metre 60 tall how much is this in feet", "1 metre 60", "feet"),
    ("the baby weighs 7 pounds 6 ounces how many kilos is that", "7 pounds 6 ounces", "kilos"),
    ("6 foot 2 inches in metres", "6 foot 2 inches", "metres"),
    ("1 metre 60 cm in inches", "1 metre 60 cm", "inches"),
])
def test_one_quantity_in_two_units_is_read_whole(said: str, quantity: str, unit: str) -> None:
    assert slot_spans.conversion(said) == (quantity, unit)


@pytest.mark.parametrize("said", ["i ran 1 metre 200 in feet", "2 pounds 50 in kilos"])
def test_a_number_after_the_unit_that_is_not_its_smaller_unit_is_not_read(said: str) -> None:
    assert slot_spans.conversion(said) is None


def test_a_need_in_one_scale_with_the_other_named_after_is_converted() -> None:
    assert slot_spans.conversion("the cake needs 350 fahrenheit but my oven only does celsius") == (
        "350 fahrenheit", "celsius")
    assert slot_spans.conversion("the oven is at 200 celsius or is it centigrade") is None  # the same scale


def test_two_conversions_are_both_answered_or_neither() -> None:
    assert both_asked.two_conversions("tell me the minutes in one day and also the hours in a fortnight") == (
        "1 day is 1,440 minutes. 1 fortnight is 336 hours.")
    assert both_asked.two_conversions("5 miles in km and turn on the kitchen light") is None
    assert both_asked.two_conversions("the hours in a day plus the minutes in an hour") is None  # a sum, maybe


def test_an_offset_corrected_at_the_end_is_read_before_the_older_readers() -> None:
    said = date_sums.reply("what is the date 10 days from now sorry 12 days", NOW, compound=True)
    assert said == "12 days from now it will be Sunday, December 13, 2026."
    assert date_sums.reply("what is the date in 10 days", NOW, compound=True) is None  # the older readers' own


@pytest.mark.parametrize(("said", "clock"), [
    ("lunch is at twelve how many minutes from now is that", "twelve"),
    ("the bus comes at 4:15 how long have i got", "4:15"),
    ("i had lunch at twelve how many minutes ago was that", None),
    ("the party is at 8 how many people are coming", None),
    ("lunch is at twelve or at 1 how long have i got", None),  # two clock times: which one is a guess
    ("the battery is at 20 percent how long have i got", None),  # a measure, no clock time
    ("the bus is at 12 minutes past how long have i got", None),
    ("we eat at 6 or 7 how long have i got", None),
])
def test_a_clock_time_said_first_and_the_time_left_asked(said: str, clock: str | None) -> None:
    assert time_questions.clock_said_first(said) == clock


def test_minutes_asked_are_said_in_minutes() -> None:
    assert time_questions.left_until_said("lunch is at twelve how many minutes from now is that", NOW, UTC) == (
        "It's 10:25 am, so noon is 1 hour and 35 minutes away. That's 95 minutes.")


@pytest.mark.parametrize(("said", "reply"), [
    ("how many arms does an octopus have", "An octopus has eight arms."),
    ("an octopus has how many arms", "An octopus has eight arms."),
    ("how many tentacles does an octopus have", "An octopus has eight arms."),
    ("octopuses have how many arms", "Octopuses have eight arms."),
    ("how many arms has an octopus got", "An octopus has eight arms."),
    ("how many arms does a spider have", None),  # legs, never arms: the model's honest line stands
    ("how many arms do i have", None),
])
def test_an_octopus_is_asked_about_its_arms(skills: LocalSkills, said: str, reply: str | None) -> None:
    assert say(skills, said) == reply
