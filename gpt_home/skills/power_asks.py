"""A power said the way people say it, with the ask before or after: "two to the twelfth, what does that come to",
"work out seven raised to the fifty millionth power", "nine raised to the third power", "what is 3 to the fourth",
"2 to the 12th please".

Read by the sentence rules, "seven raised to ..." was a unit conversion ("I don't know the unit raised") and "two
to the twelfth" no sum at all (the model then said a false number). Here the power is put in operator words first
(``spoken_sums.powers``: an ordinal power, "raised to"), and a sentence that is only that power and an ask is
carried out as "what is A to the power of B" (the calculator says a result too big to work out as such).

Pure reading; ``reply`` carries the sum out through ``run`` (the usual rules).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gpt_home.agent.number_reader import numerals
from gpt_home.skills.spoken_sums import powers

_NUM = r"\d+(?:\.\d+)?"
_LEAD = (r"^(?:(?:ok|okay|so|um|er|uh|right|hey|quick|now|please|and|then|can you|could you|will you|would you|"
         r"just|go on) )*(?:(?:work out|calculate|compute|figure out|tell me|what is|whats|what s|what does|how much is|"
         r"do) )?")
_ASK_AFTER = (r"(?: (?:what does (?:that|it) (?:come to|make|equal|give(?: you)?)|what is (?:that|it)|whats (?:that|it)|"
              r"how much is (?:that|it)|what do you get|equals what|come to|please|for me|then|exactly|"
              r"for my homework|in total))*$")
_POWER = re.compile(rf"{_LEAD}(?:the )?(?:number )?({_NUM}) (?:to the power of|raised to the power of) ({_NUM}){_ASK_AFTER}")


def asked(normalized: str) -> tuple[str, str] | None:
    """(base, exponent) of a power said with an ordinal or "raised to" and only an ask around it; None otherwise."""
    said = numerals(normalized)
    text = powers(said)
    if text == said and " raised to " not in said:
        return None  # "2 to the power of 10" is read by the sum readers already
    found = _POWER.match(re.sub(r"\braise (\S+) to the power of\b", r"\1 to the power of", text))
    return None if found is None else (found.group(1), found.group(2))


def reply(normalized: str, run: Callable[[str], str | None]) -> str | None:
    """The power worked out by the usual rules; None for any other sentence."""
    power = asked(normalized)
    return None if power is None else run(f"what is {power[0]} to the power of {power[1]}")
