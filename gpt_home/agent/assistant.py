"""The assistant as the CLI, the daemon and the settings page use it: one text turn in, a typed Reply out.

It owns the compiled graph (built once), picks the conversation thread (a new one after an idle gap) and records it,
so memories, summaries and checkpoints can later be listed and cleared per user. Memory comes from the one
``MemoryService`` of the process, which handles every outage itself: while the database is connecting, slow, hung
or down, the graph compiled with an in-process checkpointer carries the conversation, recall returns nothing at once
and memory writes go to the journal until the database is back.

The reply path does no database work it can avoid: each thread's latest checkpoint is held in process and written
behind (``checkpoint_cache.py``), the thread a user is in is remembered here, and the bookkeeping of a finished turn
(thread record, background memory work, the memory pass) runs after the reply, in order (``turn_recorder.py``).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterator, Sequence
from datetime import UTC, datetime
from typing import Any

from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.messages import AIMessage, AIMessageChunk, HumanMessage
from langchain_core.tools import BaseTool

from gpt_home.agent.checkpoint_cache import ANSWERED_AT_KEY, ClearStamps, WriteBehindSaver
from gpt_home.agent.graph import AgentConfig, IntentHandler, TurnContext, build_graph
from gpt_home.agent.summary_ahead import after_summary
from gpt_home.agent.turn_prompt import read_ahead_after_local
from gpt_home.agent.grounded import GroundedAnswers
from gpt_home.agent.guard import earlier_replies
from gpt_home.agent.llm import build_chat_model
from gpt_home.agent.local_turn import LocalAnswer, answer_locally, local_update, record_local
from gpt_home.agent.reply import Reply, TurnStream, source_of
from gpt_home.agent.stream_guard import StreamGuard
from gpt_home.agent.thread_choice import ThreadChoice
from gpt_home.agent.turn_recorder import TurnRecorder
from gpt_home.config import Settings
from gpt_home.errors import InvalidInputError
from gpt_home.memory.extraction import USER_CONFIG_KEY, with_memory_tools
from gpt_home.memory.health import StoreUnavailableError
from gpt_home.memory.learning_pass import FinishedTurn
from gpt_home.memory.manager import user_label
from gpt_home.memory.service import MemoryService

_LOGGER = logging.getLogger(__name__)
MAX_UTTERANCE_CHARS = 2000
# Checkpoint once, when the turn ends, instead of after every node: a turn is short and is re-asked if lost.
_DURABILITY = "exit"
_SETTLE_SECONDS = 10.0


class Assistant:
    """One per process: the compiled agent over the process's memory service."""

    def __init__(
        self,
        settings: Settings,
        memory: MemoryService | Any,
        *,
        chat_model: Any = "from-settings",
        intent_handlers: Sequence[IntentHandler] = (),
        tools_for_user: Callable[[str], Sequence[BaseTool]] | None = None,
        extraction_model: Any = "from-settings",
    ) -> None:
        self.settings = settings
        self._owns_memory = not isinstance(memory, MemoryService)
        if self._owns_memory:  # an open store.Database (tests, benchmarks): wrap it in a service of our own
            from gpt_home.memory.factory import open_memory_service

            memory = open_memory_service(
                settings, database=memory,
                extraction_model_factory=build_chat_model if extraction_model == "from-settings" else None,
                extraction_model=None if extraction_model == "from-settings" else extraction_model)
        self.memory: MemoryService = memory
        model = build_chat_model(settings) if chat_model == "from-settings" else chat_model
        extracting = self.memory.background is not None and self.memory.background.extraction_enabled
        self.config = AgentConfig(
            chat_model=model,
            persona=settings.persona,
            timezone=settings.timezone,
            memory_top_k=settings.memory_top_k,
            memory_budget_tokens=settings.memory_budget_tokens,
            intent_handlers=tuple(intent_handlers),
            summary_every_turns=settings.summary_every_turns,
            summary_keep_turns=settings.summary_keep_turns,
            memory=self.memory,
            tools_for_user=with_memory_tools(tools_for_user, self.memory.store, device_id=settings.device_id,
                                             enabled=extracting),
            grounded=GroundedAnswers(assistant_name=settings.assistant_name, memory=self.memory),
            assistant_name=settings.assistant_name,
            reply_guard=settings.llm_reply_guard,
        )
        self._builder = build_graph(self.config, device_id=settings.device_id)
        self._graph_db: Any = None  # compiled on the first turn the database is connected
        self._outage_graph: Any = None  # compiled on the first turn it is not
        self._waited_for_connection = False
        self._checkpoints: WriteBehindSaver | None = None  # made with the database graph
        self._recorder = TurnRecorder()
        self._thread_choice = ThreadChoice(settings, self.memory)
        # Called with each finished turn once its reply exists (the memory pass; see wiring.py); must return at once.
        self.after_turn_hooks: list[Callable[[FinishedTurn], None]] = []

    @property
    def graph(self) -> Any:
        """The compiled graph checkpointed in Postgres (or the in-process one while the database is unavailable),
        once the locally answered turns handed in so far are in their threads (bounded wait)."""
        self._recorder.flush(_SETTLE_SECONDS)
        return self._graph()

    @property
    def after_turn(self) -> Any:
        """The memory service's background work (summaries, extraction), once finished turns were handed to it."""
        self._recorder.flush(_SETTLE_SECONDS)
        return self.memory.background

    @property
    def checkpoints(self) -> WriteBehindSaver | None:
        """The write-behind checkpointer of the database graph (None before the first connected turn)."""
        return self._checkpoints

    def settle(self, timeout_seconds: float = _SETTLE_SECONDS, *, checkpoints: bool = True) -> bool:
        """Wait (bounded) until finished turns are recorded (and their checkpoints stored); True when all are."""
        recorded = self._recorder.flush(timeout_seconds)
        if not checkpoints or self._checkpoints is None:
            return recorded
        return self._checkpoints.flush(timeout_seconds) and recorded

    def _graph(self, *, outage: bool = False) -> Any:
        """The checkpointed graph (write-behind to Postgres), or an in-process one while a thread cannot be read.

        A thread held in process is answered even while the database is down; one that must be read from the
        database then raises StoreUnavailableError and the turn runs on the in-process graph.
        """
        saver = self.memory.checkpointer
        if not outage and saver is not None:
            if self._graph_db is None:
                journal = self.memory.journal
                self._checkpoints = WriteBehindSaver(lambda: self.memory.checkpointer, self.memory.health,
                                                     ClearStamps(journal.clears_version, journal.cleared_since))
                self._graph_db = self._builder.compile(checkpointer=self._checkpoints, store=self.memory.store)
            return self._graph_db
        if self._outage_graph is None:
            from langgraph.checkpoint.memory import InMemorySaver

            self._outage_graph = self._builder.compile(checkpointer=InMemorySaver(), store=self.memory.store)
        return self._outage_graph

    def warm_up(self, user_id: str | None = None) -> None:
        """Do before the first turn what it would otherwise do first (a long-running process calls it at start): the
        bounded wait for the database's first connection, one read of the user's thread and the graph's compile.

        Why: the first local answer of a run took 0.03-0.05 s to its text against 0.001 s later (2-core box), inside
        end of speech -> first audio (issue 12). Nothing kept changes a turn: the first turn reads its thread again.
        """
        user = user_id or self.settings.user_id
        self._connect_once()
        if self.memory.health.may_try():
            try:
                self.memory.current_thread(user, idle_seconds=self.settings.conversation_idle_seconds)
                self._graph()
            except Exception as exc:  # noqa: BLE001 - a warm-up never stops a start; the turn meets the error itself
                _LOGGER.warning("warming the assistant up failed: %s", exc)

    def _connect_once(self) -> None:
        """A fresh process: a server that answered gets a bounded moment to open; one that has not (hung, absent) is
        not waited for (outage mode)."""
        if not self._waited_for_connection:
            self._waited_for_connection = True
            self.memory.settle(self.settings.memory_connect_wait_seconds)

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
        self._connect_once()
        if thread_id:
            return text, user, thread_id, now
        thread = self._thread_choice.pick(user, now, self._started)
        return text, user, thread, now

    def _started(self, thread: str) -> None:
        """A thread the memory service began just now: the write-behind checkpointer has nothing to read for it."""
        if self._graph() is not None and self._checkpoints is not None:
            self._checkpoints.started(thread)

    def _begin(self, text: str, user_id: str | None, thread_id: str | None, now: datetime | None,
               callbacks: Sequence[BaseCallbackHandler]) -> tuple[str, str, str, datetime, dict, dict, TurnContext]:
        """Validate the utterance and pick the thread; the graph input, run config and context of one turn."""
        text, user, thread, now = self._prepare(text, user_id, thread_id, now)
        turn = {"messages": [HumanMessage(content=text)], "intents_checked": True}  # asked before the graph runs
        context = TurnContext(user_id=user, device_id=self.settings.device_id, now=now)
        config = {"configurable": {"thread_id": thread, USER_CONFIG_KEY: user_label(user)},
                  "callbacks": list(callbacks)}
        return text, user, thread, now, turn, config, context

    def _finish_turn(self, user: str, thread: str, text: str, now: datetime, values: dict[str, Any],
                     handled_by: str = "") -> None:
        """Hand the finished turn's bookkeeping to the recorder: it runs after the reply, in turn order."""
        answered_at = datetime.now(UTC)  # real time, compared with clear stamps (``now`` may be injected)
        snapshot = {**values, "messages": list(values.get("messages", []))}

        def record() -> None:
            if handled_by in ("memory", "memory-unavailable"):  # not the model's reply: read ahead as after a local one
                read_ahead_after_local(self.config, self.memory.store, user, thread, snapshot, now)
            self._record_turn(user, thread, text, now, snapshot, handled_by, answered_at)

        self._recorder.submit(record)

    def _record_turn(self, user: str, thread: str, text: str, now: datetime, values: dict[str, Any],
                     handled_by: str, answered_at: datetime) -> None:
        """Record the thread (journaled) and queue background memory work; never fails the turn. A turn answered
        before a memory clear is not recorded and teaches nothing."""
        try:
            if not self.memory.touch_thread(user, thread, title=text, now=now, unless_cleared_since=answered_at):
                _LOGGER.debug("a turn from before a memory clear is not recorded")
                return
        except Exception as exc:  # noqa: BLE001 - the reply exists; a lost thread record must not cost it
            _LOGGER.warning("could not record the conversation thread: %s", exc)
        self.memory.after_turn(user, thread, values["messages"], now=now,  # a summary: its new start read ahead
                               on_summary=after_summary(self.config, self.memory.store, user, thread, values, now))
        for hook in self.after_turn_hooks:
            try:
                hook(FinishedTurn(user_id=user, thread_id=thread, user_text=text, handled_by=handled_by))
            except Exception as exc:  # noqa: BLE001 - queueing the memory pass must not cost the user their answer
                _LOGGER.warning("could not queue the memory pass: %s", exc)

    def turn(self, text: str, *, user_id: str | None = None, thread_id: str | None = None,
             now: datetime | None = None, callbacks: Sequence[BaseCallbackHandler] = ()) -> Reply:
        """Run one turn to completion.

        Raises:
            InvalidInputError: empty or oversized utterance.
            MissingUserIdError: blank user id.
        """
        started = time.monotonic()
        text, user, thread, now, turn, config, context = self._begin(text, user_id, thread_id, now, callbacks)
        prepared = time.monotonic()
        answer = answer_locally(self.config.intent_handlers, text, context)
        if answer is not None:  # the reply at once; the thread's checkpoint is updated after it, in turn order
            ran = time.monotonic()
            self._record_local_later(user, thread, text, now, config, answer)
            return self._reply(answer.text, local_update(text, answer), thread, (answer.text,), started, prepared,
                               ran)
        self._recorder.flush(_SETTLE_SECONDS)  # the graph reads the thread: earlier local turns must be in it
        try:
            result = self._graph().invoke(turn, config=config, context=context, durability=_DURABILITY)
        except StoreUnavailableError:  # the checkpoint could not be read: no node has run yet
            result = self._graph(outage=True).invoke(turn, config=config, context=context,
                                                     durability=_DURABILITY)
        ran = time.monotonic()
        self._finish_turn(user, thread, text, now, result, str(result.get("handled_by", "")))
        last = result["messages"][-1]
        reply_text = last.text if isinstance(last, AIMessage) else str(last.content)
        return self._reply(reply_text, result, thread, (reply_text,), started, prepared, ran)

    def _record_local_later(self, user: str, thread: str, text: str, now: datetime, config: dict[str, Any],
                            answer: LocalAnswer) -> None:
        """After the reply, in order: the locally answered turn into its thread's checkpoint, then the bookkeeping.

        A turn answered before a memory clear is not added to the (cleared) thread.
        """
        answered_at = datetime.now(UTC)  # real time, compared with clear stamps (``now`` may be injected)

        def record() -> None:
            if self.memory.journal.cleared_since(user_label(user), answered_at):
                return
            stamped = {**config, "configurable": {**config.get("configurable", {}),
                                                  ANSWERED_AT_KEY: answered_at.isoformat()}}
            values = self._record_local(stamped, text, answer)
            read_ahead_after_local(self.config, self.memory.store, user, thread, values, now)  # the next start
            self._record_turn(user, thread, text, now, values, "intent", answered_at)

        self._recorder.submit(record)

    def _record_local(self, config: dict[str, Any], text: str, answer: LocalAnswer) -> dict[str, Any]:
        """Add a locally answered turn to its thread; the thread's values with it (its messages so far)."""
        graph = self._graph()
        try:
            update = record_local(graph, config, text, answer)
        except StoreUnavailableError:  # the thread is not held here and the database does not answer
            graph = self._graph(outage=True)
            update = record_local(graph, config, text, answer)
        held = self._checkpoints.latest_values(config) if graph is self._graph_db and self._checkpoints else None
        return {**update, **(held if held is not None else graph.get_state(config).values)}

    def _reply(self, text: str, state: dict[str, Any], thread: str, chunks: tuple[str, ...], started: float,
               prepared: float, ran: float) -> Reply:
        handled_by = str(state.get("handled_by", ""))
        end = time.monotonic()
        return Reply(text=text, source=source_of(handled_by), thread_id=thread,
                     intent=state.get("intent") or ("local" if handled_by == "intent" else None),
                     expects_answer=bool(state.get("expects_answer", False)),
                     memories=tuple(state.get("memories", []) or ()), chunks=chunks,
                     timings={"prepare": prepared - started, "graph": ran - prepared, "total": end - started},
                     handled_by=handled_by)

    def stream_turn(self, text: str, *, user_id: str | None = None, thread_id: str | None = None,
                    now: datetime | None = None, callbacks: Sequence[BaseCallbackHandler] = ()) -> TurnStream:
        """Run one turn, yielding reply text as it is generated (tokens from a model, whole replies otherwise).

        The returned stream's ``reply`` is the turn's Reply once the iteration is exhausted. Validation errors are
        raised here, before the first chunk.
        """
        started = time.monotonic()
        text, user, thread, now, turn, config, context = self._begin(text, user_id, thread_id, now, callbacks)
        prepared = time.monotonic()
        state: dict[str, Any] = {}

        def chunks() -> Iterator[str]:
            answer = answer_locally(self.config.intent_handlers, text, context)
            if answer is not None:  # spoken at once; the thread is updated after it, in turn order (as ``turn``)
                state.update(final=answer.text, handled_by="intent", expects_answer=answer.expects_answer)
                # Queued before the text is handed over: the stream then ends at once, and the daemon's speaker, which
                # says a reply's last sentence only once the stream has ended, no longer waits for the checkpoint.
                self._record_local_later(user, thread, text, now, config, answer)
                state["ran"] = time.monotonic()
                yield answer.text
                return
            self._recorder.flush(_SETTLE_SECONDS)  # earlier local turns into their threads first
            graph = self._graph()
            try:
                yield from self._stream_graph(graph, turn, config, context, state)
            except StoreUnavailableError:
                if state.get("started"):
                    raise
                yield from self._stream_graph(self._graph(outage=True), turn, config, context, state)
            state["ran"] = time.monotonic()
            self._finish_turn(user, thread, text, now, state, str(state.get("handled_by", "")))

        def finish(seen: tuple[str, ...]) -> Reply:
            final = "".join(seen).strip() if state.get("streamed") else state.get("final", "")
            return self._reply(final, state, thread, seen, started, prepared, state.get("ran", time.monotonic()))

        return TurnStream(chunks(), finish)

    def _stream_graph(self, graph: Any, turn: dict, config: dict, context: TurnContext,
                      state: dict[str, Any]) -> Iterator[str]:
        guard: StreamGuard | None = None  # model tokens are spoken a checked sentence at a time
        stop_sent = False
        for mode, payload in graph.stream(turn, config=config, context=context, stream_mode=["messages", "values"],
                                          durability=_DURABILITY):
            state["started"] = True
            if mode == "messages":
                chunk, meta = payload
                if not (isinstance(chunk, AIMessageChunk) and meta.get("langgraph_node") == "respond"):
                    continue
                if self.config.reply_guard and guard is None:  # the thread so far: the "values" after recall
                    utterance = " ".join(str(m.content) for m in turn["messages"])
                    guard = StreamGuard(utterance=utterance,
                                        earlier_replies=earlier_replies(state.get("messages", [])))
                if guard is not None and chunk.tool_call_chunks:
                    guard.grounded = True  # a tool (a local skill) answers this turn
                if chunk.text:
                    state["streamed"] = True
                    if guard is None:
                        yield chunk.text
                    elif piece := guard.feed(chunk.text):
                        yield piece
                    if guard is not None and guard.stopped and not stop_sent:
                        stop_sent = True  # the rest is never said: stop writing it (llm.stop_generation)
                        getattr(self.config.chat_model, "stop_generation", lambda: None)()
            elif mode == "values" and payload.get("messages"):
                state.update({k: v for k, v in payload.items() if k != "messages"})
                state["messages"] = payload["messages"]
                last = payload["messages"][-1]
                state["final"] = last.text if isinstance(last, AIMessage) else ""
        if guard is not None and state.get("streamed") and (rest := guard.finish()):
            yield rest
        if not state.get("streamed") and state.get("final"):
            yield state["final"]

    # --- thin wrappers kept for existing callers ---------------------------------------------------------
    def ask(self, text: str, *, user_id: str | None = None, thread_id: str | None = None,
            callbacks: Sequence[BaseCallbackHandler] = (), now: datetime | None = None) -> Reply:
        """Same as :meth:`turn`."""
        return self.turn(text, user_id=user_id, thread_id=thread_id, now=now, callbacks=callbacks)

    def stream(self, text: str, *, user_id: str | None = None, thread_id: str | None = None,
               callbacks: Sequence[BaseCallbackHandler] = (), now: datetime | None = None) -> Iterator[str]:
        """The chunks of :meth:`stream_turn`."""
        yield from self.stream_turn(text, user_id=user_id, thread_id=thread_id, now=now, callbacks=callbacks)

    def close(self, timeout_seconds: float = 10.0) -> None:
        """Finish queued memory work (bounded); closes the memory service only when this assistant built it."""
        self._recorder.close(timeout_seconds)
        if self._checkpoints is not None:
            self._checkpoints.close(timeout_seconds)
        if self._owns_memory:
            self.memory.close(timeout_seconds)
        elif self.memory.background is not None:
            self.memory.background.shutdown(timeout_seconds)
