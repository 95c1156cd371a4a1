"""Hybrid memory search (memory/search.py) against the real Postgres: full text rescues what the embedder misses."""

from __future__ import annotations

from langgraph.store.base import PutOp

from gpt_home.memory.manager import MemoryKind, MemoryManager, memory_namespace, user_label
from gpt_home.memory.search import fulltext_search


def _fill(db, user_id: str, texts: list[str]) -> None:  # noqa: ANN001
    namespace = memory_namespace(user_id, MemoryKind.SEMANTIC)
    db.store.batch([PutOp(namespace, f"m{i}", {"content": t, "device": "test", "source": "test"})
                    for i, t in enumerate(texts)])


def test_hybrid_search_finds_a_memory_by_a_rare_word_the_embedder_misses(db, settings, user_id: str) -> None:
    memory = MemoryManager(db.store, device_id=settings.device_id, pool=db.pool)
    fillers = [f"The {thing} in the {room} needs {job} (note {i})" for i, (thing, room, job) in enumerate(
        (t, r, j) for t in ("lamp", "window", "radiator", "shelf", "door", "heater", "plant", "rug")
        for r in ("kitchen", "hall", "attic", "study", "garage") for j in ("dusting", "fixing", "painting"))]
    target = "The spare key is kept under the Zorblax gnome"
    _fill(db, user_id, [*fillers, target])
    query = "where is the zorblax"
    vector_only = memory._search_sql(db.pool, db.embedder.embed_query(query), user_label(user_id), 5)
    assert target not in [m.text for m in vector_only], "the premise: vectors alone miss the rare word"
    hits = memory.search(user_id, query, limit=5)
    assert hits[0].text == target
    assert hits[0].score is not None  # the score is still the cosine similarity callers threshold on
    prefixes = [".".join(memory_namespace(user_id, MemoryKind.SEMANTIC))]
    with db.pool.connection() as conn:
        assert [r["value"]["content"] for r in fulltext_search(conn, text=query, prefixes=prefixes, limit=1)] == [target]


def test_hybrid_search_still_finds_meaning_in_other_words(db, settings, user_id: str) -> None:
    memory = MemoryManager(db.store, device_id=settings.device_id, pool=db.pool)
    _fill(db, user_id, ["Maya is allergic to peanuts", "Tom plays football on Saturdays",
                        "The car is booked for a service on Friday"])
    hits = memory.search(user_id, "which nuts make Maya ill", limit=1)
    assert [h.text for h in hits] == ["Maya is allergic to peanuts"]


def test_search_stays_within_the_users_memories(db, settings, user_id: str) -> None:
    memory = MemoryManager(db.store, device_id=settings.device_id, pool=db.pool)
    other = user_id + "x"
    _fill(db, other, ["The Zorblax gnome hides the key"])
    assert memory.search(user_id, "zorblax", limit=5) == []
    memory.clear(other)
