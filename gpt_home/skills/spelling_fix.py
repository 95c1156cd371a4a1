"""Never spell a misspelling back: the word to spell checked against the words English has.

A person asking for a spelling often says the word the way they would (wrongly) write it: "spell seperate", "is it
seperate or separate, spell it properly", "how do you spell recieve". Spelling that back is a false answer. Two
checks, both against WordNet's word index (``wordnet_data``) and the short list of commonly misspelled words
(``spelled_words.COMMON_WORDS``, which also holds the function words WordNet leaves out, "which", "whether"):

- ``corrected``: a word that is no English word and lies a letter or two from exactly one commonly misspelled word is
  that word ("seperate" -> "separate", "recieve" -> "receive"); a real word ("weather", "defiantly") or a name is
  kept as said (never a guess beyond the list);
- ``topic_remark``: the word said first, a remark about it, then the ask with a pronoun ("silhouette trips me up
  every time, give me its letters", "beautiful always catches me out how is it spelt");
- ``choice``: two spellings joined by "or" ("seperate or separate", "silhouete or silhouette") where exactly one is an
  English word and the two are alike: the real one is spelled. Two real words ("weather or whether", "tea or coffee")
  are not read here.

With no WordNet database only the list decides (a word off the list is kept as said). Pure but for the reads.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from difflib import SequenceMatcher
from functools import lru_cache

from gpt_home.skills import misspelling_shapes
from gpt_home.skills.spelled_words import COMMON_WORDS
from gpt_home.skills.wordnet_data import READ_ERRORS, open_wordnet
from gpt_home.skills.words_beyond_wordnet import KNOWN, USUAL_NAMES

Reading = tuple[str, dict[str, str]]

# a misspelling is this close to its word (seperate/separate 0.88, recieve/receive 0.86, definately/definitely 0.84)
_NEAR = 0.8
_ALIKE = 0.75  # two spellings of one word in a choice (as ``spelling_choice``)
_OR = re.compile(r"\b([a-z]{4,}) or ([a-z]{4,})\b")
# the choice is a spelling question only with a spelling cue somewhere in the sentence
_CUE = re.compile(r"\b(?:spel(?:l|ls|led|lt|t|ling)|letters?|(?:right|correct|proper)(?:ly)?|write|written|writing)\b")


@lru_cache(maxsize=256)
def is_word(word: str) -> bool | None:
    """Whether ``word`` is an English word (the list, or WordNet under any part of speech); None: cannot tell."""
    word = word.lower()
    if word in COMMON_WORDS or word in KNOWN:  # "quinoa", "siobhan": words WordNet lacks (words_beyond_wordnet)
        return True
    wordnet = open_wordnet()
    if wordnet is None:
        return None
    try:
        return any(wordnet.base_forms(word, pos) for pos in "nvar")
    except READ_ERRORS:
        return None


def corrected(word: str) -> str:
    """``word``, or the one commonly misspelled word it is a misspelling of."""
    plain = word.strip().lower()
    if not plain.isalpha() or len(plain) < 4 or is_word(plain) is not False:
        return word
    if (shaped := misspelling_shapes.meant(plain)) is not None:  # "brocoli", "febuary": one way of misspelling
        return shaped
    near = sorted(((SequenceMatcher(None, w, plain).ratio(), w) for w in COMMON_WORDS
                   if abs(len(w) - len(plain)) <= 2 and w[0] == plain[0]), reverse=True)
    near = [n for n in near if n[0] >= _NEAR]
    # one word clearly nearest ("recieve": receive 0.86 before retrieve 0.8); two as near: a guess, kept as said
    if near and (len(near) == 1 or near[0][0] - near[1][0] >= 0.05):
        return near[0][1]
    return word


# English's closed classes, which WordNet (nouns, verbs, adjectives, adverbs) leaves out: "because", "although",
# "their", "would": real words, always spelled
_FUNCTION_WORDS = frozenset("""
because although though unless until their theyre there whose among amongst between myself yourself yourselves
themselves himself herself itself ourselves would could should might must shall cannot into onto upon within without
whilst while whereas whom whoever whomever whatever whichever whenever wherever however everybody everyone everything
something anything anybody anyone nothing nobody somebody someone these those this that what when where which who why
how they them your yours ours hers theirs mine shes hes theyve weve youve youre were isnt arent wasnt werent dont
doesnt didnt cant couldnt wont wouldnt shouldnt mustnt hasnt havent hadnt aint the and for nor else since beside
besides during toward towards versus against despite except beneath underneath throughout alongside unlike onto
""".split())


def unknown(word: str) -> str | None:
    """The honest reply for a word that is no English word and no known misspelling, else None.

    "how do you spell nolij / becos / wooster": the letters heard are a guess at a sound, and spelling them back would
    be a false answer; the word meant cannot be known safely, so ask for it another way. A name heard ("priya") is no
    English word either: its letters are the recogniser's guess, so it is not spelled back as certain."""
    plain = word.strip().lower()
    if (not plain.isalpha() or len(plain) < 4 or plain in _FUNCTION_WORDS or is_word(plain) is not False
            or corrected(plain) != plain):
        return None
    if plain in USUAL_NAMES:  # "how do you spell priya": the usual spelling, said as usual
        return f"{plain.capitalize()} is usually spelled {', '.join(plain.upper())}, though a name can be spelled other ways."
    return (f"I don't know {plain} as a word, so I won't guess its spelling: names and words from other languages "
            "vary. Could you say it another way?")


# the British and the American spelling of one word: "colour / color", "centre / center", "organise / organize",
# "licence / license", "catalogue / catalog", "travelled / traveled"
_UK_US = ((r"our$", "or"), (r"re$", "er"), (r"ise$", "ize"), (r"isation$", "ization"), (r"ence$", "ense"),
          (r"ogue$", "og"), (r"lled$", "led"), (r"lling$", "ling"), (r"yse$", "yze"))


def _british_american(first: str, second: str) -> tuple[str, str] | None:
    """(British, American) when the two are one word's two spellings, else None."""
    for british, american in ((first, second), (second, first)):
        if any(re.search(uk, british) and re.sub(uk, us, british) == american for uk, us in _UK_US):
            return british, american
    return None


def choice(normalized: str) -> Reading | None:
    """("GptSpell", {"word": ...}) for "X or Y" two spellings of one word, exactly one of them a real word; both
    said as right for the British and the American spelling of one word. Said with a spelling cue, or alone ("is it
    pharaoh or pharoah": six words at most)."""
    if not _CUE.search(normalized) and len(normalized.split()) > 6:
        return None
    for found in _OR.finditer(normalized):
        first, second = found.groups()
        if (pair := _british_american(first, second)) is not None and is_word(pair[0]):
            return "GptSaid", {"reply": f"Both are right: {pair[0]} is the British spelling and {pair[1]} the "
                                        f"American one."}
        if first == second or SequenceMatcher(None, first, second).ratio() < _ALIKE:
            continue
        real = [w for w in (first, second) if is_word(w)]
        if len(real) == 1 and all(is_word(w) is not None for w in (first, second)):
            return "GptSpell", {"word": real[0]}
    return None


_REMARK_HEAD = frozenset("trips catches confuses gets throws stumps beats baffles foxes always never "
                         "keeps".split())
_PRONOUN_ASK = re.compile(r"\b(?:(?:its|it is|his|the) letters|letters (?:of|for|in) it|(?:spell|write) it(?: out)?"
                          r"|(?:is )?it (?:spelled|spelt|written))\b")
_NOT_TOPIC = frozenset("it that this what how can could would will please the a an my our his her their your she he "
                       "they we you i im sorry hello hi hey well so and but ok okay right word spelling".split())


def topic_remark(normalized: str) -> Reading | None:
    """("GptSpell", {"word": ...}) for "X <a remark about it> <the ask with a pronoun>", or None."""
    words = normalized.split()
    if len(words) < 4 or words[1] not in _REMARK_HEAD or words[0] in _NOT_TOPIC or len(words[0]) < 4:
        return None
    if not _PRONOUN_ASK.search(normalized) or not is_word(words[0]):
        return None
    return "GptSpell", {"word": words[0]}


# no spelling asked: a spell of weather or magic, a spelling declined ("dont spell it out, i know what you mean")
_NOT_ASKED = re.compile(r"\b(?:a|the|magic|dry|wet|cold|hot|warm|sunny|short|long|good|bad|quiet|busy) spells?\b|"
                        r"\bspells? (?:of|on)\b|\b(?:dont|do not|no need to|not|never|stop|without)(?: (?:need|have|"
                        r"bother|want|needing|having)(?: to)?)?(?: you)? spel|\b(?:already|do) know how to spell\b")


# a letter counted: "one c or two", "two rs and two ss", "how many cs and rs", "a double l"
_COUNTED = re.compile(r"\b(?:(?:one|two|three|1|2|3|a single|single|a double|double|how many)(?: of)?|(?<=[a-z]s) and) "
                      r"([a-z])s?\b(?! (?:[a-z]{3,})\b(?<!\bor)(?<!\band))")
_NOT_COUNTED_WORD = frozenset("is that it with how many and or one two three double single there word letters letter "
                              "spelled spelt spelling spell does have right wrong".split())


# one letter count is asked with a spelling word or a choice of counts: "no one is in the living room" counts no "i"
_COUNT_ASKED = re.compile(r"\b(?:spel\w*|letters?|word|double|single|how many)\b|\bor (?:two|2|one|1|three|3)\b")


def letter_counts(normalized: str) -> Reading | None:
    """("GptSpell", {"word", "letters"}) for a word and its letters counted anywhere in the sentence ("broccoli, one c
    or two, one l or two"): the word is the one real word of five letters or more holding every letter asked."""
    letters = list(dict.fromkeys(m.group(1) for m in _COUNTED.finditer(normalized)))
    if not letters or len(letters) > 3 or len(normalized.split()) > 14 or (
            len(letters) < 2 and not _COUNT_ASKED.search(normalized)):
        return None
    words = [w for w in dict.fromkeys(normalized.split()) if len(w) >= 5 and w not in _NOT_COUNTED_WORD
             and all(c in w for c in letters) and is_word(w)]
    return ("GptSpell", {"word": words[0], "letters": ",".join(letters)}) if len(words) == 1 else None


def reading(normalized: str, *readers: Callable[[str], Reading | None]) -> Reading | None:
    """The first of ``readers``' readings, or a spelling asked as a choice of two spellings or as a topic with a
    remark; None when the sentence asks no spelling (``_NOT_ASKED``)."""
    if _NOT_ASKED.search(normalized):
        return None
    return next((r for read in readers if (r := read(normalized))), None) or choice(normalized) or topic_remark(
        normalized) or letter_counts(normalized)
