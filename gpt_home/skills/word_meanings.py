"""What a word means, its opposite, another word for it, and whether an animal is a mammal, a bird ... (issue 15:
the bundled model guesses these and is often wrong), answered from WordNet (``wordnet_data``), so any word the
dictionary knows is answered, not a hand-picked list.

- "what is a tadpole", "whats an axolotl", "what does zymurgy mean", "define photosynthesis", "what is the meaning
  of the word calf": the commonest sense's gloss, read as a sentence ("A tadpole is a larval frog or toad.");
- "whats the opposite of hot", "what is the antonym of happy", "opposite of up": WordNet's antonym of the commonest
  sense that has one ("The opposite of hot is cold.");
- "another word for big", "whats a synonym for happy", "give me a different word for fast": the other words of the
  first senses that are themselves common (tagged in text), at most three;
- "is a whale a fish", "is a bat a mammal", "are spiders insects": the animal sense's kinds; no says what it is.

Only a question whose whole shape is one of these is read, and only about one plain word or a compound WordNet
knows ("what is a good film", "what is a timer for five minutes", "what is the time" are not: "the" and two-word
phrases that are no compound are left). A reading that is not sure stays silent: no sense, a gloss that is jargon or
too long to say, two animal senses that disagree. Pure but for the reads of the database; ``knowledge_readings``
wraps the reply into the dialogue's reading.
"""

from __future__ import annotations

import re

from gpt_home.skills.wordnet_data import Synset, WordNet, _exceptions, open_wordnet

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


def _sense(wordnet: WordNet, word: str, pos: str) -> tuple[str, Synset] | None:
    """The commonest sense of ``word`` (or its base form) as ``pos``, and the form found."""
    for form in wordnet.base_forms(word, pos):
        senses = wordnet.synsets(form, pos)
        if senses:
            return form, senses[0]
    return None


# lexicographer files: what a household means by "what is a ..." is a thing, a creature, a body part, stuff ...
_CONCRETE = frozenset((5, 6, 8, 13, 17, 19, 20, 27))
# ... rather than a group, an idea, a feeling, a state, a place, a trait, an act, a message (WordNet's commonest
# "battery" is a group of guns, its commonest "heart" the locus of feelings)
_ABSTRACT = frozenset((4, 7, 9, 10, 11, 12, 14, 15, 23, 26))
_FOOD, ANIMAL_OR_PLANT = 13, frozenset((5, 20))
_CLAUSE_END = re.compile(r"\b(?:that|which|who|having|with|of|in|from|lacking|used|for|by|on|to|at)\b|,")


def _household_sense(wordnet: WordNet, form: str) -> Synset | None:
    """Of the first three senses, those named first by ``form`` itself ('volcano' before the 'vent' that is also
    called so; the whale before the dolphinfish for 'dolphin'); of those WordNet's commonest, unless it is abstract
    or food and a later one is a concrete thing or a living one (the octopus before its tentacles as food)."""
    senses = wordnet.synsets(form, "n")[:3]
    own = [s for s in senses if s.words[0].lower() == form]
    if not own:
        return senses[0]  # "h2o": only ever another word's sense (water)
    if own[0] is not senses[0] and own[0] is not senses[1]:
        return None  # "mole": the unit, the spy, then the sauce: too scattered to pick one
    first = own[0]
    if first.lexname in _ABSTRACT:
        return next((s for s in own if s.lexname in _CONCRETE), first)
    if first.lexname == _FOOD:
        return next((s for s in own if s.lexname in ANIMAL_OR_PLANT and s.lexname == 5), first)
    return first


def _plural_gloss(said: str) -> bool:
    """Whether the gloss names its thing in the plural ('short-legged flightless birds of ...')."""
    head = _CLAUSE_END.split(said)[0].split()
    return bool(head) and head[0] not in ("a", "an", "the", "any", "one") and re.search(r"[^siu]s$", head[-1]) is not None


def _plural(wordnet: WordNet, form: str) -> str:
    if form in _exceptions(wordnet.root, "n") or form.endswith("a"):
        return form  # "bacteria", "phenomena": already the plural
    irregular = next((plural for plural, bases in _exceptions(wordnet.root, "n").items() if form in bases), None)
    if irregular:
        return irregular
    if re.search(r"(?:s|x|z|ch|sh)$", form):
        return form + "es"
    return form[:-1] + "ies" if re.search(r"[^aeiou]y$", form) else form + "s"


def definition(wordnet: WordNet, word: str, article: bool) -> str | None:
    """'A tadpole is a larval frog or toad.' (a noun); 'To abandon means to forsake, leave behind.' (a verb)."""
    if word in _NOT_WORDS or any(w in _NOT_WORDS for w in word.split()[:1]):
        return None
    noun, verb, adjective = (_sense(wordnet, word, pos) for pos in ("n", "v", "a"))
    tags = {pos: wordnet.tagged(found[0], pos) if found else -1
            for pos, found in (("n", noun), ("v", verb), ("a", adjective))}
    if not article and verb is not None and tags["v"] > max(tags["n"], tags["a"]):
        said = _spoken(verb[1].definition)  # "what does abandon mean": the verb, the commoner reading
        return f"To {verb[0]} means to {said}." if said else None
    if not article and adjective is not None and tags["a"] > max(tags["n"], tags["v"]):
        said = _spoken(adjective[1].definition)
        return f"{adjective[0].capitalize()} means {said}." if said else None
    if noun is None:
        return None
    form, sense = noun[0], _household_sense(wordnet, noun[0])
    if sense is None:
        return None
    if sense.linked(PERSON_INSTANCE) or any(w[:1].isupper() for w in sense.words[:1]):
        return None  # a person or place by that name: not a word to define
    said = _spoken(sense.definition)
    if said is None:
        return None
    if said.startswith("young of") or re.match(r"^(?:[a-z]+est|most|least)\b", said):
        said = "the " + said
    elif _plural_gloss(said):
        if not article:
            return None
        return f"{_plural(wordnet, form).capitalize()} are {said}."  # "Penguins are short-legged flightless birds"
    elif article and not re.match(r"^(?:an?|the|any|one|some|an?other|each|either|that|something|someone|anything)"
                                  r"\b", said):
        said = f"{_article(said)} {said}"
    spelled = next((w for w in sense.words if w.lower() == form), form)  # "H2O", as WordNet writes it
    subject = f"{_article(form).capitalize()} {spelled}" if article else spelled[:1].upper() + spelled[1:]
    if spelled.lower() != sense.words[0].lower() and sense.words[0].islower():
        if wordnet.tagged(sense.words[0], "n") > 0:
            return f"{subject} is {sense.words[0]}."  # "what is h2o": the everyday word says it best
    return f"{subject} is {said}."


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
    None when the word's animal senses disagree ("dolphin": the whale and the dolphinfish)."""
    found = _animal_senses(wordnet, thing, plural)
    if found is None or kind not in KINDS:
        return None
    form, senses = found
    answers = {_kind_answer(wordnet, form, sense, kind) for sense in senses}
    return answers.pop() if len(answers) == 1 else None


_COLOUR_ASKED = re.compile(r"^what colou?rs? (?P<verb>is|are) (?P<article>a |an |the )?(?P<word>[a-z]+(?: [a-z]+)??)"
                           r"(?: usually| normally| in real life)?$")
COLOURS = ("red", "orange", "yellow", "green", "blue", "purple", "violet", "pink", "brown", "black", "white", "grey",
           "gray", "golden", "silver", "scarlet", "crimson")
_COLOUR = re.compile(rf"(?<![a-z-])(?:{'|'.join(COLOURS)})(?![a-z])")
_AFTER_HEAD = re.compile(r"\b(?:having|with|that|which|of|from|in|on|used|when|resembling|like|except)\b")


def colour(wordnet: WordNet, word: str, article: str, plural: bool) -> str | None:
    """'A banana is yellow.', 'Emeralds are green.': the colours the gloss of one of the word's first two senses
    gives the thing itself (before its first "having", "with", "of" ...: not "a thrush having a rust-red breast")."""
    if word.split()[0] in _NOT_WORDS:
        return None
    for form in wordnet.base_forms(word, "n"):
        for sense in wordnet.synsets(form, "n")[:2]:
            head = _AFTER_HEAD.split(re.split(r"[;:]", sense.definition)[0])[0]
            found = list(dict.fromkeys(_COLOUR.findall(head)))
            if found:
                joined = " and ".join(found) if "-and-" in head else " or ".join(found)
                if plural:
                    return f"{word[:1].upper() + word[1:]} are {joined}."
                subject = f"{article.strip()} {form}" if article else form
                return f"{subject[:1].upper() + subject[1:]} is {joined}."
        return None
    return None


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
    match = _COLOUR_ASKED.match(text)
    if match:
        wordnet = wordnet or open_wordnet()
        plural = match.group("verb") == "are" and not match.group("article")
        return colour(wordnet, match.group("word"), match.group("article") or "", plural) if wordnet else None
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
            return definition(wordnet, word, article=pattern is _DEFINE[0] or pattern is _DEFINE[4])
    return None
