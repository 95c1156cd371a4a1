"""The agent graph, assembled once: local intents -> memory recall -> language model.

Nodes are plain functions of ``(state, runtime)``; the store and checkpointer are injected at ``compile()``, the user
and device arrive per turn as the runtime context. Conversation state is one checkpointer thread per conversation.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any

from langchain_core.language_models.chat_models import BaseChatModel
from langchain_core.messages import AIMessage, AnyMessage, HumanMessage, ToolMessage
from langchain_core.tools import BaseTool
from langgraph.config import get_config
from langgraph.graph import END, START, MessagesState, StateGraph
from langgraph.runtime import Runtime

from gpt_home.agent.guard import FALLBACK_REPLY, check_reply, earlier_replies, fallback_for
from gpt_home.agent.prompts import (
    LLM_FAILED_REPLY,
    LOADING_NOTICE,
    MODEL_LOAD_FAILED_REPLY,
    NO_MODEL_REPLY,
)
from gpt_home.agent.reply import needs_memory
from gpt_home.agent.turn_prompt import ThreadPrompt, summary_entries
from gpt_home.agent.turn_prompt import trim_history as trim_history  # where bench/ and tests/ import it from
from gpt_home.errors import LlmError, ModelLoadError

_LOGGER = logging.getLogger(__name__)
MEMORY_UNAVAILABLE_REPLY = "My memory isn't available right now, so I can't answer that. Please ask me again later."


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
    memory_unavailable: bool
    expects_answer: bool  # a local skill asked a question ("For how long?") and waits for the answer
    history_start: int  # the model sees messages from here on: the reply guard moves it past a collapsed stretch
    intents_checked: bool  # the assistant already asked the local intents this turn (agent/local_turn.py)


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
    memory: Any = None  # the process's memory.service.MemoryService (None: no memory)
    # Tools for models that can call them (cloud and OpenAI-compatible); the user id selects the user's tools.
    tools_for_user: Callable[[str], Sequence[BaseTool]] | None = None
    max_tool_rounds: int = 4
    # Identity and stored-fact answers without the model (handled_by "memory"): (utterance, user id) -> reply or None.
    grounded: Callable[[str, str], str | None] | None = None
    assistant_name: str = "GPT Home"
    reply_guard: bool = True  # check model replies before they are spoken (agent/guard.py)


def _last_utterance(messages: Sequence[AnyMessage]) -> str:
    for message in reversed(messages):
        if isinstance(message, HumanMessage):
            return message.text
    return ""


def _said_without_model(state: Any, missing: str) -> str:
    """With no model's reply (none set up, or it failed): a line that fits a chat sentence ("thanks", "i feel lonely",
    "are you a robot", agent/kind_replies.py), else ``missing``, which says why a question cannot be answered."""
    line = fallback_for(_last_utterance(state["messages"]), earlier_replies(state["messages"]))
    return missing if line == FALLBACK_REPLY else line


def _recall_query(messages: Sequence[AnyMessage]) -> str:
    """The utterance plus the previous turn, so "and what about her?" still finds what "her" was about."""
    humans = [m.text for m in messages if isinstance(m, HumanMessage)]
    return " ".join(humans[-2:])


def supports_tools(model: BaseChatModel) -> bool:
    """True when the model class implements tool binding (the local llama.cpp adapter does not)."""
    return type(model).bind_tools is not BaseChatModel.bind_tools


def _run_tool_calls(call: AIMessage, tools: Sequence[BaseTool]) -> list[ToolMessage]:
    by_name = {t.name: t for t in tools}
    results: list[ToolMessage] = []
    for tool_call in call.tool_calls:
        tool = by_name.get(tool_call["name"])
        if tool is None:
            results.append(ToolMessage(content=f"Error: there is no tool named {tool_call['name']!r}.",
                                       tool_call_id=tool_call["id"] or "", status="error"))
            continue
        results.append(tool.invoke(tool_call))
    return results


def build_graph(config: AgentConfig, *, device_id: str) -> StateGraph:
    """The uncompiled graph; ``compile(checkpointer=..., store=...)`` it once per process."""

    def local_intents(state: TurnState, runtime: Runtime[TurnContext]) -> dict[str, Any]:
        if state.get("intents_checked"):
            return {"handled_by": "", "expects_answer": False}
        text = _last_utterance(state["messages"])
        for handler in config.intent_handlers:
            reply = handler(text, runtime.context)
            if reply:
                return {"messages": [AIMessage(content=str(reply))], "handled_by": "intent", "memories": [],
                        "expects_answer": bool(getattr(reply, "expects_answer", False))}
        return {"handled_by": "", "expects_answer": False}

    def after_intents(state: TurnState) -> str:
        return END if state.get("handled_by") == "intent" else "grounded"

    def grounded(state: TurnState, runtime: Runtime[TurnContext]) -> dict[str, Any]:
        reply = None
        if config.grounded is not None:
            reply = config.grounded(_last_utterance(state["messages"]), runtime.context.user_id)
        if reply:
            return {"messages": [AIMessage(content=reply)], "handled_by": "memory", "memories": []}
        return {"handled_by": ""}

    def recall(state: TurnState, runtime: Runtime[TurnContext]) -> dict[str, Any]:
        if config.memory is None:
            return {"memories": [], "profile": "", "memory_unavailable": False}
        recalled = config.memory.recall_context(
            runtime.context.user_id,
            _recall_query(state["messages"]),
            limit=config.memory_top_k,
            budget_tokens=config.memory_budget_tokens,
        )
        return {"memories": recalled.memories, "profile": recalled.profile,
                "memory_unavailable": not config.memory.health.may_try()}

    def respond(state: TurnState, runtime: Runtime[TurnContext]) -> dict[str, Any]:
        if state.get("memory_unavailable") and needs_memory(_last_utterance(state["messages"])):
            return {"messages": [AIMessage(content=MEMORY_UNAVAILABLE_REPLY)], "handled_by": "memory-unavailable"}
        if config.chat_model is None:
            return {"messages": [AIMessage(content=_said_without_model(state, NO_MODEL_REPLY))],
                    "handled_by": "no-model"}
        thread_id = get_config().get("configurable", {}).get("thread_id")
        # The thread as this turn shows it, its summaries read once: the turn's prompt and the next turn's start
        # read ahead come from it alike (agent/turn_prompt.py), so the prefix read ahead is the one sent next
        thread = ThreadPrompt(config, summary_entries(config, runtime.store, runtime.context.user_id, thread_id),
                              history_start=state.get("history_start", 0))
        sent = thread.messages(state["messages"], runtime.context.now, memories=state.get("memories", []),
                               profile=state.get("profile", ""))
        model: Any = config.chat_model
        tools: Sequence[BaseTool] = ()
        if config.tools_for_user is not None and supports_tools(config.chat_model):
            tools = config.tools_for_user(runtime.context.user_id)
            model = config.chat_model.bind_tools(list(tools))
        produced: list[AnyMessage] = []
        try:
            for _ in range(config.max_tool_rounds + 1):
                reply = model.invoke([*sent, *produced])
                if not (isinstance(reply, AIMessage) and reply.tool_calls and tools):
                    break
                produced.append(reply)
                produced.extend(_run_tool_calls(reply, tools))
            else:
                reply = AIMessage(content="Sorry, that took too many steps. Please ask me more simply.")
        except ModelLoadError as exc:  # memory pressure: local commands keep working, and the user hears why
            _LOGGER.error("falling back to local commands: %s", exc)
            return {"messages": [AIMessage(content=MODEL_LOAD_FAILED_REPLY)], "handled_by": "llm-load-failed"}
        except Exception as exc:  # noqa: BLE001 - any provider failure becomes one spoken line, logged
            _LOGGER.error("the language model failed: %s", LlmError(type(exc).__name__).code)
            _LOGGER.debug("language model failure detail", exc_info=True)
            return {"messages": [AIMessage(content=_said_without_model(state, LLM_FAILED_REPLY))],
                    "handled_by": "llm-error"}
        text = reply.text.strip() if isinstance(reply.text, str) else str(reply.content)
        text = text.removeprefix(LOADING_NOTICE).strip()  # said while it loaded; not the answer (nor guarded)
        update: dict[str, Any] = {"handled_by": "llm"}
        if config.reply_guard:
            verdict = check_reply(text, utterance=_last_utterance(state["messages"]),
                                  earlier_replies=earlier_replies(state["messages"]), grounded=bool(produced))
            if not verdict.ok:
                _LOGGER.info("model reply replaced by the guard: %s", verdict.reason)
                text, update["handled_by"] = verdict.text, f"guard:{verdict.reason}"
            if verdict.collapsed:  # later turns start afresh after this one
                update["history_start"] = len(state["messages"]) + len(produced) + 1
        final = AIMessage(content=text or "Sorry, I have no answer to that.")
        keep_reply = getattr(config.chat_model, "keep_reply", None)
        if keep_reply is not None and not produced:  # the next turn's start read while this reply is spoken
            after = replace(thread, history_start=update.get("history_start", thread.history_start))
            keep_reply(after.next_start([*state["messages"], final], runtime.context.now))
        return {"messages": [*produced, final], **update}

    builder = StateGraph(TurnState, context_schema=TurnContext)
    builder.add_node("local_intents", local_intents)
    builder.add_node("grounded", grounded)
    builder.add_node("recall", recall)
    builder.add_node("respond", respond)
    builder.add_edge(START, "local_intents")
    builder.add_conditional_edges("local_intents", after_intents, ["grounded", END])
    builder.add_conditional_edges("grounded", lambda s: END if s.get("handled_by") == "memory" else "recall",
                                  ["recall", END])
    builder.add_edge("recall", "respond")
    builder.add_edge("respond", END)
    return builder
