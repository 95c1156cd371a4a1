"""Recall for one turn against the real Postgres: profile plus memories within the budget, nothing when empty."""

from __future__ import annotations

from typing import Any

from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.messages import BaseMessage
from scripted_model import ScriptedChatModel

from gpt_home.agent.assistant import Assistant
from gpt_home.agent.prompts import system_prompt
from gpt_home.memory.factory import open_memory_service


class SystemPromptRecorder(BaseCallbackHandler):
    """Keeps the system prompt of every chat model call."""

    def __init__(self) -> None:
        self.prompts: list[str] = []

    def on_chat_model_start(self, serialized: dict[str, Any], messages: list[list[BaseMessage]], **kwargs: Any) -> None:
        self.prompts.extend(str(batch[0].content) for batch in messages)


def test_recall_context_shares_the_budget(db, settings, user_id: str) -> None:
    memory = open_memory_service(settings, database=db, background=False, write_wait_seconds=30)
    empty = memory.recall_context(user_id, "what do I drink", limit=5, budget_tokens=300)
    assert (empty.profile, empty.memories) == ("", [])
    memory.patch_profile(user_id, [{"op": "add", "path": "/name", "value": "Ada"},
                                   {"op": "add", "path": "/notes", "value": "n" * 2000}])
    memory.add(user_id, "Prefers green tea in the morning")
    recalled = memory.recall_context(user_id, "what do I drink", limit=5, budget_tokens=300)
    assert recalled.profile == "name: Ada"  # the 2000-character note does not fit half the budget
    assert recalled.memories == ["Prefers green tea in the morning"]
    assert (len(recalled.profile) + sum(len(m) for m in recalled.memories)) // 4 <= 300


def test_prompt_has_no_empty_scaffolding_then_shows_what_is_stored(make_settings, db, user_id: str) -> None:
    chat = ScriptedChatModel(rules=[])
    assistant = Assistant(make_settings(summary_every_turns=0), db, chat_model=chat, extraction_model=None)
    try:
        recorder = SystemPromptRecorder()
        reply = assistant.ask("What tea do I like?", user_id=user_id, callbacks=[recorder])
        assert reply.memories == ()
        # Exactly the voice rules and the time: no profile, memory or summary headings with nothing under them.
        assert recorder.prompts[0] == system_prompt(now=_now_of(recorder.prompts[0]))
        assistant.memory.patch_profile(user_id, [{"op": "add", "path": "/name", "value": "Ada"}])
        assistant.memory.add(user_id, "Prefers green tea")
        assistant.ask("What tea do I like?", user_id=user_id, callbacks=[recorder])
        assert "Profile of the person speaking: name: Ada" in recorder.prompts[-1]
        assert "- Prefers green tea" in recorder.prompts[-1]
    finally:
        assistant.close()


def _now_of(prompt: str):
    from datetime import datetime

    line = next(p for p in prompt.split("\n\n") if p.startswith("It is now "))
    return datetime.strptime(line.removeprefix("It is now ").rstrip("."), "%A %d %B %Y, %H:%M")
