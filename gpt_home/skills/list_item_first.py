"""List orders said with the thing first or with a reason round them, put in the order the list templates read.

- **The thing first, the need after**: "tomatoes need adding to my shopping list", "bin bags need to go on the
  shopping list", "eggs want adding to my list please", "coffee should go on the list" -> "add tomatoes to my
  shopping list". A question ("does milk need adding ...") or a thought ("i wonder if ...") never matches: the thing
  said first holds no question word, pronoun or verb of thinking.
- **Struck out**: "strike butter from the shopping list", "strike out the eggs from my list", "scrub the jam off the
  list" -> "remove butter from the shopping list".
- **A reason said round the order**: "the fridge has butter after all, so strike butter from the shopping list", "we
  got rice so take rice off the list", "cross bread off the shopping list we have some" -> the order alone.

Read before any skill (``skills/dialogue.py``), so a reading by meaning never takes "tomatoes need adding to my
shopping list" for "what is on the shopping list", nor "bin bags ... list" for clearing it.
"""

from __future__ import annotations

import re

_LIST = r"(?P<list>(?:(?:the|my|our) )?(?:(?:shopping|grocery|groceries|to do|todo) )?list)"
_FILLER = r"(?:(?:um|uh|er|erm|oh|ok|okay|right|so|and|well|hey|hi) )*"
# words the thing said first never holds: a question, a pronoun, a thought ("i wonder if tomatoes need adding")
_NOT_THING = frozenset("does do did is are was should shall would could can will what which who whether if i we you "
                       "he she they it its that this there wonder think thought maybe perhaps not dont doesnt no "
                       "never nothing something anything everything all more else".split())
_THING = r"(?P<items>[a-z]+(?: [a-z]+){0,5}?)"
_NEEDS = re.compile(
    rf"^{_FILLER}{_THING} (?:needs?|wants?|has to|have to|should|must|ought to|is to|are to|can) "
    r"(?:adding|putting|going|to go|to be added|to be put|go|be added|be put|getting added)(?: on| onto| to| in)? "
    rf"{_LIST}(?: (?:please|too|as well|thanks|thank you))*$")
_STRUCK = re.compile(
    rf"^{_FILLER}(?:(?:please|can you|could you|would you) )*(?:strike out|strike off|strike|scrub out|"
    rf"scrub|cross out|rub out|wipe) (?:the )?{_THING} (?:from|off|off of|out of) {_LIST}(?: please)?$")
_ORDER = r"(?:add|put|remove|delete|take|strike|cross|scratch|scrub|tick)\b.* list"
# "the fridge has butter after all so strike butter from the list": the reason before "so", the order after
_REASON_FIRST = re.compile(rf"^(?P<why>[a-z ]+?) (?:so|therefore|which means) (?:(?:please|can you|could you) )*"
                           rf"(?P<order>{_ORDER})(?: please)?$")
# "cross bread off the shopping list we have some": the order, then why
_REASON_AFTER = re.compile(rf"^(?P<order>{_ORDER}) (?:(?:as|because|since|cause|cos) )?(?:we|i) (?:have|ve got|got|"
                           r"already have|still have|have got|bought|found) (?:some|plenty|loads|lots|enough|it|them|"
                           r"one|more)(?: (?:already|now|left|still))?$")


# a reason never holds a request of its own ("remind me tomorrow so add milk to the list": both asked)
_ASKED_TOO = frozenset("list remind reminder set timer alarm turn switch add put cancel wake tell what whats how "
                       "and".split())
_POINTING = frozenset("them it those these that some one ones".split())


def _thing(items: str) -> bool:
    return not set(items.split()) & _NOT_THING


def list_item_first(normalized: str) -> str | None:
    """The list order in the templates' order, or None when ``normalized`` is no such order."""
    text = normalized
    for pattern in (_REASON_FIRST, _REASON_AFTER):
        why = set((m.groupdict().get("why") or "").split()) if (m := pattern.match(text)) is not None else set()
        if m is not None and not why & _ASKED_TOO and not set(m.group("order").split()) & _POINTING:  # "... so add them to the list": them is the why's
            text = m.group("order")
            break
    if (m := _NEEDS.match(text)) is not None and _thing(m.group("items")):
        return f"add {m.group('items')} to {_the(m.group('list'))}"
    if (m := _STRUCK.match(text)) is not None and _thing(m.group("items")):
        return f"remove {m.group('items')} from {_the(m.group('list'))}"
    return text if text != normalized else None


def _the(list_words: str) -> str:
    return list_words if list_words.split()[0] in ("the", "my", "our") else f"the {list_words}"
