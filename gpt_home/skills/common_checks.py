"""Everyday facts a household checks or counts, from a small checked table (issue 15): "is the sun a star", "is the
moon a planet", "is a peanut actually a nut", "is it true bats are blind", "do penguins live at the north pole",
"how many bones in the human body", "how many teeth does a grown up have", "which is bigger, the earth or the sun",
"do cows really have four stomachs", "how many players in a football team", "how many squares on a chess board",
"whats the biggest animal in the sea", "which country is the kiwi bird from".

Each row names the two things the question must both say (in any order, with any fillers), and the answer, checked
against an encyclopaedia (Britannica, NASA, the NHS): the Sun is a star; the Moon is Earth's natural satellite; the
peanut is a legume; bats can see; wild penguins live in the southern hemisphere; an adult skeleton has 206 bones; an
adult has 32 teeth with the wisdom teeth; the Sun is about 109 times Earth's width; a cow has one stomach with four
compartments; a football (soccer) side fields 11 players; a chessboard has 64 squares (204 of every size); a piano has
88 keys (52 white, 36 black); the blue whale is the largest animal known; the kiwi is New Zealand's bird. The sentence must ask (a question word, a question's verb
first, or a tag such as "right" or "isnt it"); a remark ("we saw penguins at the zoo") is none. Pure.
"""

from __future__ import annotations

import re

_ASKED = re.compile(r"^(?:(?:so|um|uh|er|ok|okay|hey|quick question|tell me|do you know|is it true|true or false) )*"
                    r"(?:is|are|do|does|did|can|how|which|what|whats|who|where)\b|"
                    r"\b(?:right|isnt it|arent they|dont they|doesnt it|yeah|true|or not|is that right|innit)$")
_NOT_ASKED = re.compile(r"\b(?:my|our|we|i|zoo|film|song|team won|game|tonight|yesterday)\b")
# corrected in the breath ("how many players in a football team, no, a basketball team"): the thing asked is another
_CORRECTED = re.compile(r"\b(?:no|sorry|i mean|i meant|or rather|scratch that|wait)\b")
# (what must be said, what must be said too, the answer)
_ROWS: tuple[tuple[str, str, str], ...] = (
    (r"\bthe sun\b", r"\bstars?\b", "Yes, the Sun is a star: the nearest one to Earth."),
    (r"\bthe moon\b", r"\bplanets?\b", "No, the Moon isn't a planet: it's Earth's natural satellite."),
    (r"\bpeanuts?\b", r"\bnuts?\b", "Not really: a peanut is a legume, a relative of peas and beans, though it's "
                                    "eaten like a nut."),
    (r"\bbats?\b", r"\bblind\b", "No, bats aren't blind: they can see, and many also find their way by echolocation."),
    (r"\bpenguins?\b", r"\bnorth pole\b|\barctic\b", "No, wild penguins live in the southern hemisphere, mostly "
                                                      "around Antarctica, never at the North Pole."),
    (r"\bhow many bones\b", r"\b(?:human|body|adult|person|people|skeleton)\b",
     "An adult human skeleton has 206 bones."),
    (r"\bhow many teeth\b", r"\b(?:grown ?ups?|adults?|grown men|grown women)\b",
     "A grown-up has 32 teeth, counting the four wisdom teeth."),
    (r"\bthe earth\b|\bearth\b", r"\bthe sun\b.*\b(?:bigger|larger|smaller|biggest|largest)\b|"
                                 r"\b(?:bigger|larger|smaller|biggest|largest)\b.*\bthe sun\b",
     "The Sun, by far: it's about 109 times as wide as the Earth."),
    (r"\bcows?\b", r"\b(?:four|4) stomachs\b", "Not quite: a cow has one stomach with four compartments."),
    (r"\bhow many (?:players|people|men|women)\b", r"\b(?:football|soccer) (?:team|side)\b",
     "A football team has 11 players on the pitch."),
    (r"\bhow many squares\b", r"\bchess ?boards?\b", "A chessboard has 64 squares, 8 by 8; counting every bigger "
                                                   "square made of them too, there are 204."),
    (r"\bhow many keys\b", r"\bpianos?\b", "A standard piano has 88 keys: 52 white and 36 black."),
    (r"\b(?:biggest|largest)\b", r"\b(?:animals?|creatures?|mammals?)\b(?: \w+){0,3} (?:sea|seas|ocean|oceans)\b",
     "The blue whale: the largest animal in the sea, and the largest known to have lived."),
    (r"\bkiwi birds?\b|\bkiwis?\b.*\bbirds?\b", r"\b(?:which|what) country\b|\bwhere\b|\bcomes? from\b|\blives?\b",
     "The kiwi bird comes from New Zealand, where it's the national bird."),
)
_COMPILED = tuple((re.compile(first), re.compile(second), answer) for first, second, answer in _ROWS)
MAX_WORDS = 16


def reply(normalized: str) -> str | None:
    """The table's answer when ``normalized`` asks exactly one of its checks, or None."""
    if len(normalized.split()) > MAX_WORDS or not _ASKED.search(normalized) or _NOT_ASKED.search(normalized) or (
            _CORRECTED.search(normalized)):
        return None
    found = {answer for first, second, answer in _COMPILED if first.search(normalized) and second.search(normalized)}
    return found.pop() if len(found) == 1 else None
