"""A question in the speaker's own words, turned to the third person the memories are written in.

Memories are stored as facts about named people ("Maya takes her coffee with oat milk"); the speaker asks in the first
person ("how do I take my coffee"). For the vector side of the search the question is rewritten with the speaker's
name from their profile ("how does Maya take Maya's coffee"): ungrammatical, but closer to the stored sentence for an
embedder (bench/memory_eval.py measures it). Full-text search keeps the original words. Pure functions, no I/O.
"""

from __future__ import annotations

import re

_NAME_RE = re.compile(r"^[^\W\d_][\w' -]{0,39}$")
# Longest patterns first: "am I"/"do I" become "is Maya"/"does Maya" before the lone pronouns are replaced.
_RULES = (
    (re.compile(r"\bam i\b", re.IGNORECASE), "is {name}"),
    (re.compile(r"\bdo i\b", re.IGNORECASE), "does {name}"),
    (re.compile(r"\bhave i\b", re.IGNORECASE), "has {name}"),
    (re.compile(r"\bi'm\b", re.IGNORECASE), "{name} is"),
    (re.compile(r"\bmy\b", re.IGNORECASE), "{name}'s"),
    (re.compile(r"\b(?:i|me|myself)\b", re.IGNORECASE), "{name}"),
)


def speaker_name(profile: dict[str, object]) -> str | None:
    """The name the household knows the speaker by (``name`` in the profile), if it looks like one."""
    name = profile.get("name")
    if isinstance(name, str) and _NAME_RE.match(name.strip()):
        return name.strip()
    return None


def in_third_person(query: str, name: str | None) -> str:
    """``query`` with first-person words replaced by ``name`` (the query itself without a name)."""
    if not name:
        return query
    for pattern, replacement in _RULES:
        query = pattern.sub(replacement.format(name=name), query)
    return query
