"""Several parts of now in one ask (``skills.now_parts`` composed by ``clock_topics.clock_reading``): a generated
suite of part pairs x frames through the real local skills, each part said once; the time and date keep their reply;
must-nots; and "the year on todays calendar page" is the year now."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.skills.local import LocalSkills
from gpt_home.skills.now_parts import reply
from tests.skill_helpers import local_skills, say

SAID = {"time": "10:25 am", "year": "2026", "month": "December", "date": "December 1"}
PAIRS = [("time", "year"), ("year", "time"), ("month", "year"), ("year", "month"), ("time", "month"),
         ("date", "time")]
FRAMES = ["tell me the {a} and the {b}", "what's the {a} and the {b}", "the {a} and the {b} please",
          "i need the {a} and the {b}", "um can you say the {a} and the {b} for me"]


@pytest.fixture(scope="module")
def skills() -> Iterator[LocalSkills]:
    with local_skills(MockFactory()) as built:
        yield built


def test_the_generated_parts_suite(skills: LocalSkills) -> None:
    suite = [(frame.format(a=a, b=b), a, b) for frame in FRAMES for a, b in PAIRS]
    wrong = []
    for text, a, b in suite:
        said = str(say(skills, text))
        if not (SAID[a] in said and SAID[b] in said and said.index(SAID[a]) < said.index(SAID[b])):
            wrong.append((text, said))
    assert wrong == []


@pytest.mark.parametrize(("text", "said"), [
    ("the year on today's calendar page, what is it", "It's 2026."),
    ("what year is it on the calendar", "It's 2026."),
    ("tell me the time and the date", "Today is Tuesday, December 1, and it's 10:25 am."),
    ("give me the full date with the year", "Today is Tuesday, December 1, 2026."),  # the date reader's, whole
    ("which day of the month is it", "Today is Tuesday, December 1."),
])
def test_the_year_and_the_time(skills: LocalSkills, text: str, said: str) -> None:
    assert say(skills, text) == said


@pytest.mark.parametrize("text", ["what year did the war end and what time is it", "the time and the year i was born",
                                  "tell me the time and the year of the dragon", "how many years and months until 2030"])
def test_no_parts_of_now_for_other_moments(skills: LocalSkills, text: str) -> None:
    assert "the year is 2026" not in str(say(skills, text))


def test_the_composed_sentence() -> None:
    now = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)
    assert reply("time|year", now) == "It's 10:25 am, and the year is 2026."
    assert reply("month|year|time", now) == "The month is December, the year is 2026, and it's 10:25 am."
    assert reply("date|weekday", now) == "Today is Tuesday, December 1."
    assert reply("time|century", now) is None
