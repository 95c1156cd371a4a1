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
import re

from gpt_home.skills.wordnet_data import Synset, WordNet, open_wordnet

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
# A stock said first ("the milk has run out") or needed by someone ("the baby needs nappies") is a thing bought in, not
# a thing the household has or uses: an animal or a person got out ("the dog has run out", "the chickens have run
# out"), a vehicle, fixture, building, room or piece of furniture is used ("the car has run out", "the tap ran out",
# "my wife needs the car"), a meal is eaten ("the kids need dinner"), and water, ice and snow come through the pipes
# or the weather ("the hot water has run out", "the ice has all gone")
_NOT_STOCK_KINDS = frozenset({"conveyance", "fixture", "structure", "furniture", "facility", "body of water", "vessel",
                              "durables", "region"})  # "vessel": the kettle, the bath; "durables": the fridge
_BEASTS = frozenset({"bird", "mammal"})  # said many, a bird or a beast with a meat sense is the animal: "the chickens"
_SUPPLIED = frozenset({"water", "hot water", "cold water", "ice", "snow", "frost", "heating", "steam"})
# what follows "needs" when a need is said of someone and is no shopping: a verb ("needs to go to bed"), the one they
# have ("needs the car"), their own ("needs her bottle", "needs his dinner"), or a person ("needs me")
_NOT_BOUGHT_FOR = re.compile(r"^(?:to|his|her|hers|their|theirs|its|my|our|your|the|this|that|these|those|him|them|"
                             r"me|us|you|it)\b")
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


def _names(wordnet: WordNet, sense: Synset) -> set[str]:
    return {w.lower() for s in wordnet.hypernyms(sense) for w in s.words}


def _bought_in(wordnet: WordNet, said: str) -> bool:
    """False when the commonest reading of ``said`` (or its last word) is a thing a household has or uses rather than
    buys again: an animal, a person, a vehicle, a fixture, a building or a meal (see ``_NOT_STOCK_KINDS``)."""
    if said in _SUPPLIED:
        return False
    for words in (said, said.split()[-1]):
        forms = wordnet.base_forms(words)
        if not forms:
            continue
        senses = [s for s in wordnet.synsets(forms[0]) if not s.linked("@i")]  # not "Sweet", the phonetician
        if not senses:
            return True
        many = words.replace(" ", "_") != forms[0].replace(" ", "_")  # "chickens" said of "chicken"
        if senses[0].lexname in (5, 18) or words.split()[-1] in _SUPPLIED:
            return False
        if many and any(s.lexname == 5 and _names(wordnet, s) & _BEASTS for s in senses):
            return False
        thing = next((s for s in senses if s.lexname in _THINGS), None)
        kinds = _names(wordnet, thing) if thing else set()
        return not (kinds & _NOT_STOCK_KINDS or (not many and "meal" in kinds))
    return True


def a_stock(item: str) -> bool:
    """Stricter than ``buyable`` for a thing said first to have run out ("the cat food has run out"): the subject of
    "has run out" or "is all gone" may be anything that went, so it must also be bought in (``_bought_in``)."""
    wordnet = open_wordnet()
    said = item.strip().lower()
    for leading in _LEADING:
        if said.startswith(leading):
            said = said[len(leading):]
    return buyable(said) and (wordnet is None or _bought_in(wordnet, said))


def not_for_buying(item: str) -> bool:
    """True when what follows "needs" in a need said of someone is a verb, theirs or the one they have ("the kids
    need to go to bed", "the baby needs her bottle", "my wife needs the car"): never an item, even when one was asked
    for ("What should I add?"), where ``household_thing`` would be too strict ("the dog needs more food")."""
    return bool(_NOT_BOUGHT_FOR.match(item.strip().lower()))


def household_thing(item: str) -> bool:
    """Stricter than ``a_stock`` for an item read from a need said of someone ("the baby needs nappies"): no verb,
    nothing of theirs or one they have ("needs to go to bed", "needs her bottle", "needs the car"), and WordNet must
    know it and its commonest sense be a thing ("the dog needs walkies", "the baby needs a bath" add nothing)."""
    wordnet = open_wordnet()
    said = item.strip().lower()
    if wordnet is None or not_for_buying(said) or not a_stock(said):
        return False
    forms = wordnet.base_forms(said) or wordnet.base_forms(said.split()[-1])
    return bool(forms) and bool(senses := wordnet.synsets(forms[0])) and senses[0].lexname in _THINGS
