"""Which country a famous person came from, answered from WordNet's gloss of them and the country data (round 23: the
bundled model answered "which country did the composer chopin come from" with "The composer chopped up the country
of Canada.").

Asked as "which country did (the composer) X come from", "what country was X from", "where was X born", "where did
X come from", "what nationality was X". X must be a person WordNet names (an instance of a kind of person); a kind
said before the name ("the composer chopin", "the painter turner") keeps only the people whose gloss names it. The
answer says the nationality the gloss opens with ("Austrian composer" -> "Austrian, from Austria", the country data's
demonyms) and the country it says the person was born in ("physicist born in Germany" -> "born in Germany"; both
when they differ: "French composer (born in Poland)" -> "French, born in Poland"). Two people of one name from two countries ("chopin": the composer and the American writer) and a
gloss naming no country are left unanswered; the household's own ("where is my sister from") are never read. Pure
but for the two data reads; ``knowledge_readings`` runs it.
"""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING

from gpt_home.skills.word_lookups import question
from gpt_home.skills.wordnet_data import Synset, WordNet, answered, fail_soft

if TYPE_CHECKING:
    from gpt_home.skills.country_data import Country

MAX_WORDS = 12
PERSON = 18  # noun.person
_KIND = r"(?:(?:the|that|this) (?P<kind>[a-z]+) )?"
_NAME = r"(?P<name>(?!(?:my|our|your|his|her|their|you|i|we|he|she|they|it|this|that|the)\b)[a-z]+(?: [a-z]+){0,2})"
_ASKED = tuple(re.compile(p) for p in (
    rf"^(?:which|what) country (?:did|does) {_KIND}{_NAME} (?:come|hail) from$",
    rf"^(?:which|what) country (?:was|is) {_KIND}{_NAME} (?:from|born in)$",
    rf"^(?:which|what) country (?:was|is) {_KIND}{_NAME} (?:originally )?from$",
    rf"^where (?:was|is) {_KIND}{_NAME} (?:originally )?(?:from|born)$",
    rf"^where (?:did|does) {_KIND}{_NAME} (?:originally )?(?:come|hail) from$",
    rf"^what (?:nationality|country of origin) (?:was|is) {_KIND}{_NAME}$",
    rf"^(?:do you know |tell me )?where {_KIND}{_NAME} (?:came from|comes from|was born|is from|was from)$",
))
_TAIL = re.compile(r" (?:originally|at first|in the first place)$")
_BORN_IN = re.compile(r"\bborn in (?:the )?(?P<place>[a-z]+(?: [a-z]+){0,3})")
# nationalities the country data has no demonym for (its UK nations)
_NATIONS = {"english": "england", "scottish": "scotland", "scots": "scotland", "welsh": "wales"}


@cache
def _demonyms() -> dict[str, Country]:
    from gpt_home.skills.country_data import atlas  # the data loads with the first question about a person's country

    found: dict[str, Country] = {}
    for country in atlas().by_name.values():
        if country.demonym and not country.part_of:
            found.setdefault(country.demonym.lower(), country)
    for demonym, name in _NATIONS.items():
        if (country := atlas().by_name.get(name)) is not None:
            found[demonym] = country
    return found


def _country_named(words: list[str]) -> Country | None:
    """The country the first words of ``words`` name, the longest name first."""
    from gpt_home.skills.country_data import atlas
    for size in range(min(4, len(words)), 0, -1):
        if (country := atlas().by_name.get(" ".join(words[:size]))) is not None:
            return country
    return None


def origin(gloss: str) -> tuple[Country | None, Country | None] | None:
    """(the nationality a person's gloss opens with, the country it says they were born in), or None for neither."""
    born = _BORN_IN.search(gloss.lower())
    birthplace = _country_named(born.group("place").split()) if born is not None else None
    words = re.sub(r"[^a-z ]", " ", gloss.lower()).split()[:4]  # "prolific and influential Spanish artist"
    demonyms = _demonyms()
    nationality = next((country for at, word in enumerate(words)
                        if (country := demonyms.get(word) or _country_named(words[at:])) is not None), None)
    return (nationality, birthplace) if nationality or birthplace else None


def _demonym(country: Country) -> str:
    return country.demonym or next(d for d, c in _demonyms().items() if c == country).title()


def _is_a(wordnet: WordNet, person: Synset, kind: str) -> bool:
    """True when the gloss or a kind ``person`` is an instance of names ``kind`` ("the painter rembrandt": "Dutch
    artist", an instance of "painter")."""
    return re.search(rf"\b{re.escape(kind)}", person.definition.lower()) is not None or any(
        kind in (word.lower() for word in kind_of.words) for kind_of in wordnet.hypernyms(person, depth=2))


def _answer(wordnet: WordNet, name: str, kind: str | None) -> str | None:
    people = [s for s in wordnet.synsets(name, "n") if s.lexname == PERSON and s.linked("@i")
              and (kind is None or _is_a(wordnet, s, kind))]
    found = [(person, said) for person in people if (said := origin(person.definition)) is not None]
    if not found or len({said for _, said in found}) != 1 or len(found) != len(people):
        return None  # nobody, two countries, or one of the people named has no country said
    person, (nationality, birthplace) = found[0]
    named = [w for w in person.words if name in w.lower()] or list(person.words)  # "William Shakespeare", not "Bard"
    full = max(named, key=lambda w: len(w.split()))
    if nationality is None or nationality == birthplace:
        return f"{full} was born in {birthplace.name}." if birthplace else None
    if birthplace is not None:  # "French composer (born in Poland)", "English writer born in South Africa"
        return f"{full} was {_demonym(nationality)}, born in {birthplace.name}."
    return f"{full} was {_demonym(nationality)}, from {nationality.name}."


@fail_soft
def reply(normalized: str, wordnet: WordNet | None = None) -> str | None:
    """The country a named person came from, when the whole of ``normalized`` asks it, or None."""
    text = question(normalized, MAX_WORDS)
    if text is None:
        return None
    text = _TAIL.sub("", text)
    for pattern in _ASKED:
        if (match := pattern.match(text)) is not None:
            return answered(wordnet, _answer, match.group("name"), match.group("kind"))
    return None
