"""The second reading (agent/relaxed.py): politeness, hedges and fillers around a request the rules know, through the
real skills; phrasings that are no command stay with the model."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.agent.intents import TimerKind, normalize
from gpt_home.agent.relaxed import relax
from gpt_home.skills.local import LocalSkills
from tests.skill_helpers import local_skills, say


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory) as built:
        yield built


@pytest.mark.parametrize(("text", "reply"), [
    ("I was wondering if you could tell me the time, thanks", "It's 10:25 am."),
    ("oh hey, quick question: what's the date today, mate?", "Today is Tuesday, December 1."),
    ("is it possible to turn on the kitchen light please", "Okay, the kitchen light is on."),
    ("remind me is it tuesday today", "Today is Tuesday, December 1."),  # "remind me" before a question: tell me
    ("would you mind flipping a coin for me", None),  # the reply is random: checked below
])
def test_wrapped_requests_are_heard(skills, text: str, reply: str | None) -> None:
    said = say(skills, text)
    if reply is None:
        assert said in ("It's heads.", "It's tails."), said
    else:
        assert said == reply


def test_a_gerund_after_would_you_mind_is_the_command(skills) -> None:
    assert say(skills, "would you mind setting a timer for ten minutes") == "Okay, timer set for 10 minutes."
    assert skills.timers is not None and len(skills.timers.list("anna", kind=TimerKind.TIMER)) == 1


@pytest.mark.parametrize("text", ["would you mind", "tell me about mindfulness please", "I was wondering about life",
                                  "could you explain photosynthesis to me"])
def test_no_command_inside_stays_with_the_model(skills, text: str) -> None:
    assert say(skills, text) is None


def test_only_wrapping_is_taken_off() -> None:
    assert relax(normalize("what time is it")) is None  # nothing to take off: no second reading
    assert relax(normalize("thanks")) is None and relax(normalize("please")) is None
    assert relax(normalize("remind me to call mum")) is None  # a reminder keeps its "remind me"
    assert relax(normalize("could you please just add milk to my list when you get a chance")) == (
        "add milk to my list")


@pytest.mark.parametrize("text", ["what happens if I set a timer for five minutes",
                                  "my friend said, set a timer for five minutes",
                                  "what does it mean when someone says, set a timer for five minutes?",
                                  "I don't want you to, set a timer for five minutes"])
def test_a_command_inside_a_question_or_quote_is_not_carried_out(skills, text: str) -> None:
    say(skills, text)
    assert skills.timers is not None and skills.timers.list("anna", kind=TimerKind.TIMER) == []


def test_a_later_request_after_a_pause_is_answered(skills) -> None:
    assert say(skills, "I always forget, how do you spell cat?") == "Cat is spelled C, A, T."
    assert say(skills, "oh and it's getting late, set a timer for ten minutes") == "Okay, timer set for 10 minutes."
