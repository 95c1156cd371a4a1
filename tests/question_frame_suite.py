"""Questions with one right answer said any way (asks19, dev vocabulary): every question skill's asks x frames
(the wh-word in place or last, a remark or a reason before or after, an indirect need, learner grammar, children,
older people, recognizer text), with must-nots (statements that carry the words) generated the same way.

Each ask has its forms: ``q`` the direct question, ``ind`` the indirect clause ("what time it is"), ``last`` the
question word left in place or last ("the time is what"), ``learner`` a learner's wording, and the reply pattern.
The frames wrap them; ``cases`` yields (category, said, pattern). The never-tuned vocabulary
(tests/question_frame_unseen.py) uses the same generator with other asks, frames and fillers.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Ask:
    """One question with one right answer, in its forms."""

    skill: str
    q: str
    ind: str
    last: str
    learner: str
    want: str


@dataclass(frozen=True)
class Frames:
    """The wrappers of a vocabulary: ``{q}``, ``{ind}`` or ``{last}`` is replaced by the ask's form."""

    direct: Sequence[str]
    indirect: Sequence[str]
    in_place: Sequence[str]
    remarks: Sequence[str]  # said before the ask
    reasons: Sequence[str]  # said after the ask
    child: Sequence[str]
    older: Sequence[str]


def recognized(text: str) -> str:
    """As a recognizer writes it: lower case, no apostrophes, no punctuation."""
    return " ".join(re.sub(r"[^a-z0-9 ]", " ", text.lower().replace("'", "")).split())


def cases(asks: Sequence[Ask], frames: Frames, pairs: int = 2) -> Iterator[tuple[str, str, str]]:
    """(kind of frame, said, reply pattern) for every ask in every frame; two asks in one breath for ``pairs``
    neighbours of each ask (both answers wanted, in order)."""
    for ask in asks:
        said: list[tuple[str, str]] = []
        said += [("direct", f.format(q=ask.q)) for f in frames.direct]
        said += [("indirect", f.format(ind=ask.ind)) for f in frames.indirect]
        said += [("in place", f.format(last=ask.last)) for f in frames.in_place]
        said += [("remark before", f"{r} {ask.q}") for r in frames.remarks]
        said += [("remark before, in place", f"{r} {ask.last}") for r in frames.remarks[::2]]
        said += [("reason after", f"{ask.q} {r}") for r in frames.reasons]
        said += [("learner", ask.learner), ("learner", f"please {ask.learner}")]
        said += [("child", f.format(q=ask.q, last=ask.last)) for f in frames.child]
        said += [("older", f.format(ind=ask.ind)) for f in frames.older]
        for kind, text in said:
            yield kind, text, ask.want
            yield f"{kind}, recognizer", recognized(text), ask.want
    for first, second in itertools.islice(itertools.pairwise([*asks, *asks[:pairs]]), len(asks)):
        if first.skill == second.skill:
            continue
        for text in (f"{first.q} and {second.q}", f"{first.q} and also {second.q}", f"{first.q}, then {second.q}"):
            yield "two asks", recognized(text), f"(?sm){first.want}.*{second.want.lstrip('^')}"


DEV_ASKS = [
    Ask("time", "what time is it", "what time it is", "the time is what", "what is time now", r"10:25"),
    Ask("year", "what year is it", "what year it is", "the current year is what", "which year is now", r"2026"),
    Ask("date", "what is the date today", "what the date is today", "today's date is what",
        "what is date of today", r"December 1"),
    Ask("day", "what day is it today", "what day it is today", "today is what day", "which day is today",
        r"Tuesday"),
    Ask("month", "what month is it", "what month it is", "the month is what", "which month is now", r"December"),
    Ask("date sum", "how many days until christmas", "how many days it is until christmas",
        "christmas is how many days away", "how many day until christmas", r"24 days"),
    Ask("world time", "what time is it in hanoi", "what time it is in hanoi", "the time in hanoi is what",
        "what is time in hanoi now", r"5:25 pm"),
    Ask("world time", "what time is it in tokyo", "what time it is in tokyo", "tokyo has what time right now",
        "what time is in tokyo", r"7:25 pm"),
    Ask("math", "what is the square root of 289", "what the square root of 289 is", "289 has what square root",
        "what is square root of 289", r"\b17\b"),
    Ask("math", "what is 12 times 7", "what 12 times 7 is", "12 times 7 is what", "12 times 7 make how much",
        r"\b84\b"),
    Ask("math", "what is 15 percent of 80", "what 15 percent of 80 is", "15 percent of 80 is what",
        "how much is 15 percent from 80", r"\b12\b"),
    Ask("units", "how many grams is 8 ounces", "how many grams 8 ounces is", "8 ounces is how many grams",
        "8 ounces is how much in grams", r"226\.8"),
    Ask("units", "how many feet are in a mile", "how many feet are in a mile", "a mile has how many feet",
        "how many feet has one mile", r"5,280"),
    Ask("random", "can you pick a number between 10 and 20", "a number between 10 and 20",
        "a number between 10 and 20, pick one", "say me one number between 10 and 20", r"^(?:1\d|20)\.$"),
    Ask("random", "can you roll a die", "a roll of a die", "a die, roll it", "you roll one dice for me",
        r"rolled a [1-6]"),
    Ask("random", "can you flip a coin", "a coin toss", "a coin, flip it", "you flip one coin for me",
        r"heads|tails"),
    Ask("spelling", "how do you spell receipt", "how you spell receipt", "receipt is spelled how",
        "how is spelling of receipt", r"R, E, C, E, I, P, T"),
    Ask("spelling", "how do you spell liaison", "how to spell liaison", "liaison, how do you spell it",
        "what is spelling for liaison", r"L, I, A, I, S, O, N"),
    Ask("weather", "will it rain on saturday", "if it will rain on saturday", "saturday, is rain coming",
        "saturday it will rain or not", r"don't know where you are"),
    Ask("weather", "what is the weather tomorrow", "what the weather is tomorrow", "the weather tomorrow is what",
        "how is weather tomorrow", r"don't know where you are"),
]

DEV_FRAMES = Frames(
    direct=["{q}", "{q} please", "{q}?", "hey, {q}", "ok so {q}"],
    indirect=["can you tell me {ind}", "do you know {ind}", "i wonder {ind}", "i'd like to know {ind}",
              "tell me {ind} please"],
    in_place=["{last}", "{last}?", "so {last}", "{last} please"],
    remarks=["sorry to bother you,", "quick question,", "i'm making dinner,", "my daughter is asking,",
             "i forgot again,"],
    reasons=["i need to know", "because i forgot", "for my homework", ", it's for a quiz"],
    child=["um {q}", "hey um {last}", "i'm seven, {q}"],
    older=["could you kindly tell me {ind}, dear", "would you be so good as to tell me {ind}"],
)

# Statements that carry a question skill's words and ask nothing: no skill answers them as its question.
MUST_NOTS = [
    ("time", r"\d:\d\d", ["the clock in the hall is wrong", "i lost track of time yesterday",
                          "the time flew by at the party", "my watch says the wrong time again"]),
    ("date", r"Today is|December 1\b|Tuesday", ["i wrote the wrong date on the cheque",
                                                "the date of the party changed", "tuesday was a long day"]),
    ("math", r" is \d+\.$", ["i did the maths already", "my son got 12 times 7 right in his test",
                             "the square root homework is finished"]),
    ("units", r"\d (?:grams|ounces|feet|kilograms)\.$", ["i weighed 8 ounces of flour already",
                                                        "the recipe was in grams so i used the scales"]),
    ("random", r"^\d+\.$|rolled|heads|tails", ["we played bingo last night", "i flipped a coin to decide yesterday",
                                              "the dice are in the drawer"]),
    ("spelling", r"is spelled", ["my son can spell receipt now", "i always spell liaison wrong",
                                 "she won the spelling bee"]),
    ("weather", r"don't know where you are|°|degrees", ["it rained all day on saturday",
                                                        "the weather was lovely yesterday"]),
]


def must_not_cases(rows: Sequence[tuple[str, str, Sequence[str]]] = MUST_NOTS) -> Iterator[tuple[str, str, str]]:
    """(skill, said, a reply pattern that would be wrong), as said and as a recognizer writes it."""
    for skill, wrong, statements in rows:
        for text in statements:
            for said in dict.fromkeys((text, recognized(text))):
                yield skill, said, wrong
