"""A spoken knowledge question reaches the model in its plain form (agent/question_form.py) through the real graph
and Postgres checkpointer; the conversation keeps the words as said, and the guard judges the reply by them."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from langchain_core.messages import HumanMessage
from scripted_model import ScriptedChatModel

from gpt_home.agent.assistant import Assistant
from gpt_home.agent.guard import KNOWLEDGE_FALLBACK_REPLY

T0 = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)


def test_the_model_reads_the_plain_question_and_the_thread_keeps_the_spoken_one(settings, db, user_id: str) -> None:
    model = ScriptedChatModel(rules=[
        {"when": ["What is the highest peak on earth?"],
         "replies": [{"content": "The Tower of London is the highest peak on Earth."}]},
        {"when": ["Who wrote romeo and juliet?"], "replies": [{"content": "William Shakespeare wrote it."}]},
    ], default={"content": "The King of Comedy."})
    assistant = Assistant(settings, db, chat_model=model)
    thread = f"{user_id}-q"
    try:
        first = assistant.ask("the fella who wrote romeo and juliet whats his name", user_id=user_id,
                              thread_id=thread, now=T0)
        assert (first.text, first.handled_by) == ("William Shakespeare wrote it.", "llm")
        second = assistant.ask("highest peak on earth", user_id=user_id, thread_id=thread,
                               now=T0 + timedelta(seconds=5))
        # The model's answer names a tower for a peak: replaced before it is heard.
        assert (second.text, second.handled_by) == (KNOWLEDGE_FALLBACK_REPLY, "guard:misses-the-question")
        state = assistant.graph.get_state({"configurable": {"thread_id": thread}})
        spoken = [m.content for m in state.values["messages"] if isinstance(m, HumanMessage)]
        assert spoken == ["the fella who wrote romeo and juliet whats his name", "highest peak on earth"]
    finally:
        assistant.close()
    # Every question of the history is shown in its plain form, the earlier one too (the same prompt prefix).
    asked = [m.content for m in model.requests[-1] if isinstance(m, HumanMessage)]
    assert asked == ["Who wrote romeo and juliet?", "What is the highest peak on earth?"]
