"""Number slots for sums, prices and unit conversions: a number, and what stands next to it.

The numbers themselves are read by the one number reader (``agent.number_reader.numerals``: digits, words, "two point
five", "one and a half", "a dozen", "3k"), the same way for the calculator (``calc``), the slot readers
(``slot_spans``) and the composer of number questions (``number_asks``).

``find`` reads the slots of a sentence in numerals: each number with the unit or currency said next to it ("85p",
"3 pounds", "4 dollars", "2 kilos") and whether it is a price of one ("each", "per ticket", "apiece").

``not_asked`` says when the numbers of a sentence are not asked about at all: a conversion or a sum negated ("dont
convert 3 miles"), taken back ("... but never mind"), or supposed ("i was going to ask about ...", "if i had 3k plus 48 id be
rich"): nothing is worked out then. Pure.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

from gpt_home.agent.number_reader import MAX_DIGITS, numerals

# --- slots -----------------------------------------------------------------------------------------------------

_CURRENCIES = {"pounds": "pound", "pound": "pound", "quid": "pound", "p": "pence", "pence": "pence", "penny": "pence",
               "dollars": "dollar", "dollar": "dollar", "bucks": "dollar", "cents": "cent", "cent": "cent",
               "euros": "euro", "euro": "euro"}
_SMALL_CURRENCY = frozenset({"pence", "cent"})
_EACH = re.compile(r"(?:each|apiece|a piece|a head|per (?:[a-z]+)|a (?:ticket|person|bag|box|pack|bottle|one))\b")
_NUMBER = re.compile(r"(?<![\w.])(-?\d+(?:\.\d+)?)(p\b)?")


@dataclass(frozen=True, slots=True)
class NumberSlot:
    """A number in a sentence of numerals: its value (a price in pence is said in pounds: 85p is 0.85), where it is
    (character offsets), the currency or unit word said right after it ("" for none) and whether it is the price
    of one thing ("each", "per ticket")."""

    value: Decimal
    start: int
    end: int
    unit: str = ""
    each: bool = False

    @property
    def money(self) -> bool:
        """True when a currency was said with the number (a weight said in pounds is money here too: the caller
        decides by what else is said)."""
        return self.unit in _CURRENCIES.values()


def find(text: str) -> list[NumberSlot]:
    """The number slots of ``text`` (numerals already, ``numerals``), in the order said."""
    slots = []
    for m in _NUMBER.finditer(text):
        if len(m.group(1).replace(".", "").lstrip("-")) > MAX_DIGITS:
            continue
        try:
            value = Decimal(m.group(1))
        except InvalidOperation:
            continue
        end, unit = m.end(), "pence" if m.group(2) else ""
        if not unit and (word := re.match(r" ([a-z]+)\b", text[end:])) and word.group(1) in _CURRENCIES:
            unit, end = _CURRENCIES[word.group(1)], end + word.end()
        if unit in _SMALL_CURRENCY:
            value /= 100
        each = _EACH.match(text[end:].lstrip()) is not None
        slots.append(NumberSlot(value, m.start(), end, unit, each))
    return slots


# money only (never a weight): "dollars", "euros", "yen"; "pounds" is money only next to one of these (pence and cents
# are not here: "50 pence in pounds" is no exchange)
_MONEY_ONLY = frozenset({"dollar", "dollars", "bucks", "euro", "euros", "yen", "yuan", "rupee", "rupees",
                         "franc", "francs", "peso", "pesos", "krona", "kronor", "krone", "kroner", "rand", "real", "reais",
                         "zloty", "lira", "dirham", "dirhams", "won", "rouble", "roubles", "ruble", "rubles", "baht",
                         "ringgit", "shekel", "shekels", "forint", "koruna", "quid"})
_MONEY_TOO = frozenset({"pound", "pounds", "pounds sterling"})
CURRENCY_REPLY = "I can't convert between currencies: exchange rates change every day and I work offline."


def currencies(source: str, target: str) -> bool:
    """True when a conversion from ``source`` to ``target`` (unit words as said) is between two currencies ("20 quid
    in euros", "5 dollars in pounds"); "5 pounds in kilos" is a weight."""
    words = [" ".join(w.lower().split()).removeprefix("us ").removeprefix("american ") for w in (source, target)]
    money = [w in _MONEY_ONLY or w.split()[-1:] == ["dollars"] for w in words]
    return any(money) and all(m or w in _MONEY_TOO for m, w in zip(money, words, strict=True))


def priced_each(text: str) -> bool:
    """True when a number in ``text`` (normalised) is the price of one ("it is 3 pounds per person and we are 4",
    "tickets are 85p each"): a total to add up, never a bill to share out."""
    return any(slot.each for slot in find(numerals(text)))


# --- not asked -------------------------------------------------------------------------------------------------

# A number question negated ("dont convert", "no need to work out"), taken back ("... but never mind", "forget it"),
# supposed ("i was going to ask about", "i wanted to ask"; "if i had 3k plus 48 id be rich": a supposition that asks
# nothing).
_NOT_ASKED = re.compile(
    r"^(?:please )?(?:dont|do not|no need to|never mind|you dont need to|there is no need to)\b"
    r"|\b(?:but |and )?(?:never mind|forget it|forget that|dont bother|doesnt matter|no matter)$"
    r"|\b(?:was|were) (?:going|gonna|about) to (?:ask|convert|work out|add|calculate)\b"
    r"|\b(?:wanted|meant) to ask\b(?!.*\b(?:so|now)\b)"
    r"|^(?:if|suppose|imagine)\b(?!.*\b(?:what|whats|how|tell me|work out|calculate|add (?:it|them|that) up)\b)")


def not_asked(text: str) -> bool:
    """True when ``text`` (normalised) holds a number question that is not asked now (nothing to work out)."""
    return _NOT_ASKED.search(text) is not None
