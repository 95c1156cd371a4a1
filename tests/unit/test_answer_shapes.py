"""A knowledge answer of the wrong shape: no time for "when", a definition for "what do X eat" or "what is X called"
(``agent/answer_shapes.py``, through ``knowledge_check`` and the reply guard). The wrong answers are the bundled
model's own (bench/household_knowledge.py)."""

from __future__ import annotations

import pytest

from gpt_home.agent.answer_shapes import defines_instead, misses_a_time
from gpt_home.agent.guard import KNOWLEDGE_FALLBACK_REPLY, GuardReason, check_reply


@pytest.mark.parametrize(("question", "reply"), [
    ("when did man land on the moon", "The moon is a celestial body that orbits the Earth."),
    ("when did world war two end", "It ended with the surrender of Japan."),
    ("what year did the titanic sink", "The Titanic sank after hitting an iceberg."),
    ("when does the sun set", "The sun is a star."),
    ("in what year did columbus sail", "Columbus was an Italian explorer."),
    ("what do pandas eat", "Pandas are a type of data science software that uses machine learning."),
    ("what is a baby kangaroo called", "A baby kangaroo is a type of marsupial, specifically the kangaroo."),
    ("what do bees make", "Bees are a kind of insect."),
    ("what does a caterpillar turn into", "A caterpillar is a type of larva."),
    ("whats a baby swan called", "A baby swan is a member of the duck family."),
    ("what colour is a banana", "A banana is a fruit, not the colour of it."),
    ("what color are flamingos", "Flamingos are birds that live in Africa."),
])
def test_an_answer_of_the_wrong_shape_is_replaced(question: str, reply: str) -> None:
    verdict = check_reply(reply, utterance=question)
    assert verdict.reason is GuardReason.MISSES_QUESTION and verdict.text == KNOWLEDGE_FALLBACK_REPLY


@pytest.mark.parametrize(("question", "reply"), [
    ("when did man land on the moon", "In the summer, during the space race."),
    ("when do leaves fall", "In autumn."),
    ("when is the best time to plant tulips", "In the fall."),
    ("when did the dinosaurs die out", "Long ago, in prehistoric times."),
    ("when did world war one start", "World War One started in the summer."),
    ("what do pandas eat", "Pandas eat bamboo."),
    ("what do pandas eat", "Bamboo."),
    ("what is a baby kangaroo called", "A baby kangaroo is called a joey."),
    ("what do bees make", "Bees are a type of insect that make honey."),
    ("what does a caterpillar turn into", "A caterpillar is a type of larva that turns into a butterfly."),
    ("what is a group of crows called", "A group of crows is called a murder."),
    ("what is a panda", "A panda is a kind of bear."),  # what it is, asked
    ("what do cows drink", "Water."),
    ("what colour is a banana", "Yellow."),
    ("what colour are polar bears", "Polar bears have white fur."),
    ("what colour is water", "Water is clear."),
])
def test_an_answer_of_the_right_shape_passes(question: str, reply: str) -> None:
    assert not misses_a_time(reply, question) and not defines_instead(reply, question)
    assert check_reply(reply, utterance=question).reason in (None, GuardReason.TRIMMED)
