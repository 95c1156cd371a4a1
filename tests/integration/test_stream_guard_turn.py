"""A streamed model turn through the real graph (real Postgres checkpointer): the first clause is spoken before the
reply is written, and a reply whose rest fails the guard ends after that clause, without the failing words and
without the fallback after them.
The model at the graph seam writes its scripted reply a word at a time, as the bundled model streams tokens."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
import threading
from typing import Any

from langchain_core.messages import AIMessageChunk, BaseMessage
from langchain_core.outputs import ChatGenerationChunk
from pydantic import PrivateAttr
from scripted_model import ScriptedChatModel

from gpt_home.agent.assistant import Assistant
from gpt_home.agent.prompts import LOADING_NOTICE

T0 = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)
CALM = "Your evening looks calm, and dinner is at 7 pm with the whole family. Enjoy the quiet time together."
PARIS = f"{LOADING_NOTICE} Paris is the capital of France. It has a big tower that is very old."
CATS = "Cats are curious animals, and they love to sleep in warm places. They purr when they are happy."


class WordStreamingModel(ScriptedChatModel):
    """The scripted reply, streamed a word at a time; after ``pause_after`` words it waits for ``go`` (bounded)."""

    pause_after: int = 10**6
    written: int = 0
    _stop: threading.Event = PrivateAttr(default_factory=threading.Event)
    _go: threading.Event = PrivateAttr(default_factory=threading.Event)
    _paused: threading.Event = PrivateAttr(default_factory=threading.Event)

    def _stream(self, messages: list[BaseMessage], stop: list[str] | None = None, run_manager: Any = None,
                **kwargs: Any) -> Iterator[ChatGenerationChunk]:
        text = self._generate(messages, stop, run_manager, **kwargs).generations[0].message.text
        if text.startswith(LOADING_NOTICE):  # as LocalChatModel says it: one chunk before the answer
            text = text.removeprefix(LOADING_NOTICE + " ")
            yield ChatGenerationChunk(message=AIMessageChunk(content=LOADING_NOTICE + " "))
        for n, word in enumerate(text.split(" ")):
            if self._stop.is_set():
                break
            self.written += 1
            if n == self.pause_after:
                self._paused.set()
                self._go.wait(30)
            piece = word if n == 0 else " " + word
            chunk = ChatGenerationChunk(message=AIMessageChunk(content=piece))
            if run_manager is not None:
                run_manager.on_llm_new_token(piece, chunk=chunk)
            yield chunk


    def stop_generation(self) -> None:
        """As LocalChatModel.stop_generation: the rest of the reply is not written."""
        self._stop.set()
        self._go.set()


def _model() -> WordStreamingModel:
    return WordStreamingModel(rules=[{"when": ["how my evening looks"], "replies": [{"content": CALM}]},
                                     {"when": ["capital of france"], "replies": [{"content": PARIS}]},
                                     {"when": ["about cats"], "replies": [{"content": CATS}]}])


def test_the_first_clause_is_spoken_while_the_model_is_still_writing(settings, db, user_id: str) -> None:
    model = _model()
    model.pause_after = 6  # "Cats are curious animals, and they" written; the model waits until told to go on
    assistant = Assistant(settings, db, chat_model=model)
    try:
        stream = assistant.stream_turn("tell me about cats", user_id=user_id, thread_id=f"{user_id}-c", now=T0)
        chunks = iter(stream)
        first = next(chunks)  # would wait 30 s for the paused model if the clause were held to the full stop
        paused_at_first = model._paused.is_set() and not model._go.is_set()
        model._go.set()
        rest = list(chunks)
    finally:
        model._go.set()
        assistant.close()
    assert first == "Cats are curious animals, "
    assert paused_at_first  # spoken while the rest of its sentence was not yet written
    assert stream.reply is not None and stream.reply.text == CATS and "".join([first, *rest]).strip() == CATS


def test_a_rest_failing_the_guard_after_the_first_clause_ends_the_reply_there(settings, db, user_id: str) -> None:
    model = _model()
    model.pause_after = 14  # after "... 7 pm with the whole family.": goes on only if not stopped (or after 30 s)
    assistant = Assistant(settings, db, chat_model=model)
    try:
        stream = assistant.stream_turn("tell me how my evening looks", user_id=user_id, thread_id=f"{user_id}-e",
                                       now=T0)
        chunks = list(stream)
    finally:
        model._go.set()
        assistant.close()
    assert chunks[0] == "Your evening looks calm, "  # spoken before the failing words were written
    assert stream.reply is not None
    assert stream.reply.text == "Your evening looks calm,"  # never the fallback after words already heard
    assert "7" not in stream.reply.text and "dinner" not in stream.reply.text
    assert model.written < len(CALM.split(" "))  # the rest, never to be said, was not written either


def test_the_loading_notice_is_not_taken_for_the_answer(settings, db, user_id: str) -> None:
    assistant = Assistant(settings, db, chat_model=_model())
    try:
        stream = assistant.stream_turn("what is the capital of france", user_id=user_id, thread_id=f"{user_id}-p",
                                       now=T0)
        chunks = list(stream)
    finally:
        assistant.close()
    assert chunks[0] == LOADING_NOTICE + " "
    assert stream.reply is not None  # a knowledge answer says its first sentence: the answer's, not the notice
    assert stream.reply.text == f"{LOADING_NOTICE} Paris is the capital of France."
