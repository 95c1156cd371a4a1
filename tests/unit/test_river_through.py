"""Which river runs through a place, from WordNet's rivers (``skills/river_through.py`` through
``knowledge_readings``)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from gpt_home.agent.intents import normalize
from gpt_home.skills.knowledge_readings import find, said

NOW = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)
pytestmark = pytest.mark.usefixtures("wordnet_installed")  # tests/conftest.py


@pytest.mark.parametrize(("text", "expected"), [
    ("Which river runs through London, dear?", "The Thames flows through London."),
    ("which river is london on", "The Thames flows through London."),
    ("what river runs through the middle of london", "The Thames flows through London."),
    ("what river is paris on", "The Seine flows through Paris."),
    ("which river flows through rome", "The Tiber flows through Rome."),
    ("budapest is on which river", "The Danube flows through Budapest."),
    ("which river flows through florence", "The Arno flows through Florence."),
])
def test_the_river_through_a_place(text: str, expected: str) -> None:
    assert find(normalize(text), NOW) == said(expected)


@pytest.mark.parametrize("text", [
    "which river runs through my garden", "which river runs through the town", "what river runs through atlantis",
    "which river is it on", "what river did we walk along", "is the river running high",
])
def test_no_answer_where_no_gloss_says_it(text: str) -> None:
    from gpt_home.skills.river_through import reply

    assert reply(normalize(text)) is None


def test_a_well_known_city_no_gloss_names_is_answered_from_the_table() -> None:
    """Cairo's gloss says only "south of the Nile delta": ``city_rivers`` holds it (round 23)."""
    from gpt_home.skills.river_through import reply

    assert reply(normalize("what river runs through cairo")) == "The Nile flows through Cairo."
