"""Hybrid memory search (memory/search.py) against the real Postgres: full text rescues what the embedder misses."""

from __future__ import annotations

import random

from langgraph.store.base import PutOp

from gpt_home.memory.manager import SEARCH_SQL, MemoryKind, memory_namespace
from gpt_home.memory.query_words import fact_words
from gpt_home.memory.search import fulltext_search, hybrid_search

WHO = ["Maya", "Tom", "Lily", "Grandma", "The neighbour", "Our cousin", "The plumber", "Aunt Jo"]
VERBS = ["likes", "mentioned", "bought", "booked", "wants", "fixed", "forgot", "recommended"]
THINGS = ["a new kettle", "the garden shed", "tickets for the theatre", "a jigsaw puzzle", "the spare room curtains",
          "a walking holiday", "a cookbook", "the car wash", "a bird feeder", "a board game"]
WHEN = ["last week", "on Sunday", "in the spring", "yesterday", "for the party", "this morning"]


def _fill(db, user_id: str, texts: list[str]) -> None:
    namespace = memory_namespace(user_id, MemoryKind.SEMANTIC)
    db.store.batch([PutOp(namespace, f"m{i}", {"content": t, "device": "test", "source": "test"})
                    for i, t in enumerate(texts)])


def test_hybrid_search_finds_a_memory_by_a_rare_word_the_embedder_misses(db, memory_service, user_id: str) -> None:
    memory = memory_service
    rng = random.Random(7)
    fillers = [f"{rng.choice(WHO)} {rng.choice(VERBS)} {rng.choice(THINGS)} {rng.choice(WHEN)} (note {i})"
               for i in range(150)]
    target = "Our neighbour Ολυμπία has the spare key"  # a name in its own script: the static embedder barely sees it
    _fill(db, user_id, [*fillers, target])
    query = "who is Ολυμπία"
    prefixes = [".".join(memory_namespace(user_id, kind)) for kind in MemoryKind]
    with db.pool.connection() as conn:
        vector_only = conn.execute(SEARCH_SQL, {"vector": db.embedder.embed_query(query), "prefixes": prefixes,
                                                "limit": 5}).fetchall()
    assert target not in [r["value"]["content"] for r in vector_only], "the premise: vectors alone miss the rare word"
    hits = memory.search(user_id, query, limit=5)
    assert target in [h.text for h in hits]
    assert all(h.score is not None for h in hits)  # the score is still the cosine similarity callers threshold on
    prefixes = [".".join(memory_namespace(user_id, MemoryKind.SEMANTIC))]
    with db.pool.connection() as conn:
        assert [r["value"]["content"] for r in fulltext_search(conn, text=query, prefixes=prefixes, limit=1)] == [target]


def test_hybrid_search_still_finds_meaning_in_other_words(db, memory_service, user_id: str) -> None:
    memory = memory_service
    _fill(db, user_id, ["Maya is allergic to peanuts", "Tom plays football on Saturdays",
                        "The car is booked for a service on Friday"])
    hits = memory.search(user_id, "which nuts make Maya ill", limit=1)
    assert [h.text for h in hits] == ["Maya is allergic to peanuts"]


def test_search_stays_within_the_users_memories(db, memory_service, user_id: str) -> None:
    memory = memory_service
    other = user_id + "x"
    _fill(db, other, ["The Zorblax gnome hides the key"])
    assert memory.search(user_id, "zorblax", limit=5) == []
    memory.clear(other)


def test_a_first_person_question_finds_the_fact_stored_about_the_speaker(db, memory_service, user_id: str) -> None:
    memory = memory_service
    rng = random.Random(11)
    fillers = [f"{rng.choice(WHO)} {rng.choice(VERBS)} {rng.choice(THINGS)} {rng.choice(WHEN)} (note {i})"
               for i in range(300)]
    _fill(db, user_id, [*fillers, "Maya's dentist is Dr Okafor", "Tom's dentist is Dr Reid"])
    memory.patch_profile(user_id, [{"op": "add", "path": "/name", "value": "Maya"}])
    hits = memory.search(user_id, "who looks after my teeth", limit=1)
    assert [h.text for h in hits] == ["Maya's dentist is Dr Okafor"]  # not Tom's: "my" is the speaker, Maya


def test_a_word_in_many_memories_does_not_bury_the_one_matching_a_rare_word(db, memory_service, user_id: str,
                                                                          ) -> None:
    memory = memory_service
    rng = random.Random(5)
    fillers = [f"{rng.choice(WHO)} {rng.choice(VERBS)} {rng.choice(THINGS)} {rng.choice(WHEN)} (note {i})"
               for i in range(400)]  # an eighth say "booked": stemmed, "book" matches them all
    target = "Maya is currently reading Middlemarch"
    _fill(db, user_id, [*fillers, target])
    query = "what book am I reading"
    prefixes = [".".join(memory_namespace(user_id, kind)) for kind in MemoryKind]
    vector = db.embedder.embed_query(query)
    with db.pool.connection() as conn:
        # the premise: counting "book" (in 12 % of the memories) fills the text list with the "booked" memories the
        # vector side ranks too, and the fusion puts them above the only memory that says "reading"
        loose = hybrid_search(conn, vector=vector, text=query, prefixes=prefixes, limit=2, common_share=0.2)
    assert target not in [r["value"]["content"] for r in loose]
    assert target in [h.text for h in memory.search(user_id, query, limit=2)]


def test_the_way_a_fact_is_written_is_added_to_the_question_on_the_text_side(db, memory_service, user_id: str) -> None:
    memory = memory_service
    rng = random.Random(13)
    fillers = [f"{rng.choice(WHO)} {rng.choice(VERBS)} {rng.choice(THINGS)} {rng.choice(WHEN)} (note {i})"
               for i in range(400)]  # "likes a board game", "a jigsaw puzzle on Sunday": the question's own words
    facts = ["Maya's favourite board game is Ticket to Ride", "Maya's favourite season is autumn",
             "Maya volunteers at the food bank on Saturdays"]
    _fill(db, user_id, [*fillers, *facts])
    memory.patch_profile(user_id, [{"op": "add", "path": "/name", "value": "Maya"}])
    prefixes = [".".join(memory_namespace(user_id, kind)) for kind in MemoryKind]
    asked = {"which board game do I like best": facts[0], "which time of year do I like most": facts[1],
             "where do I help out at the weekend": facts[2]}
    with db.pool.connection() as conn:
        for question, fact in asked.items():
            # the premise: the question's own words alone do not put the fact first on the text side
            plain = fulltext_search(conn, text=question, prefixes=prefixes, limit=1)
            assert [r["value"]["content"] for r in plain] != [fact], question
            added = fulltext_search(conn, text=fact_words(question), prefixes=prefixes, limit=1)
            assert [r["value"]["content"] for r in added] == [fact], question
    for question, fact in asked.items():
        assert fact in [h.text for h in memory.search(user_id, question, limit=5)], question
