"""The generated suite of number slots (issue 15, round 18): a number said any way (digits, words, "a half", "one and a
half", "two point five", "1,500", "3k") with a unit or a currency next to it, in conversions and sums said with the
thing first, the verb last, a reason after, fillers and thanks around them; with must-nots generated the same way
(numbers that are not asked about, dates and clock times that are not quantities, stories, wishes, negations).

Two vocabularies: ``items()`` is the dev vocabulary the reader was built against; ``held_out()`` is a second one
(other units, other frames, other fillers, other speakers) that was written before the reader and NEVER tuned on: its
figure is the honest generality figure, measured and reported, never made a test that must pass.

Each item is (sentence, pattern the reply must match), or a must-not (the reply must not match the pattern).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import cycle, product


@dataclass(frozen=True)
class Item:
    text: str
    pattern: str
    must_not: bool = False
    kind: str = ""
    value: float | None = None  # a sum's value: met by any number said within 1 % of it (the pattern is then unused)

    def met_by(self, reply: str | None) -> bool:
        if self.value is not None:
            said = [float(n.replace(",", "")) for n in re.findall(r"-?\d[\d,]*(?:\.\d+)?", reply or "")]
            return any(abs(n - self.value) <= max(0.01, abs(self.value) * 0.01) for n in said)
        found = reply is not None and re.search(self.pattern, reply, re.IGNORECASE) is not None
        return not found if self.must_not else found


def _value(value: float) -> str:
    """The pattern of ``value`` as a reply says it, to the 2 decimals the skills round to (1,500 / 2.54 / 0.5)."""
    rounded = round(value, 2) if abs(value) >= 1 else float(f"{value:.3g}")
    text = f"{int(rounded):,}" if float(rounded).is_integer() else f"{rounded:,.4f}".rstrip("0").rstrip(".")
    return re.escape(text)


def _money(total: float) -> str:
    """A total of money as a reply may say it: "4.80" or "4.8", "12" or "12.00"."""
    return rf"(?<![\d.]){re.escape(f'{total:.2f}')}\b|(?<![\d.]){re.escape(f'{total:g}')}(?![\d])"


def _near(value: float) -> str:
    """A pattern for ``value`` to about 1 % (the last digit may round either way)."""
    low, high = value * 0.99, value * 1.01
    options = {_value(v) for v in (value, round(value, 1), round(value, 2), low, high)}
    options |= {re.escape(f"{v:,.2f}".rstrip("0").rstrip(".")) for v in (low, high, value)}
    return r"(?<![\d.])(?:" + "|".join(sorted(options, key=len, reverse=True)) + r")\d*(?!\d|\.\d)"


# number forms: (as said, value)
_FORMS = (("3", 3.0), ("three", 3.0), ("2.5", 2.5), ("two point five", 2.5), ("one and a half", 1.5),
          ("1,500", 1500.0), ("twelve", 12.0), ("a hundred", 100.0))
# unit pairs: (from, to, factor) -- the asked unit's name as the reply says it
_PAIRS = (("miles", "kilometres", 1.609344), ("kilos", "pounds", 2.2046226), ("feet", "metres", 0.3048),
          ("ounces", "grams", 28.349523), ("inches", "centimetres", 2.54))
_CONVERT_FRAMES = (
    ("plain", "convert {q} to {t}"), ("plain", "what is {q} in {t}"), ("plain", "how many {t} in {q}"),
    ("thing first", "{q}, what is that in {t}"), ("thing first", "{q} how many {t} would that be"),
    ("verb last", "{q} into {t}, can you convert that"), ("verb last", "{q} in {t} work it out for me"),
    ("reason after", "what is {q} in {t} because my scale is broken"),
    ("reason after", "{q} in {t}, it's for a recipe"), ("child", "how much is {q} in {t} my teacher asked"),
    ("recognizer", "whats {q} in {t}"), ("learner", "please {q} in {t} how much is it"),
)
_LEADS = ("", "um ", "hey ", "quick question, ")
_TAILS = ("", " please", "? thanks", " thank you")


def conversions() -> list[Item]:
    """Every number form x unit pair x frame, the fillers dealt in turn (so every lead and tail is met)."""
    fillers = cycle(product(_LEADS, _TAILS))
    out = []
    for (said, value), (unit, target, factor), (kind, frame) in product(_FORMS, _PAIRS, _CONVERT_FRAMES):
        lead, tail = next(fillers)
        text = f"{lead}{frame.format(q=f'{said} {unit}', t=target)}{tail}"
        out.append(Item(text, rf"{_near(value * factor)} {target}\b", kind=f"convert {kind}"))
    return out


# sums: (said, value) pairs of operands with their operators
_OPERANDS = (("3k", 3000.0), ("1,500", 1500.0), ("two point five", 2.5), ("one and a half", 1.5), ("twelve", 12.0),
             ("48", 48.0))
_SUM_FRAMES = (
    ("plain", "what is {a} times {b}", lambda a, b: a * b), ("plain", "{a} plus {b}", lambda a, b: a + b),
    ("thing first", "{a} and {b}, add them up", lambda a, b: a + b),
    ("verb last", "{a} times {b}, work that out", lambda a, b: a * b),
    ("reason after", "what's {a} plus {b}, it's for my homework", lambda a, b: a + b),
    ("percent", "what is 10 percent of {a}", lambda a, b: a / 10),
)


def sums() -> list[Item]:
    fillers = cycle(product(_LEADS, _TAILS))
    out = []
    for (a, x), (b, y) in product(_OPERANDS, _OPERANDS[::-1]):
        if a == b:
            continue
        for kind, frame, value in _SUM_FRAMES:
            lead, tail = next(fillers)
            out.append(Item(f"{lead}{frame.format(a=a, b=b)}{tail}", rf"\b{_value(value(x, y))}\b", kind=f"sum {kind}"))
    return out


# prices: (as said, value in the currency's main unit)
_PRICES = (("£3", 3.0), ("3 pounds", 3.0), ("$4", 4.0), ("4 dollars", 4.0), ("85p", 0.85), ("2.50", 2.5),
           ("two euros", 2.0), ("1.20", 1.2))
_THINGS = (("4", 4, "tickets"), ("three", 3, "coffees"), ("6", 6, "bags of crisps"), ("a dozen", 12, "eggs"))
_PRICE_FRAMES = (
    ("each", "{n} {t} at {p} each, how much altogether"), ("each", "how much is {n} {t} at {p} each"),
    ("thing first", "{n} {t}, {p} each, what's the total"), ("per", "{n} {t} at {p} per ticket what does that come to"),
    ("verb last", "{n} {t} at {p} each, add it up for me"),
    ("reason after", "how much for {n} {t} at {p} each, i need to know what to bring"),
)


def prices() -> list[Item]:
    fillers = cycle(product(_LEADS, _TAILS))
    out = []
    for (n, count, things), (price, value), (kind, frame) in product(_THINGS, _PRICES, _PRICE_FRAMES):
        if kind == "per" and things != "tickets":
            continue
        lead, tail = next(fillers)
        total = count * value
        out.append(Item(f"{lead}{frame.format(n=n, t=things, p=price)}{tail}", _money(total),
                        kind=f"price {kind}"))
    return out


# more ways to say a number in a sum: (as said, value)
_MORE_FORMS = (("fifteen hundred", 1500.0), ("two thousand five hundred", 2500.0), ("a grand", 1000.0),
               ("1.5k", 1500.0), ("a quarter of a million", 250000.0), ("seven hundred and fifty", 750.0),
               ("3 pounds 50", 3.5), ("nought point five", 0.5), ("half a dozen", 6.0))
_FORM_FRAMES = (("{x} divided by 5", lambda x: x / 5), ("what is {x} times 4", lambda x: x * 4),
                ("{x} plus 20, work it out", lambda x: x + 20), ("what's 10 percent of {x}", lambda x: x / 10))


def number_forms() -> list[Item]:
    fillers = cycle(product(_LEADS, _TAILS))
    out = []
    for (said, value), (frame, asked) in product(_MORE_FORMS, _FORM_FRAMES):
        lead, tail = next(fillers)
        money = "£?" if "pounds" in said else ""  # "3 pounds 50 times 4 is £14.": money said as money
        out.append(Item(f"{lead}{frame.format(x=said)}{tail}", rf"\bis {money}{_value(asked(value))}\.$", kind="sum form"))
    return out


# the price of one said first, how many after: "tickets are 12 pounds each and there are 4 of us, how much altogether"
_COUNT_AFTER = ("the {t} are {p} each and there are {n} of us, how much altogether",
                "{t} cost {p} each and we need {n}, what's the total", "it's {p} per person and we are {n}, how much in total",
                "{p} each and there are {n} of us, how much is that altogether")


def count_after() -> list[Item]:
    fillers = cycle(product(_LEADS, _TAILS))
    out = []
    for frame, (n, count, _), (price, value) in product(_COUNT_AFTER, _THINGS[:3], _PRICES):
        lead, tail = next(fillers)
        out.append(Item(f"{lead}{frame.format(n=n, t='tickets', p=price)}{tail}", _money(count * value),
                        kind="price count after"))
    return out


# speakers: a child, an older person, a learner of English, recognizer text without apostrophes
_SPEAKER_SUMS = (("child", "what do {a} and {b} make", lambda a, b: a + b),
                 ("older", "what is {a} and {b} added together dear", lambda a, b: a + b),
                 ("learner", "please {a} and {b} together how much is", lambda a, b: a + b),
                 ("recognizer", "whats {a} times {b} equal", lambda a, b: a * b))
_SPEAKER_PRICES = (("child", "how much do {n} {t} at {p} each cost"), ("older", "{n} {t} at {p} each what do i owe you"),
                   ("learner", "{n} {t} {p} each how much i pay"),
                   ("recognizer", "whats {n} {t} at {p} each come to"))


def speakers() -> list[Item]:
    fillers = cycle(product(_LEADS, _TAILS))
    out = []
    for (a, x), (b, y), (who, frame, value) in product(_OPERANDS[::2], _OPERANDS[1::2], _SPEAKER_SUMS):
        lead, tail = next(fillers)
        out.append(Item(f"{lead}{frame.format(a=a, b=b)}{tail}", rf"\b{_value(value(x, y))}\b", kind=f"sum {who}"))
    for (n, count, things), (price, value), (who, frame) in product(_THINGS, _PRICES[::2], _SPEAKER_PRICES):
        lead, tail = next(fillers)
        out.append(Item(f"{lead}{frame.format(n=n, t=things, p=price)}{tail}", _money(count * value),
                        kind=f"price {who}"))
    return out


# a price per unit and an amount in that unit or a smaller one: "cheese is 8 pounds a kilo, how much is 250 grams"
_RATES = (("petrol", "1.50", 1.5, "litre"), ("cheese", "8 pounds", 8.0, "kilo"), ("apples", "£2", 2.0, "kilo"),
          ("fabric", "6 dollars", 6.0, "metre"))
_RATE_AMOUNTS = {"litre": (("40 litres", 40.0), ("500 millilitres", 0.5)), "kilo": (("3 kilos", 3.0), ("250 grams", 0.25)),
                 "metre": (("2.5 metres", 2.5), ("50 centimetres", 0.5))}
_RATE_FRAMES = ("{t} is {p} per {u}, how much for {q}", "{t} is {p} a {u}, how much is {q}",
                "how much for {q} of {t} at {p} a {u}", "at {p} a {u} what does {q} cost",
                "{q} of {t} at {p} per {u}, what's the total")
_RATE_TOLD = ("i paid {p} a {u} for {q} of {t}", "{t} was {p} a {u} last year", "if {t} is {p} a {u} i'm not buying {q}")


def rates() -> list[Item]:
    fillers = cycle(product(_LEADS, _TAILS))
    out = []
    for (thing, price, value, unit), frame in product(_RATES, _RATE_FRAMES):
        for quantity, amount in _RATE_AMOUNTS[unit]:
            lead, tail = next(fillers)
            out.append(Item(f"{lead}{frame.format(t=thing, p=price, u=unit, q=quantity)}{tail}", _money(value * amount),
                            kind="price per unit"))
    for (thing, price, value, unit), frame in product(_RATES, _RATE_TOLD):
        out.append(Item(frame.format(t=thing, p=price, u=unit, q=_RATE_AMOUNTS[unit][0][0]),
                        r"^That's [\d.,]+ for|\bis [\d,.]+\.$", must_not=True, kind="price per unit told"))
    return out


# two currencies: no exchange rates offline, said so (it had been "I don't know the unit dollars")
_CURRENCY_PAIRS = (("euros", "dollars"), ("pounds", "dollars"), ("dollars", "euros"), ("quid", "euros"),
                   ("euros", "pounds"), ("dollars", "yen"))
_CURRENCY_FRAMES = ("convert {n} {a} to {b}", "how much is {n} {a} in {b}", "how many {b} is {n} {a}",
                    "{n} {a}, what's that in {b}")


def currencies() -> list[Item]:
    fillers = cycle(product(_LEADS, _TAILS))
    out = []
    for (a, b), frame, (n, _) in product(_CURRENCY_PAIRS, _CURRENCY_FRAMES, _FORMS[:3]):
        lead, tail = next(fillers)
        out.append(Item(f"{lead}{frame.format(n=n, a=a, b=b)}{tail}", r"exchange rates", kind="currencies"))
    for n, (weight, target) in product(("5", "three"), (("pounds", "kilos"), ("kilos", "pounds"))):
        out.append(Item(f"what is {n} {weight} in {target}", r"exchange|don't know", must_not=True, kind="weight"))
    return out


# must-nots: numbers not asked about, dates and clock times that are no quantity, stories, wishes, negations
_ASIDES = ("i have 3 kids", "we are a family of five", "my 2 dogs are barking", "i'm 80 years old",
           "i live at number 12", "my flight is at 6 30")
_THEN_ASKED = (("what time is it", r"10:25"), ("what day is it today", r"Tuesday"),
               ("what's 2 plus 2", r"\b4\b"), ("how many grams in a kilo", r"\b1,000 grams\b"))
_NOT_ASKED = (
    "i ran {q} yesterday", "i wish i had {q}", "don't convert {q} to {t}", "my son says {q} is a lot",
    "if it's {q} i'll be surprised", "i was going to ask about {q} in {t} but never mind",
    "we drove {q} last week", "the sign said {q}", "no need to convert {q}", "it weighed {q} when it was born",
)
_NO_QUANTITY = ("the party is on the 3rd of may", "my birthday is on june 12", "the bus comes at 5 15",
                "we moved here in 1998", "call me back at 7", "set an alarm for 6 30", "it's the 21st today isn't it",
                "room 101 please")


# a price or a sum told, wished, negated, supposed, taken back or reported: nothing is worked out
_PRICE_TOLD = ("i bought {n} {t} at {p} each yesterday", "{n} {t} at {p} each were too dear",
               "if {t} are {p} each we won't bother", "my wife said {n} {t} at {p} each was a bargain",
               "don't add up {n} {t} at {p} each", "{n} {t} at {p} each, never mind",
               "last year {n} {t} were {p} each", "i wish {t} were {p} each")
_SUM_TOLD = ("i had {a} and {b} last week", "don't work out {a} times {b}", "{a} times {b}, never mind",
             "i was going to ask what {a} plus {b} is but never mind", "if i had {a} plus {b} i'd be rich",
             "we scored {a} and {b} yesterday", "my brother got {a} and i got {b}")


def told() -> list[Item]:
    out = []
    for frame, (n, _, things), (price, _) in product(_PRICE_TOLD, _THINGS, _PRICES[::2]):
        out.append(Item(frame.format(n=n, t=things, p=price), r"^That's [\d.,]+ (?:for|in all)|\bis [\d,.]+\.$",
                        must_not=True, kind="price told"))
    for frame, (a, _), (b, _) in product(_SUM_TOLD, _OPERANDS, _OPERANDS[1::2]):
        if a != b:
            out.append(Item(frame.format(a=a, b=b), r"\bis -?[\d,.]+\.$", must_not=True, kind="sum told"))
    return out


def must_nots() -> list[Item]:
    out = []
    for aside, (asked, pattern) in product(_ASIDES, _THEN_ASKED):
        out.append(Item(f"{aside}, {asked}", pattern, kind="aside then asked"))
        out.append(Item(f"{aside} {asked}", r"\b(?:is|are|equals) [\d,.]+ (?:kids|dogs|years|five)\b", must_not=True,
                        kind="aside not counted"))
    quantities = [(f"{said} {unit}", target) for (said, _), (unit, target, _) in product(_FORMS[:4], _PAIRS)]
    for frame, (q, t) in product(_NOT_ASKED, quantities):
        out.append(Item(frame.format(q=q, t=t), r"\bis [\d,.]+ (?:kilometres|pounds|metres|grams|centimetres|km)\b",
                        must_not=True, kind="not asked"))
    for told in _NO_QUANTITY:
        for tail in ("", " thanks", " please"):
            out.append(Item(f"{told}{tail}", r"\b(?:is|equals) [\d,.]+\.$|\bthat's [\d,.]+\b", must_not=True,
                            kind="date or time"))
    return out


def reported_bugs() -> list[Item]:
    """The round's reported sentences: a thanks after the question; two named days."""
    return [Item("how tall is 2 metres in feet? thanks", r"6\.56 feet", kind="thanks after"),
            Item("6 foot 2 in cm? thanks", r"187\.96", kind="thanks after"),
            Item("whats 30 celsius in fahrenheit, thank you", r"\b86\b", kind="thanks after"),
            Item("how many days after christmas is new years", r"\b7 days\b|\bseven days\b", kind="two days"),
            Item("how many days before new years is christmas", r"\b7 days\b|\bseven days\b", kind="two days"),
            Item("how many days is it from christmas to new years", r"\b7 days\b|\bseven days\b", kind="two days"),
            Item("how many days between christmas and new years eve", r"\b6 days\b|\bsix days\b", kind="two days")]


def items() -> list[Item]:
    """The dev vocabulary (the reader was built against it)."""
    return [*conversions(), *sums(), *prices(), *number_forms(), *count_after(), *speakers(), *rates(), *currencies(), *must_nots(), *told(),
            *reported_bugs()]


# --- the second vocabulary: written before the reader, NEVER tuned on ------------------------------------------------

_FORMS_B = (("7", 7.0), ("seven", 7.0), ("4.5", 4.5), ("four point five", 4.5), ("two and a half", 2.5),
            ("2,000", 2000.0), ("twenty", 20.0), ("half a", 0.5))
_PAIRS_B = (("yards", "metres", 0.9144), ("pounds", "kilos", 0.45359237), ("kilometres", "miles", 0.62137119),
            ("centimetres", "inches", 0.39370079), ("grams", "ounces", 0.035273962))
_FRAMES_B = (
    "could you tell me what {q} comes to in {t}", "{q}... in {t}?", "how much would {q} be in {t}",
    "in {t}, what is {q}", "{q}, and i need it in {t}", "i've got {q}, how many {t} is that please",
    "turn {q} into {t} for me", "{q} to {t} if you would", "my nan wants {q} in {t}",
    "im doing a project how many {t} make {q}", "what does {q} make in {t}",
)
_LEADS_B = ("", "ok so ", "right, ", "excuse me ")
_TAILS_B = ("", " cheers", " ta", ", thank you so much")
_OPERANDS_B = (("2k", 2000.0), ("2,400", 2400.0), ("three point five", 3.5), ("two and a half", 2.5),
               ("fifteen", 15.0), ("64", 64.0))
_SUM_FRAMES_B = (
    ("{a} multiplied by {b}, what do i get", lambda a, b: a * b), ("add {a} to {b}", lambda a, b: a + b),
    ("{a} minus {b}, whats that", lambda a, b: a - b), ("if you times {a} by {b} what's the answer", lambda a, b: a * b),
    ("{a} divided by {b} please work it out", lambda a, b: a / b),
)
_PRICES_B = (("€5", 5.0), ("5 euros", 5.0), ("60p", 0.6), ("60 pence", 0.6), ("1.75", 1.75), ("a pound", 1.0))
_THINGS_B = (("5", 5, "sandwiches"), ("two", 2, "pizzas"), ("10", 10, "stamps"))
_PRICE_FRAMES_B = ("what do {n} {t} cost at {p} each", "{n} {t} for {p} each, total please",
                   "if {t} are {p} each and i want {n}, how much", "{p} each for {n} {t}, what's that altogether")
_NOT_ASKED_B = ("my brother walked {q} to school", "i used to weigh {q}", "never mind converting {q}",
                "she told me {q} is nothing", "last year we had {q} of snow")


def held_out() -> list[Item]:
    """The second vocabulary (never tuned on): its figure is reported, not asserted."""
    fillers = cycle(product(_LEADS_B, _TAILS_B))
    out = []
    for (said, value), (unit, target, factor), frame in product(_FORMS_B, _PAIRS_B, _FRAMES_B):
        lead, tail = next(fillers)
        quantity = f"{said} {unit[:-1] if said.startswith('half') else unit}"
        out.append(Item(f"{lead}{frame.format(q=quantity, t=target)}{tail}", rf"{_near(value * factor)} {target}\b",
                        kind="convert"))
    for (a, x), (b, y) in product(_OPERANDS_B, _OPERANDS_B[::-1]):
        for frame, value in _SUM_FRAMES_B if a != b else ():
            lead, tail = next(fillers)
            out.append(Item(f"{lead}{frame.format(a=a, b=b)}{tail}", "", kind="sum", value=value(x, y)))
    for (n, count, things), (price, value), frame in product(_THINGS_B, _PRICES_B, _PRICE_FRAMES_B):
        lead, tail = next(fillers)
        total = count * value
        out.append(Item(f"{lead}{frame.format(n=n, t=things, p=price)}{tail}", _money(total),
                        kind="price"))
    for frame, (said, _), (unit, target, _) in product(_NOT_ASKED_B, _FORMS_B[:4], _PAIRS_B):
        out.append(Item(frame.format(q=f"{said} {unit}"), r"\bis [\d,.]+ (?:metres|kilos|miles|inches|ounces)\b",
                        must_not=True, kind="not asked"))
    return out


# --- a third vocabulary: written at 14:20 after the build, measured once, NEVER tuned on -----------------------------

_FORMS_C = (("9", 9.0), ("nine", 9.0), ("6.5", 6.5), ("six point five", 6.5), ("four and a half", 4.5),
            ("1,200", 1200.0), ("thirty", 30.0))
_PAIRS_C = (("miles", "km", 1.609344), ("litres", "millilitres", 1000.0), ("metres", "feet", 3.2808399),
            ("kilograms", "pounds", 2.2046226), ("inches", "mm", 25.4))
_FRAMES_C = ("i'd like to know {q} in {t}", "{q} - what's that in {t}?", "what would {q} be in {t}",
             "how many {t} are in {q}", "{q} converted into {t} please", "grandma asks how much {q} is in {t}",
             "{q} to {t}, quick", "change {q} into {t}")
_LEADS_C = ("", "so, ", "alright ", "hi there, ")
_TAILS_C = ("", " please and thanks", ", ta very much", " if you can")
_OPERANDS_C = (("5k", 5000.0), ("3,600", 3600.0), ("one point two five", 1.25), ("five and a half", 5.5),
               ("nineteen", 19.0), ("72", 72.0))
_SUM_FRAMES_C = (("what's {a} and {b} altogether", lambda a, b: a + b), ("{a} take away {b}", lambda a, b: a - b),
                 ("{a} lots of {b}, what's that", lambda a, b: a * b), ("divide {a} by {b} for me", lambda a, b: a / b),
                 ("{a} plus {b}, what's the answer", lambda a, b: a + b), ("total of {a} and {b}", lambda a, b: a + b))
_PRICES_C = (("£7", 7.0), ("7 quid", 7.0), ("95p", 0.95), ("2 dollars 25", 2.25), ("3.40", 3.4))
_THINGS_C = (("8", 8, "cupcakes"), ("three", 3, "magazines"), ("a dozen", 12, "roses"))
_PRICE_FRAMES_C = ("{n} {t} at {p} each, what's the damage", "how much would {n} {t} be at {p} each",
                   "{n} {t}, {p} a piece, how much altogether", "i want {n} {t} and they're {p} each, how much is that",
                   "what's the cost of {n} {t} at {p} each")
_NOT_ASKED_C = ("i used to run {q} every day", "don't bother converting {q}", "we once drove {q} in the rain",
                "the recipe said {q} but i used less")


def held_out_3() -> list[Item]:
    """The third vocabulary (never tuned on): written after the build, so its figure is the most honest one."""
    fillers = cycle(product(_LEADS_C, _TAILS_C))
    out = []
    for (said, value), (unit, target, factor), frame in product(_FORMS_C, _PAIRS_C, _FRAMES_C):
        lead, tail = next(fillers)
        out.append(Item(f"{lead}{frame.format(q=f'{said} {unit}', t=target)}{tail}",
                        rf"{_near(value * factor)} {target}\b", kind="convert"))
    for (a, x), (b, y) in product(_OPERANDS_C, _OPERANDS_C[::-1]):
        for frame, value in _SUM_FRAMES_C if a != b else ():
            lead, tail = next(fillers)
            out.append(Item(f"{lead}{frame.format(a=a, b=b)}{tail}", "", kind="sum", value=value(x, y)))
    for (n, count, things), (price, value), frame in product(_THINGS_C, _PRICES_C, _PRICE_FRAMES_C):
        lead, tail = next(fillers)
        out.append(Item(f"{lead}{frame.format(n=n, t=things, p=price)}{tail}", _money(count * value), kind="price"))
    for frame, (said, _), (unit, _, _) in product(_NOT_ASKED_C, _FORMS_C[:4], _PAIRS_C):
        out.append(Item(frame.format(q=f"{said} {unit}"), r"\bis [\d,.]+ (?:km|millilitres|feet|pounds|mm)\b",
                        must_not=True, kind="not asked"))
    return out
