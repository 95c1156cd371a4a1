"""A command said first with a reason after it: the command part is found, statements are not commands (pure)."""

from __future__ import annotations

import pytest

from gpt_home.skills.command_first import leading_commands


def test_command_then_reason() -> None:
    assert leading_commands("switch every light off were going to bed") == ["switch every light off"]
    assert "turn the volume down" in leading_commands("turn the volume down the baby is sleeping")
    assert leading_commands("set a timer for ten minutes because the pasta is on") == [
        "set a timer for ten minutes"]


def test_no_reason_no_head() -> None:
    assert leading_commands("lights off in the kitchen were a mistake") == []
    assert leading_commands("what time is it i need to go") == []  # a question: agent.question_first's job
    assert leading_commands("turn off the kitchen light") == []


@pytest.mark.parametrize("said", ["cancel the timer i set for the pasta", "cancel the reminder i made about the bins",
                                  "stop the alarm that goes off at six"])
def test_words_saying_which_one_are_not_a_reason(said: str) -> None:
    assert leading_commands(said) == []


@pytest.mark.parametrize(("said", "head"), [
    ("set a timer for 20 minutes for the bread because its a big loaf", "set a timer for 20 minutes for the bread"),
    ("set a 20 minute timer for the bread because its a big loaf", "set a 20 minute timer for the bread"),
    ("turn the volume up so i can hear it", "turn the volume up"),
    ("set a timer for the pie since its a big one", "set a timer for the pie"),
    ("switch the lights off as were going out", "switch the lights off"),
])
def test_no_head_ends_with_the_word_that_starts_its_reason(said: str, head: str) -> None:
    found = leading_commands(said)
    assert head in found
    assert not any(h.split()[-1] in {"because", "cause", "since", "as", "so", "while"} for h in found), found
