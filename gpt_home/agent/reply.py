"""The one typed result of a turn, used by the CLI, the daemon, the settings page and the Wyoming server."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from enum import StrEnum


class ReplySource(StrEnum):
    """Who produced the reply."""

    INTENT = "intent"  # a local intent (timers, time, lights, "remember that ...")
    MEMORY = "memory"  # an answer grounded in stored memory
    MODEL = "model"  # the language model
    FALLBACK = "fallback"  # a fixed line: no model, the model failed, memory unavailable


# What the graph's ``handled_by`` says -> the reply's source.
_SOURCES = {"intent": ReplySource.INTENT, "memory": ReplySource.MEMORY, "llm": ReplySource.MODEL,
            "guard:trimmed-to-first-sentence": ReplySource.MODEL}  # the model's first sentence (agent/guard.py)


def source_of(handled_by: str) -> ReplySource:
    """The source for the graph's ``handled_by`` value (anything unknown is a fallback line)."""
    return _SOURCES.get(handled_by, ReplySource.FALLBACK)


@dataclass(frozen=True)
class Reply:
    """The outcome of one turn.

    ``chunks`` are the pieces as they were spoken or streamed (one piece when not streamed); ``timings`` are seconds
    per step (``prepare``, ``graph``, ``total``). ``handled_by`` is the graph's finer label ("no-model",
    "llm-error", "memory-unavailable", ...) for logs and the CLI's JSON.
    """

    text: str
    source: ReplySource
    thread_id: str
    intent: str | None = None
    expects_answer: bool = False
    memories: tuple[str, ...] = ()
    chunks: tuple[str, ...] = ()
    timings: dict[str, float] = field(default_factory=dict)
    handled_by: str = ""

    @property
    def model_ran(self) -> bool:
        """The language model generated for this turn: its reply was spoken, or the guard replaced it."""
        return self.source == ReplySource.MODEL or self.handled_by.startswith("guard:")

    @property
    def seconds(self) -> float:
        """Total time of the turn."""
        return self.timings.get("total", 0.0)


class TurnStream:
    """Text chunks of one turn as they are produced; ``reply`` is set once the iteration is exhausted."""

    def __init__(self, chunks: Iterator[str], finish: Callable[[tuple[str, ...]], Reply]) -> None:
        self._chunks = chunks
        self._finish = finish
        self._seen: list[str] = []
        self.reply: Reply | None = None

    def __iter__(self) -> Iterator[str]:
        for chunk in self._chunks:
            self._seen.append(chunk)
            yield chunk
        self.reply = self._finish(tuple(self._seen))


_NEEDS_MEMORY = re.compile(
    r"\b(what|who|when|where|which|how|do|did|does|am|is|are|was|were|have|tell me|remind me)\b.*"
    r"\b(my|mine|i|me|we|our|us)\b|\bremember\b|\bforget\b|\bwhat do you know\b"
    # the household's own things, asked without "my"/"our" (bench/data/learning_*.json questions): where the spare
    # key is, what the alarm code is or the puppy is called, when bin day or the dentist is
    r"|\bwhere(?:'s|\s+is|\s+are)\s+the\s+(?-i:[a-z])"  # not "where is the Eiffel Tower"
    r"|\bwhat(?:'s|\s+is|\s+are)\s+the\b.*\b(code|password|pin|called|named)\b"
    r"|\bwhen(?:'s|\s+is|\s+are)\b.*\b(appointment|day|dentist|doctor|vet|collection)\b",
    re.IGNORECASE,
)


def needs_memory(text: str) -> bool:
    """True when the utterance asks about the household itself ("what is my daughter called?")."""
    return bool(_NEEDS_MEMORY.search(text))
