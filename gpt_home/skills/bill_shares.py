"""A sum said as a story, composed from its slots wherever they are: "four people, pizza cost 54 euros, how much each
one pay", "the bill is 60 dollars and there are 3 of us what does everyone owe", "how much each if 5 of us split 75
euros", "we are five and the bill is 100 euros plus a 10 percent tip how much each", "share 30 sweets between 4
kids how many each".

Slots: **the party** (a number of people, kids, friends, ways, or "of us"; "between 4", "we are 5"), **the sum**
(money with its currency, or a number of things shared), an optional **tip** (a percent said with "tip"), and
**the question** of a share (how much / how many each, per person, a head, everyone pays, or "split" / "share" /
"divide" said as an order). The share is the sum (with the tip) divided by the party, worked with ``Decimal``; a
count of things is shared whole, with what is left over. Any number the story leaves unused, two sums or two
parties: None (which sum is meant is a guess). A share told ("we paid 20 euros each") is no question. Pure.
"""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal

from gpt_home.agent.number_reader import numeralize
from gpt_home.skills.bad_input import SHARED_BY_NONE_REPLY
from gpt_home.skills.number_slots import priced_each

MAX_WORDS = 40
_CUE = re.compile(r"\b(?:each|everyone|everybody|every one|per person|a head|apiece|a piece|split|share|divide|"
                  r"divided)\b")
_PEOPLE_NOUN = (r"(?:of us|of them|of you|people|persons|adults|friends|mates|kids|children|guests|ways|girls|boys|"
                r"grandchildren|family members|flatmates|roommates|colleagues|players)")
_PARTY = re.compile(rf"\b(?P<n>\d+) {_PEOPLE_NOUN}\b|"
                    r"\b(?:between|among|amongst|by|for) (?:the |all )?(?P<n2>\d+)\b(?! (?:pounds?|quid|dollars?|bucks|"
                    r"euros?|percent|per cent|[a-z]+s\b(?<!people)(?<!kids)(?<!friends)(?<!mates)))|"
                    r"\b(?:we are|were|there are|there were|theres|there will be) (?P<n3>\d+)\b")
_MONEY = re.compile(r"[£$€] ?(?P<a>\d+(?:\.\d{1,2})?)|\b(?P<b>\d+(?:\.\d{1,2})?) ?(?P<unit>pounds?|quid|dollars?|"
                    r"bucks|euros?|rupees?)\b")
_UNITS = {"pound": "pounds", "quid": "pounds", "dollar": "dollars", "buck": "dollars", "euro": "euros",
          "rupee": "rupees"}
_SIGNS = {"£": "pounds", "$": "dollars", "€": "euros"}
_TIP = re.compile(r"\b(?P<p>\d+(?:\.\d+)?) ?(?:percent|per cent|%) (?:tip|service|gratuity)\b|"
                  r"\b(?:tip|tip of|service of|gratuity of) (?P<p2>\d+(?:\.\d+)?) ?(?:percent|per cent|%)")
_THINGS = re.compile(r"\b(?P<n>\d+) (?P<what>[a-z]+s)\b")
_ASKED = re.compile(r"\bhow (?:much|many)\b.*\b(?:each|everyone|everybody|every one|per person|a head|apiece|"
                    r"a piece)\b|\b(?:what|how much) (?:does|do|should|will|would|must) (?:each|everyone|everybody|"
                    r"every one|every person)\b|\bper person\b|\ba head\b|^(?:please )?(?:split|share|divide)\b")
# told, not asked: "we paid 20 euros each", "i split the bill with 4 friends last night"
_TOLD = re.compile(r"\b(?:paid|split|shared|divided) (?:it |the bill |the cost )?(?:\d+ )?(?:[a-z]+ )?(?:each|with)\b|"
                   r"\b(?:i|we|they) (?:split|shared|paid)\b(?!.*\bhow\b)")
_NUMBER = re.compile(r"(?<![\d.])\d+(?:\.\d+)?(?![\d.])")
_CENT = Decimal("0.01")
# a sum with no currency heard is money only in a story of a bill: "the bill is 36 and we are 4"
_BILL = re.compile(r"\b(?:bill|meal|cost|costs|came to|comes to|total|pizza|dinner|lunch|takeaway|taxi|tab|owe|pay|"
                   r"paid|price|tickets?|rent|fare)\b")


def _said(value: Decimal) -> str:
    value = value.quantize(_CENT, ROUND_HALF_UP)
    return str(value.quantize(Decimal(1))) if value == value.to_integral() else f"{value:.2f}"


def _plain(normalized: str) -> str:
    text = numeralize(normalized)
    text = re.sub(r"\beach (?:1|one)\b", "each", text)  # "how much each one pay": no amount of 1
    text = re.sub(r"\b(?:a|one) (?:couple|pair) of\b", "2", text)
    return re.sub(r"([£$€]) (?=\d)", r"\1", text)


def reply(normalized: str) -> str | None:
    """ "That's 13.50 euros each." for a share asked in a story; None when the story makes no one clear share."""
    if not normalized or not _CUE.search(normalized) or len(normalized.split()) > MAX_WORDS:
        return None
    text = _plain(normalized)
    if not _ASKED.search(text) or _TOLD.search(text) or priced_each(text):
        return None  # "it is 3 pounds per person and we are 4": a total (number_asks), never 0.75 each
    parties = {int(m.group("n") or m.group("n2") or m.group("n3")): m for m in _PARTY.finditer(text)}
    money = list(_MONEY.finditer(text))
    tips = list(_TIP.finditer(text))
    if len(parties) != 1 or len(tips) > 1:
        return None
    (people, party), = parties.items()
    if people == 0 and (party.group("n") or re.match(r"(?:between|among|amongst)\b", party.group(0))):
        # "share 40 sweets between zero children": no one to share with, never a number each ("divide 5 by 0": calc's)
        return SHARED_BY_NONE_REPLY
    if not 1 < people <= 100:
        return None
    used = [party.span(), *(m.span() for m in money), *(m.span() for m in tips)]
    if len({m.group("a") or m.group("b") for m in money}) == 1:
        found = money[0]
        unit = _SIGNS.get(found.group(0)[0]) or _UNITS[found.group("unit").rstrip("s")]
        total = Decimal(found.group("a") or found.group("b"))
    elif not money and not tips and len(things := [m for m in _THINGS.finditer(text) if m.span() != party.span()
                                                    and not _PARTY.fullmatch(m.group(0))]) == 1:
        return _whole(int(things[0].group("n")), things[0].group("what"), people, text,
                      [*used, things[0].span()])
    elif not money and len(bare := [m for m in _NUMBER.finditer(text)
                                     if not any(a <= m.start() < b for a, b in used)]) == 1 and (
            _BILL.search(text) or party.group("n") and re.search(r"\bhow much\b", text)):  # never "divide 63 by 7"
        unit, total = "", Decimal(bare[0].group(0))  # "the bill is 36": a sum said with a sign, the sign unheard
        used.append(bare[0].span())
    else:
        return None
    if any(not any(a <= m.start() < b for a, b in used) for m in _NUMBER.finditer(text)):
        return None  # a number the story leaves unused: "4 of us had 3 pizzas for 54 euros"
    if not tips:
        return f"That's {_said(total / people)} {unit} each.".replace("  ", " ")
    percent = Decimal(tips[0].group("p") or tips[0].group("p2"))
    if not 0 < percent <= 100:
        return None
    with_tip = total * (1 + percent / 100)
    return " ".join(f"With a {_said(percent)} percent tip that's {_said(with_tip)} {unit} in all, "
                    f"{_said(with_tip / people)} {unit} each.".split())


def _whole(count: int, what: str, people: int, text: str, used: list[tuple[int, int]]) -> str | None:
    """ "share 30 sweets between 4 kids": "That's 7 sweets each, with 2 left over." """
    if any(not any(a <= m.start() < b for a, b in used) for m in _NUMBER.finditer(text)):
        return None
    each, left = divmod(count, people)
    if each == 0:
        return None
    thing = what if each != 1 else what.removesuffix("s")
    return f"That's {each} {thing} each" + (f", with {left} left over." if left else ".")
