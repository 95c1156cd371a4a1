"""A locally answered turn replies before its thread's checkpoint is written; the write follows, in turn order, and a
memory clear in between wins. Real store and the household as the daemon wires it; the model is the scripted one."""

from __future__ import annotations

import threading
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from tests.scripted_model import ScriptedChatModel

NOW = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)


@pytest.fixture
def model() -> ScriptedChatModel:
    return ScriptedChatModel(rules=[], default={"content": "You asked about the time."})


def _hold(assistant: Any) -> threading.Event:
    """Keep the after-reply work waiting until the returned event is set."""
    release = threading.Event()
    assistant._recorder.submit(lambda: release.wait(30.0))  # noqa: SLF001 - the test holds the recorder
    return release


def test_reply_first_then_the_thread_in_order_for_the_model(household, model, user_id: str) -> None:
    assistant = household.assistant
    release = _hold(assistant)
    try:
        first = assistant.ask("what time is it", user_id=user_id, thread_id=f"{user_id}-t", now=NOW)
        second = assistant.ask("what is the date today", user_id=user_id, thread_id=f"{user_id}-t",
                               now=NOW + timedelta(seconds=3))
        assert first.handled_by == second.handled_by == "intent"
        assert assistant._recorder.pending == 3  # noqa: SLF001 - both turns wait behind the held job
    finally:
        release.set()
    answer = assistant.ask("what did I ask first", user_id=user_id, thread_id=f"{user_id}-t",
                           now=NOW + timedelta(seconds=6))
    assert answer.handled_by == "llm"
    seen = [str(m.content) for m in model.requests[-1] if isinstance(m, HumanMessage | AIMessage)]
    # Questions are shown to the model in their plain form (agent/question_form.py); the thread keeps the spoken words.
    assert seen[-5:] == ["what time is it", first.text, "what is the date today", second.text, "what did I ask first"]
    state = assistant.graph.get_state({"configurable": {"thread_id": f"{user_id}-t"}}).values["messages"]
    assert [str(m.content) for m in state][-2:] == ["what did I ask first", answer.text]


def test_a_clear_between_the_reply_and_its_record_wins(household, user_id: str) -> None:
    assistant, memory = household.assistant, household.memory
    release = _hold(assistant)
    try:
        reply = assistant.ask("what time is it", user_id=user_id, thread_id=f"{user_id}-c", now=NOW)
        assert reply.handled_by == "intent"
        memory.clear(user_id)
    finally:
        release.set()
    assert assistant.settle()
    state = assistant.graph.get_state({"configurable": {"thread_id": f"{user_id}-c"}})
    assert state.values.get("messages", []) == []
    assert memory.thread_ids(user_id) == []
