"""The journal's file format and decisions: checksummed lines, torn tails, ordered idempotent replay, dropping, backoff.

These use LangGraph's in-memory store as the target; the same paths against a real Postgres that is stopped and
restarted are in tests/integration/test_journal.py.
"""

from __future__ import annotations

import logging
from pathlib import Path

import psycopg
import pytest
from langgraph.store.memory import InMemoryStore

from gpt_home.memory.journal import Backoff, Journal, JournalEntry, JournalOp, is_unavailable

NS_A = ("memories", "alice", "semantic")
NS_B = ("memories", "bob", "semantic")


def _journal(tmp_path: Path) -> Journal:
    return Journal(tmp_path / "journal")


def test_line_round_trip_keeps_every_field() -> None:
    entry = JournalEntry.put(NS_A, "k1", {"content": "tea, no sugar — ever"}, index=False)
    parsed = JournalEntry.from_line(entry.to_line().rstrip(b"\n"))
    assert parsed == entry
    assert parsed.user == "alice" and parsed.op is JournalOp.PUT


def test_a_flipped_byte_fails_the_checksum() -> None:
    line = bytearray(JournalEntry.put(NS_A, "k1", {"content": "cat is Miso"}).to_line().rstrip(b"\n"))
    line[30] ^= 0x01
    with pytest.raises(ValueError, match="checksum"):
        JournalEntry.from_line(bytes(line))


def test_replay_applies_in_order_and_empties_the_journal(tmp_path: Path) -> None:
    journal, store = _journal(tmp_path), InMemoryStore()
    journal.append(JournalEntry.put(NS_A, "k1", {"content": "first"}))
    journal.append(JournalEntry.put(NS_A, "k1", {"content": "second"}))
    journal.append(JournalEntry.put(NS_A, "k2", {"content": "gone soon"}))
    journal.append(JournalEntry.delete(NS_A, "k2"))
    result = journal.replay(store)
    assert (result.applied, result.remaining, result.torn) == (4, 0, 0)
    assert store.get(NS_A, "k1").value == {"content": "second"}
    assert store.get(NS_A, "k2") is None
    assert not journal.pending() and not journal.path.exists()


def test_replaying_the_same_entries_twice_stores_once(tmp_path: Path) -> None:
    journal, store = _journal(tmp_path), InMemoryStore()
    journal.append(JournalEntry.put(NS_A, "k1", {"content": "the bins go out on Tuesday"}))
    saved = journal.path.read_bytes()
    journal.replay(store)
    journal.path.write_bytes(saved)  # as if the process died after applying but before truncating
    journal.replay(store)
    assert [i.key for i in store.search(NS_A)] == ["k1"]


def test_a_torn_last_line_is_skipped_with_a_warning(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    journal = _journal(tmp_path)
    journal.append(JournalEntry.put(NS_A, "k1", {"content": "kept"}))
    torn = JournalEntry.put(NS_A, "k2", {"content": "half written"}).to_line()[:25]
    with journal.path.open("ab") as f:
        f.write(torn)  # a crash mid-append: no newline, no checksum
    with caplog.at_level(logging.WARNING, logger="gpt_home.memory.journal"):
        assert [e.key for e in journal.entries()] == ["k1"]
    assert "torn or corrupt journal line 2" in caplog.text


def test_an_append_after_a_torn_tail_is_not_swallowed(tmp_path: Path) -> None:
    journal, store = _journal(tmp_path), InMemoryStore()
    journal.append(JournalEntry.put(NS_A, "k1", {"content": "one"}))
    with journal.path.open("ab") as f:
        f.write(b'{"v":1,"id":"dead')
    journal.append(JournalEntry.put(NS_A, "k3", {"content": "three"}))
    result = journal.replay(store)
    assert (result.applied, result.torn) == (2, 1)
    assert {i.key for i in store.search(NS_A)} == {"k1", "k3"}


def test_drop_user_removes_only_that_users_entries(tmp_path: Path) -> None:
    journal = _journal(tmp_path)
    journal.append(JournalEntry.put(NS_A, "a1", {"content": "alice 1"}))
    journal.append(JournalEntry.put(NS_B, "b1", {"content": "bob 1"}))
    journal.append(JournalEntry.delete(NS_A, "a0"))
    assert journal.drop_user("alice") == 2
    assert [e.key for e in journal.entries()] == ["b1"]
    assert journal.drop_user(None) == 1
    assert not journal.pending()


def test_a_rejected_entry_does_not_block_the_rest(tmp_path: Path) -> None:
    class Picky(InMemoryStore):
        def put(self, namespace, key, value, *args, **kwargs):
            if key == "bad":
                raise ValueError("this value can never be stored")
            return super().put(namespace, key, value, *args, **kwargs)

    journal, store = _journal(tmp_path), Picky()
    journal.append(JournalEntry.put(NS_A, "bad", {"content": "x"}))
    journal.append(JournalEntry.put(NS_A, "good", {"content": "y"}))
    result = journal.replay(store)
    assert (result.applied, result.rejected, result.remaining) == (1, 1, 0)
    assert (journal.directory / "rejected.jsonl").read_bytes().count(b"\n") == 1


def test_replay_stops_at_an_outage_and_keeps_the_rest(tmp_path: Path) -> None:
    class Flaky(InMemoryStore):
        def put(self, namespace, key, value, *args, **kwargs):
            if key == "k2":
                raise psycopg.OperationalError("server closed the connection unexpectedly")
            return super().put(namespace, key, value, *args, **kwargs)

    journal, store = _journal(tmp_path), Flaky()
    for key in ("k1", "k2", "k3"):
        journal.append(JournalEntry.put(NS_A, key, {"content": key}))
    result = journal.replay(store)
    assert (result.applied, result.remaining) == (1, 2)
    assert [e.key for e in journal.entries()] == ["k2", "k3"]
    assert not journal.store_may_be_up()


def test_write_journals_while_backing_off_and_keeps_order(tmp_path: Path) -> None:
    now = [100.0]
    journal, store = Journal(tmp_path / "journal", clock=lambda: now[0]), InMemoryStore()
    journal.mark_unavailable(psycopg.OperationalError("down"))
    assert journal.write(store, JournalEntry.put(NS_A, "k1", {"content": "said while down"})) is False
    assert store.get(NS_A, "k1") is None
    now[0] += 1.5  # the backoff (1 s after the first failure) is over
    assert journal.write(store, JournalEntry.put(NS_A, "k2", {"content": "said later"})) is True
    assert [i.key for i in store.search(NS_A)] == ["k1", "k2"]
    assert not journal.pending()


def test_backoff_doubles_up_to_the_cap_and_resets() -> None:
    backoff = Backoff(base_seconds=1, max_seconds=4)
    waits = []
    for _ in range(5):
        backoff.failed(0.0)
        waits.append(backoff.retry_at)
    assert waits == [1, 2, 4, 4, 4]
    assert not backoff.may_try(3.9) and backoff.may_try(4.0)
    backoff.succeeded()
    assert backoff.may_try(0.0)


def test_unavailable_errors_are_told_apart_from_bad_writes() -> None:
    from psycopg_pool import PoolTimeout

    assert is_unavailable(psycopg.OperationalError("x")) and is_unavailable(PoolTimeout("x"))
    assert not is_unavailable(ValueError("x")) and not is_unavailable(psycopg.errors.DataError("x"))
