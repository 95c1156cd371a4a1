"""A checkpointer that never hangs a turn: LangGraph's PostgresSaver behind the database deadline.

Reading the thread's checkpoint (before any node runs) raises :class:`StoreUnavailableError` when the database does
not answer in time, so the assistant answers the turn with its in-process checkpointer instead. Writing a checkpoint
(after the nodes ran) never raises: during an outage the turn's checkpoint is lost (the conversation continues in the
in-process checkpointer), which is better than running the turn's intents twice.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Iterator, Sequence
from typing import Any

from langgraph.checkpoint.base import (
    BaseCheckpointSaver,
    ChannelVersions,
    Checkpoint,
    CheckpointMetadata,
    CheckpointTuple,
)

from gpt_home.memory.health import Health

_LOGGER = logging.getLogger(__name__)


class SyncSaver(BaseCheckpointSaver):
    """A checkpointer whose async API answers with its sync one. The graph runs synchronously (``invoke``); an async
    caller still gets the same checkpoints, not BaseCheckpointSaver's NotImplementedError."""

    async def aget_tuple(self, config: dict[str, Any]) -> CheckpointTuple | None:
        return self.get_tuple(config)

    async def alist(self, config: dict[str, Any] | None, **kwargs: Any) -> AsyncIterator[CheckpointTuple]:
        for item in self.list(config, **kwargs):
            yield item

    async def aput(self, config: dict[str, Any], checkpoint: Checkpoint, metadata: CheckpointMetadata,
                   new_versions: ChannelVersions) -> dict[str, Any]:
        return self.put(config, checkpoint, metadata, new_versions)

    async def aput_writes(self, config: dict[str, Any], writes: Sequence[tuple[str, Any]], task_id: str,
                          task_path: str = "") -> None:
        self.put_writes(config, writes, task_id, task_path)

    async def adelete_thread(self, thread_id: str) -> None:
        self.delete_thread(thread_id)


class GuardedSaver(SyncSaver):
    """Delegates to ``inner`` (a PostgresSaver) with every call bounded by ``health``."""

    def __init__(self, inner: BaseCheckpointSaver, health: Health) -> None:
        super().__init__(serde=inner.serde)
        self.inner = inner
        self._health = health

    def get_next_version(self, current: Any, channel: Any) -> Any:  # the inner saver's version scheme
        return self.inner.get_next_version(current, channel)

    def get_tuple(self, config: dict[str, Any]) -> CheckpointTuple | None:
        """The thread's latest checkpoint. Raises StoreUnavailableError when the database does not answer."""
        return self._health.run(lambda: self.inner.get_tuple(config))

    def list(self, config: dict[str, Any] | None, **kwargs: Any) -> Iterator[CheckpointTuple]:
        """Checkpoints, read at once within the deadline."""
        return iter(self._health.run(lambda: list(self.inner.list(config, **kwargs))))

    def put(self, config: dict[str, Any], checkpoint: Checkpoint, metadata: CheckpointMetadata,
            new_versions: ChannelVersions) -> dict[str, Any]:
        """Store a checkpoint; during an outage it is dropped (logged) and the turn goes on."""
        stored = {"configurable": {**config.get("configurable", {}), "checkpoint_id": checkpoint["id"]}}
        return self._health.call(lambda: self.inner.put(config, checkpoint, metadata, new_versions),
                                 lambda: self._dropped("checkpoint", stored))

    def put_writes(self, config: dict[str, Any], writes: Sequence[tuple[str, Any]], task_id: str,
                   task_path: str = "") -> None:
        """Store a task's pending writes; dropped (logged) during an outage."""
        self._health.call(lambda: self.inner.put_writes(config, writes, task_id, task_path),
                          lambda: self._dropped("pending writes", None))

    def delete_thread(self, thread_id: str) -> None:
        """Delete a thread's checkpoints. Raises StoreUnavailableError when the database does not answer."""
        self._health.run(lambda: self.inner.delete_thread(thread_id))

    @staticmethod
    def _dropped(what: str, value: Any) -> Any:
        _LOGGER.info("the memory database is unavailable: this turn's %s is kept in process only", what)
        return value
