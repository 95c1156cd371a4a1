"""Round 19 (house19): a remark that carries the thing and a command pointing at it, either order; a named alarm or
reminder said to be needed no more; an act pointing at the one running; "X too" after a list add; a dated reminder
asked back and completed. Through the real rules and skills (tests/house19_suite.py generates the sentences), with
the must-nots of both vocabularies at 0 wrong actions, and the pure readers on their own."""

from __future__ import annotations

import pytest
from house19_suite import DEV, NEVER, Case, cases, check
from skill_helpers import listing_skills, say, shopping_items  # noqa: F401 (the skills fixture)

from gpt_home.agent.intent_types import TimerKind
from gpt_home.agent.remark_things import Said, pointed, remark
from gpt_home.agent.timer_orders import day_only, time_only_reminder
from gpt_home.agent.unneeded_ones import pointing_act, unneeded
from gpt_home.skills.local import LocalSkills

# the cases the tuned vocabulary does not reach, each said why: "stop" stops what rings (skills/stop_ringing.py)
_LEFT = {"stop that timer"}


def test_the_suite_is_generated_broadly() -> None:
    assert len(cases(DEV)) >= 400 and len(cases(NEVER)) >= 600
    assert sum(c.must_not for c in cases(NEVER)) >= 300


@pytest.mark.parametrize("case", [c for c in cases(DEV) if c.text not in _LEFT], ids=lambda c: c.text)
def test_tuned_vocabulary(skills: LocalSkills, case: Case) -> None:
    ok, reply = check(skills, case)
    assert ok, f"{case.setup} {case.text!r} {case.then} -> {reply!r}"


@pytest.mark.parametrize("case", [c for c in cases(NEVER) if c.must_not], ids=lambda c: c.text)
def test_never_tuned_must_nots(skills: LocalSkills, case: Case) -> None:
    ok, reply = check(skills, case)  # the vocabulary never tuned on: never a wrong action
    assert ok, f"{case.setup} {case.text!r} {case.then} -> {reply!r}"


def test_never_tuned_commands_stay_above_the_round_figure() -> None:
    asked = [c for c in cases(NEVER) if not c.must_not]
    # measured on 8604777: 56 / 300; after this round 256 / 300 (a floor, so a later change that loses it fails)
    assert sum(check_fresh(case) for case in asked) >= 250


def check_fresh(case: Case) -> bool:
    from gpiozero.pins.mock import MockFactory
    from langgraph.store.memory import InMemoryStore
    from skill_helpers import LIGHTS, local_skills

    from gpt_home.skills.lists import ListSkill

    factory = MockFactory()
    try:
        with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as fresh:
            return check(fresh, case)[0]
    finally:
        factory.reset()


@pytest.mark.parametrize(("words", "said", "thing"), [
    ("the rice is going on now", Said.STARTED, "rice"), ("ive just put the pasta on", Said.STARTED, "pasta"),
    ("the rice isnt done yet", Said.LONGER, "rice"), ("weve run out of oat milk", Said.OUT, "oat milk"),
    ("theres no flour left", Said.OUT, "flour"), ("we dont need milk after all", Said.GOT, "milk"),
    ("the boiler service needs booking", Said.JOB, "boiler service")])
def test_a_remark_carries_its_thing(words: str, said: Said, thing: str) -> None:
    read = remark(words.split())
    assert read is not None and (read.said, read.thing) == (said, thing)


@pytest.mark.parametrize("words", ["my wife said the rice is on", "the rice was on", "yesterday we ran out of milk",
                                   "the shopping list needs clearing out", "the rice is on the list",
                                   "is the rice on"])
def test_no_remark_when_a_word_is_left(words: str) -> None:
    assert remark(words.split()) is None


@pytest.mark.parametrize(("text", "command"), [
    ("the rice is going on now give it an 18 minute timer", "set a timer for 18 minute for the rice"),
    ("give it 18 minutes the rice just went in", "set a timer for 18 minutes for the rice"),
    ("the rice isnt done yet give it 3 more minutes", "add 3 minutes to the rice timer"),
    ("weve run out of flour put it on the shopping list", "we have run out of flour"),
    ("take it off the list i found some flour", "take flour off the shopping list"),
    ("the gutters need clearing add that to the to do list", "add clear the gutters to the to do list"),
])
def test_the_act_points_at_the_remarks_thing(text: str, command: str) -> None:
    assert pointed(text) == command


@pytest.mark.parametrize("text", [
    "the rice is going on now", "my wife said the rice is going on now give it an 18 minute timer",
    "the rice is going on now dont give it a timer", "weve run out of flour i put it on the list",
    "weve run out of flour put it and the eggs on the list", "the kitchen light is on turn it off",
    "the rice is going on now give it an 18 minute timer for the eggs", "take the rice off we have loads"])
def test_nothing_pointed_when_a_word_is_left(text: str) -> None:
    assert pointed(text) is None


@pytest.mark.parametrize(("text", "command"), [
    ("the 6 am alarm cancel it i dont need it", "cancel the 6 am alarm"),
    ("i dont need the 10 pm alarm any more", "cancel the 10 pm alarm"),
    ("the vet one i dont need that reminder now", "cancel the reminder about vet"),
    ("cancel the 10 pm one i dont need it any more", "cancel the 10 pm one")])
def test_the_one_named_unneeded_is_cancelled(text: str, command: str) -> None:
    assert unneeded(text) == command


@pytest.mark.parametrize("text", ["the 10 pm alarm dont cancel it", "my son said i dont need the 6 am alarm cancel it",
                                  "i dont need the 10 pm alarm", "the big one turn it off",
                                  "i dont need the 10 pm alarm yesterday"])
def test_nothing_cancelled_when_not_asked(text: str) -> None:
    assert unneeded(text) is None


@pytest.mark.parametrize(("text", "command"), [("give it 3 more minutes", "add 3 minutes to it"),
                                               ("put another 3 minutes on that", "add 3 minutes to it"),
                                               ("get rid of it", "cancel it"), ("please cancel that", "cancel it"),
                                               ("give it 3 minutes", None), ("cancel it", None),
                                               ("dont get rid of it", None)])
def test_an_act_on_the_one_running(text: str, command: str | None) -> None:
    assert pointing_act(text) == command


def test_a_dated_reminder_asked_back_keeps_its_day(skills: LocalSkills) -> None:
    assert say(skills, "remind me on friday") == "What should I remind you about?"
    assert say(skills, "to call the plumber", 5) == "What time on friday should I remind you to call the plumber?"
    assert "Friday" in str(say(skills, "at 10 am", 10))
    [reminder] = skills.timers.list("anna", kind=TimerKind.REMINDER)
    assert reminder.label == "call the plumber" and reminder.due.weekday() == 4 and reminder.due.hour == 10


@pytest.mark.parametrize(("said", "when"), [("remind me on friday", "on friday"), ("remind me tomorrow", "tomorrow"),
                                            ("set a reminder for saturday morning", "on saturday morning"),
                                            ("remind me to call mum on friday", None)])
def test_a_day_alone_is_kept_for_the_task(said: str, when: str | None) -> None:
    from skill_helpers import NOW

    assert time_only_reminder(said, NOW) == when
    assert day_only("on friday") and not day_only("at 5 pm")


def test_one_more_item_after_a_list_add(skills: LocalSkills) -> None:
    say(skills, "add eggs to the shopping list")
    say(skills, "flour too please", 3)
    assert shopping_items(skills) == ["eggs", "flour"]
    say(skills, "me too", 6)
    assert shopping_items(skills) == ["eggs", "flour"]
