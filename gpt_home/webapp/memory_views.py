"""The Memories page's data, gathered through the MemoryManager only (the page never touches the store directly).

Profile and thread summaries come from newer MemoryManager methods; a build without them shows those sections as
unavailable instead of failing.
"""

from __future__ import annotations

import json
from typing import Any

from gpt_home.errors import NotFoundError
from gpt_home.memory.manager import MemoryKind, MemoryManager
from gpt_home.webapp.responses import WebError


def _not_available(what: str) -> WebError:
    return WebError(501, "NOT_AVAILABLE", f"{what} is not available in this version")


def profile(manager: MemoryManager, user: str) -> dict[str, Any] | None:
    """The user's profile document, or None when this build keeps no profile."""
    if not hasattr(manager, "profile"):
        return None
    return dict(manager.profile(user))


def summaries(manager: MemoryManager, user: str) -> list[dict[str, Any]] | None:
    """Thread summaries grouped by thread, newest first, or None when this build keeps none."""
    if not hasattr(manager, "summaries"):
        return None
    return [thread.to_json() for thread in manager.summaries(user)]


def overview(manager: MemoryManager, user: str) -> dict[str, Any]:
    """Everything the Memories page shows for one user."""
    memories = manager.list(user)
    return {
        "user": user,
        "profile": profile(manager, user),
        "facts": [m.to_json() for m in memories if m.kind is MemoryKind.SEMANTIC],
        "episodes": [m.to_json() for m in memories if m.kind is MemoryKind.EPISODIC],
        "summaries": summaries(manager, user),
    }


def profile_rows(doc: dict[str, Any] | None) -> list[tuple[str, str]]:
    """Profile keys and their values as display text (nested values as compact JSON; escaped by Jinja)."""
    rows = []
    for key, value in (doc or {}).items():
        text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
        rows.append((str(key), text))
    return rows


def delete_profile_key(manager: MemoryManager, user: str, key: str) -> None:
    """Forget one profile key.

    Raises:
        NotFoundError: the profile has no such key.
        WebError: this build keeps no profile (501).
    """
    if not hasattr(manager, "delete_profile_key"):
        raise _not_available("the profile")
    if key not in (profile(manager, user) or {}):
        raise NotFoundError(f"the profile has no key {key!r}")
    manager.delete_profile_key(user, key)


def delete_thread(manager: MemoryManager, user: str, thread_id: str) -> int:
    """Forget one conversation's summaries; returns how many entries went.

    Raises:
        NotFoundError: no summaries for that thread.
        WebError: this build keeps no summaries (501).
    """
    if not hasattr(manager, "delete_thread_summaries"):
        raise _not_available("conversation summaries")
    removed = int(manager.delete_thread_summaries(user, thread_id))
    if removed == 0:
        raise NotFoundError(f"no summaries for conversation {thread_id!r}")
    return removed
