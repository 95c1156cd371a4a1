"""A household item said alone with nothing asked before it ("tin foil", "oh and yoghurt as well", "bin bags please"):
offered for the shopping list, never added unasked (round 22).

In a conversation such a word answers "What should I add?" (``pending_answer``) or adds more after an add
(``command_breaths``); said with neither (the box restarted, the question timed out, a second speaker), it was the
model's to answer, which guessed ("You have tea bags and limes on your shopping list."). Here it is offered instead:
"Shall I add tin foil to your shopping list?", a pending offer (``asking_back.Missing.OFFER``) that "yes" carries out
and anything else drops, so a word that was no item adds nothing.

Only one to three words that WordNet knows as a household thing (``buyable.household_thing``: a food, an artifact, a
substance...), after at most a filler and "some", before at most "too", "as well" or "please": never a person
("mum"), a device ("the kettle", "lights"), a meal, a time, a place, a negation, or anything said with "the"/"my".
Pure but for the WordNet look-up.
"""

from __future__ import annotations

import re

from gpt_home.agent.spoken_words import ADDRESS, FAMILY
from gpt_home.skills.buyable import household_thing
from gpt_home.skills.device_trouble import Offer

_BARE = re.compile(r"^(?:(?:oh|um|uh|er|erm|ah|and|also|plus) )*(?:(?:some|more) )?(?P<item>[a-z]+(?: [a-z]+){0,2}?)"
                   r"(?: (?:too|as well|also))?(?: please)?$")
# words a household item never holds: a determiner of someone's thing, a negation, an answer, a device or a time
_NOT_ITEM = re.compile(rf"\b(?:the|my|your|our|his|her|their|a|an|it|this|that|these|those|no|not|yes|yeah|thanks|"
                       rf"please|list|timers?|alarms?|reminders?|lights?|lamps?|kettle|oven|telly|tv|radio|music|"
                       rf"minutes?|hours?|seconds?|{FAMILY}|{ADDRESS})\b")


def offer(normalized: str) -> Offer | None:
    """The shopping-list add offered for a household item said alone (``normalized`` as ``intents.normalize`` writes
    it); None for any other sentence."""
    m = _BARE.match(normalized)
    if m is None or _NOT_ITEM.search(m.group("item")) or not household_thing(m.group("item")):
        return None
    item = m.group("item")
    return Offer(f"Shall I add {item} to your shopping list?", command=f"add {item} to the shopping list")
