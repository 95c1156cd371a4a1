"""The memory pass over one finished user turn: a typed decision (pure), no I/O.

``decide`` reads the user's words (never the assistant's) and the user's current semantic memories, and says what to
do: store a new fact, replace the older memory about the same subject, delete it, or nothing, always with a reason
that is logged. The deterministic path (``statements`` + ``fact_shapes``) is the default because it was measured to
be far more precise than the bundled small model (bench/learning_eval.py, docs/benchmarks.md); applying the decision
is ``learning_pass``'s job.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from gpt_home.memory.fact_reading import parse_fact, subject_of
from gpt_home.memory.fact_shapes import Fact
from gpt_home.memory.statements import Reason, clean, reject

_LOGGER = logging.getLogger(__name__)


class Action(StrEnum):
    """What the pass does with a turn."""

    STORE = "store"  # a new fact
    REPLACE = "replace"  # a new fact superseding older memories about the same subject
    DELETE = "delete"  # the subject no longer holds ("we don't have the Honda any more")
    NOTHING = "nothing"


@dataclass(frozen=True)
class Existing:
    """A stored semantic memory the decision may supersede."""

    key: str
    text: str


@dataclass(frozen=True)
class Decision:
    """The outcome of the pass over one turn: what to write, which memories it supersedes, and why."""

    action: Action
    reason: str
    text: str = ""
    supersedes: tuple[str, ...] = ()
    profile: dict[str, Any] = field(default_factory=dict)
    fact: Fact | None = None

    @property
    def writes(self) -> bool:
        """True when applying it changes the store."""
        return self.action is not Action.NOTHING or bool(self.profile)


def nothing(reason: Reason | str) -> Decision:
    """A decision to store nothing, for ``reason``."""
    return Decision(Action.NOTHING, str(reason))


def analyse(user_text: str) -> Fact | Reason:
    """The fact a user turn states, or the reason it states none (pure, no store needed)."""
    cleaned = clean(user_text)
    why = reject(user_text, cleaned)
    if why is not None:
        return why
    fact = parse_fact(cleaned.text)
    return fact if fact is not None else Reason.NO_SHAPE


def decide(user_text: str, existing: Sequence[Existing]) -> Decision:
    """What the memory pass does with one user turn, given the user's current semantic memories (pure)."""
    found = analyse(user_text)
    if isinstance(found, Reason):
        return nothing(found)
    fact = found
    same = [m for m in existing if (s := subject_of(m.text)) is not None and s.matches(fact.subject)]
    if fact.remove:
        if not same:
            return Decision(Action.NOTHING, str(Reason.NOTHING_TO_FORGET), fact=fact)
        return Decision(Action.DELETE, f"no longer true: {fact.subject.category}", supersedes=tuple(m.key for m in same),
                        fact=fact)
    if any(_same_text(m.text, fact.text) for m in same) and len(same) == 1:
        return Decision(Action.NOTHING, str(Reason.ALREADY_KNOWN), profile=fact.profile, fact=fact)
    if same:
        return Decision(Action.REPLACE, f"updates {fact.subject.category}", text=fact.text,
                        supersedes=tuple(m.key for m in same), profile=fact.profile, fact=fact)
    return Decision(Action.STORE, f"new {fact.subject.category}", text=fact.text, profile=fact.profile, fact=fact)


def _same_text(a: str, b: str) -> bool:
    return " ".join(a.lower().strip(" .").split()) == " ".join(b.lower().strip(" .").split())
