"""Reading facts: a cleaned statement or a stored memory text -> its Fact / Subject, over every registered shape.

The shapes themselves live in ``shapes_people`` and ``shapes_household`` (registered through ``fact_shapes._shape``);
importing them here, once, keeps the registry free of import cycles.
"""

from __future__ import annotations

# The order registers the shapes, and earlier shapes win: people before household.
# isort: off
import gpt_home.memory.shapes_people
import gpt_home.memory.shapes_household  # noqa: F401
# isort: on
from gpt_home.memory.fact_shapes import _SHAPES, Fact, Subject
from gpt_home.memory.person import to_first_person
from gpt_home.memory.statements import clean


def parse_fact(statement: str) -> Fact | None:
    """The fact a cleaned statement states, or None when no known shape matches the whole of it."""
    for pattern, build in _SHAPES:
        m = pattern.fullmatch(statement)
        if m is not None:
            fact = build(m)
            if fact is not None:
                return fact
    return None


def subject_of(memory_text: str) -> Subject | None:
    """The subject of a stored memory (third person or the user's own words), or None when it has no known shape."""
    fact = parse_fact(clean(to_first_person(memory_text)).text)
    return fact.subject if fact is not None else None
