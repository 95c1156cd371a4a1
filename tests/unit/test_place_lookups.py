"""Where a named landmark, city, river or mountain is, read from WordNet's part-of links (issue 15;
``skills.place_lookups``): each question shape said five or more ways, the sentences it must not read (the speaker's
things and people, rooms, planets), two places of one name, and the dialogue's wiring after the country questions."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from gpt_home.agent.intents import normalize
from gpt_home.skills import knowledge_readings
from gpt_home.skills.place_lookups import reply

NOW = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)


pytestmark = pytest.mark.usefixtures("wordnet_installed")  # tests/conftest.py


def said(text: str) -> str | None:
    return reply(normalize(text))


@pytest.mark.parametrize(("text", "expected"), [
    ("where is the eiffel tower", "The Eiffel Tower is in Paris, France."),
    ("where's the eiffel tower located", "The Eiffel Tower is in Paris, France."),
    ("whereabouts is big ben", "Big Ben is in London, England."),
    ("where is the colosseum situated", "The Colosseum is in Rome, Italy."),
    ("where in the world is timbuktu", "Timbuktu is in Mali."),
    ("the kremlin is where", "The Kremlin is in Moscow, Russia."),
    ("where is stonehenge", "Stonehenge is in southern England."),  # no part-of link: the gloss's "in <place>"
    ("where is the grand canyon", "The Grand Canyon is in Arizona, in the United States."),
    ("where are the alps", "The Alps are in Switzerland, France, Italy and Austria."),
    ("where is the nile", "The Nile flows through Uganda, Sudan and Egypt."),
    ("where is loch ness", "Loch Ness is in Scotland."),
])
def test_where_a_place_is(text: str, expected: str) -> None:
    assert said(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("which country is the eiffel tower in", "The Eiffel Tower is in France."),
    ("in which country is the taj mahal", "The Taj Mahal is in India."),
    ("what country is mount kilimanjaro in", "Mount Kilimanjaro is in Tanzania."),
    ("the colosseum is in which country", "The Colosseum is in Italy."),
    ("which country is sydney located in", "Sydney is in Australia."),
    ("the statue of liberty is in which city", "The Statue of Liberty is in New York."),
    ("which city is big ben in", "Big Ben is in London."),
    ("in what city is the louvre", "The Louvre is in Paris."),
])
def test_which_country_or_city(text: str, expected: str) -> None:
    assert said(text) == expected


def test_two_places_of_one_name_are_both_said() -> None:
    assert said("where is birmingham") == "There is a Birmingham in Alabama and one in England."
    assert said("where is oxford") == "There is an Oxford in England and one in Georgia."  # never "in Oxford"


@pytest.mark.parametrize(("text", "expected"), [
    ("where is troy", "Troy is in Asia Minor, Asia."),  # a region named as a place: no "the"
    ("where is the iberian peninsula", "The Iberian Peninsula is in Europe."),
])
def test_a_peninsula_takes_the_only_when_named_one(text: str, expected: str) -> None:
    assert said(text) == expected


@pytest.mark.parametrize("text", [
    "where is my phone", "where are my keys", "where is the remote", "where is mum", "where is the kitchen",
    "where is santa", "where is the nearest pharmacy", "where is my timer", "where is the moon", "where is jupiter",
    "where are you", "where is it", "where is the party", "which city is the party in", "where is shakespeare",
    "which country is france in", "where is the bathroom", "where is the dog",
])
def test_not_a_named_place_is_left(text: str) -> None:
    assert said(text) is None


def test_wired_after_the_country_questions() -> None:
    """A capital or a country asked with "where" is answered by ``country_questions`` alone, never twice."""
    assert knowledge_readings.find(normalize("where is paris"), NOW) == []
    assert knowledge_readings.find(normalize("where is the eiffel tower"), NOW) == [
        ("GptSaid", {"reply": "The Eiffel Tower is in Paris, France."})]


def test_silent_without_a_database(tmp_path, monkeypatch) -> None:
    from gpt_home.skills import wordnet_data

    monkeypatch.setattr(wordnet_data, "_opened", {})
    monkeypatch.setattr(wordnet_data, "DEFAULT_DIRS", (str(tmp_path),))
    monkeypatch.delenv("GPT_HOME_WORDNET", raising=False)
    assert said("where is the eiffel tower") is None
