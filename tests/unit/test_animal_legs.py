"""How many legs an animal has, by its kind in WordNet (``skills/animal_legs.py`` through ``knowledge_readings``)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from gpt_home.agent.intents import normalize
from gpt_home.skills.knowledge_readings import after_remark, find, said

NOW = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)
pytestmark = pytest.mark.usefixtures("wordnet_installed")  # tests/conftest.py


def answer(text: str) -> list[tuple[str, dict[str, str]]]:
    normalized = normalize(text)
    return find(normalized, NOW) or after_remark(normalized, NOW)


@pytest.mark.parametrize(("text", "expected"), [
    ("how many legs does a spider have", "A spider has eight legs."),
    ("how many legs do ants have", "Ants have six legs."),
    ("how many legs has an insect", "An insect has six legs."),
    ("how many legs does a crab have", "A crab has ten legs."),
    ("how many legs does a octopus have", "An octopus has eight arms."),
    ("how many legs has a cat got", "A cat has four legs."),
    ("how many legs does a snake have", "A snake has no legs."),
    ("how many legs does a penguin have", "A penguin has two legs."),
    ("how many legs on a spider", "A spider has eight legs."),
    ("spiders how many legs do they have", "Spiders have eight legs."),
    ("do you know how many legs a spider has", "A spider has eight legs."),
    ("how many legs does a spider have mummy", "A spider has eight legs."),
    ("how many legs does a ladybird have i found one in the garden", "A ladybird has six legs."),
])
def test_an_animals_legs_by_its_kind(text: str, expected: str) -> None:
    assert answer(text) == said(expected)


@pytest.mark.parametrize("text", [
    # legs that vary or are no legs: the model's guess is replaced by the honest line instead
    "how many legs does a human have", "how many legs does a whale have", "how many legs does a kangaroo have",
    "how many legs does a centipede have", "how many legs does a monkey have", "how many legs does a squid have",
    # no animal, or the household's own
    "how many legs does a table have", "how many legs does my dog have", "how many legs does the chair have",
    "how many feet in a mile", "how many legs have we walked",
])
def test_no_answer_where_the_kind_does_not_settle_it(text: str) -> None:
    assert answer(text) == []
