"""Questions about today and now said inside a frame (skills/now_framed.py), through the real rules and skills on a
pinned Tuesday, 1 December 2026, 10:25 UTC: a claim to confirm, a choice said first, the year checked, the real time
after a remark, the hour of a place; generated frames x claims x speakers, and must-nots that are never answered
from the clock, picked or refused as a call."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from datetime import UTC, datetime

import pytest
from gpiozero.pins.mock import MockFactory
from skill_helpers import LIGHTS, local_skills, say

from gpt_home.skills import choose, now_framed
from gpt_home.skills.local import LocalSkills

LOCAL = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)
SPEAKERS = ("", "um ", "sorry to bother you, ", "I'm 88 and my memory's going, ", "im seven and ")
FRAMES = ("am I right that {c}", "{c}, isn't it", "{c}, right", "correct me if I'm wrong but {c}", "I think {c}, yeah",
          "is it true that {c}")
CLAIMS = (  # (the claim, what a right reply says)
    ("today is a work day", r"^(?:yes, )?it.s a working day"),
    ("today is a work day and not the weekend", r"^(?:yes, )?it.s a working day"),
    ("it's still 2026", r"^yes, it's 2026"),
    ("it's 2025", r"^no, it's 2026"),
    ("it's tuesday", r"^yes, today is tuesday"),
    ("it's friday", r"^no, it's not friday.*tuesday"),
    ("we're in december", r"^yes\b.*december"),
    ("it's still morning", r"^yes, it's the morning"),
)
CHOICES = (
    ("Tuesday or Wednesday today, which one is it", r"^today is tuesday"),
    ("it is morning or afternoon now", r"10:2\d am"),
    ("it's the weekend or a weekday", r"weekday"),
    ("monday or friday, which one is it today", r"^neither: today is tuesday"),
    ("2026 or 2027, which year are we in", r"^it's 2026"),
    ("december or january, what month is it", r"december"),
)
OTHERS = (
    ("every clock in this house says something different, which is the real time", r"^it's 10:2\d am"),
    ("the oven and the microwave disagree, what's the proper time", r"^it's 10:2\d am"),
    ("the hour in kathmandu please", r"kathmandu it's 4:1\d pm"),
    ("the hour in perth", r"perth it's 6:2\d pm"),
    ("have we gone past midday yet", r"^no, not yet"),
    ("I want to video call my daughter in perth before she goes to bed, what time is it there", r"perth it's 6:2\d pm"),
    ("I need to facetime my son in tokyo later, what time is it there", r"tokyo it's 7:2\d pm"),
)
REMARKS = (  # a question about now, then the speaker's remark
    ("is it {q} yet, {r}", "dinner time", r"^no, it's 10:2\d am"),
    ("are we past {q} yet, {r}", "eleven", r"^no, it's 10:2\d am"),
    ("is today {q}? {r}", "saturday", r"^no, it's not saturday"),
    ("is it still {q}, {r}", "morning", r"^yes, it's the morning"),
)
REMARK_TAILS = ("I'm so hungry", "I have to take my tablets", "or can I stay in bed", "my son is coming round")
MUST_NOTS = (  # never the clock's or a picker's yes or no, never a call refused for a question
    "I think it's time to turn the kitchen light off",
    "my son said it's still 2025 where he is, isn't that odd",
    "if it were the weekend I'd lie in",
    "what's the right time to plant tulips",
    "tuesday or wednesday, which is better for the dentist",
    "am I right that the kitchen light is on",
    "is it too late to turn the kitchen light on, I'm in bed",
    "don't tell me the time in lisbon, I know it already",
    "Don't tell me the time in Oslo, I already know it.",
    "my grandson always asks me what time it is, bless him",
)


def _cases() -> list[tuple[str, str]]:
    framed = [(s + f.format(c=c), r) for (c, r), f, s in itertools.product(CLAIMS, FRAMES, SPEAKERS[:3])]
    spoken = [(s + t, r) for (t, r), s in itertools.product(CHOICES, SPEAKERS)]
    spoken += [(s + t, r) for (t, r), s in itertools.product(OTHERS, (*SPEAKERS[:3], SPEAKERS[4]))]
    spoken += [(f.format(q=q, r=t), r) for (f, q, r), t in itertools.product(REMARKS, REMARK_TAILS)]
    return framed + spoken


@pytest.fixture(scope="module")
def skills() -> Iterator[LocalSkills]:
    with local_skills(MockFactory(), lights=LIGHTS) as built:
        yield built


@pytest.mark.parametrize(("text", "right"), _cases())
def test_a_framed_question_about_now_is_answered_from_the_clock(skills: LocalSkills, text: str, right: str) -> None:
    reply = say(skills, text)
    assert reply is not None and re.search(right, str(reply), re.I), f"{text!r} -> {reply!r}"


@pytest.mark.parametrize("text", MUST_NOTS)
def test_a_must_not_is_no_clock_answer(skills: LocalSkills, text: str) -> None:
    reply = str(say(skills, text))
    assert not re.search(r"^(?:yes|no)\b.*(?:2026|today is)|I pick|phone calls|^It's 10:", reply, re.I), reply
    assert skills.lights.level("kitchen") == 0


def test_the_year_checked_says_yes_or_no_with_the_year() -> None:
    def ask(_q: str) -> None:
        return None

    assert now_framed.reply("is it still 2026", LOCAL, ask) == "Yes, it's 2026."
    assert now_framed.reply("are we in 2025", LOCAL, ask) == "No, it's 2026."
    assert now_framed.reply("he said it is 2025", LOCAL, ask) is None


def test_a_choice_of_days_about_today_is_never_picked() -> None:
    import random

    assert choose.choose("tuesday or wednesday today, which one is it", random.Random(1)) is None
    assert choose.choose("tuesday or wednesday", random.Random(1)) is not None
