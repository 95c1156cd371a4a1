"""Facts about numbers asked in a household: a remainder, whether a number is prime, odd or even, an average.

"what is the remainder when 17 is divided by 5", "17 mod 5", "is 91 prime", "is 7 an odd number", "whats the average
of 3 5 and 10", "the mean of 4 and 8": each has one exact answer, so the model (which guesses numbers) never says
it. Numbers come as people say them (``number_reader.amounts``); the cost is bounded (primes are checked up to
``MAX_PRIME``, at most ``MAX_NUMBERS`` numbers are averaged).

``find`` returns ("GptSaid", {"reply": ...}) readings like ``slot_spans.find``. Pure.
"""

from __future__ import annotations

import math
import re

from gpt_home.agent.number_reader import amounts

MAX_WORDS = 30
MAX_PRIME = 10**10  # trial division to 10**5 (50,000 odd numbers): a few milliseconds at most
MAX_NUMBERS = 20
_N = r"(-?\d+(?:\.\d+)?)"
_INT = r"(\d{1,15})"
_REMAINDER = re.compile(rf"\bremainder (?:when |if |of )?(?:you divide )?{_INT} (?:is |gets |are )?(?:divided by|over|by) "
                        rf"{_INT}\b|\b{_INT} (?:divided by|over) {_INT} (?:what is |whats )?(?:the )?remainder\b|"
                        rf"\b{_INT} (?:mod|modulo) {_INT}\b")
_PRIME = re.compile(rf"^(?:is|are) {_INT} (?:a )?prime(?: number)?$")
_PARITY = re.compile(rf"^(?:is|are) {_INT} (?:an? )?(odd|even)(?: number)?$")
_AVERAGE = re.compile(r"\b(?:the )?(?:average|mean) (?:of )?((?:-?\d+(?:\.\d+)?(?: and| ,)? )+(?:and )?-?\d+(?:\.\d+)?)$")


def find(normalized: str) -> list[tuple[str, dict[str, str]]]:
    """The one fact about numbers ``normalized`` asks for, as a finished reply; [] when it asks none."""
    if len(normalized.split()) > MAX_WORDS:
        return []
    text = re.sub(r"^(?:(?:so |ok |okay |hey )?(?:what is|whats|what s|tell me|work out|calculate) )", "",
                  " ".join(amounts(normalized).replace(",", " , ").split()))
    text = re.sub(r" (?:please|then|for me)$", "", text)
    for reader in (_remainder, _prime, _parity, _average):
        if (reply := reader(text)) is not None:
            return [("GptSaid", {"reply": reply})]
    return []


def _remainder(text: str) -> str | None:
    m = _REMAINDER.search(text)
    if m is None:
        return None
    first, second = (int(g) for g in m.groups() if g is not None)
    if second == 0:
        return "You can't divide by zero."
    if " mod" in m.group(0):
        return f"{first} mod {second} is {first % second}."
    return f"{first} divided by {second} is {first // second} remainder {first % second}."


def smallest_factor(n: int) -> int:
    """The smallest factor of ``n`` above 1 (``n`` itself when it is prime); ``n`` ≥ 2 and ≤ ``MAX_PRIME``."""
    if n % 2 == 0:
        return 2
    for factor in range(3, math.isqrt(n) + 1, 2):
        if n % factor == 0:
            return factor
    return n


def _prime(text: str) -> str | None:
    m = _PRIME.match(text)
    if m is None:
        return None
    n = int(m.group(1))
    if n > MAX_PRIME:
        return "That number is too big for me to check."
    if n < 2:
        return f"No, {n} is not a prime number."
    factor = smallest_factor(n)
    if factor == n:
        return f"Yes, {n} is a prime number."
    return f"No, {n} is {factor} times {n // factor}."


def _parity(text: str) -> str | None:
    m = _PARITY.match(text)
    if m is None:
        return None
    n, asked = int(m.group(1)), m.group(2)
    said = "even" if n % 2 == 0 else "odd"
    return f"{'Yes' if said == asked else 'No'}, {n} is {said}."


def _spoken(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.4f}".rstrip("0").rstrip(".")


def _average(text: str) -> str | None:
    m = _AVERAGE.search(text)
    if m is None:
        return None
    numbers = [float(n) for n in re.findall(r"-?\d+(?:\.\d+)?", m.group(1))]
    if not 2 <= len(numbers) <= MAX_NUMBERS:
        return None
    said = [_spoken(n) for n in numbers]
    listed = f"{', '.join(said[:-1])} and {said[-1]}"
    return f"The average of {listed} is {_spoken(sum(numbers) / len(numbers))}."
