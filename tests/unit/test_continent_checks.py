"""A country's continent checked ("is egypt in africa or asia"), answered from the country data
(``skills/continent_checks.py`` through ``knowledge_readings``)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from gpt_home.agent.intents import normalize
from gpt_home.skills.knowledge_readings import find, said

NOW = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)


@pytest.mark.parametrize(("text", "expected"), [
    ("is egypt in africa or asia", "Egypt is in Africa."),
    ("is egypt in africa or is it in asia", "Egypt is in Africa."),
    ("um is russia in europe or asia", "Russia is in Europe and Asia."),
    ("is brazil in south america", "Yes, Brazil is in South America."),
    ("is australia in europe", "No, Australia is in Oceania."),
    ("are the philippines in asia", "Yes, the Philippines are in Asia."),
    ("is kenya part of africa", "Yes, Kenya is in Africa."),
    ("is mexico in south america right", "No, Mexico is in North America."),
    ("isn't canada in north america", "Yes, Canada is in North America."),
    ("is spain in europe or not", "Yes, Spain is in Europe."),
])
def test_a_countrys_continent_checked(text: str, expected: str) -> None:
    assert find(normalize(text), NOW) == said(expected)


@pytest.mark.parametrize("text", [
    "is my passport in the drawer", "is it in europe", "is the amazon in africa", "is paris in europe",
    "is the milk in the fridge", "are we in europe", "is mum in africa", "is egypt in the news",
])
def test_other_is_in_questions_are_no_check(text: str) -> None:
    from gpt_home.skills.continent_checks import reply

    assert reply(normalize(text)) is None
