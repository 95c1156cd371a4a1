"""Applying a clear to the database: one user's (or everyone's) memories, conversation records and checkpoints in ONE
transaction. It runs only as the replay of a journaled clear entry (see ``journaled.py``), so it is ordered with every
other write of every process: what was written before the clear is gone, what was written after it stays.
"""

from __future__ import annotations

import logging
from datetime import datetime
from typing import Any

from gpt_home.errors import StoreError

_LOGGER = logging.getLogger(__name__)
CLEARED_PREFIX = "cleared_at:"
ALL_USERS = "*"


def clear_rows(pool: Any, user: str, *, cleared_at: datetime) -> dict[str, int]:
    """Delete everything of user label ``user`` (``"*"``: everyone) and return counts of what was deleted.

    Raises:
        StoreError: the database failed; the transaction rolled back, so nothing is half-deleted.
    """
    import psycopg

    try:
        with pool.connection() as conn, conn.transaction():
            conn.execute(
                "INSERT INTO gpt_home_meta (key, value) VALUES (%s, %s) "
                "ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()",
                (CLEARED_PREFIX + user, cleared_at.isoformat()),
            )
            if user == ALL_USERS:
                rows = conn.execute(
                    "DELETE FROM store WHERE starts_with(prefix, 'memories.') OR starts_with(prefix, 'threads.') "
                    "OR starts_with(prefix, 'conversations.') OR starts_with(prefix, 'current_thread.') "
                    "RETURNING prefix").fetchall()
                checkpoints = conn.execute("DELETE FROM checkpoints").rowcount
                conn.execute("DELETE FROM checkpoint_blobs")
                conn.execute("DELETE FROM checkpoint_writes")
            else:
                threads = [r["key"] for r in conn.execute(
                    "SELECT key FROM store WHERE prefix = %s", (f"conversations.{user}",)).fetchall()]
                rows = conn.execute(
                    "DELETE FROM store WHERE starts_with(prefix, %s) OR prefix = ANY(%s) RETURNING prefix",
                    (f"memories.{user}.", [f"threads.{user}", f"conversations.{user}", f"current_thread.{user}"]),
                ).fetchall()
                checkpoints = conn.execute("DELETE FROM checkpoints WHERE thread_id = ANY(%s)", (threads,)).rowcount
                conn.execute("DELETE FROM checkpoint_blobs WHERE thread_id = ANY(%s)", (threads,))
                conn.execute("DELETE FROM checkpoint_writes WHERE thread_id = ANY(%s)", (threads,))
    except psycopg.OperationalError:
        raise  # unreachable: the journal keeps the clear and replays it
    except psycopg.Error as exc:
        raise StoreError(f"clearing memory failed and nothing was deleted: {exc}") from None
    prefixes = [r["prefix"] for r in rows]
    counts = {
        "memories": sum(1 for p in prefixes if p.startswith("memories.") and not p.endswith(".profile")),
        "profiles": sum(1 for p in prefixes if p.startswith("memories.") and p.endswith(".profile")),
        "summaries": sum(1 for p in prefixes if p.startswith("threads.")),
        "conversations": sum(1 for p in prefixes if p.startswith("conversations.")),
        "checkpoints": checkpoints,
    }
    _LOGGER.info("cleared the memory of %s: %s", "everyone" if user == ALL_USERS else user, counts)
    return counts
