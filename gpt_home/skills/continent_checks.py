"""A country's continent checked, not asked: "is egypt in africa or asia" -> "Egypt is in Africa.", "is brazil in
south america" -> "Yes, Brazil is in South America.", "is australia in europe" -> "No, Australia is in Oceania.".

The country is one the country data knows (``country_data``) and the continents are named ("in africa", "part of
asia", "in europe or asia"); anything else ("is the amazon in africa", "is my passport in the drawer", "is it in
europe") is no check. A country in two ("Russia", "Turkey") is said in both. The reply says yes or no to one
continent, and only the fact to a choice of two. ``knowledge_readings`` makes ``reply`` a reading; the data loads
with the first such question.
"""

from __future__ import annotations

import re

_CONTINENT = r"africa|asia|europe|south america|north america|oceania|australia|antarctica"
_CHECKED = re.compile(
    rf"^(?:(?:so|um|uh|and|hey|ok|okay|quick question) )*(?P<verb>is|isnt|are|arent) (?P<country>[a-z][a-z ]{{1,40}}?)"
    rf" (?:in|on|part of|located in) (?:the continent of )?(?P<first>{_CONTINENT})"
    rf"(?: or (?:in |on |is it (?:in )?)?(?P<second>{_CONTINENT}))?(?: (?:right|isnt it|is it|or not|then|please))*$")
_SAID = {"oceania": "Oceania", "australia": "Oceania"}


def _continents(said: str) -> set[str]:
    name = _SAID.get(said, said.title())
    return {name, "Oceania"} if said == "australia" else {name}


def reply(normalized: str) -> str | None:
    """The answer to a continent check in ``normalized``, or None when it is not one."""
    found = _CHECKED.match(normalized)
    if found is None:
        return None
    from gpt_home.skills.country_data import atlas  # the data loads with the first such question

    key = found["country"].removeprefix("the ")
    country = atlas().by_name.get(found["country"]) or atlas().by_name.get(key)
    if country is None or not country.continent or country.part_of:
        return None
    fact = f"{country.name} {'are' if found['verb'].startswith('are') else 'is'} in {country.continent}."
    if found["second"]:
        return fact[:1].upper() + fact[1:]  # a choice: the fact is the answer
    if found["first"] == "australia" and country.name != "Australia" and "Oceania" in country.continent:
        # "is new zealand part of australia": Australia the country, never a yes for its continent
        return f"No, {country.name} is a country of its own, not part of Australia: both are in Oceania."
    right = any(c in country.continent for c in _continents(found["first"]))
    return f"{'Yes' if right else 'No'}, {fact}"
