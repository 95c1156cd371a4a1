"""One stored shape for memories, whichever LangMem component writes them.

Every item in ``("memories", <u>, "semantic" | "episodic")`` is stored as ``{"content": str, "device", "source"}``:
that is what the facade, recall, the CLI and the settings page read, and what the vector index embeds. LangMem's
store manager instead reads and writes ``{"kind": "Memory", "content": {"content": str}}`` (FACTS.md: mixing the two
in one namespace makes it fail with ``KeyError: 'kind'``), and its manage tool writes ``{"content": str}`` without our
fields. :class:`ShapeStore` sits between LangMem and the real store and translates both ways, so LangMem sees its
own shape while the database only ever holds ours. It can also refuse writes once a background job is cancelled.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable
from typing import Any, Literal

from langgraph.store.base import BaseStore, Item, Op, PutOp, Result, SearchItem

from gpt_home.memory.background import CancelToken

MEMORY_KINDS = ("semantic", "episodic")
MANAGER_KIND = "Memory"  # LangMem's default schema name

View = Literal["manager", "plain"]


def is_memory_namespace(namespace: tuple[str, ...]) -> bool:
    """True for ``("memories", <u>, "semantic" | "episodic")``: the namespaces whose shape we own."""
    return len(namespace) == 3 and namespace[0] == "memories" and namespace[2] in MEMORY_KINDS


def memory_text(value: Any) -> str:
    """The memory's text from any of the three shapes (ours, the manager's, the manage tool's)."""
    if isinstance(value, dict):
        content = value.get("content", "")
        if isinstance(content, dict):  # the manager's {"kind": ..., "content": {"content": ...}}
            content = content.get("content", "")
        return " ".join(str(content).split())
    return " ".join(str(value).split())


def to_stored(value: dict[str, Any], *, device: str, source: str) -> dict[str, Any]:
    """Our stored shape for a value written in any LangMem shape; keeps device/source already present."""
    return {"content": memory_text(value), "device": value.get("device", device), "source": value.get("source", source)}


def to_manager(value: dict[str, Any]) -> dict[str, Any]:
    """The shape LangMem's store manager expects to read."""
    return {"kind": MANAGER_KIND, "content": {"content": memory_text(value)}}


class ShapeStore(BaseStore):
    """A BaseStore proxy translating memory values between our stored shape and LangMem's.

    ``view="manager"`` presents items as the store manager's shape; ``"plain"`` as ``{"content", ...}`` (the manage
    and search tools). With a ``token``, every write happens under ``token.guard()`` and is refused once cancelled.
    """

    def __init__(self, inner: BaseStore, *, device: str, source: str, view: View = "plain",
                 token: CancelToken | None = None) -> None:
        self._inner = inner
        self._device = device
        self._source = source
        self._view = view
        self._token = token

    def _out(self, result: Any) -> Any:
        if isinstance(result, list):
            return [self._out(r) for r in result]
        if isinstance(result, Item) and is_memory_namespace(result.namespace) and self._view == "manager":
            value = to_manager(result.value)
            if isinstance(result, SearchItem):
                return SearchItem(result.namespace, result.key, value, result.created_at, result.updated_at,
                                  result.score)
            return Item(value=value, key=result.key, namespace=result.namespace, created_at=result.created_at,
                        updated_at=result.updated_at)
        return result

    def _in(self, op: Op) -> Op:
        if isinstance(op, PutOp) and op.value is not None and is_memory_namespace(op.namespace):
            stored = to_stored(dict(op.value), device=self._device, source=self._source)
            if not stored["content"]:
                raise ValueError("refusing to store an empty memory")
            return op._replace(value=stored)
        return op

    def batch(self, ops: Iterable[Op]) -> list[Result]:
        """Translate, guard writes, run on the real store, translate results back."""
        ops = [self._in(op) for op in ops]
        writes = any(isinstance(op, PutOp) for op in ops)
        if writes and self._token is not None:
            with self._token.guard():
                results = self._inner.batch(ops)
        else:
            results = self._inner.batch(ops)
        return [self._out(r) for r in results]

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        """The async path: the real store is synchronous here, so run ``batch`` in a thread."""
        return await asyncio.to_thread(self.batch, list(ops))

