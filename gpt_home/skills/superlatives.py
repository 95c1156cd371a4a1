"""When a superlative ("the largest", "the smallest country") is about the thing itself, for the knowledge families.

"which planet is the largest", "the biggest ocean in the world", "whats the smallest country": the ranking asked for
is the whole set's. "the largest moon", "the biggest animal in the ocean", "the largest country in africa" ask for
another ranking, which the family's table does not hold. ``planet_facts``, ``earth_facts`` and ``country_extremes``
each say what may follow their superlative; this module is the one place that turns that into a pattern.
"""

from __future__ import annotations


def about_itself(wholes: str, names: str = "", *, then_the_end: bool = False) -> str:
    """A lookahead for right after a superlative: it is about the thing itself when what follows is its own name
    (``names``, a regex alternation; "one" always counts), a phrase naming the whole set (``wholes``: "in the world",
    "of them all"), or nothing. With ``then_the_end`` the superlative already names the thing ("largest country"),
    and at most a whole, then the end of the sentence, may follow: anything more ("that speaks english") narrows
    the ranking."""
    if then_the_end:
        return rf"(?=(?:\s+(?:{wholes}))?\s*$)"
    return rf"(?=\s+(?:{names + '|' if names else ''}ones?)\b|\s+(?:{wholes})\b|\s*$)"
