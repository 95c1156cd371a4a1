"""``skills/stop_ringing.py``: "stop the timer" / "stop it" answered by what the store says rang (the announcer's
claim stamps ``fired_at``), through the real rules and skills with timers in memory and the pinned clock."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, timedelta

import pytest
from gpiozero.pins.mock import MockFactory
from skill_helpers import NOW, local_skills, say

from gpt_home.skills.local import LocalSkills
from gpt_home.skills.timers import TimerAnnouncer


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory) as s:
        yield s


def _pending(skills: LocalSkills) -> int:
    assert skills.timers is not None
    return len(skills.timers.list("anna"))


@pytest.mark.parametrize("text", ["stop the timer", "stop it", "turn off the alarm", "silence the alarm",
                                  "stop that", "switch off the timer", "ok stop the ringing", "snooze the alarm"])
def test_nothing_rang_nothing_set_is_told_so(skills: LocalSkills, text: str) -> None:
    reply = str(say(skills, text))
    assert reply != "Okay." and "ringing right now" in reply


@pytest.mark.parametrize("text", ["stop", "be quiet", "shut up", "that is enough", "stop talking"])
def test_words_about_the_voice_stay_okay(skills: LocalSkills, text: str) -> None:
    assert say(skills, text) == "Okay."


@pytest.mark.parametrize(("first", "stop", "names"), [
    ("set a timer for 10 minutes", "stop the timer", "The timer has 10 minutes left"),
    ("set a pasta timer for 10 minutes", "stop it", "The pasta timer has 10 minutes left"),
    ("set an alarm for 7 am", "turn off the alarm", "The alarm is set for 7 am tomorrow"),
    ("remind me to call mum at 5 pm", "stop the reminder", "The reminder to call mum is set for 5 pm"),
    ("set a timer for 10 minutes", "switch off the timer", "The timer has 10 minutes left"),
])
def test_a_running_one_is_named_never_cancelled(skills: LocalSkills, first: str, stop: str, names: str) -> None:
    say(skills, first)
    reply = str(say(skills, stop))
    assert "ringing right now" in reply and names in reply and "cancel the" in reply
    assert _pending(skills) == 1  # a "stop" while nothing rang is no cancel: wrong actions are the worst


def test_just_after_one_rang_it_is_okay(skills: LocalSkills) -> None:
    assert skills.timers is not None
    say(skills, "set a timer for 1 minute")
    say(skills, "set a pasta timer for 10 minutes")
    announcer = TimerAnnouncer(skills.timers, UTC, clock=lambda: NOW + timedelta(seconds=61))
    assert announcer() == ["Your timer is done."]
    assert say(skills, "stop the timer", 75) == "Okay."
    assert say(skills, "stop it", 90) == "Okay."
    assert _pending(skills) == 1  # the pasta timer runs on
    assert "ringing right now" in str(say(skills, "stop the timer", 60 + 5 * 60))  # minutes later: over

