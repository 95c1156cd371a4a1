"""The highest, longest or largest natural feature, in the world or in a named place, read from WordNet's glosses
(issue 15: the bundled model guesses: "what's the tallest mountain in japan"). WordNet says it in the feature's own
gloss: "Fuji: an extinct volcano ... that is the highest peak in Japan", "Kilimanjaro: the highest peak in Africa",
"Nile: the world's longest river", "Volga: a Russian river; the longest river in Europe".

"whats the tallest mountain in japan", "highest mountain in north america", "what is the longest river in europe",
"which is the largest island in the world", "the deepest lake on earth", "what's the biggest desert": the asked
superlative (tallest = highest, biggest = largest) and kind of feature (a mountain is a peak) must start the gloss
clause or follow its "that is", with nothing between them ("the largest freshwater lake" answers no "largest
lake"), then the asked place exactly ("in Japan"; the world: "in the world", "the world's", or no place said).
Exactly one feature must say so, else the question is left. The world's most of a kind is the most of any place
WordNet says it is part of ("the longest river in africa": the Nile, the world's longest, part of Uganda, part of
Africa). Only features (mountains, rivers, lakes, islands,
deserts, waterfalls, volcanoes, seas): "the highest score you can get", "the tallest building", "the biggest
country" (``country_extremes``) are not read here.

The index: the gloss clauses of the location and object senses that hold a superlative, read from the database
once on the first such question (a few hundred short strings, well under 0.1 MB).
"""

from __future__ import annotations

import re
from functools import lru_cache

from gpt_home.skills.word_lookups import question
from gpt_home.skills.wordnet_data import WordNet, answered, fail_soft, parse_line, raw_definition

MAX_WORDS = 16
_FILES = (b"15 ", b"17 ")  # noun.location, noun.object: mountains, rivers, lakes, islands, deserts
_SUPERLATIVES = {"highest": "highest|tallest", "tallest": "highest|tallest", "largest": "largest|biggest",
                 "biggest": "largest|biggest", "longest": "longest", "deepest": "deepest", "smallest": "smallest",
                 "lowest": "lowest"}
_KINDS = {"mountain": "mountain peak|mountain|peak", "peak": "mountain peak|mountain|peak", "river": "river",
          "lake": "lake", "island": "island", "desert": "desert", "waterfall": "waterfall|falls",
          "volcano": "volcano", "sea": "sea", "mountain range": "mountain range|range", "glacier": "glacier",
          "canyon": "canyon|gorge"}
_WORLD = r"(?:in|on) (?:the (?:whole )?world|earth|the planet)"
_ASKED = re.compile(rf"^(?:(?:what|which|whats)(?: is| was| are)? )?(?:the )?(?P<sup>{'|'.join(_SUPERLATIVES)}) "
                    rf"(?P<kind>{'|'.join(_KINDS)})s?(?: (?P<world>{_WORLD})| (?:in|of|on) (?:the )?"
                    rf"(?P<place>[a-z]+(?: [a-z]+){{0,2}}))?$")
_ALIASES = {"us": "united states", "usa": "united states", "america": "united states", "uk": "united kingdom",
            "britain": "united kingdom", "great britain": "united kingdom"}
_HAS_SUPERLATIVE = re.compile(r"\b(?:highest|tallest|largest|biggest|longest|deepest|smallest|lowest)\b")


@lru_cache(maxsize=1)
def _clauses(wordnet: WordNet) -> tuple[tuple[tuple[str, ...], int, str], ...]:
    """(words, offset, clause) of every location or object gloss clause holding a superlative."""
    found = []
    with (wordnet.root / "data.noun").open("rb") as handle:
        for raw in handle:
            if raw[9:12] not in _FILES:
                continue
            definition = raw_definition(raw)
            if not _HAS_SUPERLATIVE.search(definition):
                continue
            synset = parse_line(raw.decode(), "n")
            for clause in re.sub(r"\s*\([^)]*\)", "", definition).split(";"):
                if _HAS_SUPERLATIVE.search(clause):
                    found.append((synset.words, synset.offset, clause.strip()))
    return tuple(found)


def _within(wordnet: WordNet, offset: int, place: str, depth: int = 3) -> bool:
    """Whether WordNet says the feature is part of ``place``, directly or through the places it is part of (the
    Nile: Uganda, Sudan, Egypt; Uganda: Africa)."""
    senses = [wordnet.synset(offset, "n")]
    for _ in range(depth):
        senses = [wordnet.synset(p.offset, "n") for sense in senses for p in sense.linked("#p")]
        if any(place in (w.lower() for w in sense.words) for sense in senses):
            return True
    return False


def _name(words: tuple[str, ...], kind: str) -> str:
    """How the feature is said: "Mount Fuji", "Lake Baikal", "Angel Falls", "the Nile"."""
    for word in words:
        if re.match(r"^(?:Mount|Lake) ", word) or word.endswith(" Falls"):
            return word
    return f"the {words[0]}" if kind in ("river", "desert", "sea", "mountain range", "canyon") else words[0]


def biggest(wordnet: WordNet, sup: str, kind: str, place: str | None) -> str | None:
    """'Mount Fuji is the highest peak in Japan.' when exactly one feature's gloss says so, else None."""
    where = r"(?: in the world)?" if place is None else rf" (?:in|of|on) (?:the )?{re.escape(place)}"
    said = rf"(?:the )?(?:{_SUPERLATIVES[sup]})"
    kinds = _KINDS[kind]
    pattern = re.compile(rf"(?:^|\bthat is |\band (?=the ))(?P<said>(?:the )?(?:world's {said} (?:{kinds})s?(?: in [^;]*)?|"
                         rf"{said} (?:{kinds})s?{where}))$", re.IGNORECASE)
    hits = {}
    world = re.compile(rf"(?:^|\bthat is |\band (?=the ))(?P<said>(?:the )?(?:world's {said} (?:{kinds})s?|{said} "
                       rf"(?:{kinds})s? (?:in|on) the world))\b", re.IGNORECASE) if place else None
    for words, offset, clause in _clauses(wordnet):
        match = pattern.search(clause)
        if match is not None and not (place is not None and "world's" in match.group("said").lower()):
            hits[offset] = (words, match.group("said"))
        elif world and (match := world.search(clause)) and place and _within(wordnet, offset, place):
            # the world's longest river flows through Africa: so the longest there too
            hits[offset] = (words, f"{match.group('said')}, so the {sup} in {place.title()} too")
    if len(hits) != 1:
        return None
    words, phrase = next(iter(hits.values()))
    phrase = phrase if phrase.lower().startswith("the ") else f"the {phrase}"
    name = _name(words, kind)
    return f"{name[:1].upper()}{name[1:]} is {phrase}."


@fail_soft
def reply(normalized: str, wordnet: WordNet | None = None) -> str | None:
    """The dictionary's answer when the whole of ``normalized`` asks for the most of a kind of feature, or None."""
    text = question(normalized, MAX_WORDS)
    match = _ASKED.match(text) if text else None
    if match is None:
        return None
    place = match.group("place")
    if place is not None:
        place = _ALIASES.get(place, place)
        if place in ("world", "whole world", "planet"):
            place = None
    return answered(wordnet, biggest, match.group("sup"), match.group("kind"), place)
