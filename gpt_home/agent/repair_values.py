"""Two self-corrections ``self_correction.corrected`` hands on: a number said inside a request, and a list item
said again after "make that".

- **A number inside** ("the date 30 days from now, actually make it 45", "remind me in 10 minutes to call gran, no,
  make it 15"): the value corrected is not at the end of the words before the marker, so the last stretch of numbers
  said is the one replaced; the words after it stay ("45 days from now"). A unit said again with the new number
  ("make that 3 weeks") replaces the unit said first.
- **A list item said again** ("apples on the shopping list, no hang on, make that pears", "add bread to my list,
  wait, make that rolls"): the thing said before "on / to the list" is replaced; an item said first with no verb
  is an addition ("pears" goes on the list). A word that says how, never what ("make it snappy", "make it quick"),
  is no item.
"""

from __future__ import annotations

import re
from collections.abc import Callable

# unit words said with a number: a new one said in the correction replaces the old ("2 weeks ... make that 3 days")
_UNITS = frozenset("seconds second secs minutes minute mins hours hour hrs days day weeks week months month years "
                   "year percent degrees am pm oclock".split())
_CONNECTORS = frozenset(("and", "a", "point"))
# a number that says what a thing is like, not how many or how much: never the one corrected
_SHAPES = frozenset(("sided", "faced", "seater", "piece", "legged", "storey", "door"))


def value_inside(left: list[str], right: list[str], is_number: Callable[[str], bool]) -> str | None:
    """``left`` with its last stretch of numbers replaced by the number ``right`` says; None when ``left`` says no
    number, or ``right`` says more than a number and its unit."""
    size = next((i for i, w in enumerate(right) if not (is_number(w) or w in _CONNECTORS)), len(right))
    if size == 0 or (right[size:] and not (len(right) - size == 1 and right[size] in _UNITS)):
        return None
    numbers = [i for i, w in enumerate(left) if is_number(w) and w not in _CONNECTORS]
    if not numbers:
        return None
    end = numbers[-1] + 1
    start = numbers[-1]
    while start and (is_number(left[start - 1]) or left[start - 1] == "and" and start >= 2
                     and is_number(left[start - 2])):
        start -= 1
    rest = left[end:]
    if rest and rest[0] in _SHAPES:
        return None  # "roll a six sided die no actually 3": three dice, never a 3-sided one (skills' own reading)
    if right[size:] and rest and rest[0] in _UNITS:
        rest = rest[1:]  # "2 weeks from now, make that 3 days": days
    return " ".join([*left[:start], *right, *rest])


_LIST_ADD = re.compile(
    r"^(?P<head>(?:(?:please|can you|could you|would you|will you|um|uh|er|oh|ok|okay|and|right) )*)"
    r"(?:(?P<verb>add|put|stick|pop|bung|chuck|write|jot|get) )?(?P<item>[a-z]+(?: [a-z]+){0,3}?)"
    r"(?: (?P<where>(?:on|to|onto|in|into) (?:the |my |our )?(?:shopping |grocery |to do |todo )?list))?"
    r"(?P<rest>(?: please)?)$")
# what "make it / make that" says of the request, never a thing to buy: "make it snappy", "make that quick"
_HOW = frozenset("snappy quick quickly fast faster louder quieter brighter dimmer bigger smaller longer shorter "
                 "double triple twice extra so please".split())
_NOT_ITEMS = frozenset("it that this them one something anything everything nothing what i we you he she they me us my "
                       "your to for about if but so because as when no yes thanks thank never mind forget cancel "
                       "ignore scrap".split())


def list_item_again(left: list[str], right: list[str], is_number: Callable[[str], bool]) -> str | None:
    """ "apples on the shopping list" + "pears" -> "add pears to the shopping list", "add mangoes" + "plums" -> "add
    plums" (only "add" says a list without naming it); None when ``left`` is no list addition or ``right`` is no item
    (an amount alone, "make it two", is none: never "two" on the list)."""
    if not 1 <= len(right) <= 3 or set(right) & (_HOW | _NOT_ITEMS) or right[-1].endswith("er") or all(
            is_number(w) or w in _CONNECTORS for w in right):
        return None
    m = _LIST_ADD.match(" ".join(left))
    if m is None or set(m.group("item").split()) & _NOT_ITEMS or m.group("where") is None and m.group("verb") != "add":
        return None  # "put the mangoes, no, make it plums": put where?
    if m.group("where") is None:
        return f"{m.group('head')}add {' '.join(right)}"
    if m.group("verb") in (None, "get") and m.group("where").split()[0] not in ("on", "onto"):
        return None  # "get milk to the list" is no order; "apples to the list": only "on" says it goes there
    where = m.group("where")
    where = where if m.group("verb") not in (None, "get") else re.sub(r"^(?:on|onto) ", "to ", where)
    verb = m.group("verb") if m.group("verb") not in (None, "get") else "add"
    return f"{m.group('head')}{verb} {' '.join(right)} {where}"


def clock_said(words: list[str], is_number: Callable[[str], bool], carried: frozenset[str]) -> bool:
    """Whether ``words`` say only a clock value: numbers, their units (``carried``), and "past" or "to" between two
    numbers ("quarter past 5", "quarter to 9", "2:45 pm"), so a time said again after "no, at" is a value, never a
    new task ("at 6 to call dad" says more)."""
    return bool(words) and all(
        is_number(w) or w in carried
        or (w in ("past", "to") and 0 < i < len(words) - 1 and is_number(words[i - 1]) and is_number(words[i + 1]))
        for i, w in enumerate(words))
