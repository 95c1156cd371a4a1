"""``skills/talk_heads.py`` through the real local skills: talk first, then a request, in one breath; the request
is done as if said alone (the talk's own line first when it is news or a feeling); time-shifted, negated, reported or
wished requests after talk are never carried out."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.skills.local import LocalSkills
from tests.skill_helpers import Lists, local_skills, say


@pytest.fixture
def skills() -> Iterator[LocalSkills]:
    with local_skills(MockFactory(), lists=Lists()) as built:
        yield built


@pytest.mark.parametrize(("text", "pattern"), [
    ("our dog died last week so remind me to call the vet tomorrow at 9",
     r"^I'm so sorry\. Losing a pet.*Okay, I'll remind you to call the vet at 9 am tomorrow\.$"),
    ("merry christmas add crackers to the shopping list", r"^And the same to you!.* ok$"),
    ("i miss my wife what time is it", r"^I'm sorry, missing someone is hard\..* It's 10:25 am\.$"),
    ("i'm lonely what time is it", r"lonely.* It's 10:25 am\.$"),
    ("i learned to ride my bike whats the time", r"^Well done.* It's 10:25 am\.$"),
    ("good morning turn on the kitchen light", r"^Okay, the kitchen light is on\.$"),
    ("im worried about my exams set an alarm for 7", r"^I'm sorry you're worried\..* alarm set for 7 am"),
    ("happy new year and set a timer for 10 minutes", r"^And the same to you!.* timer set for 10 minutes\.$"),
])
def test_the_request_after_talk_is_done(skills: LocalSkills, text: str, pattern: str) -> None:
    assert re.search(pattern, str(say(skills, text))), say(skills, text)


@pytest.mark.parametrize("text", [
    "merry christmas and in five minutes turn off the kitchen light", "goodnight i was about to turn off the kitchen light",
    "thanks she said turn off the kitchen light", "im so sad dont turn off the kitchen light",
    "our dog died in the film turn off the kitchen light", "im bored what if i turn off the kitchen light",
    "thank you can you not turn off the kitchen light", "i miss my wife she used to say turn off the kitchen light",
    "sorry i didnt mean turn off the kitchen light", "thank you how do i turn off the kitchen light",
])
def test_talk_then_a_request_not_meant_switches_nothing(skills: LocalSkills, text: str) -> None:
    say(skills, "turn on the kitchen light")
    reply = str(say(skills, text, 30))
    assert "is off" not in reply and say(skills, "is the kitchen light on", 60) == "Yes, the kitchen light is on."
