"""How many legs an animal has, read off WordNet's kinds: "how many legs does a spider have" -> "A spider has eight
legs.", "how many legs do ants have" -> "Ants have six legs.", "how many legs has a crab got" -> "A crab has ten legs.".

The bundled model guessed every such number wrong (bench/requests_eval.py: eight-legged spiders became 2.5 feet), so
the reply guard replaces its numbers with "I'm not sure"; here the answer comes from the animal's kind in WordNet
(its noun.animal sense and the kinds above it): an arachnid has eight legs, an insect six, a decapod crustacean ten,
a bird two, a snake and a fish none, and any other mammal, reptile or amphibian four; an octopus has eight arms. The
kinds whose legs vary or are not called legs (primates, whales, seals, bats, kangaroos, centipedes, other molluscs,
worms) are not answered: the guard's honest line stands. ``knowledge_readings`` makes ``reply`` a reading.
"""

from __future__ import annotations

import re

from gpt_home.skills.wordnet_data import WordNet, answered, asked_about, fail_soft

ANIMAL_FILE = 5  # noun.animal
MAX_WORDS = 14
_ASKED = (
    re.compile(r"^how many (?P<limbs>legs|feet|arms|tentacles) (?P<verb>does|do|has|have) (?:a |an |the )?(?P<animal>[a-z]+(?: [a-z]+)?) "
               r"(?:have|got|have got)$"),
    re.compile(r"^how many (?P<limbs>legs|feet|arms|tentacles) (?P<verb>has|have) (?:a |an |the )?(?P<animal>[a-z]+(?: [a-z]+)?)(?: got)?$"),
    re.compile(r"^how many (?P<limbs>legs|feet|arms|tentacles) (?P<verb>is|are) (?:there )?on (?:a |an |the )?(?P<animal>[a-z]+(?: [a-z]+)?)$"),
    re.compile(r"^(?:a |an |the )?(?P<animal>[a-z]+(?: [a-z]+)?) (?P<verb>has|have) how many (?P<limbs>legs|feet|arms|tentacles)$"),
    # "(do you know) how many legs a spider has", "how many legs on a spider", "spiders how many legs do they have"
    re.compile(r"^how many (?P<limbs>legs|feet|arms|tentacles) (?:a |an |the )?(?P<animal>[a-z]+(?: [a-z]+)?) (?P<verb>has|have)(?: got)?$"),
    re.compile(r"^how many (?P<limbs>legs|feet|arms|tentacles) (?P<verb>on) (?:a |an |the )?(?P<animal>[a-z]+(?: [a-z]+)?)$"),
    re.compile(r"^(?:a |an |the )?(?P<animal>[a-z]+(?: [a-z]+)?) how many (?P<limbs>legs|feet|arms|tentacles) (?P<verb>do|does) "
               r"(?:they|it) have$"),
)
# The kinds that settle it, nearest first wins; None: the legs vary or are no legs ("a whale", "a human").
_KINDS: tuple[tuple[str, int | None], ...] = (
    ("octopus", 8), ("primate", None), ("cetacean", None), ("pinniped mammal", None), ("sea cow", None),
    ("bat", None), ("kangaroo", None), ("wallaby", None), ("myriapod", None), ("caecilian", None),
    ("legless lizard", None), ("echinoderm", None), ("worm", None), ("mollusk", None),
    ("arachnid", 8), ("insect", 6), ("decapod crustacean", 10), ("bird", 2), ("snake", 0), ("fish", 0),
    ("mammal", 4), ("reptile", 4), ("amphibian", 4),
)
_NOT_ANIMALS = frozenset("my our your his her their this that these those it they you we".split())
_NUMBERS = {0: "no", 2: "two", 4: "four", 6: "six", 8: "eight", 10: "ten"}


def legs(wordnet: WordNet, animal: str) -> int | None:
    """The number of legs of ``animal`` (plain, singular or plural) by its kind, or None (no animal, or a kind whose
    legs vary)."""
    for form in wordnet.base_forms(animal, "n"):
        for sense in wordnet.synsets(form, "n")[:2]:
            if sense.lexname != ANIMAL_FILE:
                continue
            kinds = {word.lower() for kind in (sense, *wordnet.hypernyms(sense)) for word in kind.words}
            for kind, number in _KINDS:
                if kind in kinds:
                    return number
            return None
    return None


def _answer(wordnet: WordNet, animal: str, plural: bool) -> str | None:
    number = legs(wordnet, animal)
    if number is None:
        return None
    limbs = "arms" if "octopus" in animal else "legs"
    if plural:
        return f"{animal[:1].upper()}{animal[1:]} have {_NUMBERS[number]} {limbs}."
    article = "An" if animal[:1] in "aeiou" else "A"
    return f"{article} {animal} has {_NUMBERS[number]} {limbs}."


@fail_soft
def reply(normalized: str, wordnet: WordNet | None = None) -> str | None:
    """The answer when the whole of ``normalized`` asks how many legs an animal has, or None ("how many legs does my
    dog have": the household's own animal is not answered)."""
    if (found := asked_about(normalized, _ASKED, MAX_WORDS, "animal", _NOT_ANIMALS)) is None:
        return None
    animal = found["animal"].removesuffix(" got")
    if found["limbs"] in ("arms", "tentacles") and "octopus" not in animal and "octopi" not in animal:
        return None  # "how many arms does a spider have": legs, not arms; only an octopus's are asked as arms
    plural = found["verb"] in ("do", "have", "are", "on") and animal.endswith("s")
    return answered(wordnet, _answer, animal, plural)
