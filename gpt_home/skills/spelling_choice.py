"""A spelling asked as a choice between two ways of writing a word: "is it truly or truely", "seperate or
separate which one is right", "is it spelled recieve or receive", "which is correct definately or definitely".

The two options are two spellings of one word (at most a few letters apart), and one of them is a commonly
misspelled word whose spelling is known (``spelled_words``' short list): that one is spelled out. Two different
words ("is it wednesday or thursday", "tea or coffee"), two real words that sound or look alike ("weather or whether",
"which or witch", "definitely or defiantly": both right, each in its place), the British and American spellings of
one word ("neighbour or neighbor", "licence or license"), or options neither of which is on the list, are not read
here (no guess beyond the list). Pure.
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher

from gpt_home.skills.spelled_words import COMMON_WORDS

Reading = tuple[str, dict[str, str]]

_RIGHT = r"(?:right|correct|proper|the right (?:one|way|spelling)|the correct (?:one|way|spelling))"
_CHOICE = re.compile(
    r"^(?:(?:is it|its|it is|is that|is the (?:right |correct )?spelling|should it be|do (?:you|i|we) (?:spell|write) "
    rf"it|which (?:one )?is {_RIGHT}|which spelling is (?:right|correct)|what is {_RIGHT}) )?"
    r"(?:spelled |spelt |written )?(?P<a>[a-z]{3,}) or (?P<b>[a-z]{3,})"
    rf"(?: (?:which (?:one )?is (?:it|{_RIGHT})|which spelling(?: is {_RIGHT})?|what is {_RIGHT}|how do you spell it))?$")
# Two spellings of one word are this alike (colleague/collegue 0.94, separate/seperate 0.88, wednesday/thursday 0.47).
_ALIKE = 0.75
# Real words a letter or two from a word on the list (homophones and near-homophones of "weather/whether",
# "which/witch", "definitely/defiantly", "desperate/disparate", "finally/finely", "friend/fiend", "weird/wired",
# "referred/refereed", "calendar/calender"): with one of these the choice is between two words, not two spellings.
_REAL_NEIGHBOURS = frozenset("weather wether witch defiantly disparate finely fiend wired refereed calender "
                             # beside the i-before-e words: "piece or peace", "niece or nice", "seize or size"
                             "peace pierce pleasure size sieve nice niche thieve sealing".split())


def _us_uk(word: str) -> str:
    return re.sub(r"our$", "or", re.sub(r"ise$", "ize", re.sub(r"ence$", "ense", word)))


def choice(normalized: str) -> Reading | None:
    """("GptSpell", {"word": ...}) for the option that is the known spelling, or None."""
    found = _CHOICE.match(normalized)
    if found is None:
        return None
    first, second = found.group("a"), found.group("b")
    if first == second or SequenceMatcher(None, first, second).ratio() < _ALIKE or _us_uk(first) == _us_uk(second):
        return None  # two words, or the British and American spellings of one ("neighbour or neighbor": both right)
    if {first, second} & _REAL_NEIGHBOURS:
        return None  # two real words ("weather or whether"): which one is meant is the sentence's, not the spelling's
    known = [w for w in (first, second) if w in COMMON_WORDS]
    return ("GptSpell", {"word": known[0]}) if len(known) == 1 else None
