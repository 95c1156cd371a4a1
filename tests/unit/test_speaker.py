"""The speaker's first-person question in the third person the memories are written in (memory/speaker.py)."""

from __future__ import annotations

import pytest

from gpt_home.memory.speaker import in_third_person, speaker_name


@pytest.mark.parametrize(("question", "expected"), [
    ("how do I take my coffee", "how does Maya take Maya's coffee"),
    ("am I allergic to anything", "is Maya allergic to anything"),
    ("which day am I on nights", "which day is Maya on nights"),
    ("what's my mum's name", "what's Maya's mum's name"),
    ("what should you play for me", "what should you play for Maya"),
    ("what is Tim's car", "what is Tim's car"),
    ("is the mine open", "is the mine open"),
])
def test_first_person_words_become_the_speakers_name(question: str, expected: str) -> None:
    assert in_third_person(question, "Maya") == expected


def test_without_a_known_name_the_question_is_unchanged() -> None:
    assert in_third_person("how do I take my coffee", None) == "how do I take my coffee"
    assert speaker_name({}) is None
    assert speaker_name({"name": "<b>x</b>; DROP"}) is None
    assert speaker_name({"name": " Maya "}) == "Maya"
