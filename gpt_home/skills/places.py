"""Places said for the time there, found anywhere in a request: the country names of the time zone database and the
place span inside extra words ("india por favor", "my sister in sydney now").

Countries come from the tz database's own tables (``iso3166.tab`` names, ``zone.tab`` zones), read from the system's
zoneinfo or the ``tzdata`` package, so "nepal", "peru" or "viet nam" need no hand-written list. A country with one
zone is that zone; a country with several has no single answer (``several_zones``), and the caller says so.
"""

from __future__ import annotations

import logging
import re
import zoneinfo
from collections.abc import Callable, Container, Iterator, Mapping
from datetime import datetime
from functools import lru_cache
from importlib import resources
from pathlib import Path
from zoneinfo import ZoneInfo

from gpt_home.skills.made_up_places import no_such_place

_LOGGER = logging.getLogger(__name__)
MAX_PLACE_WORDS = 4
# Last parts of zone names that are everyday words, not places people ask the time of ("christmas", "wake").
COMMON_WORDS = frozenset(
    "christmas easter wake center central eastern pacific mountain atlantic general north south east west hope "
    "universal zulu factory currie davis casey palmer troll knox marengo stanley tell city beulah monticello "
    "midway johnston norfolk cocos chatham victoria".split())
# "Please" said in another language at the end of a request ("the time in india por favor", "spell it bitte").
FOREIGN_PLEASE = "por favor|bitte|merci|grazie|gracias|danke"
# Polite words and fillers a place is said with, never part of its name: "india por favor", "tokyo bitte".
_POLITE = re.compile(rf" (?:{FOREIGN_PLEASE}|please|thanks|thank you|quick|quickly|right now|"
                     r"now|then|there|currently|at the moment|today|mate|love|"
                     r"(?:so )?(?:what|whats) (?:is it|it is|does it say|time is it|is the time|the time))$")  # a clock ask after


def _read(name: str) -> str:
    for folder in zoneinfo.TZPATH:
        path = Path(folder) / name
        if path.is_file():
            return path.read_text("utf-8", errors="replace")
    try:
        return resources.files("tzdata.zoneinfo").joinpath(name).read_text("utf-8")
    except (ModuleNotFoundError, FileNotFoundError, OSError):
        _LOGGER.warning("no %s in the time zone database: countries are not known by name", name)
        return ""


def _rows(text: str) -> Iterator[list[str]]:
    for line in text.splitlines():
        if line and not line.startswith("#"):
            yield line.split("\t")


def _country_names(name: str) -> list[str]:
    """ "Britain (UK)" -> britain, uk; "Korea (South)" -> south korea; "Congo (Dem. Rep.)" -> congo."""
    plain = name.lower().replace("&", "and").replace("-", " ")
    outer = re.sub(r"\s*\(.*?\)", "", plain).strip()
    inner = re.search(r"\((.*?)\)", plain)
    names = [outer]
    if inner and inner.group(1) in ("south", "north"):
        names = [f"{inner.group(1)} {outer}"]
    elif inner and re.fullmatch(r"[a-z]{2,3}", inner.group(1)) and inner.group(1) != "us":  # "Britain (UK)"
        names.append(inner.group(1))
    return [" ".join(re.sub(r"[^a-z ]", " ", n).split()) for n in names]


@lru_cache(maxsize=1)
def country_zones() -> dict[str, tuple[str, ...]]:
    """Country name (lower case, as spoken) -> its zones in the tz database's order (one for most countries)."""
    zones: dict[str, list[str]] = {}
    for row in _rows(_read("zone.tab")):
        if len(row) >= 3:
            zones.setdefault(row[0], []).append(row[2])
    found: dict[str, tuple[str, ...]] = {}
    for row in _rows(_read("iso3166.tab")):
        if len(row) >= 2 and row[0] in zones:
            for name in _country_names(row[1]):
                if name:
                    found.setdefault(name, tuple(zones[row[0]]))
    return found


# Other names of countries than the database's: "the usa", "america", "great britain".
_OTHER_NAMES = {"usa": "united states", "the usa": "united states", "america": "united states",
                "the united states": "united states", "the states": "united states", "the us": "united states",
                "united states of america": "united states", "united kingdom": "britain",
                "the united kingdom": "britain", "great britain": "britain", "the netherlands": "netherlands",
                "the philippines": "philippines", "holland": "netherlands", "czech republic": "czech republic",
                "the czech republic": "czech republic"}


def _zones_of(name: str) -> tuple[str, ...]:
    name = _OTHER_NAMES.get(name, name)
    return country_zones().get(name) or country_zones().get(name.removeprefix("the "), ())


def country_zone(name: str, now: datetime) -> str | None:
    """The zone of a country whose clocks all show one time at ``now`` ("nepal" -> Asia/Kathmandu, "argentina" ->
    its first zone, Buenos Aires); None for an unknown country or one with several times ("russia")."""
    zones = _zones_of(name)
    if not zones:
        return None
    offsets = {now.astimezone(ZoneInfo(zone)).utcoffset() for zone in zones}
    return zones[0] if len(offsets) == 1 else None


@lru_cache(maxsize=1)
def _zones_by_code() -> dict[str, tuple[str, ...]]:
    zones: dict[str, list[str]] = {}
    for row in _rows(_read("zone.tab")):
        if len(row) >= 3:
            zones.setdefault(row[0], []).append(row[2])
    return {code: tuple(found) for code, found in zones.items()}


def capital_zone(name: str, now: datetime) -> str | None:
    """The zone of a capital the time zone database does not name ("hanoi": Vietnam's, Asia/Ho_Chi_Minh), when its
    country's clocks all show one time at ``now``; None for any other name (the country data loads on first use)."""
    from gpt_home.skills.country_data import atlas

    country = atlas().by_capital.get(name)
    zones = _zones_by_code().get(country.alpha2, ()) if country is not None else ()
    if not zones or len({now.astimezone(ZoneInfo(zone)).utcoffset() for zone in zones}) != 1:
        return None
    return zones[0]


def several_zones(name: str) -> bool:
    """True for a country with more than one time zone ("russia", "australia")."""
    return len(_zones_of(name)) > 1


def without_polite(name: str) -> str:
    """A place without the polite words or fillers said after it ("india por favor" -> "india")."""
    previous = None
    while previous != name:
        previous = name
        name = _POLITE.sub("", name).strip() or name
    return name


def place_spans(words: list[str], known: Callable[[str], bool]) -> list[tuple[int, int]]:
    """Spans (start, end) of ``words`` that ``known`` accepts as a place, longest first and not overlapping."""
    spans: list[tuple[int, int]] = []
    taken: set[int] = set()
    for size in range(min(MAX_PLACE_WORDS, len(words)), 0, -1):
        for start in range(len(words) - size + 1):
            if taken.intersection(range(start, start + size)):
                continue
            text = " ".join(words[start:start + size])
            if (size > 1 or text not in COMMON_WORDS) and known(text):
                spans.append((start, start + size))
                taken.update(range(start, start + size))
    return spans


def unpossessed(words: list[str], known: Callable[[str], bool]) -> list[str]:
    """``words`` with a place said in the possessive as the place ("nairobis clock", from "nairobi's": "nairobi
    clock"; "new yorks time"): a word ending in "s" that is no place itself but ends a known place without its "s"."""
    said = list(words)
    for i, word in enumerate(words):
        stem = word[:-1]
        if not word.endswith("s") or len(stem) < 3 or known(word):
            continue
        if any(known(" ".join([*words[j:i], stem])) and (j < i or stem not in COMMON_WORDS)
               for j in range(max(0, i - MAX_PLACE_WORDS + 1), i + 1)):
            said[i] = stem
    return said


# a purpose said after a place's time: "the istanbul time for my cousins call", "tokyo time please for the meeting"
_PURPOSE_AFTER = re.compile(r" time(?: please| now| right now)? (?:for|because|cause|cos|as) (?:my|our|the|a|an|his|her|"
                            r"their|me|us|mums?|dads?)\b.*$")


def without_purpose(text: str, known: Callable[[str], bool]) -> str:
    """``text`` without the purpose said after a known place's time ("the istanbul time for my cousins call": "the
    istanbul time"), so that "time for" reads as the clock there, not as "time for bed"; else ``text`` unchanged."""
    found = _PURPOSE_AFTER.search(text)
    if found is None:
        return text
    before = text[:found.start()].split()
    if any(known(" ".join(before[-n:])) for n in range(1, min(MAX_PLACE_WORDS, len(before)) + 1)):
        return f"{text[:found.start()]} time"
    return text


def name_spans(words: list[str], names: Container[str], longest: int) -> list[tuple[int, int, str]]:
    """Every name of ``names`` (up to ``longest`` words) in ``words`` as (start, end, name), read left to right, the
    longest at each word first ("west virginia", not "virginia"), never overlapping. Unlike ``place_spans`` a name
    is taken where it starts: countries (``country_questions``) and US states (``us_states``) are read so."""
    spans, i = [], 0
    while i < len(words):
        for size in range(min(longest, len(words) - i), 0, -1):
            key = " ".join(words[i:i + size])
            if key in names:
                spans.append((i, i + size, key))
                i += size
                break
        else:
            i += 1
    return spans


def find_place(name: str, zones: Mapping[str, str], now: datetime) -> tuple[str, str] | None:
    """(the place as said, its zone) for ``name`` ("india por favor" -> india; "buenos aires argentina" -> buenos
    aires; "nepal"): a known city or alias in ``zones``, a country whose clocks agree, or the longest such place at
    the start of ``name``; a city said with its country or state after it is the city. None when nothing is known."""

    def zone_of(text: str) -> str | None:
        return zones.get(text) or country_zone(text, now) or capital_zone(text, now)

    name = without_polite(" ".join(name.split()))
    words = name.split()
    for size in range(min(len(words), MAX_PLACE_WORDS + 1), 0, -1):
        head = " ".join(words[:size])
        if size == 1 and head in COMMON_WORDS:
            continue
        if (zone := zone_of(head)) is not None:
            return head, zone
    # a remark's words taken into the place ("leaves tomorrow paris" from "my daughters flight to paris leaves
    # tomorrow paris is at what time"): the place said last, after two words or more that are none ("east london"
    # is never London)
    for size in range(min(len(words) - 2, MAX_PLACE_WORDS), 0, -1):
        tail = " ".join(words[-size:])
        if (size > 1 or tail not in COMMON_WORDS) and (zone := zone_of(tail)) is not None:
            return tail, zone
    return None


_NOT_A_PLACE = re.compile(r"\b(?:hours?|clock|format|minutes?|seconds?|time|\d+|twenty|twelve|four)\b|"
                          r"^(?:their|his|her|your|its|them|him|they|you|my|our|theirs|hers)$")  # "their local time": who


# The household itself said where a city would be ("the time in this house", "here in the kitchen", "at home"): the
# household's own clock, never a place looked up (a room or "this house" is no city)
_AT_HOME = re.compile(r"^(?:(?:right |over |up |down )?(?:here|there)(?: (?:in|at) )?)?(?:(?:in |at )?(?:this|the|our|my"
                      r"|your) )?(?:house|home|flat|apartment|place|household|room|kitchen|living room|lounge|bedroom|"
                      r"bathroom|hall|hallway|dining room|study|office|garage|nursery|landing|conservatory|utility room)"
                      r"$|^(?:here|home|at home|right here|over here|where (?:i|we) (?:am|are|live)|where you are)$")


def at_home(name: str) -> bool:
    """True when ``name`` (as ``everyday.city_name`` returns it) is the household or a room of it, not a place."""
    return _AT_HOME.match(" ".join(name.lower().split())) is not None


def not_a_place(name: str) -> bool:
    """True for words after "the time in" that name a clock, not a place ("twenty four hour clock")."""
    return _NOT_A_PLACE.search(name) is not None


def unknown_place(name: str, pretty: str) -> str:
    """The reply for a place with no one time: a country with several zones ("russia"), or a place not known."""
    if (story := no_such_place(name)) is not None:  # "the land of oz": from a story, no real place
        return story
    if several_zones(without_polite(name)):
        return f"{pretty} has more than one time zone. Which city do you mean?"
    return f"I don't know the time zone of {pretty}. Try a large city nearby."
