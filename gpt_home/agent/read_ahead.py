"""The next model turn's known start evaluated while the model sits idle after a reply (issue 12).

Why: llama.cpp keeps the tokens of the previous call and reads only what follows the longest common prefix. After a
model turn those tokens are the ones the model *generated*; the history the next turn sends holds the reply as it
was kept (replaced or trimmed by the reply guard, stopped at the sentence the stream guard let through, the loading
notice removed, and re-tokenised text never quite matches sampled tokens). The prefix then ended inside the previous
reply and everything after it was read again after the end of speech: 177 of 277 prompt tokens for "why is the sky
blue" after a guard-replaced answer in the quiet voice run. Here the reply as kept is evaluated right after the turn,
while the answer is being spoken, so the next turn reads only its own new part and words.

A read-ahead never holds up a turn: it runs only while no turn uses the model, in batches of ``BATCH`` tokens, and
stops at the next batch once a turn asks (``OnDemandModel.use`` sets the flag before it waits). What stopped half way
stays valid: llama.cpp's ``input_ids`` hold exactly the tokens evaluated, so the turn still matches that prefix.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections.abc import Callable, Sequence
from typing import Any

_LOGGER = logging.getLogger(__name__)
BATCH = 8  # tokens per evaluation between checks for a waiting turn (SmolLM2-135M: a few ms each)
SUPERSEDE_WAIT_SECONDS = 2.0  # a read-ahead waits this long for the model an older one (or a turn) still holds


class TurnCame(Exception):  # noqa: N818 - a signal within this module, never raised out of it
    """A turn asked for the model: the read-ahead stops."""


class Tickets:
    """Only the read-ahead asked for last runs, and none asked for before a turn that has used the model since.

    Why: a read-ahead runs on a worker thread that may start late. When two turns come fast, the one asked for after
    the first turn could otherwise run after the second turn (its use lock free again) and evaluate a start the
    conversation has left, and two read-aheads (a model turn's, then the local turn's after it) could run in the
    wrong order; the next turn would then read again what the right one had read. Each request and each turn takes
    a ticket (``take``); a read-ahead whose ticket is no longer the last does nothing.
    """

    def __init__(self) -> None:
        self._last = 0
        self._lock = threading.Lock()

    def take(self) -> int:
        """A new ticket; every earlier one is stale from now on."""
        with self._lock:
            self._last += 1
            return self._last

    @property
    def last(self) -> int:
        """The last ticket taken (0: none yet)."""
        with self._lock:
            return self._last

    def current(self, ticket: int) -> bool:
        """True while ``ticket`` is the last one taken."""
        with self._lock:
            return ticket == self._last


def when_idle(use_lock: threading.Lock, loaded: Callable[[], Any], chat: Sequence[dict[str, Any]],
              turn_waiting: threading.Event, *, wanted: Callable[[], bool] = lambda: True,
              done: Callable[[], None] = lambda: None) -> int:
    """``evaluate`` on the loaded model (``loaded()``, None when not loaded) if no turn uses it or waits for it
    (``turn_waiting`` clear) and it is still ``wanted()`` (its ticket the last, checked under the lock); ``done()``
    then, still under the lock. The tokens read, 0 when it did not run.

    ``use_lock`` held (a turn, or an earlier read-ahead, which stops at its next batch once this one took a newer
    ticket): waited for up to ``SUPERSEDE_WAIT_SECONDS``. A newer start asked for while an older one is read (a thread
    summary written just after the turn's own read-ahead began, agent/summary_ahead.py) used to be dropped, and the
    next turn read the old start's difference after its end of speech. After a turn the ticket is stale: nothing."""
    if not chat or turn_waiting.is_set() or not use_lock.acquire(timeout=SUPERSEDE_WAIT_SECONDS):
        return 0
    try:
        llama = loaded()
        if llama is None or turn_waiting.is_set() or not wanted():
            return 0
        read = evaluate(llama, chat, turn_waiting, wanted)
        done()
        return read
    finally:
        use_lock.release()


def evaluate(llama: Any, chat: Sequence[dict[str, Any]], turn_waiting: threading.Event,
             wanted: Callable[[], bool] = lambda: True) -> int:
    """Evaluate ``chat`` as the chat template lays it out (one token sampled after it, as ``prompt_state.warm_head``
    does); the number of tokens evaluated, fewer when ``turn_waiting`` was set on the way or it is no longer
    ``wanted()`` (a newer read-ahead was asked for)."""
    read = 0
    original = llama.eval

    def in_batches(tokens: Sequence[int]) -> Any:
        nonlocal read
        result = None
        for start in range(0, len(tokens), BATCH):
            if turn_waiting.is_set() or not wanted():
                raise TurnCame
            result = original(tokens[start:start + BATCH])
            read += len(tokens[start:start + BATCH])
        return result

    llama.eval = in_batches
    try:
        llama.create_chat_completion(messages=list(chat), max_tokens=1, temperature=0.0)
    except TurnCame:
        _LOGGER.debug("read-ahead stopped after %d tokens: a turn or a newer read-ahead asked (or it is closing)",
                      read)
    finally:
        llama.eval = original
    _LOGGER.debug("read ahead %d tokens of the next turn's start", read)
    return read


def count_evaluations(llama: Any, sizes: list[int]) -> None:
    """Record in ``sizes`` how many tokens each evaluation reads (``OnDemandModel.eval_sizes``): the voice figures
    count tokens read after the transcript, which the load of a shared box does not change as it changes seconds."""
    original = getattr(llama, "eval", None)
    if original is None:
        return

    def counting(tokens: Any) -> Any:
        sizes.append(len(tokens))
        return original(tokens)

    with contextlib.suppress(AttributeError, TypeError):  # a stand-in without instance attributes
        llama.eval = counting
