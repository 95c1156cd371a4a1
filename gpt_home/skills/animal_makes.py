"""What an animal makes (issue 15: "what sweet stuff do bees make in the hive" -> the bundled model: "The sweetest
thing you've ever tasted."), answered from WordNet (``wordnet_data``): the one noun whose gloss says it is made by
that animal ("honey: a sweet yellow liquid produced by bees"; "cobweb: a web spun by spiders").

- "what do bees make", "what sweet stuff do bees make in the hive", "what food do bees produce", "bees make what",
  "what is made by bees": "Bees make honey, a sweet yellow liquid produced by bees."; a word said of the thing ("sweet", "sticky") must be in its gloss.

Only one noun may fit (two, or none, and it is left: "what do cows make" names no gloss "by cows"); the speaker's own
things ("what do my kids make") are never read: the maker must be a kind of animal in WordNet. Pure apart from the
WordNet files, read once on the first question.
"""

from __future__ import annotations

import re
from functools import lru_cache

from gpt_home.skills.word_lookups import question
from gpt_home.skills.wordnet_data import WordNet, answered, fail_soft, parse_line

MAX_WORDS = 12
ANIMAL = 5  # noun.animal
_MADE = re.compile(r"\b(?:produced|made|secreted|spun|built|laid|collected|gathered|deposited) by (?P<by>[a-z]+)\b")
_STUFF = r"(?:stuff|things?|food|liquid|products?|kind of (?:stuff|thing|food))"
_ASKED = (re.compile(rf"^what (?:(?P<how>[a-z]+) )?(?:{_STUFF} )?(?:do|can|does) (?:the )?(?P<animal>[a-z]+) "
                     rf"(?:make|produce|build|spin|create)(?: (?:in|inside|at) (?:the|their|a) [a-z]+)?$"),
          re.compile(r"^(?:the )?(?P<animal>[a-z]+) (?:make|produce) what(?: (?:in|inside) (?:the|their) [a-z]+)?$"),
          re.compile(r"^what (?:(?P<how>[a-z]+) )?(?:stuff |food |thing )?(?:is|gets) (?:made|produced) by (?:the )?"
                     r"(?P<animal>[a-z]+)$"))
_NOT_ANIMALS = frozenset("you we they i people kids children my your our their his her".split())


@lru_cache(maxsize=1)
def _made_by(wordnet: WordNet) -> dict[str, tuple[tuple[str, str], ...]]:
    """{maker as the gloss says it ("bees"): ((thing, gloss), ...)}, read once from the noun file."""
    found: dict[str, list[tuple[str, str]]] = {}
    with (wordnet.root / "data.noun").open("rb") as handle:
        for raw in handle:
            if raw.startswith(b" ") or b" by " not in raw:
                continue
            synset = parse_line(raw.decode(), "n")
            gloss = synset.definition
            for m in _MADE.finditer(gloss.split(";")[0]):
                if re.search(r"\b(?:resembling|like|similar to|imitating)\b", gloss[:m.start()]):
                    continue  # "a framework ... resembling the honeycomb built by bees" is a likeness
                found.setdefault(m.group("by"), []).append((synset.words[0], gloss.split(";")[0]))
    return {by: tuple(things) for by, things in found.items()}


def made(wordnet: WordNet, animal: str, how: str | None) -> str | None:
    """ "Bees make honey, a sweet yellow liquid produced by bees." when one noun's gloss says the animal (plural, as glosses say it) makes it; else None."""
    plural = animal if animal.endswith("s") else f"{animal}s"
    if not any(s.lexname == ANIMAL for s in wordnet.synsets(plural.removesuffix("s"), "n")):
        return None
    things = [(thing, gloss) for thing, gloss in _made_by(wordnet).get(plural, ())
              if how is None or re.search(rf"\b{re.escape(how)}\b", gloss)]
    if len({thing for thing, _ in things}) != 1:
        return None
    return f"{plural.capitalize()} make {things[0][0]}, {things[0][1]}."


@fail_soft
def reply(normalized: str, wordnet: WordNet | None = None) -> str | None:
    """The dictionary's answer when the whole of ``normalized`` asks what an animal makes, or None."""
    text = question(normalized, MAX_WORDS)
    if text is None:
        return None
    for pattern in _ASKED:
        if (m := pattern.match(text)) is None:
            continue
        if m.group("animal") in _NOT_ANIMALS:
            return None
        how = m.groupdict().get("how")
        how = None if how in ("kind", "sort", "type", "stuff", "food", "thing", "things") else how
        return answered(wordnet, made, m.group("animal"), how)
    return None
