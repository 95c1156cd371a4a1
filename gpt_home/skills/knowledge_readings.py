"""Everyday knowledge answered from data or from a rule, one family per module (issue 15): the readings of one
sentence by every family, for ``Dialogue._understand`` after the country questions.

Each family reads only its own questions (its cue and its subject named, nothing that makes the cue mean something
else) and returns at most one finished reply; a sentence two families read at once is left to the model. Families
whose data is a package (``element_questions``: periodictable; ``country_extremes``: countryinfo; ``us_states``:
us) import it with their first question, never at start.
"""

from __future__ import annotations

from datetime import datetime

from gpt_home.skills import (
    calendar_facts,
    country_extremes,
    earth_facts,
    element_questions,
    planet_facts,
    shape_facts,
    us_states,
    water_facts,
)

Reading = tuple[str, dict[str, str]]


def find(normalized: str, now: datetime) -> list[Reading]:
    """The one knowledge-family reading of ``normalized`` (``intents.normalize``d), or [] (none, or two disagree)."""
    found = [*planet_facts.find(normalized), *earth_facts.find(normalized), *shape_facts.find(normalized),
             *calendar_facts.find(normalized, now.date()), *element_questions.find(normalized),
             *country_extremes.find(normalized), *us_states.find(normalized),
             *water_facts.find(normalized)]
    return found if len(found) == 1 else []
