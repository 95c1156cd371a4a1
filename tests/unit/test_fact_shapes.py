"""Statement shapes (gpt_home/memory/fact_shapes.py): stored texts parse back to the subject they were stored under."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gpt_home.memory.fact_reading import parse_fact, subject_of
from gpt_home.memory.fact_shapes import Category, Subject
from gpt_home.memory.learning import analyse
from gpt_home.memory.person import third_person_verb, to_first_person, to_second_person

SETS = [Path(__file__).resolve().parents[2] / "bench" / "data" / name
        for name in ("learning_set.json", "learning_holdout.json")]
FACTS = [i["text"] for p in SETS for i in json.loads(p.read_text())["statements"] if i["expect"] in ("store", "update")]


@pytest.mark.parametrize("text", FACTS, ids=lambda t: t[:40])
def test_stored_text_round_trips_to_the_same_subject(text: str) -> None:
    fact = analyse(text)
    assert not isinstance(fact, str) and fact.text
    assert subject_of(fact.text) == fact.subject


def test_names_days_and_numbers_survive_normalisation() -> None:
    assert parse_fact("our dentist appointment is on Tuesday at 3 pm").text == (
        "The dentist appointment is on Tuesday at 3 pm.")
    assert parse_fact("the garage code is 4719").text == "The garage code is 4719."
    assert parse_fact("my husband is called tom").text == "The user's husband is called Tom."


def test_things_match_by_contained_words_but_names_only_exactly() -> None:
    assert Subject(Category.HAS, "honda").matches(Subject(Category.HAS, "honda civic"))
    assert not Subject(Category.NAME, "son").matches(Subject(Category.NAME, "son in law"))
    assert not Subject(Category.HAS, "honda").matches(Subject(Category.LOCATION, "honda"))


def test_person_conversion() -> None:
    assert third_person_verb("go") == "goes" and third_person_verb("study") == "studies"
    assert to_second_person("The user goes to the gym every Monday.") == "You go to the gym every Monday."
    assert to_second_person("The user's sister is called Ana.") == "Your sister is called Ana."
    assert to_second_person("The user is allergic to shellfish.") == "You are allergic to shellfish."
    assert to_first_person("The household has a Honda.") == "we have a Honda"
