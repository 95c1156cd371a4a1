"""How many coin tosses a request asks for: "flip two coins", "flip a coin two times and tell me both", "toss a coin
3 times", "throw a coin twice", "heads or tails, do it twice", "can you flip a coin a couple of times".

One toss said back for "flip a coin twice" is a false answer to what was asked. The count is read from any of these
shapes: coins counted ("2 coins"), tosses counted ("3 times", "twice", "thrice", "a couple of times") after a coin
toss or after "heads or tails" and "do it". A toss told about ("i flipped a coin twice"), wished, or asked about
("how many times should i flip a coin") is no request: None.

Pure: the words in (``intents.normalize``'s form), the count out.
"""

from __future__ import annotations

import re

from gpt_home.agent.number_reader import numeralize

MAX_COINS = 10
_LEAD = r"^(?:(?:can|could|will|would) you |please |go on |ok |okay |right |um |er |uh |so |now |just |hey |and )*"
_TOSS = r"(?:flip|toss|spin|throw|chuck)(?: (?:us|me|for me|for us))?"
_AFTER = (r"(?: (?:for (?:me|us)|please|at once|together|in a row|one after the other|"
          r"and (?:tell|give|say to) (?:me|us) (?:both|all|each|all of them|both of them|them|the results?|"
          r"what (?:you get|you got|comes up|came up|they are|it lands on)|how (?:they|it) (?:land|lands|come up)|"
          r"which sides?(?: come up| came up)?)))*")
_SHAPES = (
    re.compile(rf"{_LEAD}{_TOSS} (?P<n>\d+) coins{_AFTER}$"),  # "flip 2 coins"
    re.compile(rf"{_LEAD}{_TOSS} (?:a|one|the|your|that) coin(?: for (?:me|us))? (?P<n>\d+) times{_AFTER}$"),
    re.compile(rf"{_LEAD}(?:a )?coin (?:flip|toss) (?P<n>\d+) times{_AFTER}$"),  # "coin toss three times"
    # "heads or tails, do it twice"; "heads or tails 3 times"
    re.compile(rf"{_LEAD}(?:lets do |do )?heads or tails(?: (?:do it|go|flip it|toss it|flip|toss))? (?P<n>\d+) times"
               rf"{_AFTER}$"),
)


def _counts_said(normalized: str) -> str:
    """ "twice" -> "2 times", "a couple of times" -> "2 times", numbers as digits."""
    text = re.sub(r"\b(?:twice|a couple of times|a couple times)\b", "2 times", normalized)
    text = re.sub(r"\bthrice\b", "3 times", text)
    return numeralize(text)


def asked(normalized: str) -> int | None:
    """The number of tosses asked for (2 or more: the caller says the limit past ``MAX_COINS``); None for one toss or
    any other sentence."""
    text = _counts_said(normalized)
    for shape in _SHAPES:
        if (found := shape.match(text)) is not None:
            count = int(found.group("n"))
            return count if count > 1 else None
    return None
