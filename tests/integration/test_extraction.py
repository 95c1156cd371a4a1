"""Background LangMem extraction and the memory tools against the real Postgres, with a scripted capable model."""

from __future__ import annotations

import threading
import time
from typing import Any

import pytest
from scripted_model import ScriptedChatModel, load_fixture

from gpt_home.agent.assistant import Assistant
from gpt_home.config import Settings
from gpt_home.memory.extraction import USER_CONFIG_KEY, extraction_spec, memory_tools
from gpt_home.memory.manager import MemoryKind, memory_namespace, user_label

WAIT_SECONDS = 60


def _chat_model(*rules: dict[str, Any]) -> ScriptedChatModel:
    return ScriptedChatModel(rules=[*rules, {"when": ["You are GPT Home"], "replies": [{"content": "Noted."}]}])


def _extractor() -> ScriptedChatModel:
    return ScriptedChatModel(rules=load_fixture("extraction_replies.json")["rules"])


def _assistant(make_settings, db, extractor: ScriptedChatModel, **overrides: Any) -> Assistant:
    settings = make_settings(**{"summary_every_turns": 0, "memory_extraction_delay_seconds": 0, **overrides})
    return Assistant(settings, db, chat_model=_chat_model(), extraction_model=extractor)


def _texts(assistant: Assistant, user_id: str, kind: MemoryKind) -> list[str]:
    return sorted(m.text for m in assistant.memory.list(user_id, kind))


def test_extraction_spec_follows_the_chat_model(make_settings) -> None:
    assert extraction_spec(make_settings(llm_model="auto")) is None
    assert extraction_spec(make_settings(llm_model="local")) is None
    assert extraction_spec(make_settings(llm_model="none")) is None
    assert extraction_spec(make_settings(llm_model="openai:gpt-4o-mini")) == "openai:gpt-4o-mini"
    assert extraction_spec(make_settings(llm_model="openai:gpt-4o-mini", memory_extraction_model="none")) is None
    assert extraction_spec(make_settings(llm_model="local", memory_extraction_model="anthropic:claude-x")) == (
        "anthropic:claude-x")
    with pytest.raises(Exception, match="too weak"):
        make_settings(memory_extraction_model="local:/m.gguf")


def test_changed_fact_replaces_the_old_one_in_our_shape(make_settings, db, user_id: str) -> None:
    extractor = _extractor()
    assistant = _assistant(make_settings, db, extractor)
    try:
        thread = f"{user_id}-t"
        assistant.ask("Our cat is called Miso.", user_id=user_id, thread_id=thread)
        assert assistant.after_turn.wait_idle(WAIT_SECONDS)
        assert _texts(assistant, user_id, MemoryKind.SEMANTIC) == ["The cat is called Miso"]
        assert _texts(assistant, user_id, MemoryKind.EPISODIC) == []  # the diary had nothing to record

        # One stored shape: exactly our fields, whatever LangMem's manager wrote.
        raw = db.store.search(memory_namespace(user_id, MemoryKind.SEMANTIC), limit=10)
        assert [item.value for item in raw] == [
            {"content": "The cat is called Miso", "device": assistant.settings.device_id, "source": "extraction"}]

        assistant.ask("We took the cat to the vet and renamed her, she is Luna now.", user_id=user_id,
                      thread_id=thread)
        assert assistant.after_turn.wait_idle(WAIT_SECONDS)
        assert _texts(assistant, user_id, MemoryKind.SEMANTIC) == ["The cat is called Luna"]  # replaced, no duplicate
        assert _texts(assistant, user_id, MemoryKind.EPISODIC) == ["On 29 November 2026 the cat went to the vet"]
        # Consolidation looked at what was stored: the old fact was in the model's prompt as an existing memory.
        semantic_requests = ["\n".join(str(m.content) for m in r) for r in extractor.requests
                             if "You maintain the long-term memory" in str(r[-1].content)]
        assert "The cat is called Miso" in semantic_requests[-1] and "<existing>" in semantic_requests[-1]
        # Only the new turn was extracted the second time, not the whole thread again.
        assert "Our cat is called Miso." not in semantic_requests[-1]
        assert assistant.after_turn.worker.failed == 0
    finally:
        assistant.close()


def test_facade_memories_are_consolidated_too(make_settings, db, user_id: str) -> None:
    assistant = _assistant(make_settings, db, _extractor())
    try:
        assistant.memory.add(user_id, "The cat is called Miso")  # written by the CLI / settings page / intent
        assistant.ask("The cat is Luna now.", user_id=user_id)
        assert assistant.after_turn.wait_idle(WAIT_SECONDS)
        assert _texts(assistant, user_id, MemoryKind.SEMANTIC) == ["The cat is called Luna"]
    finally:
        assistant.close()


def test_extraction_never_delays_the_reply(make_settings, db, user_id: str) -> None:
    extractor = _extractor()
    release = threading.Event()
    started = threading.Event()

    def block(_text: str) -> None:
        started.set()
        release.wait(WAIT_SECONDS)

    extractor.on_request(block)
    assistant = _assistant(make_settings, db, extractor)
    try:
        begun = time.monotonic()
        reply = assistant.ask("Our cat is called Miso.", user_id=user_id)
        assert reply.text == "Noted."
        assert started.wait(WAIT_SECONDS)  # extraction is running right now, blocked in the model...
        assert time.monotonic() - begun < WAIT_SECONDS / 2  # ...and the reply came back anyway
        assert _texts(assistant, user_id, MemoryKind.SEMANTIC) == []
        release.set()
        assert assistant.after_turn.wait_idle(WAIT_SECONDS)
        assert _texts(assistant, user_id, MemoryKind.SEMANTIC) == ["The cat is called Miso"]
    finally:
        release.set()
        assistant.close()


def test_cleared_memory_does_not_come_back_from_pending_extraction(make_settings, db, user_id: str) -> None:
    extractor = _extractor()
    assistant = _assistant(make_settings, db, extractor, memory_extraction_delay_seconds=3600)
    try:
        assistant.ask("The garage PIN is 4321.", user_id=user_id)
        assert assistant.settle()  # the turn's records and its background work are queued after the reply
        assert assistant.memory.flush(WAIT_SECONDS)  # and its journaled conversation record is in Postgres
        assert assistant.after_turn.worker.pending_count() == 1  # debounced: waiting for the conversation to rest
        counts = assistant.memory.clear(user_id)
        assert counts["conversations"] == 1
        assert assistant.after_turn.worker.pending_count() == 0
        assert assistant.after_turn.wait_idle(WAIT_SECONDS, run_now=True)
        assert extractor.requests == []
        assert assistant.memory.list(user_id) == []
    finally:
        assistant.close()


def test_cleared_memory_does_not_come_back_from_running_extraction(make_settings, db, user_id: str) -> None:
    extractor = _extractor()
    release = threading.Event()
    in_model = threading.Event()

    def block(text: str) -> None:
        if "PIN" in text:
            in_model.set()
            release.wait(WAIT_SECONDS)

    extractor.on_request(block)
    assistant = _assistant(make_settings, db, extractor)
    other = f"{user_id}-other"
    try:
        assistant.ask("The garage PIN is 4321.", user_id=user_id)
        assert in_model.wait(WAIT_SECONDS)  # the extraction has read the transcript and is asking the model
        assistant.memory.clear(user_id)
        release.set()  # the model now answers "remember the PIN"; the write must be refused
        assert assistant.after_turn.wait_idle(WAIT_SECONDS)
        assert assistant.memory.list(user_id) == []
        assert assistant.after_turn.worker.cancelled >= 1
        # Someone else's extraction is untouched by that clear.
        assistant.ask("Our cat is called Miso.", user_id=other)
        assert assistant.after_turn.wait_idle(WAIT_SECONDS)
        assert _texts(assistant, other, MemoryKind.SEMANTIC) == ["The cat is called Miso"]
    finally:
        release.set()
        assistant.close()


def test_debounced_per_conversation(make_settings, db, user_id: str) -> None:
    extractor = _extractor()
    assistant = _assistant(make_settings, db, extractor, memory_extraction_delay_seconds=3600)
    try:
        thread = f"{user_id}-t"
        assistant.ask("hello", user_id=user_id, thread_id=thread)
        assistant.ask("Our cat is called Miso.", user_id=user_id, thread_id=thread)
        assert assistant.after_turn.worker.pending_count() == 1  # one pass for the burst, not one per turn
        assert assistant.after_turn.wait_idle(WAIT_SECONDS, run_now=True)
        semantic = [r for r in extractor.requests if "You maintain the long-term memory" in str(r[-1].content)]
        assert len(semantic) == 1 and "hello" in str(semantic[0][-1].content)
        assert _texts(assistant, user_id, MemoryKind.SEMANTIC) == ["The cat is called Miso"]
    finally:
        assistant.close()


def test_memory_tools_write_our_shape(settings: Settings, db, user_id: str) -> None:
    manage, search = memory_tools(db.store, device_id="kitchen")
    config = {"configurable": {USER_CONFIG_KEY: user_label(user_id)}}
    result = manage.invoke({"content": "Prefers oat milk", "action": "create"}, config=config)
    assert "created memory" in result
    raw = db.store.search(memory_namespace(user_id, MemoryKind.SEMANTIC), limit=10)
    assert [i.value for i in raw] == [{"content": "Prefers oat milk", "device": "kitchen", "source": "agent-tool"}]
    found = search.invoke({"query": "what milk do they like"}, config=config)
    assert "Prefers oat milk" in found


def test_agent_calls_the_memory_tool(make_settings, db, user_id: str) -> None:
    chat = _chat_model({"when": ["You are GPT Home", "oat milk"], "replies": [
        {"tool_calls": [{"name": "manage_memory", "args": {"content": "Prefers oat milk", "action": "create"}}]},
        {"content": "I'll remember that."},
    ]})
    settings = make_settings(summary_every_turns=0, memory_extraction_model="none")
    assistant = Assistant(settings, db, chat_model=chat, extraction_model=_extractor())
    try:
        reply = assistant.ask("Remember that I like oat milk.", user_id=user_id)
        assert reply.text == "I'll remember that."
        assert ["manage_memory", "search_memory"] in chat.bound_tools
        assert assistant.after_turn.wait_idle(WAIT_SECONDS, run_now=True)
        assert _texts(assistant, user_id, MemoryKind.SEMANTIC) == ["Prefers oat milk"]
        state = assistant.graph.get_state({"configurable": {"thread_id": reply.thread_id}})
        assert [m.type for m in state.values["messages"]] == ["human", "ai", "tool", "ai"]
        assert "created memory" in state.values["messages"][2].text
    finally:
        assistant.close()


def test_clear_from_another_process_stops_queued_extraction(make_settings, db, settings, user_id: str) -> None:
    from gpt_home.memory.factory import open_memory_service

    extractor = _extractor()
    assistant = _assistant(make_settings, db, extractor, memory_extraction_delay_seconds=3600)
    # its own service and pool, no access to the daemon's worker: like the web process
    settings_page = open_memory_service(settings.model_copy(update={"device_id": "web"}), background=False,
                                        write_wait_seconds=30)
    try:
        assistant.ask("The garage PIN is 4321.", user_id=user_id)
        assert assistant.settle()  # the turn is recorded after its reply: its extraction is queued before the clear
        assert settings_page.wait_ready(60)
        assert "pending" not in settings_page.clear(user_id)
        assert assistant.after_turn.worker.pending_count() == 1  # the daemon does not know yet...
        assert assistant.after_turn.wait_idle(WAIT_SECONDS, run_now=True)
        assert extractor.requests == [] and assistant.memory.list(user_id) == []  # ...but its job saw the marker
        # Turns after the clear are extracted as usual.
        assistant.ask("Our cat is called Miso.", user_id=user_id)
        assert assistant.after_turn.wait_idle(WAIT_SECONDS, run_now=True)
        assert _texts(assistant, user_id, MemoryKind.SEMANTIC) == ["The cat is called Miso"]
    finally:
        settings_page.close()
        assistant.close()
