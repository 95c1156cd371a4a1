"""The families of holdout15's misses taken through the real rules, recognizer and skills (Tuesday 1 December 2026,
10:25 UTC): an alarm or reminder for a weekday said with a remark after it is set on that day, a correction of the
day asked about takes the later day, a whole reminder command answers our own question, an alarm someone else set
for a day asked about, and the weather asked as "are we due any showers"."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.skills.local import LocalSkills
from tests.skill_helpers import Lists, local_skills, say

POINTER = "I don't know where you are. Set a weather location on the settings page."


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lists=Lists()) as built:
        yield built


@pytest.mark.parametrize(("text", "reply"), [
    ("wake me at half eight on sunday no rush", "Okay, alarm set for 8:30 am on Sunday."),
    ("wake me at half eight on sunday no hurry", "Okay, alarm set for 8:30 am on Sunday."),
    ("set an alarm for sunday at 9 no rush dear", "Okay, alarm set for 9 am on Sunday."),
    ("set an alarm for 8 am for sunday please", "Okay, alarm set for 8 am on Sunday."),
    ("set the alarm for 9 this coming sunday", "Okay, alarm set for 9 am on Sunday."),
    ("alarm at 7 on saturday no worries", "Okay, alarm set for 7 am on Saturday."),
    ("remind me to call mum on sunday at 3 pm no rush", "Okay, I'll remind you to call mum at 3 pm on Sunday."),
    ("remind me to feed the cat friday at 6 pm dear", "Okay, I'll remind you to feed the cat at 6 pm on Friday."),
])
def test_a_weekday_said_with_a_remark_after_is_kept(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize(("text", "reply"), [
    ("how many days until the 20th no sorry the 22nd", "There are 21 days until Tuesday, December 22."),
    ("how many days until the 20th no wait the 22nd", "There are 21 days until Tuesday, December 22."),
    ("how long until the 20th i mean the 22nd", "There are 21 days until Tuesday, December 22."),
    ("how many days till friday actually saturday", "There are 4 days until Saturday, December 5."),
    ("what day is the 20th no sorry the 22nd", "The 22nd is Tuesday, December 22, 2026."),
    ("how many days until the 20th", "There are 19 days until Sunday, December 20."),
])
def test_a_corrected_day_is_the_one_asked_about(skills: LocalSkills, text: str, reply: str) -> None:
    assert say(skills, text) == reply


@pytest.mark.parametrize(("ask", "answer", "reply"), [
    ("i need you to remind me of something", "remind me to pick up the parcel at 3 pm then",
     "Okay, I'll remind you to pick up the parcel at 3 pm."),
    ("remind me", "remind me to call the vet at 4 please", "Okay, I'll remind you to call the vet at 4 pm."),
    ("set a reminder", "remind me to ring gran tomorrow at 10 thanks", "Okay, I'll remind you to ring gran at 10 am tomorrow."),
    ("remind me", "call the bank", "When should I remind you?"),  # the task itself: its time is asked next
    ("set an alarm", "set an alarm for 7 on sunday please", "Okay, alarm set for 7 am on Sunday."),
])
def test_a_whole_command_answers_our_own_question(skills: LocalSkills, ask: str, answer: str, reply: str) -> None:
    say(skills, ask)
    assert say(skills, answer, 5) == reply


def test_an_alarm_someone_else_set_for_a_day_asked_about(skills: LocalSkills) -> None:
    say(skills, "set an alarm for 9:30 on saturday")
    for text in ("my granddaughter set an alarm for saturday, is it still there, dear",
                 "my son set an alarm for saturday is it still on", "my husband put an alarm on for saturday, is it still there?",
                 "i set an alarm for saturday is it still set", "we set an alarm for saturday, is it still on"):
        assert say(skills, text, 5) == "Yes, you have one alarm for Saturday: 9:30 am.", text
    assert say(skills, "someone set an alarm for friday is it still there", 5) == "No, you don't have an alarm for Friday."
    assert say(skills, "my granddaughter set an alarm for saturday", 5) is None  # a statement: nothing asked


@pytest.mark.parametrize("text", ["are we due any showers this afternoon", "are we due some rain tomorrow",
                                  "are we in for some snow at the weekend", "is there any rain due tonight",
                                  "are we due a storm"])
def test_weather_asked_as_due(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == POINTER


@pytest.mark.parametrize("text", ["are we due at the doctors this afternoon", "is there any milk due"])
def test_due_that_is_no_weather(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) != POINTER
