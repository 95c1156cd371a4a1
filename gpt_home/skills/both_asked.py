"""Two sums, conversions or chances asked in one breath, each in a shape the skills already answer:

- two conversions: "how much is 10 inches in centimetre, and 10 miles in kilometre" (both said back), each part
  read wherever its slots are ("tell me the minutes in one day and also the hours in a fortnight");
- a thrown thing and another said without its verb: "throw a coin and also one dice" (the coin and the die), or
  each named its own way: "heads or tails, and then a dice roll after that";
- a word spelled and its letters counted: "spell quay and tell me how many letters it has";
- two words spelled: "spell receipt and then spell liaison" (each one, never only the last);
- a sum and then a step on its answer: "what's 120 take away 45, and then double it" (75, then 150, worked out by
  ``calc``).

The conversions and throws are asked of the skills as said (``ask``: the reply or None); when any part is not
answered, nothing is (the other readers, or the model, answer the whole). Pure but for ``ask``.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gpt_home.skills import slot_spans
from gpt_home.skills.calc import calculate, convert

Ask = Callable[[str], str | None]
MAX_WORDS = 26
_CONVERSION = r"(?:\d+(?:\.\d+)?|an?|one) [a-z]+(?: [a-z]+)? (?:in|into|to|as) [a-z]+(?: [a-z]+)?"
_TWO_CONVERSIONS = re.compile(rf"^(?:(?:what is|whats|how much is|how many is|convert|and|please|um|so) )*"
                              rf"(?P<first>{_CONVERSION}),? (?:and|and also|also|then) (?:(?:what is|whats|how much is|"
                              rf"convert) )?(?P<second>{_CONVERSION})(?: please)?$")
_CHANCE_VERB = r"(?:throw|toss|flip|roll|chuck|spin)"
_THROWN_TWO = re.compile(rf"^(?:(?:please|can you|could you|will you) )*(?P<verb>{_CHANCE_VERB}) (?P<first>(?:a|an|one|two|"
                         rf"\d) (?:coins?|dice|die|d ?\d+)),? and (?:also |then )?(?P<second>(?:a|an|one|two|\d) "
                         rf"(?:coins?|dice|die|d ?\d+))(?: (?:please|for me|for us|too|as well))?$")
_SPELL_AND_COUNT = re.compile(r"^(?:(?:please|can you|could you) )*spell (?:the word )?(?P<word>[a-z]+),? and (?:tell me |"
                              r"say )?how many letters (?:it has|it s got|its got|does it have|are in it|is that|that is|"
                              r"there are|it is)$")
# "spell receipt and then spell liaison", "spell cat then dog": each word spelled, in the order asked (never "spell
# rock and roll": the second word needs its own "spell" or a "then")
_TWO_SPELLINGS = re.compile(r"^(?:(?:please|can you|could you|will you|now) )*spell (?:the word |out )?(?P<first>[a-z]+),? "
                            r"(?:(?:and|and also|also) (?:can you |could you |please )?spell |(?:and then|then) (?:(?:can you |"
                            r"could you |please )?spell )?)(?:the word |out )?(?P<second>[a-z]+)(?: (?:please|for me|for us|too|as well|next))*$")
# a coin and a die asked in one breath however each is named: "heads or tails, and then a dice roll after that",
# "a coin toss then roll the dice": both thrown in the order said, only when every other word is one of asking
_COIN_OR_DIE = re.compile(r"\b(?P<coin>heads or tails|coin(?: toss| flip)?)\b|\b(?P<die>dice|die)(?: roll| throw)?\b")
_THROW_WORDS = frozenset("a an the one and then after that next also too as well please for me us can you could will "
                         "would do give flip toss throw roll spin chuck first followed by afterwards of it with "
                         "now quick quickly ok okay".split())


def coin_and_die(normalized: str, ask: Ask) -> str | None:
    """ "heads or tails, and then a dice roll after that": the coin and the die, each answered; None otherwise."""
    found = list(_COIN_OR_DIE.finditer(normalized))
    kinds = ["coin" if one.group("coin") else "die" for one in found]
    rest = _COIN_OR_DIE.sub(" ", normalized).replace(",", " ").split()
    if sorted(kinds) != ["coin", "die"] or not set(rest) <= _THROW_WORDS:
        return None
    return _both(ask, *("flip a coin" if kind == "coin" else "roll a die" for kind in kinds))


_NOT_A_WORD = frozenset({"it", "that", "this", "them", "those", "these", "me", "us", "out", "one", "word", "again"})
_STEP = r"double it|halve it|triple it|square it|(?:add|plus|minus|take away|subtract|times|multiply it by|divide it by" \
        r"|divided by|multiplied by) \d+(?:\.\d+)?(?: to it| from it)?"
_THEN = re.compile(rf"^(?P<first>.+?),? (?:and )?then (?P<step>{_STEP})$")
_ANSWER = re.compile(r" is (-?[\d,]+(?:\.\d+)?)\.$")


def reply(normalized: str, ask: Ask) -> str | None:
    """Both answers in one reply; None when the sentence is not two such requests or a part is not answered."""
    if not normalized or len(normalized.split()) > MAX_WORDS:
        return None
    if found := _TWO_CONVERSIONS.match(normalized):
        return _both(ask, f"convert {found.group('first')}", f"convert {found.group('second')}")
    if found := _THROWN_TWO.match(normalized):
        return _both(ask, *(_thrown(found.group(part)) for part in ("first", "second")))
    if found := _SPELL_AND_COUNT.match(normalized):
        word = found.group("word")
        return f"{word.capitalize()} is spelled {', '.join(word.upper())}: {len(word)} letters."
    if (found := _TWO_SPELLINGS.match(normalized)) and not {found["first"], found["second"]} & _NOT_A_WORD:
        return _both(ask, f"spell {found['first']}", f"spell {found['second']}")
    if said := coin_and_die(normalized, ask):
        return said
    if found := _THEN.match(normalized):
        return _then(found.group("first"), found.group("step"))
    return two_conversions(normalized)


_JOINS = re.compile(r",? (?:and also|and then|and|also|as well as) ")  # never "plus": a sum
_ASKED = re.compile(r"^(?:(?:tell me|give me|and|also|then|please|what is|whats|how much is|how many is|convert|"
                    r"what about|how about|work out) )+")
_THE_UNITS_IN = re.compile(r"^(?:the )?(?:number of )?([a-z]+s) (?:there are |are there )?in (.+)$")


def two_conversions(normalized: str) -> str | None:
    """ "tell me the minutes in one day and also the hours in a fortnight": each part read as one conversion wherever
    its slots are ("the minutes in a day" asks how many), both answered; None when either part is no conversion."""
    for join in _JOINS.finditer(normalized):
        parts = [_ASKED.sub("", part) for part in (normalized[:join.start()], normalized[join.end():])]
        asked = [slot_spans.conversion(_THE_UNITS_IN.sub(r"how many \1 in \2", part)) for part in parts]
        if None not in asked:
            replies = [convert(*found) for found in asked if found]
            return " ".join(str(r) for r in replies) if all(replies) else None
    return None


def _thrown(thing: str) -> str:
    """ "one dice" -> "roll a die", "a coin" -> "flip a coin": each thrown as the skills are asked it."""
    thing = re.sub(r"^(?:one|1) ", "a ", thing).replace("a dice", "a die")
    return f"flip {thing}" if "coin" in thing else f"roll {thing}"


def _both(ask: Ask, first: str, second: str) -> str | None:
    replies = [ask(first), ask(second)]
    return " ".join(str(r) for r in replies) if all(replies) else None


_OPS = {"add": "plus", "plus": "plus", "minus": "minus", "take away": "minus", "subtract": "minus", "times": "times",
        "multiply by": "times", "multiplied by": "times", "divide by": "divided by", "divided by": "divided by"}


def _then(first: str, step: str) -> str | None:
    """ "120 take away 45 is 75, and double that is 150."."""
    said = calculate(re.sub(r"^(?:(?:what is|whats|how much is|work out|calculate) )", "", first))
    answer = _ANSWER.search(str(said)) if said else None
    if answer is None:
        return None
    value = answer.group(1).replace(",", "")
    step = " ".join(re.sub(r"\b(?:to it|from it|it)\b", "", step).split())
    if step in ("double", "halve", "triple", "square"):
        asked, tail = f"{step} {value}", f"{step} that"
    else:
        op, amount = step.rsplit(" ", 1)
        asked, tail = f"{value} {_OPS[op]} {amount}", f"that {_OPS[op]} {amount}"
    then = calculate(asked)
    result = _ANSWER.search(str(then)) if then else None
    return f"{str(said).removesuffix('.')}, and {tail} is {result.group(1)}." if result else None
