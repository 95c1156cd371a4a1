"""Something said to be out of date: a short, kind reply, never today's date and never an item added unasked.

"the milk has run out of date", "the yoghurt is out of date", "the cheese is past its use by date", "the bread has
expired": the word "date" made the clock's date rule answer "Today is Tuesday, December 1.", which is no reply to a
remark about the fridge. A thing to buy (``buyable``: WordNet's senses) gets the offer of the shopping list, said as
the words to use, so nothing is added unless asked; anything else ("my passport is out of date") gets a plain
acknowledgement. Asked as a question ("is the milk out of date") it is answered honestly: the assistant cannot see
the label. Whole sentences only: "the milk is out of date add some to the list" is an order, read by the rules.
"""

from __future__ import annotations

import re

from gpt_home.skills.buyable import buyable

_GONE = (r"(?:(?:gone|run|now|already|just|well|a bit) )*(?:out of date|past (?:its|their|the) (?:use by|sell by|"
         r"best before|expiry)(?: date)?|expired)")
_SAID = re.compile(rf"^(?:(?:oh|oh no|ugh|well|hmm|so|damn|bother) )*(?:the |my |our |this |that |these |those |all "
                   rf"the )?(?P<item>[a-z]+(?: [a-z]+)?) (?:has|have|is|are|s|was|were|went) {_GONE}"
                   r"(?: (?:again|already|now|today))?$")
_ASKED = re.compile(rf"^(?:is|are|has|have) (?:the |my |our |this |that )?(?P<item>[a-z]+(?: [a-z]+)?) {_GONE}$")
_NOT_AN_ITEM = frozenset("it that this they there everything something what which".split())


def reply(normalized: str) -> str | None:
    """The reply to a thing said or asked to be out of date; None for any other sentence."""
    if (asked := _ASKED.match(normalized)) is not None and asked.group("item") not in _NOT_AN_ITEM:
        return f"I can't see the {asked.group('item')}, so I can't tell: the date on its label will say."
    said = _SAID.match(normalized)
    if said is None or said.group("item") in _NOT_AN_ITEM:
        return None
    item = said.group("item")
    if buyable(item):
        them = "them" if item.endswith("s") and not item.endswith("ss") else "it"
        return f"Oh dear. If you want to replace {them}, say add {item} to the shopping list."
    return f"Sorry to hear your {item} is out of date. I can set a reminder to sort it out if you like."
