"""Numbers said any way, as the user hears them (issue 15, round 19: one number reader): the generated suite of number
forms x contexts (``tests.number_form_suite``) through the real local skills at the fixed clock, and the forms the one
reader added or fixed (durations read as amounts, decimal commas, "one oh five", "two point five million", "one" as a
thing). The never-tuned vocabulary's answers are measured (``bench/number_forms_eval.py``), never tested; its
must-nots are: 0 wrong actions."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory, MockPWMPin

from gpt_home.skills.local import LocalSkills
from tests.number_form_suite import Case, dev, held_out
from tests.skill_helpers import LIGHTS, Lists, local_skills, say


@pytest.fixture
def skills() -> Iterator[LocalSkills]:
    with local_skills(MockFactory(pin_class=MockPWMPin), lights=LIGHTS, lists=Lists()) as built:
        yield built


def _failed(cases: list[Case]) -> list[tuple[str, str | None]]:
    failed = []
    for case in cases:
        with local_skills(MockFactory(pin_class=MockPWMPin), lights=LIGHTS, lists=Lists()) as skills:
            reply = say(skills, case.text)
        if not case.check(reply):
            failed.append((case.text, reply))
    return failed


def test_no_must_not_of_either_vocabulary_does_anything() -> None:
    must_nots = [case for case in dev() + held_out() if case.must_not]
    assert len(must_nots) > 80
    assert _failed(must_nots) == []


def test_the_dev_vocabulary_of_timers_alarms_units_dates_and_lights_is_answered() -> None:
    cases = [case for case in dev() if case.kind in ("timer", "alarm", "units", "date", "light", "year")]
    assert len(cases) > 40
    assert _failed(cases) == []


@pytest.mark.parametrize(("said", "reply"), [
    ("set a timer for two point five minutes", "Okay, timer set for 2 minutes and 30 seconds."),
    ("set a timer for a dozen minutes", "Okay, timer set for 12 minutes."),
    ("set a timer for half a dozen minutes", "Okay, timer set for 6 minutes."),
    ("can you put a timer on for one oh five minutes please", "Okay, timer set for 1 hour and 45 minutes."),
    ("timer nought point five minutes", "Okay, timer set for 30 seconds."),
    ("set an alarm for seven oh five", "Okay, alarm set for 7:05 am tomorrow."),  # a clock keeps its "oh"
    ("what is 5,00 plus 1", "5.00 plus 1 is 6."),  # a decimal comma
    ("what is two point five million divided by 5", "2.5 million divided by 5 is 500,000."),
    ("how many grams is ten thousand kilos", "10,000 kilos is 10,000,000 grams."),
    ("whats one oh five times 2", "1 oh 5 times 2 is 210."),  # a learner's "oh" for zero
])
def test_a_number_said_any_way_is_one_value(skills: LocalSkills, said: str, reply: str) -> None:
    assert say(skills, said) == reply


@pytest.mark.parametrize("said", ["no need for a 5 minute timer", "no need for a eighteen minute timer",
                                  "theres no point setting a timer"])
def test_a_timer_not_needed_is_not_set(skills: LocalSkills, said: str) -> None:
    assert say(skills, said) is None
    assert say(skills, "how long is left on the timer") != say(skills, "set a timer for 1 minute")


def test_one_as_a_thing_is_no_number(skills: LocalSkills) -> None:
    assert say(skills, "the big one is broken") is None
    assert say(skills, "pick a number one to ten") in {f"{n}." for n in range(1, 11)}
