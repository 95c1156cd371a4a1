"""A locally answered turn makes no database call on its reply path, and loses nothing of the conversation.

Real store (the session's embedded Postgres) and the household as the daemon wires it; the model, where one answers,
is the scripted stand-in for a cloud model. The database calls are observed where every one of them goes: the memory
service's ``Health.run`` (reads and writes of the store and checkpointer) and the journal (every write).
"""

from __future__ import annotations

import threading
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from gpt_home.memory.manager import user_label
from tests.scripted_model import ScriptedChatModel

NOW = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)


@pytest.fixture
def model() -> ScriptedChatModel:
    return ScriptedChatModel(rules=[], default={"content": "You asked me to set a timer."})


class ReplyPathCalls:
    """Database calls and journal writes made by the calling (reply) thread."""

    def __init__(self, memory: Any, monkeypatch: pytest.MonkeyPatch) -> None:
        self.thread = threading.current_thread()
        self.database: list[Any] = []
        self.journal: list[Any] = []
        self.background_journal: list[Any] = []
        run, append = memory.health.run, memory.journal.append

        def counted_run(fn: Any, **kwargs: Any) -> Any:
            if threading.current_thread() is self.thread:
                self.database.append(fn)
            return run(fn, **kwargs)

        def counted_append(entry: Any) -> int:
            (self.journal if threading.current_thread() is self.thread else self.background_journal).append(entry)
            return append(entry)

        monkeypatch.setattr(memory.health, "run", counted_run)
        monkeypatch.setattr(memory.journal, "append", counted_append)


def _stored_messages(db: Any, thread_id: str) -> list[str]:
    """The messages of the thread's latest checkpoint as Postgres has it."""
    found = db.checkpointer.get_tuple({"configurable": {"thread_id": thread_id, "checkpoint_ns": ""}})
    return [] if found is None else [str(m.content) for m in found.checkpoint["channel_values"]["messages"]]


def _quiet(household: Any) -> None:
    """No database call in flight: one finishing during the "outage" would mark the database up again."""
    assert household.assistant.settle()
    assert household.assistant.after_turn.wait_idle(10.0, run_now=True)
    assert household.memory.flush(10.0)


def test_local_turn_makes_no_database_call_on_the_reply_path(household, db, user_id: str,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    assistant = household.assistant
    first = assistant.ask("what time is it", user_id=user_id, now=NOW)
    assert assistant.settle()
    calls = ReplyPathCalls(household.memory, monkeypatch)

    same = assistant.ask("what is the date today", user_id=user_id, now=NOW + timedelta(seconds=5))
    later = assistant.ask("what can you do", user_id=user_id, now=NOW + timedelta(hours=2))  # a new conversation

    assert same.handled_by == "intent" and later.handled_by == "intent"
    assert same.thread_id == first.thread_id and later.thread_id != first.thread_id
    assert calls.database == [] and calls.journal == []
    # ...and everything was recorded after the replies: the thread records and both checkpoints.
    assert assistant.settle()
    assert len(calls.background_journal) == 2  # the new conversation: its record and the pointer (the same
    # conversation is not recorded again within 30 s of its last record)
    assert set(household.memory.thread_ids(user_id)) == {first.thread_id, later.thread_id}
    assert _stored_messages(db, first.thread_id)[-2:] == ["what is the date today", same.text]
    assert _stored_messages(db, later.thread_id) == ["what can you do", later.text]


def test_follow_up_and_history_after_local_turns(household, model: ScriptedChatModel, user_id: str) -> None:
    assistant = household.assistant
    asked = assistant.ask("set a timer", user_id=user_id, now=NOW)
    assert asked.expects_answer and asked.text == "For how long?"
    done = assistant.ask("five minutes", user_id=user_id, now=NOW + timedelta(seconds=4))
    assert done.handled_by == "intent" and "5 minutes" in done.text, done.text
    (timer,) = household.skills.timers.list(user_id)
    assert timer.due == NOW + timedelta(minutes=5, seconds=4)

    answer = assistant.ask("what did I just ask you to do", user_id=user_id, now=NOW + timedelta(seconds=9))
    assert answer.handled_by == "llm" and answer.thread_id == done.thread_id
    seen = [(type(m), str(m.content)) for m in model.requests[-1] if isinstance(m, HumanMessage | AIMessage)]
    assert seen[-5:] == [(HumanMessage, "set a timer"), (AIMessage, "For how long?"), (HumanMessage, "five minutes"),
                         (AIMessage, done.text), (HumanMessage, "what did I just ask you to do")]


def test_outage_during_local_turns_loses_nothing_and_a_clear_wins(household, db, user_id: str) -> None:
    assistant, memory = household.assistant, household.memory
    kept = assistant.ask("what time is it", user_id=user_id, now=NOW)
    _quiet(household)
    memory.health.backoff.base_seconds = 3600.0  # stays down until the test says it is back
    memory.health.mark_down("the test took the database away")
    try:
        during = assistant.ask("volume up", user_id=user_id, now=NOW + timedelta(seconds=3))
        assert during.handled_by == "intent" and during.thread_id == kept.thread_id  # the conversation goes on
        assert assistant.settle(timeout_seconds=0.5) is False  # its checkpoint waits for the database
        assert assistant.checkpoints is not None and assistant.checkpoints.pending >= 1
    finally:
        memory.health.retry_now()  # the probe finds the database answering again
    assert assistant.settle()
    assert _stored_messages(db, kept.thread_id)[-2:] == ["volume up", during.text]

    _quiet(household)
    memory.health.mark_down("down again")
    try:
        lost = assistant.ask("what can you do", user_id=user_id, now=NOW + timedelta(seconds=6))
        assert memory.clear(user_id)["pending"] == 1  # journaled; applied when the database is back
    finally:
        memory.health.retry_now()
    assert assistant.settle()
    assert memory.flush(10.0)
    assert _stored_messages(db, lost.thread_id) == []  # the clear removed the thread, and no queued write revived it
    fresh = assistant.ask("what time is it", user_id=user_id, now=NOW + timedelta(seconds=9))
    assert fresh.thread_id != lost.thread_id
    assert assistant.settle() and memory.thread_ids(user_id) == [fresh.thread_id]
    assert user_label(user_id) in fresh.thread_id
