"""Date questions composed from their slots (``skills.date_sums``): the generated suite (every question kind x
anchor x offset x frame x filler, answers computed with ``datetime``, must-nots generated the same way) through the
real local skills at the fixed clock (Tuesday 1 December 2026), then the composer's own decisions."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.agent.intents import normalize
from gpt_home.skills import date_sums
from gpt_home.skills.local import LocalSkills
from tests.date_question_suite import NOT_A_DATE, items, states_a_date
from tests.skill_helpers import local_skills, say

NOW = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)  # a Tuesday, as tests.skill_helpers.NOW


@pytest.fixture(scope="module")
def skills() -> Iterator[LocalSkills]:
    with local_skills(MockFactory()) as built:
        yield built


def test_the_generated_suite_is_large_and_answered(skills: LocalSkills) -> None:
    suite = items()
    assert len(suite) > 1000 and sum(want == NOT_A_DATE for _, want in suite) >= 60
    replies = [(text, want, say(skills, text)) for text, want in suite]
    wrong = [(text, reply) for text, want, reply in replies
             if not ((not states_a_date(reply)) if want == NOT_A_DATE else want.met_by(reply))]
    assert wrong == []


@pytest.mark.parametrize(("text", "reply"), [
    ("3 days after christmas what date is that", "3 days after Christmas is Monday, December 28, 2026."),
    ("what date is a fortnight before new years eve", "2 weeks before New Year's Eve is Thursday, December 17, 2026."),
    ("the kids want to know ten days after boxing day is what date",
     "10 days after Boxing Day is Tuesday, January 5, 2027."),
    ("what day will it be a month after christmas", "A month after Christmas is Monday, January 25, 2027."),
    ("how many days have passed since last christmas", "It has been 341 days since Thursday, December 25, 2025."),
    ("the 19th is in how many days", "There are 18 days until Saturday, December 19."),
    ("um how many weeks away is the 19th", "There are 18 days until the 19th: 2 weeks and 4 days."),
    ("i have a fortnight of tablets left when do they run out", "2 weeks from today it will be Tuesday, December 15, 2026."),
    ("we moved in three weeks ago what date was that", "3 weeks ago was Tuesday, November 10, 2026."),
    ("how many days did it snow since christmas", date_sums.DONE_REPLY),
    ("how many days until friday the 13th", "There are 255 days until Friday, August 13, 2027."),
    ("whens the next friday the 13th", "Friday the 13th is on Friday, August 13, 2027."),
    ("what date is it the day after boxing day", "The day after Boxing Day is Sunday, December 27, 2026."),
    ("what was the date 3 days before yesterday", "3 days before yesterday was Friday, November 27, 2026."),
    ("what day of the week does the 19th of december fall on this year",
     "The 19th of December is on Saturday, December 19, 2026."),
])
def test_slots_in_any_order(text: str, reply: str) -> None:
    assert date_sums.reply(normalize(text), NOW) == reply


@pytest.mark.parametrize(("text", "reply"), [
    ("what date is 3 days after christmas", "3 days after Christmas is Monday, December 28, 2026."),
    ("how many days until friday the 13th", "There are 255 days until Friday, August 13, 2027."),
    ("how many days did it rain since halloween", date_sums.DONE_REPLY),
])
def test_before_the_older_readers_only_what_they_answer_wrongly(text: str, reply: str) -> None:
    assert date_sums.reply(normalize(text), NOW, compound=True) == reply


@pytest.mark.parametrize("text", ["what date is it in 3 days", "how many days until christmas", "what day is christmas",
                                  "what day will it be a week from tomorrow", "what was the date 10 days ago"])
def test_what_the_older_readers_answer_is_left_to_them(text: str) -> None:
    assert date_sums.reply(normalize(text), NOW, compound=True) is None
    assert date_sums.reply(normalize(text), NOW) is not None


@pytest.mark.parametrize("text", [
    "what date is 3 days after christmas or boxing day",  # two anchors: which is meant is a guess
    "what date is 3 days and 2 weeks after christmas",  # two offsets
    "what was the date in 3 days",  # a past with a day ahead
    "what date is 3 days",  # an offset with no direction
    "how many days is a fortnight", "how long did christmas dinner take", "i know how many days until christmas",
    "remind me 3 days before christmas to buy presents", "what did we do last christmas",
    "how many days until my birthday", "what day is the bin collection",
    "whats the date of the first monday in january", "friday week what date is that",  # a day word no slot holds
    "what day of the week is the 1st of march 2027", "what day is it today my sister says its saturday",
    "whats the date on friday no today", "which day is the 25th this month",
])
def test_no_one_clear_question_is_never_answered(text: str) -> None:
    assert date_sums.reply(normalize(text), NOW) is None
