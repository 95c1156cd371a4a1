"""Places from stories, myth and films, asked the time or the day of: "what time do they keep in the land of oz",
"what's the time in narnia", "is it night in middle earth". They have no time zone because they do not exist, and
the honest reply says so ("Narnia is a place from a story, so it has no clock of its own"), rather than "I don't know
the time zone of Narnia. Try a large city nearby", which treats it as a real town the world clock lacks.

Only names that are first a place from a story are listed (never "springfield", "metropolis", "el dorado", "gotham" or
"the shire": real places bear them). Pure data and a lookup.
"""

from __future__ import annotations

import re

# the name as said (lower case, "the" and "land of" taken off) -> as written
_MADE_UP = {
    "emerald city": "the Emerald City", "narnia": "Narnia", "middle earth": "Middle-earth",
    "mordor": "Mordor", "gondor": "Gondor", "rivendell": "Rivendell",
    "hobbiton": "Hobbiton", "hogwarts": "Hogwarts", "hogsmeade": "Hogsmeade", "diagon alley": "Diagon Alley",
    "neverland": "Neverland", "never never land": "Neverland", "never land": "Neverland", "wonderland": "Wonderland",
    "atlantis": "Atlantis", "lost city of atlantis": "Atlantis", "camelot": "Camelot",
    "shangri la": "Shangri-La", "lilliput": "Lilliput",
    "wakanda": "Wakanda", "gotham city": "Gotham City", "asgard": "Asgard",
    "krypton": "Krypton", "westeros": "Westeros", "kings landing": "King's Landing", "winterfell": "Winterfell",
    "bikini bottom": "Bikini Bottom", "arendelle": "Arendelle", "agrabah": "Agrabah",
    "hundred acre wood": "the Hundred Acre Wood", "tatooine": "Tatooine", "hyrule": "Hyrule",
    "gallifrey": "Gallifrey", "fairyland": "Fairyland", "la la land": "La La Land",
    "cloud cuckoo land": "Cloud Cuckoo Land", "zootopia": "Zootopia",
}
# a land said by its story's name ("the land of oz"); never "oz" alone: Australia, as said in Britain
_LANDS_OF = {"oz": "the Land of Oz"}
_OF = re.compile(r"^(?:magical |magic |fictional |mythical )?(?:land|world|kingdom|realm) of (?:the )?(?P<name>.+)$")
_TAIL = re.compile(r"(?: (?:right now|now|at the moment|currently|please|then|today))+$")


def made_up(name: str) -> str | None:
    """How a place from a story is written ("the land of oz" -> "the Land of Oz"), or None for any other name."""
    said = re.sub(r"^the ", "", _TAIL.sub("", " ".join(re.sub(r"[-_]", " ", name.lower()).split())))
    if (land := _OF.match(said)) is not None:
        return _MADE_UP.get(land["name"]) or _LANDS_OF.get(land["name"])
    return _MADE_UP.get(said)


def no_such_place(name: str) -> str | None:
    """The honest reply for the time asked in a place from a story; None for any other name."""
    written = made_up(name)
    if written is None:
        return None
    return (f"{written[0].upper()}{written[1:]} is a made-up place, from a story, so it has no time zone "
            "or clock of its own. Ask me about a real city and I'll tell you its time.")


_LAND_OF = re.compile(r"\b(?:the )?(?:magical |magic )?(?:land|world|kingdom|realm) of (?:the )?([a-z]+)(?: ([a-z]+))?\b")


def named_plainly(text: str) -> str:
    """``text`` with "the land of oz" said as one word, "the_land_of_oz" (a "land" is otherwise a plane landing to
    the clock readers)."""

    def joined(found: re.Match[str]) -> str:
        said = found.group(0)
        if made_up(said):
            return said.replace(" ", "_")
        if found.group(2) and made_up(shorter := said.removesuffix(" " + found.group(2))):
            return f"{shorter.replace(' ', '_')} {found.group(2)}"
        return said

    return _LAND_OF.sub(joined, text)
