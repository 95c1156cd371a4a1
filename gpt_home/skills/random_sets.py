"""One of a set everybody knows, picked at random (issue 15): "pick a random day of the week", "any month will do,
choose one", "choose one of the four seasons at random", "pick a colour of the rainbow for me, any one", "name a
random planet".

The set is named after a pick word and a word of chance ("random", "any", "whatever"), or first with the pick
after it ("any day from monday to sunday, just choose one"); a set only one thing can mean ("one colour of the
rainbow", "a day of the week", "a day of the week for the party") needs no word of chance. Its members are fixed (``_SETS``), so the pick is one of them,
never an invented one. ``reworded`` says a throw asked as a question ("what do I get on a twenty-faced dice") as the
roll it asks for. Pure: ``topic_first.random_pick`` says the reading.
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
# only one set can be meant: "pick one colour of the rainbow for me", "choose a day of the week"
_PLAIN = (r"(?P<day>days? of the week)|(?P<month>months?(?: of the year)?)|(?P<season>seasons?)|"
          r"(?P<colour>colou?rs? (?:of|in) the rainbow|rainbow colou?rs?)|(?P<planet>planets?)|(?P<continent>continents?)")
_PLAIN_OF = re.compile(rf"^(?:(?:just|please|can you|could you|will you|would you) )*(?:pick|choose|name|give me|say)"
                       rf"(?: me| us)? (?:a|one|1|any|one of the(?: \w+)?) (?:{_PLAIN})\b(?!.* (?:to|when|that) )"
                       # what it is for, an event ("for the party", "for movie night"): still a pick of the set
                       r"(?!.* for (?!(?:the|our|my|a|an|his|her|their|me|us|[a-z]+ night)\b))")
# the set first, the pick after it: "any day from monday to sunday, just choose one", "a random month, you pick"
_SET_FIRST = re.compile(rf"^(?:any|a random|random|one) (?:{_NAMED})\b.*\b(?:pick|choose|you decide|your choice)\b")
_ANY_OF = re.compile(r"^(?=.*\b(?:random|randomly|any|whatever)\b)(?:.*\b(?:pick|choose|give me|say|tell me|name)\b)"
                     rf".*\b(?:any|a|one|1|some|(?:one|1|any) of the(?: \w+)?) (?:random )?(?:{_NAMED})\b")


def choices(text: str) -> str | None:
    """The members of the set a random pick names ("monday, tuesday, ..."), or None."""
    found = _RANDOM_OF.search(text) or _ANY_OF.search(text) or _PLAIN_OF.search(text) or _SET_FIRST.search(text)
    if found is None:
        return None
    kind = next(name for name, said in found.groupdict().items() if said)
    return ", ".join(_SETS[kind])


# a throw asked as a question: "what do i get on a 20 faced dice", "what would i roll on a d 12"
_FACED = re.compile(r"\b(\d{1,6})[ -]fac(?:ed|e)\b")
_ASKED_THROW = re.compile(r"^(?:so )?(?:what|which number) (?:do|would|will|could) (?:i|we) (?:get|roll|throw) "
                          r"(?:on|with) (?=(?:a|an|one) (?:\d{1,6} sided (?:die|dice)|d ?\d{1,6})$)")


def reworded(text: str) -> str:
    """``text`` with "faced" said as "sided" and a throw asked as a question said as the roll."""
    return _ASKED_THROW.sub("roll ", _FACED.sub(r"\1 sided", text))
