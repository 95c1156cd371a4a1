"""The knowledge families as the dialogue reads them (issue 15; ``skills.knowledge_readings``): one question of each
family through the real local skills, answered from data or a rule and never by the model; a sentence that is no
knowledge question still reaches the rest of the cascade; and the default start imports none of the families' data."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from datetime import UTC, datetime

import pytest
from gpiozero.pins.mock import MockFactory

from gpt_home.agent.intents import normalize
from gpt_home.skills.knowledge_readings import find, said
from gpt_home.skills.local import LocalSkills
from gpt_home.skills.wordnet_data import find_root
from tests.optional_parts import require
from tests.skill_helpers import local_skills, say

NOW = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)


@pytest.fixture
def skills(factory: MockFactory) -> Iterator[LocalSkills]:
    with local_skills(factory) as built:
        yield built


@pytest.mark.parametrize(("text", "expected"), [
    ("um which planet is the biggest one", "Jupiter is the largest planet."),
    ("my son needs to know how many continents there are for school",
     "There are seven continents: Asia, Africa, North America, South America, Antarctica, Europe and Australia."),
    ("how many sides has a pentagon got", "A pentagon has 5 sides."),
    ("is twenty thirty a leap year", "No, 2030 is not a leap year; the next one is 2032."),
    ("whats the chemical symbol for copper", "The chemical symbol for copper is Cu."),
    ("what's the smallest country in the world", "Vatican City is the smallest country in the world."),
    ("is sydney the capital of australia", "No, the capital of Australia is Canberra."),
])
def test_each_family_through_the_local_skills(skills: LocalSkills, text: str, expected: str) -> None:
    assert say(skills, text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("what does a tadpole grow into", "A tadpole turns into a frog or toad."),  # word_lookups
    ("what do you call a baby goat", "A baby goat is called a kid."),
    ("whats the opposite of wet", "The opposite of wet is dry."),  # word_meanings
    ("is a spider an insect", "No, a spider is not an insect; it is an arachnid."),
    ("what do you call a group of lions", "A group of lions is called a pride."),  # animal_groups
])
def test_the_word_families_through_the_local_skills(skills: LocalSkills, text: str, expected: str) -> None:
    """Read from WordNet's database (Debian's wordnet-base, which scripts/setup.sh installs)."""
    require(find_root() is not None, "WordNet's database is not installed (Debian package wordnet-base)")
    assert say(skills, text) == expected


WORD_QUESTIONS = ("what is a tadpole", "what does a tadpole grow into", "what do you call a baby cow",
                  "what do you call a group of lions", "whats the opposite of wet", "who invented the telephone")


@pytest.mark.parametrize("kept", [("index.noun", "data.noun"), ("index.noun", "data.noun", "noun.exc", "index.verb")])
def test_a_partial_database_leaves_the_word_questions_and_the_turn_goes_on(
        skills: LocalSkills, monkeypatch: pytest.MonkeyPatch, tmp_path, kept: tuple[str, ...]) -> None:
    """Some of WordNet's files missing (a half-removed package, a hand-made copy): every word question is left, no
    FileNotFoundError leaves the skills, and the turn goes on."""
    root = find_root()
    require(root is not None, "WordNet's database is not installed (Debian package wordnet-base)")
    for name in kept:
        (tmp_path / name).write_bytes((root / name).read_bytes())
    _use_wordnet(monkeypatch, tmp_path)
    assert find(normalize("what is a tadpole"), NOW) == []  # needs the other parts of speech' index files
    for text in WORD_QUESTIONS:  # the families that need only the nouns' files may still answer: none raises
        assert isinstance(find(normalize(text), NOW), list)
    assert say(skills, "what is a tadpole") != "A tadpole is a larval frog or toad."
    assert say(skills, "set a timer for ten minutes") == "Okay, timer set for 10 minutes."


def test_a_damaged_line_leaves_the_word_questions(monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:
    """Every sense line of the data files cut short (a disk error, a botched copy): ValueError and IndexError stay
    inside the families; each question is left to the model."""
    root = find_root()
    require(root is not None, "WordNet's database is not installed (Debian package wordnet-base)")
    for path in root.iterdir():
        (tmp_path / path.name).write_bytes(path.read_bytes())
    for name in ("data.noun", "data.verb", "data.adj", "data.adv"):
        data = (tmp_path / name).read_bytes().splitlines(keepends=True)
        (tmp_path / name).write_bytes(b"".join(line[:20] + b"\n" if line[:1].isdigit() else line for line in data))
    _use_wordnet(monkeypatch, tmp_path)
    for text in WORD_QUESTIONS:
        assert find(normalize(text), NOW) == []


def _use_wordnet(monkeypatch: pytest.MonkeyPatch, root) -> None:
    """The families read the database in ``root`` from their next question (and forget what they read before)."""
    from gpt_home.skills import animal_groups, person_glosses, word_lookups, wordnet_data

    monkeypatch.setenv("GPT_HOME_WORDNET", str(root))
    monkeypatch.setattr(wordnet_data, "_opened", {})
    for cached in (word_lookups.young_animals, person_glosses.people, animal_groups._tables):
        cached.cache_clear()
    monkeypatch.setattr(wordnet_data, "_warned", set())


@pytest.mark.parametrize(("text", "expected"), [
    ("set a timer for ten minutes", "Okay, timer set for 10 minutes."),
    ("what is 6 times 7", "6 times 7 is 42."),
    ("how many days until christmas", "There are 24 days until Christmas, on Friday, December 25."),
])
def test_other_requests_still_reach_their_skills(skills: LocalSkills, text: str, expected: str) -> None:
    assert say(skills, text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("which planet is the smallest", "Mercury is the smallest planet."),
    ("whats the biggest ocean", "The Pacific is the largest ocean."),
    ("how many sides does a hexagon have", "A hexagon has 6 sides."),
    ("is this year a leap year", "No, 2026 is not a leap year; the next one is 2028."),
    ("what is the atomic number of carbon", "Carbon has atomic number 6."),
    ("which is the largest country in the world", "Russia is the largest country in the world by area."),
    ("whats the capital of texas", "The capital of Texas is Austin."),
    ("at what temperature does water boil",
     "Water boils at 100 degrees Celsius, which is 212 degrees Fahrenheit, at sea level."),
])
def test_each_familys_reply_is_the_one_reading(text: str, expected: str) -> None:
    """Every family gives only its reply; the wrapping into the dialogue's reading is this module's, for all eight."""
    assert find(normalize(text), NOW) == [("GptSaid", {"reply": expected})]


def test_a_reply_is_said_and_no_reply_is_no_reading() -> None:
    assert said("Jupiter is the largest planet.") == [("GptSaid", {"reply": "Jupiter is the largest planet."})]
    assert said(None) == []
    assert said("") == []


def test_two_families_in_one_sentence_are_left_to_the_model() -> None:
    assert find(normalize("which planet is the biggest and which ocean is the biggest"), NOW) == []
    assert find(normalize("who wrote the note on the fridge"), NOW) == []  # romeo and juliet: famous_works


START_SCRIPT = """
import sys
from gpt_home.skills.local import LocalSkills
from gpt_home.skills import dialogue, knowledge_readings
print(sorted(m for m in ("periodictable", "countryinfo", "babel", "us", "jellyfish", "gpt_home.skills.country_data")
             if m in sys.modules))
"""


def test_the_default_start_loads_none_of_the_families_data() -> None:
    """The Pi Zero's footprint is at its edge: periodictable and the country data stay out until a question needs
    them."""
    done = subprocess.run([sys.executable, "-c", START_SCRIPT], capture_output=True, text=True, timeout=120,
                          check=True)
    assert done.stdout.strip() == "[]"


@pytest.mark.skipif(find_root() is None, reason="WordNet's database is not installed (Debian: wordnet-base)")
@pytest.mark.parametrize(("text", "expected"), [
    ("which is the most big country of the world?", "Russia is the largest country in the world by area."),
    ("what is the most small country", "Vatican City is the smallest country in the world."),
    ("which planet is the most big", "Jupiter is the largest planet."),
    ("what is the most large ocean", "The Pacific is the largest ocean."),
    ("which continent is the most big", "Asia is the largest continent."),
    ("what is the most tall animal", "The giraffe is the tallest living quadruped."),
    ("which is the most big country in africa", "Algeria is the largest country in Africa by area."),  # round 16
])
def test_the_most_big_is_read_as_the_biggest_by_every_family(text: str, expected: str) -> None:
    assert find(normalize(text), NOW) == said(expected)


@pytest.mark.parametrize("text", [
    "which planet has the most moons",  # no table or gloss states it: left to the next reader
    "what is the most big city in the world", "which is the most big city in africa",
    "what is the most beautiful country", "what is the most big number",
])
def test_a_most_no_family_holds_is_left(text: str) -> None:
    assert find(normalize(text), NOW) == []


@pytest.mark.parametrize(("text", "expected"), [
    # a lead-in or a tail that asks about the world (round 16): read as the plain question
    ("can you tell me what a baby dog is called", "A baby dog is called a puppy."),
    ("who discovered penicillin can you tell me", "That was Alexander Fleming, the Scottish bacteriologist who "
                                                  "discovered penicillin."),
    ("have you any idea what a baby dog is called", "A baby dog is called a puppy."),
    ("do you happen to know what a baby dog is called", "A baby dog is called a puppy."),
    ("what is a baby dog called mummy", "A baby dog is called a puppy."),
])
def test_a_question_behind_a_you_lead_in_is_read_plainly(text: str, expected: str) -> None:
    assert find(normalize(text), NOW) == said(expected)


@pytest.mark.parametrize("text", [
    "do you know my name", "can you tell me about yourself", "have you any idea what i mean",
    "you know what i think", "do you know where my keys are",
])
def test_a_personal_question_behind_a_you_lead_in_is_not_read(text: str) -> None:
    assert find(normalize(text), NOW) == []
