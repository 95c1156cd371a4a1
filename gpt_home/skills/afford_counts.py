"""How many things a sum of money buys, said as a household says it (issue 15): "ive 3 pound 60 left and a loaf costs
1 pound 45, how many loaves can i buy", "i have 10 quid and tickets are 3 each, how many can i get", "with 20 dollars
how many 6 dollar sandwiches can we afford" -> "You can buy 2: at 1.45 each that's 2.90,
with 70p left over."

Exactly two numbers must be said: the money had (after "have", "ive got", "with", "budget of", or before "left") and
the price of one (after "costs", "are", "at", "for", or said before the thing, "6 dollar sandwiches"); and the ask
"how many ... can/could i/we buy/get/afford". Any other number, no money had or no price: None, never a guess. Pure.
"""

from __future__ import annotations

import math
import re

from gpt_home.agent.number_reader import numerals

_N = r"\d+(?:\.\d+)?"
_NUMBER = re.compile(rf"(?<![\d.]){_N}(?![\d.])")
_ASK = re.compile(r"\bhow many\b(?: \S+){0,4}? (?:can|could|will|would) (?:i|we|you|he|she|they) (?:buy|get|afford|"
                  r"pay for|have|purchase)\b")
_CURRENCY = r"(?: (?:pounds?|quid|dollars?|bucks|euros?|rupees?|rs))?"
_HAD = re.compile(rf"\b(?:(?:i|we) (?:have|had)|ive|weve|(?:ive|weve|i have|we have|i ve) got|got|with|budget(?: is| of)?|"
                  rf"only|just) (?:only |just |about )?({_N}){_CURRENCY}\b|\b({_N}){_CURRENCY} left\b")
_PRICE = re.compile(rf"\b(?:costs?|costing|is|are|at|for|priced at|price is|sell for|sells for) ({_N}){_CURRENCY}"
                    rf"(?: (?:each|a piece|apiece|a go|a time|one|per \w+|a \w+))?\b|\b({_N}){_CURRENCY} (?!left\b)[a-z]+")


def _money(value: float) -> str:
    return f"{value:.2f}" if value != int(value) else f"{int(value)}"


def reply(normalized: str) -> str | None:
    """ "You can buy 2: at 1.45 each that's 2.90, with 70p left over." for a how-many-can-i-buy question; None otherwise."""
    if not _ASK.search(normalized):
        return None
    text = numerals(normalized).replace("£", "").replace("$", "").replace("€", "")
    numbers = _NUMBER.findall(text)
    had = _HAD.search(text)
    if len(numbers) != 2 or had is None:
        return None
    budget = had.group(1) or had.group(2)
    rest = text[:had.start()] + " " + text[had.end():]
    price = _PRICE.search(rest)
    if price is None or (cost := price.group(1) or price.group(2)) == budget and numbers[0] != numbers[1]:
        return None
    money, each = float(budget), float(cost)
    if each <= 0:
        return None
    count = math.floor(money / each + 1e-9)
    left = round(money - count * each, 2)
    if count == 0:
        return f"Not even one: one costs {_money(each)} and you have {_money(money)}."
    spent = _money(round(count * each, 2))
    over = "nothing left over" if left == 0 else (f"{round(left * 100)}p left over" if left < 1 and "." in budget + cost
                                                 else f"{_money(left)} left over")
    return f"You can buy {count}: at {_money(each)} each that's {spent}, with {over}."
