"""What the model is sent for a turn, built in one place for the turn itself and for the read-ahead of the next one.

Why (issue 12): llama.cpp reads only the tokens after the longest common prefix of what it evaluated last, and a
kept model reads the next turn's start ahead while a reply is spoken (agent/read_ahead.py). That pays only when the
start read ahead is exactly the start the next turn sends: the same window of the history (it moves rarely, in
blocks: agent/history_window.py), the same summaries of earlier turns, the same collapsed stretch left out, the questions in the
same plain form. A second copy of this assembly (agent/graph.py had one for the read-ahead beside the turn's, each
reading the summary store) loses the cache silently the day one of them changes. Here ``ThreadPrompt`` holds the
thread as one turn sees it (its summary entries read once) and ``messages`` / ``next_start`` give the turn's prompt
and the next turn's start from it; a turn answered by a local intent uses ``next_start`` too (agent/thread_ahead.py).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol
from zoneinfo import ZoneInfo

from langchain_core.messages import AnyMessage, BaseMessage, HumanMessage, SystemMessage

from gpt_home.agent.history_window import KEEP_TURNS, block_window, summaries_before
from gpt_home.agent.prompts import system_prompt
from gpt_home.agent.question_form import plain_questions
from gpt_home.memory.manager import user_label
from gpt_home.memory.summaries import SummaryEntry, SummaryStore

_LOGGER = logging.getLogger(__name__)
NEXT_QUESTION = "."  # the next turn's question is not known yet: a placeholder after the start read ahead


class AgentConfig(Protocol):
    """What the prompt is built from: agent/graph.py's ``AgentConfig`` (not imported: graph imports this module)."""

    chat_model: Any
    persona: str
    timezone: str
    history_messages: int
    summary_every_turns: int
    summary_keep_turns: int
    assistant_name: str
    reply_guard: bool


def trim_history(messages: Sequence[AnyMessage], limit: int) -> list[AnyMessage]:
    """The last ``limit`` messages at most, cut at a human turn so no tool result is left without its call.

    The start moves in steps of half ``limit`` (at least half ``limit`` kept, always the last message). The prompt
    no longer uses it (its window moves more rarely: agent/history_window.py); kept for the benchmarks that compare
    with the rounds before."""
    start = max(0, len(messages) - limit)
    step = max(1, limit // 2)  # never more than limit: a step of 2 with limit 1 kept nothing, not even the question
    recent = list(messages)[-(-start // step) * step:] if start else list(messages)
    for index, message in enumerate(recent):
        if isinstance(message, HumanMessage):
            return recent[index:]
    return recent[-1:]


def summary_entries(config: AgentConfig, store: Any, user_id: str, thread_id: str | None) -> list[SummaryEntry] | None:
    """The thread's summary entries, read once per turn; None when summaries are off or cannot be read (the model
    then sees the plain tail of the conversation, as before summaries existed)."""
    if config.summary_every_turns < 1 or store is None or not thread_id:
        return None
    try:
        return SummaryStore(store).entries(user_label(user_id), str(thread_id))
    except Exception as exc:  # noqa: BLE001 - fall back to the plain tail, never fail the turn for this
        _LOGGER.warning("reading thread summaries failed; using recent messages only: %s", exc)
        return None


@dataclass(frozen=True)
class ThreadPrompt:
    """One thread as a turn shows it to the model: the agent's prompt settings, the summary entries read for the
    turn (None: none used) and the first message in view (``history_start``, set past a stretch the reply guard
    collapsed; 0: all)."""

    config: AgentConfig
    entries: list[SummaryEntry] | None = None
    history_start: int = 0

    def view(self, messages: Sequence[AnyMessage]) -> tuple[list[str], list[AnyMessage]]:
        """Earlier summaries and the raw messages the model sees; the checkpoint keeps every original message.

        The raw messages are a window whose front moves rarely, in blocks (agent/history_window.py); the summaries
        shown change only when it moves, so between two moves every prompt extends the one before it."""
        config = self.config
        floor = self.history_start if config.reply_guard else 0
        if floor:  # the thread collapsed earlier: its copied stretch (and older summaries) stay out of view
            window = block_window(messages, limit=config.history_messages, keep_turns=KEEP_TURNS, floor=floor)
            return [], list(messages[window.start:])
        if self.entries is not None:
            # A summary takes over once, at the turn after it is written; then the window grows and moves in blocks
            # (the local model has a small context); older turns not summarised yet drop out as before summaries.
            limit = max(config.history_messages, 2 * config.summary_keep_turns + 1)
            window = block_window(messages, limit=limit, keep_turns=config.summary_keep_turns, entries=self.entries)
            return summaries_before(self.entries, window), list(messages[window.start:])
        window = block_window(messages, limit=config.history_messages, keep_turns=KEEP_TURNS)
        return [], list(messages[window.start:])

    def messages(self, messages: Sequence[AnyMessage], now: datetime, *, memories: Sequence[str] = (),
                 profile: str = "") -> list[BaseMessage]:
        """The turn's prompt for a thread holding ``messages`` (its question last): one system prompt, then the
        window of the conversation with every question in its plain form."""
        earlier, history = self.view(messages)
        prompt = system_prompt(now=local_time(self.config, now), persona=self.config.persona, memories=memories,
                               profile=profile, earlier=earlier, name=self.config.assistant_name)
        return [SystemMessage(content=prompt), *plain_questions(history)]

    def next_start(self, messages: Sequence[AnyMessage], now: datetime) -> list[BaseMessage]:
        """The next turn's prompt as far as it is known once the thread holds ``messages`` (the last turn's reply as
        the history keeps it): the window as it will be cut then, the placeholder question last (no memories: they
        are recalled for the question, and sit after the history in the local model's layout)."""
        return self.messages([*messages, HumanMessage(content=NEXT_QUESTION)], now)


def local_time(config: AgentConfig, now: datetime) -> datetime:
    """``now`` in the household's time zone (when one is set), as the system prompt says it."""
    return now.astimezone(ZoneInfo(config.timezone)) if config.timezone else now


def read_ahead_after_local(config: AgentConfig, store: Any, user_id: str, thread_id: str,
                           values: dict[str, Any], now: datetime) -> Any:
    """After a turn a local intent answered (``values``: the thread's checkpoint with it), the next turn's start
    read ahead by a local model that keeps the conversation, loaded first if it allows (``LocalChatModel.keep_reply``
    with ``load``); the worker thread, or None.

    Why (issue 12): only model turns read ahead before, so a thread's first model question after local ones
    ("what time is it", "set a timer ...") read the voice rules' tail and every local exchange after its end of
    speech, with the model still loading: 159 prompt tokens and 1.78 s to the first audio in the quiet voice run,
    against about 40 for the model turns after it. Summaries are read only when the model will read ahead. Never
    raises: it is an optimisation, and the next model turn reads its prompt itself.
    """
    model = config.chat_model
    reads_ahead = getattr(model, "reads_ahead", None)
    if reads_ahead is None or not reads_ahead(load=True):
        return None
    try:
        thread = ThreadPrompt(config, summary_entries(config, store, user_id, thread_id),
                              history_start=int(values.get("history_start") or 0))
        return model.keep_reply(thread.next_start(values.get("messages", []), now), load=True)  # type: ignore[union-attr]
    except Exception as exc:  # noqa: BLE001 - see above
        _LOGGER.warning("reading the next turn's start ahead failed: %s", exc)
        return None
