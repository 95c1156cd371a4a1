"""A spelling asked for with the word said around a wordless ask (round 23, second wave; none of these sentences is
in a benchmark set)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory
from langgraph.store.memory import InMemoryStore

from gpt_home.skills.lists import ListSkill
from gpt_home.skills.local import LocalSkills
from gpt_home.skills.spelled_around import asked
from tests.skill_helpers import local_skills, say


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory, lights={"kitchen": 17}, lists=ListSkill(InMemoryStore())) as built:
        yield built


@pytest.mark.parametrize(("text", "word"), [
    ("i always get necessary wrong what are the letters", "necessary"),
    ("my nan wrote definitely wrong on the card how do you really spell it", "definitely"),
    ("february has an r in it doesnt it spell it for me", "february"),
    ("um beautiful the letters please", "beautiful"),
    ("i can never remember separate what letters is it", "separate"),
    ("the letters of embarrass please im writing to my aunt", "embarrass"),
    ("the teacher marked tomorrow wrong how is it really spelt", "tomorrow"),
])
def test_the_word_around_the_ask_is_spelled(skills: LocalSkills, text: str, word: str) -> None:
    assert say(skills, text) == f"{word.capitalize()} is spelled {', '.join(word.upper())}."


@pytest.mark.parametrize("text", [
    "what are the letters", "spell it", "i always get it wrong what are the letters", "did the letters arrive",
    "post the letters please", "what are the letters on my keyboard for", "i got the letters wrong in my crossword",
    "where are the letters",
])
def test_no_word_no_reading(text: str) -> None:
    assert asked(text) is None
