"""Whether a sentence read by meaning as a chance request (a coin, a die, a random number) asks for one.

The semantic reader (``semantic.py``) sees "we rolled a die earlier", "a roll of tape" and "can you pick me up at 5
or 6" close to its coin, dice and number examples: the words are shared, the request is not. A chance read by
meaning is only acted on when the sentence names the thing thrown or picked (a die, a coin, a number) and does not
tell of a throw already made ("we rolled", "she picked"), unless it asks for one done ("i need a die rolled").

A question ABOUT a chance tool is never a request to use one (``about_chance``, read by every chance reading, by
meaning or by shape): "is a coin toss fairer than a dice roll", "are dice rolls really random", "how does a coin
flip work", "what are the odds of rolling a six". Such a question starts like one (is, are, how, why, what...) and
weighs or explains the tool (fair, random, odds, better than, work, invented); it is still a request when a throw
is asked for in it ("is a coin toss fair flip one for me", "can you flip a coin") or the tool decides something
("which is better ... flip a coin to decide").
"""

from __future__ import annotations

import re

_NAMED = {
    "dice": re.compile(r"\b(?:dice|die|dices|d ?\d{1,3})\b"),
    "coin": re.compile(r"\b(?:coin|coins|heads|tails)\b"),
    "random_number": re.compile(r"\b(?:numbers?|digit)\b"),
}
# a throw or a pick told, not asked for: "we rolled a die earlier", "she picked a number out of a hat"
_TOLD = re.compile(r"\b(?:rolled|threw|thrown|tossed|flipped|picked|chose|chosen|drew|drawn|cast)\b")
# ... unless the past form is what is wanted: "i need a die rolled", "can i have a coin tossed"
_WANTED = re.compile(r"\b(?:need|want|wants|like|get|have|please)\b(?: \w+){0,4} (?:rolled|thrown|tossed|flipped|"
                     r"picked|chosen|drawn|cast)\b")
# "a roll of tape", "pick me up at 5 or 6": a roll or a pick of something else
# "i need to buy a new dice", "where are the dice": the dice themselves, no throw asked for
_OTHER = re.compile(r"\broll of\b|\bpick(?:ing|ed)? (?:\w+ )?up\b|\b(?:buy|bought|lost|lose|find|found|broke|broken|where|"
                    r"new|spare|order|ordered|collect|collecting)\b(?: \w+){0,3} (?:dice|die|coins?)\b|"
                    r"\b(?:dice|die|coins?) (?:is|are|was|were|set|cup|bag|tray|collection|jar|box)\b")


# a question about the tool: a question's start and a word that weighs or explains it
_QUESTION = re.compile(r"^(?:is|isnt|are|arent|was|were|does|do|did|would|how|hows|why|which|who|whos|what|whats|"
                       r"when|where)\b(?! (?:you|ya|ye) \b)")
_WEIGHED = re.compile(r"\b(?:fair|fairer|fairest|unfair|biased|rigged|loaded|weighted|odds|chances?|probability|"
                      r"likely|likelier|unlikely|better|worse|best|than|invented?|works?|mean|means|history|made of|"
                      r"fifty fifty|50 50|"
                      r"(?:really|truly|actually|properly|more|less|completely|totally|genuinely|that|very) random|"
                      r"random enough)\b")
_TOOL = re.compile(r"\b(?:coins?|dice|dices|die|heads|tails|random|toss|tosses|flip|flips|flipping|rolling|rolls?)\b")
# ... unless a throw is asked for in it, or the tool is to decide something
_ASKED_FOR = re.compile(r"\b(?:for (?:me|us)|please|to decide (?:who|which|what|whether|it|for)|decide (?:it|for)|go on|"
                        r"you (?:flip|toss|roll|pick|choose)|"
                        r"(?:flip|toss|roll|throw|spin|chuck) (?:one|it|me|us|them)|(?:can|could|will|would) you)\b|"
                        r"\b(?:just|so|then|now|and) (?:flip|toss|roll|throw|spin|pick|choose)\b")


def about_chance(normalized: str) -> bool:
    """True for a question about a coin, dice or random numbers, not asking for a throw (see the module's note)."""
    return bool(_QUESTION.match(normalized) and _TOOL.search(normalized) and _WEIGHED.search(normalized)
                and not _ASKED_FOR.search(normalized))


def chance_asked(normalized: str, intent: str) -> bool:
    """True unless ``intent`` is a chance intent that ``normalized`` does not ask for (see the module's note)."""
    named = _NAMED.get(intent)
    if named is None:
        return True
    if about_chance(normalized):
        return False
    if not named.search(normalized) or _OTHER.search(normalized):
        return False
    return not _TOLD.search(normalized) or _WANTED.search(normalized) is not None
