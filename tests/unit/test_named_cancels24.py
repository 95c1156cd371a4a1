"""Round 24 (timerems): a cancel that names one thing that exists, in any order, kind or learner's wording ("cancel
the one for the cake" when the cake is a timer, "pizza timer cancel", "no more the timer for eggs please stop it",
"the cake's come out already, cancel that timer for it") cancels that one only; a must-not (past, negated, reported,
someone else's, a maybe, a condition, a remark with the name in it) cancels nothing. Generated over names, kinds,
frames and leads, through the real rules and skills with several timers, an alarm and a reminder set."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore
from skill_helpers import LIGHTS, local_skills, say

from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills

TIMERS = ["cake", "pizza", "eggs", "pasta"]
SETUP = [f"set a {n} minute timer for the {name}" for n, name in zip((40, 15, 9, 12), TIMERS, strict=True)] + [
    "set an alarm for 2:35 pm", "set an alarm for 6 am tomorrow called gym", "remind me at 5 to call the vet"]
ORDERS = ["cancel the one for the {name}", "{name} timer cancel", "no more the timer for {name} please stop it",
          "the {name} is out already so cancel that timer for it", "um scrap the {name} one",
          "i want to cancel the {name} one, the {name} one, not the others", "stop the one thats left over from the {name}",
          "could you get rid of the {name} timer please", "right {name} one stop it", "kill the {name} timer love"]
MUST_NOTS = ["i had to cancel the {name} for the party its a shame", "dont cancel the {name} timer",
             "my son wants to stop the {name} timer", "if i cancel the {name} timer will it still beep",
             "the stop button on the {name} timer is broken", "mummy always forgets to cancel the {name} timer",
             "i might cancel the {name} timer later", "she said cancel the {name} timer", "never stop the {name} timer",
             "what happens if i cancel the {name} timer"]


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as s:
        for t, line in enumerate(SETUP):
            say(s, line, t)
        yield s


def _pending(skills: LocalSkills) -> list[str]:
    assert skills.timers is not None
    return sorted(f"{t.kind.value}:{t.label}" for t in skills.timers.list("anna"))


@pytest.mark.parametrize(("order", "name"), list(itertools.product(ORDERS, TIMERS)))
def test_a_cancel_naming_one_thing_that_exists_cancels_that_one_only(skills: LocalSkills, order: str,
                                                                     name: str) -> None:
    before = _pending(skills)
    reply = say(skills, order.format(name=name), 30) or ""
    assert reply.startswith("Okay, I cancelled") and name.rstrip("s") in reply, reply
    assert _pending(skills) == [p for p in before if p != f"timer:{name}"]


@pytest.mark.parametrize(("frame", "name"), list(itertools.product(MUST_NOTS, TIMERS)))
def test_a_cancel_not_asked_now_cancels_nothing(skills: LocalSkills, frame: str, name: str) -> None:
    before = _pending(skills)
    say(skills, frame.format(name=name), 30)
    assert _pending(skills) == before


def test_the_one_for_a_reminder_or_an_alarm_by_its_name(skills: LocalSkills) -> None:
    reply = say(skills, "gym alarm cancel please", 30) or ""
    assert "gym alarm" in reply and "alarm:gym" not in _pending(skills)
    assert "timer:cake" in _pending(skills)


def test_two_things_of_one_name_are_never_guessed(skills: LocalSkills) -> None:
    say(skills, "set a 20 minute timer called cake icing", 20)
    say(skills, "remind me at 4 about the cake", 25)
    before = _pending(skills)
    say(skills, "cancel the one for the cake", 30)
    assert len(_pending(skills)) >= len(before) - 1  # at most the one the rules pick by name; never two


@pytest.mark.parametrize(("kept", "name"), [(k, n) for k, n in itertools.product(TIMERS, TIMERS) if k != n])
def test_the_one_kept_is_never_the_one_cancelled(skills: LocalSkills, kept: str, name: str) -> None:
    before = _pending(skills)
    say(skills, f"no not the {kept} one get rid of the {name} timer", 30)
    assert f"timer:{kept}" in _pending(skills) and len(_pending(skills)) >= len(before) - 1


def test_a_name_said_in_part_is_no_guess_for_another(skills: LocalSkills) -> None:
    say(skills, "remind me at 6 to collect the parcel", 20)
    say(skills, "no not the cake one get rid of the parcel reminder", 30)
    assert "timer:cake" in _pending(skills)
