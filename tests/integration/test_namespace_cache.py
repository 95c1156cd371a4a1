"""Lists and timers served from memory over the real store: a read right after a write, a remove or a clear is right,
writes made elsewhere on the device are seen, and another device's writes are seen within the TTL."""

from __future__ import annotations

import json
import uuid
from datetime import UTC, datetime, timedelta

import pytest

from gpt_home.agent.intents import TimerKind
from gpt_home.memory.factory import open_memory_service
from gpt_home.memory.manager import user_label
from gpt_home.memory.namespace_cache import NamespaceCache
from gpt_home.memory.settled import SettledReads
from gpt_home.skills.list_store import ListStore
from gpt_home.skills.timers import TimerService

T0 = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)


class Ticks:
    """An injected monotonic clock."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def voice_memory(settings, db):
    """The memory service as a voice turn sees it: writes do not wait for Postgres."""
    service = open_memory_service(settings, database=db, background=False, write_wait_seconds=0.0)
    yield service
    service.close()


def _texts(lists: ListStore, user_id: str, name: str = "shopping") -> list[str]:
    return [i.text for i in lists.items(user_id, name)]


def test_list_reads_right_after_add_remove_and_clear(voice_memory, db, user_id: str) -> None:
    cache = NamespaceCache(voice_memory.store.with_timing(wait_seconds=0.0, strict=True))
    lists = ListStore(cache)
    assert _texts(lists, user_id) == []  # loaded (empty) and cached
    lists.add(user_id, "shopping", ["eggs", "bread"])
    assert _texts(lists, user_id) == ["eggs", "bread"]
    lists.add(user_id, "shopping", ["apples"])
    [eggs] = lists.find(user_id, "shopping", "eggs")
    lists.remove(user_id, "shopping", eggs.key)
    assert _texts(lists, user_id) == ["bread", "apples"]
    assert lists.set_done(user_id, "shopping", lists.find(user_id, "shopping", "bread")[0].key, True).done
    assert [(i.text, i.done) for i in lists.items(user_id, "shopping")] == [("bread", True), ("apples", False)]
    assert lists.clear(user_id, "shopping") == 2
    assert _texts(lists, user_id) == []
    lists.add(user_id, "to-do", ["call the plumber"])
    assert _texts(lists, user_id, "to-do") == ["call the plumber"] and _texts(lists, user_id) == []
    assert voice_memory.flush(30.0)  # and Postgres ends up the same
    with db.pool.connection() as conn:
        rows = conn.execute("SELECT value FROM store WHERE prefix = %s",
                            (f"lists.{user_label(user_id)}.to-do",)).fetchall()
    assert [r["value"]["text"] for r in rows] == ["call the plumber"]


def test_writes_of_another_process_on_the_device_are_seen(voice_memory, user_id: str) -> None:
    """The settings page writes through the plain journaled store; a second cache stands for another process."""
    mine = ListStore(NamespaceCache(voice_memory.store.with_timing(wait_seconds=0.0, strict=True)))
    page = ListStore(voice_memory.store.with_timing(wait_seconds=0.0))
    other = ListStore(NamespaceCache(voice_memory.store.with_timing(wait_seconds=0.0, strict=True)))
    assert _texts(mine, user_id) == [] and _texts(other, user_id) == []
    page.add(user_id, "shopping", ["milk"])  # journaled, maybe not yet in Postgres: the reload lays it over the rows
    assert _texts(mine, user_id) == ["milk"]
    other.add(user_id, "shopping", ["tea"])
    assert _texts(mine, user_id) == ["milk", "tea"]
    [milk] = mine.find(user_id, "shopping", "milk")
    mine.remove(user_id, "shopping", milk.key)
    assert _texts(other, user_id) == ["tea"] and _texts(page, user_id) in (["tea"], ["milk", "tea"])
    assert voice_memory.flush(30.0)
    assert _texts(page, user_id) == ["tea"]


def test_another_device_writing_postgres_directly_is_seen_after_the_ttl(voice_memory, db, user_id: str) -> None:
    ticks = Ticks()
    lists = ListStore(NamespaceCache(voice_memory.store.with_timing(wait_seconds=0.0, strict=True), ttl_seconds=10.0,
                                     clock=ticks))
    lists.add(user_id, "shopping", ["eggs"])
    assert voice_memory.flush(30.0)
    assert _texts(lists, user_id) == ["eggs"]
    value = {"text": "cheese", "done": False, "added": (T0 + timedelta(days=400)).isoformat()}
    with db.pool.connection() as conn:  # no journal, no stamp: what a second device on a shared server does
        conn.execute("INSERT INTO store (prefix, key, value) VALUES (%s, %s, %s)",
                     (f"lists.{user_label(user_id)}.shopping", uuid.uuid4().hex, json.dumps(value)))
    ticks.now = 9.0
    assert _texts(lists, user_id) == ["eggs"]  # within the TTL: the cached copy
    ticks.now = 10.5
    assert _texts(lists, user_id) == ["eggs", "cheese"]


def test_timers_set_cancel_and_fire_through_the_cache(settings, voice_memory, user_id: str) -> None:
    store = NamespaceCache(SettledReads(voice_memory.store.with_timing(strict=True), settle_seconds=10.0))
    timers = TimerService(store, device_id=settings.device_id, grace_seconds=60, pool=voice_memory.pool)
    assert timers.list(user_id) == []
    pizza = timers.set(user_id, TimerKind.TIMER, T0 + timedelta(minutes=12), label="pizza", now=T0)
    tea = timers.set(user_id, TimerKind.TIMER, T0 + timedelta(minutes=3), label="tea", now=T0)
    assert [t.label for t in timers.list(user_id)] == ["tea", "pizza"]
    # SQL on a row written a moment ago: the write is let through first, and the cache hears about the change
    moved = timers.move(pizza, T0 + timedelta(minutes=17), now=T0)
    assert [(t.label, t.due) for t in timers.list(user_id)] == [("tea", tea.due), ("pizza", moved.due)]
    assert [t.label for t in timers.cancel(user_id, label="tea")] == ["tea"]
    assert [t.label for t in timers.list(user_id)] == ["pizza"]
    fired = timers.due(T0 + timedelta(minutes=17, seconds=1))
    assert [f.timer.label for f in fired] == ["pizza"]
    assert timers.list(user_id) == []
    # another process's timer service (its own cache) sees what this one did
    other = TimerService(NamespaceCache(SettledReads(voice_memory.store.with_timing(strict=True), settle_seconds=10.0)),
                         device_id=settings.device_id, grace_seconds=60, pool=voice_memory.pool)
    assert other.list(user_id) == []
    egg = other.set(user_id, TimerKind.TIMER, T0 + timedelta(minutes=30), label="egg", now=T0)
    assert [t.id for t in timers.list(user_id)] == [egg.id]
    other.cancel(user_id, label="egg")
    assert timers.list(user_id) == []
    for minutes in (5, 6, 7):  # "cancel all my timers": one statement, right after they were set
        timers.set(user_id, TimerKind.TIMER, T0 + timedelta(minutes=minutes), now=T0)
    assert len(timers.cancel(user_id, everything=True)) == 3
    assert timers.list(user_id) == [] and other.list(user_id) == []
