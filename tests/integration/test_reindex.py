"""`gpt-home memory reindex` on a fresh database: build with one dimension, change embedder, re-index, search works."""

from __future__ import annotations

import uuid
from collections.abc import Iterator

import psycopg
import pytest
from langgraph.store.postgres import PostgresStore
from psycopg.conninfo import make_conninfo

from gpt_home.memory.embeddings import HashingEmbeddings, load_embedder
from gpt_home.memory.factory import open_memory_service
from gpt_home.memory.reindex import reindex
from gpt_home.memory.store import open_database

FACTS = ["The cat is called Miso", "Grandma visits on Sundays", "The wifi password is on the fridge"]


@pytest.fixture
def fresh_db_url(pg_url: str) -> Iterator[str]:
    """A new, empty database on the session server (dropped after the test)."""
    name = f"t_{uuid.uuid4().hex[:10]}"
    with psycopg.connect(pg_url, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    yield make_conninfo(pg_url, dbname=name)
    with psycopg.connect(pg_url, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def _dims(url: str) -> tuple[int, str]:
    with psycopg.connect(url) as conn:
        meta = dict(conn.execute("SELECT key, value FROM gpt_home_meta").fetchall())
        column = conn.execute(
            "SELECT format_type(atttypid, atttypmod) FROM pg_attribute "
            "WHERE attrelid = 'store_vectors'::regclass AND attname = 'embedding'"
        ).fetchone()[0]
        assert conn.execute("SELECT count(*) FROM pg_indexes WHERE indexname = 'store_vectors_embedding_idx'"
                            ).fetchone()[0] == 1
    assert column == f"vector({meta['embedding_dims']})"
    return int(meta["embedding_dims"]), meta["embedder"]


def test_reindex_to_another_dimension_and_back(make_settings, fresh_db_url: str, run_cli) -> None:
    settings = make_settings(database_url=fresh_db_url)
    db = open_database(settings)
    memory = open_memory_service(settings, database=db, background=False, write_wait_seconds=30)
    for fact in FACTS:
        memory.add("ada", fact)
    memory.patch_profile("ada", [{"op": "add", "path": "/name", "value": "Ada"}])  # not indexed, must stay so
    db.close()
    assert _dims(fresh_db_url) == (256, load_embedder("auto").name)

    other = HashingEmbeddings(dims=96)
    result = reindex(settings, embedder=other)
    assert (result.items, result.dims, result.previous_dims) == (3, 96, 256)
    assert _dims(fresh_db_url) == (96, "hash:96")
    with PostgresStore.from_conn_string(fresh_db_url, index={"dims": 96, "embed": other, "fields": ["content"]}) as s:
        hits = s.search(("memories", "ada"), query="what is the cat called", limit=1)
        assert [h.value["content"] for h in hits] == ["The cat is called Miso"]
    open_database(settings).close()  # the configured (offline) embedder no longer matches: re-embedded on opening
    assert _dims(fresh_db_url) == (256, load_embedder("auto").name)

    cli = run_cli("memory", "reindex", env={"DATABASE_URL": fresh_db_url})
    assert cli.returncode == 0, cli.stderr
    assert f"re-indexed 3 items with {load_embedder('auto').name} (256 dimensions)" in cli.stdout
    assert _dims(fresh_db_url) == (256, load_embedder("auto").name)
    db = open_database(settings)
    try:
        again = open_memory_service(settings, database=db, background=False)
        found = again.search("ada", "when does grandma come", limit=1)
        assert [m.text for m in found] == ["Grandma visits on Sundays"]
        assert again.profile("ada") == {"name": "Ada"}
    finally:
        db.close()
