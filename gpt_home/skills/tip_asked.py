"""A tip worked out when it is asked in a sentence of its own: "how much do i leave the waiter if i tip 15 percent on
60 dollars", "if i tip 10 percent on 35 pounds how much is that", "whats the tip at 18 percent on 50 dollars".

The sums family reads "an 18 percent tip on 45 dollars" said alone; here the tip's rate and the amount it is on are
found anywhere in a question (how much, what, work out) about a tip, in any order ("how much should i tip on 60
dollars at 15 percent", "the meal was 60 dollars whats the tip at 15 percent"): the tip and the total with it. With
no rate said, the usual 10, 15 and 20 percent are worked out. Two amounts or two rates are not guessed between. A
sentence that tells a tip ("i left a 20 percent tip on 50 dollars", "the waiter said...") is left alone. Pure.
"""

from __future__ import annotations

import re
from decimal import Decimal

from gpt_home.agent.number_reader import numeralize

_NUM = r"\d+(?:\.\d+)?"
_MONEY = re.compile(r"[£$€]|\b(?:dollars?|pounds?|quid|bucks|euros?)\b")
_TIP = re.compile(r"\b(?:tip|tipping|gratuity|service charge)\b|\b(?:percent|per cent) service\b")
_BILL = re.compile(r"[£$€]|\b(?:dollars?|pounds?|quid|bucks|euros?|bill|meal|check|cheque|total|waiter|waitress)\b")
_RATE = re.compile(rf"\b(?P<rate>{_NUM}) (?:percent|per cent)\b")
_NUMBER = re.compile(rf"(?<![\d.])(?P<n>{_NUM})(?![\d.]| percent| per cent)")
_ASKED = re.compile(r"\b(?:how much|what(?: is|s)?|work out|calculate|figure out|tell me|whats)\b|^(?:tip|add) ")
_TOLD = re.compile(r"^(?:i|we|he|she|they|my \w+|the \w+) (?:left|gave|paid|tipped|added|said|says|told|always)\b")
_RATES = (10, 15, 20)


def _said(value: Decimal) -> str:
    return str(value.quantize(Decimal(1))) if value == value.to_integral() else f"{value:.2f}"


def reply(normalized: str) -> str | None:
    """ "A 15 percent tip on 60 is 9, 69 in all." (with no rate said, the usual three); None when no tip is asked."""
    text = " ".join(_MONEY.sub(" ", numeralize(normalized)).split())
    if not _TIP.search(text) or not _ASKED.search(text) or _TOLD.match(text):
        return None
    rates = list(_RATE.finditer(text))
    amounts = [m.group("n") for m in _NUMBER.finditer(text)]
    amount = amounts[0] if len(set(amounts)) == 1 else None
    if amount is None or len(rates) > 1 or Decimal(amount) <= 0:
        return None  # two amounts or two rates: which, not a guess
    if not rates and _BILL.search(normalized):  # "how much should i leave for a tip on 80 pounds": the usual rates
        said = [f"{rate} percent is {_said(Decimal(amount) * rate / 100)}" for rate in _RATES]
        return f"On {_said(Decimal(amount))}, a tip of {said[0]}, {said[1]} and {said[2]}."
    if not rates:
        return None
    percent = Decimal(rates[0].group("rate"))
    if not 0 < percent <= 100:
        return None
    tip, amount_d = Decimal(amount) * percent / 100, Decimal(amount)
    rate_said = _said(percent)
    article = "An" if rate_said.startswith("8") or rate_said.split(".")[0] in ("11", "18") else "A"  # "an 18"
    return f"{article} {rate_said} percent tip on {_said(amount_d)} is {_said(tip)}, {_said(amount_d + tip)} in all."


def find(normalized: str) -> list[tuple[str, dict[str, str]]]:
    """The tip as a finished reply for ``cue_readings`` (read after the sums family, which says its own form)."""
    said = reply(normalized)
    return [("GptSaid", {"reply": said})] if said else []
