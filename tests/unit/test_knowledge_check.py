"""A knowledge answer must answer the question (agent/knowledge_check.py), through the reply guard."""

from __future__ import annotations

import pytest

from gpt_home.agent.guard import KNOWLEDGE_FALLBACK_REPLY, GuardReason, check_reply
from gpt_home.agent.knowledge_check import misses_the_question


@pytest.mark.parametrize(("question", "reply"), [
    ("what is the capital of spain", "Spain is a sunny country in the south of Europe."),
    ("which is the tallest building in the world", "The tallest building in the world is not a building at all."),
    ("who is the author of hamlet", "There is no author of Hamlet, it is a story."),
    ("what's the largest desert", "I'm sorry, I can't help you with that. You're not allowed to ask."),
    ("what is the hardest natural material", "Diamonds are beautiful stones."),
])
def test_answers_that_miss_the_question_are_replaced(question: str, reply: str) -> None:
    assert misses_the_question(reply, question)
    verdict = check_reply(reply, utterance=question)
    assert verdict.reason is GuardReason.MISSES_QUESTION
    assert verdict.text == KNOWLEDGE_FALLBACK_REPLY


@pytest.mark.parametrize(("question", "reply"), [
    ("what is the capital of spain", "The capital of Spain is Madrid."),
    ("which is the tallest building in the world", "The Burj Khalifa is the tallest building in the world."),
    ("what's the largest desert", "Antarctica is the largest desert."),
    ("what are the colours of the rainbow", "Red, orange, yellow, green, blue, indigo and violet are its colours."),
    ("what's the name of the red planet", "The red planet is Mars."),
    ("what colour is a banana", "A ripe banana is yellow."),
    ("why is the sea salty", "Rivers carry salt from rocks into the sea, and it stays when the water evaporates."),
])
def test_answers_to_the_question_pass(question: str, reply: str) -> None:
    assert not misses_the_question(reply, question)
    assert check_reply(reply, utterance=question).reason in (None, GuardReason.TRIMMED)
