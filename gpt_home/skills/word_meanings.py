"""What an animal is, a word's opposite, another word for it, and whether an animal is a mammal, a bird ... (issue 15:
the bundled model guesses these and is often wrong), answered from WordNet (``wordnet_data``), so any word the
dictionary knows is answered, not a hand-picked list.

- "what is a tadpole", "whats an axolotl", "define kitten", "what is the meaning of the word calf": the gloss of the
  word's animal sense, read as a sentence ("A tadpole is a larval frog or toad."), only when that animal is the
  word's one dominant sense by WordNet's tag counts. A review heard about one definition in seven as wrong
  (WordNet's commonest "tiger" is a fierce person, its "router" a worker, its "phone" a speech sound, its "lorry"
  a horse-drawn wagon), so every other word, and every colour question, is left to the model or an honest "not sure";
- "whats the opposite of hot", "what is the antonym of happy", "opposite of up": WordNet's antonym of the commonest
  sense that has one ("The opposite of hot is cold.");
- "another word for big", "whats a synonym for happy", "give me a different word for fast": the other words of the
  first senses that are themselves common (tagged in text), at most three, for a word that is its own commonest
  form ("said" is mostly "say": its "aforesaid" is not meant);
- "is a whale a fish", "is a bat a mammal", "are spiders insects": the animal sense's kinds; no says what it is.

Only a question whose whole shape is one of these is read, and only about one plain word or a compound WordNet
knows ("what is a good film", "what is a timer for five minutes", "what is the time" are not: "the" and two-word
phrases that are no compound are left). A reading that is not sure stays silent: no sense, a gloss that is jargon or
too long to say, two animal senses that disagree. Pure but for the reads of the database (a database that cannot be
read answers None: ``wordnet_data.fail_soft``); ``knowledge_readings`` wraps the reply into the dialogue's reading.
"""

from __future__ import annotations

import re

from gpt_home.skills.wordnet_data import Synset, WordNet, fail_soft, open_wordnet

MAX_WORDS = 12
MAX_GLOSS_WORDS = 22
ANIMAL = 5  # lexicographer file noun.animal
PERSON_INSTANCE = "@i"

_FILLERS = re.compile(r"^(?:(?:hey|so|ok|okay|quick question|tell me|can you tell me|do you know|i want to know|"
                      r"i wonder|please)\s+)+|\s+(?:please|again|then|exactly)$")
_WORD = r"(?P<word>[a-z][a-z0-9]*(?: [a-z][a-z0-9]*){0,2})"
_DEFINE = (
    re.compile(rf"^what (?:is|are) (?:a|an) {_WORD}$"),
    re.compile(rf"^what does (?:the word )?{_WORD} mean$"),
    re.compile(rf"^what is the meaning of (?:the word )?{_WORD}$"),
    re.compile(rf"^(?:define|definition of|whats the definition of|what is the definition of) (?:the word )?{_WORD}$"),
    re.compile(rf"^what is (?:a|an) {_WORD} exactly$"),
    re.compile(rf"^what is the word {_WORD}$"),
    re.compile(r"^what is (?P<word>[a-z][a-z0-9]*)$"),  # bare: one word that is only ever a noun
)
_OPPOSITE = re.compile(rf"^(?:what is |whats |tell me |give me )?(?:the )?(?:opposite|antonym)(?: word)? (?:of|for|to) "
                       rf"(?:the word )?{_WORD}$")
_SYNONYM = re.compile(r"^(?:what is |whats |tell me |give me |what would be )?(?:(?:an?other|a different|a) "
                      r"(?:word|synonym|name)|(?:a |the )?synonyms?|(?:some )?other words) (?:for|of) (?:the word )?"
                      + _WORD + "$")
_KIND = re.compile(r"^(?:is (?:a|an) (?P<one>[a-z][a-z ]*?) (?:a|an) (?P<kind>[a-z]+)|"
                   r"are (?P<many>[a-z][a-z ]*?) (?P<kinds>[a-z]+))$")
# what a bare "what is X" would too often mean something else by: pronouns, time words, small talk
_NOT_WORDS = frozenset("it this that there here up new next wrong right on going happening today tomorrow tonight "
                       "yesterday now then time date day weather news love life best worst your my his her our their "
                       "what who which the a an me you we they them us timer alarm reminder list one".split())
# animal classes a household asks about, by WordNet's word for each
KINDS = {"mammal": "mammal", "mammals": "mammal", "bird": "bird", "birds": "bird", "fish": "fish", "fishes": "fish",
         "insect": "insect", "insects": "insect", "reptile": "reptile", "reptiles": "reptile",
         "amphibian": "amphibian", "amphibians": "amphibian", "arachnid": "arachnid", "arachnids": "arachnid",
         "crustacean": "crustacean", "crustaceans": "crustacean", "mollusc": "mollusk", "molluscs": "mollusk",
         "mollusk": "mollusk", "mollusks": "mollusk", "marsupial": "marsupial", "marsupials": "marsupial",
         "rodent": "rodent", "rodents": "rodent", "primate": "primate", "primates": "primate"}
_KIND_NAMES = {"mollusk": "mollusc"}


def _spoken(gloss: str) -> str | None:
    """A gloss as it can be said: its first clause, no brackets, no jargon; None when nothing plain is left."""
    text = re.sub(r"\s*\([^)]*\)", "", re.split(r"[;:]", gloss)[0]).strip().rstrip(",").strip()
    text = text.replace("`", "'").replace(" e.g.", " for example")
    if not text or len(text.split()) > MAX_GLOSS_WORDS or re.match(r"^(?:used|of|in|informal|slang|a member of the "
                                                                     r"genus|any of the genus)\b", text):
        return None
    return text


def _article(word: str) -> str:
    return "an" if re.match(r"[aeio]|u(?!ni|se|su|ra|re|ro|t)", word) else "a"


# a rival sense the word names itself that a household may well mean though WordNet never saw it tagged: a thing, a
# food, a person ("charger": the horse has 3 tags, the battery charger none)
_EVERYDAY_RIVALS = frozenset((6, 13, 18))
DOMINANCE = 5  # the animal sense's tags at least this many times every other sense's together
RARE_TAGS = 10  # ... and at least this many when the word names an everyday rival sense too


def _dominant_animal(wordnet: WordNet, word: str) -> tuple[str, Synset] | None:
    """The word's animal sense when a household can only mean that one: WordNet's first noun sense is an animal
    named first by the word itself, and it was seen tagged in text at least five times as often as every other
    sense of the word together (verbs and adjectives too), or it is the word's only sense. A review found WordNet's
    commonest sense is often not the household's ("tiger": a fierce person, "slug": a unit of mass, "router": a
    worker, "phone": a speech sound), so anything but an animal, and any word with rival senses, stays silent."""
    for form in wordnet.base_forms(word, "n"):
        senses = wordnet.synsets(form, "n")
        if not senses:
            continue
        first = senses[0]
        if first.lexname != ANIMAL or first.words[0].lower() != form or first.linked(PERSON_INSTANCE):
            return None
        rivals = len(senses) - 1 + sum(len(wordnet.offsets(form, pos)) for pos in ("v", "a", "r"))
        if rivals:
            counts = wordnet.sense_counts(form)
            own = counts.get(("n", 1), 0)
            named = [s for s in senses[1:] if s.words[0].lower() == form and s.lexname in _EVERYDAY_RIVALS]
            if own < (RARE_TAGS if named else 1) or own < DOMINANCE * (sum(counts.values()) - own):
                return None  # "queen": 16 tags to 5; "charger": 3 tags, and the untagged phone charger
        return form, first
    return None


_CLAUSE_END = re.compile(r"\b(?:that|which|who|having|with|of|in|from|lacking|used|for|by|on|to|at)\b|,")


def _plural_gloss(said: str) -> bool:
    """Whether the gloss may name its thing in the plural ('short-legged flightless birds of ...')."""
    head = _CLAUSE_END.split(said)[0].split()
    return bool(head) and head[0] not in ("a", "an", "the", "any", "one") and any(
        re.search(r"[^siu]s$", w) for w in head)


def definition(wordnet: WordNet, word: str) -> str | None:
    """'A tadpole is a larval frog or toad.': only an animal that is the word's one dominant sense (see
    ``_dominant_animal``), said in the singular; anything else is left (an honest "not sure" beats a wrong sense)."""
    if word in _NOT_WORDS or any(w in _NOT_WORDS for w in word.split()[:1]):
        return None
    found = _dominant_animal(wordnet, word)
    if found is None:
        return None
    form, sense = found
    said = _spoken(sense.definition)
    if said is None or _plural_gloss(said):
        return None  # "solid-hoofed herbivorous quadruped domesticated since prehistoric times": one or many?
    if said.startswith("young of") or re.match(r"^(?:[a-z]+est|most|least)\b", said):
        said = "the " + said
    elif not re.match(r"^(?:an?|the|any|one)\b", said):
        said = f"{_article(said)} {said}"
    return f"{_article(form).capitalize()} {form} is {said}."  # "what does tadpole mean" too: a tadpole is ...


def opposite(wordnet: WordNet, word: str) -> str | None:
    """'The opposite of hot is cold.': the first sense (adjective, then adverb, verb, noun) with an antonym."""
    for pos in ("a", "r", "v", "n"):
        for form in wordnet.base_forms(word, pos)[:1] if pos != "a" else [word] if wordnet.offsets(word, "a") else []:
            for sense in wordnet.synsets(form, pos)[:3]:
                number = next((i + 1 for i, w in enumerate(sense.words) if w.lower() == form), 0)
                for pointer in sense.linked("!"):
                    if pointer.source in (0, number):
                        other = wordnet.synset(pointer.offset, pointer.pos)
                        name = other.words[pointer.target - 1] if pointer.target else other.words[0]
                        return f"The opposite of {word} is {name}."
    return None


def synonyms(wordnet: WordNet, word: str) -> str | None:
    """'Other words for big are large and great.': common words sharing one of the word's first two senses."""
    commonest = max(((wordnet.tagged(form, pos), form) for pos in ("a", "v", "n", "r")
                     for form in wordnet.base_forms(word, pos)), default=(0, word))[1]
    if commonest != word:
        return None  # "said" is mostly "say": its adjective ("aforesaid") is not what a household means
    for pos in ("a", "v", "n", "r"):
        found: list[str] = []
        for sense in wordnet.synsets(word, pos)[:2]:
            found += [w for w in sense.words if w.lower() != word and w not in found and " " not in w
                      and w.islower() and wordnet.tagged(w, pos) > 0 and wordnet.offsets(w, pos)[:1] == (sense.offset,)]
        if found:
            found = found[:3]
            if len(found) == 1:
                return f"Another word for {word} is {found[0]}."
            return f"Other words for {word} are {', '.join(found[:-1])} and {found[-1]}."
        if wordnet.offsets(word, pos):
            return None  # the word's main part of speech has no common synonym: not another reading's
    return None


def _animal_senses(wordnet: WordNet, word: str, plural: bool) -> tuple[str, list[Synset]] | None:
    forms = wordnet.base_forms(word, "n")
    for form in forms[1:] + forms[:1] if plural else forms:  # "are cows mammals": cow, before the lemma "cows"
        senses = [s for s in wordnet.synsets(form, "n")[:4] if s.lexname == ANIMAL]
        if senses:
            return form, senses
    return None


def _kind_answer(wordnet: WordNet, form: str, sense: Synset, kind: str) -> str:
    names = [w.lower() for s in wordnet.hypernyms(sense) for w in s.words]
    class_name = KINDS[kind]
    spoken_class = _KIND_NAMES.get(class_name, class_name)
    subject = f"{_article(form)} {form}"
    if class_name in names:
        return f"Yes, {subject} is {_article(spoken_class)} {spoken_class}."
    nearest = next((_KIND_NAMES.get(n, n) for n in names if n in KINDS.values()), None)
    if nearest is None:
        return f"No, {subject} is not {_article(spoken_class)} {spoken_class}."
    return f"No, {subject} is not {_article(spoken_class)} {spoken_class}; it is {_article(nearest)} {nearest}."


def kind_of(wordnet: WordNet, thing: str, kind: str, plural: bool = False) -> str | None:
    """'Yes, a bat is a mammal.' / 'No, a whale is not a fish; it is a mammal.' for an animal and an animal class;
    when its animal senses disagree, the animal named so first ("dolphin": the whale, not the dolphinfish, whose
    other name it is); None when those still disagree."""
    found = _animal_senses(wordnet, thing, plural)
    if found is None or kind not in KINDS:
        return None
    form, senses = found
    answers = {_kind_answer(wordnet, form, sense, kind) for sense in senses}
    if len(answers) > 1:  # "dolphin": the animal named so first, not the one it is another name of (dolphinfish)
        own = [sense for sense in senses if sense.words[0].lower() == form]
        answers = {_kind_answer(wordnet, form, sense, kind) for sense in own}
    return answers.pop() if len(answers) == 1 else None


@fail_soft
def reply(normalized: str, wordnet: WordNet | None = None) -> str | None:
    """The dictionary's answer to ``normalized`` when its whole shape is one of the word questions, or None."""
    text = _FILLERS.sub("", normalized).strip()
    if not text or len(text.split()) > MAX_WORDS:
        return None
    match = _KIND.match(text)
    if match and (match.group("kind") or match.group("kinds")) in KINDS:
        wordnet = wordnet or open_wordnet()
        thing = match.group("one") or match.group("many")
        kind = match.group("kind") or match.group("kinds")
        return kind_of(wordnet, thing, kind, plural=match.group("many") is not None) if wordnet else None
    for pattern, answer in ((_OPPOSITE, opposite), (_SYNONYM, synonyms)):
        match = pattern.match(text)
        if match:
            wordnet = wordnet or open_wordnet()
            word = match.group("word")
            return answer(wordnet, word) if wordnet and len(word.split()) == 1 else None
    for pattern in _DEFINE:
        match = pattern.match(text)
        if match:
            wordnet = wordnet or open_wordnet()
            word = match.group("word")
            if wordnet is None or (" " in word and not wordnet.offsets(word, "n")):
                return None  # "a good film": two words that are no compound
            if pattern is _DEFINE[-1] and any(wordnet.offsets(word, pos) for pos in ("v", "a", "r")):
                return None  # "what is up", "what is left": a bare word that is not only a noun means more
            return definition(wordnet, word)
    return None
