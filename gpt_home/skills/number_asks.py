"""Sums and totals composed from number slots said in any order: the numbers first and the verb last ("3k and 48, add
them up", "4 tickets at 3 pounds each, add it up for me"), a reason after ("what is 3k plus 48, it is for my
homework", "how much for 6 bags of crisps at 85p each, i need to know what to bring").

The numbers are read by ``number_slots`` (one reader for every number form). A sentence is trusted only when EVERY
word is accounted for: a frame that asks (before or after), the numbers with their operator or the things with their
price each, politeness, and a reason clause with no number in it. Anything else ("i bought 3 tins at 85p each
yesterday", "i wish i had 3 and 4", a date, a clock time) leaves words unused and nothing is worked out. What is
composed is the plain request the calculator and the shopping sums already answer ("3000 plus 48", "4 tickets at 3
pounds each how much"), so the reply is theirs. A sum of money asked in another currency ("3 euros, what is that in
dollars") is answered honestly: there are no exchange rates offline. Pure.
"""

from __future__ import annotations

import re

from gpt_home.skills import shopping_sums, unit_prices
from gpt_home.skills.number_slots import CURRENCY_REPLY, currencies, not_asked
from gpt_home.agent.number_reader import numerals

MAX_WORDS = 30
_N = r"-?\d+(?:\.\d+)?"
# words that only carry politeness or address, at either end
_POLITE = r"(?:please|thanks|thank you|for me|for us|then|now|ok|okay|hey|um|so|right|quickly|dear|love|mate)"
_LEAD = re.compile(rf"^(?:(?:{_POLITE}|quick question|a quick one|can you|could you|would you) )+")
_TRAIL = re.compile(rf"(?: {_POLITE})+$")
# a reason told after the question, with no number in it: "it is for my homework", "i need to know what to bring"
_REASON = re.compile(r" (?:(?:it is|its|this is|that is|thats) (?:for|because)|because|cause|cos|"
                     r"i need (?:to know|it|this|that)|i have to know|for (?:my|our|a|the) "
                     r"(?:homework|recipe|school|class|project|shopping|party|trip|budget|work))\b[^\d]*$")
_ASKS = r"(?:what is|how much is|calculate|work out|tell me|and)"
_SUM_OPS = {"plus": "plus", "add": "plus", "minus": "minus", "take away": "minus", "times": "times",
            "multiplied by": "times", "x": "times", "divided by": "divided by", "over": "divided by"}
_OP = "|".join(sorted((re.escape(op) for op in _SUM_OPS), key=len, reverse=True))
# what a sum asks, said after its numbers: "work that out", "add them up", "what is that"
_SUM_ASKED_AFTER = (r"(?:work (?:that|it|this) out|what is (?:that|it|the answer|the total)|what does (?:that|it) "
                    r"(?:make|come to|equal)|how much is (?:that|it)|add (?:them|those|it|that|these) up|"
                    r"add (?:them|those|these) together|what do (?:they|those) (?:add up to|make|come to))")
_SUM = re.compile(rf"(?:{_ASKS} )?(?P<a>{_N}) (?P<op>{_OP}) (?P<b>{_N})(?: {_SUM_ASKED_AFTER})?")
# "48 and 12, add them up", "what do 48 and 12 make": "and" is plus only when adding is asked, after the numbers
# (a question of its own) or around them (a question word before, a verb of adding after)
_ADDED_ASKED = (r"add (?:them|those|these) (?:up|together)|what do (?:they|those) (?:add up to|come to|make)|"
                r"what is the (?:total|sum)|together how much is(?: it| that)?|how much is that(?: together| altogether)?")
# the adding said after the verb or alone: "what do 2,649 and 7,386 come to added up", "how much do 12,000 and 8,500
# come to when you add them", "what would 40 and 60 come to in total"
_ADDED_AFTER = (r"added together|added up|together|altogether|all together|in total|in all|"
                r"(?:when|if) (?:you )?add (?:them|those|the two)(?: up| together)?|(?:when|if) added(?: up| together)?")
_ADDED_TOLD = rf"(?:make|add up to|come to|total)(?: (?:{_ADDED_AFTER}))?|{_ADDED_AFTER}"
_AND_ADDED = re.compile(rf"(?P<a>{_N}) and (?P<b>{_N}) (?:{_ADDED_ASKED})|"
                        rf"(?:what (?:do|does|is|are|would|will)|how much (?:is|are|do|does|would|will)) "
                        rf"(?P<a2>{_N}) and (?P<b2>{_N}) "
                        rf"(?:{_ADDED_TOLD})")
_PERCENT = re.compile(rf"(?:{_ASKS} )?(?P<p>{_N}) percent of (?P<a>{_N})(?: {_SUM_ASKED_AFTER})?")
# the whole a share is of, said first: "of 260, how much would 15 percent be", "out of 80 what is 25 percent", "of
# 90 what is a third"
_SHARE_ASKED = (r"(?:what is|what would|what will|what does|what do you get for|what do i get for|how much is|"
                r"how much would|how much will|how much does|how much do you get for|how much do i get for|"
                r"how many is|how many would|how many are|tell me|work out|calculate|and)")
_FRACTION = r"(?:a |one )?(?:half|third|quarter|fifth|tenth)|\d+ (?:thirds|quarters|fifths|tenths)"
_BASE_FIRST = re.compile(rf"(?:out )?of (?P<a>{_N}) {_SHARE_ASKED} (?:(?P<p>{_N}) percent|(?P<f>{_FRACTION}))"
                         r"(?: (?:be|make|come to|work out at|of (?:it|that|them)))?")

# a price of one thing: "3 pounds", "85p", "2 euros", "4 dollars", "2.50"
_PRICE = rf"{_N}(?:p| pence| pounds?| quid| dollars?| bucks| euros?| cents?)?"
_WORD = r"(?!(?:at|for|costing|each|of|how|what)\b)[a-z]+"
_THING = rf"{_WORD}(?: {_WORD})?(?: of {_WORD})?"
_EACH = r"(?:each|apiece|a piece|per [a-z]+)"
_TOTAL_ASKED = (r"(?:how much(?: altogether| in all| in total| is that| is it| does that come to| will that be| would that be|"
                r" is that altogether| is that in total)?|"
                r"what is the total|what does (?:that|it) come to|what do (?:they|those) come to|add (?:it|them|that) up|"
                r"what is that altogether|the total|total|altogether|in all|what do (?:i|we) (?:owe|pay)(?: you)?|"
                r"how much (?:do )?(?:i|we) pay|cost|come to)")
_PRICED = re.compile(rf"(?:how much (?:is|are|for|would|will|do|does) |what is |what do |what does )?(?P<n>\d{{1,3}}|an?) (?P<thing>{_THING})"
                     rf"(?: at| costing| for)? (?P<price>{_PRICE}) {_EACH}(?: (?P<asked>{_TOTAL_ASKED}))?")
# the price of one said first, how many after: "the tickets are 3 pounds each and there are 4 of us, how much
# altogether", "it is 3 pounds per person and we are 4, how much in total"
_COUNT_AFTER = re.compile(
    rf"(?:(?:(?:the )?(?P<thing>{_THING}) (?:are|cost|will be|would be)|it is|they are|that is) )?(?P<price>{_PRICE}) "
    rf"(?P<each>{_EACH}|a head)(?: and| so)? (?:there are|there will be|we are|we will be|we need|i need|we want|i want) "
    rf"(?P<n>\d{{1,3}})(?: of us| people| of them)? (?P<asked>{_TOTAL_ASKED})")
# a sum of money asked in another currency, every other word a word of asking: "3 euros, what is that in dollars"
_MONEY_WORD = r"[a-z]+(?: dollars)?"
_IN_CURRENCY = re.compile(rf"(?P<n>{_N}) (?P<a>{_MONEY_WORD}) (?P<ask>[a-z ]*?)\b(?:in|into|to) (?P<b>{_MONEY_WORD})")
_CURRENCY_ASK = frozenset("what is that it how much convert change tell me the".split())
_FRAME_WORDS = frozenset("how much is are for would will at costing each apiece piece per what the total does that it "
                         "come to add up them those altogether in all".split())


def _core(normalized: str) -> str:
    """``normalized`` in numerals, without politeness at either end nor a reason told after the question."""
    text = numerals(normalized)
    for _ in range(3):
        text = _TRAIL.sub("", _LEAD.sub("", text)).strip()
    return _REASON.sub("", text).strip()


def _asked_total(text: str, priced: re.Match[str]) -> bool:
    """The total is asked: "how much" before, or a question of the total after (a bare list of prices asks nothing)."""
    return text.startswith("how much") or priced.group("asked") is not None and (
        text.startswith("what") or priced.group("asked") not in ("cost", "come to"))  # "what is 4 tickets at 3 each
    # come to", "how much do 4 tickets at 3 each cost"; never "4 tickets at 3 each cost" alone


def compose(normalized: str) -> str | None:
    """The plain request ``normalized`` asks, every word accounted for ("3000 plus 48", "4 tickets at 3 pounds each
    how much"), or None."""
    if not normalized or len(normalized.split()) > MAX_WORDS or not_asked(normalized):
        return None
    text = _core(normalized)
    if hit := _SUM.fullmatch(text):
        return f"{hit.group('a')} {_SUM_OPS[hit.group('op')]} {hit.group('b')}"
    if hit := _AND_ADDED.fullmatch(text):
        return f"{hit.group('a') or hit.group('a2')} plus {hit.group('b') or hit.group('b2')}"
    if hit := _PERCENT.fullmatch(text):
        return f"{hit.group('p')} percent of {hit.group('a')}"
    if hit := _BASE_FIRST.fullmatch(text):  # "of 90 what is a third": a third of 90
        return f"{hit.group('f') or hit.group('p') + ' percent'} of {hit.group('a')}"
    if (hit := _PRICED.fullmatch(text)) and _asked_total(text, hit) and not set(hit.group("thing").split()) & _FRAME_WORDS \
            and not unit_prices.measured(hit.group("thing")):  # "250 grams at 8 pounds per kilo": a rate (unit_prices)
        return f"{hit.group('n')} {hit.group('thing')} at {hit.group('price')} each how much"
    if (hit := _COUNT_AFTER.fullmatch(text)) and not set((hit.group("thing") or "").split()) & _FRAME_WORDS:
        thing = hit.group("thing") or ("people" if hit.group("each").endswith(("person", "head")) else "of them")
        return f"{hit.group('n')} {thing} at {hit.group('price')} each how much"
    return None


def _exchange(text: str) -> bool:
    """ "3 euros, what is that in dollars", "what is 3 euros in dollars": a conversion between currencies asked."""
    hit = _IN_CURRENCY.search(text)
    if hit is None or not currencies(hit.group("a"), hit.group("b")):
        return False
    rest = f"{text[:hit.start()]} {hit.group('ask')} {text[hit.end():]}".split()
    return all(word in _CURRENCY_ASK for word in rest)


def _rated(normalized: str) -> str | None:
    """A price per unit of measure and an amount ("cheese is 8 pounds a kilo, how much is 250 grams")."""
    if not normalized or len(normalized.split()) > MAX_WORDS or not_asked(normalized):
        return None
    return unit_prices.reply(_core(normalized))


def find(normalized: str) -> list[tuple[str, dict[str, str]]]:
    """The composed request as a reading for ``cue_readings``: a sum for the calculator, a total said at once."""
    said = compose(normalized)
    if said is None and (rated := _rated(normalized)) is not None:
        return [("GptSaid", {"reply": rated})]
    if said is None:
        asked = bool(normalized) and len(normalized.split()) <= MAX_WORDS and not not_asked(normalized)
        return [("GptSaid", {"reply": CURRENCY_REPLY})] if asked and _exchange(_core(normalized)) else []
    if said.endswith(" how much"):
        total = shopping_sums.reply(said)
        return [("GptSaid", {"reply": total})] if total else []
    return [("GptMath", {"expression": said})]
