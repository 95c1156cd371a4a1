"""The agent graph, assembled once: local intents -> memory recall -> language model.

Nodes are plain functions of ``(state, runtime)``; the store and checkpointer are injected at ``compile()``, the user
and device arrive per turn as the runtime context. Conversation state is one checkpointer thread per conversation.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

from langchain_core.language_models.chat_models import BaseChatModel
from langchain_core.messages import AIMessage, AnyMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.tools import BaseTool
from langgraph.config import get_config
from langgraph.graph import END, START, MessagesState, StateGraph
from langgraph.runtime import Runtime

from gpt_home.agent.prompts import LLM_FAILED_REPLY, NO_MODEL_REPLY, system_prompt
from gpt_home.errors import LlmError
from gpt_home.memory.manager import MemoryManager, user_label
from gpt_home.memory.summaries import model_view

_LOGGER = logging.getLogger(__name__)


@dataclass(frozen=True)
class TurnContext:
    """Who is speaking, where, and when: passed to every node of one turn."""

    user_id: str
    device_id: str
    now: datetime


class TurnState(MessagesState):
    """Conversation messages plus what this turn recalled and who answered."""

    memories: list[str]
    profile: str
    handled_by: str


# A local intent handler: the utterance and the turn's context in, a spoken reply out (None = not mine).
IntentHandler = Callable[[str, TurnContext], "str | None"]


@dataclass
class AgentConfig:
    """What the graph needs beyond the store: the model, the prompt settings and the recall budget."""

    chat_model: BaseChatModel | None
    persona: str = ""
    timezone: str = ""
    memory_top_k: int = 5
    memory_budget_tokens: int = 300
    history_messages: int = 12
    intent_handlers: Sequence[IntentHandler] = field(default_factory=tuple)
    # Thread summaries: once a window is summarised the model sees the summary instead (< 1: plain last N messages).
    summary_every_turns: int = 10
    summary_keep_turns: int = 5
    # Tools offered to models that support tool calling (e.g. LangMem's memory tools); ignored by the local model.
    tools: Sequence[BaseTool] = field(default_factory=tuple)
    max_tool_rounds: int = 3


def _last_utterance(messages: Sequence[AnyMessage]) -> str:
    for message in reversed(messages):
        if isinstance(message, HumanMessage):
            return message.text
    return ""


def _recall_query(messages: Sequence[AnyMessage]) -> str:
    """The utterance plus the previous turn, so "and what about her?" still finds what "her" was about."""
    humans = [m.text for m in messages if isinstance(m, HumanMessage)]
    return " ".join(humans[-2:])


def _history(config: AgentConfig, runtime: Runtime[TurnContext], messages: Sequence[AnyMessage]) -> tuple[
        list[str], list[AnyMessage]]:
    """Earlier summaries and the raw messages the model sees; the checkpoint keeps every original message."""
    if config.summary_every_turns >= 1 and runtime.store is not None:
        thread_id = get_config().get("configurable", {}).get("thread_id")
        try:
            if thread_id:
                view = model_view(runtime.store, user_label(runtime.context.user_id), str(thread_id), messages,
                                  keep_turns=config.summary_keep_turns)
                # Without a summary yet, a very long thread is still bounded (e.g. when summaries keep failing).
                cap = 2 * (config.summary_every_turns + config.summary_keep_turns + 1)
                return view.summaries, view.messages[-cap:]
        except Exception as exc:  # noqa: BLE001 - fall back to the plain tail, never fail the turn for this
            _LOGGER.warning("reading thread summaries failed; using recent messages only: %s", exc)
    return [], list(messages)[-config.history_messages :]


def _bindable(model: BaseChatModel, tools: Sequence[BaseTool]) -> Any:
    """The model with ``tools`` bound, or None when it cannot call tools (the local model)."""
    if not tools:
        return None
    try:
        return model.bind_tools(list(tools))
    except NotImplementedError:
        return None


def _invoke(config: AgentConfig, messages: list[BaseMessage]) -> BaseMessage:
    """One model answer; with tools, run the tool calls it asks for (bounded rounds) and ask again."""
    assert config.chat_model is not None
    bound = _bindable(config.chat_model, config.tools)
    if bound is None:
        return config.chat_model.invoke(messages)
    by_name = {tool.name: tool for tool in config.tools}
    convo = list(messages)
    for _ in range(config.max_tool_rounds):
        reply = bound.invoke(convo)
        calls = getattr(reply, "tool_calls", None) or []
        if not calls:
            return reply
        convo.append(reply)
        for call in calls:
            tool = by_name.get(call["name"])
            try:
                if tool is None:
                    raise LookupError(f"no tool named {call['name']!r}")
                result = tool.invoke({**call, "type": "tool_call"})
                convo.append(result if isinstance(result, ToolMessage) else
                             ToolMessage(content=str(result), tool_call_id=call["id"]))
            except BaseException as exc:  # LangMem's ConfigurationError is a BaseException, not an Exception
                if isinstance(exc, KeyboardInterrupt | SystemExit | GeneratorExit):
                    raise
                _LOGGER.warning("tool %s failed: %s", call["name"], type(exc).__name__)
                convo.append(ToolMessage(content=f"Error: {exc}", tool_call_id=call["id"], status="error"))
    return config.chat_model.invoke(convo)  # out of tool rounds: answer with what it has


def build_graph(config: AgentConfig, *, device_id: str) -> StateGraph:
    """The uncompiled graph; ``compile(checkpointer=..., store=...)`` it once per process."""

    def local_intents(state: TurnState, runtime: Runtime[TurnContext]) -> dict[str, Any]:
        text = _last_utterance(state["messages"])
        for handler in config.intent_handlers:
            reply = handler(text, runtime.context)
            if reply:
                return {"messages": [AIMessage(content=reply)], "handled_by": "intent", "memories": []}
        return {"handled_by": ""}

    def after_intents(state: TurnState) -> str:
        return END if state.get("handled_by") == "intent" else "recall"

    def recall(state: TurnState, runtime: Runtime[TurnContext]) -> dict[str, Any]:
        if runtime.store is None:
            return {"memories": [], "profile": ""}
        manager = MemoryManager(runtime.store, device_id=device_id)
        recalled = manager.recall_context(
            runtime.context.user_id,
            _recall_query(state["messages"]),
            limit=config.memory_top_k,
            budget_tokens=config.memory_budget_tokens,
        )
        return {"memories": recalled.memories, "profile": recalled.profile}

    def respond(state: TurnState, runtime: Runtime[TurnContext]) -> dict[str, Any]:
        if config.chat_model is None:
            return {"messages": [AIMessage(content=NO_MODEL_REPLY)], "handled_by": "no-model"}
        now = runtime.context.now
        if config.timezone:
            now = now.astimezone(ZoneInfo(config.timezone))
        earlier, history = _history(config, runtime, state["messages"])
        prompt = system_prompt(now=now, persona=config.persona, memories=state.get("memories", []),
                               profile=state.get("profile", ""), earlier=earlier)
        try:
            reply = _invoke(config, [SystemMessage(content=prompt), *history])
        except Exception as exc:  # noqa: BLE001 - any provider failure becomes one spoken line, logged
            _LOGGER.error("the language model failed: %s", LlmError(type(exc).__name__).code)
            _LOGGER.debug("language model failure detail", exc_info=True)
            return {"messages": [AIMessage(content=LLM_FAILED_REPLY)], "handled_by": "llm-error"}
        text = reply.text.strip() if isinstance(reply.text, str) else str(reply.content)
        return {"messages": [AIMessage(content=text or "Sorry, I have no answer to that.")], "handled_by": "llm"}

    builder = StateGraph(TurnState, context_schema=TurnContext)
    builder.add_node("local_intents", local_intents)
    builder.add_node("recall", recall)
    builder.add_node("respond", respond)
    builder.add_edge(START, "local_intents")
    builder.add_conditional_edges("local_intents", after_intents, ["recall", END])
    builder.add_edge("recall", "respond")
    builder.add_edge("respond", END)
    return builder
