"""After a turn a local intent answered, the next turn's start is read ahead by the local model (loaded first where the
holder allows it), so a thread's first model question after local ones reads only its own part and words (issue 12,
agent/turn_prompt.py). Real Postgres, the household as the daemon wires it, the real bundled model; tokens evaluated
are counted, never time."""

from __future__ import annotations

import threading
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from gpt_home.agent.llm import LocalChatModel
from gpt_home.agent.local_model import OnDemandModel
from gpt_home.agent.question_form import model_question
from gpt_home.wiring import build_household

NOW = datetime(2026, 12, 2, 18, 0, tzinfo=UTC)
LOCAL = ["what time is it", "set a timer for five minutes", "what is the date today"]
QUESTION = "who wrote the old man and the sea"  # no local table holds it: the model answers


def _local_model(path: Path, *, load_ahead: bool) -> LocalChatModel:
    model = LocalChatModel(model_path=str(path), n_ctx=1024, max_tokens=12)
    model._holder = OnDemandModel(str(path), 1024, idle_release_seconds=600.0)  # private: not the shared holder
    model.holder.keep_thread = True  # as wiring.wake_hook sets them where the model loads while the user speaks
    model.holder.load_ahead = load_ahead
    return model


@pytest.fixture
def model(local_model_path: Path) -> Any:
    model = _local_model(local_model_path, load_ahead=True)
    yield model
    model.holder.release()


def _settled(assistant: Any) -> None:
    """The turn's after-reply work done, the read-ahead it started included (the reply is spoken meanwhile)."""
    assert assistant.settle()
    for worker in list(threading.enumerate()):
        if worker.name == "llm-read-ahead":
            worker.join(120.0)
            assert not worker.is_alive()


def _turns(assistant: Any, user_id: str, thread: str, texts: list[str], start: int = 0) -> list[Any]:
    replies = []
    for n, text in enumerate(texts, start):
        replies.append(assistant.turn(text, user_id=user_id, thread_id=thread, now=NOW + timedelta(seconds=5 * n)))
        _settled(assistant)
    return replies


def _question_tokens(model: LocalChatModel, question: str) -> int:
    """Tokens of the turn's question as the model reads it."""
    with model.holder.use(model.holder.context) as llama:  # the loaded context: no reload
        return len(llama.tokenize(model_question(question).encode(), add_bos=False, special=False))


def test_a_threads_first_model_question_after_local_turns_reads_only_its_own_part_and_words(
        household, model, settings, db, local_model_path: Path, user_id: str) -> None:
    locals_ = _turns(household.assistant, user_id, f"{user_id}-a", LOCAL)
    assert [r.handled_by for r in locals_] == ["intent"] * len(LOCAL)
    assert model.holder.loaded and model.holder.loads == 1  # loaded after the first local turn, for the thread
    when = NOW + timedelta(seconds=5 * len(LOCAL))
    reply = household.assistant.turn(QUESTION, user_id=user_id, thread_id=f"{user_id}-a", now=when)
    read = model.holder.prompt_tokens_read
    assert reply.model_ran and model.holder.loads == 1
    own = _question_tokens(model, QUESTION)
    # Its words and the chat markers around them: not the local turns again, nor the time line read ahead with them
    # (the same minute; a later one still shares the date)
    assert read <= own + 12, (read, own)

    plain = _local_model(local_model_path, load_ahead=False)  # the daemon before: only model turns read ahead
    other = build_household(settings, db, chat_model=plain)
    try:
        _turns(other.assistant, user_id, f"{user_id}-b", LOCAL)
        assert not plain.holder.loaded  # local turns load nothing without load_ahead
        plain_reply = other.assistant.turn(QUESTION, user_id=user_id, thread_id=f"{user_id}-b", now=when)
        plain_read = plain.holder.prompt_tokens_read
    finally:
        other.assistant.close()
        plain.holder.release()
    local_words = sum(len(r.text.split()) + 3 for r in locals_)  # each local exchange: at least its reply's words
    assert plain_read >= read + local_words, (plain_read, read)
    # Greedy decoding of the same prompt, read in other batches: the answers agree on their opening words
    assert reply.text.split()[:4] == plain_reply.text.split()[:4], (reply.text, plain_reply.text)


def test_the_start_read_ahead_is_the_start_each_model_turn_sends(household, model, user_id: str) -> None:
    """Local turns enough for the window to move, model turns between local ones: every model turn's prompt as sent
    begins with the start read ahead before it (its placeholder question aside), and reads only its words."""
    holder = model.holder
    aheads: list[list[dict[str, Any]]] = []
    sents: list[list[dict[str, Any]]] = []
    read_ahead, sent = holder.read_ahead, holder.layout.sent

    def recording_read_ahead(chat: list[dict[str, Any]], **kwargs: Any) -> int:
        aheads.append([dict(m) for m in chat])
        return read_ahead(chat, **kwargs)

    def recording_sent(chat: list[dict[str, Any]]) -> None:
        sents.append([dict(m) for m in chat])
        sent(chat)

    holder.read_ahead = recording_read_ahead  # type: ignore[method-assign]
    holder.layout.sent = recording_sent  # type: ignore[method-assign]
    assistant, thread = household.assistant, f"{user_id}-w"
    texts = [*LOCAL, "turn on the kitchen light", "what time is it", "what day is it tomorrow", "what is the date",
             QUESTION, "what time is it", "why is the sky blue"]
    for n, text in enumerate(texts):
        before = len(aheads)
        reply = _turns(assistant, user_id, thread, [text], start=n)[0]
        if reply.model_ran:
            # the last one before this turn (its own came after it, and a second once its thread summary was written)
            last_ahead = aheads[before - 1]
            assert sents[-1][:len(last_ahead) - 1] == last_ahead[:-1]
            own = _question_tokens(model, text)
            assert holder.prompt_tokens_read <= own + 12, (text, holder.prompt_tokens_read, own)
    assert len(sents) == 2 and holder.loads == 1
