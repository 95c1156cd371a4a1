"""A capital checked, not asked: "is sydney the capital of australia" -> "No, the capital of Australia is Canberra.",
"is paris the capital of france" -> "Yes, the capital of France is Paris.".

The city is said with "is" or "isn't" in front of it and "the capital of" a country after it, in the usual ways:
"is X the capital (city) of C", "isn't X the capital of C", "is X C's capital", "is the capital of C X" (X a known
city there), "is it true that X is the capital of C", "X is the capital of C, right?". The reply says yes or no and
then the capital as the country facts say it, so a wrong guess is corrected and a seat of government that is not the
capital ("the hague") is named beside it. Anything else (two cities, "or", a pronoun, a word that is no city after
the country) is no check: ``country_questions`` answers the plain fact. Pure but for the lazily loaded data.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from gpt_home.skills.capital_names import CAPITAL_OTHER_NAMES

if TYPE_CHECKING:
    from gpt_home.skills.country_data import Atlas, Country

MAX_CITY_WORDS = 3
_LEAD = re.compile(r"^(?:(?:so|um|uh|and|hey|ok|okay|wait|quick question|question) )+")
_TAG = re.compile(r"(?: (?:right|isnt it|is it|correct|yeah|yes|true|or not|then|please))+$")
_CAPITAL = r"(?:the )?capital(?: city)?"
_BEFORE = re.compile(rf"^(?:is|isnt) (?P<city>.+?)(?: (?:really|actually|still|definitely|not))? {_CAPITAL} "
                     r"of (?P<country>.+)$")
_CHECKED = re.compile(rf"^(?:is it (?:true|right|correct) that )?(?P<city>.+?) is {_CAPITAL} of (?P<country>.+)$")
_OWNED = re.compile(r"^(?:is|isnt) (?P<said>.+) capital(?: city)?$")  # "is sydney australias capital"
_AFTER = re.compile(rf"^(?:is|isnt) {_CAPITAL} of (?P<said>.+)$")  # "is the capital of australia sydney"
# words that never name the city checked: "is it the capital of", "is that the capital", "is the capital of"
_NOT_CITY = frozenset({"the", "a", "an", "it", "its", "that", "thats", "this", "there", "he", "she", "they", "what",
                       "whats", "which", "who", "where", "how", "also", "or", "not", "really", "still", "biggest",
                       "largest", "oldest", "main", "only"})


def _city(said: str, found: Atlas) -> str | None:
    """``said`` when it can name a city (one to three words, no pronoun, no "or", or a capital: "the hague")."""
    words = said.split()
    if said in found.by_capital or 0 < len(words) <= MAX_CITY_WORDS and "or" not in words \
            and not _NOT_CITY.intersection(words[:1] + words[-1:]):
        return said
    return None


def checked(words: list[str], found: Atlas) -> tuple[str, Country] | None:
    """(the city said, the country) when ``words`` (plain, possessives dropped) check a capital; None otherwise."""
    untagged = _LEAD.sub("", " ".join(words))
    text = _TAG.sub("", untagged)
    pairs: list[tuple[str, str]] = []
    if m := _BEFORE.match(text):
        pairs.append((m.group("city"), m.group("country")))
    if (m := _CHECKED.match(text)) and (text != untagged or text.startswith("is it ")):
        pairs.append((m.group("city"), m.group("country")))
    if m := _OWNED.match(text):
        said = m.group("said").split()
        pairs += [(" ".join(said[:i]), " ".join(said[i:])) for i in range(1, len(said))]
    if m := _AFTER.match(text):
        said = m.group("said").split()
        pairs += [(" ".join(said[i:]), " ".join(said[:i])) for i in range(1, len(said))
                  if _known_city(" ".join(said[i:]), found)]
    for city, country in pairs:
        if (named := found.by_name.get(country)) is not None and _city(city, found) is not None:
            return city, named
    return None


def _known_city(said: str, found: Atlas) -> bool:
    """True for a capital or a city the world clock knows (a word after the country must name a city)."""
    from gpt_home.skills.topic_first import known_place  # lazily, as the country data is

    return said in found.by_capital or (said not in found.by_name and known_place(said))


def capitals(country: Country) -> list[str]:
    """The capital's city names, plain: "Pretoria, Cape Town and Bloemfontein: ..." -> pretoria, cape town, ..."""
    from gpt_home.skills.country_data import plain

    head = country.capital.split(":")[0] if ":" in country.capital else country.capital.split(",")[0]
    return [plain(c) for c in re.split(r",| and ", head) if plain(c)]


def reply(words: list[str], found: Atlas, fact: str) -> str | None:
    """ "No, the capital of Australia is Canberra." when ``words`` check a capital; ``fact`` is the plain answer."""
    said = checked(words, found)
    if said is None:
        return None
    city, _country = said
    # the capital's name said in full or its start ("mexico" for Mexico City), never only its end ("town", "city");
    # or another name of it ("kiev" for Kyiv, "roma" for Rome), said as such
    now, older = CAPITAL_OTHER_NAMES.get(city, (city, False))
    right = any(now == c or c.startswith(now + " ") for c in capitals(_country))
    other = f" {city.title()} is {'an older' if older else 'another'} name for it." if (
        right and now != city and older is not None) else ""
    return f"{'Yes' if right else 'No'}, {fact[:1].lower()}{fact[1:]}{other}"
