"""US state questions answered from the ``us`` package's state data (issue 15: the model guesses state capitals).

"what's the capital of texas", "whats the state capital of california", "new york state capital", "what's the
abbreviation for massachusetts", "when did hawaii become a state", "how many states are there in america". The state
must be the one state named (its longest name: "west virginia", not "virginia"); Georgia is a country too, so its
capital is said for both. Only the 50 states are read (``us.states.STATES``: not the territories); the data loads
with the first question that has a cue. ``knowledge_readings`` makes ``reply`` a reading.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from functools import cache
from importlib.util import find_spec
from pathlib import Path

from gpt_home.skills.places import name_spans

_LOGGER = logging.getLogger(__name__)
MAX_WORDS = 24
_LONGEST_NAME_WORDS = 3


@dataclass(frozen=True)
class State:
    """One US state as answered."""

    name: str
    capital: str
    abbreviation: str
    statehood_year: int | None


_CAPITAL = re.compile(r"\bcapital(?: city)?\b(?! (?:letters?|one|gains?|punishment))")
_ABBREVIATION = re.compile(r"\b(?:abbreviation|abbreviated|postal code|two letter code|state code|short for)\b")
_STATEHOOD = re.compile(r"\bwhen did (?P<n>.+) become (?:a|the \w+) state\b|\bwhat year did (?P<n2>.+) become a state\b|"
                        r"\bwhen was (?P<n3>.+) admitted\b")
_HOW_MANY = re.compile(r"\bhow many states (?:are (?:there )?)?(?:in|does|do|make up|has) (?:the )?(?:us|usa|u s|u s a|"
                       r"america|united states)\b|\bhow many (?:us|american) states\b")
_NOT_ASKED = re.compile(r"\b(?:remind|timer|list|spell\w*|weather|time|temperature|population|people|how much|cost|"
                        r"flight|drive|distance|far)\b")
_QUESTION = re.compile(r"\b(?:what|whats|which|who|when|how|tell me|do you know|name|is|are|does)\b")
_CITY_AFTER = re.compile(r"(?:dc|d c|city)\b")


@cache
def states() -> dict[str, State]:
    """The 50 states by their spoken (lower-case) names, read from ``us`` once."""
    try:
        import us
    except ImportError:
        _LOGGER.warning("the us package is not installed: US state questions go to the model")
        return {}
    return {s.name.lower(): State(s.name, s.capital, s.abbr, s.statehood_year) for s in us.states.STATES}


def _named(normalized: str, known: dict[str, State]) -> list[State]:
    """Each state named, by its longest name ("west virginia" is not also "virginia"), left to right. A state name
    that begins a city's name ("washington dc", "new york city", "kansas city") names no state."""
    words = normalized.split()
    return [known[key] for _, end, key in name_spans(words, known, _LONGEST_NAME_WORDS)
            if not _CITY_AFTER.match(" ".join(words[end:end + 2]))]


def _country_capital(name: str) -> str | None:
    """The capital of a country of the same name (countryinfo's data, which never reads "georgia" as a country).
    The country data is loaded only when countryinfo has a file of that name (one file per country): not for Texas."""
    spec = find_spec("countryinfo")
    if spec is None or spec.origin is None:
        return None
    if not (Path(spec.origin).parent / "data" / f"{name.lower().replace(' ', '_')}.json").is_file():
        return None
    from gpt_home.skills.country_data import atlas  # loaded with the country questions' data

    return next((c.capital for c in atlas().by_name.values() if c.name == name and not c.part_of), None)


# the capital named and its state asked: "which state is oklahoma city the capital of", "austin is the capital of what
# state", "what state has boise as its capital"
_WHICH_STATE = re.compile(r"\b(?:which|what) (?:us |u s |american )?state\b")


def _capital_of(normalized: str, known: dict[str, State]) -> State | None:
    """The state whose capital is the one city named, when the state itself is asked for."""
    if not _WHICH_STATE.search(normalized):
        return None
    text = f" {normalized} "
    found = {s.name: s for s in known.values() if f" {s.capital.lower().replace('.', '')} " in text}
    return next(iter(found.values())) if len(found) == 1 else None


def reply(normalized: str) -> str | None:
    """The answer to a US state question in ``normalized`` (``intents.normalize``d), or None when it is not one."""
    if not normalized or len(normalized.split()) > MAX_WORDS or not _QUESTION.search(normalized):
        return None
    if _NOT_ASKED.search(normalized):
        return None
    if _HOW_MANY.search(normalized):
        return "There are 50 states in the United States." if states() else None
    cues = [c for c in (_CAPITAL, _ABBREVIATION, _STATEHOOD) if c.search(normalized)]
    if len(cues) != 1:
        return None
    named = {s.name: s for s in _named(normalized, states())}
    if cues[0] is _CAPITAL and not named and (asked := _capital_of(normalized, states())) is not None:
        return f"{asked.capital} is the capital of {asked.name}."
    if len(named) != 1:
        return None
    state = next(iter(named.values()))
    if cues[0] is _CAPITAL:
        if (country := _country_capital(state.name)) is not None:  # Georgia: a state and a country
            return (f"The capital of the US state of {state.name} is {state.capital}; the capital of the country "
                    f"{state.name} is {country}.")
        return f"The capital of {state.name} is {state.capital}."
    if cues[0] is _ABBREVIATION:
        return f"The abbreviation for {state.name} is {' '.join(state.abbreviation)}."
    if state.statehood_year is None:
        return None
    return f"{state.name} became a state in {state.statehood_year}."
