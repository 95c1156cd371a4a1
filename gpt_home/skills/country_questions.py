"""Country questions read by their cue and a country named anywhere, answered from data (``country_data``).

"um whats the capital of canada", "my son needs it for homework what language do they speak in holland", "what
money do they use in japan", "whats the dialling code for the uk", "what are people from the netherlands called",
"which country is lisbon in": a cue word says which fact (capital, language, currency, continent, calling code,
demonym, a city's country) and the country is the longest known name in the sentence. Exactly one country must be
named and nothing may make the cue mean something else ("capital letter", "how much money", "do you speak french"):
anything unclear is left to the model. The reply is one short sentence as heard ("The capital of Canada is Ottawa.").
Pure but for the lazily loaded data; ``find`` returns readings for ``Dialogue._understand`` like ``family_cues``.
"""

from __future__ import annotations

import re
from datetime import datetime
from enum import StrEnum
from typing import TYPE_CHECKING

from gpt_home.skills import capital_checks
from gpt_home.skills.phrases import join_and
from gpt_home.skills.places import name_spans

if TYPE_CHECKING:  # the data module is imported with the first country question only
    from gpt_home.skills.country_data import Country

Reading = tuple[str, dict[str, str]]
MAX_WORDS = 26


class Asked(StrEnum):
    """Which fact a country question asks for."""

    CAPITAL = "capital"
    LANGUAGE = "language"
    CURRENCY = "currency"
    CONTINENT = "continent"
    CALLING_CODE = "calling code"
    DEMONYM = "demonym"
    POPULATION = "population"
    CITY_COUNTRY = "city's country"


_CUES: tuple[tuple[Asked, re.Pattern[str]], ...] = (
    (Asked.CALLING_CODE, re.compile(r"\b(?:dialling|dialing|calling|phone|telephone|country|international|area) "
                                    r"(?:code|prefix|number)s?\b|\bwhat (?:number )?do (?:i|you|we) dial\b")),
    (Asked.CAPITAL, re.compile(r"\bcapital(?: city)?\b(?! (?:letters?|punishment|gains?|one|investment|expenditure|"
                               r"markets?|of (?:fashion|the world|music|culture|food)))")),
    (Asked.LANGUAGE, re.compile(r"\blanguages?\b|\b(?:what|which|whats)\b.*\b(?:speak|spoken|talk)\b|"
                                r"\b(?:do|does|is|are) (?:they|people|folks|the people|(?:it|\w+) )?"
                                r"(?:speak|spoken|talk)\w*\b")),
    (Asked.CURRENCY, re.compile(r"\b(?:currency|currencies|money|cash|notes and coins)\b")),
    (Asked.CONTINENT, re.compile(r"\b(?:continent|part of the world|region of the world)\b")),
    (Asked.DEMONYM, re.compile(r"\b(?:people|person|someone|somebody|citizens?|folks?|natives?|inhabitants?|"
                               r"residents?)\b(?: \w+){0,3} (?:from|of|in|living in|born in) .*\bcalled\b|"
                               r"\bcall (?:someone|somebody|people|a person|the people|folks|a native|natives)\b|"
                               r"\b(?:demonym|nationality)\b")),
    (Asked.POPULATION, re.compile(r"\b(?:population|how many people (?:live|are there|in))\b")),
    (Asked.CITY_COUNTRY, re.compile(r"\b(?:what|which|whats) country\b|\bcountry is\b.*\b(?:in|capital of)$|"
                                    r"\bcapital of (?:which|what) country\b")),
)
# a cue that means something else here: a sum of money, a translation, the assistant's own languages, a message
_NOT_ASKED = re.compile(
    r"\bhow (?:much|many (?!people))|\b(?:exchange|rate|convert|worth|cost|costs|price|spend|save|saving|budget|"
    r"borrow|owe|send|sent|transfer|pay|paid|earn|tip|change money)\b|\b(?:translate|translation|"
    r"how (?:do you|to|would you|do i) say)\b|\b(?:you|i|we) (?:speak|talk)\b|"
    r"\b(?:call|ring|phone|text|message|dial) (?:my|mum|mom|dad|him|her|them|grandma|grandad)\b|\b(?:spell|spelling|spelt|letters?|rhymes?|anagram|weather|time|"
    r"temperature|timer|alarm|remind|list)\b")
# a statement about the speaker or someone they know ("i spent all my money in spain", "we were in the capital of
# spain last week") is no question: it is told, not asked, unless a question word is said too
_QUESTION = re.compile(r"\b(?:what|whats|which|where|who|how|tell me|do you know|name)\b|"
                       r"^(?:is|are|do|does|did|can|could|was|were) ")
_WHERE = re.compile(r"^(?:so |um |and )?(?:where is|wheres|where abouts is|whereabouts is) (?P<place>(?:the )?[a-z]+"
                    r"(?: [a-z]+){0,3}?)(?: located| situated| on the map| in the world)?$")
_TOLD = re.compile(r"\b(?:i|im|ive|id|we|were|weve|my|our|he|she|hes|shes|his|her|they|theyre|their)\b")
# a city's country asked about one city: "which country is lisbon in", "lisbon is the capital of which country"
_CITY_SPAN_WORDS = 4


def _without_possessive(words: list[str], names: dict[str, Country]) -> list[str]:
    """ "canadas capital" -> "canada capital", "the u k s currency" -> "the u k currency"."""
    out: list[str] = []
    for word in words:
        if word == "s" and out:
            continue
        if word.endswith("s") and word not in names and word[:-1] in names:
            word = word[:-1]
        out.append(word)
    return out


def _article(name: str) -> str:
    """ "the Netherlands" at a sentence's start -> "The Netherlands"."""
    return name[:1].upper() + name[1:]


def _plural(demonym: str) -> str:
    """ "New Zealander" -> "New Zealanders"; "Dutch", "Japanese", "Swiss" as they are."""
    if demonym.endswith(("ese", "sh", "ch", "s", "i")) or " or " in demonym:
        return demonym
    return demonym + "s"


def answer(asked: Asked, country: Country, now: datetime) -> str | None:
    """The spoken answer, or None when the data has nothing to say (the model answers then)."""
    from gpt_home.skills.country_data import currency_names  # lazy with the data

    name = country.name
    if asked is Asked.CAPITAL:
        return f"The capital of {name} is {country.capital.removesuffix('.')}."  # "Washington D.C."
    if asked is Asked.LANGUAGE and country.languages:
        if len(country.languages) > 4:
            # countryinfo's count is out of date for some (South Africa added languages): the count is not said
            return f"{_article(name)} has many official languages, among them {join_and(list(country.languages[:3]))}."
        return f"In {name} they speak {join_and(list(country.languages))}."
    if asked is Asked.CURRENCY:
        currencies = currency_names(country, now.date())
        if not currencies:
            return None
        the = [c if c.lower().startswith("the ") else f"the {c}" for c in currencies]
        return f"{_article(name)} {'uses' if len(the) == 1 else 'uses both'} {join_and(the)}."
    if asked is Asked.CONTINENT and country.continent:
        part = f"{_article(name)} is part of {country.part_of}, in" if country.part_of else f"{_article(name)} is in"
        return f"{part} {country.continent}."
    if asked is Asked.CALLING_CODE and country.calling_codes:
        codes = join_and(["plus " + c.replace("-", " ") for c in country.calling_codes])
        return f"The dialling code for {name} is {codes}."
    if asked is Asked.DEMONYM and country.demonym:
        return f"People from {name} are called {_plural(country.demonym)}."
    if asked is Asked.POPULATION:
        return f"I don't have an up-to-date population figure for {name} offline, so I won't guess."
    return None


def city_country(words: list[str], capitals: dict[str, Country]) -> Country | None:
    """The country of the one capital city named in ``words``; None for none or two."""
    found = {capitals[k] for size in range(_CITY_SPAN_WORDS, 0, -1) for i in range(len(words) - size + 1)
             if (k := " ".join(words[i:i + size])) in capitals}
    return next(iter(found)) if len(found) == 1 else None


def reply(normalized: str, now: datetime) -> str | None:
    """The answer to a country question in ``normalized`` (``intents.normalize``d), or None when it is not one."""
    if not normalized or len(normalized.split()) > MAX_WORDS or _NOT_ASKED.search(normalized):
        return None
    if _TOLD.search(normalized) and not _QUESTION.search(normalized):
        return None
    asked = [kind for kind, cue in _CUES if cue.search(normalized)]
    where = _WHERE.match(normalized)
    if not asked and where is None:
        return None
    from gpt_home.skills.country_data import atlas, plain  # the data loads with the first cue

    found = atlas()
    if where is not None and not asked:  # "where is peru", "wheres lisbon": the place is the whole question
        place = plain(where.group("place")).removeprefix("the ")
        country = found.by_name.get(place) or found.by_name.get("the " + place)
        if country is not None:
            return answer(Asked.CONTINENT, country, now)
        city = found.by_capital.get(place)
        return f"{place.title()} is in {city.name}." if city is not None else None
    words = _without_possessive(plain(normalized).split(), found.by_name)
    spans = [s for s in name_spans(words, found.by_name, found.longest_name_words)
             if not (s[0] > 0 and words[s[0] - 1] == "new")]  # "new mexico" is a US state (skills/us_states.py)
    countries = {id(found.by_name[k]): found.by_name[k] for _, _, k in spans}
    if asked[0] is Asked.CITY_COUNTRY or (Asked.CITY_COUNTRY in asked and not countries):
        if countries:  # "what country is the capital of france": not a city's country
            return None
        country = city_country(words, found.by_capital)
        if country is None:
            return None
        city = next(w for w in (" ".join(words[i:i + n]) for n in range(_CITY_SPAN_WORDS, 0, -1)
                                for i in range(len(words) - n + 1)) if found.by_capital.get(w) is country)
        return f"{city.title()} is in {country.name}."
    kinds = [k for k in asked if k is not Asked.CITY_COUNTRY]
    if len(countries) == 1 and len(kinds) in (2, 3):
        return each_asked(normalized, kinds, next(iter(countries.values())), now)
    if len(countries) != 1 or len(kinds) != 1:
        return None  # two countries, or two facts asked in one ask: left to the model
    fact = answer(kinds[0], next(iter(countries.values())), now)
    if kinds[0] is Asked.CAPITAL and fact:  # "is sydney the capital of australia": yes or no first (capital_checks)
        return capital_checks.reply(words, found, fact) or fact
    return fact


# the asks of one breath: "the capital of nigeria and what money do they use there", "its currency, and also the
# language"; a country's own "and" ("trinidad and tobago") only makes a part that asks nothing
_ASKS_JOINED = re.compile(r",? (?:and also|and then|and|also|as well as|plus) ")


def each_asked(normalized: str, kinds: list[Asked], country: Country, now: datetime) -> str | None:
    """Two or three facts of one country asked as separate asks joined by "and", each answered in the order asked;
    None when one ask names two facts ("what language is spoken in the capital of spain": one ask) or a fact has no
    answer in the data."""
    parts = [[k for k, cue in _CUES if cue.search(part) and k is not Asked.CITY_COUNTRY]
             for part in _ASKS_JOINED.split(normalized)]
    said = [part[0] for part in parts if part]
    if any(len(part) > 1 for part in parts) or sorted(said) != sorted(kinds):
        return None
    facts = [answer(kind, country, now) for kind in said]
    if not all(facts):
        return None
    # one sentence, as said: "The capital of Nigeria is Abuja, and Nigeria uses the Nigerian naira."
    spoken = [str(f).removesuffix(".") for f in facts]
    spoken[1:] = [re.sub(r"^(?:The|In|People)\b", lambda m: m.group(0).lower(), f) for f in spoken[1:]]
    return ", and ".join(spoken) + "."


def find(normalized: str, now: datetime) -> list[Reading]:
    """The reading of a country question: [("GptSaid", reply)], or [] (not a clear country question)."""
    said = reply(normalized, now)
    return [("GptSaid", {"reply": said})] if said else []
