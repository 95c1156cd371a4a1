"""Birds' records (skills/animal_records.py) through the knowledge families: generated frames x records, each the
table's bird; the household's own birds, a report and a list request are never read (must-nots). Written before
the table was added."""

from __future__ import annotations

import itertools
from datetime import UTC, datetime

import pytest

from gpt_home.agent.intents import normalize
from gpt_home.skills import animal_records, knowledge_readings

NOW = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)
RECORDS = {"lays the largest egg": "ostrich", "lays the biggest eggs": "ostrich", "is the fastest": "peregrine",
           "has the longest wingspan": "albatross", "can fly backwards": "Hummingbirds", "is the smallest": "bee"}
FRAMES = ("which bird {r}", "what bird {r}", "um which bird {r} in the world", "my daughter asks which bird {r}",
          "do you know which bird {r}", "which kind of bird {r}")
NOT_ASKED = ("my hen lays the biggest eggs", "which of my chickens lays the largest eggs", "our duck is the fastest",
             "add the largest eggs to the list", "the ostrich lays the largest egg", "which eggs are the biggest")


@pytest.mark.parametrize(("frame", "record"), list(itertools.product(FRAMES, RECORDS)))
def test_a_record_names_its_bird(frame: str, record: str) -> None:
    found = knowledge_readings.find(normalize(frame.format(r=record)), NOW)
    assert found and RECORDS[record] in found[0][1]["reply"], (frame, record, found)


@pytest.mark.parametrize("text", NOT_ASKED)
def test_not_a_record_question(text: str) -> None:
    assert animal_records.reply(normalize(text)) is None, text
