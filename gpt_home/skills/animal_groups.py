"""What the male or the female of an animal is called, and a group of them (issue 15: the bundled model guesses),
read backwards from WordNet's glosses like the baby animals of ``word_lookups``: "drake: adult male of a wild or
domestic duck", "mare: female equine animal", "pride: a group of lions", "gaggle: a flock of geese".

- "what do you call a male duck", "what is a female horse called", "whats the name for a female sheep", "a male
  goose is called what": the animal senses whose gloss starts "(adult) (fe)male (of) X" for the asked animal's own
  words (a cow's are cattle's too: "cow: female of domestic cattle"), the commonest (tagged in text) first; a sense
  that only repeats the question ("male horse") or is a breeding or spawning use ("broodmare", "spawner") gives way.
- "what do you call a group of lions", "what is a group of geese called", "whats the name for a group of fish": the
  group senses whose gloss starts "a group / flock / herd / swarm ... of X" for the asked animal's own words only
  (never its kinds: bees are insects, but "a swarm of insects that attack plants" is no name for bees).

One pass over the animal and group lines of the database on the first such question (about 0.2 s of CPU, a few
dozen senses kept); every later question is a few seeks. A question the glosses do not answer is left.
"""

from __future__ import annotations

import re
from functools import lru_cache

from gpt_home.skills.word_lookups import CLAUSE_CUT, animal_names, clean_gloss, gloss_names, question
from gpt_home.skills.wordnet_data import Synset, WordNet, answered, fail_soft, parse_line, raw_definition

MAX_WORDS = 14
ANIMAL, GROUP = b"05 ", b"14 "
ANIMAL_FILE = 5  # noun.animal, as a sense's lexicographer file number
_ANIMAL = r"(?P<animal>[a-z]+(?: [a-z]+)?)"
_SEX = r"(?P<sex>male|female)"
_ASKED_SEX = (re.compile(rf"^what (?:do you|do we|do they|does one) call (?:a |an |the )?{_SEX} {_ANIMAL}$"),
              re.compile(rf"^what (?:is|are) (?:a |an |the )?{_SEX} {_ANIMAL} called$"),
              re.compile(rf"^what is the (?:name|word) for (?:a |an |the )?{_SEX} {_ANIMAL}$"),
              re.compile(rf"^(?:a |an |the )?{_SEX} {_ANIMAL} is called what$"))
_ASKED_GROUP = (re.compile(rf"^what (?:do you|do we|do they|does one) call a (?:group|bunch|lot) of {_ANIMAL}$"),
                re.compile(rf"^what is a (?:group|bunch) of {_ANIMAL} called$"),
                re.compile(rf"^what is the (?:name|word|collective noun) for a (?:group|bunch) of {_ANIMAL}$"),
                re.compile(rf"^a (?:group|bunch) of {_ANIMAL} is called what$"))
_SEXED = re.compile(r"^(?:an? |the )?(?:adult |mature |uncastrated adult |full-grown )?(?P<sex>male|female) (?:of )?"
                    r"(?:a wild or domestic |any member of the |various |certain )?(?:an? |the )?(?P<rest>.+)$")
_GROUPED = re.compile(r"^(?:an? |the )?(?:large |small )?(?:group|flock|herd|pack|school|swarm|pride|gaggle|shoal|"
                      r"colony|troop|pod|litter|brood|covey) of (?P<rest>.+)$")
_A_USE = re.compile(r"\b(?:breeding|spawning|spawned|second year|castrated|used for|kept for|hunting together|"
                    r"recently|moving together|from which)\b")
_NOT_SAID = frozenset({"bitch"})  # right, but not a word an assistant says to a household


@lru_cache(maxsize=1)
def _tables(wordnet: WordNet) -> tuple[tuple[tuple[Synset, str, tuple[str, ...]], ...],
                                       tuple[tuple[Synset, tuple[str, ...]], ...]]:
    """(sense, sex, animals) for every sexed animal sense; (sense, animals) for every named group of animals."""
    sexed, groups = [], []
    with (wordnet.root / "data.noun").open("rb") as handle:
        for raw in handle:
            if raw[9:12] not in (ANIMAL, GROUP):
                continue
            gloss = clean_gloss(raw_definition(raw))
            match = (_SEXED if raw[9:12] == ANIMAL else _GROUPED).match(gloss)
            if match is None or _A_USE.search(gloss):
                continue
            synset = parse_line(raw.decode(), "n")  # only the few lines that name a sex or a group
            if synset.words[0] in _NOT_SAID:
                continue
            if raw[9:12] == ANIMAL:
                sexed.append((synset, match.group("sex"), tuple(gloss_names(CLAUSE_CUT.sub("", match.group("rest"))))))
            else:
                groups.append((synset, tuple(gloss_names(CLAUSE_CUT.sub("", match.group("rest"))))))
    return tuple(sexed), tuple(groups)


def _own(wordnet: WordNet, animal: str) -> tuple[set[str], set[str]] | None:
    """The asked animal's own words (with their base forms) and its kinds' words."""
    names = animal_names(wordnet, animal)
    if names is None:
        return None
    own = set(names[0])
    for name in list(own):
        own.update(wordnet.base_forms(name, "n"))
    return own, names[1]


def _tier(wordnet: WordNet, of: tuple[str, ...], own: set[str], kinds: set[str]) -> int | None:
    """0: the gloss names the animal in full ("drake: male of a duck"); 1: by its last word ("wood drake: male wood
    duck"); 2: by one of its kinds ("mare: female equine animal" for a horse, an equine); None: another animal."""
    phrases, last_words = of[0::2], of[1::2]
    if _any_own(wordnet, phrases, own):
        return 0
    if _any_own(wordnet, last_words, own):
        return 1
    return 2 if kinds & {w for p in phrases for w in p.split()} else None


def _any_own(wordnet: WordNet, words: tuple[str, ...], own: set[str]) -> bool:
    """One of ``words`` or one of its base forms is among ``own``: a form is looked up only when it is one of them
    (every gloss of the tables is tried: a seek per form made a group question 50 ms of CPU)."""
    return any(w in own or any(f in own and wordnet.offsets(f, "n") for f in wordnet.form_candidates(w, "n"))
               for w in words)


def _first_animal(wordnet: WordNet, name: str) -> int | None:
    """The offset of ``name``'s first noun sense when that sense is an animal of no sex ("tabby: a cat with a grey
    or tawny coat mottled with black"), else None ("stag: adult male deer" or "hart: male red deer" are both)."""
    first = wordnet.synsets(name, "n")[:1]
    if not first or first[0].lexname != ANIMAL_FILE or re.search(r"\b(?:fe)?male\b", first[0].definition):
        return None
    return first[0].offset


def _said(wordnet: WordNet, found: list[tuple[int, Synset]]) -> str | None:
    """The commonest name found, leaving a name whose first sense is another animal ("tabby" is first a striped
    cat, only second "female domestic cat": no answer a household would take for what a female cat is called)."""
    found = [(t, s) for t, s in found if _first_animal(wordnet, s.words[0]) in (None, s.offset)]
    if not found:
        return None
    found.sort(key=lambda ts: (ts[0], -wordnet.tagged(ts[1].words[0], "n"), len(ts[1].definition)))
    return found[0][1].words[0]


def _article(name: str) -> str:
    return "an" if re.match(r"(?!ew|eu)[aeio]|u(?!ni|se|su|ra|re|ro|t)", name) else "a"


def _kind_of(wordnet: WordNet, sense: Synset) -> set[str]:
    """The words of what ``sense`` is a kind of: a name found by the asked animal's kind must be a kind of it too
    ("tom: male cat" is a domestic cat, no name for a male lion; "mare: female equine animal" is a horse, none for
    a zebra)."""
    return {w.lower() for p in sense.linked("@") for w in wordnet.synset(p.offset, "n").words}


def sexed(wordnet: WordNet, sex: str, animal: str) -> str | None:
    """'A male duck is called a drake.'"""
    names = _own(wordnet, animal)
    if names is None:
        return None
    own, kinds = names
    form = next(iter(wordnet.base_forms(animal, "n")), animal)
    found = [(tier, s) for s, s_sex, of in _tables(wordnet)[0]
             if s_sex == sex and s.words[0].lower() not in (f"{sex} {form}", form)
             and (tier := _tier(wordnet, of, own, kinds)) is not None
             and (tier < 2 or _kind_of(wordnet, s) & (own | kinds))]
    name = _said(wordnet, found)
    return f"A {sex} {form} is called {_article(name)} {name}." if name else None


def group(wordnet: WordNet, animals: str) -> str | None:
    """'A group of lions is called a pride.': the animal's own words only, never its kinds."""
    names = _own(wordnet, animals)
    if names is None:
        return None
    found = [(tier, s) for s, of in _tables(wordnet)[1] if (tier := _tier(wordnet, of, names[0], set())) is not None]
    name = _said(wordnet, found)
    return f"A group of {animals} is called {_article(name)} {name}." if name else None


@fail_soft
def reply(normalized: str, wordnet: WordNet | None = None) -> str | None:
    """The dictionary's answer when the whole of ``normalized`` asks for a male, female or group name, or None."""
    text = question(normalized, MAX_WORDS)
    if text is None:
        return None
    for pattern in _ASKED_SEX:
        if match := pattern.match(text):
            return answered(wordnet, sexed, match.group("sex"), match.group("animal"))
    for pattern in _ASKED_GROUP:
        if match := pattern.match(text):
            return answered(wordnet, group, match.group("animal"))
    return None
