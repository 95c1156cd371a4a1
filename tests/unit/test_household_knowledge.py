"""The household general-knowledge list (tests/fixtures/household_knowledge.tsv, round 15) through the knowledge
families: a local answer never states a wrong fact (each answer holds the list's expected name), and the families
added in this round read their questions said many ways, and leave their near misses alone."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from pathlib import Path

import pytest

from gpt_home.agent.intents import normalize
from gpt_home.skills import element_questions, knowledge_readings, place_superlatives, work_makers

NOW = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)
LIST = Path(__file__).resolve().parents[1] / "fixtures" / "household_knowledge.tsv"
CASES = [tuple(part.strip() for part in line.split("\t")) for line in LIST.read_text().splitlines()
         if line.strip() and not line.startswith("#")]

pytestmark = pytest.mark.usefixtures("wordnet_installed")  # tests/conftest.py


def answer(text: str) -> str | None:
    found = knowledge_readings.find(normalize(text), NOW)
    return found[0][1]["reply"] if found else None


def test_the_list_is_broad() -> None:
    assert len(CASES) >= 160 and all(len(case) == 2 for case in CASES)


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_a_local_answer_on_the_list_is_never_a_wrong_fact(text: str, expected: str) -> None:
    said = answer(text)
    if said is not None:
        assert re.search(expected, said, re.IGNORECASE), said


def test_the_families_answer_most_of_the_list() -> None:
    """91 of 197 read by the knowledge families at the time of writing (68 before this round's readers; the
    country questions answer more on the local path): a floor, so a reader lost shows."""
    assert sum(answer(text) is not None for text, _ in CASES) >= 88


@pytest.mark.parametrize(("text", "expected"), [
    ("whats the tallest mountain in japan", "Mount Fuji is the highest peak in Japan."),
    ("what is the highest mountain in africa", "Mount Kilimanjaro is the highest peak in Africa."),
    ("highest mountain in north america", "Mount McKinley is the highest peak in North America."),
    ("which is the tallest mountain in the world", "Mount Everest is the highest mountain peak in the world."),
    ("what's the longest river in europe", "The Volga is the longest river in Europe."),
    ("whats the longest river in the world please", "The Nile is the world's longest river."),
    ("the largest island on earth", "Greenland is the largest island in the world."),
    ("what is the deepest lake in the world", "Lake Baikal is the deepest lake in the world."),
    ("what is the most high mountain in japan", "Mount Fuji is the highest peak in Japan."),
])
def test_the_highest_or_longest_feature_in_a_place(text: str, expected: str) -> None:
    assert place_superlatives.reply(knowledge_readings.one_word(normalize(text))) == expected
    assert answer(text) == expected


@pytest.mark.parametrize("text", [
    "whats the highest score you can get",
    "what is the tallest building in the world",
    "what's the highest mountain in europe",  # Mont Blanc is the Alps' in WordNet; Elbrus is not described: left
    "what is the largest lake in asia",  # Baikal is "the largest freshwater lake": another ranking
    "what is the highest mountain in scotland",  # no gloss says it
    "what is the highest temperature today",
    "what is the second highest mountain",
])
def test_no_feature_is_named_for_a_near_miss(text: str) -> None:
    assert place_superlatives.reply(normalize(text)) is None


@pytest.mark.parametrize(("text", "expected"), [
    ("au stands for which element", "Au is the symbol for gold."),
    ("what element is fe", "Fe is the symbol for iron."),
    ("what does pb stand for on the periodic table", "Pb is the symbol for lead."),
    ("which element is o", "O is the symbol for oxygen."),
    ("whats k on the periodic table", "K is the symbol for potassium."),
    ("what element does na stand for", "Na is the symbol for sodium."),
    ("fe is the symbol for what element", "Fe is the symbol for iron."),
    ("chemical symbol of silver", "The chemical symbol for silver is Ag."),
    ("symbol for copper", "The chemical symbol for copper is Cu."),
    ("what does fe stand for in chemistry", "Fe is the symbol for iron."),
])
def test_a_symbol_and_its_element_either_way(text: str, expected: str) -> None:
    assert element_questions.reply(normalize(text)) == expected


@pytest.mark.parametrize("text", [
    "what does ok stand for", "what element is it", "which element is the heaviest", "what does pb stand for",
    "symbol for peace", "whats up on the periodic table", "what element is gold",
])
def test_no_symbol_is_read_in_a_near_miss(text: str) -> None:
    said = element_questions.reply(normalize(text))
    assert said is None or "symbol for" not in said


@pytest.mark.parametrize("text", [
    "who created sherlock holmes", "who invented sherlock holmes", "whos the guy that created sherlock holmes",
    "who came up with sherlock holmes", "sherlock holmes was created by who", "who is the creator of sherlock holmes",
    "who wrote sherlock holmes",
])
def test_who_created_a_hero_is_the_writer_of_their_stories(text: str) -> None:
    assert work_makers.reply(normalize(text)) == "Sherlock Holmes is a fictitious detective in stories by Arthur Conan Doyle."


def test_a_maker_is_said_without_initials_and_a_fictional_maker_gives_way() -> None:
    assert work_makers.reply("who wrote peter pan") == ("Peter Pan is the main character in a play and novel by "
                                                       "James Matthew Barrie.")
    assert "Mary Wollstonecraft Shelley" in (work_makers.reply("who wrote frankenstein") or "")


@pytest.mark.parametrize("text", [
    "who made my tea", "who created you", "who came up with that", "who invented this", "who thought up this game",
    "whos the guy that made my tea",
])
def test_no_maker_is_read_in_a_near_miss(text: str) -> None:
    assert work_makers.reply(normalize(text)) is None
