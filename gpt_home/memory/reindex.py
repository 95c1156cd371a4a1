"""`gpt-home memory reindex`: re-embed every indexed item with the current embedder, whatever its dimension.

Why: pgvector fixes the vector size in the column type. An offline embedder's change is re-embedded by
``open_database`` itself; a provider embedder (say an OpenAI 1536-d model, over the network and paid) of another size
is refused there until this command runs. The work itself is reembed.reindex_locked, under the setup lock.
"""

from __future__ import annotations

import logging
import time

import psycopg

from gpt_home.config import Settings
from gpt_home.errors import StoreError
from gpt_home.memory.embeddings import NamedEmbeddings, load_embedder
from gpt_home.memory.reembed import ReindexResult, reindex_locked
from gpt_home.memory.store import (
    _META_SQL,
    _SETUP_LOCK_ID,
    _check_connect,
    _connect_kwargs,
    _take_setup_lock,
    ensure_vector_extension,
    redact_url,
    resolve_database_url,
)

_LOGGER = logging.getLogger(__name__)
__all__ = ["ReindexResult", "reindex", "reindex_locked"]


def reindex(settings: Settings, *, embedder: NamedEmbeddings | None = None) -> ReindexResult:
    """Re-embed every indexed store item with ``embedder`` (default: the configured one) and resize the index.

    Raises:
        StoreError: the database cannot be reached or the swap failed (the old index is then unchanged).
    """
    started = time.monotonic()
    url = resolve_database_url(settings)
    _check_connect(url)
    if embedder is None:
        api_key = settings.llm_api_key.get_secret_value() if settings.llm_api_key else None
        embedder = load_embedder(settings.embedder, api_key=api_key)
    try:
        with psycopg.connect(url, **_connect_kwargs()) as conn:
            _take_setup_lock(conn)
            try:
                ensure_vector_extension(conn)
                conn.execute(_META_SQL)
                return reindex_locked(conn, embedder, started=started)
            finally:
                conn.execute("SELECT pg_advisory_unlock(%s)", (_SETUP_LOCK_ID,))
    except psycopg.Error as exc:
        raise StoreError(f"re-indexing the store at {redact_url(url)} failed (nothing changed): {exc}") from None
