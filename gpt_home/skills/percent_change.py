"""Percentages of change, worked out: how much something rose or fell in percent, a percent rise or cut applied, a
score as a percentage, and discounts one after another.

Four kinds, each read from the numbers a household story says and the words around them (text as
``household_sums`` prepares it: numerals, lower case, no currency signs):

- the change between two values, asked in percent: "my pension went up from 180 to 198 a week, what percent rise is
  that", "the bill was 120 and now its 150 whats the percentage increase", "petrol fell from 1.45 to 1.38 how many
  percent cheaper" -> "From 180 to 198 is a rise of 10 percent.";
- a percent rise or cut applied to a value: "my rent is 1200 and its going up 3 percent what will it be", "a 4 percent
  pay rise on 25000, whats my new salary" -> "A 3 percent rise on 1,200 is 36, so 1,236.";
- a score: "she got 18 out of 24, what percentage is that" -> "18 out of 24 is 75 percent.";
- discounts one after another: "half price and then another 10 percent off a 50 pound jumper" -> 22.50 (never the
  last discount alone: that was a false answer).

Each needs a percent word and a question; exactly the numbers it uses must be said (any other number: None, the
reading is a guess). Pure.
"""

from __future__ import annotations

import re

_N = r"\d+(?:\.\d+)?"
_NUMBER = re.compile(rf"(?<![\d.]){_N}(?![\d.])")
_PERCENT_WORD = re.compile(r"\bpercent(?:age)?s?\b")
_ASKED = re.compile(r"\b(?:what|whats|how much|how many|by how|which|work out|tell me|is that|will (?:it|i|we|that)|"
                    r"new)\b")
_UP = (r"up|rise|rises|rose|risen|raise|raised|rising|increase|increased|increases|more|dearer|higher|grew|grow|"
       r"grown|growth|gain|gained|gone up|went up|goes up|going up|put up|on top|extra|added on|added")
_DOWN = (r"down|drop|dropped|drops|dropping|fall|fell|fallen|falls|falling|decrease|decreased|less|cheaper|lower|"
         r"lost|lose|cut|reduction|reduced|shrank|shrunk|shrink|loss")
_UP_WORD = re.compile(rf"\b(?:{_UP})\b")
_DOWN_WORD = re.compile(rf"\b(?:{_DOWN})\b")
# other readers' percentages: a part of a whole, a discount, a tax, a tip, a chance
_OTHERS = re.compile(r"\bpercent(?:age)? of\b|\bvat\b|\btip\b|\bchance\b|\bdiscount\b|\bbattery\b|\bsure\b")
_OFF = re.compile(rf"\b(?:half (?:price|off)|(?P<p>{_N}) percent off|an? (?P<part>third|quarter|fifth) off)\b")
_AGE_FIRST = re.compile(r"^(?:(?:well|so|um|er) )*(?:im|i am|i m) \d{1,3}(?: years old)?(?: and| so|,)? ")
_PARTS = {"third": 100 / 3, "quarter": 25.0, "fifth": 20.0}


def _said(value: float, money: bool) -> str:
    """A value as a listener hears it: money to the penny, anything else without trailing zeros."""
    value = round(value + 0.0, 2)
    if value == int(value):
        return f"{int(value):,}"
    return f"{value:,.2f}" if money else f"{value:,.2f}".rstrip("0").rstrip(".")


def _rate(value: float) -> str:
    """A percentage: whole, or "about" and one decimal place."""
    rounded = round(value, 1)
    if abs(value - round(value)) < 1e-9:
        return f"{int(round(value)):,} percent"
    return f"about {rounded:g} percent"


def _money(text: str) -> bool:
    return bool(re.search(r"\b(?:pounds?|quid|dollars?|bucks|euros?|pence)\b|\d\.\d\d\b", text))


def _between(text: str, numbers: list[re.Match[str]]) -> str | None:
    """ "from 180 to 198 ... what percent rise": the change from the first value to the second, in percent."""
    if len(numbers) != 2 or "out of" in text or any(text.startswith(" percent", m.end()) for m in numbers):
        return None
    first, second = (float(m.group(0)) for m in numbers)
    said_first, said_second = numbers[0].group(0), numbers[1].group(0)
    if re.search(rf"\bnow (?:its |it is |is |at )?{re.escape(said_first)}\b", text) and re.search(
            rf"\b(?:was|used to be|from) {re.escape(said_second)}\b", text):
        first, second, said_first, said_second = second, first, said_second, said_first  # "its 150 now, was 120"
    from_to = re.search(rf"\bfrom {re.escape(said_first)}\b.*\bto {re.escape(said_second)}\b", text)
    if not from_to and not (re.search(r"\bwas\b|\bused to\b|\bnow\b|\bthen\b|\bbefore\b", text) and (
            _UP_WORD.search(text) or _DOWN_WORD.search(text) or re.search(r"\bchange|\bdifference", text))):
        return None
    money = _money(text)
    said_first, said_second = _said(first, money), _said(second, money)
    if first <= 0 or first == second:
        return None if first <= 0 else f"That's no change: both are {said_first}."
    change = (second - first) / first * 100
    kind = "rise" if change > 0 else "drop"
    return f"From {said_first} to {said_second} is a {kind} of {_rate(abs(change))}."


def _applied(text: str, numbers: list[re.Match[str]]) -> str | None:
    """ "rent 1200 going up 3 percent, what will it be": the rate applied to the value, up or down."""
    rates = [m for m in numbers if text.startswith(" percent", m.end())]
    others = [m for m in numbers if m not in rates]
    if len(rates) != 1 or len(others) != 1 or " off" in text:
        return None
    if not re.search(r"\b(?:what will|what would|whats (?:my|the|it)|what is (?:my|the|it)|new|then|end up|after|"
                     r"how much (?:will|would|is)|what do (?:i|we) (?:get|pay))\b", text):
        return None
    up, down = _UP_WORD.search(text), _DOWN_WORD.search(text)
    if bool(up) == bool(down):
        return None  # no direction said, or both: a guess
    rate, value = float(rates[0].group(0)), float(others[0].group(0))
    if not 0 < rate <= (1000 if up else 100):
        return None
    money = _money(text)
    part = value * rate / 100
    whole = value + part if up else value - part
    kind = "rise" if up else "cut"
    article = "An" if re.match(r"(?:8|11|18)(?:\D|$)|8\d(?:\D|$)|8\d\d(?:\D|$)", rates[0].group(0)) else "A"
    return (f"{article} {rates[0].group(0)} percent {kind} on {_said(value, money)} is {_said(part, money)}, "
            f"so {_said(whole, money)}.")


def _score(text: str) -> str | None:
    """ "18 out of 24, what percentage is that": the score in percent."""
    found = re.search(rf"(?<![\d.])({_N}) out of ({_N})(?![\d.])", text)
    if found is None or len(_NUMBER.findall(text)) != 2 or float(found.group(2)) <= 0:
        return None
    share = float(found.group(1)) / float(found.group(2)) * 100
    return f"{found.group(1)} out of {found.group(2)} is {_rate(share)}."


def _discounts(text: str, numbers: list[re.Match[str]]) -> str | None:
    """ "half price and then another 10 percent off 50": each discount taken off in turn."""
    offs = list(_OFF.finditer(text))
    used = {m.start("p") for m in offs if m.group("p")}
    prices = [m for m in numbers if m.start() not in used]
    if len(offs) < 2 or len(prices) != 1:
        return None
    price = left = float(prices[0].group(0))
    said = []
    for off in offs:
        rate = float(off.group("p")) if off.group("p") else _PARTS.get(off.group("part") or "", 50.0)
        if not 0 < rate <= 100:
            return None
        left *= 1 - rate / 100
        said.append(f"{off.group('p')} percent off" if off.group("p") else off.group(0))
    money = True  # discounts are taken off a price: "22.50", never "22.5"
    return f"{' and then '.join(said).capitalize()} {_said(price, money)} leaves {_said(left, money)}."


def reply(text: str) -> str | None:
    """The percentage worked out, or None when ``text`` asks none of these kinds."""
    if not (_PERCENT_WORD.search(text) or _OFF.search(text)) or not _ASKED.search(text):
        return None
    text = _AGE_FIRST.sub("", text)  # "im 88 and my pension went up from 180 to 198": the age is no value
    numbers = list(_NUMBER.finditer(text))
    if (chained := _discounts(text, numbers)) is not None:
        return chained
    if _OTHERS.search(text) or not _PERCENT_WORD.search(text):
        return None
    return _score(text) or _between(text, numbers) or _applied(text, numbers)
