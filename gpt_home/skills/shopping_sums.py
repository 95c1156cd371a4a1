"""A shopping sum said as the things bought and their prices: "i bought 2 coffees at 3.50 each and a cake for 2.75,
how much did i spend", "3 apples at 40p each and a loaf for 1.20 whats the total", "if i get two tickets at 12 pounds
and a programme for 5 how much is that".

Each thing is a count (a number, "a", "an") and one or two words, with what they hold ("3 tins of beans"), then
its price: "at" or "costing" a price is the price of one ("2 coffees at 3.50"), "for" a price is the price of them all unless "each" follows ("a cake for
2.75", "2 pies for 5"). Prices may be pence ("40p", "40 pence"). Every number said must belong to a thing and a
question must ask for the sum (how much, the total, altogether), so a sentence that only tells what was bought,
or holds a number that is no price, is left alone. Pure.
"""

from __future__ import annotations

import re
from decimal import Decimal

from gpt_home.agent.number_reader import amounts

MAX_WORDS = 40
MAX_ITEMS = 8
_PRICE = r"(?P<price>\d+(?:\.\d{1,2})?)(?P<pence>p| pence| p)?(?: (?:pounds?|dollars?|quid|bucks|euros?))?"
_ITEM = re.compile(
    rf"(?:^|\b)(?P<count>\d{{1,3}}|an?) (?P<thing>[a-z]+(?: [a-z]+)?(?: of [a-z]+)?) (?:(?P<at>at|costing|that cost|which cost|"
    rf"costs?)|(?P<for>for)) {_PRICE}(?P<each> (?:each|apiece|a piece|a pop|a go|per \w+))?(?=$| and | plus | then | "
    rf"also | with | how | what| whats| so |,)"
)
_ASKED = re.compile(r"\bhow much\b|\bwhat(?:s| is| does| do| did| will| would)? (?:the |that |it |they |this |i |we |you )?"
                    r"(?:total|come to|comes to|add up to|cost|owe|pay|spend|spent|bill|damage|price)\b|\btotal\b|\baltogether\b|\ball together\b|\bin all\b|"
                    r"\badd (?:it|them|that) up\b")
_TOLD = re.compile(r"^(?:yesterday|last \w+) |\b(?:was|were) (?:too|so|very|really)\b")


def _money(value: Decimal) -> str:
    return f"{value:.2f}" if value != value.to_integral() else f"{value:.0f}"


def reply(normalized: str) -> str | None:
    """ "That's 9.75 in all: 7 for 2 coffees and 2.75 for a cake."; None when no shopping sum is asked."""
    if not normalized or len(normalized.split()) > MAX_WORDS or not _ASKED.search(normalized) or _TOLD.search(
            normalized):
        return None
    text = " ".join(re.sub(r"[£$€]", " ", amounts(re.sub(r"(\d)p\b", r"\1 p", normalized))).split())
    text = re.sub(r"\b(\d+) p\b", r"\1p", text)
    items = list(_ITEM.finditer(text))
    if not items or len(items) > MAX_ITEMS:
        return None
    numbers = re.findall(r"(?<![\w.])\d+(?:\.\d+)?", text)
    used = sum(1 + (m.group("count")[0].isdigit()) for m in items)
    if used != len(numbers):
        return None  # a number that belongs to no thing bought: a detail not understood
    parts, total = [], Decimal(0)
    for item in items:
        count = Decimal(item.group("count")) if item.group("count")[0].isdigit() else Decimal(1)
        price = Decimal(item.group("price")) / (100 if item.group("pence") else 1)
        cost = price * count if (item.group("at") or item.group("each")) else price
        if count == 0 or count > 1000:
            return None
        total += cost
        parts.append(f"{_money(cost)} for {item.group('count')} {item.group('thing')}")
    if len(items) == 1 and count == 1:
        return None  # one thing at one price: nothing to add up
    return f"That's {_money(total)} in all: {' and '.join(parts)}." if len(parts) > 1 else (
        f"That's {_money(total)} for {items[0].group('count')} {items[0].group('thing')}.")


def find(normalized: str) -> list[tuple[str, dict[str, str]]]:
    """The sum as a finished reply for ``cue_readings``."""
    said = reply(normalized)
    return [("GptSaid", {"reply": said})] if said else []
