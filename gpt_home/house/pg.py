"""The one seam between the household tables and the rest of GPT Home's database code, and the tables themselves.

Why a seam: the memory layer owns the ``Database`` (pool, store, checkpointer); the household modules only borrow a
pooled connection from it, always with a short bound, so a database outage costs them a fraction of a second and
never a stalled voice loop. Every query uses the database's clock (``now()``, ``clock_timestamp()``): device clocks may
be off by minutes and are never compared with each other.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import psycopg

from gpt_home.errors import StoreError

_LOGGER = logging.getLogger(__name__)
_SCHEMA_LOCK_ID = 0x67706868  # "gphh": serialises CREATE TABLE IF NOT EXISTS across processes

SCHEMA_SQL = (
    """CREATE TABLE IF NOT EXISTS house_devices (
        name text PRIMARY KEY,
        instance text NOT NULL,
        state text NOT NULL DEFAULT 'starting',
        last_turn jsonb,
        last_turn_at timestamptz,
        started_at timestamptz NOT NULL DEFAULT now(),
        heartbeat_at timestamptz NOT NULL DEFAULT now(),
        stopped_at timestamptz
    )""",
    """CREATE TABLE IF NOT EXISTS house_wake_events (
        id bigserial PRIMARY KEY,
        opened_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        winner text,
        decided_at timestamptz
    )""",
    "CREATE INDEX IF NOT EXISTS house_wake_events_opened ON house_wake_events (opened_at)",
    """CREATE TABLE IF NOT EXISTS house_wake_claims (
        event_id bigint NOT NULL REFERENCES house_wake_events (id) ON DELETE CASCADE,
        device text NOT NULL,
        score double precision NOT NULL,
        claimed_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        PRIMARY KEY (event_id, device)
    )""",
    """CREATE TABLE IF NOT EXISTS house_announcements (
        id bigserial PRIMARY KEY,
        device text NOT NULL,
        text text NOT NULL,
        origin text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        taken_at timestamptz
    )""",
    "CREATE INDEX IF NOT EXISTS house_announcements_pending ON house_announcements (device) WHERE taken_at IS NULL",
)

# Errors that mean "the database is not there right now" (psycopg_pool.PoolTimeout is an OperationalError).
DB_ERRORS: tuple[type[BaseException], ...] = (psycopg.Error, OSError)


class HouseDb:
    """Borrows bounded connections from an open ``gpt_home.memory.store.Database`` and sets up the house tables once."""

    def __init__(self, db: Any) -> None:
        self._db = db
        self._ready = False

    @contextmanager
    def connection(self, timeout_seconds: float) -> Iterator[psycopg.Connection[Any]]:
        """A pooled connection (autocommit, dict rows), waiting at most ``timeout_seconds`` for it.

        Raises:
            StoreError: no connection within the bound, or the database failed (the caller decides what then).
        """
        try:
            with self._db.pool.connection(timeout=timeout_seconds) as conn:
                if not self._ready:
                    ensure_schema(conn)
                    self._ready = True
                yield conn
        except StoreError:
            raise
        except DB_ERRORS as exc:
            raise StoreError(f"household tables unavailable: {_first_line(exc)}") from exc


def ensure_schema(conn: psycopg.Connection[Any]) -> None:
    """Create the household tables if missing (idempotent, safe when several processes start at once)."""
    with conn.transaction():
        conn.execute("SELECT pg_advisory_xact_lock(%s)", (_SCHEMA_LOCK_ID,))
        for statement in SCHEMA_SQL:
            conn.execute(statement)


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__
