"""Hybrid memory search: Postgres full-text search fused with pgvector similarity by reciprocal rank fusion.

Why both: a small static embedder (WordLlama) places "Maya takes her coffee black" near every other sentence about
Maya liking something, so among 10,000 memories the right one falls out of the top 5 (recall@5 0.60); and a rare
word it does not know (a name, "Zorblax") gets no useful vector at all. Full-text search finds exact words (after
English stemming), whatever the embedder thinks; the vector side finds the same meaning in other words. Reciprocal
rank fusion (score = sum of 1 / (k + rank) over both lists) needs no score calibration between the two.

Words count by rarity: each query word is weighted by log(N / documents with it) within the user's memories, so
"coffee" outranks "Maya" in Maya's own memories (plain ``ts_rank`` has no IDF). Counting uses the expression GIN
index created by ``ensure_fulltext_index`` at setup.

The vector side is scored in process from a matrix of the user's embeddings (vector_cache.py: exact, the mean of the
user's memories taken away; 21 of 25 ms of the query at 10,000 was the pgvector scan); Postgres runs the text side
and the fusion in one query. The all-SQL query below stays for a missing or outdated matrix.

The SQL reads LangGraph's ``store``/``store_vectors`` tables directly (read-only); ``score`` stays the cosine
similarity of each hit (callers threshold on it), the order is the fused one.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import psycopg

from gpt_home.memory.vector_cache import ALL, VectorCache, cache_for

_LOGGER = logging.getLogger(__name__)

# The one expression both the index and the queries use (they must match exactly for the index to apply).
_TSV = "to_tsvector('english', s.value->>'content')"
FULLTEXT_INDEX_SQL = (
    "CREATE INDEX IF NOT EXISTS gpt_home_store_content_fts ON store "
    "USING gin (to_tsvector('english', value->>'content'))"
)

# The text side, shared by both queries: the user's memories holding each query lexeme (GIN index, one lookup a word,
# kept: ``hits``), so a lexeme's document frequency is its count there; words in more than COMMON_WORD_SHARE of the
# memories dropped (they cost the most to score and tell the least), the rest scored by summed IDF. "OFFSET 0" keeps
# the namespace filter out of the word lookups: with it pushed down, the planner scanned a small namespace by prefix
# and recomputed to_tsvector for every row of it, once per query word (1,000 memories beside a 10,000 one: hybrid p50
# 201 ms; through the GIN index: 13 ms). Why the hits are kept (issue 12, speed18): before, each word's frequency was
# counted in a subquery the planner ran three times (in the filter twice and for the IDF), and the memories holding
# any word were fetched once more and their to_tsvector recomputed to score them: at 10,000 memories 9.6 of a 16 ms
# query ("what did I plant in the garden": 2 x 3 lookups of 394 rows, then 788 to_tsvector calls).
_TEXT_CTES = f"""
total AS (SELECT count(*)::float AS n FROM store s WHERE s.prefix = ANY(%(prefixes)s)),
terms AS (
    SELECT DISTINCT to_tsquery('simple', quote_literal(t.lexeme)) AS q, t.lexeme
    FROM unnest(to_tsvector('english', %(text)s)) AS t
),
hits AS MATERIALIZED (
    SELECT terms.lexeme, hit.prefix, hit.key
    FROM terms, LATERAL (SELECT s.prefix, s.key FROM store s WHERE {_TSV} @@ terms.q OFFSET 0) AS hit
    WHERE hit.prefix = ANY(%(prefixes)s)
),
useful AS (
    SELECT lexeme, ln((SELECT n FROM total) / count(*)) AS idf FROM hits GROUP BY lexeme
    HAVING count(*) <= greatest(1, (SELECT n FROM total) * %(common_share)s)
),
txt AS (
    SELECT h.prefix, h.key, sum(u.idf) AS idf_sum, row_number() OVER (ORDER BY sum(u.idf) DESC, h.key) AS rank
    FROM hits h JOIN useful u ON u.lexeme = h.lexeme
    GROUP BY h.prefix, h.key ORDER BY idf_sum DESC, h.key LIMIT %(candidates)s
)"""

# Candidates from each side, then fused. Vector side: exact scan of the user's vectors, the nearest ``candidates`` taken
# (a top-N heap) before they are numbered: numbering first sorted all 10,000 distances (~1.5 ms server CPU more).
# Exact, not the HNSW index: at 10,000 near-alike memories the index (m 16, ef_construction 64) needed ef_search 400
# to match the exact scan's recall@5 (ef_search 40: 0.70 -> 0.40 on the reworded set) and was then no faster.
_HYBRID_SQL = f"""
WITH vec AS (
    SELECT prefix, key, row_number() OVER (ORDER BY distance) AS rank
    FROM (SELECT prefix, key, distance
          FROM (SELECT prefix, key, embedding <=> %(vector)s::vector AS distance FROM store_vectors
                WHERE prefix = ANY(%(prefixes)s) AND field_name = 'content' OFFSET 0) AS mine
          ORDER BY distance LIMIT %(candidates)s) AS nearest
),
{_TEXT_CTES},
fused AS (
    SELECT prefix, key, sum(weight / (%(k)s + rank)) AS rrf
    FROM (SELECT prefix, key, rank, 1.0 AS weight FROM vec
          UNION ALL SELECT prefix, key, rank, %(text_weight)s AS weight FROM txt) AS both_lists
    GROUP BY prefix, key ORDER BY rrf DESC, key LIMIT %(limit)s
)
SELECT s.prefix, s.key, s.value, s.created_at, s.updated_at, f.rrf,
       1 - (v.embedding <=> %(vector)s::vector) AS score
FROM fused f
JOIN store s ON s.prefix = f.prefix AND s.key = f.key
LEFT JOIN store_vectors v ON v.prefix = f.prefix AND v.key = f.key AND v.field_name = 'content'
ORDER BY f.rrf DESC, f.key
"""

# The same fusion with the vector list computed in process (vector_cache.py): the nearest ``candidates`` come in as
# arrays, best first; Postgres runs the text side, fuses, and reads the rows from ``store`` before taking the best
# ``limit`` (a memory deleted since the matrix was read is not found there: never returned, and no place lost).
_CACHED_HYBRID_SQL = f"""
WITH current AS (
    SELECT coalesce(sum(version), 0)::bigint AS version FROM gpt_home_vector_versions WHERE prefix = ANY(%(counted)s)
),
vec AS (
    SELECT v.prefix, v.key, v.rank FROM unnest(%(vprefixes)s::text[], %(vkeys)s::text[]) WITH ORDINALITY
        AS v(prefix, key, rank)
),
{_TEXT_CTES},
fused AS (
    SELECT prefix, key, sum(weight / (%(k)s + rank)) AS rrf
    FROM (SELECT prefix, key, rank, 1.0 AS weight FROM vec
          UNION ALL SELECT prefix, key, rank, %(text_weight)s AS weight FROM txt) AS both_lists
    GROUP BY prefix, key
)
SELECT current.version, found.* FROM current LEFT JOIN (
    SELECT s.prefix, s.key, s.value, s.created_at, s.updated_at, f.rrf,
           1 - (v.embedding <=> %(vector)s::vector) AS score
    FROM fused f
    JOIN store s ON s.prefix = f.prefix AND s.key = f.key
    LEFT JOIN store_vectors v ON v.prefix = f.prefix AND v.key = f.key AND v.field_name = 'content'
    ORDER BY f.rrf DESC, f.key LIMIT %(limit)s
) AS found ON true
ORDER BY found.rrf DESC NULLS LAST, found.key
"""

# Full text alone (for bench/memory_eval.py's side-by-side): the text list of the query above.
_FULLTEXT_SQL = f"""
WITH {_TEXT_CTES}
SELECT s.prefix, s.key, s.value, s.created_at, s.updated_at, t.idf_sum AS score
FROM txt t JOIN store s ON s.prefix = t.prefix AND s.key = t.key
ORDER BY t.rank LIMIT %(limit)s
"""

RRF_K = 60  # the constant from the original reciprocal rank fusion paper; small lists make it uncritical
CANDIDATES = 40
TEXT_WEIGHT = 1.0  # the full-text list's weight in the fusion (the vector list's is 1)
# Query words found in more than this share of the user's memories are left out of the text side. At a fifth, a word
# like "book" (stemmed: every "booked" memory, an eighth of them) filled the text list with memories that the vector
# side also ranked, and the fusion put them above the one memory matching the rare word ("reading"). A tenth:
# bench/memory_eval.py at 10,000 memories, plain set 0.933 -> 0.967, held-out set 0.900 -> 0.917, reworded unchanged.
COMMON_WORD_SHARE = 0.1


def vector_literal(vector: list[float]) -> str:
    """``vector`` in pgvector's text form: psycopg took 0.8 ms to adapt a 256-float list, twice a search."""
    return "[" + ",".join(map(repr, vector)) + "]"


def ensure_fulltext_index(conn: psycopg.Connection[Any]) -> None:
    """Create the expression GIN index full-text search relies on (idempotent; run at setup, after the store's)."""
    conn.execute(FULLTEXT_INDEX_SQL)


def hybrid_search(conn: Any, *, vector: list[float], text: str, prefixes: list[str], limit: int,
                  candidates: int = CANDIDATES, rrf_k: int = RRF_K, text_weight: float = TEXT_WEIGHT,
                  common_share: float = COMMON_WORD_SHARE) -> list[dict[str, Any]]:
    """Rows (``prefix, key, value, created_at, updated_at, score``) of the best ``limit`` memories for a query.

    ``vector`` is the query's embedding, ``text`` the query itself, ``prefixes`` the store namespaces (dotted) to
    search. Read-only; ``conn`` is a psycopg connection with dict rows (or a pool's).
    """
    params = {"vector": vector_literal(vector), "text": text, "prefixes": prefixes, "limit": limit,
              "candidates": max(candidates, limit), "k": rrf_k, "text_weight": text_weight,
              "common_share": common_share}
    return list(conn.execute(_HYBRID_SQL, params).fetchall())


def cached_hybrid_search(conn: Any, cache: VectorCache, *, vector: list[float], text: str, prefixes: list[str],
                         limit: int, candidates: int = CANDIDATES, rrf_k: int = RRF_K, text_weight: float = TEXT_WEIGHT,
                         common_share: float = COMMON_WORD_SHARE,
                         connect: Callable[[], Any] | None = None) -> list[dict[str, Any]]:
    """:func:`hybrid_search` with the vector side from ``cache`` (raises what the queries raise).

    One query a search: it also returns the change counters of the user's vectors. When the matrix is missing or the
    counters moved since it was read, the matrix is brought level: with ``connect`` (a pool's ``connection``) on
    another thread while this search runs all in Postgres (:func:`hybrid_search`), so a voice turn never waits for
    the read (at 10,000 memories 0.1-0.4 s, above the reply path's 0.1 s deadline); without it, here on ``conn``.
    """
    count = max(candidates, limit)
    params: dict[str, Any] = {"vector": vector_literal(vector), "text": text, "prefixes": prefixes, "limit": limit,
                              "candidates": count, "k": rrf_k, "text_weight": text_weight,
                              "common_share": common_share, "counted": [*prefixes, ALL]}
    rows: list[dict[str, Any]] = []
    for _ in range(3):  # a third change within one search: the last answer is as good as any
        got = cache.candidates(prefixes, vector, count)
        if got is not None:
            version, ids = got
            params.update(vprefixes=[p for p, _ in ids], vkeys=[k for _, k in ids])
            rows = conn.execute(_CACHED_HYBRID_SQL, params).fetchall()
            if rows[0]["version"] == version:
                return [row for row in rows if row["key"] is not None]
        if connect is not None:
            cache.refresh_later(connect, prefixes, len(vector))
            return hybrid_search(conn, vector=vector, text=text, prefixes=prefixes, limit=limit, candidates=candidates,
                                 rrf_k=rrf_k, text_weight=text_weight, common_share=common_share)
        cache.refresh(conn, prefixes, len(vector))
    return [row for row in rows if row["key"] is not None]


def fulltext_search(conn: Any, *, text: str, prefixes: list[str], limit: int) -> list[dict[str, Any]]:
    """Rows of the best ``limit`` memories by IDF-weighted word overlap alone (evaluation; ``score`` is that sum)."""
    params = {"text": text, "prefixes": prefixes, "limit": limit, "candidates": limit,
              "common_share": COMMON_WORD_SHARE}
    return list(conn.execute(_FULLTEXT_SQL, params).fetchall())


def search_memories(pool: Any, *, vector: list[float], text: str, label: str, limit: int,
                    kinds: tuple[str, ...] = ("semantic", "episodic")) -> list[dict[str, Any]]:
    """Hybrid search over one user's memories (namespace label ``label``) on a connection from ``pool``."""
    prefixes = [f"memories.{label}.{kind}" for kind in kinds]
    with pool.connection() as conn:
        try:
            return cached_hybrid_search(conn, cache_for(pool), vector=vector, text=text, prefixes=prefixes,
                                        limit=limit, connect=pool.connection)
        except (psycopg.errors.UndefinedTable, psycopg.errors.UndefinedFunction, ValueError) as exc:
            # No change counters (a database set up by an older version without setup) or vectors of another size:
            # the whole search in Postgres, as before the cache.
            _LOGGER.debug("memory search without the vector cache: %s", exc)
            return hybrid_search(conn, vector=vector, text=text, prefixes=prefixes, limit=limit)
