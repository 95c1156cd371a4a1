"""A tip worked out when it is asked in a sentence of its own: "how much do i leave the waiter if i tip 15 percent on
60 dollars", "if i tip 10 percent on 35 pounds how much is that", "whats the tip at 18 percent on 50 dollars".

The sums family reads "an 18 percent tip on 45 dollars" said alone; here the tip's rate and the amount it is on are
found anywhere in a question (how much, what, work out) about a tip: the tip and the total with it. A sentence that
tells a tip ("i left a 20 percent tip on 50 dollars") asks nothing and is left alone. Pure.
"""

from __future__ import annotations

import re
from decimal import Decimal

from gpt_home.agent.timeparse import numeralize

_NUM = r"\d+(?:\.\d+)?"
_MONEY = re.compile(r"[£$€]|\b(?:dollars?|pounds?|quid|bucks|euros?)\b")
_RATE_ON = re.compile(rf"\btip(?:ping)?(?: (?:of|at|is|was))? (?P<rate>{_NUM}) (?:percent|per cent)\b|"
                      rf"\b(?P<rate2>{_NUM}) (?:percent|per cent) (?:tip|gratuity|service)\b")
_ON = re.compile(rf"^ ?(?:(?:on|of|for) (?:a |an |the |our |my )?(?:bill |meal |total )?(?:of )?(?P<amount>{_NUM}))")
_ASKED = re.compile(r"\b(?:how much|what(?: is|s)?|work out|calculate|figure out|tell me)\b")
_TOLD = re.compile(r"^(?:i|we|he|she|they|my \w+) (?:left|gave|paid|tipped|added)\b")


def _said(value: Decimal) -> str:
    return str(value.quantize(Decimal(1))) if value == value.to_integral() else f"{value:.2f}"


def reply(normalized: str) -> str | None:
    """ "A 15 percent tip on 60 is 9, 69 in all."; None when no tip is asked about."""
    text = " ".join(_MONEY.sub(" ", numeralize(normalized)).split())
    rate = _RATE_ON.search(text)
    if rate is None or not _ASKED.search(text) or _TOLD.match(text):
        return None
    on = _ON.match(text[rate.end():])  # the amount said before ("the meal was 96..."): ``slot_spans``
    if on is None:
        return None
    percent, amount = Decimal(rate.group("rate") or rate.group("rate2")), Decimal(on.group("amount"))
    if not 0 < percent <= 100:
        return None
    tip = amount * percent / 100
    rate_said = _said(percent)
    article = "An" if rate_said.startswith("8") or rate_said.split(".")[0] in ("11", "18") else "A"  # "an 18"
    return f"{article} {rate_said} percent tip on {_said(amount)} is {_said(tip)}, {_said(amount + tip)} in all."


def find(normalized: str) -> list[tuple[str, dict[str, str]]]:
    """The tip as a finished reply for ``cue_readings`` (read after the sums family, which says its own form)."""
    said = reply(normalized)
    return [("GptSaid", {"reply": said})] if said else []
