"""What a memory is, whose it is and where it lives: the types and pure helpers every memory caller shares.

The service that reads and writes them is ``service.MemoryService`` (``MemoryService`` is its old name, kept as an
alias for type hints).

Store layout (LangGraph BaseStore namespaces; ``<u>`` is the user's namespace label):

* ``("memories", <u>, "semantic")`` facts and preferences: ``{"content", "device", "source"}``
* ``("memories", <u>, "episodic")`` interaction records, same shape
* ``("memories", <u>, "profile")`` key ``main``: the flat profile document (see profile.py)
* ``("threads", <u>)`` key ``<thread>:<seq>``: thread summary entries (see summaries.py)
* ``("conversations", <u>)`` one item per conversation thread: ``{"device", "title", "started_at", "last_turn_at"}``
* ``("current_thread", <u>)`` key = device id: which thread that device is in

Every public method of the service validates the user id first (fail closed).
"""

from __future__ import annotations

import hashlib
import logging
import re
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any, Protocol

from langgraph.store.base import Item, SearchItem

from gpt_home.errors import InvalidInputError, MissingUserIdError
from gpt_home.memory.summaries import SummaryEntry, ThreadSummaries

_LOGGER = logging.getLogger(__name__)
__all__ = [  # SummaryEntry and ThreadSummaries are re-exported: the settings page gets everything from here
    "MAX_MEMORY_CHARS", "Memory", "MemoryKind", "MemoryService", "PendingWork", "RecalledContext",
    "SummaryEntry", "ThreadSummaries", "memory_namespace", "user_label",
]
_LABEL_RE = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
# Exact nearest memories of one user: the user's vectors by primary-key prefix, every distance computed, top-k kept,
# then only those k rows fetched. "OFFSET 0" keeps the planner from switching to the HNSW index: filtered by one
# user's namespace, that approximate scan found 1 of 15 facts among 10,000 memories (exact: 9 of 15), and even
# a household's biggest namespace is small enough to scan (bench/memory_eval.py gives the latency).
SEARCH_SQL = """
SELECT s.prefix, s.key, s.value, s.created_at, s.updated_at, 1 - top.distance AS score
FROM (SELECT prefix, key, distance
      FROM (SELECT prefix, key, embedding <=> %(vector)s::vector AS distance FROM store_vectors
            WHERE prefix = ANY(%(prefixes)s) AND field_name = 'content' OFFSET 0) AS mine
      ORDER BY distance LIMIT %(limit)s) AS top
JOIN store s ON s.prefix = top.prefix AND s.key = top.key
ORDER BY top.distance
"""
MAX_MEMORY_CHARS = 1000
LIST_SQL = """
SELECT prefix, key, value, created_at, updated_at FROM store
WHERE prefix = ANY(%(prefixes)s) ORDER BY updated_at DESC LIMIT %(limit)s
"""


def row_to_memory(row: dict[str, Any]) -> Memory:
    """A Memory from a raw ``store`` row (with a ``score`` column when it came from a vector search)."""
    return Memory(kind=MemoryKind(row["prefix"].rsplit(".", 1)[1]), key=row["key"],
                  text=str(row["value"].get("content", "")), created_at=row["created_at"],
                  updated_at=row["updated_at"], device=row["value"].get("device"),
                  score=float(row["score"]) if row.get("score") is not None else None)


class MemoryKind(StrEnum):
    """What sort of memory an item is; the values are the namespace labels."""

    SEMANTIC = "semantic"
    EPISODIC = "episodic"


@dataclass(frozen=True)
class Memory:
    """One stored memory as the UI and CLI show it."""

    kind: MemoryKind
    key: str
    text: str
    created_at: datetime
    updated_at: datetime
    device: str | None = None
    score: float | None = None

    def to_json(self) -> dict[str, Any]:
        """A JSON-safe dict for the API."""
        return {
            "kind": str(self.kind),
            "key": self.key,
            "text": self.text,
            "created_at": self.created_at.isoformat(),
            "updated_at": self.updated_at.isoformat(),
            "device": self.device,
            "score": self.score,
        }


@dataclass(frozen=True)
class RecalledContext:
    """What one turn recalled: the rendered profile ("" when none) and memory texts, best first."""

    profile: str
    memories: list[str]


def user_label(user_id: str | None) -> str:
    """A legal namespace label for a user id: kept when it is simple, hashed otherwise (emails, dots, spaces).

    Raises:
        MissingUserIdError: the user id is missing or blank. We never fall back to a shared default here.
    """
    if user_id is None or not str(user_id).strip():
        raise MissingUserIdError("a user id is required for memory operations")
    user_id = str(user_id).strip()
    if _LABEL_RE.match(user_id):
        return user_id
    return "h-" + hashlib.sha256(user_id.encode()).hexdigest()[:24]


def memory_namespace(user_id: str, kind: MemoryKind) -> tuple[str, ...]:
    """Namespace of one kind of memory of one user."""
    return ("memories", user_label(user_id), str(kind))


def to_memory(item: Item | SearchItem) -> Memory:
    value = item.value
    return Memory(
        kind=MemoryKind(item.namespace[2]),
        key=item.key,
        text=str(value.get("content", "")),
        created_at=item.created_at,
        updated_at=item.updated_at,
        device=value.get("device"),
        score=getattr(item, "score", None),
    )


def clean_text(text: str) -> str:
    text = " ".join(str(text).split())
    if not text:
        raise InvalidInputError("a memory needs some text")
    if len(text) > MAX_MEMORY_CHARS:
        raise InvalidInputError(f"a memory may be at most {MAX_MEMORY_CHARS} characters")
    return text


class PendingWork(Protocol):
    """Background memory work that must be dropped when a user's memory is cleared (see after_turn.py)."""

    def cancel_pending(self, user_id: str | None) -> int: ...

