"""A turn a local intent answers, without running the graph: the reply first, then one checkpoint update.

Why: running the whole graph for "what time is it" cost several milliseconds of LangGraph bookkeeping (a thread pool
per run, channel updates per node) around a sub-millisecond match. The handlers are asked here exactly as the graph's
``local_intents`` node asks them; when one answers, the turn's two messages are added to the thread's checkpoint as
that node's update (``update_state``), so later turns (follow-ups, "what did I just ask") see the same conversation as
if the graph had run. When none answers, the graph runs with ``intents_checked`` set and does not ask them again.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from langchain_core.messages import AIMessage, HumanMessage

from gpt_home.agent.graph import IntentHandler, TurnContext


@dataclass(frozen=True)
class LocalAnswer:
    """What a local intent said, and whether it waits for an answer ("For how long?")."""

    text: str
    expects_answer: bool


def answer_locally(handlers: Sequence[IntentHandler], text: str, context: TurnContext) -> LocalAnswer | None:
    """The first handler's reply, as the graph's ``local_intents`` node would take it; None: the graph answers."""
    for handler in handlers:
        reply = handler(text, context)
        if reply:
            return LocalAnswer(str(reply), bool(getattr(reply, "expects_answer", False)))
    return None


def local_update(text: str, answer: LocalAnswer) -> dict[str, Any]:
    """The checkpoint update of a locally answered turn (the input message plus the node's output)."""
    return {"messages": [HumanMessage(content=text), AIMessage(content=answer.text)], "handled_by": "intent",
            "memories": [], "expects_answer": answer.expects_answer, "intents_checked": True}


def record_local(graph: Any, config: dict[str, Any], text: str, answer: LocalAnswer) -> dict[str, Any]:
    """Add the locally answered turn to its thread as the ``local_intents`` node's update; returns the update.

    Raises:
        StoreUnavailableError: the thread's checkpoint is not held in process and the database does not answer.
    """
    update = local_update(text, answer)
    graph.update_state({"configurable": dict(config["configurable"])}, update, as_node="local_intents")
    return update
