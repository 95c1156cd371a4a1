"""Re-embedding the memory index on a connection that holds the setup lock (no store imports: store.py calls this).

pgvector fixes the vector size in the column type, so a new embedder of another size needs the column retyped and
every vector recomputed. Texts are embedded first, then the swap happens in one transaction, so a failure leaves the
old index intact and searches never see half an index. ``open_database`` runs it when an offline embedder changed
(an upgrade or the setting); ``gpt-home memory reindex`` (reindex.py) runs it on request.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from typing import Any

import psycopg
from langgraph.store.base.embed import get_text_at_path, tokenize_path

from gpt_home.errors import StoreError
from gpt_home.memory.embedder_base import NamedEmbeddings

_LOGGER = logging.getLogger(__name__)
_BATCH = 64
_INDEX_NAME = "store_vectors_embedding_idx"
_DEFAULT_INDEX_SQL = (
    f"CREATE INDEX IF NOT EXISTS {_INDEX_NAME} ON store_vectors USING hnsw (embedding vector_cosine_ops)"
)
# Memories that should be searchable even if they somehow have no vector yet (indexed on "content").
_UNINDEXED_MEMORIES_SQL = """
SELECT s.prefix, s.key, 'content' AS field_name, s.value
FROM store s
WHERE (s.prefix LIKE 'memories.%.semantic' OR s.prefix LIKE 'memories.%.episodic')
  AND NOT EXISTS (SELECT 1 FROM store_vectors v WHERE v.prefix = s.prefix AND v.key = s.key)
"""


@dataclass(frozen=True)
class ReindexResult:
    """What a re-index did."""

    items: int
    embedder: str
    dims: int
    previous_dims: int | None
    seconds: float


def _text(value: Any, field_name: str) -> str | None:
    texts = get_text_at_path(value, tokenize_path(field_name))
    text = " ".join(t for t in texts if t and t.strip())
    return text or None


def reindex_locked(conn: psycopg.Connection[Any], embedder: NamedEmbeddings, *,
                   started: float | None = None) -> ReindexResult:
    """Re-embed on ``conn``, which holds the setup lock (``open_database`` calls this when the embedder changed).

    Only ``store_vectors`` is rebuilt: the memories themselves (``store``) are never touched, so none can be lost.
    The caller has made sure pgvector and ``gpt_home_meta`` exist.

    Raises:
        StoreError: there is no index yet, or the embedder returned vectors of the wrong size (nothing changed).
    """
    started = time.monotonic() if started is None else started
    exists = conn.execute("SELECT to_regclass('store_vectors') IS NOT NULL AS ok").fetchone()["ok"]
    if not exists:
        raise StoreError("there is no memory index yet: start GPT Home once (or run `gpt-home doctor`) first")
    meta = {r["key"]: r["value"] for r in conn.execute("SELECT key, value FROM gpt_home_meta").fetchall()}
    previous = int(meta["embedding_dims"]) if "embedding_dims" in meta else None
    rows = conn.execute(
        "SELECT v.prefix, v.key, v.field_name, s.value FROM store_vectors v JOIN store s USING (prefix, key)"
    ).fetchall()
    rows += conn.execute(_UNINDEXED_MEMORIES_SQL).fetchall()
    todo = [(r["prefix"], r["key"], r["field_name"], text) for r in rows
            if (text := _text(r["value"], r["field_name"])) is not None]
    _LOGGER.info("re-embedding %d items with %s (the index was built with %s); the memories themselves stay",
                 len(todo), embedder.name, meta.get("embedder"))
    vectors: list[list[float]] = []
    for i in range(0, len(todo), _BATCH):
        vectors += embedder.embed_documents([t[3] for t in todo[i : i + _BATCH]])
    if any(len(v) != embedder.dims for v in vectors):
        raise StoreError(f"the embedder {embedder.name} returned vectors of the wrong size")
    index_row = conn.execute("SELECT indexdef FROM pg_indexes WHERE indexname = %s", (_INDEX_NAME,)).fetchone()
    index_sql = index_row["indexdef"] if index_row else _DEFAULT_INDEX_SQL
    with conn.transaction():
        conn.execute("LOCK TABLE store_vectors IN ACCESS EXCLUSIVE MODE")
        conn.execute(f"DROP INDEX IF EXISTS {_INDEX_NAME}")
        conn.execute("DELETE FROM store_vectors")
        conn.execute(f"ALTER TABLE store_vectors ALTER COLUMN embedding TYPE vector({int(embedder.dims)})")
        with conn.cursor() as cur:
            cur.executemany(
                "INSERT INTO store_vectors (prefix, key, field_name, embedding) VALUES (%s, %s, %s, %s::vector)",
                [(p, k, f, "[" + ",".join(repr(float(x)) for x in v) + "]") for (p, k, f, _), v in zip(todo, vectors,
                                                                                                          strict=True)],
            )
        conn.execute(index_sql)
        conn.execute(
            "INSERT INTO gpt_home_meta (key, value) VALUES ('embedding_dims', %s), ('embedder', %s) "
            "ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()",
            (str(embedder.dims), embedder.name),
        )
    result = ReindexResult(items=len(todo), embedder=embedder.name, dims=embedder.dims, previous_dims=previous,
                           seconds=time.monotonic() - started)
    _LOGGER.info("re-indexed %d items with %s (%d dimensions, was %s) in %.2f s", result.items, result.embedder,
                 result.dims, previous, result.seconds)
    return result
