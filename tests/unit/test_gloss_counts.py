"""Counts WordNet's definitions state (``skills/gloss_counts.py`` through ``knowledge_readings``), and knowledge
questions said with the question word last (``agent/question_last.py``), as the household hears them.

Generated: every thing x every question frame (the count asked first, the thing first, "on", "in", "got", a plural)
x a filler before; must-nots: the household's own thing, a part no definition counts, parts other readers answer,
and a count asked of something with no such sense."""

from __future__ import annotations

import itertools
from datetime import UTC, datetime

import pytest

from gpt_home.agent.guard import GuardReason, asks_knowledge, check_reply
from gpt_home.agent.intents import normalize
from gpt_home.agent.question_form import model_question
from gpt_home.skills.knowledge_readings import after_remark, find, said

NOW = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)
pytestmark = pytest.mark.usefixtures("wordnet_installed")  # tests/conftest.py

# (thing, parts, the count, "usually" in the definition)
COUNTS = [("violin", "strings", "four", False), ("guitar", "strings", "six", True),
          ("tricycle", "wheels", "three", False), ("bicycle", "wheels", "two", False),
          ("sonnet", "lines", "14", False), ("haiku", "lines", "three", False),
          ("trident", "prongs", "three", False), ("car", "wheels", "four", False)]
FRAMES = ("how many {p} does a {t} have", "how many {p} has a {t} got", "how many {p} on a {t}",
          "how many {p} are there on a {t}", "a {t} has how many {p}", "a {t} has how many {p} on it",
          "how many {p} a {t} has")
FILLERS = ("", "um ", "quick question ", "do you know ")


def answer(text: str) -> list[tuple[str, dict[str, str]]]:
    normalized = normalize(text)
    return find(normalized, NOW) or after_remark(normalized, NOW)


def _expected(thing: str, parts: str, count: str, usually: bool) -> str:
    article = "An" if thing[0] in "aeio" else "A"
    return f"{article} {thing} {'usually ' if usually else ''}has {count} {parts}."


@pytest.mark.parametrize(("text", "expected"), [
    (filler + frame.format(p=parts, t=thing), _expected(thing, parts, count, usually))
    for (thing, parts, count, usually), frame, filler in itertools.product(COUNTS, FRAMES, FILLERS)])
def test_a_count_the_dictionary_states_is_answered(text: str, expected: str) -> None:
    assert answer(text) == said(expected)


@pytest.mark.parametrize(("text", "expected"), [
    ("how many strings do violins have", "Violins have four strings."),
    ("how many humps does a dromedary have", "A dromedary has one hump."),
    ("how many humps has a bactrian camel got", "A bactrian camel has two humps."),
    ("how many strings on a ukulele", "A ukulele has four strings."),
    ("how many legs does a spider have", "A spider has eight legs."),  # still animal_legs's, said once
])
def test_plurals_one_and_the_other_readers(text: str, expected: str) -> None:
    assert answer(text) == said(expected)


@pytest.mark.parametrize("text", [
    "how many strings does my violin have",  # the household's own: no dictionary knows it
    "how many strings does a cello have",  # no definition states it: the model and the guard decide
    "how many pedals does a piano have",  # (its keys are a checked fact now: common_checks says 88)
    "how many hearts does an octopus have",
    "how many wheels does the car need",  # not a count of parts had
    "how many wheels does a car have and how fast does it go",  # more than the count asked
])
def test_what_no_definition_states_is_not_answered(text: str) -> None:
    assert answer(text) == []


@pytest.mark.parametrize(("text", "plain"), [
    ("the telephone was invented by who", "Who invented the telephone?"),
    ("hamlet was written by who", "Who wrote hamlet?"),
    ("um the mona lisa was painted by whom", "Who painted the mona lisa?"),
    ("a violin has how many strings on it", "How many strings does a violin have?"),
    ("cats have how many toes", "How many toes do cats have?"),
])
def test_a_question_word_said_last_is_read_as_the_question(text: str, plain: str) -> None:
    assert model_question(text) == plain
    assert asks_knowledge(text)


def test_the_models_wrong_answers_to_them_are_judged() -> None:
    """holdout20's: the bundled model said 12 and 42 strings, and a wrong inventor with a year."""
    for reply in ("A violin has 12 strings.", "A violin has 42 strings, which are tuned to the standard tuning of a "
                                              "traditional viola da brac."):
        assert check_reply(reply, utterance="a violin has how many strings on it").reason is GuardReason.GUESSED_NUMBER
    assert check_reply("The telephone was invented by Alexander Bain, a British inventor who made it in 1876.",
                       utterance="the telephone was invented by who").replaced
    assert answer("the telephone was invented by who") == said(
        "That was Alexander Graham Bell, the United States inventor of the telephone.")
