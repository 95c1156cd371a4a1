"""Sound-alikes read as numbers only where a number is due (agent/homophones.py)."""

from __future__ import annotations

import pytest

from gpt_home.agent.homophones import heard_numbers


@pytest.mark.parametrize(("heard", "meant"), [
    ("set a timer for to minutes", "set a timer for two minutes"),
    ("set a timer for for minutes", "set a timer for four minutes"),
    ("timer for too hours", "timer for two hours"),
    ("wake me at ate", "wake me at eight"),
    ("alarm for ate thirty tomorrow", "alarm for eight thirty tomorrow"),
    ("remind me at for pm to feed the cat", "remind me at four pm to feed the cat"),
    ("what is ate times to", "what is eight times two"),
    ("what is for plus won", "what is four plus one"),
    ("set a timer for twenty too minutes", "set a timer for twenty two minutes"),
    ("roll too dice", "roll two dice"),
])
def test_sound_alikes_where_a_number_is_due(heard: str, meant: str) -> None:
    assert heard_numbers(heard) == meant


@pytest.mark.parametrize("text", [
    "add eggs to the shopping list", "what is this for", "what are you waiting for", "me too", "i ate too much",
    "we won the quiz", "i have been waiting for hours", "it was on for minutes", "i am going to", "count to ten",
])
def test_plain_words_stay_words(text: str) -> None:
    assert heard_numbers(text) is None
