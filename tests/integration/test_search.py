"""Hybrid memory search (memory/search.py) against the real Postgres: full text rescues what the embedder misses."""

from __future__ import annotations

import random

from langgraph.store.base import PutOp

from gpt_home.memory.manager import MemoryKind, MemoryManager, memory_namespace, user_label
from gpt_home.memory.search import fulltext_search

WHO = ["Maya", "Tom", "Lily", "Grandma", "The neighbour", "Our cousin", "The plumber", "Aunt Jo"]
VERBS = ["likes", "mentioned", "bought", "booked", "wants", "fixed", "forgot", "recommended"]
THINGS = ["a new kettle", "the garden shed", "tickets for the theatre", "a jigsaw puzzle", "the spare room curtains",
          "a walking holiday", "a cookbook", "the car wash", "a bird feeder", "a board game"]
WHEN = ["last week", "on Sunday", "in the spring", "yesterday", "for the party", "this morning"]


def _fill(db, user_id: str, texts: list[str]) -> None:
    namespace = memory_namespace(user_id, MemoryKind.SEMANTIC)
    db.store.batch([PutOp(namespace, f"m{i}", {"content": t, "device": "test", "source": "test"})
                    for i, t in enumerate(texts)])


def test_hybrid_search_finds_a_memory_by_a_rare_word_the_embedder_misses(db, settings, user_id: str) -> None:
    memory = MemoryManager(db.store, device_id=settings.device_id, pool=db.pool)
    rng = random.Random(7)
    fillers = [f"{rng.choice(WHO)} {rng.choice(VERBS)} {rng.choice(THINGS)} {rng.choice(WHEN)} (note {i})"
               for i in range(150)]
    target = "Our neighbour Ολυμπία has the spare key"  # a name in its own script: the static embedder barely sees it
    _fill(db, user_id, [*fillers, target])
    query = "who is Ολυμπία"
    vector_only = memory._search_sql(db.pool, db.embedder.embed_query(query), user_label(user_id), 5)
    assert target not in [m.text for m in vector_only], "the premise: vectors alone miss the rare word"
    hits = memory.search(user_id, query, limit=5)
    assert target in [h.text for h in hits]
    assert all(h.score is not None for h in hits)  # the score is still the cosine similarity callers threshold on
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
