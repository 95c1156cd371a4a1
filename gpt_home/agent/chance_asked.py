"""Whether a sentence read by meaning as a chance request (a coin, a die, a random number) asks for one.

The semantic reader (``semantic.py``) sees "we rolled a die earlier", "a roll of tape" and "can you pick me up at 5
or 6" close to its coin, dice and number examples: the words are shared, the request is not. A chance read by
meaning is only acted on when the sentence names the thing thrown or picked (a die, a coin, a number) and does not
tell of a throw already made ("we rolled", "she picked"), unless it asks for one done ("i need a die rolled").
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


def chance_asked(normalized: str, intent: str) -> bool:
    """True unless ``intent`` is a chance intent that ``normalized`` does not ask for (see the module's note)."""
    named = _NAMED.get(intent)
    if named is None:
        return True
    if not named.search(normalized) or _OTHER.search(normalized):
        return False
    return not _TOLD.search(normalized) or _WANTED.search(normalized) is not None
