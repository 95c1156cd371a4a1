"""``MemoryService``: the one memory service of a process, built by ``factory.open_memory_service``.

It owns the connection (opened in the background, see ``connector.py``), the journaled store, the journal's drainer,
the background work after turns and the caches. Outage handling lives here and in the store, nowhere else: reads on
the reply path return what is known (no memories, the last known profile) within a deadline, writes are journaled
and applied when the database answers, and the operations the CLI and the page show a result for raise a typed
:class:`StoreUnavailableError` when they cannot answer.
"""

from __future__ import annotations

import logging
import threading
import uuid
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any

from langchain_core.messages import BaseMessage

from gpt_home.errors import InvalidInputError, MissingUserIdError, NotFoundError
from gpt_home.memory.health import Health, StoreUnavailableError
from gpt_home.memory.journal import Journal, JournalEntry, ReplayResult
from gpt_home.memory.journaled import JournaledStore
from gpt_home.memory.manager import (
    LIST_SQL,
    Memory,
    MemoryKind,
    RecalledContext,
    clean_text,
    memory_namespace,
    row_to_memory,
    user_label,
)
from gpt_home.memory.profile import DEFAULT_MAX_BYTES, ProfileStore, render_profile
from gpt_home.memory.query_words import fact_words
from gpt_home.memory.search import search_memories
from gpt_home.memory.speaker import in_third_person, speaker_name
from gpt_home.memory.summaries import SummaryStore, ThreadSummaries
from gpt_home.memory.threads import ThreadRecords

_LOGGER = logging.getLogger(__name__)


class MemoryService:
    """Recall, record, list, delete and clear memories of the household (one per process)."""

    def __init__(self, *, device_id: str, store: JournaledStore, connector: Any, background: Any = None,
                 profile_max_bytes: int = DEFAULT_MAX_BYTES, admin_seconds: float = 5.0) -> None:
        self._device_id = device_id
        self.store = store  # the reply path's view: bounded reads, writes journaled without waiting
        self._admin = store.with_timing(read_deadline_seconds=admin_seconds, wait_seconds=admin_seconds, strict=True)
        self._admin_seconds = admin_seconds
        self._strict = store.with_timing(strict=True)  # the reply path's deadline, but "unavailable" raises
        self._connector = connector
        self.background = background  # AfterTurn (summaries, extraction), or None
        self._profiles = ProfileStore(self._admin.with_timing(read_deadline_seconds=store_deadline(store)),
                                      max_bytes=profile_max_bytes, version=store.journal.profiles_version)
        self._summaries = SummaryStore(self._admin)
        self._clearing = threading.Lock()  # a clear's journal entry vs. a late thread record (touch_thread)
        self._conversations = ThreadRecords(device_id=device_id, store=store, clearing=self._clearing,
                                            sync_clears=self._sync_clears)
        self._clears_seen = self.journal.clears_version()

    def _sync_clears(self) -> None:
        """Another process (the page, the CLI) cleared memory: forget every cached profile and thread pointer."""
        version = self.journal.clears_version()
        if version != self._clears_seen:
            self._clears_seen = version
            self._forget(None)

    def _forget(self, label: str | None) -> None:
        self._conversations.forget(label)
        self._profiles.forget(label)

    # --- the connection ------------------------------------------------------------------------------------
    @property
    def health(self) -> Health:
        """Up/down state of the database for this process."""
        return self.store.health

    @property
    def journal(self) -> Journal:
        """The data directory's journal."""
        return self.store.journal

    @property
    def available(self) -> bool:
        """True when the database is connected and answering."""
        return self.health.is_up

    def wait_ready(self, timeout_seconds: float) -> bool:
        """Wait (bounded) for the first connection; True when connected."""
        return self.health.wait_connected(timeout_seconds)

    def settle(self, timeout_seconds: float) -> bool:
        """For the reply path: wait (bounded) for the first connection only while the server is answering and being
        set up; return at once while it has not answered (hung, absent). True when connected."""
        return self.health.wait_connected_if_answering(timeout_seconds)

    def database(self, timeout_seconds: float | None = None) -> Any:
        """The open ``store.Database`` (for timers and checkpoints), waiting a bounded time for the connection.

        Raises:
            StoreUnavailableError: not connected within the wait.
        """
        return self._connector.database(self._admin_seconds if timeout_seconds is None else timeout_seconds)

    @property
    def pool(self) -> Any:
        """A pool proxy for code running its own SQL (timer claims); raises StoreUnavailableError while down."""
        from gpt_home.memory.connector import LazyPool

        return LazyPool(self._connector)

    @property
    def checkpointer(self) -> Any:
        """The bounded checkpointer (``checkpoints.GuardedSaver``), or None while not connected."""
        return self._connector.checkpointer

    # --- writing -------------------------------------------------------------------------------------------
    def add(self, user_id: str, text: str, *, kind: MemoryKind = MemoryKind.SEMANTIC, source: str = "user") -> str:
        """Store one memory (journaled; applied now when the database answers) and return its key.

        Raises:
            MissingUserIdError: no user id.
            InvalidInputError: empty or oversized text.
            JournalUnwritableError: the journal cannot be written.
        """
        namespace = memory_namespace(user_id, kind)
        text = clean_text(text)
        key = str(uuid.uuid4())
        self.store.write([JournalEntry.put(namespace, key, {"content": text, "device": self._device_id,
                                                            "source": source})])
        _LOGGER.debug("stored a %s memory %s", kind, key)
        return key

    def delete(self, user_id: str, kind: MemoryKind | str, key: str) -> None:
        """Delete one memory.

        Raises:
            NotFoundError: the database answered and there is no such memory.
        """
        namespace = memory_namespace(user_id, MemoryKind(kind))
        try:
            existing = self._strict.get(namespace, key)
        except StoreUnavailableError:
            existing = True  # cannot check: a journaled delete of a missing key is harmless
        if existing is None:
            raise NotFoundError(f"no {kind} memory with key {key!r}")
        self.store.write([JournalEntry.delete(namespace, key)])

    def replay(self, *, wait_seconds: float = 0.0) -> ReplayResult | None:
        """Apply journaled writes now in this thread (None: nothing to do, not connected, or another replayer)."""
        return self.store.drainer.round(wait_seconds=wait_seconds)

    def flush(self, timeout_seconds: float) -> bool:
        """Wait (bounded) until the journal is applied; True when it is empty."""
        return self.store.drainer.drain_now(timeout_seconds)

    def finish_pending_passes(self) -> int:
        """Apply now, on this thread, the memory passes left unfinished by processes that are gone (an ``ask`` that
        could not reach the database, a crash), so what was said to them shows wherever memories are listed.

        Returns how many were applied; 0 at once while the database is unavailable (they stay queued; a store error
        midway leaves the rest queued too). A pass the running daemon is applying is left to it.
        """
        if not self.available:
            return 0
        from gpt_home.memory.pass_spool import spooled_learning

        try:
            return spooled_learning(self).finish_pending()
        except (StoreUnavailableError, OSError) as exc:
            _LOGGER.warning("unfinished memory passes are left for later: %s", exc)
            return 0

    # --- reading -------------------------------------------------------------------------------------------
    def list(self, user_id: str, kind: MemoryKind | None = None, *, limit: int = 1000) -> list[Memory]:
        """Memories of a user, newest first (one read-only query).

        Raises:
            StoreUnavailableError: the database cannot answer now.
        """
        kinds = [kind] if kind else list(MemoryKind)
        prefixes = [".".join(memory_namespace(user_id, k)) for k in kinds]
        self.flush(self._admin_seconds)

        def query(pool: Any) -> list[dict[str, Any]]:
            with pool.connection() as conn:
                return conn.execute(LIST_SQL, {"prefixes": prefixes, "limit": limit}).fetchall()

        return [row_to_memory(r) for r in self._sql(query, self._admin_seconds)]

    def search(self, user_id: str, query: str, *, limit: int = 5, deadline_seconds: float | None = None,
               ) -> list[Memory]:
        """Semantic and episodic memories best matching ``query``: full text fused with vectors (memory/search.py).

        Why not ``PostgresStore.search``: on every call it also runs a TTL-refresh UPDATE that scans the whole store
        table and ranks through a join per candidate; this is the p95 of every voice turn (bench/memory_eval.py).

        Raises:
            StoreUnavailableError: the database cannot answer now.
        """
        query = query.strip()
        label = user_label(user_id)
        if not query:
            return []
        db = self._connector.current()
        if db is None:
            raise self.health.unavailable()
        # The vector side hears the question in the third person the memories are written in ("my" -> "Maya's"),
        # with the name from the profile already known to this process (no round trip); full text keeps the words.
        known = self._profiles.known.get(label)
        vector = db.embedder.embed_query(in_third_person(query, speaker_name(known) if known else None))

        def run(pool: Any) -> list[dict[str, Any]]:
            return search_memories(pool, vector=vector, text=fact_words(query), label=label, limit=limit,
                                   kinds=tuple(str(kind) for kind in MemoryKind))

        return [row_to_memory(r) for r in self._sql(run, deadline_seconds or self._admin_seconds)]

    def _sql(self, fn: Any, deadline_seconds: float) -> Any:
        db = self._connector.current()
        if db is None and not self.health.is_connected:  # a fresh process: its first connection may be moments away
            self.health.wait_connected(deadline_seconds)  # (returns at once when the first attempt already failed)
            db = self._connector.current()
        if db is None:
            raise self.health.unavailable()
        return self.health.run(lambda: fn(db.pool), deadline_seconds=deadline_seconds)

    def recall(self, user_id: str, query: str, *, limit: int, budget_tokens: int) -> list[str]:
        """Texts for this turn's system prompt within a token budget; [] at once while the database is unavailable."""
        user_label(user_id)
        if not self.health.may_try():
            return []
        try:
            memories = self.search(user_id, query, limit=limit, deadline_seconds=store_deadline(self.store))
        except StoreUnavailableError:
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
        """The user's profile document ({} when none), the last known one during an outage.

        Raises:
            StoreUnavailableError: the database cannot answer and this profile was never read in this process.
        """
        self._sync_clears()
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

    def recall_context(self, user_id: str, query: str, *, limit: int, budget_tokens: int) -> RecalledContext:
        """Profile and memories for this turn's prompt, together within ``budget_tokens``; empty during an outage.

        The profile (cached, usually no round trip) gets at most half the budget; memories get the rest.
        """
        try:
            doc = self.profile(user_id) if self.health.may_try() or self._profiles.known.get(user_label(user_id)) \
                else {}
        except StoreUnavailableError:
            doc = {}
        profile = render_profile(doc, budget_chars=budget_tokens * 4 // 2)
        rest = budget_tokens - (len(profile) + 3) // 4 if profile else budget_tokens
        return RecalledContext(profile=profile, memories=self.recall(user_id, query, limit=limit, budget_tokens=rest))

    # --- thread summaries ----------------------------------------------------------------------------------
    def summaries(self, user_id: str) -> list[ThreadSummaries]:
        """Every conversation with summaries, newest first, each with its title and entries (oldest first)."""
        label = user_label(user_id)
        self.flush(self._admin_seconds)  # thread records journaled by this process first
        titles = {i.key: str(i.value.get("title", "")) for i in self._admin.search(("conversations", label),
                                                                                    limit=10000)}
        return self._summaries.by_thread(label, titles)

    def delete_thread_summaries(self, user_id: str, thread_id: str) -> int:
        """Delete one thread's summaries; returns how many entries were deleted (0 when there were none)."""
        return self._summaries.delete_thread(user_label(user_id), thread_id)

    # --- conversations -------------------------------------------------------------------------------------
    def current_thread(self, user_id: str, *, idle_seconds: float, now: datetime | None = None) -> str:
        """This device's conversation thread for the user; a new one after an idle gap (or when unknown)."""
        return self._conversations.current_thread(user_id, idle_seconds=idle_seconds, now=now)

    def started_here(self, thread_id: str) -> bool:
        """True when ``thread_id`` was begun by this process and never recorded yet (nothing stored for it)."""
        return self._conversations.started_here(thread_id)

    def touch_thread(self, user_id: str, thread_id: str, *, title: str, now: datetime | None = None,
                     unless_cleared_since: datetime | None = None) -> bool:
        """Record a turn in ``thread_id`` (journaled, no wait); False: skipped, the user's memory was cleared since
        ``unless_cleared_since`` (see ``threads.ThreadRecords.touch_thread``)."""
        return self._conversations.touch_thread(user_id, thread_id, title=title, now=now,
                                                unless_cleared_since=unless_cleared_since)

    def thread_ids(self, user_id: str) -> list[str]:
        """Every conversation thread recorded for a user (after this process's journaled writes are applied)."""
        self.flush(self._admin_seconds)
        return [i.key for i in self._admin.search(("conversations", user_label(user_id)), limit=10000)]

    def after_turn(self, user_id: str, thread_id: str, messages: Sequence[BaseMessage], *,
                   now: datetime | None = None, on_summary: Callable[[], None] | None = None) -> None:
        """Queue this turn's background memory work (summaries, extraction); returns at once, never raises.
        ``on_summary``: called after a summary of the thread was written (memory/after_turn.py)."""
        if self.background is None:
            return
        try:
            self.background.after_turn(user_id, thread_id, messages, now=now, on_summary=on_summary)
        except (MissingUserIdError, InvalidInputError):
            raise
        except Exception as exc:  # noqa: BLE001 - queueing background work must not cost the user their answer
            _LOGGER.warning("could not queue background memory work: %s", exc)

    # --- clearing ------------------------------------------------------------------------------------------
    def clear(self, user_id: str | None) -> dict[str, int]:
        """Forget memories, conversation records and checkpoints of one user (``None``: everyone).

        The clear is journaled like every write, so it is ordered with them in every process: journaled writes from
        before it are dropped and never reach the database. Returns counts of what was deleted; ``pending`` is 1 when
        the database did not answer and the clear will be applied when it does.
        """
        label = None if user_id is None else user_label(user_id)
        if self.background is not None:  # before: a queued extraction must not re-create a fact from the transcript
            self.background.cancel_pending(user_id)
        self._forget(label)
        entry = JournalEntry.clear(label)
        with self._clearing:
            dropped = self.journal.append(entry)
        ticket = self.store.drainer.kick()
        if self.health.may_try():
            self.store.wait_applied(ticket, self._admin_seconds)  # cut short when the server is hung
        counts = self.store.drainer.clear_results.pop(entry.id, None)
        if isinstance(counts, BaseException):
            raise counts
        done = counts is not None or not any(e.id == entry.id for e in self.journal.entries())
        result = {"memories": 0, "profiles": 0, "summaries": 0, "conversations": 0, "checkpoints": 0,
                  **(counts or {}), "journal": dropped}
        if not done:
            result["pending"] = 1
            _LOGGER.warning("memory clear journaled; it is applied when the database is back")
        return result

    # --- lifetime ------------------------------------------------------------------------------------------
    def close(self, timeout_seconds: float = 5.0) -> None:
        """Finish background work and apply the journal (bounded, when the database answers), then disconnect."""
        if self.background is not None:
            self.background.shutdown(timeout_seconds)
        if self.journal.pending() and self.health.may_try():
            self.flush(timeout_seconds)
        self.store.drainer.stop()
        self._connector.close()


def store_deadline(store: JournaledStore) -> float:
    """The reply-path deadline of ``store``."""
    return store.read_deadline_seconds
