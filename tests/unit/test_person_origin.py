"""Which country a famous person came from (skills/person_origin.py), read from WordNet's gloss and the country data
through the knowledge families: generated frames x people, each answered with the right country or not at all (never
another), most answered; the household's own and things that are no person are never read (must-nots). The people
and their countries were written before the reader was run."""

from __future__ import annotations

import itertools
from datetime import UTC, datetime

import pytest

from gpt_home.agent.intents import normalize
from gpt_home.skills import knowledge_readings, person_origin

NOW = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)
PEOPLE = {"mozart": "Austria", "beethoven": "Germany", "picasso": "Spain", "van gogh": "Netherlands",
          "einstein": "Germany", "tolstoy": "Russia", "rembrandt": "Netherlands", "galileo": "Ital",
          "copernicus": "Poland", "dante": "Ital", "cervantes": "Spain", "bach": "Germany", "verdi": "Ital",
          "tchaikovsky": "Russia", "the composer chopin": "Poland", "the painter monet": "France",
          "shakespeare": "England", "darwin": "England"}
FRAMES = ("which country did {p} come from", "what country was {p} from", "where was {p} from",
          "where did {p} come from", "what nationality was {p}", "um which country is {p} from",
          "do you know where {p} came from", "where was {p} from originally")
NOT_PEOPLE = ("where is my sister from", "where did you come from", "where do babies come from",
              "where was the parcel from", "which country did the letter come from", "what nationality is my boss",
              "where did this come from", "where was that from")


def _reply(text: str) -> str | None:
    found = knowledge_readings.find(normalize(text), NOW)
    return found[0][1]["reply"] if found else None


def test_never_a_wrong_country_and_most_answered() -> None:
    answered = 0
    for frame, (person, country) in itertools.product(FRAMES, PEOPLE.items()):
        text = frame.format(p=person)
        reply = _reply(text)
        assert reply is None or country in reply, (text, reply)
        answered += reply is not None
    assert answered >= 0.6 * len(FRAMES) * len(PEOPLE), answered


@pytest.mark.parametrize("text", NOT_PEOPLE)
def test_not_a_person(text: str) -> None:
    assert person_origin.reply(normalize(text)) is None, text


def test_two_people_of_one_name_are_left() -> None:
    assert person_origin.reply(normalize("which country did chopin come from")) is None  # a composer and a writer
    assert "Poland" in str(person_origin.reply(normalize("which country did the composer chopin come from")))
