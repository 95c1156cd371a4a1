"""The summaries part of the memory API the settings page uses: listing per thread, newest first, and deleting."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from gpt_home.memory.manager import MemoryManager, user_label
from gpt_home.memory.summaries import SummaryStore, Window


def test_list_and_delete_thread_summaries(db, settings, user_id: str) -> None:  # noqa: ANN001
    memory = MemoryManager(db.store, device_id=settings.device_id, pool=db.pool)
    assert memory.summaries(user_id) == []
    label = user_label(user_id)
    now = datetime.now(UTC)
    memory.touch_thread(user_id, "t-old", title="What's for dinner", now=now - timedelta(hours=1))
    memory.touch_thread(user_id, "t-new", title="Plan the weekend", now=now)
    store = SummaryStore(db.store)
    store.write(label, "t-old", Window(0, 0, 20), "What to cook", "Pasta with pesto", ["m1", "m2"])
    store.write(label, "t-new", Window(1, 20, 40), "Saturday plans", "Zoo at ten", ["m3"])
    store.write(label, "t-new", Window(0, 0, 20), "Weekend weather", "Sunny", [])
    SummaryStore(db.store).write(user_label("someone-else"), "t-x", Window(0, 0, 2), "q", "a", [])

    threads = memory.summaries(user_id)
    assert [t.thread_id for t in threads] == ["t-new", "t-old"]  # newest first
    assert threads[0].title == "Plan the weekend"
    assert [e.key for e in threads[0].entries] == ["t-new:0", "t-new:1"]
    assert threads[1].entries[0].refs == ["m1", "m2"]
    payload = threads[0].to_json()
    assert payload["entries"][1] == {"key": "t-new:1", "question": "Saturday plans", "answer": "Zoo at ten",
                                     "refs": ["m3"], "created_at": threads[0].entries[1].created_at.isoformat()}
    assert isinstance(payload["updated_at"], str)

    assert memory.delete_thread_summaries(user_id, "t-new") == 2
    assert memory.delete_thread_summaries(user_id, "t-new") == 0
    assert [t.thread_id for t in memory.summaries(user_id)] == ["t-old"]
    counts = memory.clear(user_id)
    assert counts["summaries"] == 1
    assert memory.summaries(user_id) == []
    assert [t.thread_id for t in memory.summaries("someone-else")] == ["t-x"]
