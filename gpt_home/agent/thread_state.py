"""The conversation a loaded model has read, carried over a reload or a release, in this process's memory only.

Why (issue 12): llama-cpp-python reads only the tokens after the longest common prefix of the previous call, but a
reload (a longer conversation needs a larger context, agent/local_model.py) or a release (idle, or the wake word)
drops what was read, and the next model turn read the whole conversation again after its transcript: 380-420 of
488-514 prompt tokens in round eight's quiet real-time run. ``take`` copies the evaluated sequence (its KV cells,
about 23 KB a token for SmolLM2-135M: 6-12 MB for a short conversation) and its tokens out of the model; ``put``
copies them into a freshly loaded one. The answers do not change: the cells are the ones the same model computed for
the same tokens, and llama-cpp-python keeps only the prefix the next prompt shares with them.

Nothing reaches the disk (the household's words stay in memory; prompt_state.py keeps only the voice rules on disk),
and the kept copy is dropped once the conversation's idle gap has passed (``OnDemandModel.kept_thread_seconds``,
set to ``conversation_idle_seconds``): a later thread starts fresh anyway, and the words are not held longer.
Every failure leaves the model empty and the prompt is read as before.
"""

from __future__ import annotations

import contextlib
import ctypes
import logging
from dataclasses import dataclass
from typing import Any

_LOGGER = logging.getLogger(__name__)


@dataclass(frozen=True)
class ReadState:
    """An evaluated sequence copied out of a model: its tokens and its KV cells."""

    tokens: tuple[int, ...]
    cells: bytes

    @property
    def size_bytes(self) -> int:
        return len(self.cells)


def take(llama: Any) -> ReadState | None:
    """Copy what ``llama`` has evaluated (sequence 0) out of it; None when nothing is evaluated or the copy fails."""
    import llama_cpp

    n = int(llama.n_tokens)
    if n <= 0:
        return None
    try:
        size = int(llama_cpp.llama_state_seq_get_size(llama.ctx, 0))
        buffer = (ctypes.c_uint8 * size)()
        written = int(llama_cpp.llama_state_seq_get_data(llama.ctx, buffer, size, 0))
    except (OSError, AttributeError) as exc:
        _LOGGER.debug("conversation state not copied: %s", exc)
        return None
    if not 0 < written <= size:
        return None
    return ReadState(tokens=tuple(int(t) for t in llama.input_ids[:n]), cells=bytes(memoryview(buffer)[:written]))


def put(llama: Any, state: ReadState | None) -> int:
    """Copy ``state`` into a freshly loaded ``llama`` (nothing evaluated yet, a context that holds it); the number
    of tokens it now holds evaluated (0: not used, the model stays empty)."""
    import llama_cpp

    if state is None or int(llama.n_tokens) or not state.tokens or len(state.tokens) >= llama.n_ctx():
        return 0
    buffer = (ctypes.c_uint8 * len(state.cells)).from_buffer_copy(state.cells)
    try:
        loaded = int(llama_cpp.llama_state_seq_set_data(llama.ctx, buffer, len(state.cells), 0))
    except (OSError, AttributeError) as exc:
        _LOGGER.debug("conversation state not restored: %s", exc)
        loaded = 0
    if not loaded:
        with contextlib.suppress(Exception):  # a failed copy may leave cells: start from nothing
            llama.reset()
            llama_cpp.llama_memory_seq_rm(llama_cpp.llama_get_memory(llama.ctx), 0, 0, -1)
        return 0
    n = len(state.tokens)
    llama.input_ids[:n] = state.tokens
    llama.n_tokens = n
    return n

