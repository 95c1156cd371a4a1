"""The time asked of another place in any shape (``topic_first.world_time`` with ``places.unpossessed``, and
``skills.clock_elsewhere`` declining the clock here when a place is named): a generated suite of frames x places x
speakers through the real local skills, each reply the time THERE, never the household's own clock; must-nots."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.skills.clock_elsewhere import misread
from gpt_home.skills.local import LocalSkills
from gpt_home.skills.places import unpossessed
from gpt_home.skills.topic_first import known_place
from tests.skill_helpers import local_skills, say

FRAMES = ["{p}'s clock, what does it say right now", "{p}s clock what does it say", "what does {p}'s clock say",
          "the clock in {p}, what's it showing", "{p} time now please", "current time for {p}",
          "give me the current time for {p}", "what's the time over in {p} at the moment", "tell me {p}'s time",
          "um what time's it in {p} now", "the time of {p} right now", "give me the time for {p} please",
          "how late is it in {p}"]
PLACES = {"nairobi": "Nairobi", "reykjavik": "Reykjavik", "lima": "Lima", "new york": "New York", "manila": "Manila"}
LOCAL = "It's 10:25 am."


@pytest.fixture(scope="module")
def skills() -> Iterator[LocalSkills]:
    with local_skills(MockFactory()) as built:
        yield built


def test_the_generated_world_time_suite(skills: LocalSkills) -> None:
    suite = [(frame.format(p=place), shown) for frame in FRAMES for place, shown in PLACES.items()]
    replies = [(text, shown, say(skills, text)) for text, shown in suite]
    assert [(text, reply) for text, shown, reply in replies if not str(reply).startswith(f"In {shown} it's")] == []


@pytest.mark.parametrize(("text", "reply"), [
    ("what time is it", LOCAL), ("whats the time please", LOCAL),
    ("is it time for lunch", None), ("the time for dinner", None),
])
def test_the_clock_here_stays_here(skills: LocalSkills, text: str, reply: str | None) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize("text", ["is it time for lunch in paris", "what time does the shop in lima open",
                                  "what time did you say it was in tokyo yesterday"])
def test_no_time_here_for_a_place_said(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) != LOCAL


def test_a_place_in_the_possessive() -> None:
    assert unpossessed("nairobis clock".split(), known_place) == ["nairobi", "clock"]
    assert unpossessed("new yorks time".split(), known_place) == ["new", "york", "time"]
    assert unpossessed("paris time".split(), known_place) == ["paris", "time"]  # a place ending in s stays
    assert unpossessed("the clocks say".split(), known_place) == ["the", "clocks", "say"]


def test_the_clock_here_is_declined_when_a_place_is_named() -> None:
    assert misread("nairobis clock what does it say right now", "time")
    assert misread("what is the date in tokyo", "date")
    assert not misread("what does the clock say", "time")
    assert not misread("nairobis clock what does it say", "weather")


@pytest.mark.parametrize("text", ["whats their local time", "what time is it at the north pole",
                                  "what time is it over there", "what time is it on the space station"])
def test_no_time_here_for_a_place_not_named(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) != LOCAL
    assert misread(text, "time")


@pytest.mark.parametrize("text", ["my day and month of birth", "what was the day and date we moved in",
                                  "what year were we married"])
def test_a_day_of_the_speakers_life_is_not_today(skills: LocalSkills, text: str) -> None:
    reply = say(skills, text) or ""
    assert "December" not in reply and "2026" not in reply and reply != LOCAL
