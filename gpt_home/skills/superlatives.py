"""When a superlative ("the largest", "the smallest country") is about the thing itself, for the knowledge families.

"which planet is the largest", "the biggest ocean in the world", "whats the smallest country": the ranking asked for
is the whole set's. "the largest moon", "the biggest animal in the ocean", "the largest country in africa" ask for
another ranking, which the family's table does not hold. ``planet_facts``, ``earth_facts`` and ``country_extremes``
each say what may follow their superlative; this module is the one place that turns that into a pattern.
"""

from __future__ import annotations

import re


def about_itself(wholes: str, names: str = "", *, then_the_end: bool = False) -> str:
    """A lookahead for right after a superlative: it is about the thing itself when what follows is its own name
    (``names``, a regex alternation; "one" always counts), a phrase naming the whole set (``wholes``: "in the world",
    "of them all"), or nothing. With ``then_the_end`` the superlative already names the thing ("largest country"),
    and at most a whole, then the end of the sentence, may follow: anything more ("that speaks english") narrows
    the ranking."""
    if then_the_end:
        return rf"(?=(?:\s+(?:{wholes}))?\s*$)"
    return rf"(?=\s+(?:{names + '|' if names else ''}ones?)\b|\s+(?:{wholes})\b|\s*$)"


# Adjectives whose superlative is one word: a child or a learner of English says "the most big country", "the most
# tall animal"; the families read "biggest", "tallest". Longer adjectives keep "most" ("most populous").
_ONE_WORD = {"big": "biggest", "small": "smallest", "large": "largest", "tall": "tallest", "long": "longest",
             "high": "highest", "deep": "deepest", "hot": "hottest", "cold": "coldest", "fast": "fastest",
             "heavy": "heaviest", "old": "oldest", "tiny": "tiniest", "wide": "widest", "short": "shortest",
             "slow": "slowest", "bright": "brightest", "near": "nearest", "close": "closest", "little": "littlest",
             "dry": "driest", "wet": "wettest", "light": "lightest", "strong": "strongest", "loud": "loudest"}
_MOST_PLAIN = re.compile(rf"\bthe most ({'|'.join(_ONE_WORD)})\b")


def one_word(normalized: str) -> str:
    """``normalized`` with "the most big" said as "the biggest" (every such pair); unchanged when there is none."""
    return _MOST_PLAIN.sub(lambda m: f"the {_ONE_WORD[m.group(1)]}", normalized)


# The whole set said first, then the ranking asked of it: "of all the planets, which one has the hottest surface",
# "out of all the animals which is the fastest", "among all the countries what one is the biggest" (round 23). Read
# as the plain "which planet has the hottest surface": every family then reads it in its own words.
_SET_FIRST = re.compile(r"^(?:(?:so|um|er|and|hey|ok|okay|right) )*(?:of|out of|from|among|amongst) all (?:of )?"
                        r"(?:the |them |those )?(?P<set>[a-z]+?)(?P<plural>ies|es|s) (?:(?:in the world|there are|"
                        r"there is|we know|you know) )?(?:which|what)(?: one| ones)? (?P<rest>(?:is|are|has|have|"
                        r"was|can|does) .+)$")
_ES_PLURALS = ("ch", "sh", "x", "ss")  # "beaches", "boxes": the "es" is the plural's; "bees", "whales" keep their "e"


def set_first(normalized: str) -> str:
    """``normalized`` with the set said first read as "which <one of the set> ...", or unchanged when it is not so
    said: "of all the planets which one is the coldest" -> "which planet is the coldest"."""
    found = _SET_FIRST.match(normalized)
    if found is None:
        return normalized
    stem, plural = found["set"], found["plural"]
    if plural == "ies":
        one = stem + "y"
    elif plural == "es":
        one = stem if stem.endswith(_ES_PLURALS) else stem + "e"
    else:
        one = stem
    return f"which {one} {found['rest']}"
