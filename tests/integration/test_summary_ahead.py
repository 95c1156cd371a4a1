"""A thread summary written after a turn changes the next turn's start; it is read ahead again then, so the next model
question still reads only its own part and words (issue 12, agent/summary_ahead.py). Real Postgres, the household
as the daemon wires it, the real bundled model; tokens evaluated are counted, never time."""

from __future__ import annotations

import threading
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from gpt_home.agent.graph import AgentConfig
from gpt_home.agent.llm import LocalChatModel
from gpt_home.agent.local_model import OnDemandModel
from gpt_home.agent.question_form import model_question
from gpt_home.agent.summary_ahead import after_summary
from gpt_home.memory.manager import user_label
from gpt_home.memory.summaries import SummaryStore
from gpt_home.wiring import build_household

NOW = datetime(2026, 12, 2, 18, 0, tzinfo=UTC)
LOCAL = ["what time is it", "set a timer for five minutes", "what is the date today"]
QUESTION = "who wrote the old man and the sea"  # no local table holds it: the model answers


def _local_model(path: Path) -> LocalChatModel:
    model = LocalChatModel(model_path=str(path), n_ctx=1024, max_tokens=12)
    model._holder = OnDemandModel(str(path), 1024, idle_release_seconds=600.0)  # private: not the shared holder
    model.holder.keep_thread = True  # as wiring.wake_hook sets them where the model loads while the user speaks
    model.holder.load_ahead = True
    return model


def _settled(assistant: Any) -> None:
    """The turn's after-reply work done: recorded, its summary pass run, every read-ahead it started finished."""
    assert assistant.settle()
    assert assistant.after_turn.wait_idle(60.0, run_now=True)
    for worker in list(threading.enumerate()):
        if worker.name == "llm-read-ahead":
            worker.join(120.0)
            assert not worker.is_alive()


def test_the_question_after_a_summary_reads_only_its_own_part_and_words(make_settings, db, local_model_path: Path,
                                                                       user_id: str) -> None:
    settings = make_settings(summary_every_turns=3, summary_keep_turns=1, memory_extraction_model="none")
    model = _local_model(local_model_path)
    household = build_household(settings, db, chat_model=model)
    thread = f"{user_id}-s"
    sent: list[list[dict[str, Any]]] = []
    layout_sent = model.holder.layout.sent
    model.holder.layout.sent = lambda chat: (sent.append([dict(m) for m in chat]), layout_sent(chat))[1]  # type: ignore[method-assign]
    try:
        for n, text in enumerate(LOCAL):
            assert household.assistant.turn(text, user_id=user_id, thread_id=thread,
                                             now=NOW + timedelta(seconds=5 * n)).handled_by == "intent"
            _settled(household.assistant)
        assert SummaryStore(household.memory.store).entries(user_label(user_id), thread)  # the third turn's summary
        reply = household.assistant.turn(QUESTION, user_id=user_id, thread_id=thread,
                                         now=NOW + timedelta(seconds=5 * len(LOCAL)))
        assert reply.model_ran
        assert "Earlier in this conversation" in sent[-1][0]["content"]  # the summary is in the prompt it sent
        with model.holder.use(model.holder.context) as llama:
            own = len(llama.tokenize(model_question(QUESTION).encode(), add_bos=False, special=False))
        # Its words and the chat markers around them, not the summary and the moved window read after it
        assert model.holder.prompt_tokens_read <= own + 12, (model.holder.prompt_tokens_read, own)
    finally:
        household.assistant.close()
        household.memory.close()
        model.holder.release()


def test_a_summary_written_after_a_later_turn_began_reads_nothing_ahead(local_model_path: Path) -> None:
    model = _local_model(local_model_path)
    config = AgentConfig(chat_model=model, summary_every_turns=3)
    called: list[Any] = []
    again = after_summary(config, None, "maya", "t", {"messages": []}, NOW)
    assert again is not None
    model.holder.ahead.take()  # a later turn (or its read-ahead) took the model since
    model.holder.read_ahead = lambda *a, **k: called.append(a)  # type: ignore[method-assign]
    again()
    assert called == [] and not model.holder.loaded


def test_no_reading_ahead_where_the_model_keeps_no_conversation(local_model_path: Path) -> None:
    model = _local_model(local_model_path)
    model.holder.keep_thread = False  # the Pi Zero default: the model is released on the wake word
    assert after_summary(AgentConfig(chat_model=model), None, "maya", "t", {"messages": []}, NOW) is None
    assert after_summary(AgentConfig(chat_model=None), None, "maya", "t", {"messages": []}, NOW) is None
