"""The journal's file format and decisions: checksummed lines, bad lines, ordered idempotent replay, clears, backoff.

These use LangGraph's in-memory store as the target; the same paths against a real Postgres that is hung, killed and
restarted are in tests/integration/test_journal_outage.py.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
from datetime import datetime, timedelta
from pathlib import Path

import psycopg
import pytest
from langgraph.store.memory import InMemoryStore
from psycopg_pool import PoolTimeout

from gpt_home.memory.health import Backoff, StoreUnavailableError, is_unavailable
from gpt_home.memory.journal import Journal, JournalEntry, JournalOp, JournalUnwritableError

NS_A = ("memories", "alice", "semantic")
NS_B = ("memories", "bob", "semantic")
TIMERS_A = ("timers", "alice")


def _journal(tmp_path: Path) -> Journal:
    return Journal(tmp_path / "journal")


def _applier(store: InMemoryStore, clears: list[JournalEntry] | None = None):  # noqa: ANN202
    def apply(entry: JournalEntry) -> None:
        if entry.op is JournalOp.PUT:
            store.put(entry.namespace, entry.key, dict(entry.value or {}), index=entry.index)
        elif entry.op is JournalOp.DELETE:
            store.delete(entry.namespace, entry.key)
        else:
            assert clears is not None
            clears.append(entry)
            for item in store.search(("memories",), limit=1000):
                if entry.user == "*" or item.namespace[1] == entry.user:
                    store.delete(item.namespace, item.key)

    return apply


def _replay(journal: Journal, store: InMemoryStore, clears: list[JournalEntry] | None = None):  # noqa: ANN202
    return journal.replay(_applier(store, clears if clears is not None else []), is_unavailable=is_unavailable)


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
    result = _replay(journal, store)
    assert (result.applied, result.remaining, result.corrupt) == (4, 0, 0)
    assert store.get(NS_A, "k1").value == {"content": "second"}
    assert store.get(NS_A, "k2") is None
    assert not journal.pending() and not journal.path.exists()


def test_replaying_the_same_entries_twice_stores_once(tmp_path: Path) -> None:
    journal, store = _journal(tmp_path), InMemoryStore()
    entries = [JournalEntry.put(NS_A, f"k{i}", {"content": f"fact {i}"}) for i in range(3)]
    for entry in entries:
        journal.append(entry)
    lines = journal.path.read_bytes()
    _replay(journal, store)
    journal.path.write_bytes(lines)  # as if the process died after applying, before the journal was rewritten
    _replay(journal, store)
    assert sorted(i.key for i in store.search(NS_A, limit=100)) == ["k0", "k1", "k2"]


def test_bad_lines_are_logged_kept_aside_and_the_rest_replayed(tmp_path: Path,
                                                              caplog: pytest.LogCaptureFixture) -> None:
    journal, store = _journal(tmp_path), InMemoryStore()
    journal.append(JournalEntry.put(NS_A, "k1", {"content": "kept"}))
    newer = JournalEntry.put(NS_A, "k9", {"content": "from the future"}).to_line().replace(b'"v":2', b'"v":9')
    with journal.path.open("ab") as f:
        f.write(b"this is not json\tdeadbeef\n")
        f.write(newer)  # a bad checksum too, since the body changed
        f.write(JournalEntry.put(NS_A, "k2", {"content": "also kept"}).to_line())
        f.write(JournalEntry.put(NS_A, "k3", {"content": "torn"}).to_line()[:25])  # no newline: torn append
    with caplog.at_level(logging.WARNING, logger="gpt_home.memory.journal"):
        result = _replay(journal, store)
    assert (result.applied, result.corrupt) == (2, 3)
    assert sorted(i.key for i in store.search(NS_A, limit=100)) == ["k1", "k2"]
    assert sum("bad journal line" in r.getMessage() for r in caplog.records) == 3
    assert (journal.directory / "corrupt.jsonl").read_bytes().count(b"\n") == 3  # kept, not lost
    assert not journal.pending()
    report = journal.report()
    assert (report.pending, report.corrupt, report.writable) == (0, 3, True)


def test_an_append_after_a_torn_tail_is_not_swallowed(tmp_path: Path) -> None:
    journal, store = _journal(tmp_path), InMemoryStore()
    journal.directory.mkdir(parents=True)
    journal.path.write_bytes(JournalEntry.put(NS_A, "k0", {"content": "torn"}).to_line()[:20])
    journal.append(JournalEntry.put(NS_A, "k1", {"content": "after the tear"}))
    assert [e.key for e in journal.entries()] == ["k1"]
    _replay(journal, store)
    assert store.get(NS_A, "k1").value == {"content": "after the tear"}


def test_a_clear_drops_earlier_writes_of_that_user_only(tmp_path: Path, test_now: datetime) -> None:
    journal, store = _journal(tmp_path), InMemoryStore()
    store.put(NS_A, "old", {"content": "stored before the outage"})
    journal.append(JournalEntry.put(NS_A, "a1", {"content": "alice, before the clear"}))
    journal.append(JournalEntry.put(NS_B, "b1", {"content": "bob, before the clear"}))
    journal.append(JournalEntry.put(TIMERS_A, "t1", {"due": "soon"}))
    assert journal.append(JournalEntry.clear("alice", now=test_now)) == 1
    journal.append(JournalEntry.put(NS_A, "a2", {"content": "alice, after the clear"}))
    assert [e.key or e.op for e in journal.entries()] == ["b1", "t1", "clear", "a2"]
    clears: list[JournalEntry] = []
    _replay(journal, store, clears)
    assert [i.key for i in store.search(NS_A, limit=10)] == ["a2"]  # the stored fact went too; nothing came back
    assert store.get(NS_B, "b1") is not None and store.get(TIMERS_A, "t1") is not None
    assert len(clears) == 1 and journal.cleared_since("alice", test_now - timedelta(minutes=1))
    assert journal.cleared_since("alice", test_now)
    assert not journal.cleared_since("alice", test_now + timedelta(seconds=1))  # stamped with the injected clock
    assert not journal.cleared_since("bob", test_now - timedelta(minutes=1))


def _append_many(directory: str, user: str, count: int) -> None:
    journal = Journal(Path(directory))
    for i in range(count):
        journal.append(JournalEntry.put(("memories", user, "semantic"), f"{user}-{i}", {"content": f"{user} {i}"}))


def test_processes_appending_at_once_lose_nothing(tmp_path: Path) -> None:
    journal = _journal(tmp_path)
    ctx = multiprocessing.get_context("fork")
    procs = [ctx.Process(target=_append_many, args=(str(journal.directory), f"p{n}", 50)) for n in range(3)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(60)
        assert p.exitcode == 0
    entries = journal.entries()
    assert len(entries) == 150 and len({e.id for e in entries}) == 150
    for n in range(3):  # each writer's entries stay in its order
        assert [e.key for e in entries if e.user == f"p{n}"] == [f"p{n}-{i}" for i in range(50)]


def test_replay_stops_at_an_outage_and_keeps_the_rest(tmp_path: Path) -> None:
    journal, store = _journal(tmp_path), InMemoryStore()
    for i in range(4):
        journal.append(JournalEntry.put(NS_A, f"k{i}", {"content": str(i)}))
    calls = []

    def apply(entry: JournalEntry) -> None:
        calls.append(entry.key)
        if entry.key == "k2":
            raise psycopg.OperationalError("server closed the connection unexpectedly")
        store.put(entry.namespace, entry.key, dict(entry.value or {}))

    result = journal.replay(apply, is_unavailable=is_unavailable)
    assert (result.applied, result.remaining) == (2, 2)
    assert [e.key for e in journal.entries()] == ["k2", "k3"]


def test_a_rejected_entry_does_not_block_the_rest(tmp_path: Path) -> None:
    journal, store = _journal(tmp_path), InMemoryStore()
    for i in range(3):
        journal.append(JournalEntry.put(NS_A, f"k{i}", {"content": str(i)}))

    def apply(entry: JournalEntry) -> None:
        if entry.key == "k1":
            raise ValueError("the store refuses this value")
        store.put(entry.namespace, entry.key, dict(entry.value or {}))

    result = journal.replay(apply, is_unavailable=is_unavailable)
    assert (result.applied, result.rejected, result.remaining) == (2, 1, 0)
    assert (journal.directory / "rejected.jsonl").exists()


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes to read-only directories")
def test_an_unwritable_journal_raises_a_clear_error(tmp_path: Path) -> None:
    journal = _journal(tmp_path)
    journal.directory.mkdir(parents=True)
    journal.directory.chmod(0o500)
    try:
        with pytest.raises(JournalUnwritableError, match="cannot be written"):
            journal.append(JournalEntry.put(NS_A, "k1", {"content": "x"}))
        assert not journal.report().writable
    finally:
        journal.directory.chmod(0o700)


def test_an_unwritable_journal_file_raises_a_clear_error(tmp_path: Path) -> None:
    journal = _journal(tmp_path)
    journal.directory.mkdir(parents=True)
    journal.path.mkdir()  # a directory where the file should be: open() fails even for root
    with pytest.raises(JournalUnwritableError, match="cannot be written"):
        journal.append(JournalEntry.put(NS_A, "k1", {"content": "x"}))


def test_backoff_doubles_up_to_the_cap_and_resets() -> None:
    backoff = Backoff(base_seconds=1.0, max_seconds=4.0)
    backoff.failed(100.0)
    assert not backoff.may_try(100.5) and backoff.may_try(101.0)
    backoff.failed(101.0)
    assert backoff.retry_at == 103.0
    backoff.failed(103.0)
    backoff.failed(107.0)
    assert backoff.retry_at == 111.0  # capped at 4 s
    backoff.succeeded()
    assert backoff.may_try(0.0)


def test_unavailable_errors_are_told_apart_from_bad_writes() -> None:
    assert is_unavailable(psycopg.OperationalError("x")) and is_unavailable(PoolTimeout("x"))
    assert is_unavailable(StoreUnavailableError("x"))
    assert not is_unavailable(ValueError("x")) and not is_unavailable(psycopg.errors.DataError("x"))
