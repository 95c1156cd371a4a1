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
A wider noun test serves the offer (round 23; a word alone is only ever offered, never added): a word (or a compound's
head: "kitchen roll" -> "roll") known first as a place and then as a food ("cheddar": the village, then the cheese),
or first as an event or the like with a food or a substance sense and bought in ("roll": a motion first) is offered
too; never one known first as a person, an animal, a time, an act, a thought, a feeling, a state, a phenomenon, a
colour or speech ("sunday", "homework", "trouble", "rain", "blue", "hello"). Pure but for the WordNet look-up.
"""

from __future__ import annotations

import re

from gpt_home.agent.spoken_words import ADDRESS, FAMILY
from gpt_home.skills.buyable import a_stock, household_thing, not_for_buying
from gpt_home.skills.device_trouble import Offer
from gpt_home.skills.wordnet_data import open_wordnet

# ("need dishwasher tablets": a need said without who needs it is the item too, offered the same)
_BARE = re.compile(r"^(?:(?:oh|um|uh|er|erm|ah|and|also|plus) )*(?:(?:need|needs|gotta get|got to get|must get) )?"
                   r"(?:(?:some|more) )?(?P<item>[a-z]+(?: [a-z]+){0,2}?)"
                   r"(?: (?:too|as well|also))?(?: please)?$")
# words a household item never holds: a determiner of someone's thing, a negation, an answer, a device or a time
_NOT_ITEM = re.compile(rf"\b(?:the|my|your|our|his|her|their|a|an|it|this|that|these|those|no|not|yes|yeah|thanks|"
                       rf"please|list|timers?|alarms?|reminders?|lights?|lamps?|kettle|oven|telly|tv|radio|music|"
                       rf"minutes?|hours?|seconds?|{FAMILY}|{ADDRESS})\b")


# wndb(5WN) lexicographer file numbers
_LOCATION, _FOOD, _SUBSTANCE = 15, 13, 27
# a commonest sense never offered: top, act, animal, attribute, cognition, communication, feeling, person, phenomenon,
# quantity, state, time
_NEVER_FIRST = frozenset({3, 4, 5, 7, 9, 10, 12, 18, 19, 23, 26, 28})


def _a_thing_sense(item: str) -> bool:
    """True when WordNet knows ``item`` (or its last word) first as a place and then as a food ("cheddar"), or first
    as another kind of noun (an event: "roll") with a food or a substance sense, and it is a stock bought in."""
    wordnet = open_wordnet()
    if wordnet is None or not_for_buying(item):
        return False
    forms = wordnet.base_forms(item) or wordnet.base_forms(item.split()[-1])
    kinds = [s.lexname for s in wordnet.synsets(forms[0])] if forms else []
    if not kinds:
        return False
    if kinds[0] == _LOCATION:
        return _FOOD in kinds  # the village before the cheese
    return kinds[0] not in _NEVER_FIRST and bool({_FOOD, _SUBSTANCE} & set(kinds)) and a_stock(item)


# "scratch onions", "strike bread", "delete the teabags": a crossing-off verb before the item asks to take it off,
# never to add "scratch onions" (round 25 offered that add)
_OFF_VERB = re.compile(r"^(?:(?:oh|um|uh|er|erm|ah|and|also|so|just|ok|okay) )*(?:scratch|strike|cross|tick|delete|"
                       r"remove|scrap|ditch|nix|axe|no more) (?:(?:the|my|our|those|that|them|some) )?(?P<rest>.+)$")


def _off_offer(normalized: str) -> Offer | None:
    """ "Shall I take onions off your shopping list?" for a crossing-off verb before a household item; None else."""
    m = _OFF_VERB.match(normalized)
    if m is None:
        return None
    thing = _BARE.match(m.group("rest"))
    if thing is None or _NOT_ITEM.search(thing.group("item")) or not (
            household_thing(thing.group("item")) or _a_thing_sense(thing.group("item"))):
        return None
    item = thing.group("item")
    return Offer(f"Shall I take {item} off your shopping list?", command=f"take {item} off the shopping list")


def offer(normalized: str) -> Offer | None:
    """The shopping-list add offered for a household item said alone (``normalized`` as ``intents.normalize`` writes
    it), or its removal after a crossing-off verb ("scratch onions"); None for any other sentence."""
    if _OFF_VERB.match(normalized):
        return _off_offer(normalized)
    m = _BARE.match(normalized)
    if m is None or _NOT_ITEM.search(m.group("item")) or not (
            household_thing(m.group("item")) or _a_thing_sense(m.group("item"))):
        return None
    item = m.group("item")
    return Offer(f"Shall I add {item} to your shopping list?", command=f"add {item} to the shopping list")
