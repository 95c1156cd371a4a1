"""List requests that name the list apart from the request, put the way the list templates say them (round 23).

The families (pure readings; the list skill then carries them out as usual):

- a list named in a clause of its own, then cleared as "it": "the old shopping list is done with, delete everything
  on it", "my to do list is out of date so wipe it", "that grocery list has had it, clear everything off it" -> "clear
  the shopping list". The clause before must name a list and nothing else to act on, and say no negation, doubt,
  report or condition ("the shopping list is done with, should i delete everything on it", "... my son cleared it");
  the clear must be of the whole of "it" ("delete the milk on it" is no clear);
- the shopping list asked for as what is written down for the shop: "what have we got written down for the shop so
  far", "remind me what we put down for the supermarket" -> "what is on the shopping list" (a word of writing is
  needed: "what have we got for dinner" is no list);
- one more thing announced for the shopping with no item yet: "i've thought of one more thing for the shopping",
  "ooh theres one more thing we need from the shops" -> "add something to the shopping list" (asked what; the bare
  answer after it is added by the pending question).
"""

from __future__ import annotations

import re

_LEAD = r"^(?:(?:oh|ooh|ok|okay|so|well|right|and|um|uh|er|hey|hmm|wait|hang on|listen|actually) )*"
_LIST = (r"\b(?:(?:the|my|our|that|this|your) )?(?:(?:old|current|last|whole|latest|weekly) )?(?P<name>shopping|"
         r"grocery|groceries|to do|todo) list\b")
# the clear of the whole of "it", at the end of the sentence
_CLEAR_IT = re.compile(
    r"(?:^| )(?:(?:so|and|now|then|please|just|you can|can you|could you|would you|will you|you could|go ahead and|"
    r"ok|okay) )*(?:delete|clear|wipe|empty|erase|scrap|bin|get rid of|remove|clean)"
    r" (?:it|all of it|it all|the whole thing|the whole lot|the lot|(?:everything|all|every item|all the items|all the "
    r"things)(?: (?:thats|that is|that was|written))? (?:on|off|in|from|out of) it)"
    r"(?: (?:out|clean|off|down))?(?: (?:please|dear|love|for me|thanks|now|thank you))*$")
# in the clause before: a negation, a doubt, a question, a report or a condition; or another thing to act on
_NOT_ASKED = re.compile(r"\b(?:dont|do not|not|never|no|should|shall|if|when|whether|did|does|was|would|might|"
                        r"maybe|why|how|what|who|which|yesterday|said|says|told|asked|wish|think|cleared|deleted|"
                        r"wiped|emptied|erased|timers?|alarms?|reminders?|lights?|lamps?|volume|music|tv|telly)\b|"
                        r"\b(?:i|we|you|he|she|they|my \w+) (?:cleared|deleted|wiped|emptied)\b")
_NO_USE = re.compile(r"\bno (?:use|good|longer (?:needed|wanted|any use|of use))\b")  # said of the list, no negation
_WRITTEN = r"(?:written down|written|wrote down|wrote|write down|write|noted down|noted|jotted down|jotted|put down|down)"
_SHOP = (r"(?:the |our |my )?(?:(?:big|weekly|next|food) )?(?:shop|shops|shopping|supermarket|groceries|grocery shop|"
         r"grocers)(?: list)?")
_READ_SHOP = re.compile(
    rf"{_LEAD}(?:(?:tell me|remind me|read out|read me|read|say|can you tell me) )?(?:what|whats)"
    r"(?: (?:have|has|do|did|is|are))?(?: (?:we|i|you|weve|ive|youve))?(?: (?:got|have|already|been))*"
    rf" {_WRITTEN} (?:for|at) {_SHOP}(?: (?:so far|already|at the moment|now|yet|then|today))*$")
_SOME = r"(?:one more|another|one other|one last|something else|a couple more|a few more)(?: (?:things?|items?))?"
_ANNOUNCE = re.compile(
    rf"{_LEAD}(?:(?:mummy|mum|mom|daddy|dad|grandma|granny|grandad|nana) says )?"
    r"(?:(?:i|we|ive|weve|i have|we have|i just|ive just|weve just|i have just) (?:thought of|remembered|remember|got|"
    r"have|thought up|come up with)|(?:i|we) (?:just )?(?:thought of|remembered|remember)|theres|there is|heres|"
    r"here is|i need|we need)?"
    rf" ?{_SOME}(?: (?:i|we) (?:need|want))?(?: to (?:get|buy|pick up))? (?:for|from|at|on) {_SHOP}"
    r"(?: (?:too|please|as well))?$")


def list_refs(normalized: str) -> list[str]:
    """The list request ``normalized`` (as ``intents.normalize`` writes it) makes in the templates' words, or []."""
    if (clear := _CLEAR_IT.search(normalized)) is not None and clear.start() > 0:
        head = normalized[:clear.start()]
        named = list(re.finditer(_LIST, head))
        if len(named) == 1 and _NOT_ASKED.search(_NO_USE.sub(" ", head)) is None:
            return [f"clear the {_spoken(named[0].group('name'))} list"]
    if _READ_SHOP.match(normalized) is not None:
        return ["what is on the shopping list"]
    if (m := _ANNOUNCE.match(normalized)) is not None and m.group(0).strip():
        return ["add something to the shopping list"]
    return []


def _spoken(name: str) -> str:
    return "to do" if name in ("to do", "todo") else "shopping"
