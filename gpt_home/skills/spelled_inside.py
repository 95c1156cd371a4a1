"""Words to spell said in ways the spelling cue alone does not find (round 23, issue 15):

- **several words in one ask**: "spell pharmacy and after that vitamin", "how do you spell receipt and also
  calendar": after the cue, two to four single words joined only by link words ("and", "then", "and after that",
  "followed by", "next", "plus", "also"), each spelled; anything else among them ("spell cat and tell me a joke",
  "spell rhythm nice and slow") is no list of words (a comma said is gone: "spell cat, dog and mouse" is not read);
- **a word said letter by letter**: "give me pneumonia letter by letter", "say giraffe one letter at a time", "read out
  colonel letter by letter please": a verb of saying, the one word, then "letter by letter" / "(one|a) letter at a
  time" (never "read me the letter from the bank": no letter-by-letter cue);
- **a word said inside a sentence, asked after by a pronoun**: "i'm writing guarantee on a form, what are its
  letters", "im typing rhythm in an email how do you spell it": a verb of writing ("writing", "typing", "putting",
  "texting") with the one word right after it, then a question about "it" or "its letters" ("i'm writing a letter to
  my gran, how do you spell it" names no word: none);
- **the word first, the ask after it**: "questionnaire, how's that written letter by letter", "rhythm - how do you
  spell that", "necessary, what's the spelling": the one word alone, then a question about "that" / "it";
- **a word one is stuck on while writing**: "i'm filling in a sympathy card and i'm stuck on condolences", "writing
  an email and i can't get the spelling of rhythm": a writing verb or a thing written (card, form, letter, email),
  then "stuck on" / "can't spell" the one word last ("stuck on level five" writes nothing: none).

Each returns the word(s) or None; ``find`` reads them with ``spelled_words`` as the shape readers do. Pure.
"""

from __future__ import annotations

import re

from gpt_home.skills import spelled_words
from gpt_home.skills.spelled_words import MAX_WORDS, Reading, meant, not_a_word
from gpt_home.skills.words_beyond_wordnet import NAMES, USUAL_NAMES

_LINK = r"(?:and then|and after that|and also|and next|after that|followed by|as well as|then|next|plus|also|and)"
_PART = r"[a-z']+"  # one word: "spell rhythm nice and slow" is one word said slowly, never three
_SEVERAL = re.compile(r"\b(?:spell|spelling of|spelling for)(?: out)?(?: (?:for me|for us|please))*(?: the words)? "
                      rf"(?P<words>{_PART}(?: {_LINK})+ {_PART}(?:(?: {_LINK})+ {_PART}){{0,2}})"
                      r"(?: (?:please|for me|for us|too|as well|thanks|thank you))*$")
_SPLIT = re.compile(rf"(?: {_LINK})+ ")

_SAY = (r"(?:give me|give us|say|tell me|tell us|do|read|read out|read me|go through|take me through|sound out|"
        r"spell out|spell|gimme)")
_BY_LETTER = r"(?:letter by letter|letter for letter|(?:one|a) letter at a time|each letter in turn)"
_BY_LETTER_OPT = rf"(?: {_BY_LETTER})?"
_LETTERED = re.compile(rf"^(?:(?:please|can you|could you|will you|would you|now|um|so) )*(?:{_SAY} )?(?:the word )?"
                       rf"(?P<word>[a-z']+)(?: (?:please|for me|for us))* {_BY_LETTER}(?: (?:please|for me|for us|"
                       r"thanks|thank you))*$")

_WRITING = r"(?:writing|write|typing|type|putting|put|texting|text|adding|filling in)"
_ASKS_IT = (r"(?:what are its letters|what are the letters|what letters (?:does it have|are in it|has it got)|"
            r"how (?:is|s) it (?:spelled|spelt)|how (?:do|would|should) (?:you|i|we) spell it|"
            r"(?:can|could|would|will) you spell it|spell it)")
_INSIDE = re.compile(rf"\b{_WRITING}(?: down)?(?: the word)? (?P<word>[a-z']+) (?:[a-z']+ ){{0,5}}?{_ASKS_IT}"
                     r"(?: (?:please|for me|for us|out|out for me|thanks))*$")
# a name said last, then asked after: "i'm writing a card to my neighbour saoirse how do you spell that" (only a name
# with a settled spelling: "writing to my gran how do you spell that" may ask about any word of the card)
_NAME_LAST = re.compile(rf"\b{_WRITING}\b.* (?P<word>[a-z]+),? (?:{_ASKS_IT}|how (?:do|would|should) (?:you|i|we) "
                        r"spell (?:that|her name|his name|the name))(?: (?:please|for me|for us|out|thanks))*$")
_SPELT = r"(?:written|spelled|spelt|spelt out|spelled out)"
_FIRST = re.compile(rf"^(?:the word )?(?P<word>[a-z']+) (?:how (?:is|s|would|should) (?:that|it)(?: be)? {_SPELT}|"
                    r"how (?:do|would|should|can) (?:you|i|we) (?:spell|write) (?:that|it)|"
                    r"(?:can|could|would|will) you spell (?:that|it)|what is the spelling(?: of (?:that|it))?|"
                    rf"spell (?:that|it)){_BY_LETTER_OPT}(?: (?:please|for me|for us|thanks|thank you))*$")
_STUCK = re.compile(rf"\b(?:{_WRITING}|card|form|letter|email|note|essay|application|spelling test|"
                    r"spellings)\b.*\b(?:stuck on|"
                    r"(?:cant|cannot|can never|never can) (?:spell|get the spelling of)|struggling with|"
                    r"(?:not sure|unsure) how to spell|(?:dont|do not) know how to spell) (?:the word )?"
                    r"(?P<word>[a-z']{4,})(?: (?:please|help|help me))*$")
# the word named as a word, no writing said: "i'm stuck on the word accommodation", "i always trip up on the word
# embarrass" ("stuck on level five" names no word: none)
_STUCK_WORD = re.compile(r"\b(?:stuck on|trip(?:s|ped)? up on|struggl(?:e|es|ing) with|(?:get|got|getting) (?:mixed up|"
                         r"muddled|confused) (?:on|with|by)) the word (?P<word>[a-z']{4,})"
                         r"(?: (?:please|help|help me|wrong|right))*$")
# Words that follow a writing verb and are no word to spell: "writing a letter", "typing it in", "putting down"
_NOT_WRITTEN = frozenset("a an the my his her our their your some this that these those to in on into down up out "
                         "it them something anything everything nothing about back off fast".split())


def several_words(normalized: str) -> list[str] | None:
    """The two to four words asked to be spelled in one ask, in order, or None."""
    found = _SEVERAL.search(normalized)
    if found is None:
        return None
    words = [w.removeprefix("the word ") for w in _SPLIT.split(found.group("words"))]
    if not 2 <= len(words) <= 4 or any(not_a_word(w) for w in words):
        return None
    return [meant(w) for w in words]


def letter_by_letter(normalized: str) -> str | None:
    """The word asked to be said letter by letter ("give me pneumonia letter by letter"), or None."""
    found = _LETTERED.search(normalized)
    if found is None or not_a_word(word := found.group("word")) or len(word) < 2:
        return None
    return meant(word)


def written_word(normalized: str) -> str | None:
    """The word being written that "it" is asked about ("i'm writing guarantee on a form, what are its letters")."""
    found = _INSIDE.search(normalized)
    if found is None:
        found = _FIRST.search(normalized) or _STUCK.search(normalized) or _STUCK_WORD.search(normalized)
    if found is None or (word := found.group("word")) in _NOT_WRITTEN or not_a_word(word) or len(word) < 3:
        named = _NAME_LAST.search(normalized)
        return named.group("word") if named and named.group("word") in NAMES | USUAL_NAMES else None
    return meant(word)


def find(normalized: str) -> list[Reading]:
    """("GptSpell", {"word": ...}) for the word(s) asked to be spelled ("a|b" for several, in order); [] otherwise."""
    if not normalized or len(normalized.split()) > MAX_WORDS:
        return []
    if words := several_words(normalized):  # "spell pharmacy and after that vitamin"
        return [("GptSpell", {"word": "|".join(words)})]
    if found := spelled_words.find(normalized):
        return found
    word = letter_by_letter(normalized) or written_word(normalized)  # "give me pneumonia letter by letter"
    return [("GptSpell", {"word": word})] if word else []
