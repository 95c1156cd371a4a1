"""The Memories page's data, gathered through the MemoryService only (the page never touches the store directly)."""

from __future__ import annotations

import json
from typing import Any

from gpt_home.errors import NotFoundError
from gpt_home.memory.manager import MemoryKind
from gpt_home.memory.service import MemoryService


def overview(manager: MemoryService, user: str) -> dict[str, Any]:
    """Everything the Memories page shows for one user: profile, facts, episodes, summaries by thread (with the facts
    of memory passes a process that is gone left unfinished, e.g. an ``ask`` that could not reach the database)."""
    manager.finish_pending_passes()
    memories = manager.list(user)
    return {
        "user": user,
        "profile": dict(manager.profile(user)),
        "facts": [m.to_json() for m in memories if m.kind is MemoryKind.SEMANTIC],
        "episodes": [m.to_json() for m in memories if m.kind is MemoryKind.EPISODIC],
        "summaries": [thread.to_json() for thread in manager.summaries(user)],
    }


def cached_overview(svc: Any, user: str) -> dict[str, Any]:
    """:func:`overview` from the page's view cache (``svc`` is the app's WebServices); treat it as read-only."""
    return svc.views.get((user, "overview"), lambda: overview(svc.memory(), user))


def profile_rows(doc: dict[str, Any]) -> list[tuple[str, str]]:
    """Profile keys and their values as display text (nested values as compact JSON; escaped by Jinja)."""
    rows = []
    for key, value in doc.items():
        text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
        rows.append((str(key), text))
    return rows


def delete_thread(manager: MemoryService, user: str, thread_id: str) -> int:
    """Forget one conversation's summaries; returns how many entries went.

    Raises:
        NotFoundError: no summaries for that thread.
    """
    removed = int(manager.delete_thread_summaries(user, thread_id))
    if removed == 0:
        raise NotFoundError(f"no summaries for conversation {thread_id!r}")
    return removed
