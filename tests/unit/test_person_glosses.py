"""The people index of the who-questions (``skills.person_glosses``; issue 12: the first "who painted ..." of a run
paid a pass over WordNet on its turn): read at start by the skills' warm-up, small, and read back as WordNet spells
it."""

from __future__ import annotations

import logging
import sys
from collections.abc import Iterator

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.skills import person_glosses, word_lookups, wordnet_data
from gpt_home.skills.local import LocalSkills
from gpt_home.skills.warm_up import warm_up_skills
from gpt_home.skills.wordnet_data import find_root, open_wordnet
from tests.skill_helpers import local_skills, say

pytestmark = pytest.mark.skipif(
    find_root() is None, reason="WordNet's database is not installed (Debian package wordnet-base)"
)


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory) as built:
        yield built


@pytest.fixture
def fresh(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Nothing read yet, as in a new process (and again after the test)."""
    monkeypatch.setattr(wordnet_data, "_opened", {})
    person_glosses.people.cache_clear()
    word_lookups.young_animals.cache_clear()
    yield
    person_glosses.people.cache_clear()
    word_lookups.young_animals.cache_clear()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("who invented the telephone", "That was Alexander Graham Bell, the United States inventor of the telephone."),
        ("who wrote the canterbury tales", "The Canterbury Tales was written by Geoffrey Chaucer."),
        ("who discovered radium", "That was Marie Curie."),
        (
            "who was the first president of the united states",
            "That was George Washington, the first President of the United States.",
        ),
        ("what do you call a baby cow", "A baby cow is called a calf."),
    ],
)
def test_after_the_warm_up_the_first_question_reads_no_pass(
    fresh: None, skills: LocalSkills, text: str, expected: str
) -> None:
    warm_up_skills(skills)
    read = person_glosses.people.cache_info().misses, word_lookups.young_animals.cache_info().misses
    assert read == (1, 1)  # each pass once, at start
    assert say(skills, text) == expected
    assert (person_glosses.people.cache_info().misses, word_lookups.young_animals.cache_info().misses) == read


def test_every_clause_reads_back_as_the_index_holds_it(fresh: None) -> None:
    """The index keeps only lower-cased text and two numbers per clause; the name and the clause read back from
    the database (one seek) are that same clause, for every person."""
    wordnet = open_wordnet()
    assert wordnet is not None
    index = person_glosses.people(wordnet)
    assert len(index.starts) > 4000  # WordNet 3.0 describes about 3,800 people
    for number, start in enumerate(index.starts):
        name, clause, first = person_glosses.said(wordnet, index, number)
        end = index.starts[number + 1] if number + 1 < len(index.starts) else len(index.text)
        assert index.text[start:end] == clause.lower() + "\n"
        assert name and first and (index.numbers[number] > 0 or clause == first)
        assert index.clause_at(start + len(clause) // 2) == (number, start, end)


def test_the_index_kept_is_small(fresh: None) -> None:
    """What stays resident for the who-questions: under half a megabyte (the Pi Zero's footprint is at its edge)."""
    wordnet = open_wordnet()
    assert wordnet is not None
    index = person_glosses.people(wordnet)
    kept = sum(sys.getsizeof(part) for part in (index.text, index.starts, index.offsets, index.numbers))
    assert kept < 500_000


def test_a_damaged_database_at_start_is_logged_and_the_start_goes_on(
    fresh: None, skills: LocalSkills, monkeypatch: pytest.MonkeyPatch, tmp_path, caplog: pytest.LogCaptureFixture
) -> None:
    root = find_root()
    assert root is not None
    (tmp_path / "index.noun").write_bytes((root / "index.noun").read_bytes())
    lines = (root / "data.noun").read_bytes().splitlines(keepends=True)
    (tmp_path / "data.noun").write_bytes(
        b"".join(b"x" + line[1:] if line[:1].isdigit() else line for line in lines)
    )  # every sense's offset garbled
    monkeypatch.setenv("GPT_HOME_WORDNET", str(tmp_path))
    with caplog.at_level(logging.WARNING, logger="gpt_home.skills.warm_up"):
        warm_up_skills(skills)
    assert "could not be read at start" in caplog.text
    assert say(skills, "set a timer for ten minutes") == "Okay, timer set for 10 minutes."
