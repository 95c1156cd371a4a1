"""Questions a dictionary answers backwards, from its glosses (issue 15: the bundled model guesses them): what a baby
animal is called, what a young animal grows into, which animal makes a sound, and who invented, discovered or was
the first to do something. All read from WordNet (``wordnet_data``), so every animal and person it describes is
answered, not a hand-picked list.

- "what do you call a baby cow", "whats a baby kangaroo called", "what is the name for a young horse": the animal
  senses whose gloss says "young (of) X" or "larva of X" for the asked animal, its own words or its kind ("calf:
  young of domestic cattle" for a cow, a kind of cattle). Senses that name a sex ("filly: a young female horse")
  or are a kind of another answer ("bear cub" of "cub") give way; the commonest (tagged in text) wins.
- "what does a tadpole grow into", "what do caterpillars turn into", "what will a calf become": the same glosses
  read forwards ("a larval frog or toad" -> "A tadpole grows into a frog or toad.").
- "what animal says moo", "which animal goes baa", "what makes a quack sound": the sound's gloss ("the sound made
  by a cow or bull").
- "who invented the telephone", "who discovered penicillin": the one person whose gloss says so ("inventor of the
  telephone"); two people or none and the question is left. The first holder of a role ("who was the first man on
  the moon", "the first roman emperor") is ``first_holders``'.

The person glosses are read from the database once (``person_glosses``: at start, or on the first "who" question);
everything else is a few seeks. Pure but for those reads; ``knowledge_readings`` wraps the reply.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from gpt_home.skills import young_names
from gpt_home.skills.person_glosses import people, said
from gpt_home.skills.wordnet_data import Synset, WordNet, answered, fail_soft, parse_line, raw_definition

MAX_WORDS = 16
ANIMAL, PERSON, SOUND_FILES = 5, 18, (10, 11)
TAIL_OFF = re.compile(r"\s+(?:what is (?:it|its|his|her|their) name|whats (?:it|its|his|her) name|what was (?:his|her|"
                   r"its) name|what is it called|whats it called|again|please|then|for my homework|for school|"
                   r"my (?:son|daughter|kids?|granddaughter|grandson|wife|husband) (?:wants|needs) to know)$")
LEAD_IN = re.compile(r"^(?:(?:hey|so|ok|okay|um|quick question|tell me|can you tell me|do you know|i want to know|"
                   r"i wonder|my (?:son|daughter|kids?|granddaughter|grandson) (?:asked|asks|is asking|wants to know|needs to know))"
                   r"\s+)+")
_ANIMAL = r"(?P<animal>[a-z]+(?: [a-z]+)?)"
_BABY = (re.compile(rf"^what (?:do you|do we|do they|does one) call (?:a |an |the )?(?:baby|young) {_ANIMAL}$"),
         re.compile(rf"^what (?:is|are) (?:a |an |the )?(?:baby|young) {_ANIMAL} called$"),
         re.compile(rf"^what is the (?:name|word) (?:for|of) (?:a |an |the )?(?:baby|young) {_ANIMAL}$"),
         re.compile(rf"^(?:a |an )?(?:baby|young) {_ANIMAL} is called what$"),
         re.compile(rf"^what is (?:a |an |the )?(?:baby|young) {_ANIMAL}$"),
         re.compile(rf"^what (?:is|are) (?:the young|babies) of (?:a |an |the )?{_ANIMAL} called$"))
_GROWS = re.compile(rf"^what (?:does|do|will) (?:a |an |the )?{_ANIMAL} (?:grow (?:up )?(?:into|to be)|turn into|"
                    rf"become|change into|develop into|grow up to be|turn in to)(?: when (?:it|they) grows? up)?$")
_SOUND = re.compile(r"^(?:what|which) (?:animal|creature|animals) (?:says|say|goes|makes (?:the sound|a|the)|"
                    r"makes (?:the )?noise) (?P<sound>[a-z]+)(?: sound| noise)?$|"
                    r"^(?:who|what) says (?P<said>[a-z]+)$")
_WHO_DID = re.compile(r"^who (?:was (?:the )?(?:man|woman|person|one|guy|fella|scientist|inventor) (?:that|who) |"
                      r"first )?(?P<verb>invented|discovered|founded|formulated|composed)"
                      r"(?: the| a| an)? (?P<object>[a-z0-9]+(?: [a-z0-9]+){0,3})$")
NOT_THINGS = frozenset("it that this them him her me you us one something anything everything what".split())
_VERB_STEMS = {"invented": "invent", "discovered": "discover", "founded": "found", "formulated": "formulat",
               "composed": "compos"}
_YOUNG = re.compile(r"^(?:an? |the )?(?:young|larval|larva)\b(?: of)?(?: any of (?:several|various)| various| "
                    r"certain| several)?(?: an?| the)? (?P<rest>.+)$")
_LARVA_OF = re.compile(r"\blarva of (?:an? |the )?(?P<rest>.+)$")
_SEXED = re.compile(r"^(?:mature |adult |uncastrated adult )?(?:fe)?male (?:of )?(?:an? )?(?P<kind>[a-z]+(?: [a-z]+)?)")
_SOUND_BY = re.compile(r"\b(?:sounds?|cry|noise|call|crow) (?:made |typical )?(?:by|of) (?:the kind made by )?"
                       r"(?P<maker>(?:an? |the )?[a-z]+(?: [a-z]+)?(?: or (?:an? )?[a-z]+)?)\b")
_GENERIC = re.compile(r"^(?:animals?|mammals?|creatures?|species|kind|sort|type|of|which)$")
_QUALIFIED = re.compile(r"\b(?:male|female|domestic cock|hen)\b")
CLAUSE_CUT = re.compile(r"\s+(?:that|which|who|especially|usually|having|not|under|up to|commonly|in its|one|of the "
                  r"family|of mountain|injurious|mines|destroys|spins|constructs|;).*$")


def clean_gloss(gloss: str) -> str:
    return re.sub(r"\s*\([^)]*\)", "", gloss.split(";")[0]).strip()


def gloss_names(phrase: str) -> list[str]:
    """'domestic cattle' -> ['domestic cattle', 'cattle']; 'frog or toad' -> ['frog', 'toad']; 'a dog or wolf' too."""
    phrase = re.sub(r"^.*?\b(?:such as|e\.g\.)\s+", "", phrase)
    names: list[str] = []
    for part in re.split(r",? (?:or|and) |, ", phrase):
        part = re.sub(r"^(?:an?|the|other|similar)\s+", "", part.strip().strip(":;,.'`"))
        part = re.sub(r"(?:\s+(?:of|which|the|an?))+$", "", part)
        if part and _GENERIC.search(part.split()[-1]):
            part = " ".join(part.split()[:-1])  # "equine animal": an equine; "mammals": no animal named
        if part:
            names += [part, part.split()[-1]]
    return names


@dataclass(frozen=True, slots=True)
class _Animals:
    """What the animal lines of the database give these families, read in one pass at start (``skills.warm_up``) or
    on the first question that needs them (about 0.05 s of CPU, 0.1 MB kept): every young or larva and the animals it
    is the young of, and every gloss clause that starts with a superlative ("tallest living quadruped")."""

    young: tuple[tuple[Synset, tuple[str, ...]], ...]
    superlatives: tuple[tuple[str, str], ...]


_A_SUPERLATIVE = re.compile(r"[a-z]est\b")  # a superset of the clauses read: parsed, then checked


@lru_cache(maxsize=1)
def young_animals(wordnet: WordNet) -> _Animals:
    young, superlatives = [], []
    with (wordnet.root / "data.noun").open("rb") as handle:
        for raw in handle:
            if raw[9:12] != b"05 ":
                continue
            definition = raw_definition(raw)
            gloss = clean_gloss(definition)
            match = _YOUNG.match(gloss) or _LARVA_OF.search(gloss)
            if match is None and not _A_SUPERLATIVE.search(definition):
                continue  # parsed only when the gloss names a young or a superlative
            synset = parse_line(raw.decode(), "n")
            if match:
                young.append((synset, tuple(gloss_names(CLAUSE_CUT.sub("", match.group("rest"))))))
            if synset.words[0].islower():  # not a genus or family ("Saturniidae"): an animal a household names
                superlatives += [(synset.words[0], clause) for clause in _clean_all(synset.definition)
                                 if re.match(r"^(?:the )?[a-z]+est\b", clause)]
    return _Animals(tuple(young), tuple(superlatives))


def animal_names(wordnet: WordNet, animal: str) -> tuple[set[str], set[str], set[int]] | None:
    """The asked animal's own words, its kinds' words (two levels up) and its senses' offsets; None if no animal."""
    for form in wordnet.base_forms(animal, "n"):
        senses = [s for s in wordnet.synsets(form, "n")[:4] if s.lexname == ANIMAL]
        if senses:
            own = {form} | {w.lower() for s in senses for w in s.words}
            for sense in senses:  # "cow: female of domestic cattle": a cow's young is the young of cattle
                sexed = _SEXED.match(clean_gloss(sense.definition))
                own |= set(gloss_names(sexed.group("kind"))) if sexed else set()
            kinds = {w.lower() for s in senses for k in wordnet.hypernyms(s, 2) for w in k.words}
            return own, kinds - own, {s.offset for s in senses}
    return None


def _especially(young: Synset, names: set[str]) -> bool:
    """Whether the young's gloss says it is especially the asked animal's ("chick: young bird especially of domestic
    fowl" for a hen, a fowl): it goes before a young of any bird ("nestling")."""
    said = re.search(r"\bespecially (?:of )?(?P<rest>[a-z ]+)", young.definition)
    return bool(said and names & set(gloss_names(said.group("rest"))))


def baby(wordnet: WordNet, animal: str) -> str | None:
    """'A baby cow is called a calf.'"""
    names = animal_names(wordnet, animal)
    if names is None:
        return young_names.told(animal)  # the young WordNet has no word for ("joey")
    own, kinds, offsets = names
    found = []
    for young, of in young_animals(wordnet).young:
        above = {p.offset for p in young.linked("@")}
        tier = 0 if own & set(of) or above & offsets else 1 if kinds & set(of) else None
        if tier is None or _QUALIFIED.search(young.definition):
            continue
        found.append((tier, young))
    offsets_found = {y.offset for _, y in found}
    found = [(t, y) for t, y in found if not any(p.offset in offsets_found and y.words[0].endswith(
        wordnet.synset(p.offset, "n").words[0]) for p in y.linked("@"))]  # "bear cub" gives way to "cub"
    if not found:
        return young_names.told(animal)
    found.sort(key=lambda ty: (ty[0], not _especially(ty[1], own | kinds), -wordnet.tagged(ty[1].words[0], "n"),
                               len(ty[1].definition)))
    name, animal = found[0][1].words[0], next(iter(wordnet.base_forms(animal, "n")), animal)
    return f"A baby {animal} is called {'an' if name[0] in 'aeiou' else 'a'} {name}."


def grows_into(wordnet: WordNet, young: str) -> str | None:
    """'A tadpole grows into a frog or toad.'"""
    for form in wordnet.base_forms(young, "n"):
        for sense in [s for s in wordnet.synsets(form, "n")[:3] if s.lexname == ANIMAL][:1]:
            match = _YOUNG.match(clean_gloss(sense.definition)) or _LARVA_OF.search(clean_gloss(sense.definition))
            if match is None:
                return None
            adult = CLAUSE_CUT.sub("", match.group("rest")).strip().replace(" and ", " or ")
            if not adult or len(adult.split()) > 5 or re.search(r"\b(?:any|various|several|certain|family)\b", adult):
                return None
            if adult.endswith("cattle"):
                return None  # "young of domestic cattle": "a calf grows into domestic cattle" is no sentence
            if not re.match(r"^(?:an?|the)\b", adult):
                adult = f"{'an' if adult[0] in 'aeiou' else 'a'} {adult}"
            verb = "turns" if "larva" in sense.definition else "grows"
            return f"{'An' if form[0] in 'aeiou' else 'A'} {form} {verb} into {adult}."
    return None


def _is_animal(wordnet: WordNet, word: str) -> bool:
    """Whether one of the first three noun senses of ``word`` (or its base form) is an animal."""
    return any(s.lexname == ANIMAL for form in wordnet.base_forms(word, "n") for s in wordnet.synsets(form, "n")[:3])


def sound_maker(wordnet: WordNet, sound: str) -> str | None:
    """'A cow says moo.' from 'moo: the sound made by a cow or bull'."""
    for sense in wordnet.synsets(sound, "n")[:3]:
        if sense.lexname not in SOUND_FILES:
            continue
        match = _SOUND_BY.search(clean_gloss(sense.definition))
        if match:
            maker = re.split(r" (?:or|and)\b", match.group("maker"))[0].strip()
            if not _is_animal(wordnet, maker.split()[-1]):
                return None  # "buzz: the sound of rapid vibration": no animal makes it in the gloss
            if re.match(r"^(?:an? |the )", maker):
                return f"{re.sub(r'^the ', 'a ', maker).capitalize()} says {sound}."
            return f"{maker.capitalize()} say {sound}."
    return None


_ORDINALS = {"1st": "first", "2nd": "second", "3rd": "third", "4th": "fourth", "5th": "fifth", "6th": "sixth",
             "7th": "seventh", "8th": "eighth", "9th": "ninth", "10th": "tenth"}


def who(wordnet: WordNet, pattern: re.Pattern[str], key: str) -> str | None:
    """'That was Alexander Graham Bell, the United States inventor of the telephone.': one person's gloss says it.
    Only the clauses holding ``key`` (the thing or place asked about, found by a plain search) meet the pattern."""
    index = people(wordnet)
    hits = []
    at = index.text.find(key)
    while at != -1:
        number, start, end = index.clause_at(at)
        if pattern.search(index.text, start, end):
            hits.append(said(wordnet, index, number))
        at = index.text.find(key, end)
    if len({name for name, _, _ in hits}) != 1:
        return None
    name, clause, first = hits[0]
    if clause != first and not re.match(r"^(?:an?|the)\b", clause, re.IGNORECASE):
        return f"That was {name}."  # "...; one for research on radioactivity and another for her discovery of radium"
    clause = re.sub(r"\b(?:1st|2nd|3rd|[4-9]th|10th)\b", lambda m: _ORDINALS[m.group(0)], clause)
    if not re.match(r"^(?:an?|the)\b", clause, re.IGNORECASE):
        clause = "the " + clause
    return f"That was {name}, {clause}."


def _who_pattern(text: str) -> tuple[re.Pattern[str], str] | None:
    """The pattern a person's gloss clause must match for a who-question and the words it must hold; None if the
    text is not one."""
    did = _WHO_DID.match(text)
    if did and did.group("object").split()[0] not in NOT_THINGS:
        stem = _VERB_STEMS[did.group("verb")]
        thing = did.group("object")
        # only an article between: "inventor of the gothic alphabet" is no answer to "who invented the alphabet"
        return re.compile(rf"\b{stem}\w*(?: of)?(?: (?:the|an?))? {re.escape(thing)}\b"), thing
    return None


_SUPERLATIVES = {"biggest": "largest|biggest", "largest": "largest|biggest", "tallest": "tallest",
                 "fastest": "fastest|swiftest", "quickest": "fastest|swiftest", "smallest": "smallest|tiniest",
                 "heaviest": "heaviest", "longest": "longest", "slowest": "slowest"}
_CLASSES = {"animal": "animal|mammal|quadruped|creature", "creature": "animal|mammal|quadruped|creature",
            "mammal": "mammal", "bird": "bird", "fish": "fish", "insect": "insect", "snake": "snake",
            "reptile": "reptile"}
_SUP = "|".join(_SUPERLATIVES)
_CLS = "|".join(_CLASSES)
_WORLD = r"(?: (?:in|on) (?:the world|earth|the planet|the whole world))?"
# "the fastest animal on land", "the biggest creature on the land": the land said after the kind, as a child says it
_ON_LAND = r"(?P<on_land> on (?:the )?land)?"
_MOST = (re.compile(rf"^(?:what|which) (?:is|was) (?:the )?(?P<sup>{_SUP}) (?P<land>land )?(?P<cls>{_CLS}){_ON_LAND}{_WORLD}$"),
         re.compile(rf"^(?:what|which) (?P<land>land )?(?P<cls>{_CLS}) is (?:the )?(?P<sup>{_SUP})(?: one)?{_ON_LAND}"
                    rf"{_WORLD}$"),
         re.compile(rf"^(?:what|which) (?P<land>land )?(?P<cls>{_CLS}) (?:can )?(?:runs?|moves?) (?:the )?"
                    rf"(?P<sup>fastest){_ON_LAND}{_WORLD}$"))


def _clean_all(gloss: str) -> list[str]:
    return [c.strip() for c in re.sub(r"\s*\([^)]*\)", "", gloss).split(";") if c.strip()]


def superlative(wordnet: WordNet, sup: str, cls: str, land: bool) -> str | None:
    """'The giraffe is the tallest living quadruped.': the one animal whose gloss starts a clause so."""
    pattern = re.compile(rf"^(?:the )?(?:{_SUPERLATIVES[sup]}) (?:(?:living|known|extant) )?{'(?:land )?' if land else ''}"
                         rf"(?:{_CLASSES[cls]})s?\b")
    hits = [(name, clause) for name, clause in young_animals(wordnet).superlatives if pattern.match(clause.lower())]
    if len(hits) != 1:
        return None
    name, clause = hits[0]
    return f"The {name} is {clause if clause.startswith('the ') else 'the ' + clause}."


def question(normalized: str, max_words: int) -> str | None:
    """The question itself, lead-in ("quick question", "my son asked") and tail ("please", "for my homework") cut;
    None when nothing is left or it is too long to be one of the word families' questions."""
    text = TAIL_OFF.sub("", LEAD_IN.sub("", normalized)).strip()
    return text if text and len(text.split()) <= max_words else None


@fail_soft
def reply(normalized: str, wordnet: WordNet | None = None) -> str | None:
    """The dictionary's answer when the whole of ``normalized`` is one of these questions, or None."""
    text = question(normalized, MAX_WORDS)
    if text is None:
        return None
    for pattern in _BABY:
        if match := pattern.match(text):
            return answered(wordnet, baby, match.group("animal"))
    if match := _GROWS.match(text):
        return answered(wordnet, grows_into, match.group("animal"))
    if match := _SOUND.match(text):
        return answered(wordnet, sound_maker, match.group("sound") or match.group("said"))
    for pattern in _MOST:
        if match := pattern.match(text):
            land = bool(match.group("land") or match.group("on_land"))
            return answered(wordnet, superlative, match.group("sup"), match.group("cls"), land)
    asked = _who_pattern(text)
    return answered(wordnet, who, *asked) if asked is not None else None
