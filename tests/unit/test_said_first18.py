"""Round 18b (fixH): household commands said with the thing first and "it" after, a remark round a command, timer
names that are only start-time words, a list that "needs wiping clean", two commands of two kinds in one breath, and
their must-nots, through the real rules and skills (tests/said_first_suite.py generates the sentences)."""

from __future__ import annotations

import pytest
from said_first_suite import HELD, TUNED, Case, cases, check
from skill_helpers import listing_skills, say, shopping_items  # noqa: F401 (the skills fixture)

from gpt_home.agent.intent_types import TimerKind
from gpt_home.agent.label_fillers import without_fillers
from gpt_home.agent.remark_things import pointed
from gpt_home.agent.unneeded_ones import pointing_act, unneeded
from gpt_home.skills.local import LocalSkills
from gpt_home.skills.self_remarks import command

ALL = [*cases(TUNED), *cases(HELD)]


def test_the_suite_is_generated_broadly() -> None:
    assert len(cases(TUNED)) >= 100 and len(cases(HELD)) >= 80
    assert sum(1 for c in ALL if c.kind.endswith(", not")) >= 80


@pytest.mark.parametrize("case", cases(TUNED), ids=lambda c: c.text)
def test_tuned_vocabulary(skills: LocalSkills, case: Case) -> None:
    ok, reply = check(skills, case)
    assert ok, f"{case.text!r} -> {reply!r}"


@pytest.mark.parametrize("case", [c for c in cases(HELD) if c.kind.endswith(", not")], ids=lambda c: c.text)
def test_held_vocabulary_must_nots(skills: LocalSkills, case: Case) -> None:
    ok, reply = check(skills, case)  # the must-nots of the vocabulary never tuned on: never a wrong action
    assert ok, f"{case.text!r} -> {reply!r}"


@pytest.mark.parametrize(("said", "name"), [("starting now", ""), ("now please", ""), ("right away", ""),
                                            ("pasta please", "pasta"), ("the eggs", "the eggs"), ("nowhere", "nowhere")])
def test_start_words_are_no_name(said: str, name: str) -> None:
    assert without_fillers(said) == name


@pytest.mark.parametrize("said", ["35 minute timer starting now", "a 35 minute timer right away please",
                                  "set a timer for 35 minutes starting now"])
def test_a_timer_started_now_has_no_name(skills: LocalSkills, said: str) -> None:
    reply = say(skills, said)
    assert reply is not None and "now timer" not in reply
    assert [t.label for t in skills.timers.list("anna", kind=TimerKind.TIMER)] == [""]


@pytest.mark.parametrize("said", ["the shopping list needs wiping clean", "the shopping list needs clearing out",
                                  "my shopping list wants emptying"])
def test_a_list_that_needs_wiping_is_cleared_never_added_to(skills: LocalSkills, said: str) -> None:
    say(skills, "add eggs to the shopping list")
    say(skills, said)
    assert shopping_items(skills) == []


@pytest.mark.parametrize("said", ["the shopping list needs wiping clean", "does the shopping list need wiping",
                                  "the shopping list looks long", "the shopping list was cleared yesterday"])
def test_a_statement_about_the_list_adds_nothing(skills: LocalSkills, said: str) -> None:
    say(skills, "add eggs to the shopping list")
    say(skills, said)
    assert all(item == "eggs" for item in shopping_items(skills))


@pytest.mark.parametrize("text", ["my son said the rice is going on now give it an 18 minute timer",
                                  "the rice was on give it an 18 minute timer", "the rice needs a bit longer dont add 3 "
                                  "minutes to it", "i dont need the 10 pm alarm any more dont cancel it",
                                  "i dont need the alarm", "does the rice need longer add 3 minutes to it"])
def test_the_thing_said_first_reads_no_must_not(text: str) -> None:
    # round 19: agent/said_first.py's pairs were folded into the remark's thing (agent/remark_things.py) and the one
    # named as unneeded (agent/unneeded_ones.py)
    assert pointed(text) is None and unneeded(text) is None and pointing_act(text) is None


@pytest.mark.parametrize(("text", "said"), [("i am cooking could the kitchen light be switched on",
                                             "could the kitchen light be switched on"),
                                            ("please turn on the kitchen light i not see good",
                                             "turn on the kitchen light"),
                                            # hearing is the volume reader's slot, no remark (agent/volume_slots.py)
                                            ("please more loud i not hear you good", None),
                                            ("the baby just went down for a nap and you are a bit loud",
                                             "you are a bit loud"),
                                            ("my son said turn on the kitchen light", None),
                                            ("i am going to turn on the kitchen light", None),
                                            ("i was cooking turn on the kitchen light", None),
                                            ("if i am cooking turn on the kitchen light", None)])
def test_a_remark_round_a_command(text: str, said: str | None) -> None:
    assert command(text) == said


def test_two_commands_of_two_kinds(skills: LocalSkills) -> None:
    say(skills, "turn on the kitchen light")
    reply = say(skills, "turn the kitchen light off and turn your volume up")
    assert reply is not None and "kitchen light is off" in reply and "volume" in reply
    say(skills, "turn on the living room light")
    reply = say(skills, "living room light off and then start my workout playlist")
    assert reply is not None and "living room light is off" in reply and "can't play" in reply
    assert skills.lights.level("living room") == 0.0


def test_one_removed_one_added_in_one_breath(skills: LocalSkills) -> None:
    say(skills, "put bananas and flour on the shopping list")
    say(skills, "remove the bananas and add batteries")
    assert shopping_items(skills) == ["batteries", "flour"]
    say(skills, "remove the apples and add cheese")  # apples on no list: nothing taken, nothing guessed
    assert shopping_items(skills) == ["batteries", "flour"]


def test_time_a_thing_asks_how_long_and_names_it(skills: LocalSkills) -> None:
    assert "how long" in (say(skills, "could you time the eggs for me") or "").lower()
    say(skills, "make it ten minutes", 2)
    assert [t.label for t in skills.timers.list("anna", kind=TimerKind.TIMER)] == ["eggs"]


def test_an_item_announced_is_asked_for_then_added(skills: LocalSkills) -> None:
    assert "what" in (say(skills, "i want to add an item to the shopping list") or "").lower()
    say(skills, "washing up liquid", 2)
    assert shopping_items(skills) == ["washing up liquid"]


def test_the_room_one_in_a_second_part(skills: LocalSkills) -> None:
    say(skills, "turn on the kitchen light")
    say(skills, "living room light on please, and the kitchen one can go off")
    assert (skills.lights.level("kitchen"), skills.lights.level("living room")) == (0.0, 1.0)


@pytest.mark.parametrize("said", ["living room brightness minus 20 percent", "kitchen light level negative 5 percent",
                                  "living room light to -20 percent", "set the kitchen light to -5%"])
def test_a_level_under_zero_is_said_so_never_set(skills: LocalSkills, said: str) -> None:
    say(skills, "set the kitchen light to 50 percent")
    say(skills, "set the living room light to 50 percent")
    assert "0 to 100" in (say(skills, said) or "")
    assert (skills.lights.level("kitchen"), skills.lights.level("living room")) == (0.5, 0.5)
