"""The largest and smallest country in the world, read off the country data's areas (``country_data``).

"what's the largest country in the world", "um whats the smallest country in the world", "which is the biggest
country on earth", "the second largest country", "which country is the smallest". Only the world, the earth or a
measure ("by area", "by land", "by size") may follow: "the biggest country that speaks english", "the smallest
country to win the world cup" or "the biggest country without a coastline" are other questions.
Only the world's first and second by area are said: further down the list countryinfo's territories (Gibraltar,
Tokelau) sit among the countries, and the third largest depends on how a country's waters are counted. Size by
people is refused (countryinfo's populations are old). A continent's largest ("the biggest country in africa", "which
is the largest country in south america") is read too, never its smallest (countryinfo's territories sit among a
continent's smallest countries); Russia, in Europe and Asia, is said as spanning both.
``knowledge_readings`` makes ``reply`` a reading; the data loads with the first question that has a cue.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from gpt_home.skills.superlatives import about_itself

if TYPE_CHECKING:
    from gpt_home.skills.country_data import Country

MAX_WORDS = 24

_EXTREME = re.compile(r"\b(?:(?P<rank>second|2nd) )?(?P<which>largest|biggest|smallest|tiniest|littlest) "
                      r"(?:country|nation)\b|\b(?:country|nation) is the (?:(?P<rank2>second|2nd) )?"
                      r"(?P<which2>largest|biggest|smallest|tiniest|littlest)\b")
_PEOPLE = re.compile(r"\b(?:by population|most (?:people|populous|populated)|populous|population|people)\b")
_MOST_PEOPLE = re.compile(r"\b(?:which|what) country has the (?:most|biggest|largest) (?:people|population)\b|"
                          r"\bmost (?:populous|populated) country\b")
# what may follow the match: nothing, the world, or a measure; anything else ("in africa", "that speaks english", "to
# win the world cup", "without a coastline", "to ever exist") narrows or changes the ranking, not read here
_TAIL = re.compile(about_itself(r"(?:in|of) (?:the|all the) world|on (?:the )?(?:earth|planet|globe)|"
                                r"by (?:area|land(?: area| mass|mass)?|size|surface area|population|people)",
                                then_the_end=True))
_CONTINENT_TAIL = re.compile(r"\s+(?:in|on|of) (?:the continent of )?(?P<continent>africa|asia|europe|south america|"
                             r"north america|oceania|australia)(?:\s+by (?:area|size|land))?\s*$")
_NO_POPULATION = "I don't have up-to-date population figures offline, so I won't guess which country has the most people."
_NOT_ASKED = re.compile(r"\b(?:remind|timer|list|spell\w*|play|football|team|city|cities|town|state|island|lake|"
                        r"river|mountain|ocean|sea|desert|after|apart from|other than|besides|except|capital|"
                        r"language|currency|money|flag|anthem|president|king|queen|leader|"
                        r"(?:third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|(?:[3-9]|\d\d+)(?:st|nd|rd|th)) (?:largest|"
                        r"biggest|smallest))\b")
_QUESTION = re.compile(r"\b(?:what|whats|which|who|tell me|do you know|name|is|are)\b")


def ranked(countries: list[Country], smallest: bool) -> list[Country]:
    """Countries with an area, one per code (not the UK's nations), largest first or smallest first."""
    seen = {c.alpha2: c for c in countries if c.area_km2 > 0 and not c.part_of}
    return sorted(seen.values(), key=lambda c: c.area_km2, reverse=not smallest)


def reply(normalized: str) -> str | None:
    """The answer to a largest/smallest country question in ``normalized``, or None when it is not one."""
    if not normalized or len(normalized.split()) > MAX_WORDS or not _QUESTION.search(normalized):
        return None
    if _MOST_PEOPLE.search(normalized):
        return _NO_POPULATION
    found = _EXTREME.search(normalized)
    if found is None or _NOT_ASKED.search(normalized):
        return None
    if not _TAIL.match(normalized, found.end()):
        continent = _CONTINENT_TAIL.match(normalized, found.end())
        return _continent_largest(found, continent["continent"]) if continent and not _PEOPLE.search(normalized) \
            else None
    if _PEOPLE.search(normalized):
        return _NO_POPULATION
    from gpt_home.skills.country_data import atlas  # the data loads with the first cue

    which = found.group("which") or found.group("which2")
    rank = 1 if (found.group("rank") or found.group("rank2")) else 0
    smallest = which in ("smallest", "tiniest", "littlest")
    order = ranked(list(atlas().by_name.values()), smallest)
    if len(order) <= rank:
        return None
    name = order[rank].name
    name = name[:1].upper() + name[1:]
    nth = "second " if rank else ""
    if smallest:
        return f"{name} is the {nth}smallest country in the world."
    return f"{name} is the {nth}largest country in the world by area."


def _continent_largest(found: re.Match[str], said: str) -> str | None:
    """ "Algeria is the largest country in Africa by area." for a continent's largest (rank one only), else None."""
    from gpt_home.skills.country_data import atlas  # the data loads with the first cue

    which = found.group("which") or found.group("which2")
    if which not in ("largest", "biggest") or found.group("rank") or found.group("rank2"):
        return None
    continent = "Oceania" if said in ("oceania", "australia") else said.title()
    order = [c for c in ranked(list(atlas().by_name.values()), smallest=False) if continent in c.continent]
    if not order:
        return None
    first = order[0]
    name = first.name[:1].upper() + first.name[1:]
    if first.continent == continent:
        return f"{name} is the largest country in {continent} by area."
    wholly = next((c.name for c in order if c.continent == continent), None) if continent == "Asia" else None
    spans = f"{name}, which spans {first.continent}, is the largest country in {continent} by area"
    return f"{spans}; the largest wholly in {continent} is {wholly}." if wholly else f"{spans}."
