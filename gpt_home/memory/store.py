"""Opening the store: Postgres (external or embedded) with pgvector, LangGraph's PostgresStore and PostgresSaver.

One ``Database`` per process holds a small connection pool shared by the vector store and the checkpointer.
Setup is idempotent and serialised across processes with an advisory lock, so the daemon, the settings page and CLI
calls may all start at once.
"""

from __future__ import annotations

import logging
import time
import weakref
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import psycopg
from psycopg.conninfo import conninfo_to_dict, make_conninfo
from psycopg.rows import dict_row
from psycopg_pool import ConnectionPool

from gpt_home.config import Settings
from gpt_home.errors import EmbeddingMismatchError, StoreError, VectorExtensionError
from gpt_home.memory.embedded import ensure_embedded_server
from gpt_home.memory.embeddings import NamedEmbeddings, load_embedder
from gpt_home.memory.search import ensure_fulltext_index
from gpt_home.memory.vector_cache import ensure_vector_versions

_LOGGER = logging.getLogger(__name__)
_SETUP_LOCK_ID = 0x67707468  # "gpth": one advisory lock for schema setup
_CONNECT_TIMEOUT_SECONDS = 5
# How long an operation waits for a pooled connection. Bounded and short: when the server is down, the first memory
# call of a turn gives up after this and the journal takes over (then backs off, so later calls do not wait at all).
POOL_WAIT_SECONDS = 2.0

_META_SQL = """
CREATE TABLE IF NOT EXISTS gpt_home_meta (
    key text PRIMARY KEY,
    value text NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now()
)
"""


def redact_url(url: str) -> str:
    """A connection string safe to show: no password."""
    try:
        params = conninfo_to_dict(url)
    except psycopg.ProgrammingError:
        return "<unparseable DATABASE_URL>"
    params.pop("password", None)
    host = params.get("host") or "localhost"
    port = params.get("port") or "5432"
    user = params.get("user") or ""
    db = params.get("dbname") or ""
    where = host if str(host).startswith("/") else f"{host}:{port}"
    return f"postgresql://{user + '@' if user else ''}{where}/{db}"


def resolve_database_url(settings: Settings) -> str:
    """DATABASE_URL when set, otherwise the embedded server's URI (started on demand)."""
    if settings.database_url is not None:
        return settings.database_url.get_secret_value()
    return ensure_embedded_server(settings.data_dir)


def _connect_kwargs() -> dict[str, Any]:
    # FACTS.md: LangGraph's stores need autocommit, no server-side prepares and dict rows. The connect timeout and TCP
    # keepalives bound how long a vanished server (external, over the network) can hold a pool worker or a query.
    return {"autocommit": True, "prepare_threshold": 0, "row_factory": dict_row,
            "connect_timeout": _CONNECT_TIMEOUT_SECONDS, "keepalives": 1, "keepalives_idle": 10,
            "keepalives_interval": 5, "keepalives_count": 3}


def _configure_connection(conn: psycopg.Connection[Any]) -> None:
    """Per-connection settings: exact-order iterative HNSW scans (pgvector >= 0.8).

    Without them, a filtered vector search (one user's namespace) takes the index's first ``ef_search`` (40) neighbours
    and filters them afterwards: when another household member has many more memories, a user's search returned 1 hit
    instead of 5 (measured with 1,000 vs 10,000 memories). Older pgvector ignores the setting.
    """
    try:
        conn.execute("SET hnsw.iterative_scan = strict_order")
    except psycopg.Error as exc:
        _LOGGER.debug("pgvector iterative scans unavailable: %s", exc)


class ConnectionChecks:
    """The pool's check when a connection is taken, skipped when that connection passed one in the last second.

    Why: a turn takes a connection four or five times (thread registry, checkpoint read and write, recall); a round
    trip for each check was a sixth of a local-intent turn (bench/bench_local_intents.py, profiled). A connection idle
    for longer, as after a server restart, is still checked before use. One per Database (its pool's connections).
    """

    def __init__(self, *, every_seconds: float = 1.0, clock: Callable[[], float] = time.monotonic) -> None:
        self.every_seconds = every_seconds
        self._clock = clock
        self._last: weakref.WeakKeyDictionary[psycopg.Connection[Any], float] = weakref.WeakKeyDictionary()
        self.checks = 0  # round trips made (tests, profiling)

    def __call__(self, conn: psycopg.Connection[Any]) -> None:
        """Check ``conn`` unless it passed a check within ``every_seconds`` (raises what the pool's check raises)."""
        now = self._clock()
        last = self._last.get(conn)
        if last is not None and now - last < self.every_seconds:
            return
        ConnectionPool.check_connection(conn)
        self.checks += 1
        self._last[conn] = now

    def forget(self) -> None:
        """Check every connection again when next taken (the server failed: a recent check says nothing now)."""
        self._last.clear()


def _check_connect(url: str) -> None:
    """Fail fast with one clear line when the server cannot be reached."""
    try:
        with psycopg.connect(make_conninfo(url, connect_timeout=_CONNECT_TIMEOUT_SECONDS), autocommit=True):
            return
    except psycopg.OperationalError as exc:
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        reason = first.rsplit("failed: ", 1)[-1].strip()
        raise StoreError(f"cannot connect to Postgres at {redact_url(url)}: {reason}") from None
    except psycopg.ProgrammingError as exc:
        raise StoreError(f"DATABASE_URL is not a valid connection string: {exc}") from None


def ensure_vector_extension(conn: psycopg.Connection[Any]) -> None:
    """Create pgvector if allowed; otherwise say exactly what a superuser must run.

    Raises:
        VectorExtensionError: pgvector is missing and cannot be created by this role or is not installed.
    """
    row = conn.execute("SELECT 1 FROM pg_extension WHERE extname = 'vector'").fetchone()
    if row:
        return
    try:
        conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
    except psycopg.errors.InsufficientPrivilege:
        db = conn.info.dbname
        raise VectorExtensionError(
            f"pgvector is not enabled in database {db!r} and this role may not enable it: "
            f"a superuser must run `CREATE EXTENSION vector;` in {db!r}"
        ) from None
    except (psycopg.errors.FeatureNotSupported, psycopg.errors.UndefinedFile) as exc:
        raise VectorExtensionError(
            f"the pgvector extension is not installed on this Postgres server ({exc.diag.message_primary}); "
            "install it (e.g. the postgresql-NN-pgvector package) or unset DATABASE_URL to use the embedded server"
        ) from None


@dataclass
class Database:
    """The open store: a pool, LangGraph's vector store and checkpointer, and the embedder behind the index."""

    url: str
    pool: ConnectionPool
    store: Any  # langgraph.store.postgres.PostgresStore
    checkpointer: Any  # langgraph.checkpoint.postgres.PostgresSaver
    embedder: NamedEmbeddings
    connection_checks: ConnectionChecks = field(default_factory=ConnectionChecks)  # the pool's check=

    @property
    def display_url(self) -> str:
        """Where the data is, without secrets."""
        return redact_url(self.url)

    def ping(self) -> bool:
        """True when the server answers a trivial query now."""
        try:
            with self.pool.connection(timeout=_CONNECT_TIMEOUT_SECONDS) as conn:
                conn.execute("SELECT 1")
            return True
        except Exception:  # noqa: BLE001 - any failure means "not healthy"
            return False

    def close(self) -> None:
        """Close the pool (idempotent)."""
        self.pool.close()


def _check_embedder(conn: psycopg.Connection[Any], embedder: NamedEmbeddings) -> bool:
    """Record the embedder of a new index; True when an existing index was built with another one and must be re-embedded.

    An offline embedder (the bundled ones) re-embeds at once: changing the ``embedder`` setting, or an upgrade that
    changes the default, must not leave old memories unfindable. A provider embedder (network, paid) is not run over
    every memory unasked: a changed dimension is refused with the command to run, a changed name only warned about.
    """
    conn.execute(_META_SQL)
    rows = {r["key"]: r["value"] for r in conn.execute("SELECT key, value FROM gpt_home_meta").fetchall()}
    if "embedding_dims" not in rows:
        conn.execute(
            "INSERT INTO gpt_home_meta (key, value) VALUES ('embedding_dims', %s), ('embedder', %s) "
            "ON CONFLICT (key) DO NOTHING",
            (str(embedder.dims), embedder.name),
        )
        return False
    same_dims = int(rows["embedding_dims"]) == embedder.dims
    if same_dims and rows.get("embedder") == embedder.name:
        return False
    if embedder.offline:
        return True
    if not same_dims:
        raise EmbeddingMismatchError(
            f"the memory index was built with {rows.get('embedder')} ({rows['embedding_dims']} dimensions) but the "
            f"embedder is now {embedder.name} ({embedder.dims} dimensions): run `gpt-home memory reindex`"
        )
    _LOGGER.warning(
        "memory index was built with %s; searching with %s (same size, so results may be poor until "
        "`gpt-home memory reindex`)",
        rows.get("embedder"),
        embedder.name,
    )
    return False


def _take_setup_lock(conn: psycopg.Connection[Any], timeout_seconds: float = 120.0) -> None:
    """Serialise schema setup across processes.

    Polls ``pg_try_advisory_lock`` instead of blocking in ``pg_advisory_lock``: a session blocked inside a statement
    holds a snapshot, and the setup's ``CREATE INDEX CONCURRENTLY`` in the lock holder would wait for it forever.
    """
    deadline = time.monotonic() + timeout_seconds
    while not conn.execute("SELECT pg_try_advisory_lock(%s) AS ok", (_SETUP_LOCK_ID,)).fetchone()["ok"]:
        if time.monotonic() > deadline:
            raise StoreError(f"another process has been setting up the store for over {timeout_seconds:.0f} s")
        time.sleep(0.1)


def open_database(settings: Settings, *, setup: bool = True, pool_size: int = 4,
                  on_reachable: Callable[[], None] | None = None) -> Database:
    """Connect (starting the embedded server when DATABASE_URL is unset) and make sure the schema exists.

    ``on_reachable`` is called once the server has accepted a first connection (the rest is setup).

    Raises:
        StoreError: the server cannot be reached, pgvector is missing, or the embedder changed.
    """
    url = resolve_database_url(settings)
    _check_connect(url)
    if on_reachable is not None:  # before the heavy imports below: a fresh process's first turn waits on this
        on_reachable()
    from langgraph.checkpoint.postgres import PostgresSaver
    from langgraph.store.postgres import PostgresStore

    api_key = settings.llm_api_key.get_secret_value() if settings.llm_api_key else None
    embedder = load_embedder(settings.embedder, api_key=api_key)
    # check=: a connection broken by a server restart is noticed (and replaced) when taken, not by the caller's query;
    # the pool keeps reconnecting in the background, so the same Database recovers when the server returns.
    checks = ConnectionChecks()
    pool: ConnectionPool = ConnectionPool(
        url, min_size=1, max_size=pool_size, kwargs=_connect_kwargs(), open=False, name="gpt-home",
        timeout=POOL_WAIT_SECONDS, check=checks, configure=_configure_connection,
    )
    pool.open(wait=True, timeout=_CONNECT_TIMEOUT_SECONDS * 2)
    try:
        store = PostgresStore(
            pool,  # type: ignore[arg-type]
            index={"dims": embedder.dims, "embed": embedder, "fields": ["content"]},
        )
        checkpointer = PostgresSaver(pool)  # type: ignore[arg-type]
        if setup:
            with pool.connection() as conn:
                _take_setup_lock(conn)
                try:
                    ensure_vector_extension(conn)
                    if _check_embedder(conn, embedder):
                        from gpt_home.memory.reembed import reindex_locked

                        reindex_locked(conn, embedder)
                    store.setup()
                    ensure_fulltext_index(conn)
                    ensure_vector_versions(conn)
                    checkpointer.setup()
                finally:
                    conn.execute("SELECT pg_advisory_unlock(%s)", (_SETUP_LOCK_ID,))
    except psycopg.Error as exc:
        pool.close()
        raise StoreError(f"setting up the store at {redact_url(url)} failed: {exc}") from None
    except BaseException:
        pool.close()
        raise
    _LOGGER.debug("store ready at %s (embedder %s, %d dims)", redact_url(url), embedder.name, embedder.dims)
    return Database(url=url, pool=pool, store=store, checkpointer=checkpointer, embedder=embedder,
                    connection_checks=checks)
