"""The local model's evaluated prompt kept on disk, so a cold process does not read the voice rules again.

Why: reading the system prompt (about 110 tokens, most of them the fixed voice rules) was most of a cold model
answer's work: 2.6 CPU-s of 2.8 for "why do cats purr" on the 2-core box, against 0.9 with the prompt's state
restored (``bench/outage_drill.py --cold-only``). llama.cpp saves a sequence's KV cache with its tokens
(``llama_state_seq_save_file``, 3-4 MB here) and restores it in milliseconds; llama-cpp-python then evaluates only
the tokens after the longest common prefix, exactly as it does between two turns of one process (the time of day,
the utterance). The answer is the same as without the file: the cached cells are the ones the same model computed for
the same tokens.

One file per model file, context size, llama-cpp-python version and text of the rules, under ``<data_dir>/cache``: a
change of the voice rules (a new release's wording, another assistant name) gets a file of its own, so an install
never keeps restoring the rules it had before (a restored file is never replaced, only a missing one is written). A
file that does not load (another build, truncated) is ignored and replaced. Nothing here is needed for correctness: every failure is
logged at DEBUG and the prompt is read as before.
"""

from __future__ import annotations

import contextlib
import ctypes
import hashlib
import logging
import os
import threading
from pathlib import Path
from typing import Any

_LOGGER = logging.getLogger(__name__)
CACHE_DIR_NAME = "cache"


def state_file(data_dir: Path, model_path: str, n_ctx: int, shared_text: str) -> Path:
    """Where the prompt state of this model file, context size and fixed prompt text (``shared_text``, the voice
    rules) is kept."""
    import llama_cpp

    stat = Path(model_path).stat()
    rules = hashlib.sha256(shared_text.encode()).hexdigest()
    key = f"{Path(model_path).resolve()}|{stat.st_size}|{stat.st_mtime_ns}|{n_ctx}|{llama_cpp.__version__}|{rules}"
    return data_dir / CACHE_DIR_NAME / f"prompt-{hashlib.sha256(key.encode()).hexdigest()[:16]}.kv"


def restore(llama: Any, path: Path) -> int:
    """Load the saved prompt state into a freshly loaded model; the number of tokens restored (0: none)."""
    import llama_cpp

    if llama.n_tokens or not path.is_file():
        return 0
    capacity = llama.n_ctx()
    tokens = (llama_cpp.llama_token * capacity)()
    count = ctypes.c_size_t(0)
    try:
        loaded = llama_cpp.llama_state_seq_load_file(llama.ctx, str(path).encode(), 0, tokens, capacity,
                                                     ctypes.byref(count))
    except OSError as exc:
        _LOGGER.debug("prompt state %s not restored: %s", path.name, exc)
        return 0
    if not loaded or not count.value:
        _LOGGER.debug("prompt state %s does not fit this model; it is replaced after this answer", path.name)
        return 0
    llama.input_ids[: count.value] = tokens[: count.value]
    llama.n_tokens = count.value
    return count.value


def kept_prefix(llama: Any, shared_text: str) -> int:
    """How many evaluated tokens to keep: those up to the end of ``shared_text`` (the fixed voice rules), never one
    of the time, the utterance or the answer; 0 when the rules are not found where expected (then nothing is kept).
    """
    n = int(llama.n_tokens)
    rules = llama.tokenize(shared_text.encode(), add_bos=False, special=False)
    if n == 0 or len(rules) < 8:
        return 0
    evaluated = llama.input_ids[:n].tolist()
    head = rules[:8]
    for start in range(0, min(n - len(head), 64) + 1):  # the chat template's opening tokens come first
        if evaluated[start:start + len(head)] == head:
            # Two tokens of margin: the rules' last word may tokenize differently before what follows it.
            end = start + len(rules) - 2
            return end if 0 < end <= n and evaluated[start:end] == rules[:end - start] else 0
    return 0


def save(llama: Any, path: Path, shared_text: str) -> bool:
    """Save the evaluated prompt up to the end of ``shared_text`` for the next cold process; True when saved.

    Only the shared, fixed part is written: the household's words and the model's answer never reach the disk (the
    cells after it are dropped from the model first, so the file cannot hold them either; the model is done by then).
    """
    import llama_cpp

    n = kept_prefix(llama, shared_text)
    if not n:
        _LOGGER.debug("prompt state not saved: the fixed part of the prompt was not found")
        return False
    llama_cpp.llama_memory_seq_rm(llama_cpp.llama_get_memory(llama.ctx), 0, n, -1)
    llama.n_tokens = n
    tokens = (llama_cpp.llama_token * n)(*llama.input_ids[:n].tolist())
    partial = path.with_name(f"{path.name}.{os.getpid()}.part")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if not llama_cpp.llama_state_seq_save_file(llama.ctx, str(partial).encode(), 0, tokens, n):
            partial.unlink(missing_ok=True)
            return False
        os.replace(partial, path)  # atomic: a process reading it sees the old file or the new one
    except OSError as exc:  # a read-only or full data dir: the next cold start reads the prompt itself
        _LOGGER.debug("prompt state not saved: %s", exc)
        with contextlib.suppress(OSError):
            partial.unlink(missing_ok=True)
        return False
    return True


def prime(llama: Any, path: Path, shared_text: str, stop: threading.Event | None = None) -> bool:
    """Evaluate ``shared_text`` as the chat template opens a system prompt with it, and save it (a first load that
    found no state file); True when saved. The model keeps the rules evaluated either way, so the turn after reads
    only what follows them. Nothing but the fixed text is evaluated here, and only its tokens are saved. ``stop``:
    evaluated in batches, ending at the next one once it is set (the rules then stay unsaved: ``kept_prefix`` finds
    them incomplete)."""
    if llama.n_tokens:
        return False
    # A placeholder after the rules, as the time follows them in a real prompt; save() keeps only the rules.
    messages = [{"role": "system", "content": f"{shared_text}\n\nIt is now"}, {"role": "user", "content": "."}]
    _evaluate(llama, messages, stop)
    return save(llama, path, shared_text)


def _evaluate(llama: Any, messages: list[dict[str, Any]], stop: threading.Event | None) -> None:
    """``messages`` evaluated as the chat template lays them out; with ``stop``, in batches that end once it is set.

    Why: a load made ahead of a turn evaluates the voice rules (a first load) and the turn's head after the weights;
    at load 12-16 that took many seconds, and the daemon's stop waited for it (agent/model_close.py: the close sets
    the flag a waiting turn sets). What was evaluated before the stop stays valid (llama.cpp keeps the prefix)."""
    if stop is None:
        llama.create_chat_completion(messages=messages, max_tokens=1, temperature=0.0)
        return
    from gpt_home.agent import read_ahead

    read_ahead.evaluate(llama, messages, stop)


def warm_head(llama: Any, head_text: str, *, append_only: bool = False, question: str = "",
              stop: threading.Event | None = None) -> int:
    """Evaluate a system prompt ``head_text`` (the voice rules and the time line, as the coming turn will send them)
    the way the chat template opens a conversation with it; the number of tokens it added. For a load made while the
    user is still speaking: the turn then reads only its words and the chat markers after them (llama-cpp-python
    keeps the longest common prefix of the previous call). ``question``: the words heard so far, read as the user's
    message (agent/prompt_layout.py ``warm_chat``), so a turn whose final words are these reads only the markers
    after them. Nothing is saved; a different prompt just matches less. ``stop``: as ``prime``'s."""
    from gpt_home.agent import prompt_layout

    before = int(llama.n_tokens)
    messages = prompt_layout.warm_chat(head_text, question, layout=append_only)
    _evaluate(llama, messages, stop)
    return int(llama.n_tokens) - before
