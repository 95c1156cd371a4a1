"""Does the model's answer to a country question name the right capital, continent or country?

The local country skills answer most capital, continent and "which country is <city> in" questions from data
(``skills/country_data.py``); what they do not read goes to the bundled model, which guesses: "what is turkey's capital"
-> "The capital of Turkey is Istanbul.", "what continent is egypt in" -> "Egypt is in Asia.", "which country is tokyo
in" -> "Tokyo is in China.". An answer is judged wrong when the question asks

* the capital of a country the data knows, and the answer does not name that capital (or another name of it),
* the continent of a country the data knows, and the answer does not name it ("Oceania" or "Australia"), or
* the country of a capital city the data knows ("which country is berlin in", "where is madrid"), and the answer
  does not name that country by any of its names.

Questions about anything else (a river, a mountain, a city the data does not know) are never judged. The agent layer
may not import the skills, so the data comes in as a ``Gazetteer`` that ``wiring.build_household`` installs
(``skills/place_gazetteer.py``); without one nothing is judged. The data loads on the first country question, as the
local skills load it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Protocol

from gpt_home.agent.question_form import model_question


@dataclass(frozen=True)
class Place:
    """What a country question's answer must name: each acceptable spelling, plain (lower case, no punctuation)."""

    capitals: tuple[str, ...]
    continents: tuple[str, ...]
    names: tuple[str, ...]


class Gazetteer(Protocol):
    """What the check reads from the country data."""

    def country(self, said: str) -> Place | None:
        """The country called ``said`` (plain words, "turkey", "the united states"); None when none is."""
        ...

    def country_of_capital(self, said: str) -> Place | None:
        """The country whose capital is called ``said`` ("berlin"); None when no capital is."""
        ...


_installed: list[Gazetteer] = []


def use_gazetteer(gazetteer: Gazetteer | None) -> None:
    """Install the country data the check reads (``wiring``), or remove it (None: nothing is judged)."""
    _installed[:] = [gazetteer] if gazetteer is not None else []


_PLACE = r"(?P<place>[a-z][a-z ]{1,40}?)"
_END = r"(?: (?:please|then|again|now))?$"
# "what is the capital of france", "what is turkeys capital", "the capital city of peru is what", "is sydney the
# capital of australia" (the question in its plain form, agent/question_form.py)
_CAPITAL_RE = (
    re.compile(rf"\bcapital(?: city)? (?:of|from|in) (?:the country )?{_PLACE}(?: is(?: what| it)?| called| what is it| whats it)?{_END}"),
    re.compile(rf"^(?:what|which) (?:is|s) {_PLACE}(?: s)? (?:capital|capital city|main city){_END}"),
)
# "what continent is egypt in", "which continent is kenya on", "on which continent is brazil", "is egypt in africa or
# asia", "egypt is in which continent"
_CONTINENT_RE = (
    re.compile(rf"\bcontinent (?:is|are|s) (?:the country )?{_PLACE}(?: (?:in|on|part of|located in|found in))?{_END}"),
    re.compile(rf"^{_PLACE} (?:is|are) (?:in|on|part of) (?:what|which) continent{_END}"),
    re.compile(rf"^(?:is|are) {_PLACE} (?:in|on|part of) (?:africa|asia|europe|oceania|australia|north america|"
               rf"south america|america)(?: or (?:in |on )?[a-z ]+)?{_END}"),
)
# "which country is berlin in", "what country is paris in", "tokyo is in which country", "where is madrid", "in which
# country is the city of rome"
_CITY_RE = (
    re.compile(rf"\bcountry (?:is|s) (?:the city of )?{_PLACE}(?: (?:in|located in|found in))?{_END}"),
    re.compile(rf"^{_PLACE} (?:is|s) (?:in|located in) (?:what|which) country{_END}"),
    re.compile(rf"^where (?:is|s) (?:the city of )?{_PLACE}(?: located)?{_END}"),
)


def _plain(text: str) -> str:
    return " ".join(re.findall(r"[a-z0-9]+", text.lower().replace("'", "")))


def _said(plain_answer: str, names: tuple[str, ...]) -> bool:
    padded = f" {plain_answer} "
    return any(f" {name} " in padded for name in names if name)


def _asked(question: str, gazetteer: Gazetteer) -> tuple[tuple[str, ...], str] | None:
    """(the names a right answer holds one of, which fact) for a country question the data can judge, else None."""
    for said in dict.fromkeys((_plain(model_question(question)), _plain(question))):
        for pattern in _CAPITAL_RE:
            if (found := pattern.search(said)) and (place := gazetteer.country(found["place"])) and place.capitals:
                return place.capitals, "capital"
        for pattern in _CONTINENT_RE:
            if (found := pattern.search(said)) and (place := gazetteer.country(found["place"])) and place.continents:
                return place.continents, "continent"
        for pattern in _CITY_RE:
            if (found := pattern.search(said)) and (place := gazetteer.country_of_capital(found["place"])):
                return place.names, "country"
    return None


def names_wrong_place(answer: str, question: str, gazetteer: Gazetteer | None = None) -> bool:
    """True when ``answer`` to a capital, continent or city's-country ``question`` does not name the place the data
    knows (see the module docstring); False for any other question, or without data."""
    gazetteer = gazetteer or (_installed[0] if _installed else None)
    if gazetteer is None:
        return False
    asked = _asked(question, gazetteer)
    return asked is not None and not _said(_plain(answer), asked[0])
