"""One of a set everybody knows, picked at random (issue 15): "pick a random day of the week", "any month will do,
choose one", "choose one of the four seasons at random", "pick a colour of the rainbow for me, any one", "name a
random planet".

The set is named after a pick word and a word of chance ("random", "any", "whatever"); its members are fixed
(``_SETS``), so the pick is one of them, never an invented one. Pure: ``topic_first.random_pick`` says the reading.
"""

from __future__ import annotations

import re

from gpt_home.agent.spoken_words import MONTHS, WEEKDAYS

_SETS: dict[str, tuple[str, ...]] = {
    "day": WEEKDAYS, "month": MONTHS,
    "season": ("spring", "summer", "autumn", "winter"),
    "colour": ("red", "orange", "yellow", "green", "blue", "indigo", "violet"),
    "planet": ("Mercury", "Venus", "Earth", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune"),
    "continent": ("Africa", "Antarctica", "Asia", "Australia", "Europe", "North America", "South America"),
}
_NAMED = (r"(?P<day>days? of the week|weekdays?|days?)|(?P<month>months?)(?: of the year)?|(?P<season>seasons?)|"
          r"(?P<colour>colou?rs? (?:of|in) the rainbow|rainbow colou?rs?)|(?P<planet>planets?)|(?P<continent>continents?)")
_RANDOM_OF = re.compile(rf"\b(?:pick|choose|give me|say|tell me)\b.*\brandom (?:{_NAMED})\b")
_ANY_OF = re.compile(r"^(?=.*\b(?:random|randomly|any|whatever)\b)(?:.*\b(?:pick|choose|give me|say|tell me|name)\b)"
                     rf".*\b(?:any|a|one|1|some|(?:one|1|any) of the(?: \w+)?) (?:random )?(?:{_NAMED})\b")


def choices(text: str) -> str | None:
    """The members of the set a random pick names ("monday, tuesday, ..."), or None."""
    found = _RANDOM_OF.search(text) or _ANY_OF.search(text)
    if found is None:
        return None
    kind = next(name for name, said in found.groupdict().items() if said)
    return ", ".join(_SETS[kind])
