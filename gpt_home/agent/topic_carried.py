"""The thing said first stands for "it" in a second ask: "the 19th, which day of the week is it and how many days
until it" is "which day of the week is the 19th" and "how many days until the 19th". The first ask, moved into its
textbook order by the question reader, holds the topic said before its question word; a second ask ending on "it"
or "that" is about the same thing. Pure."""

from __future__ import annotations

import re

_QUESTION_WORDS = frozenset("what whats which how when where who is does do can".split())
_LAST_PRONOUN = re.compile(r"\b(?:it|that)(?= (?:is|be|now|then|please)$|$)")


def carried(said_first: str, first: str, second: str) -> str:
    """``second`` with its closing "it" or "that" as the topic said before ``said_first``'s question word, when the
    moved first ask ``first`` holds that topic; ``second`` unchanged otherwise."""
    words = said_first.split()
    at = next((i for i, w in enumerate(words) if w in _QUESTION_WORDS), 0)
    topic = " ".join(words[:at])
    if not topic or f" {topic}" not in f" {first}" or topic == said_first.strip():
        return second
    return _LAST_PRONOUN.sub(topic, second, count=1)
