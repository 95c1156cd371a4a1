"""A knowledge answer offering a thing of another kind than asked (agent/answer_kinds.py), through the guard."""

from __future__ import annotations

import pytest

from gpt_home.agent.answer_kinds import asked_kind, wrong_kind
from gpt_home.agent.guard import GuardReason, check_reply


@pytest.mark.parametrize(("question", "reply"), [
    ("highest peak on earth", "The Tower of London is the highest peak on Earth."),
    ("what is the largest ocean", "The Nile River is the largest ocean."),
    ("what is the longest river in the world", "The longest river in the world is Lake Victoria."),
    ("which planet is closest to the sun", "The closest planet to the sun is the city of Paris."),
])
def test_an_answer_of_another_kind_is_replaced(question: str, reply: str) -> None:
    assert wrong_kind(reply, question) or check_reply(reply, utterance=question).replaced
    assert check_reply(reply, utterance=question).reason is GuardReason.MISSES_QUESTION


@pytest.mark.parametrize(("question", "reply"), [
    ("highest peak on earth", "Mount Everest is the highest peak on Earth."),
    ("what is the tallest mountain in the world", "Mount Everest is the tallest mountain in the world."),
    ("what is the largest ocean", "The Pacific Ocean is the largest ocean on Earth."),
    ("what is the longest river in the world", "The Nile is the longest river in the world."),
    ("what is the capital of france", "The capital of France is Paris, a city on the Seine."),
    ("what is the capital of australia", "Canberra is the capital city of Australia."),
    ("what is the largest country in the world", "Russia is the largest country in the world."),
    ("what is the national animal of india", "The national animal of India is the Bengal tiger."),
    ("what is the biggest animal", "The blue whale is the biggest animal that has ever lived."),
    ("why is the sea salty", "Rivers carry salt from rocks into the sea."),  # asks for no kind
])
def test_answers_of_the_asked_kind_pass(question: str, reply: str) -> None:
    assert not wrong_kind(reply, question)
    assert not check_reply(reply, utterance=question).replaced


def test_the_asked_thing_and_its_kind() -> None:
    assert asked_kind("what is the highest peak on earth") == ("peak", "landform")
    assert asked_kind("which planet is the hottest") == ("planet", "sky")
    assert asked_kind("what is love") is None


def test_a_bare_phrase_answered_in_its_own_words_is_no_echo() -> None:
    # "capital city of canada" said back with its answer is the answer; said back alone it is none.
    assert check_reply("The capital city of Canada is Ottawa.", utterance="capital city of canada").ok
    assert check_reply("The capital city of Canada.", utterance="capital city of canada").replaced
    assert check_reply("set a timer: 10.25", utterance="set a timer").reason is GuardReason.ECHO
