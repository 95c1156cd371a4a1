"""A named timer asked for again with a new length while one of that name runs changes that one (never two of one
name), "add 2 minutes" still adds, a timer over 24 hours sets nothing and says the limit, and a new name or an
unnamed timer is still a new one (skills/timer_talk.restarted, TIMER_LIMIT). Generated over names, wordings and
lengths, through the real skills."""

from __future__ import annotations

import itertools

import pytest
from gpiozero.pins.mock import MockFactory
from skill_helpers import NOW, local_skills, say

from gpt_home.skills.local import LocalSkills
from gpt_home.skills.timer_talk import TOO_LONG

NAMES = ["dumplings", "pizza", "egg"]
AGAIN = ["{n} timer, make it {b} minutes", "set a {n} timer for {b} minutes", "start a {n} timer for {b} minutes",
         "{n} timer for {b} minutes", "make the {n} timer {b} minutes", "the {n} timer should be {b} minutes",
         "the {n} timer, change it to {b} minutes", "can you change my {n} timer to {b} minutes"]
LONG = ["set a timer for {h} hours", "{h} hour timer", "a timer for {h} hours please", "set a pasta timer for {h} hours"]


def _left(skills: LocalSkills, seconds: float) -> list[tuple[str, float]]:
    assert skills.timers is not None
    return [(t.label, (t.due - NOW).total_seconds() - seconds) for t in skills.timers.list("anna")]


@pytest.mark.parametrize(("frame", "name"), list(itertools.product(AGAIN, NAMES))[::2])
def test_asked_again_changes_the_one_running(factory: MockFactory, frame: str, name: str) -> None:
    with local_skills(factory) as skills:
        say(skills, f"set a {name} timer for 8 minutes")
        reply = str(say(skills, frame.format(n=name, b=11), 20))
        left = _left(skills, 20)
    assert len(left) == 1, (reply, left)
    assert abs(left[0][1] - 660) <= 30, (reply, left)
    assert "11 minutes" in reply and ("changed" in reply or " is now " in reply), reply


@pytest.mark.parametrize("name", NAMES)
def test_add_still_adds(factory: MockFactory, name: str) -> None:
    with local_skills(factory) as skills:
        say(skills, f"set a {name} timer for 8 minutes")
        say(skills, f"add 2 minutes to the {name} timer", 20)
        left = _left(skills, 20)
    assert len(left) == 1 and abs(left[0][1] - 580) <= 5, left


@pytest.mark.parametrize("text", ["set a rice timer for 11 minutes", "set a timer for 11 minutes"])
def test_another_name_or_no_name_is_a_new_timer(factory: MockFactory, text: str) -> None:
    with local_skills(factory) as skills:
        say(skills, "set a pizza timer for 8 minutes")
        say(skills, text, 20)
        assert len(_left(skills, 20)) == 2


@pytest.mark.parametrize(("frame", "hours"), list(itertools.product(LONG, [25, 48, 166])))
def test_over_a_day_sets_nothing(factory: MockFactory, frame: str, hours: int) -> None:
    with local_skills(factory) as skills:
        reply = say(skills, frame.format(h=hours))
        assert reply == TOO_LONG
        assert not _left(skills, 0)


@pytest.mark.parametrize(("text", "seconds"), [("set a timer for 24 hours", 86400), ("set a timer for 23 hours", 82800),
                                               ("set a timer for 90 minutes", 5400)])
def test_up_to_a_day_is_set(factory: MockFactory, text: str, seconds: int) -> None:
    with local_skills(factory) as skills:
        say(skills, text)
        left = _left(skills, 0)
    assert len(left) == 1 and abs(left[0][1] - seconds) < 2


@pytest.mark.parametrize("frame", AGAIN)
def test_never_two_of_one_name(factory: MockFactory, frame: str) -> None:
    with local_skills(factory) as skills:
        say(skills, "set a boiled egg timer for 8 minutes")
        say(skills, frame.format(n="boiled egg", b=11), 20)
        assert len(_left(skills, 20)) == 1
