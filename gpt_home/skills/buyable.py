"""Whether a thing said to be used up is something a household buys again (issue 15: "there is no butter left" goes on
the shopping list; "there is no space left", "i have no energy left", "thats the last of the rain" do not).

A positive check over WordNet's lexicographer files rather than a growing list of things that are not shopping: a
noun whose commonest sense is a food, an artifact, a substance, a plant, an animal or a natural object is buyable;
one whose commonest sense is a phenomenon, an attribute, a time, a person, a thought, an act, a place, a state or a
feeling is not, even when a rarer sense is a thing (light: a lamp; rain: rainwater); anything else (a group or an
event first: "batteries", "roll") is buyable when any of its senses is. Words WordNet does not know (brands,
"crisps", "teabags") and a machine with no database stay buyable: the check only ever turns away what it knows.
"""

from __future__ import annotations

import logging

from gpt_home.skills.wordnet_data import open_wordnet

_LOGGER = logging.getLogger(__name__)

# wndb(5WN) lexicographer file numbers
_THINGS = frozenset({5, 6, 13, 17, 20, 27})  # animal, artifact, food, object, plant, substance
_NEVER = frozenset({3, 4, 9, 12, 15, 18, 19, 26, 28})  # top-level (space), act, cognition, feeling, location,
# person, phenomenon, state, time (an attribute first may still be bought: "bleach" is whiteness first)
# "room" is first a room of a house (an artifact in WordNet), never bought when there is "no room left"
_ROOM = frozenset({"room", "space"})
# bought at the pump or the meter, or used up and charged again: never a shopping-list item ("we've run out of petrol")
_NOT_SHOPPED = frozenset({"petrol", "diesel", "fuel", "gas", "electricity", "power", "charge", "credit", "data",
                          "signal", "wifi", "internet", "battery", "phone battery", "juice", "timer", "alarm", "money",
                          "cash", "subscription", "contract", "warranty", "lease", "parking", "meter", "visa",
                          "passport", "licence", "license", "insurance", "tax", "mot", "ticket", "tape", "clock"})
_LEADING = ("some more ", "any more ", "more ", "any ", "all the ", "all my ", "all our ", "all ", "the ", "my ",
            "our ")


def buyable(item: str) -> bool:
    """True unless WordNet knows ``item`` (or its last word) and its senses say it is no thing to buy."""
    wordnet = open_wordnet()
    said = item.strip().lower()
    for leading in _LEADING:
        if said.startswith(leading):
            said = said[len(leading):]
    if said in _ROOM or said in _NOT_SHOPPED or said.startswith(("a ", "an ")):
        return False  # "a bath", "a walk": one of something done, never a stock run out of
    if wordnet is None or not said:
        return not said.endswith("ing")
    for words in (said, said.split()[-1]):
        forms = wordnet.base_forms(words)
        if forms:
            senses = wordnet.synsets(forms[0])
            kinds = [s.lexname for s in senses]
            if kinds[0] in _THINGS or (kinds[0] not in _NEVER and any(k in _THINGS for k in kinds)):
                return True
            _LOGGER.debug("not a thing to buy: %r (%s)", item, forms[0])
            return False
    return not said.endswith("ing")  # "changing", "feeding": a verb WordNet has no noun for, never an item


def household_thing(item: str) -> bool:
    """Stricter than ``buyable`` for an item read from a need said of someone ("the baby needs nappies"): WordNet must
    know it and its commonest sense be a thing ("the dog needs walkies", "the baby needs a bath" add nothing)."""
    wordnet = open_wordnet()
    said = item.strip().lower()
    if wordnet is None or not buyable(said):
        return False
    forms = wordnet.base_forms(said) or wordnet.base_forms(said.split()[-1])
    return bool(forms) and bool(senses := wordnet.synsets(forms[0])) and senses[0].lexname in _THINGS
