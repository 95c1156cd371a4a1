"""Thread summaries against the real Postgres: written in the background, trimming what the model sees, healing
after deletion, retried after failure, and the listing/deletion API the settings page uses."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

import pytest
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage
from scripted_model import ScriptedChatModel

from gpt_home.agent.assistant import Assistant
from gpt_home.memory.factory import open_memory_service
from gpt_home.memory.manager import user_label
from gpt_home.memory.summaries import (
    SummaryFailedError,
    SummaryStore,
    Window,
    model_summariser,
    summary_pass,
)

WAIT_SECONDS = 60


class ModelInputRecorder(BaseCallbackHandler):
    """Records exactly what each chat model call received."""

    def __init__(self) -> None:
        self.calls: list[list[BaseMessage]] = []

    def on_chat_model_start(self, serialized: dict[str, Any], messages: list[list[BaseMessage]], **kwargs: Any) -> None:
        self.calls.extend(messages)

    def last(self) -> tuple[str, list[str]]:
        """The last call's system prompt and the texts of the other messages."""
        assert self.calls, "the model was never called"
        system, *rest = self.calls[-1]
        return str(system.content), [m.text for m in rest]


@pytest.fixture
def assistant(make_settings, db):
    chat = ScriptedChatModel(rules=[{"when": ["You are GPT Home"],
                                     "replies": [{"content": f"Answer {i}"} for i in range(1, 30)]}])
    settings = make_settings(summary_every_turns=3, summary_keep_turns=1, memory_extraction_model="none")
    helper = Assistant(settings, db, chat_model=chat, extraction_model=None)
    yield helper
    helper.close()


def _turn(assistant: Assistant, user_id: str, thread: str, n: int) -> tuple[str, list[str]]:
    recorder = ModelInputRecorder()
    reply = assistant.ask(f"Question {n}", user_id=user_id, thread_id=thread, callbacks=[recorder])
    assert reply.text == f"Answer {n}"
    assert assistant.after_turn.wait_idle(WAIT_SECONDS)
    return recorder.last()


def test_summary_written_in_background_and_old_messages_trimmed(assistant: Assistant, user_id: str) -> None:
    thread = f"{user_id}-t"
    for n in (1, 2):
        _turn(assistant, user_id, thread, n)
    assert assistant.memory.summaries(user_id) == []
    _turn(assistant, user_id, thread, 3)
    (summaries,) = assistant.memory.summaries(user_id)
    (entry,) = summaries.entries
    assert entry.key == f"{thread}:0"
    assert (entry.question, entry.answer) == ("Question 1 / Question 2 / Question 3", "Answer 1 / Answer 2 / Answer 3")
    state = assistant.graph.get_state({"configurable": {"thread_id": thread}}).values["messages"]
    assert entry.refs == [m.id for m in state[:6]]

    system, seen = _turn(assistant, user_id, thread, 4)
    assert seen == ["Question 3", "Answer 3", "Question 4"]  # turns 1-2 only as a summary; 1 turn kept raw
    assert "Earlier in this conversation (summarised):" in system
    assert "They asked: Question 1 / Question 2 / Question 3 You answered: Answer 1 / Answer 2 / Answer 3" in system
    kept = [m.text for m in assistant.graph.get_state({"configurable": {"thread_id": thread}}).values["messages"]]
    assert kept[:2] == ["Question 1", "Answer 1"] and len(kept) == 8  # the checkpoint keeps every original


def test_deleting_summaries_heals_by_resummarising(assistant: Assistant, user_id: str) -> None:
    thread = f"{user_id}-t"
    for n in range(1, 5):
        _turn(assistant, user_id, thread, n)
    assert assistant.memory.delete_thread_summaries(user_id, thread) == 1
    system, seen = _turn(assistant, user_id, thread, 5)
    assert "Earlier in this conversation" not in system
    assert seen[0] == "Question 1" and len(seen) == 9  # nothing summarised: nothing trimmed
    # ...and that turn's pass re-summarised the earliest missing window.
    assert [e.key for e in assistant.memory.summaries(user_id)[0].entries] == [f"{thread}:0"]
    _turn(assistant, user_id, thread, 6)
    entries = assistant.memory.summaries(user_id)[0].entries
    assert [e.key for e in entries] == [f"{thread}:0", f"{thread}:1"]
    assert entries[1].question == "Question 4 / Question 5 / Question 6"
    system, seen = _turn(assistant, user_id, thread, 7)
    assert seen == ["Question 6", "Answer 6", "Question 7"]
    assert system.count("They asked:") == 2


def test_failed_pass_writes_nothing_and_is_retried(db, user_id: str) -> None:
    label, thread = user_label(user_id), f"{user_id}-t"
    messages: list[BaseMessage] = []
    for n in range(1, 4):
        messages += [HumanMessage(f"Q{n}", id=f"h{n}"), AIMessage(f"A{n}", id=f"a{n}")]
    outcomes = iter([RuntimeError("model timed out"), ("What was asked", "What was answered")])

    def flaky(_span: Any) -> tuple[str, str]:
        result = next(outcomes)
        if isinstance(result, Exception):
            raise result
        return result

    assert summary_pass(db.store, label, thread, messages, every_turns=3, summariser=flaky) == 0
    assert SummaryStore(db.store).entries(label, thread) == []
    assert summary_pass(db.store, label, thread, messages, every_turns=3, summariser=flaky) == 1
    (entry,) = SummaryStore(db.store).entries(label, thread)
    assert (entry.question, entry.refs) == ("What was asked", ["h1", "a1", "h2", "a2", "h3", "a3"])
    empty = summary_pass(db.store, label, f"{thread}-2", messages, every_turns=3, summariser=lambda _s: ("", " "))
    assert empty == 0 and SummaryStore(db.store).entries(label, f"{thread}-2") == []


def test_model_summariser_parses_json_or_fails() -> None:
    span = [HumanMessage("When is the dentist?"), AIMessage("Tuesday at nine.")]
    good = ScriptedChatModel(rules=[{"when": ["Summarise"], "replies": [
        {"content": 'Sure: {"question": "When the dentist appointment is", "answer": "Tuesday at 9"}'}]}])
    assert model_summariser(good)(span) == ("When the dentist appointment is", "Tuesday at 9")
    assert "Person: When is the dentist?" in str(good.requests[0][-1].content)
    bad = ScriptedChatModel(rules=[{"when": ["Summarise"], "replies": [{"content": "I cannot do that."}]}])
    with pytest.raises(SummaryFailedError):
        model_summariser(bad)(span)


def test_list_and_delete_thread_summaries(db, settings, user_id: str, test_now: datetime) -> None:
    memory = open_memory_service(settings, database=db, background=False, write_wait_seconds=30)
    assert memory.summaries(user_id) == []
    label = user_label(user_id)
    now = test_now
    memory.touch_thread(user_id, "t-old", title="What's for dinner", now=now - timedelta(hours=1))
    memory.touch_thread(user_id, "t-new", title="Plan the weekend", now=now)
    store = SummaryStore(db.store)
    store.write(label, "t-old", Window(0, 0, 20), "What to cook", "Pasta with pesto", ["m1", "m2"])
    store.write(label, "t-new", Window(1, 20, 40), "Saturday plans", "Zoo at ten", ["m3"])
    store.write(label, "t-new", Window(0, 0, 20), "Weekend weather", "Sunny", [])
    SummaryStore(db.store).write(user_label("someone-else"), "t-x", Window(0, 0, 2), "q", "a", [])

    threads = memory.summaries(user_id)
    assert [t.thread_id for t in threads] == ["t-new", "t-old"]  # newest first
    assert threads[0].title == "Plan the weekend"
    assert [e.key for e in threads[0].entries] == ["t-new:0", "t-new:1"]
    assert threads[1].entries[0].refs == ["m1", "m2"]
    payload = threads[0].to_json()
    assert payload["entries"][1] == {"key": "t-new:1", "question": "Saturday plans", "answer": "Zoo at ten",
                                     "refs": ["m3"], "created_at": threads[0].entries[1].created_at.isoformat()}
    assert isinstance(payload["updated_at"], str)

    assert memory.delete_thread_summaries(user_id, "t-new") == 2
    assert memory.delete_thread_summaries(user_id, "t-new") == 0
    assert [t.thread_id for t in memory.summaries(user_id)] == ["t-old"]
    counts = memory.clear(user_id)
    assert counts["summaries"] == 1
    assert memory.summaries(user_id) == []
    assert [t.thread_id for t in memory.summaries("someone-else")] == ["t-x"]


def test_streamed_turns_are_summarised_too(assistant: Assistant, user_id: str) -> None:
    thread = f"{user_id}-s"
    for n in range(1, 4):
        assert "".join(assistant.stream(f"Question {n}", user_id=user_id, thread_id=thread)) == f"Answer {n}"
    assert assistant.after_turn.wait_idle(WAIT_SECONDS)
    (summaries,) = assistant.memory.summaries(user_id)
    assert summaries.title == "Question 1" and [e.key for e in summaries.entries] == [f"{thread}:0"]
