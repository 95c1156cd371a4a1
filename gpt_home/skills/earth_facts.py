"""Oceans and continents: how many, the largest and smallest, and which ocean lies between two continents.

"how many continents are there", "how many continents has the world got", "what is the largest ocean", "of all the
oceans which is the largest one", "how many oceans are there", "which ocean is between america and europe", "whats
the biggest continent". Both lists are closed and stable, so they are kept here with their sources (below); the
answers are read off them (sorted by area), never written per question. "the ocean" in a place name ("ocean
drive", "ocean spray"), a sea, or a country's continent (``country_questions``) is not read here.
Pure; ``knowledge_readings`` makes ``reply`` a reading.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from gpt_home.skills.phrases import join_and
from gpt_home.skills.superlatives import about_itself

MAX_WORDS = 24


@dataclass(frozen=True)
class Water:
    """One ocean: its name, area and the continents on each of its shores."""

    name: str
    area_million_km2: float
    west: frozenset[str]
    east: frozenset[str]


# Five oceans as NOAA's National Ocean Service names them ("How many oceans are there?", oceanservice.noaa.gov/
# facts/howmanyoceans.html: Pacific, Atlantic, Indian, Southern, Arctic), areas from the CIA World Factbook ("Oceans"
# entries; only their order is said). Shores: the continents each ocean separates (Atlantic: the Americas from Europe and Africa; Pacific:
# Asia and Australia from the Americas; Indian: Africa from Asia and Australia).
_AMERICAS = frozenset({"north america", "south america"})
OCEANS: tuple[Water, ...] = (
    Water("Pacific", 155.6, frozenset({"asia", "australia"}), _AMERICAS),
    Water("Atlantic", 76.8, _AMERICAS, frozenset({"europe", "africa"})),
    Water("Indian", 68.6, frozenset({"africa"}), frozenset({"asia", "australia"})),
    Water("Southern", 20.3, frozenset(), frozenset()),
    Water("Arctic", 14.1, frozenset(), frozenset()),
)
# Seven continents as taught in English-speaking schools (National Geographic Education, "Continent"), with
# approximate areas in million km² as commonly given (only their order is said: Asia largest, Australia smallest);
# Australia is the continent, Oceania its wider region.
CONTINENTS: tuple[tuple[str, float], ...] = (
    ("Asia", 44.6), ("Africa", 30.4), ("North America", 24.7), ("South America", 17.8), ("Antarctica", 14.2),
    ("Europe", 10.2), ("Australia", 8.5),
)
# continent names as said; "america" and "the americas" are both Americas
_SAID = {"asia": {"asia"}, "africa": {"africa"}, "europe": {"europe"}, "antarctica": {"antarctica"},
         "australia": {"australia"}, "oceania": {"australia"}, "north america": {"north america"},
         "south america": {"south america"}, "america": set(_AMERICAS), "americas": set(_AMERICAS),
         "the americas": set(_AMERICAS), "the us": {"north america"}, "the usa": {"north america"},
         "canada": {"north america"}}
_CONTINENT_WORDS = re.compile(r"\b(?:north america|south america|the americas|americas|america|asia|africa|europe|"
                              r"antarctica|australia|oceania|the usa|the us|canada)\b")
# a superlative counts only when it is about the ocean or continent itself: "the largest ocean", "which continent is
# the biggest (one) (in the world)"; never "the biggest animal in the ocean" or "the largest desert on any continent"
_OF_ITSELF = about_itself("(?:in|of) the world|on earth|on the planet|of (?:them|all)", names="oceans?|continents?")
_BIG = re.compile(rf"\b(?:largest|biggest|widest){_OF_ITSELF}")
_SMALL = re.compile(rf"\b(?:smallest|littlest|tiniest){_OF_ITSELF}")
_COUNT = re.compile(r"\bhow many (?P<what>oceans|continents)\b")
_OCEAN = re.compile(r"\boceans?\b")
_CONTINENT = re.compile(r"\bcontinents?\b")
_BETWEEN = re.compile(r"\b(?:between|separates|divides|across from)\b")
_SHOWN = {"the us": "the US", "the usa": "the USA", "americas": "the Americas", "the americas": "the Americas"}
_CHECKED = re.compile(r"^(?:so |um |and )?is (?:the )?(?P<name>pacific|atlantic|indian|southern|arctic)\b")
_QUESTION = re.compile(r"\b(?:what|whats|which|how|tell me|do you know|name|is|are)\b")
_NOT_ASKED = re.compile(r"\b(?:ocean (?:drive|spray|city|view|terrace|park)|remind|timer|list|spell\w*|play|"
                        r"sounds?|music|song|film|movie|country|countries|after|apart from|other than|except|"
                        r"deepest|coldest|warmest|saltiest|seas?)\b")


def _ocean_between(normalized: str) -> str | None:
    said = [m.group(0) for m in _CONTINENT_WORDS.finditer(normalized)]
    if len(said) != 2:
        return None
    sides = [_SAID[s] for s in said]
    found = [o for o in OCEANS if (sides[0] <= o.west and sides[1] <= o.east)
             or (sides[0] <= o.east and sides[1] <= o.west)]
    if len(found) != 1:
        return None
    first, second = (_SHOWN.get(s, s.title()) for s in said)
    return f"The {found[0].name} Ocean lies between {first} and {second}."


def reply(normalized: str) -> str | None:
    """The answer to an ocean or continent question in ``normalized``, or None when it is not one."""
    if not normalized or len(normalized.split()) > MAX_WORDS or _NOT_ASKED.search(normalized):
        return None
    if not _QUESTION.search(normalized):
        return None
    ocean, continent = _OCEAN.search(normalized), _CONTINENT.search(normalized)
    if (ocean is None) == (continent is None):
        return None  # neither, or both asked at once
    if (count := _COUNT.search(normalized)) is not None:
        if count.group("what") == "oceans":
            names = join_and([o.name for o in OCEANS])
            return f"There are five oceans: the {names}."
        return f"There are seven continents: {join_and([c for c, _ in CONTINENTS])}."
    big, small = _BIG.search(normalized), _SMALL.search(normalized)
    if ocean is not None and _BETWEEN.search(normalized) and big is None and small is None:
        return _ocean_between(normalized)
    if (big is None) == (small is None) or _CONTINENT_WORDS.search(normalized):
        return None
    if ocean is not None:
        ranked = sorted(OCEANS, key=lambda o: o.area_million_km2, reverse=big is not None)
        said = f"The {ranked[0].name} is the {'largest' if big else 'smallest'} ocean."
        if (checked := _CHECKED.match(normalized)) is not None:  # "is the atlantic the biggest ocean"
            return ("Yes, " if checked.group("name") == ranked[0].name.lower() else "No, ") + said[:1].lower() + said[1:]
        return said
    ordered = sorted(CONTINENTS, key=lambda c: c[1], reverse=big is not None)
    return f"{ordered[0][0]} is the {'largest' if big else 'smallest'} continent."
