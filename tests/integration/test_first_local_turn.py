"""A spoken local answer is not held up by work a turn can do after it (issue 12, end of speech -> first audio).

The daemon speaks a reply's last sentence once the reply's stream ends (the sentence chunker cannot tell "It's 6:20."
from "It's 6." followed by "20" before then), so a streamed local answer must end without waiting for its thread's
checkpoint; and the first turn of a run must not pay first-use costs (compiling the graph, the first database round
trip) that later turns do not. Real store, the household as the daemon wires it; the model is the scripted one.
"""

from __future__ import annotations

import threading
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

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


def _said(assistant: Any, thread: str) -> list[str]:
    """The thread's messages as checkpointed now (without waiting for queued records)."""
    state = assistant._graph().get_state({"configurable": {"thread_id": thread}})  # noqa: SLF001 - no settle
    return [str(m.content) for m in state.values.get("messages", [])]


@pytest.mark.parametrize("text", ["what time is it", "what's the date today", "set a timer for five minutes",
                                  "how long is left on my timer", "what day is it tomorrow"])
def test_a_streamed_local_answer_ends_before_its_thread_is_recorded(household, user_id: str, text: str) -> None:
    assistant = household.assistant
    thread = f"{user_id}-s"
    release = _hold(assistant)
    try:
        stream = assistant.stream_turn(text, user_id=user_id, thread_id=thread, now=NOW)
        pieces = list(stream)  # the whole reply: the speaker flushes its last sentence here
        assert stream.reply.handled_by == "intent" and "".join(pieces).strip() == stream.reply.text
        assert _said(assistant, thread) == []  # the checkpoint waits behind the held work, the reply did not
    finally:
        release.set()
    assert assistant.settle()
    assert _said(assistant, thread)[-2:] == [text, stream.reply.text]  # recorded after it, in turn order


def test_a_streamed_local_turn_then_a_model_turn_keep_their_order(household, model, user_id: str) -> None:
    assistant = household.assistant
    thread = f"{user_id}-o"
    release = _hold(assistant)
    try:
        first = assistant.stream_turn("what time is it", user_id=user_id, thread_id=thread, now=NOW)
        list(first)
    finally:
        release.set()
    second = assistant.stream_turn("what did I ask first", user_id=user_id, thread_id=thread,
                                   now=NOW + timedelta(seconds=5))
    list(second)
    assert second.reply.handled_by == "llm"
    assert assistant.settle()
    assert _said(assistant, thread)[-4:] == ["what time is it", first.reply.text, "what did I ask first",
                                             second.reply.text]


def test_warm_up_leaves_the_first_turn_nothing_to_compile_and_its_thread_unchanged(household, user_id: str) -> None:
    assistant = household.assistant
    compiled: list[object] = []
    builder = assistant._builder  # noqa: SLF001 - counting the real builder's compiles
    real_compile = builder.compile
    builder.compile = lambda *a, **k: compiled.append(1) or real_compile(*a, **k)
    assistant.warm_up(user_id)
    assert compiled == [1]  # the checkpointed graph, at start
    reply = assistant.stream_turn("what time is it", user_id=user_id, now=NOW)
    list(reply)
    assert reply.reply.handled_by == "intent" and compiled == [1]  # the first turn compiled nothing
    assert assistant.settle()
    later = assistant.stream_turn("what is the date today", user_id=user_id, now=NOW + timedelta(seconds=10))
    list(later)
    assert later.reply.thread_id == reply.reply.thread_id  # one conversation, as without the warm-up
    assert household.memory.thread_ids(user_id) == [reply.reply.thread_id]
