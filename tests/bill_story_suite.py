"""A generated suite of shares asked as a story: party x sum x tip x question frame x word order x filler, each with
the share computed with ``Decimal``, and must-nots (a share told, a party with no sum, numbers the story leaves
unused) generated the same way. Deterministic: fillers are dealt in turn.
"""

from __future__ import annotations

import re
from decimal import ROUND_HALF_DOWN, ROUND_HALF_UP, Decimal
from itertools import cycle

# (said, how many)
_PARTIES = (("4 people", 4), ("four of us", 4), ("3 friends", 3), ("five of us", 5), ("6 people", 6),
            ("2 of us", 2), ("eight people", 8))
# (said, amount, currency)
_SUMS = (("54 euros", "54", "euros"), ("60 dollars", "60", "dollars"), ("45 pounds", "45", "pounds"),
         ("120 dollars", "120", "dollars"), ("84.50 euros", "84.50", "euros"), ("£36", "36", "pounds"),
         ("75 quid", "75", "pounds"))
_SHARE = ("{p}, the pizza cost {s}, how much each one pay", "the bill is {s} and we are {p} how much each",
          "how much each if {p} split {s}", "dinner was {s} for {p} how much per person",
          "{p} are sharing a {s} taxi what does each person pay", "split {s} between {p}",
          "divide {s} between {p} please", "we are {p} and the meal came to {s} what does everyone owe",
          "{s} for the takeaway shared by {p} how much is that each", "what does each of us pay if {p} split {s}",
          "{p} and the bill is {s} how much a head")
_TIPPED = ("the bill is {s} plus a {t} percent tip split between {p} how much each",
           "we are {p} and the meal was {s} with a {t} percent tip how much per person",
           "{p}, {s} bill, {t} percent tip, how much each")
_TIPS = ("10", "15", "20")
_PREFIXES = ("", "um ", "quick question ", "ok so ", "hey ", "can you work out ")
_SUFFIXES = ("", " please", " thanks", "")

MUST_NOTS = ("4 people are coming to dinner", "the bill is 54 euros", "we paid 20 euros each",
             "i split the bill with 4 friends last night", "4 of us had 3 pizzas for 54 euros how much each",
             "how much is 4 pizzas at 12 euros each", "how many people are in my family",
             "each of the 4 kids has a bike", "we shared a 54 euro pizza yesterday", "the 4 of us paid 60 dollars",
             "split the 4 onions in half", "what is each", "how much does each banana cost",
             "4 people each paid 15 euros how much was the bill", "divide 63 by 7", "what is 120 divided by 4")
_SHARE_SAID = re.compile(r"\d+(?:\.\d\d)? (?:euros |dollars |pounds )?each\b")


def _said(value: Decimal, rounding: str = ROUND_HALF_UP) -> str:
    value = value.quantize(Decimal("0.01"), rounding)
    return str(value.quantize(Decimal(1))) if value == value.to_integral() else f"{value:.2f}"


def _shares(value: Decimal, unit: str, said: str) -> tuple[str, ...]:
    """The share as a right reply may say it: a half cent either way; no currency when only a sign said it (the
    sign is not heard: "£36" reaches the skills as "36")."""
    units = (f"{unit} ", "") if said[0] in "£$€" else (f"{unit} ",)
    plain = tuple(f" is {_said(value, r)}." for r in (ROUND_HALF_UP, ROUND_HALF_DOWN)) if not units[-1] else ()
    plain = (*plain, *(re.sub(r"(\.\d)0\.$", r"\1.", p) for p in plain))  # "is 7.2.", as a sum says it
    return (*(f"{_said(value, r)} {u}each" for r in (ROUND_HALF_UP, ROUND_HALF_DOWN) for u in units), *plain)


def _dealt(texts: list[str]) -> list[str]:
    pairs = cycle([(p, s) for s in _SUFFIXES for p in _PREFIXES])
    return [" ".join(f"{p}{t}{s}".split()) for t, (p, s) in zip(texts, pairs, strict=False)]


def items() -> list[tuple[str, tuple[str, ...] | None]]:
    """(sentence, the shares a right reply says, e.g. "13.50 euros each"); None: no share may be said."""
    out: list[tuple[str, tuple[str, ...] | None]] = []
    for party, people in _PARTIES:
        for said, amount, unit in _SUMS:
            each = _shares(Decimal(amount) / people, unit, said)
            texts = [f.format(p=party, s=said) for f in _SHARE]
            out.extend((t, each) for t in _dealt(texts))
            for tip in _TIPS:
                total = Decimal(amount) * (1 + Decimal(tip) / 100)
                tipped = _shares(total / people, unit, said)
                out.extend((t, tipped) for t in _dealt([f.format(p=party, s=said, t=tip) for f in _TIPPED]))
    out.extend((t, None) for t in _dealt(list(MUST_NOTS)))
    return out


def met(reply: str | None, share: tuple[str, ...] | None) -> bool:
    """True when ``reply`` says ``share`` (or, for a must-not, says no share at all)."""
    if share is None:
        return reply is None or _SHARE_SAID.search(reply) is None
    return reply is not None and any(said in reply for said in share)
