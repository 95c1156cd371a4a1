"""The next turn's start read ahead again once a thread summary changed it (issue 12).

Why: a kept local model reads the next turn's start while a reply is spoken (agent/read_ahead.py), built from the
thread's summary entries as the turn read them (agent/turn_prompt.py). Every ``summary_every_turns`` turns the
memory service writes a summary in the background, *after* that read-ahead: the next turn's system prompt then
gains "Earlier in this conversation" and its window moves, so everything after the voice rules was read again
after its end of speech (the pauses set's "tell me about ... the roman empire" after the tenth turn: 400 of 494
prompt tokens, 2.1 s to the first text under load, 12 s at load 10). Here the summary pass, once it wrote entries,
reads the new start ahead, unless a later turn has taken the model since (its own read-ahead is the one that counts).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import datetime
from typing import Any

from gpt_home.agent.turn_prompt import AgentConfig, read_ahead_after_local

_LOGGER = logging.getLogger(__name__)


def after_summary(config: AgentConfig, store: Any, user_id: str, thread_id: str, values: dict[str, Any],
                  now: datetime) -> Callable[[], None] | None:
    """A callback for the memory service's summary pass of this turn (``values``: the thread's checkpoint with the
    turn): it reads the thread's new start ahead. None when the model keeps no conversation (nothing to read)."""
    model = config.chat_model
    reads_ahead = getattr(model, "reads_ahead", None)
    if reads_ahead is None or not reads_ahead(load=True):
        return None
    tickets = model.holder.ahead
    seen = tickets.last  # this turn's read-ahead (or generation): a later turn or read-ahead takes a newer ticket

    def read_again() -> None:
        if tickets.last != seen:
            _LOGGER.debug("a thread summary was written after a later turn began: its own read-ahead stands")
            return
        _LOGGER.debug("a thread summary changed the next turn's start: reading it ahead again")
        read_ahead_after_local(config, store, user_id, thread_id, values, now)

    return read_again
