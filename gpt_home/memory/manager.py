"""The memory facade: everything the agent, the CLI and the settings page do with a household member's memories.

Store layout (LangGraph BaseStore namespaces; ``<u>`` is the user's namespace label):

* ``("memories", <u>, "semantic")`` facts and preferences: ``{"content", "device", "source"}``
* ``("memories", <u>, "episodic")`` interaction records, same shape
* ``("memories", <u>, "profile")`` key ``main``: the flat profile document (see profile.py)
* ``("threads", <u>)`` key ``<thread>:<seq>``: thread summary entries (see summaries.py)
* ``("conversations", <u>)`` one item per conversation thread: ``{"device", "title", "started_at", "last_turn_at"}``
* ``("current_thread", <u>)`` key = device id: which thread that device is in

Every public method validates the user id first (fail closed). With a ``Journal``, memory writes survive a database
outage: they are spooled to disk and replayed in order when the database answers again (see ``journal.py``).
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import re
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from enum import StrEnum
from typing import Any, Protocol

from langgraph.store.base import BaseStore, Item, PutOp, SearchItem
from psycopg_pool import ConnectionPool

from gpt_home.errors import InvalidInputError, MissingUserIdError, NotFoundError, StoreError
from gpt_home.memory.profile import DEFAULT_MAX_BYTES, ProfileStore, render_profile
from gpt_home.memory.summaries import SummaryEntry, SummaryStore, ThreadSummaries
from gpt_home.memory.journal import Journal, JournalEntry, ReplayResult, is_unavailable
from gpt_home.memory.search import search_memories

_LOGGER = logging.getLogger(__name__)
__all__ = [  # SummaryEntry and ThreadSummaries are re-exported: the settings page gets everything from here
    "CLEARED_PREFIX", "MAX_MEMORY_CHARS", "Memory", "MemoryKind", "MemoryManager", "PendingWork", "RecalledContext",
    "SummaryEntry", "ThreadSummaries", "cleared_since", "memory_namespace", "user_label",
]
_LABEL_RE = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
# Exact nearest memories of one user: the user's vectors by primary-key prefix, every distance computed, top-k kept,
# then only those k rows fetched. "OFFSET 0" keeps the planner from switching to the HNSW index: filtered by one
# user's namespace, that approximate scan found 1 of 15 facts among 10,000 memories (exact: 9 of 15), and even
# a household's biggest namespace is small enough to scan (bench/memory_eval.py gives the latency).
_SEARCH_SQL = """
SELECT s.prefix, s.key, s.value, s.created_at, s.updated_at, 1 - top.distance AS score
FROM (SELECT prefix, key, distance
      FROM (SELECT prefix, key, embedding <=> %(vector)s::vector AS distance FROM store_vectors
            WHERE prefix = ANY(%(prefixes)s) AND field_name = 'content' OFFSET 0) AS mine
      ORDER BY distance LIMIT %(limit)s) AS top
JOIN store s ON s.prefix = top.prefix AND s.key = top.key
ORDER BY top.distance
"""
MAX_MEMORY_CHARS = 1000
_LIST_SQL = """
SELECT prefix, key, value, created_at, updated_at FROM store
WHERE prefix = ANY(%(prefixes)s) ORDER BY updated_at DESC LIMIT %(limit)s
"""


def _row_to_memory(row: dict[str, Any]) -> Memory:
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


def _to_memory(item: Item | SearchItem) -> Memory:
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


def _clean_text(text: str) -> str:
    text = " ".join(str(text).split())
    if not text:
        raise InvalidInputError("a memory needs some text")
    if len(text) > MAX_MEMORY_CHARS:
        raise InvalidInputError(f"a memory may be at most {MAX_MEMORY_CHARS} characters")
    return text


CLEARED_PREFIX = "cleared_at:"


def cleared_since(pool: Any, user_id: str, since: datetime) -> bool:
    """True when the user's memory (or everyone's) was cleared after ``since``, by any process.

    Why: the settings page clears memory in its own process, where it cannot cancel the daemon's queued
    extraction; the daemon's background jobs ask this before writing instead.
    """
    label = user_label(user_id)
    with pool.connection() as conn:
        rows = conn.execute(
            "SELECT value FROM gpt_home_meta WHERE key = ANY(%s)", ([CLEARED_PREFIX + label, CLEARED_PREFIX + "*"],)
        ).fetchall()
    return any(datetime.fromisoformat(r["value"]) >= since for r in rows)


class PendingWork(Protocol):
    """Background memory work that must be dropped when a user's memory is cleared (see extraction.py)."""

    def cancel_pending(self, user_id: str | None) -> int: ...


class MemoryManager:
    """Recall, record, list, delete and clear memories over a LangGraph store (one per process)."""

    def __init__(self, store: BaseStore, *, device_id: str, pool: Any = None,
                 profile_max_bytes: int = DEFAULT_MAX_BYTES, background: PendingWork | None = None,
                 journal: Journal | None = None) -> None:
        self._store = store
        self._device_id = device_id
        self._pool = pool  # psycopg pool of the same database, for the one-transaction clear
        self._profiles = ProfileStore(store, pool=pool, max_bytes=profile_max_bytes)
        self._summaries = SummaryStore(store)
        self._background = background
        self._journal = journal  # None: writes fail when the database does (CLI one-shots)
        self._threads: dict[tuple[str, str], dict[str, Any]] = {}  # conversation records this process wrote
        self._pointers: dict[str, tuple[str, datetime]] = {}  # user label -> (current thread, last turn)

    @property
    def store(self) -> BaseStore:
        """The underlying LangGraph store."""
        return self._store

    # --- writing -----------------------------------------------------------------------------------------
    def add(self, user_id: str, text: str, *, kind: MemoryKind = MemoryKind.SEMANTIC, source: str = "user") -> str:
        """Store one memory and return its key.

        Raises:
            MissingUserIdError: no user id.
            InvalidInputError: empty or oversized text.
        """
        namespace = memory_namespace(user_id, kind)
        text = _clean_text(text)
        key = str(uuid.uuid4())
        self._write(JournalEntry.put(namespace, key, {"content": text, "device": self._device_id, "source": source}))
        _LOGGER.debug("stored a %s memory %s", kind, key)
        return key

    def delete(self, user_id: str, kind: MemoryKind | str, key: str) -> None:
        """Delete one memory.

        Raises:
            NotFoundError: there is no such memory.
        """
        namespace = memory_namespace(user_id, MemoryKind(kind))
        if self._journal is None or self._journal.flush(self._store):
            try:
                existing = self._store.get(namespace, key)
            except Exception as exc:
                if self._journal is None or not is_unavailable(exc):
                    raise
                self._journal.mark_unavailable(exc)
            else:
                if existing is None:
                    raise NotFoundError(f"no {kind} memory with key {key!r}")
        # Unreachable: the key cannot be checked, but a journaled delete of a missing key is harmless.
        self._write(JournalEntry.delete(namespace, key))

    def _write(self, entry: JournalEntry) -> None:
        """Apply one write to the store, or journal it when the database is unreachable (with a journal)."""
        if self._journal is None:
            entry.apply(self._store)
        else:
            self._journal.write(self._store, entry)

    def replay(self, *, force: bool = False) -> ReplayResult | None:
        """Replay journaled writes (the daemon calls this periodically); None when there is nothing to do.

        Unless ``force``, a database known to be down is left alone until its backoff ends, so a periodic call never
        holds the journal (and the voice loop's writes) while waiting out a connection timeout.
        """
        if self._journal is None or not self._journal.pending():
            return None
        if not force and not self._journal.store_may_be_up():
            return ReplayResult(applied=0, remaining=len(self._journal.entries()), rejected=0, torn=0)
        return self._journal.replay(self._store)

    # --- reading -----------------------------------------------------------------------------------------
    def list(self, user_id: str, kind: MemoryKind | None = None, *, limit: int = 1000) -> list[Memory]:
        """Memories of a user, newest first (one read-only query when the pool is at hand)."""
        kinds = [kind] if kind else list(MemoryKind)
        pool = self._pool or getattr(self._store, "conn", None)
        if isinstance(pool, ConnectionPool):
            prefixes = [".".join(memory_namespace(user_id, k)) for k in kinds]
            with pool.connection() as conn:
                rows = conn.execute(_LIST_SQL, {"prefixes": prefixes, "limit": limit}).fetchall()
            return [_row_to_memory(r) for r in rows]
        found: list[Memory] = []
        for k in kinds:
            items = self._store.search(memory_namespace(user_id, k), limit=limit)
            found.extend(_to_memory(i) for i in items)
        return sorted(found, key=lambda m: m.updated_at, reverse=True)[:limit]

    def search(self, user_id: str, query: str, *, limit: int = 5) -> list[Memory]:
        """Semantic and episodic memories best matching ``query`` (hybrid full-text + vector, memory/search.py)."""
        query = query.strip()
        label = user_label(user_id)
        if not query:
            return []
        pool, embedder = self._pool or getattr(self._store, "conn", None), getattr(self._store, "embeddings", None)
        if isinstance(pool, ConnectionPool) and embedder is not None:
            rows = search_memories(pool, vector=embedder.embed_query(query), text=query, label=label, limit=limit)
            return [_row_to_memory(r) for r in rows]
        items = self._store.search(("memories", label), query=query, limit=limit)
        kinds = {str(k) for k in MemoryKind}
        return [_to_memory(i) for i in items if len(i.namespace) == 3 and i.namespace[2] in kinds]

    def _search_sql(self, pool: ConnectionPool, vector: list[float], label: str, limit: int) -> list[Memory]:
        """Vector search alone as one read-only query on LangGraph's tables (bench/memory_eval.py's comparison).

        Why not ``PostgresStore.search``: on every call it also runs a TTL-refresh UPDATE that scans the whole store
        table and ranks through a join per candidate; this is the p95 of every voice turn (bench/memory_eval.py).
        """
        prefixes = [".".join(("memories", label, str(kind))) for kind in MemoryKind]
        with pool.connection() as conn:
            rows = conn.execute(_SEARCH_SQL, {"vector": vector, "prefixes": prefixes, "limit": limit}).fetchall()
        return [_row_to_memory(r) for r in rows]

    def recall(self, user_id: str, query: str, *, limit: int, budget_tokens: int) -> list[str]:
        """Texts to put in the system prompt for this turn, within a token budget; [] when the store fails.

        No LLM call here: it is on the critical path of every turn. While the journal is backing off after an outage,
        the database is not even tried, so a turn never waits out a connection timeout twice in a row.
        """
        user_label(user_id)
        if self._journal is not None and not self._journal.store_may_be_up():
            return []
        try:
            memories = self.search(user_id, query, limit=limit)
        except (MissingUserIdError, InvalidInputError):
            raise
        except Exception as exc:  # noqa: BLE001 - a store outage degrades to "no memories", never an error heard
            if self._journal is not None and is_unavailable(exc):
                self._journal.mark_unavailable(exc)
            else:
                _LOGGER.warning("memory recall failed, answering without memories: %s", exc)
            return []
        budget_chars = budget_tokens * 4  # about four characters a token for English
        texts: list[str] = []
        for memory in memories:
            if len(memory.text) > budget_chars:
                break
            texts.append(memory.text)
            budget_chars -= len(memory.text) + 3
        return texts

    # --- profile -------------------------------------------------------------------------------------------
    def profile(self, user_id: str) -> dict[str, Any]:
        """The user's profile document ({} when none is stored)."""
        return self._profiles.get(user_label(user_id))

    def patch_profile(self, user_id: str, ops: list[dict[str, Any]]) -> dict[str, Any]:
        """Apply RFC 6902 operations (add / replace / remove of flat keys) and return the new profile.

        Raises:
            PatchFailedError: a rule is broken or a replaced/removed key is missing; nothing changed.
            ProfileTooLargeError: the result would exceed the size limit; nothing changed.
        """
        return self._profiles.patch(user_label(user_id), ops)

    def delete_profile_key(self, user_id: str, key: str) -> None:
        """Remove one profile key.

        Raises:
            NotFoundError: the profile has no such key.
        """
        self._profiles.delete_key(user_label(user_id), key)

    # --- thread summaries --------------------------------------------------------------------------------
    def summaries(self, user_id: str) -> list[ThreadSummaries]:
        """Every conversation with summaries, newest first, each with its title and entries (oldest first)."""
        label = user_label(user_id)
        titles = {i.key: str(i.value.get("title", "")) for i in self._store.search(("conversations", label),
                                                                                    limit=10000)}
        return self._summaries.by_thread(label, titles)

    def delete_thread_summaries(self, user_id: str, thread_id: str) -> int:
        """Delete one thread's summaries; returns how many entries were deleted (0 when there were none)."""
        return self._summaries.delete_thread(user_label(user_id), thread_id)

    def recall_context(self, user_id: str, query: str, *, limit: int, budget_tokens: int) -> RecalledContext:
        """Profile and memories for this turn's prompt, together within ``budget_tokens``; empty on store failure.

        The profile (cached, usually no round trip) gets at most half the budget; memories get the rest.
        """
        try:
            doc = self.profile(user_id)
        except (MissingUserIdError, InvalidInputError):
            raise
        except Exception as exc:  # noqa: BLE001 - degrade to "no profile", never an error the user hears
            _LOGGER.warning("profile read failed, answering without it: %s", exc)
            doc = {}
        profile = render_profile(doc, budget_chars=budget_tokens * 4 // 2)
        rest = budget_tokens - (len(profile) + 3) // 4 if profile else budget_tokens
        return RecalledContext(profile=profile, memories=self.recall(user_id, query, limit=limit, budget_tokens=rest))

    # --- conversations -----------------------------------------------------------------------------------
    def current_thread(self, user_id: str, *, idle_seconds: float, now: datetime | None = None) -> str:
        """This device's conversation thread for the user; a new one after an idle gap.

        The pointer this process wrote last is kept in memory, so a turn costs no read for it.
        """
        now = now or datetime.now(UTC)
        label = user_label(user_id)
        pointer = self._pointers.get(label)
        if pointer is None:
            item = self._store.get(("current_thread", label), self._device_id)
            if item is not None:
                pointer = (str(item.value["thread_id"]), datetime.fromisoformat(item.value["last_turn_at"]))
        if pointer is not None and (now - pointer[1]).total_seconds() <= idle_seconds:
            return pointer[0]
        return f"{label}-{self._device_id}-{uuid.uuid4().hex[:12]}"

    def touch_thread(self, user_id: str, thread_id: str, *, title: str, now: datetime | None = None) -> None:
        """Record that a turn happened in ``thread_id`` (so it can be found, listed and cleared later).

        One round trip: both records are written in one batch; the thread's record is remembered in this process.
        """
        now = now or datetime.now(UTC)
        label = user_label(user_id)
        registry = ("conversations", label)
        value = self._threads.get((label, thread_id))
        if value is None:
            existing = self._store.get(registry, thread_id)
            value = dict(existing.value) if existing else {"device": self._device_id, "title": title[:80],
                                                           "started_at": now.isoformat()}
        value = {**value, "last_turn_at": now.isoformat()}
        self._store.batch([
            PutOp(registry, thread_id, value, index=False),
            PutOp(("current_thread", label), self._device_id,
                  {"thread_id": thread_id, "last_turn_at": now.isoformat()}, index=False),
        ])
        self._threads[(label, thread_id)] = value
        self._pointers[label] = (thread_id, now)

    def _forget_threads(self, label: str | None) -> None:
        """Drop this process's remembered conversation records (all, or one user's) after a clear."""
        self._threads = {k: v for k, v in self._threads.items() if label is not None and k[0] != label}
        self._pointers = {k: v for k, v in self._pointers.items() if label is not None and k != label}

    def thread_ids(self, user_id: str) -> list[str]:
        """Every conversation thread recorded for a user."""
        return [i.key for i in self._store.search(("conversations", user_label(user_id)), limit=10000)]

    def clear(self, user_id: str | None) -> dict[str, int]:
        """Delete memories, conversation records and checkpoints of one user (or everyone) in ONE transaction.

        ``user_id=None`` means every user. Returns counts of what was deleted.

        Raises:
            StoreError: the database failed; the transaction rolled back, so nothing is half-deleted.
        """
        if user_id is not None:
            user_label(user_id)  # fail closed on a blank id before touching anything
        if self._pool is None:
            raise StoreError("clearing memory needs the database pool")
        if self._background is not None:
            # Before deleting: a pending extraction must not re-create a fact from the old transcript.
            self._background.cancel_pending(user_id)
        self._forget_threads(None if user_id is None else user_label(user_id))
        # Hold the journal so no replay can slip a pending write of this user in between; drop them after the commit.
        with self._journal.hold() if self._journal is not None else contextlib.nullcontext():
            rows, checkpoints = self._clear_rows(user_id)
            journaled = self._journal.drop_user(None if user_id is None else user_label(user_id)) if self._journal else 0
        self._profiles.cache.invalidate(None if user_id is None else user_label(user_id))
        memories = sum(1 for r in rows if r["prefix"].startswith("memories.") and not r["prefix"].endswith(".profile"))
        profiles = sum(1 for r in rows if r["prefix"].startswith("memories.") and r["prefix"].endswith(".profile"))
        summaries = sum(1 for r in rows if r["prefix"].startswith("threads."))
        threads_removed = sum(1 for r in rows if r["prefix"].startswith("conversations."))
        return {"memories": memories, "profiles": profiles, "summaries": summaries, "conversations": threads_removed,
                "checkpoints": checkpoints, "journal": journaled}

    def _clear_rows(self, user_id: str | None) -> tuple[list[dict[str, Any]], int]:
        import psycopg

        cleared_key = CLEARED_PREFIX + ("*" if user_id is None else user_label(user_id))
        try:
            with self._pool.connection() as conn, conn.transaction():
                # Other processes' background work checks this marker before writing (see cleared_since).
                conn.execute(
                    "INSERT INTO gpt_home_meta (key, value) VALUES (%s, %s) "
                    "ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()",
                    (cleared_key, datetime.now(UTC).isoformat()),
                )
                if user_id is None:
                    prefixes = ["memories.", "threads.", "conversations.", "current_thread."]
                    rows = conn.execute(
                        "DELETE FROM store WHERE starts_with(prefix, %s) OR starts_with(prefix, %s) "
                        "OR starts_with(prefix, %s) OR starts_with(prefix, %s) RETURNING prefix",
                        prefixes,
                    ).fetchall()
                    checkpoints = conn.execute("DELETE FROM checkpoints").rowcount
                    conn.execute("DELETE FROM checkpoint_blobs")
                    conn.execute("DELETE FROM checkpoint_writes")
                else:
                    label = user_label(user_id)
                    threads = [
                        r["key"]
                        for r in conn.execute(
                            "SELECT key FROM store WHERE prefix = %s", (f"conversations.{label}",)
                        ).fetchall()
                    ]
                    rows = conn.execute(
                        "DELETE FROM store WHERE starts_with(prefix, %s) OR prefix = ANY(%s) RETURNING prefix",
                        (f"memories.{label}.", [f"threads.{label}", f"conversations.{label}", f"current_thread.{label}"]),
                    ).fetchall()
                    checkpoints = conn.execute("DELETE FROM checkpoints WHERE thread_id = ANY(%s)", (threads,)).rowcount
                    conn.execute("DELETE FROM checkpoint_blobs WHERE thread_id = ANY(%s)", (threads,))
                    conn.execute("DELETE FROM checkpoint_writes WHERE thread_id = ANY(%s)", (threads,))
        except psycopg.Error as exc:
            raise StoreError(f"clearing memory failed and nothing was deleted: {exc}") from None
        return rows, checkpoints
