"""A number asked for with its range said in another part of the sentence: "anything from one up to ten, pick a
number", "a raffle number please, anything from 100 up to 200", "a lucky number please between 1 and 99",
"from 5 to 50, give me a number, any number".

Read clause by clause, "pick a number" alone is a pick from 1 to 100: a number outside the range asked (a false
answer). The whole sentence is read first here: a number asked for (``topic_first.random_pick``, which also reads
"a raffle number", "a lucky number") with both ends said anywhere is carried out as "pick a number between LOW and
HIGH". A pick told, negated, wished or asked about ("i picked a number between 1 and 10", "is 7 a number between 1
and 10") is no request: None.

Pure reading; ``reply`` carries the request out through ``run`` (the usual rules).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gpt_home.agent.number_reader import numerals
from gpt_home.skills import topic_first
from gpt_home.skills.unnamed_picks import _NOT_ASKED

# a number named by what it is for: "a raffle number please", "a lucky number", "the winning number"
_KIND_OF_NUMBER = re.compile(r"\b(?:a|one|any) (?:raffle|lucky|lottery|bingo|ticket|winning|prize|mystery|"
                             r"secret|random|magic|draw|tombola) number\b")
# both ends of the range, said anywhere
_BOTH_ENDS = re.compile(r"\b(?:from|between) \d+ (?:and|to|up to|till|until|through|thru|or) (?:a )?\d+\b|"
                        r"\b\d+ (?:to|through|thru) (?:a )?\d+\b|\bat least \d+")
_QUESTION = re.compile(r"^(?:is|are|was|does|do|did|how|why|what is|whats)\b|\bnumbers? (?:is|are|was|were|will be)\b")


def asked(normalized: str) -> tuple[int, int] | None:
    """(low, high) of a number asked for with its range said anywhere in the sentence; None otherwise."""
    if _NOT_ASKED.search(normalized) or _QUESTION.match(normalized):
        return None
    text = _KIND_OF_NUMBER.sub(" pick a number ", normalized)  # "a raffle number please": a number asked for
    reading = topic_first.random_pick(" ".join(text.split()))
    if reading is None or reading[0] != "GptRandomNumber" or len(_BOTH_ENDS.findall(numerals(text))) != 1:
        return None  # no range said, or two (a range corrected: agent/self_correction.py reads it)
    low, high = sorted((int(reading[1]["low"]), int(reading[1]["high"])))
    return low, high


def reply(normalized: str, run: Callable[[str], str | None]) -> str | None:
    """The number picked in the range asked, carried out by the usual rules; None for any other sentence."""
    if (ends := asked(normalized)) is None:
        return None
    return run(f"pick a number between {ends[0]} and {ends[1]}")
