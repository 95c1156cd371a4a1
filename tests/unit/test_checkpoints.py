"""The checkpointers' async API (``memory.checkpoints.SyncSaver``): the graph runs synchronously, and an async caller
gets the same checkpoints through the sync methods, from the bounded saver and from the write-behind cache alike.
LangGraph's in-memory saver stands in for PostgresSaver (the same BaseCheckpointSaver contract)."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from typing import Any

import pytest
from langgraph.checkpoint.base import BaseCheckpointSaver, empty_checkpoint
from langgraph.checkpoint.memory import InMemorySaver

from gpt_home.agent.checkpoint_cache import ClearStamps, WriteBehindSaver
from gpt_home.memory.checkpoints import GuardedSaver
from gpt_home.memory.health import Health


def _config(thread_id: str) -> dict[str, Any]:
    return {"configurable": {"thread_id": thread_id, "checkpoint_ns": ""}}


@pytest.fixture(params=["guarded", "write_behind"])
def saver(request: pytest.FixtureRequest) -> Iterator[BaseCheckpointSaver]:
    health = Health(deadline_seconds=5.0)
    health.connected()
    guarded = GuardedSaver(InMemorySaver(), health)
    if request.param == "guarded":
        yield guarded
        return
    cache = WriteBehindSaver(lambda: guarded, health, ClearStamps(lambda: 0, lambda user, since: False))
    yield cache
    assert cache.close(5.0)


@pytest.mark.timeout(60)
def test_the_async_api_answers_with_the_sync_one(saver: BaseCheckpointSaver) -> None:
    checkpoint = empty_checkpoint()

    async def run() -> None:
        stored = await saver.aput(_config("kitchen"), checkpoint, {"source": "input", "step": 0}, {})
        assert stored["configurable"]["checkpoint_id"] == checkpoint["id"]
        await saver.aput_writes(stored, [("messages", "hello")], task_id="task-1")
        found = await saver.aget_tuple(_config("kitchen"))
        assert found is not None and found.checkpoint["id"] == checkpoint["id"]
        assert found.pending_writes == [("task-1", "messages", "hello")]
        assert [t.checkpoint["id"] async for t in saver.alist(_config("kitchen"))] == [checkpoint["id"]]
        await saver.adelete_thread("kitchen")
        assert await saver.aget_tuple(_config("kitchen")) is None

    asyncio.run(run())
    assert saver.get_tuple(_config("kitchen")) is None
