"""Where a named place is (issue 15: the bundled model guesses: "the statue of liberty is in which city" -> "the city
of lausanna"), answered from WordNet (``wordnet_data``), so every landmark, city, river and mountain it names is
answered, not a hand-picked list.

WordNet gives a proper name (an instance noun: "Eiffel Tower", an instance of a tower) a part-of link to the place
it lies in ("#p": Eiffel Tower -> Paris -> France; Big Ben -> London -> England; Everest -> Himalayas, Tibet,
Nepal). That link is the answer, not the gloss; a name with no link whose gloss says "in <a place WordNet knows>"
("Stonehenge: an ancient megalithic monument in southern England") is read from the gloss, and nothing else is.

- "where is the eiffel tower", "wheres big ben located", "whereabouts is loch ness", "where are the alps":
  "The Eiffel Tower is in Paris, France."; a river "flows through" its countries.
- "which country is mount everest in", "in which country is the taj mahal", "the colosseum is in which country":
  the nearest countries up the part-of links ("Mount Everest is in Tibet and Nepal.").
- "which city is the statue of liberty in", "big ben is in what city": the nearest city up the links.

Only instance nouns filed as places, natural objects or artifacts are read, so "where is my phone", "where is the
remote", "where is mum" or "where is santa" are never answered; a name WordNet gives two places for says both
("There is a Birmingham in England and one in Alabama."). Countries and capitals asked with "where" are left to
``country_questions``, which reads them from its own data first.
"""

from __future__ import annotations

import re

from gpt_home.skills.wordnet_data import Synset, WordNet, answered, fail_soft

MAX_WORDS = 12
PLACE_FILES = (6, 15, 17)  # noun.artifact (buildings), noun.location, noun.object (rivers, mountains)
# the senses "country, state, land", "city", "river", "administrative district" (a city, a state, a county) and
# "continent" in WordNet 3.0
COUNTRY, CITY, RIVER, DISTRICT, CONTINENT = 8544813, 8524735, 9411430, 8491826, 9254614
# a name's own kinds that take "the" before it: "the Thames", "the Alps", "the Sahara"
_THE_KINDS = frozenset("river sea ocean gulf strait channel range mountain range desert archipelago canal "
                       "peninsula island group".split())
# a peninsula or an island takes "the" only with its kind in its name ("the Iberian Peninsula"; "Asia Minor", "Crete")
_NAMED_KINDS = frozenset("peninsula island group".split())
_NAME = r"(?P<the>the )?(?P<name>[a-z][a-z.']*(?: [a-z][a-z.']*){0,4}?)"
_KIND = r"(?P<kind>city|town|country|nation|continent)"
_ASKED = (re.compile(rf"^(?:where|whereabouts|where abouts|where in the world) (?P<verb>is|are) {_NAME}"
                     rf"(?: located| situated| found| to be found| on the map)?$"),
          re.compile(rf"^wheres {_NAME}(?: located| situated| on the map)?$"),
          re.compile(rf"^(?:which|what|in which|in what|on which|on what) {_KIND} (?:is|are) {_NAME}(?: located|"
                     rf" situated)? (?:in|on)$"),
          re.compile(rf"^(?:in which|in what|on which|on what) {_KIND} (?:is|are) {_NAME}(?: located| situated)?$"),
          re.compile(rf"^{_NAME} (?:is|are) (?:located |situated |found )?(?:in|on) (?:which|what) {_KIND}$"),
          re.compile(rf"^{_NAME} (?:is|are) (?:located |situated )?where$"))
# what a "where is" asks about that is no named place: the speaker's things and people, pronouns
_NOT_NAMES = frozenset("my your our his her their its this that these those it he she they you i we me him them us "
                       "mum mom dad one some any someone something everyone everybody".split())
_GLOSS_PLACE = re.compile(r"\b(?:in|at) (?P<side>(?:north|south|east|west|central|northern|southern|eastern|western|"
                          r"northeastern|northwestern|southeastern|southwestern|south central|north central) )?"
                          r"(?:the )?(?P<place>[A-Z][\w.'-]*(?: (?:of )?[A-Z][\w.'-]*){0,3})")


def _kinds(wordnet: WordNet, sense: Synset) -> set[int]:
    return {s.offset for s in wordnet.hypernyms(sense, 8)}


def _is(wordnet: WordNet, sense: Synset, kind: int) -> bool:
    return kind in _kinds(wordnet, sense)


def _spoken(wordnet: WordNet, sense: Synset) -> str:
    """A place's name as said in a sentence: 'the United States', 'the Thames', 'Paris'."""
    name = sense.words[0]
    kinds = {w.lower() for s in wordnet.hypernyms(sense, 2) for w in s.words}
    if (f"the {name}" in sense.words or name.startswith(("United ", "Republic ", "Kingdom ", "Gulf ", "District ",
                                                         "West Bank", "Holy See"))
            or name.endswith((" Republic", " Islands", " States")) or kinds & _THE_KINDS - _NAMED_KINDS
            or kinds & _NAMED_KINDS and name.split()[-1].lower() in _NAMED_KINDS):
        return f"the {name}"
    return name


def _holonyms(wordnet: WordNet, sense: Synset) -> list[Synset]:
    return [wordnet.synset(p.offset, p.pos) for p in sense.linked("#p")]


def _from_gloss(wordnet: WordNet, sense: Synset) -> tuple[str, list[Synset]] | None:
    """'in southern England' from a gloss's first clause, when WordNet knows the place as one place."""
    clause = re.split(r"[;(]", sense.definition)[0]
    match = _GLOSS_PLACE.search(clause)
    if match is None:
        return None
    places = [s for s in wordnet.synsets(match.group("place"), "n") if s.linked("@i") and s.lexname in (15, 17)]
    if len({s.offset for s in places}) != 1:
        return None
    side = match.group("side") or ""
    return f"{side}{_spoken(wordnet, places[0])}", places


def _up_to(wordnet: WordNet, start: list[Synset], kind: int, depth: int = 4) -> list[Synset]:
    """The nearest places of ``kind`` up the part-of links from ``start`` (a level at a time)."""
    level, seen = start, set()
    for _ in range(depth):
        found = [s for s in level if _is(wordnet, s, kind)]
        if found:
            return list({s.offset: s for s in found}.values())
        seen |= {s.offset for s in level}
        level = [h for s in level for h in _holonyms(wordnet, s) if h.offset not in seen]
        if not level:
            break
    return []


def _join(names: list[str]) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def _where(wordnet: WordNet, sense: Synset, short: bool = False) -> tuple[str, str] | None:
    """('is in', 'Paris, France') / ('flows through', 'Sudan and Egypt') for one place sense, or None; ``short``:
    the nearest place only ('Paris'), for a name WordNet gives two places for."""
    around = _holonyms(wordnet, sense)
    if not around:
        said = _from_gloss(wordnet, sense)
        return ("is in", said[0]) if said else None
    countries = [s for s in around if _is(wordnet, s, COUNTRY)]
    if _is(wordnet, sense, RIVER):
        through = countries or [s for s in around if _is(wordnet, s, DISTRICT)]
        return ("flows through", _join([_spoken(wordnet, s) for s in through[:4]])) if through else None
    if countries and (len(countries) > 1 or len(around) > 1):
        return "is in", _join([_spoken(wordnet, s) for s in countries[:4]])
    places = [s for s in around if not _is(wordnet, s, RIVER)] or around
    if len(places) > 1:  # "Colorado Plateau" and "Arizona": the one that is a city, a state or a county
        places = [s for s in places if _is(wordnet, s, DISTRICT)]
        if len(places) != 1:
            return None  # two such places ("Gulf States" and "Southwest"): which to say first?
    first = places[0]
    above = _holonyms(wordnet, first)
    if short or not above or _is(wordnet, first, COUNTRY) or _is(wordnet, first, CONTINENT):
        return "is in", _spoken(wordnet, first)
    second = _spoken(wordnet, above[0])
    return "is in", f"{_spoken(wordnet, first)}, {'in ' if second.startswith('the ') else ''}{second}"


def _in_kind(wordnet: WordNet, sense: Synset, kind: int) -> str | None:
    start = _holonyms(wordnet, sense) or (said[1] if (said := _from_gloss(wordnet, sense)) else [])
    found = _up_to(wordnet, start, kind)
    return _join([_spoken(wordnet, s) for s in found[:4]]) if found else None


def _place_senses(wordnet: WordNet, name: str) -> list[Synset]:
    return [s for s in wordnet.synsets(name, "n") if s.linked("@i") and s.lexname in PLACE_FILES]


def _subject(sense: Synset, name: str, the: bool) -> str:
    said = next((w for w in sense.words if w.lower() == name), sense.words[0])
    return f"The {said}" if the or f"the {said}" in sense.words else said


def _answers(wordnet: WordNet, senses: list[Synset], kind: str | None, short: bool) -> list[tuple[str, str]]:
    answers: list[tuple[str, str]] = []
    for sense in senses:
        if kind is None:
            found = _where(wordnet, sense, short)
        else:
            wanted = {"country": COUNTRY, "nation": COUNTRY, "continent": CONTINENT}.get(kind, CITY)
            if _is(wordnet, sense, wanted):
                continue  # "which country is france in"
            place = _in_kind(wordnet, sense, wanted)
            found = ("is in", place) if place else None
        if found and found not in answers:
            answers.append(found)
    return answers


def where(wordnet: WordNet, name: str, the: bool, kind: str | None, plural: bool = False) -> str | None:
    """The answer for the place ``name`` (lower case, as said), or None when WordNet has no sure one."""
    senses = _place_senses(wordnet, name)
    if not senses:
        return None
    answers = _answers(wordnet, senses, kind, short=False)
    if len(answers) > 1:  # two places of one name: the nearest place of each, "in England and one in Alabama"
        answers = _answers(wordnet, senses, kind, short=True)
    if not answers:
        return None
    subject = _subject(senses[0], name, the)
    if len(answers) == 1:
        verb, place = answers[0]
        if plural and verb == "is in":
            verb = "are in"
        return f"{subject} {verb} {place}."
    if len(answers) > 3 or any(verb != "is in" for verb, _ in answers):
        return None
    said = [place for _, place in answers if place != subject.removeprefix("The ")]  # not "an Oxford in Oxford"
    if not said:
        return None
    if len(said) == 1:
        return f"{subject} is in {said[0]}."
    return f"There is {'an' if subject[0] in 'AEIOU' else 'a'} {subject.removeprefix('The ')} in {said[0]} and " \
           f"{'one' if len(said) == 2 else 'others'} in {_join(said[1:])}."


@fail_soft
def reply(normalized: str, wordnet: WordNet | None = None) -> str | None:
    """The dictionary's answer when the whole of ``normalized`` asks where a named place is, or None."""
    text = normalized.strip()
    if not text or len(text.split()) > MAX_WORDS:
        return None
    for pattern in _ASKED:
        match = pattern.match(text)
        if match is None:
            continue
        name = match.group("name")
        if name.split()[0] in _NOT_NAMES:
            return None
        plural = match.groupdict().get("verb") == "are"
        return answered(wordnet, where, name, bool(match.group("the")), match.groupdict().get("kind"), plural)
    return None
