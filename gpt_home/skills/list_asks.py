"""List requests said with a reason or a doubt, put in the list templates' words (round 15, wave 2).

The families (pure readings; the list skill then carries them out):

- an item added with what it is for: "oh and add some bananas for the kids lunches", "add bread for the sandwiches",
  "add a bottle of wine for saturday" -> "add bananas to the shopping list" (the reason is no part of the item; "a
  birthday card for jen" keeps its "for jen": a person named is part of what is bought);
- whether an item is on the list, said with "there" and a doubt after: "is the toothpaste on there already i cant
  remember", "is milk on there", "have we got bread on there yet", "is there any coffee on the list do you know" ->
  "is toothpaste on the list";
- a stock someone finished: "the kids have finished all the cereal", "dad ate the last of the biscuits" -> "we have
  run out of cereal" (bought again only when it is a thing bought).
"""

from __future__ import annotations

import re

_LEAD = r"^(?:(?:oh|and|also|so|ok|okay|right|please|can you|could you|would you|um|uh|just) )*"
# a reason a household gives for buying: a meal, the people it is for, a day or an occasion
_PURPOSE = frozenset(
    "kids children kid lunch lunches dinner dinners breakfast breakfasts tea supper packed tonight "
    "tomorrow weekend week party cake sandwiches sandwich baking picnic barbecue bbq christmas guests "
    "visitors school monday tuesday wednesday thursday friday saturday sunday smoothies recipe "
    "roast curry".split()
)
_ADD_FOR = re.compile(
    rf"{_LEAD}(?:add|put down|get|pick up) (?:(?:me|us) )?(?:some |a few |a |an )?(?P<items>[a-z]+(?: [a-z]+){{0,4}}?) "
    r"for (?P<why>(?:the |my |our |his |her |their |a |this |next )?[a-z]+(?: [a-z]+){0,2})"
    r"(?: please| too| as well)?$"
)
_NOT_ITEMS = re.compile(
    r"\b(?:list|timer|alarm|reminder|minutes?|hours?|seconds?|light|lights|volume|it|them|that|"
    r"this|something|anything|up|to|on|off|\d+|me|us|him|her|"
    # a service booked, never a thing bought: "get me a doctors appointment for next week", "get us a table for friday"
    r"appointments?|bookings?|table|taxi|cab|ride|lift|tickets?|haircut|slot|seat|room|plumber|doctor|dentist)\b"
)


def add_for(normalized: str) -> list[str]:
    """ "oh and add some bananas for the kids lunches" -> "add bananas to the shopping list"."""
    m = _ADD_FOR.match(normalized)
    if m is None or _NOT_ITEMS.search(m.group("items")) or not set(m.group("why").split()) & _PURPOSE:
        return []
    return [f"add {m.group('items')} to the shopping list"]


# "is the toothpaste on there already i cant remember", "have we got bread on there yet": a check, never an add
# the doubt said after: "... or not", "... or did i forget (to add it)", "... or did we leave it off"
_DOUBT = (r"(?:,? (?:i cant remember|i can not remember|i forget|i forgot|i think|do you know|can you check|or not|or "
          r"(?:did|have) (?:i|we) (?:forget|forgotten|forgot|miss|missed|leave it off|left it off)(?: (?:it|to add it|to "
          r"put it on|to put it (?:on|down)|again))?|or what))?")
_ON_THERE = re.compile(
    rf"{_LEAD}(?:is|are|have (?:we|i) got|have (?:we|i) put|did (?:we|i) put) (?:there )?(?:the |some |"
    r"any |a |an )?(?P<items>[a-z]+(?: [a-z]+){0,3}?) (?:already |still )?(?:on|in) (?:there|it|the "
    rf"list|the shopping list|my shopping list|my list)(?: already| yet| still)?{_DOUBT}$"
)


# "the kids have finished all the cereal", "dad ate the last of the biscuits", "weve used up all the milk": a stock
# someone finished is a stock run out (whether it is bought is checked there: "we have run out of time" is not)
_FINISHED_BY = re.compile(
    rf"{_LEAD}(?:(?:the|my|our) [a-z]+|[a-z]+|we|i|he|she|they)(?: (?:have|has|had|ve|s))? "
    r"(?:finished|used up|eaten|drunk|drank|ate|polished off|had) (?:off )?(?:all|the last|every "
    r"bit)(?: of)? (?:the |our |my |that )?(?P<item>[a-z]+(?: [a-z]+)?)(?: again| already)?$"
)

# a list said to want emptying: "the to-do list wants clearing out too, every job on it", "shopping list needs wiping"
_CLEARING = re.compile(
    rf"{_LEAD}(?:the |my |our )?(?P<which>to do|todo|shopping|grocery)(?: list)? (?:needs|wants|could do with|is due)"
    r"(?: a)? (?:clearing|emptying|wiping|clear|clean)(?: out| off| down)?(?: (?:too|as well|now|please))*"
    r"(?: (?:every|each|all the|all of the) (?:job|thing|item|task)s?(?: on it| on there)?| all of it)?$"
)


# each family's sentence and the reading of its item ("items" or "item"), an item no list word or pronoun
_READINGS = ((_ON_THERE, "items", "is {} on the list"), (_FINISHED_BY, "item", "we have run out of {}"),
             (_CLEARING, "which", "clear the {} list"))


def item_readings(normalized: str) -> list[str]:
    """ "is the toothpaste on there already i cant remember" -> "is toothpaste on the list", "the kids have finished
    all the cereal" -> "we have run out of cereal"."""
    return [said.format(m.group(group)) for pattern, group, said in _READINGS
            if (m := pattern.match(normalized)) is not None and (group == "which" or not _NOT_ITEMS.search(m.group(group)))]


def list_asks(normalized: str) -> list[str]:
    """Every family's reading of ``normalized`` (empty when none applies)."""
    return [*add_for(normalized), *item_readings(normalized)]
