"""Assistant.turn / stream_turn return one typed Reply; with the database unreachable a question that needs memory
says so, and anything else is answered as usual."""

from __future__ import annotations

from datetime import UTC, datetime

from gpt_home.agent.assistant import Assistant
from gpt_home.agent.graph import MEMORY_UNAVAILABLE_REPLY
from gpt_home.agent.prompts import NO_MODEL_REPLY
from gpt_home.agent.reply import Reply, ReplySource, needs_memory
from gpt_home.memory.factory import open_memory_service

NOW = datetime(2026, 3, 14, 9, 30, tzinfo=UTC)


def _clock(text: str, ctx: object) -> str | None:
    return "It's half past nine." if text == "what time is it" else None


def test_turn_and_stream_turn_return_the_same_typed_reply(settings, db, user_id: str) -> None:
    memory = open_memory_service(settings, database=db, background=False)
    assistant = Assistant(settings, memory, chat_model=None, intent_handlers=[_clock])
    try:
        reply = assistant.turn("what time is it", user_id=user_id, now=NOW)
        assert isinstance(reply, Reply)
        assert (reply.text, reply.source, reply.intent, reply.chunks) == (
            "It's half past nine.", ReplySource.INTENT, "local", ("It's half past nine.",))
        assert set(reply.timings) == {"prepare", "graph", "total"} and reply.seconds == reply.timings["total"]
        stream = assistant.stream_turn("tell me a joke", user_id=user_id, thread_id=reply.thread_id, now=NOW)
        assert stream.reply is None  # only once the chunks are exhausted
        chunks = list(stream)
        assert stream.reply is not None and stream.reply.chunks == tuple(chunks)
        assert (stream.reply.text, stream.reply.source, stream.reply.handled_by) == (
            NO_MODEL_REPLY, ReplySource.FALLBACK, "no-model")
        assert stream.reply.thread_id == reply.thread_id
    finally:
        assistant.close()
        memory.close()


def test_with_the_database_unreachable_only_memory_questions_say_so(make_settings, user_id: str) -> None:
    settings = make_settings(database_url="postgresql://nobody@127.0.0.1:9/none", memory_connect_wait_seconds=5)
    memory = open_memory_service(settings)
    assistant = Assistant(settings, memory, chat_model=None, intent_handlers=[_clock])
    try:
        asked = assistant.turn("what is my daughter called", user_id=user_id, now=NOW)
        assert (asked.text, asked.source) == (MEMORY_UNAVAILABLE_REPLY, ReplySource.FALLBACK)
        assert assistant.turn("what time is it", user_id=user_id, now=NOW).source == ReplySource.INTENT
        assert assistant.turn("tell me a joke", user_id=user_id, now=NOW).text == NO_MODEL_REPLY
        assert assistant.settle(checkpoints=False)  # thread records are written after the reply
        assert memory.journal.pending()  # the turns' thread records wait in the journal
    finally:
        assistant.close()
        memory.close()


def test_needs_memory_tells_personal_questions_apart() -> None:
    assert needs_memory("what is my daughter called") and needs_memory("when did I last see the dentist")
    assert needs_memory("do you remember where the keys are")
    assert not needs_memory("what time is it") and not needs_memory("tell me a joke")
    assert not needs_memory("what is the capital of France")
    # the household's own things, asked without "my" (misses found on bench/data/learning_*.json questions)
    for asked in ("Where is the spare key?", "What's the garage code?", "What's the puppy called?",
                  "When is bin day?", "When is the dentist?", "Where are the batteries?", "What is the wifi password?"):
        assert needs_memory(asked), asked
    for general in ("where is the Eiffel Tower", "what is the speed of light", "when is christmas",
                    "what's the weather like today", "what day is it"):
        assert not needs_memory(general), general
