"""An item on the shopping list told as got ("my husband bought milk already", "we've got milk now", "i picked up the
bread on the way home"): a remark, so nothing is removed; the removal is offered instead ("Shall I take milk off
the shopping list?"), a pending offer (``asking_back.Missing.OFFER``) that "yes" carries out and anything else drops.

Only when every item named is on the shopping list (``holds``): "we've got a new car" is news, never an offer. Never
for a question ("have we got milk"), a negation ("we haven't got milk"), a wish ("we need milk") or a plan ("i'll get
milk later"): only a subject, a verb of having got it, the item, and at most when or where after. Pure but for
``holds``.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gpt_home.skills.device_trouble import Offer

MAX_WORDS = 14
_LEAD = r"(?:(?:oh|um|er|so|well|and|by the way|just so you know|fyi|guess what|right|ok|okay) )*"
_WHO = (r"(?:i|we|he|she|they|my [a-z]+|our [a-z]+|the kids|[a-z]+)")
_HAVE = r"(?:(?:have|has|had|ve|s|d|already|just|finally|also) )*"
_GOT = (r"(?:bought|got|picked up|grabbed|fetched|purchased|got hold of|have|has|collected|brought home|brought back|"
        r"already have|already got)")
_AFTER = (r"(?: (?:already|now|yesterday|today|this morning|earlier|last night|on the way home|at the shops?|from the "
          r"shops?|from the supermarket|in town|too|as well|then|so))*")
_TOLD = re.compile(rf"^{_LEAD}(?P<who>{_WHO}) {_HAVE}(?:already )?{_GOT} (?:some |the |a |an |more |a new |a pack of "
                   rf"|a bottle of |a bag of |a loaf of )?(?P<item>[a-z]+(?: [a-z]+){{0,2}}?){_AFTER}$")
_NOT_TOLD = re.compile(r"\b(?:not|no|never|dont|didnt|havent|hasnt|wont|if|will|ll|going to|gonna|need|needs|want|"
                       r"wants|should|could|would|might|must)\b")
_NOT_WHO = frozenset({"have", "has", "did", "do", "does", "what", "who", "where", "when", "why", "how", "is", "are",
                      "can", "could", "would", "should", "you", "it", "that", "this", "there", "please"})


def offer(normalized: str, holds: Callable[[str], bool] | None) -> Offer | None:
    """The removal offered for an item on the shopping list told as got; None for any other sentence."""
    if holds is None or len(normalized.split()) > MAX_WORDS or _NOT_TOLD.search(normalized):
        return None
    m = _TOLD.match(normalized)
    if m is None or m.group("who").split()[0] in _NOT_WHO:
        return None
    item = m.group("item")
    if not holds(item):
        return None  # "we've got a new car": news, nothing on the list
    command = f"take {item} off the shopping list"
    return Offer(f"Shall I take {item} off the shopping list?", command=command)
