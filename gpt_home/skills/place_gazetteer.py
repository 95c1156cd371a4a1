"""The country data (``skills/country_data.py``) as the reply guard's ``Gazetteer`` (``agent/place_check.py``,
installed by ``wiring``): a country's capital, continent and names, and the country of a capital city.

Nothing is read until the guard judges its first country question; then the data the local country skills use is
read once (``country_data.atlas``, cached), so the check adds no data of its own. A country whose name is also an
ordinary word ("turkey", "chad") is found here too: the question around it ("the capital of turkey") already says it
is a country.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from gpt_home.agent.place_check import Place
from gpt_home.skills.capital_names import CAPITAL_OTHER_NAMES

if TYPE_CHECKING:
    from gpt_home.skills.country_data import Atlas, Country

# Countries the country data leaves out of its names because the word is an ordinary one too, by another name there.
_ORDINARY_WORD_COUNTRIES = {"turkey": "turkiye", "chad": "republic of chad", "niger": "republic of niger",
                            "georgia": "sakartvelo"}
_FIRST_WORD_LETTERS = 5  # not "new" of New Delhi, "san" of San Jose
# A continent as households say it besides the data's name.
_CONTINENTS_ALSO = {"oceania": ("australia", "australasia"), "europe and asia": ("europe", "asia", "eurasia")}


def _atlas() -> Atlas:
    from gpt_home.skills.country_data import atlas  # lazily: the data loads with the first country question

    return atlas()


@lru_cache(maxsize=64)
def _place(country: Country) -> Place:
    from gpt_home.skills.capital_checks import capitals
    from gpt_home.skills.country_data import plain

    found = _atlas()
    cities = capitals(country)
    others = tuple(other for other, (now, _older) in CAPITAL_OTHER_NAMES.items() if now in cities)
    # a capital's first word said alone: "Washington" for Washington D.C., "Mexico" for Mexico City
    firsts = tuple(c.split()[0] for c in cities if " " in c and len(c.split()[0]) >= _FIRST_WORD_LETTERS)
    continent = plain(country.continent)
    names = {plain(country.name), plain(country.name).removeprefix("the "), plain(country.part_of).removeprefix("the ")}
    names |= {key.removeprefix("the ") for key, other in found.by_name.items() if other.alpha2 == country.alpha2
              and (not other.part_of or other.part_of == country.name)}  # London is in England, in the UK
    return Place(capitals=(*cities, *others, *firsts), continents=(continent, *_CONTINENTS_ALSO.get(continent, ())),
                 names=tuple(sorted(n for n in names if n)))


class AtlasGazetteer:
    """``Gazetteer`` over the country data; a country or capital it does not know answers None."""

    def country(self, said: str) -> Place | None:
        found = _atlas()
        for key in dict.fromkeys((said, said.removeprefix("the ").strip(), said.removesuffix("s"))):  # "turkeys"
            country = found.by_name.get(key) or found.by_name.get(_ORDINARY_WORD_COUNTRIES.get(key, ""))
            if country is not None:
                return _place(country)
        return None

    def country_of_capital(self, said: str) -> Place | None:
        country = _atlas().by_capital.get(said.removeprefix("the city of ").strip())
        return _place(country) if country is not None else None
