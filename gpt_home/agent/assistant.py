"""The assistant as the CLI, the daemon and the settings page use it: one text turn in, a reply out.

It owns the compiled graph (built once), picks the conversation thread (a new one after an idle gap) and records it,
so memories, summaries and checkpoints can later be listed and cleared per user. When Postgres is unreachable it keeps
answering: the same graph compiled with an in-process checkpointer carries the conversation, recall returns nothing at
once and memory writes go to the journal (``memory/journal.py``) until the database is back.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.messages import AIMessage, AIMessageChunk, HumanMessage
from langchain_core.tools import BaseTool

from gpt_home.agent.guard import StreamGuard, earlier_replies
from gpt_home.agent.graph import AgentConfig, IntentHandler, TurnContext, build_graph
from gpt_home.agent.llm import build_chat_model
from gpt_home.config import Settings
from gpt_home.errors import InvalidInputError
from gpt_home.memory.after_turn import AfterTurn
from gpt_home.memory.extraction import USER_CONFIG_KEY, build_extraction_model, memory_tools
from gpt_home.memory.journal import Journal, is_unavailable
from gpt_home.memory.manager import MemoryManager, user_label
from gpt_home.memory.store import Database

_LOGGER = logging.getLogger(__name__)
MAX_UTTERANCE_CHARS = 2000


@dataclass(frozen=True)
class Reply:
    """The outcome of one turn."""

    text: str
    thread_id: str
    handled_by: str
    memories: tuple[str, ...]
    seconds: float


class Assistant:
    """One per process: the compiled agent over an open database."""

    def __init__(
        self,
        settings: Settings,
        db: Database,
        *,
        chat_model: Any = "from-settings",
        intent_handlers: Sequence[IntentHandler] = (),
        tools_for_user: Callable[[str], Sequence[BaseTool]] | None = None,
        extraction_model: Any = "from-settings",
    ) -> None:
        self.settings = settings
        self.db = db
        self.journal = Journal.at(settings.data_dir)
        model = build_chat_model(settings) if chat_model == "from-settings" else chat_model
        extractor = build_extraction_model(settings) if extraction_model == "from-settings" else extraction_model
        # Background memory work after each turn (summaries; extraction only with a capable model).
        self.after_turn = AfterTurn(
            db.store,
            device_id=settings.device_id,
            summary_every_turns=settings.summary_every_turns,
            extraction_model=extractor,
            extraction_delay_seconds=settings.memory_extraction_delay_seconds,
            pool=db.pool,
        )
        self.memory = MemoryManager(db.store, device_id=settings.device_id, pool=db.pool,
                                    profile_max_bytes=settings.profile_max_bytes, background=self.after_turn,
                                    journal=self.journal)
        self.config = AgentConfig(
            chat_model=model,
            persona=settings.persona,
            timezone=settings.timezone,
            memory_top_k=settings.memory_top_k,
            memory_budget_tokens=settings.memory_budget_tokens,
            intent_handlers=tuple(intent_handlers),
            summary_every_turns=settings.summary_every_turns,
            summary_keep_turns=settings.summary_keep_turns,
            memory_journal=self.journal,
            tools_for_user=self._with_memory_tools(tools_for_user, enabled=extractor is not None),
            reply_guard=settings.llm_reply_guard,
        )
        self.graph = build_graph(self.config, device_id=settings.device_id).compile(
            checkpointer=db.checkpointer, store=db.store
        )
        self._outage_graph: Any = None  # compiled on the first outage
        self._outage_threads: dict[str, str] = {}  # user -> thread while the thread registry is unreachable

    def _graph(self, *, outage: bool = False) -> Any:
        """The Postgres-checkpointed graph, or, while the database is down, one with an in-process checkpointer."""
        if not outage and self.journal.store_may_be_up():
            return self.graph
        if self._outage_graph is None:
            from langgraph.checkpoint.memory import InMemorySaver

            self._outage_graph = build_graph(self.config, device_id=self.settings.device_id).compile(
                checkpointer=InMemorySaver(), store=self.db.store
            )
        return self._outage_graph

    def _db_call(self, fn: Any, fallback: Any) -> Any:
        """Call ``fn()``; while the database is unreachable, note it and return ``fallback()`` instead."""
        if self.journal.store_may_be_up():
            try:
                return fn()
            except Exception as exc:
                if not is_unavailable(exc):
                    raise
                self.journal.mark_unavailable(exc)
        return fallback()

    def _with_memory_tools(
        self, tools_for_user: Callable[[str], Sequence[BaseTool]] | None, *, enabled: bool
    ) -> Callable[[str], Sequence[BaseTool]] | None:
        """Add LangMem's memory tools where a capable model is configured (the same rule as extraction)."""
        if not enabled:
            return tools_for_user
        memory = tuple(memory_tools(self.db.store, device_id=self.settings.device_id))  # per-user via the config

        def combined(user_id: str) -> Sequence[BaseTool]:
            return [*(tools_for_user(user_id) if tools_for_user else ()), *memory]

        return combined

    def _prepare(
        self, text: str, user_id: str | None, thread_id: str | None, now: datetime | None
    ) -> tuple[str, str, str, datetime]:
        text = " ".join(str(text).split())
        if not text:
            raise InvalidInputError("say something first: the utterance is empty")
        if len(text) > MAX_UTTERANCE_CHARS:
            raise InvalidInputError(f"an utterance may be at most {MAX_UTTERANCE_CHARS} characters")
        user = user_id or self.settings.user_id
        user_label(user)
        now = now or datetime.now(UTC)
        thread = thread_id or self._db_call(
            lambda: self.memory.current_thread(user, idle_seconds=self.settings.conversation_idle_seconds, now=now),
            lambda: self._outage_threads.setdefault(user, f"{user_label(user)}-{self.settings.device_id}-outage"),
        )
        return text, user, thread, now

    def _run_config(self, thread: str, user: str, callbacks: Sequence[BaseCallbackHandler]) -> dict[str, Any]:
        return {"configurable": {"thread_id": thread, USER_CONFIG_KEY: user_label(user)}, "callbacks": list(callbacks)}

    # Checkpoint once, when the turn ends, instead of after every node: a turn is short and is re-asked if lost.
    _DURABILITY = "exit"

    def _finish_turn(self, user: str, thread: str, text: str, now: datetime, messages: Sequence[Any]) -> None:
        """Record the thread and queue background memory work; never fails the turn that already has its reply."""
        self._db_call(lambda: self.memory.touch_thread(user, thread, title=text, now=now), lambda: None)
        try:
            self.after_turn.after_turn(user, thread, messages, now=now)
        except Exception as exc:  # noqa: BLE001 - queueing background work must not cost the user their answer
            _LOGGER.warning("could not queue background memory work: %s", exc)

    def close(self, timeout_seconds: float = 10.0) -> None:
        """Finish queued memory work (bounded) and stop the background worker; the database stays open."""
        self.after_turn.shutdown(timeout_seconds)

    def _begin(
        self,
        text: str,
        user_id: str | None,
        thread_id: str | None,
        now: datetime | None,
        callbacks: Sequence[BaseCallbackHandler],
    ) -> tuple[str, str, str, datetime, dict[str, Any], dict[str, Any], TurnContext]:
        """Validate the utterance and pick the thread; the graph input, run config and context of one turn."""
        text, user, thread, now = self._prepare(text, user_id, thread_id, now)
        turn = {"messages": [HumanMessage(content=text)]}
        context = TurnContext(user_id=user, device_id=self.settings.device_id, now=now)
        return text, user, thread, now, turn, self._run_config(thread, user, callbacks), context

    def ask(
        self,
        text: str,
        *,
        user_id: str | None = None,
        thread_id: str | None = None,
        callbacks: Sequence[BaseCallbackHandler] = (),
        now: datetime | None = None,
    ) -> Reply:
        """Run one turn to completion.

        Raises:
            InvalidInputError: empty or oversized utterance.
            MissingUserIdError: blank user id.
        """
        started = time.monotonic()
        text, user, thread, now, turn, config, context = self._begin(text, user_id, thread_id, now, callbacks)
        graph = self._graph()
        try:
            result = graph.invoke(turn, config=config, context=context, durability=self._DURABILITY)
        except Exception as exc:
            if graph is not self.graph or not is_unavailable(exc):
                raise
            self.journal.mark_unavailable(exc)
            result = self._graph(outage=True).invoke(turn, config=config, context=context,
                                                    durability=self._DURABILITY)
        self._finish_turn(user, thread, text, now, result["messages"])
        reply = result["messages"][-1]
        return Reply(
            text=reply.text if isinstance(reply, AIMessage) else str(reply.content),
            thread_id=thread,
            handled_by=result.get("handled_by", ""),
            memories=tuple(result.get("memories", [])),
            seconds=time.monotonic() - started,
        )

    def stream(
        self,
        text: str,
        *,
        user_id: str | None = None,
        thread_id: str | None = None,
        callbacks: Sequence[BaseCallbackHandler] = (),
        now: datetime | None = None,
    ) -> Iterator[str]:
        """Run one turn, yielding reply text as it is generated (tokens from a model, whole replies otherwise)."""
        text, user, thread, now, turn, config, context = self._begin(text, user_id, thread_id, now, callbacks)
        streamed = False
        final: str = ""
        messages: list[Any] = []
        guard: StreamGuard | None = None  # model tokens are spoken a checked sentence at a time
        for mode, payload in self._graph().stream(
            turn,
            config=config,
            context=context,
            stream_mode=["messages", "values"],
            durability=self._DURABILITY,
        ):
            if mode == "messages":
                chunk, meta = payload
                if not (isinstance(chunk, AIMessageChunk) and meta.get("langgraph_node") == "respond"):
                    continue
                if self.config.reply_guard and guard is None:  # `messages`: the thread so far (values after recall)
                    guard = StreamGuard(utterance=text, earlier_replies=earlier_replies(messages[:-1]))
                if guard is not None and chunk.tool_call_chunks:
                    guard.grounded = True  # a tool (a local skill) answers this turn
                if chunk.text:
                    streamed = True
                    if guard is None:
                        yield chunk.text
                    elif piece := guard.feed(chunk.text):
                        yield piece
            elif mode == "values" and payload.get("messages"):
                messages = payload["messages"]
                last = messages[-1]
                final = last.text if isinstance(last, AIMessage) else ""
        self._finish_turn(user, thread, text, now, messages)
        if guard is not None and streamed and (rest := guard.finish()):
            yield rest
        if not streamed and final:
            yield final
