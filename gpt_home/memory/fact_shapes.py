"""Statement shapes the memory pass understands, each giving a subject, a stored text and profile edits (pure).

A shape matches the WHOLE cleaned statement (see ``statements.clean``). The subject (category + key) is what makes
updates work: "our dentist appointment is on Tuesday" and "we moved the dentist to Thursday" share the subject
``appointment/dentist``, so the newer replaces the older. Stored texts are third person ("The user's sister is called
Ana.") and parse back to the same subject (``subject_of``), so an older memory is found by re-reading its text; no
extra field is needed in the store, and memories written by "remember that ..." (first person) are found too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from gpt_home.memory.person import possessives_to_third, third_person_verb


class Category(StrEnum):
    """What a fact is about; the part of the subject that never fuzzes."""

    NAME = "name"
    ADDRESS = "address"
    FAVOURITE = "favourite"
    LIKES = "likes"
    ALLERGY = "allergy"
    HEALTH = "health"
    DATE = "date"
    APPOINTMENT = "appointment"
    LOCATION = "location"
    HAS = "has"
    ROUTINE = "routine"
    ATTRIBUTE = "attribute"
    UNITS = "units"


@dataclass(frozen=True)
class Subject:
    """What a memory is about: a category and a normalised key ("name", "sister")."""

    category: Category
    key: str

    def matches(self, other: Subject) -> bool:
        """Same category and key; for things and habits, one key's words contained in the other's."""
        if self.category != other.category:
            return False
        if self.key == other.key:
            return True
        if self.category in (Category.HAS, Category.ROUTINE, Category.LOCATION, Category.APPOINTMENT):
            mine, theirs = set(self.key.split()), set(other.key.split())
            return bool(mine) and bool(theirs) and (mine <= theirs or theirs <= mine)
        return False


@dataclass(frozen=True)
class Fact:
    """One durable fact: its subject, the memory text to store, and whether it removes the subject instead."""

    subject: Subject
    text: str
    value: str = ""
    remove: bool = False
    profile: dict[str, Any] = field(default_factory=dict)


_TRANSIENT_HAVE = re.compile(
    r"^(?:a |an )?(?:cold|headache|fever|cough|question|idea|problem|meeting|call|minute|moment|feeling|lot|bit|few|"
    r"good time|great time|party|test|exam|flight|guest|guests|visitor|visitors|chat|look|go|break|rest|nap|word|"
    r"appointment|sore|hangover|deadline|date)\b", re.IGNORECASE)
_VAGUE_VALUE = re.compile(r"^(?:it|that|this|them|those|these|you|him|her|stuff|things|something|everything)$",
                          re.IGNORECASE)
_NON_VERBS = re.compile(r"^(?:am|was|were|think|feel|wish|would|will|might|should|could|can|need|want|hope|try|"
                        r"plan|guess|know|mean|say|said|told|heard|saw|went|did|had|got)\b", re.IGNORECASE)
_PREPOSITION = r"(?:in|under|on|behind|inside|next to|beside|above|below|on top of|underneath|at the back of|by|in between)"
_STOP = frozenset((
    "the", "a", "an", "my", "our", "to", "of", "in", "on", "at", "for", "and", "every", "each", "usually", "always",
    "normally", "often", "on"
))


def subject_key(text: str) -> str:
    """A normalised key: lower case, articles and possessives dropped, crude stems ("bins" -> "bin")."""
    words = re.findall(r"[a-z0-9]+", text.lower().replace("'s", ""))
    stems = []
    for word in words:
        if word in _STOP or word in ("user", "household"):
            continue
        if len(word) > 3 and word.endswith("es") and re.search(r"(?:sh|ch|x|s|o)es$", word):
            word = word[:-2]
        elif len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
            word = word[:-1]
        stems.append(word)
    return " ".join(stems)


_AFTER_A_NAME = frozenset(("what", "whats", "what's", "and", "how", "who", "but", "nice", "pleased", "by", "from",
                           "please", "thanks"))


def _name(value: str) -> str | None:
    """A person's or pet's name of one to three words, capitalised; None when it does not look like one."""
    words = value.strip(" .,").split()
    for index, word in enumerate(words[1:], start=1):  # "priya whats yours", "sam and i live in leeds": the name ends
        if word.lower().strip(",") in _AFTER_A_NAME:
            words = words[:index]
            break
    if not 1 <= len(words) <= 3 or any(not re.fullmatch(r"[A-Za-z][A-Za-z'\-.]*", w) for w in words):
        return None
    if words[0].lower() in ("a", "an", "the", "my", "our", "not", "very", "really", "so", "called", "named"):
        return None
    return " ".join(w if any(c.isupper() for c in w) else w.capitalize() for w in words)


def _owner(owner: str, noun: str) -> str:
    """'my' + 'sister' -> "The user's sister"; 'our'/'the' + 'dog' -> 'The dog'."""
    noun = possessives_to_third(noun)
    return f"The user's {noun}" if owner.lower() == "my" else f"The {noun}"


def _value(value: str) -> str:
    return possessives_to_third(value.strip(" .,"))


_SHAPES: list[tuple[re.Pattern[str], Any]] = []


def _shape(*patterns: str) -> Any:
    def register(fn: Any) -> Any:
        for pattern in patterns:
            _SHAPES.append((re.compile(pattern, re.IGNORECASE), fn))
        return fn

    return register


__all__ = ["Category", "Fact", "Subject", "subject_key", "third_person_verb"]
