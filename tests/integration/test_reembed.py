"""Changing the embedder (an upgrade, or the setting): every memory is re-embedded on opening and found afterwards."""

from __future__ import annotations

import uuid
from collections.abc import Iterator

import psycopg
import pytest
from psycopg.conninfo import make_conninfo

from gpt_home.memory.factory import open_memory_service
from gpt_home.memory.store import open_database

FACTS = ["Maya is allergic to peanuts", "The guest wifi password is sunflower22", "Tom plays football on Saturdays",
         "The bins go out on Tuesday nights", "Grandma visits on Sundays"]


@pytest.fixture
def fresh_db_url(pg_url: str) -> Iterator[str]:
    """A new, empty database on the session server (dropped after the test)."""
    name = f"t_{uuid.uuid4().hex[:10]}"
    with psycopg.connect(pg_url, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    yield make_conninfo(pg_url, dbname=name)
    with psycopg.connect(pg_url, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def _index(url: str) -> tuple[str, int, int]:
    with psycopg.connect(url) as conn:
        meta = dict(conn.execute("SELECT key, value FROM gpt_home_meta").fetchall())
        vectors = conn.execute("SELECT count(*) FROM store_vectors").fetchone()[0]
    return meta["embedder"], int(meta["embedding_dims"]), vectors


@pytest.mark.parametrize(("before", "after"), [("wordllama", "minilm"), ("minilm", "wordllama")])
def test_memories_stored_with_one_embedder_are_found_after_switching(make_settings, fresh_db_url: str,
                                                                    before: str, after: str) -> None:
    old = make_settings(database_url=fresh_db_url, embedder=before)
    db = open_database(old)
    memory = open_memory_service(old, database=db, background=False, write_wait_seconds=30)
    keys = {memory.add("maya", fact): fact for fact in FACTS}
    memory.patch_profile("maya", [{"op": "add", "path": "/name", "value": "Maya"}])
    memory.close()
    db.close()
    old_name, old_dims, _ = _index(fresh_db_url)

    new = make_settings(database_url=fresh_db_url, embedder=after)
    db = open_database(new)  # the index was built with the other embedder: re-embedded here, under the setup lock
    try:
        memory = open_memory_service(new, database=db, background=False)
        assert _index(fresh_db_url) == (db.embedder.name, db.embedder.dims, len(FACTS))
        assert (db.embedder.name, db.embedder.dims) != (old_name, old_dims)
        assert {m.key: m.text for m in memory.list("maya")} == keys  # every memory kept, same keys
        assert memory.profile("maya") == {"name": "Maya"}
        found = memory.search("maya", "which nuts make me ill", limit=1)
        assert [m.text for m in found] == ["Maya is allergic to peanuts"]
        memory.close()
    finally:
        db.close()
    db = open_database(new)  # opening again with the same embedder re-embeds nothing
    db.close()
    assert _index(fresh_db_url)[0] == db.embedder.name
