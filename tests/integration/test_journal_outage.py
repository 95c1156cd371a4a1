"""Nothing said is lost when Postgres goes away: a real embedded server is stopped mid-run and started again.

The outage test owns its own embedded server in a temp data dir (it stops it); the others use the session database.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

from gpt_home.config import Settings
from gpt_home.memory.embedded import ensure_embedded_server, stop_embedded_server
from gpt_home.memory.journal import Journal, JournalEntry
from gpt_home.memory.manager import MemoryManager, memory_namespace
from gpt_home.memory.store import POOL_WAIT_SECONDS, Database, open_database

# A journaled write may wait out one pooled-connection timeout (the first call after the server vanished); after
# that the journal backs off and writes do not touch the database at all.
PROMPT_SECONDS = POOL_WAIT_SECONDS + 3.0


def _stored_contents(url: str, user: str) -> list[str]:
    with psycopg.connect(url) as conn:
        rows = conn.execute(
            "SELECT value->>'content' FROM store WHERE prefix = %s ORDER BY created_at",
            (".".join(memory_namespace(user, "semantic")),),
        ).fetchall()
    return [r[0] for r in rows]


@pytest.fixture
def own_server(make_settings, tmp_path: Path) -> Iterator[tuple[Settings, Database]]:
    """An embedded Postgres this test may stop and restart, with the database opened on it."""
    data_dir = tmp_path / "outage"
    settings = make_settings(data_dir=data_dir, database_url=None)
    assert settings.database_url is None
    db = open_database(settings)
    try:
        yield settings, db
    finally:
        db.close()
        stop_embedded_server(data_dir)


@pytest.mark.slow
def test_facts_said_during_an_outage_are_stored_exactly_once(own_server: tuple[Settings, Database]) -> None:
    settings, db = own_server
    journal = Journal.at(settings.data_dir)
    manager = MemoryManager(db.store, device_id="kitchen", pool=db.pool, journal=journal)
    user = "alice"
    before = [f"fact before the outage number {i}" for i in range(5)]
    during = [f"fact said while the database is down number {i}" for i in range(6)]
    after = ["fact said once the database is back"]
    for text in before:
        manager.add(user, text)

    assert stop_embedded_server(settings.data_dir)
    for text in during:
        started = time.monotonic()
        manager.add(user, text)  # journaled: must not raise, must not hang the voice loop
        assert time.monotonic() - started < PROMPT_SECONDS
    started = time.monotonic()
    assert manager.recall(user, "what did I say", limit=5, budget_tokens=300) == []
    assert time.monotonic() - started < PROMPT_SECONDS
    assert [e.value["content"] for e in journal.entries()] == during

    url = ensure_embedded_server(settings.data_dir)
    deadline = time.monotonic() + 60
    while True:  # the pool reconnects in the background; replay when it does
        result = manager.replay()
        if result is None or result.remaining == 0:
            break
        assert time.monotonic() < deadline, "the pool did not reconnect within 60 s"
        time.sleep(0.5)
    assert db.ping()
    manager.add(user, after[0])

    stored = _stored_contents(url, user)
    assert sorted(stored) == sorted(before + during + after)  # every fact, each exactly once
    assert not journal.pending()
    assert manager.recall(user, "said while the database is down", limit=3, budget_tokens=300)


def test_replaying_twice_against_postgres_stores_once(db: Database, settings: Settings, user_id: str) -> None:
    journal = Journal.at(settings.data_dir)
    manager = MemoryManager(db.store, device_id="hall", pool=db.pool, journal=journal)
    namespace = memory_namespace(user_id, "semantic")
    for i in range(3):
        journal.append(JournalEntry.put(namespace, f"k{i}", {"content": f"pending fact {i}"}))
    saved = journal.path.read_bytes()
    assert manager.replay().applied == 3
    journal.path.write_bytes(saved)  # as if we crashed after applying, before the journal was truncated
    assert manager.replay().applied == 3
    assert sorted(_stored_contents(db.url, user_id)) == [f"pending fact {i}" for i in range(3)]


def test_a_torn_line_is_skipped_and_the_rest_replayed(db: Database, settings: Settings, user_id: str,
                                                      caplog: pytest.LogCaptureFixture) -> None:
    journal = Journal.at(settings.data_dir)
    manager = MemoryManager(db.store, device_id="hall", pool=db.pool, journal=journal)
    namespace = memory_namespace(user_id, "semantic")
    journal.append(JournalEntry.put(namespace, "k1", {"content": "whole entry"}))
    with journal.path.open("ab") as f:
        f.write(JournalEntry.put(namespace, "k2", {"content": "torn entry"}).to_line()[:40])
    with caplog.at_level(logging.WARNING, logger="gpt_home.memory.journal"):
        result = manager.replay()
    assert (result.applied, result.torn) == (1, 1)
    assert "torn or corrupt journal line" in caplog.text
    assert _stored_contents(db.url, user_id) == ["whole entry"]


def test_clear_drops_the_users_pending_entries(db: Database, settings: Settings, user_id: str) -> None:
    journal = Journal.at(settings.data_dir)
    manager = MemoryManager(db.store, device_id="hall", pool=db.pool, journal=journal)
    other = user_id + "x"
    manager.add(user_id, "my stored secret")
    journal.append(JournalEntry.put(memory_namespace(user_id, "semantic"), "p1", {"content": "my pending secret"}))
    journal.append(JournalEntry.put(memory_namespace(other, "semantic"), "p2", {"content": "someone else's fact"}))
    counts = manager.clear(user_id)
    assert counts["memories"] == 1 and counts["journal"] == 1
    manager.replay()
    assert _stored_contents(db.url, user_id) == []  # the cleared fact did not come back from the journal
    assert _stored_contents(db.url, other) == ["someone else's fact"]


@pytest.mark.slow
def test_the_assistant_keeps_answering_and_remembering_through_an_outage(own_server) -> None:
    """N turns that state facts ("remember that ...", a local intent that writes without an LLM) across an outage."""
    from gpt_home.agent.assistant import Assistant
    from gpt_home.agent.graph import TurnContext

    settings, db = own_server
    holder: list[Assistant] = []

    def remember(text: str, context: TurnContext) -> str | None:
        if not text.lower().startswith("remember that "):
            return None
        holder[0].memory.add(context.user_id, text[len("remember that "):])
        return "OK, I'll remember that."

    assistant = Assistant(settings, db, chat_model=None, intent_handlers=[remember])
    holder.append(assistant)
    facts = [f"the spare key number {i} is under the pot" for i in range(8)]
    for fact in facts[:3]:
        assert assistant.ask(f"remember that {fact}", user_id="bob").handled_by == "intent"

    assert stop_embedded_server(settings.data_dir)
    for fact in facts[3:6]:
        started = time.monotonic()
        reply = assistant.ask(f"remember that {fact}", user_id="bob")
        assert reply.text == "OK, I'll remember that." and time.monotonic() - started < PROMPT_SECONDS
    started = time.monotonic()
    assert assistant.ask("what time is it", user_id="bob").text  # the no-model reply: still answering
    assert time.monotonic() - started < PROMPT_SECONDS

    url = ensure_embedded_server(settings.data_dir)
    deadline = time.monotonic() + 60
    while (result := assistant.memory.replay()) is not None and result.remaining:
        assert time.monotonic() < deadline, "the pool did not reconnect within 60 s"
        time.sleep(0.5)
    for fact in facts[6:]:
        assistant.ask(f"remember that {fact}", user_id="bob")
    assert sorted(_stored_contents(url, "bob")) == sorted(facts)
