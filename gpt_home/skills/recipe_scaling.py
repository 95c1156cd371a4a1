"""An amount a recipe gives, scaled as the cook says they are scaling it (issue 15): "recipe says 350 grams, im
doubling it" -> "Doubled, 350 grams is 700 grams.", "the recipe needs 250 ml of milk but im halving it", "it says 3
eggs and were tripling the recipe".

Exactly one amount with its unit or thing (a number and a word after it), and one scaling said by the cook about
it or the recipe ("im doubling it", "we are halving the recipe", "i want to triple it"); any other number, or a
scaling told as past or negated ("i doubled it last time", "im not doubling it"), is None. Pure.
"""

from __future__ import annotations

import re

from gpt_home.agent.number_reader import numerals

_SCALE = {"doubl": 2.0, "tripl": 3.0, "trebl": 3.0, "halv": 0.5, "quadrupl": 4.0}
_SAID = {2.0: "Doubled", 3.0: "Tripled", 0.5: "Halved", 4.0: "Four times over"}
_SCALING = re.compile(r"\b(?:im|i am|were|we are|i want to|we want to|i need to|we need to|going to|gonna|i will|"
                      r"ill|can you|please) (?P<verb>doubl|tripl|trebl|halv|quadrupl)(?:e|ing)"
                      r" (?:it|that|the recipe|the lot|everything|the amounts?|them)\b")
_AMOUNT = re.compile(r"(?<![\d.])(?P<n>\d+(?:\.\d+)?) (?P<what>[a-z]+(?: of [a-z]+)?)")
_SUM_WORD = re.compile(r"(?:times|plus|minus|by|x|divided|multiplied|over|percent|and|or|to)\b")
_NOT = re.compile(r"\b(?:not|dont|never|last time|yesterday|didnt|doubled|halved|tripled)\b")


def _number(value: float) -> str:
    return f"{value:g}" if value != int(value) else str(int(value))


def reply(normalized: str) -> str | None:
    """ "Doubled, 350 grams is 700 grams." for one amount and the scaling the cook says; None otherwise."""
    scaling = _SCALING.search(normalized)
    if scaling is None or _NOT.search(normalized):
        return None
    text = numerals(normalized[:scaling.start()])
    amounts = list(_AMOUNT.finditer(text))
    if len(amounts) != 1 or len(re.findall(r"(?<![\d.])\d", numerals(normalized))) != 1 or _SUM_WORD.match(
            amounts[0].group("what")):
        return None  # "whats 350 times 3 im tripling the recipe": a sum said, the rules answer it
    factor = _SCALE[scaling.group("verb")]
    amount, what = float(amounts[0].group("n")), amounts[0].group("what")
    return f"{_SAID[factor]}, {_number(amount)} {what} is {_number(round(amount * factor, 2))} {what}."
