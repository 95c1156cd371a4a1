"""The word to spell, read tolerantly wherever the request puts it: "my daughter needs to spell definitely for her
test how does it go", "spell accommodate for me one letter at a time", "is separate spelled with an a or an e in the
middle can you spell it", "can you spell receipt the thing from the shop", "spell knight like the one in a castle not
night time", "i think its ocasion with one c how do you really spell it".

``topic_first.spelling`` reads the word when only fillers or a statement follow it. People add anything after it: a
reason, a hint at the meaning, how to say it ("one letter at a time"). The cue is the verb "spell" (or "is X
spelled"), and the slot is the one word right after the cue verb (or right before "spelled"), whatever follows:

- "spell X" / "to spell X" / "how do you spell X" / "how i spell X" (the "do" dropped): X, when it is no pronoun, filler or word of the request;
- "is X spelled" / "how is X spelt" / "X is it spelled": X;
- "i think its X ... spell it": the word said after "its" / "is it", the one guessed at;
- a guess with a letter left single or doubled ("ocasion with one c") is spelled as the commonly misspelled word it
  stands for (a short list of the words people ask about; never a guess beyond that list).

None when no word can be told (the request then goes on to the model or an honest reply). Pure.
"""

from __future__ import annotations

import re

Reading = tuple[str, dict[str, str]]
MAX_WORDS = 26

_NOT_A_WORDS = (
    "it that this them those these one word words out me us for please the a an of in letter letters by spell "
    "spelled spelling spelt write how do does you i we is are what whats can could u to and or its like some again "
    "correctly properly right exactly loud slowly okay ok so um hmm well who when where why which hey really "
    "anything something everything nothing very well better good badly out check checker checking book books "
    "cast bound caster him her my your his their our here there words names name my his")
_NOT_A_WORD = frozenset(_NOT_A_WORDS.split())
# the fillers said between the cue and its word, in any order: "spell for me please leisure", "spell out please the
# word rhythm for my son", "spell now for us quickly necessary"
_CUE_AFTER = re.compile(r"\b(?:spell|spelling of|spelling for|spelled|spelt)(?: (?:out|for (?:me|us|him|her|my (?:son|"
                        r"daughter|kid|child|boy|girl))|please|the word|now|again|quickly|slowly|kindly|the name|(?:my|his|her|their) "
                        r"name(?: is| its)?))*"
                        r" ([a-z']+)\b")
_CUE_BEFORE = re.compile(r"\b(?:is|how is|hows|was)(?: the name)? ([a-z']+) (?:spelled|spelt)\b|"
                         r"^(?:and )?how (?:is|are|do you spell) ([a-z']+ [a-z']+)(?: spelled| spelt)?$|"
                         r"^([a-z']+) (?:how )?(?:is it|its) (?:spelled|spelt)\b|"
                         # the need said around it: "i'm never sure how raspberry is spelt", "i can never remember how
                         # rhubarb is spelled", "i'm labelling the jars and i forget how damson is spelt"
                         r"\bhow (?:the word )?([a-z']+) (?:is|s|was|should be|gets|ought to be) (?:spelled|spelt)\b")
_GUESS = re.compile(r"\b(?:i think|i thought|is it|its|it is|i wrote|i put) ([a-z']{4,}) (?:with|or|and|but|spelled)\b")
_ASKS = re.compile(r"^(?:spell|spelling)\b|\b(?:can|could|would|will) (?:you|u|ya)\b|\bhow (?:do|does|would|should|is|to|"
                   r"can)\b|\bhow (?:i|we|you) (?:spell|write)\b|\b(?:need|needs|want|wants|has|have) to (?:spell|know)\b|\bplease\b|\bfor me\b|"
                   r"\bhelp\b|\bspell it\b|\bhow its spelled\b|\bspelt\b|\bspelled\b")

# Words people ask to have spelled because they are commonly misspelled: a guess with a single or doubled letter
# ("ocasion", "accomodate", "neccessary") is read as the word itself.
_COMMON_WORDS = (
    "accommodate accommodation achieve address apparent argument beginning believe business calendar cemetery "
    "colleague committee conscience conscious definitely describe desperate disappear disappoint embarrass "
    "environment exaggerate existence familiar finally foreign forty friend government grammar guarantee harass "
    "immediately independent interrupt knowledge library license maintenance millennium minuscule mischievous "
    "necessary neighbour noticeable occasion occasionally occur occurred occurrence official parallel pastime "
    "possession preferred privilege professor publicly receipt receive recommend referred relevant religious "
    "restaurant rhythm schedule secretary separate sergeant successful surprise threshold tomorrow truly "
    "unnecessary until vacuum weird wednesday which whether "
    # i before e, or not: the ones asked about most ("neice or niece", "recieve", "cieling")
    "niece piece ceiling deceive seize lieutenant fierce leisure conceive perceive retrieve thief shield siege")
_COMMON = COMMON_WORDS = frozenset(_COMMON_WORDS.split())


def _key(word: str) -> str:
    """The word with doubled letters made single: "occasion" and "ocasion" share "ocasion"."""
    return re.sub(r"(.)\1+", r"\1", word)


_BY_KEY = {_key(w): w for w in _COMMON}


def meant(word: str) -> str:
    """``word``, or the commonly misspelled word it is a single/double-letter guess at."""
    return word if word in _COMMON else _BY_KEY.get(_key(word), word)


def word_to_spell(normalized: str) -> str | None:
    """The one word the request asks to have spelled, or None."""
    if not re.search(r"\bspel(?:l|ls|led|lt|t|ling)\b", normalized) or not _ASKS.search(normalized):
        return None
    if re.search(r"\b(?:a|the|magic|dry|cold|hot|short|long|good|bad) spells?\b|\bspell(?:s)? (?:of|on)\b|"
                 r"\b(?:already|do|i|we) know how (?:to spell|[a-z']+ (?:is|s) (?:spelled|spelt))\b", normalized):
        return None  # "a dry spell", "cast a spell on", "i already know how to spell priya": no spelling asked
    guess = _GUESS.search(normalized)
    if guess and guess.group(1) not in _NOT_A_WORD:
        return meant(guess.group(1))
    for found in (*_CUE_BEFORE.finditer(normalized), *_CUE_AFTER.finditer(normalized)):
        word = next(g for g in found.groups() if g)
        if " " in word:  # "how is worcestershire sauce spelt": each word, when both are words to spell
            if not any(w in _NOT_A_WORD for w in word.split()):
                return "|".join(meant(w) for w in word.split())
        elif word not in _NOT_A_WORD and len(word) > 1:
            return meant(word)
    return None


# The spelling asked with "write": "how is write the word lieutenant" (as a learner says it), "how do you write the
# word necessary", "how is rhythm written", "the correct way to write separate". Without "the word" only the
# learner's "how is write X" and "how is X written" are read: "how do you write a cheque" asks how to write one.
_WRITE = re.compile(
    r"^(?:(?:please|so|um|and) )*(?:(?:how|what) (?:is|are|s|do (?:you|i|we)|does (?:one|it)|to|should (?:i|we)|"
    r"would (?:you|i)|can (?:i|you)|(?:you|i|we)) |(?:can|could) you )?(?:correctly |properly )?write(?: down)? "
    r"(?:the word|the name) ([a-z']+)(?: (?:please|for me|correctly|properly|in english))*"
    # a learner's remark on its letters after: "how you write the word knife it has a letter i dont hear"
    r"(?: it (?:has|have|got) (?:a |an |one |some )?(?:silent |quiet )?letters?\b.*)?$|"
    # after a learner's lead ("i learn english how you write the word knife"): the word named as a word
    r"\bhow (?:do |should |can )?(?:you|i|we|one) write (?:the word|the name) ([a-z']+)(?: (?:please|in english))*"
    r"(?: it (?:has|have|got) (?:a |an |one |some )?(?:silent |quiet )?letters?\b.*)?$|"
    r"^how (?:is|are|s) (?:to )?write ([a-z']+)(?: (?:please|correctly|properly|in english))*$|"
    r"^how (?:is|s) ([a-z']+) (?:written|writed|wrote)(?: (?:please|correctly|properly|in english))*$|"
    r"\b(?:right|correct|proper) way to write (?:the word )?([a-z']+)$")


def word_written(normalized: str) -> str | None:
    """The word whose spelling is asked with "write" (``_WRITE``), or None."""
    found = _WRITE.search(normalized)
    word = next((g for g in found.groups() if g), None) if found else None
    return meant(word) if word and word not in _NOT_A_WORD and len(word) > 1 else None


def not_a_word(word: str) -> bool:
    """Whether ``word`` is a pronoun, filler or word of the request, never the word asked to be spelled."""
    return word in _NOT_A_WORD


def find(normalized: str) -> list[Reading]:
    """("GptSpell", {"word": ...}) when a word to spell is found; [] otherwise."""
    if not normalized or len(normalized.split()) > MAX_WORDS:
        return []
    word = word_to_spell(normalized) or word_written(normalized)
    return [("GptSpell", {"word": word})] if word else []
