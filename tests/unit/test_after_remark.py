"""One request or question said after a remark, a story or a lead-in (issue 15, round 26), through the real local
house: the part after the remark is read by every reader (knowledge, dates, lights, timers, lists), and a story, a
negation or a reported question is never read as a request."""

from __future__ import annotations

import pytest
from skill_helpers import light_levels, say

from gpt_home.skills.after_remark import parts
from gpt_home.skills.local import LocalSkills


@pytest.mark.parametrize("said, expected", [
    ("when I was young we learned it, what's the longest river in the world", "Nile"),
    ("back at school we did all the rivers, which is the longest river in the world", "Nile"),
    ("I'm 84 and I lose track, is it Christmas yet", "24 days"),
    ("my mate reckons it's coming up, is next year a leap year", "2027 is not a leap year"),
    ("my little girl keeps asking, how many days are there in december", "31 days"),
    ("the kids keep on at me about it, how many days are there in february", "28 days"),
])
def test_a_question_after_a_remark_is_answered_by_every_reader(house: LocalSkills, said: str, expected: str) -> None:
    assert expected in str(say(house, said))


@pytest.mark.parametrize("said, expected", [
    ("its so dark this morning turn the kitchen light on", (1.0, 0.0)),
    ("just got back from the shops, living room light on please, cheers", (0.0, 1.0)),
    ("it's gloomy as anything today switch the living room light on", (0.0, 1.0)),
])
def test_a_light_after_a_remark_is_switched(house: LocalSkills, said: str, expected: tuple[float, float]) -> None:
    say(house, said)
    assert light_levels(house) == expected


@pytest.mark.parametrize("said, expected", [
    ("i know what you can do already, just set a timer for 5 minutes", "timer set for 5 minutes"),
    ("i gotta be up early for the airport tomorrow wake me at 5 30", "alarm set for 5:30 am"),
    ("teacher said read twenty minutes every day so make timer for twenty minute", "timer set for 20 minutes"),
    ("the washing takes about an hour so remind me in an hour to hang it out", "remind you to hang it out"),
])
def test_a_timer_after_a_remark_is_set(house: LocalSkills, said: str, expected: str) -> None:
    assert expected in str(say(house, said))


@pytest.mark.parametrize("said", [
    "yesterday i asked my husband to turn off the kitchen light and he forgot",
    "my husband always turns the kitchen light off when he goes to bed",
    "my mum always set a timer for her boiled eggs, funny old habit",
    "we were laughing because the kids set a timer for ten minutes",
    "my son got home late so i set a timer for ten minutes",
    "i don't care what day it is, i'm on holiday",
    "my teacher asked us how many legs a spider has in class today",
    "my neighbour is away, she asked what time it is in sydney",
    "last night i killed the kitchen light and put on the living room",
    "yesterday i turned the kitchen light on",
    "the kitchen door can you shut it",
    "theres a song called what time is it have you heard of it",
    "im off to the shops later, if i set an alarm for saturday what time would it ring",
    "take the tomatoes off and add cucumber instead",
    "you mustnt add bananas to the shopping list",
    "you shouldnt set a timer for 5 minutes",
    "you better not turn the kitchen light on",
    "i have 3 boxes with 12 eggs and 2 broke how many eggs",
    "we had 40 biscuits and the kids ate some, how many now",
])
def test_a_story_a_negation_or_a_report_is_never_a_request(house: LocalSkills, said: str) -> None:
    reply = str(say(house, said))
    assert light_levels(house) == (0.0, 0.0)
    assert not any(word in reply for word in ("set for", "is on", "is off", "Today is", "It's", "spider has",
                                                  "added", "Shall I add"))


def test_the_parts_offered_skip_a_reported_or_negated_remark() -> None:
    assert list(parts("i asked my husband to turn off the kitchen light")) == []
    assert list(parts("i dont need it, turn off the kitchen light")) == []
    assert next(parts("when I was young we learned it, what's the longest river")) == "whats the longest river"
