"""Country facts from data, loaded on the first country question (issue 15: the bundled model gets them wrong).

The facts come from the ``countryinfo`` package (one JSON file per country: capital, ISO 639-1 language codes, ISO 4217
currency codes, region, calling codes, demonym, alternative spellings); the English names for those codes and the
currencies in use on the day asked come from ``babel`` (Unicode CLDR, kept up to date: countryinfo still lists the
Croatian kuna and the old bolivar). Nothing is imported at start: the Pi Zero footprint is at its edge, so both load
on the first question that has a country cue, and only the few fields answered are kept (not countryinfo's own cache,
which keeps every file's borders and provinces).

Where countryinfo is out of date or gives one capital of several, ``_CORRECTIONS`` says what a household should hear;
its population figures are old, so population is never answered from it.
"""

from __future__ import annotations

import json
import logging
import unicodedata
from dataclasses import dataclass, field
from datetime import date
from functools import cache
from importlib.util import find_spec
from pathlib import Path

from gpt_home.skills.capital_names import CAPITAL_OTHER_NAMES

_LOGGER = logging.getLogger(__name__)


@dataclass(frozen=True)
class Country:
    """The facts kept about one country (``alpha2`` may be a UK nation's parent code)."""

    name: str  # as spoken after a preposition: "the Netherlands", "Canada"
    alpha2: str
    capital: str
    languages: tuple[str, ...] = ()  # English names
    currency_codes: tuple[str, ...] = ()
    continent: str = ""
    calling_codes: tuple[str, ...] = ()
    demonym: str = ""
    part_of: str = ""  # "the United Kingdom" for Scotland
    area_km2: float = 0.0  # countryinfo's land and water area; 0 when it has none


@dataclass(frozen=True)
class Atlas:
    """Every country by each spoken name, and each capital city's country."""

    by_name: dict[str, Country]
    by_capital: dict[str, Country] = field(default_factory=dict)
    longest_name_words: int = 6


# What countryinfo says that a household would hear as wrong: capitals renamed or several, countries renamed.
_CORRECTIONS: dict[str, dict[str, str]] = {
    "KZ": {"capital": "Astana"},
    "ZA": {"capital": "Pretoria, Cape Town and Bloemfontein: Pretoria for the government, Cape Town for parliament "
                      "and Bloemfontein for the courts"},
    "BO": {"capital": "Sucre, and the government sits in La Paz"},
    "NL": {"capital": "Amsterdam, and the government sits in The Hague"},
    "LK": {"capital": "Sri Jayawardenepura Kotte, and the biggest city is Colombo"},
    "SZ": {"capital": "Mbabane, with the parliament in Lobamba", "name": "Eswatini"},
    "CI": {"capital": "Yamoussoukro, and the government sits in Abidjan"},
    "BJ": {"capital": "Porto-Novo, and the government sits in Cotonou"},
    "MY": {"capital": "Kuala Lumpur, and the government sits in Putrajaya"},
    "MK": {"name": "North Macedonia"},
    "CZ": {"name": "the Czech Republic"},
    "VA": {"name": "Vatican City"},
    "TR": {"continent": "Europe and Asia"},
    "RU": {"continent": "Europe and Asia"},
}
# The UK's nations are asked about as countries; countryinfo has the UK only.
_NATIONS = (
    ("England", "London", ("en",)), ("Scotland", "Edinburgh", ("en", "gd")), ("Wales", "Cardiff", ("cy", "en")),
    ("Northern Ireland", "Belfast", ("en", "ga")),
)
# Capitals of small territories that share their name with bigger cities elsewhere (Plymouth, England; Hamilton,
# Ontario): never read as a city's country. And capitals the corrections name that countryinfo does not.
_NOT_CITIES = frozenset({"plymouth", "hamilton", "douglas", "victoria", "stanley", "jamestown", "georgetown",
                         "kingston", "saint johns", "the valley", "west island", "road town", "saint denis"})
_CITIES_ALSO = {"astana": "KZ", "the hague": "NL", "la paz": "BO", "cape town": "ZA", "bloemfontein": "ZA"}
_SOUTH_AMERICA = frozenset({"AR", "BO", "BR", "CL", "CO", "EC", "GY", "PY", "PE", "SR", "UY", "VE", "GF", "FK"})
# Short names people say that countryinfo lacks, and ISO codes said as words.
_SAID_ALSO = {
    "US": ("america", "the states", "the us", "the usa", "usa", "u s", "u s a", "the u s", "the u s a",
           "united states of america", "the united states"),
    "GB": ("uk", "the uk", "u k", "the u k", "britain", "great britain", "the united kingdom"),
    "AE": ("uae", "the uae", "u a e", "the emirates", "emirates"),
    "CD": ("drc", "the drc", "dr congo"),
    "KR": ("korea",),
    "MM": ("burma",),
    "CZ": ("czech republic", "the czech republic"),
    "NL": ("the netherlands", "holland"),
    "SZ": ("eswatini", "swaziland"),
    "TR": ("turkiye",),
    "CV": ("cabo verde",),
    "VA": ("the vatican", "vatican", "vatican city"),
}
# Names of two places, or words that are names here and ordinary words there: never read as a country.
_NOT_NAMES = frozenset({"congo", "island", "guinea", "georgia", "jersey", "chad", "turkey", "niger", "mann", "thai",
                        "togolese", "montenegrin", "lao", "viti", "sarnam", "guiana", "nijar", "mexicanos"})
_THE = frozenset({"Netherlands", "Philippines", "Bahamas", "Gambia", "Maldives", "Comoros", "Seychelles"})
_THE_ENDINGS = ("Islands", "States", "Kingdom", "Republic", "Emirates", "Republic of the Congo")


def plain(text: str) -> str:
    """ "Côte d'Ivoire" -> "cote divoire": lower case, no accents, no punctuation (as ``intents.normalize`` hears)."""
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower().replace("'", "")
    return " ".join("".join(c if c.isalnum() else " " for c in text).split())


def _spoken(name: str) -> str:
    """ "Netherlands" -> "the Netherlands", "United States" -> "the United States"; "Canada" as it is."""
    if name.startswith("The "):
        return "the " + name[4:]
    return f"the {name}" if name in _THE or name.endswith(_THE_ENDINGS) else name


def _continent(alpha2: str, region: str, subregion: str) -> str:
    if region == "Americas":
        return "South America" if alpha2 in _SOUTH_AMERICA else "North America"
    return region


@cache
def atlas() -> Atlas:
    """Read countryinfo's files once (about 0.1 s) and keep only what is answered."""
    spec = find_spec("countryinfo")
    if spec is None or spec.origin is None:
        _LOGGER.warning("countryinfo is not installed: country questions go to the model")
        return Atlas({})
    from babel import Locale  # loaded with the first country question, never at start

    names = Locale.parse("en").languages
    by_name: dict[str, Country] = {}
    by_capital: dict[str, list[Country]] = {}
    aliases: dict[str, set[str]] = {}
    for path in sorted((Path(spec.origin).parent / "data").glob("*.json")):
        try:
            info = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        alpha2 = str((info.get("ISO") or {}).get("alpha2") or "")
        capital = info.get("capital")
        if not alpha2 or not isinstance(capital, str) or not capital or not info.get("callingCodes"):
            continue  # uninhabited, a former country, or a duplicate without codes
        fix = _CORRECTIONS.get(alpha2, {})
        country = Country(
            name=_spoken(fix.get("name", info["name"])), alpha2=alpha2, capital=fix.get("capital", capital),
            languages=tuple(names[c] for c in info.get("languages") or () if c in names),
            currency_codes=tuple(info.get("currencies") or ()),
            continent=fix.get("continent", _continent(alpha2, info.get("region", ""), info.get("subregion", ""))),
            calling_codes=tuple(c for c in info.get("callingCodes") or () if c),
            demonym=str(info.get("demonym") or "").replace(",", " or "),
            area_km2=float(info.get("area") or 0) if isinstance(info.get("area"), int | float) else 0.0)
        for said in (info["name"], fix.get("name", ""), *info.get("altSpellings", ()), *_SAID_ALSO.get(alpha2, ())):
            key = plain(said)
            if len(key) > 3 or said in _SAID_ALSO.get(alpha2, ()):
                aliases.setdefault(key, set()).add(alpha2)
                by_name.setdefault(key, country)
        by_capital.setdefault(plain(capital), []).append(country)
    for key, codes in aliases.items():
        if len(codes) > 1 or key in _NOT_NAMES:  # "congo": which of two
            by_name.pop(key, None)
    uk = by_name.get("united kingdom")
    for nation, capital, codes in _NATIONS if uk else ():
        country = Country(nation, "GB", capital, tuple(names[c] for c in codes), uk.currency_codes, "Europe",
                          uk.calling_codes, "", uk.name)
        by_name[plain(nation)] = country
        by_capital.setdefault(plain(capital), []).append(country)
    capitals = {k: v[0] for k, v in by_capital.items() if len(v) == 1 and len(k) > 3 and k not in _NOT_CITIES}
    by_code = {c.alpha2: c for c in by_name.values() if not c.part_of}
    capitals.update({city: by_code[code] for city, code in _CITIES_ALSO.items() if code in by_code})
    capitals["london"] = uk if uk else capitals.get("london")  # England's capital and the UK's: the UK
    capitals.update({other: capitals[now] for other, (now, _older) in CAPITAL_OTHER_NAMES.items()
                     if capitals.get(now) is not None and other not in capitals})
    _LOGGER.debug("country facts loaded: %d names, %d capitals", len(by_name), len(capitals))
    return Atlas(by_name, {k: v for k, v in capitals.items() if v is not None},
                 max(len(k.split()) for k in by_name) if by_name else 0)


def currency_names(country: Country, day: date) -> list[str]:
    """The currencies legal on ``day`` ("Japanese yen"), by CLDR where it knows the country, else countryinfo."""
    from babel.numbers import get_currency_name, get_territory_currencies  # lazy, see atlas()

    codes = get_territory_currencies(country.alpha2, start_date=day, tender=True) or list(country.currency_codes)
    return [get_currency_name(c, count=1, locale="en") for c in codes]
