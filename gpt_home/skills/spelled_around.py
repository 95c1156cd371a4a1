"""A spelling asked for with the word said around the ask, not after it: "i always get rhythm wrong, what are the
letters", "my teacher marked mischievous wrong, how is it really spelled", "wednesday has a silent d right spell
it", "er restaurant the letters please for the review im writing", "i can never remember separate, what letters is
it", "yacht, hows that one spelt", "the letters of pharaoh, like the egyptian king".

The ask is one of the ways of asking for a word's letters that names no word ("spell it", "how is it really
spelled", "what are the letters", "the letters please", "what letters is it"); the word is then found around it, in
one of three frames: the object of getting or writing it wrong ("get rhythm wrong", "marked mischievous wrong",
"wrote definitely wrong", "can never remember separate"), the letters of it ("the letters of embarrass"), or the
word said first, before a remark ("wednesday has a silent d", "er restaurant ... for the review"). With no word in a
frame ("spell it", "i always get it wrong, what are the letters") nothing is read: None, never a guess.

``reply`` carries the spelling out through ``run`` ("spell rhythm": the usual rules).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gpt_home.skills.topic_first import _NOT_A_WORD

_FILLERS = r"(?:(?:er|erm|um|uh|hmm|so|ok|okay|right|now|and|oh|well|hey|quick|please) )*"
# an ask for the letters naming no word
_ASK = re.compile(r"\b(?:(?:so |and |but )?(?:what|which) (?:are|is|were) (?:the|its|it s) (?:letters|spelling)"
                  r"(?: (?:again|then|in it|of it))?|(?:what|which) letters (?:is it|does it have|are in it|make it up)|"
                  r"(?:can you |could you |will you |please |just |now |so |and |then )*(?:give me |tell me |say )?"
                  r"the (?:letters|spelling)(?: (?:please|for me|then|again|of it|in it))*|"
                  r"(?:can you |could you |will you |please |so |and |then |just )*spell (?:it|that)(?: (?:out|for me|"
                  r"please|to me|again|properly|correctly|right|slowly|then))*|"
                  r"how (?:is|do you|do i|should i|would you|does one) (?:it|that|that one|this one|that word|this word) "
                  r"(?:really |actually |properly |correctly |exactly )?(?:spelled|spelt|spell it|spell)|"
                  r"how do (?:you|i) (?:really |actually |properly |correctly )?spell (?:it|that|that one|this one|"
                  r"that word|this word))\b")
_WORD = r"([a-z]{3,})"
_FRAMES = (
    # "get rhythm wrong", "marked mischievous wrong", "wrote definitely wrong on the card", "mix up separate"
    re.compile(rf"\b(?:get|gets|got|getting|marked|marks|mark|wrote|write|writes|writing|spelt|spelled|spell|"
               rf"spells|put|have|had|mix up|mixed up|mess up|messed up|muddle|muddled) {_WORD} "
               r"(?:wrong|wrongly|incorrectly|the wrong way|up|mixed up)\b"),
    re.compile(rf"\b(?:never|cant|can not|cannot|dont|do not|always forget how to) (?:remember|spell) {_WORD}\b"),
    # one word, then a remark ("like the egyptian king", "as in the boat"): "the spelling of ice cream" is two
    re.compile(rf"\bthe (?:letters|spelling) (?:of|in|for) (?:the word )?{_WORD}(?= (?:please|for|because|cause|as|im|"
               r"i|its|thanks|then|again|like|you know)\b|$)"),
)
# the word said first, then a remark or the ask: "wednesday has a silent d", "er restaurant for the review"
_FIRST = re.compile(rf"^{_FILLERS}(?:the word )?{_WORD}(?: (?:has|for|because|cause|i|its|it|again|"
                    r"please|then|right)\b.*)?$")
# the first word cannot be the topic when it starts a sentence of its own
_NOT_FIRST = frozenset("my our your his her their they she he there here yes no not dont never always just also "
                       "can could would will should have has had was were be been being tell give say spell write "
                       "all any every each post send sent read open bring find get take sort check put drop fetch "
                       "collect deliver mail print sign stamp burn file keep where grandad grandpa grandma granny nan nana mum mom "
                       "dad daddy mummy mommy son daughter teacher darling love mate computer assistant".split())


def asked(normalized: str) -> str | None:
    """The word whose letters are asked for, said around a wordless ask; None otherwise."""
    ask = _ASK.search(normalized)
    if ask is None:
        return None
    if (of := _FRAMES[-1].search(normalized)) is not None:  # "the letters of embarrass please": the ask names it
        return None if of.group(1) in _NOT_A_WORD else of.group(1)
    rest = " ".join(f"{normalized[:ask.start()]} {normalized[ask.end():]}".split())
    for frame in _FRAMES:
        if (found := frame.search(rest)) is not None:
            word = found.group(1)
            return None if word in _NOT_A_WORD or word in _NOT_FIRST else word
    first = _FIRST.match(rest)
    if first is None or (word := first.group(1)) in _NOT_A_WORD or word in _NOT_FIRST:
        return None
    return word


def reply(normalized: str, run: Callable[[str], str | None]) -> str | None:
    """The word spelled out by the usual rules; None for any other sentence."""
    word = asked(normalized)
    return None if word is None else run(f"spell {word}")
