"""The local model is closed in order before the process exits (agent/model_close.py): a read-ahead running at the
stop ends at its next batch before the model is freed, nothing loads or reads it afterwards, and a process that
exits while a read-ahead runs exits cleanly. The real bundled model; no clock."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from gpt_home.agent import read_ahead
from gpt_home.agent.local_model import OnDemandModel
from gpt_home.errors import ModelLoadError
from tests.held_calls import hold

REPO = Path(__file__).resolve().parents[2]
CHAT = [{"role": "system", "content": "You are a helpful voice assistant in a family home. " * 12},
        {"role": "user", "content": "Tell me about the moon, the sea and the tides. " * 6}]


def _gate(holder: OnDemandModel, events: list[str]) -> threading.Event:
    """Hold the first evaluation on the loaded model until the returned event is set; record evaluations and the
    model's close in ``events``."""
    llama = holder._llama
    close = llama.close

    def closing() -> None:
        events.append("closed")
        close()

    llama.close = closing
    return hold(llama, "eval", events, ("evaluating", "evaluated"))


def test_a_read_ahead_running_at_the_stop_ends_before_the_model_is_freed(local_model_path: Path) -> None:
    holder = OnDemandModel(str(local_model_path), 1024, idle_release_seconds=600.0)  # private, not the shared one
    with holder.use(1024):
        pass  # loaded; its idle release is now pending (a timer)
    assert holder._timer is not None
    events: list[str] = []
    go = _gate(holder, events)
    read: list[int] = []
    reader = threading.Thread(target=lambda: read.append(holder.read_ahead(CHAT)), daemon=True)
    reader.start()
    while "evaluating" not in events and reader.is_alive():
        reader.join(0.01)
    assert events == ["evaluating"]
    closed: list[bool] = []
    closer = threading.Thread(target=lambda: closed.append(holder.close(120.0)), daemon=True)  # order, not bound
    closer.start()
    while not holder.closed:
        closer.join(0.01)
    assert holder.loaded and not closed  # the close waits for the batch inside llama.cpp
    go.set()
    closer.join(120.0)
    reader.join(120.0)
    assert closed == [True] and not reader.is_alive()
    assert events == ["evaluating", "evaluated", "closed"]  # freed only after the evaluation came out
    assert read == [read_ahead.BATCH]  # stopped at its next batch, not read to the end
    assert not holder.loaded and holder._timer is None  # the idle release was cancelled, not left to fire


def test_nothing_loads_or_reads_the_model_once_it_is_closed(local_model_path: Path) -> None:
    holder = OnDemandModel(str(local_model_path), 1024, idle_release_seconds=600.0)
    with holder.use(1024):
        pass
    assert holder.close() and holder.close()  # a second close (atexit after the backend's) does nothing
    assert holder.read_ahead(CHAT, load_need=512) == 0  # would load first before
    holder.prepare(512)
    holder.prefetch(512)
    with pytest.raises(ModelLoadError), holder.use(512):
        pass
    holder.release_async()
    assert holder.loads == 1 and not holder.loaded and not holder.failed
    assert not [t for t in threading.enumerate() if t.name == "llm-load"]


SCRIPT = """
import logging, sys, threading
logging.basicConfig(level=logging.INFO, stream=sys.stderr)
from gpt_home.agent.local_model import OnDemandModel
holder = OnDemandModel.shared(sys.argv[1], 1024, idle_release_seconds=600.0)
with holder.use(1024):
    pass
chat = [{"role": "system", "content": "You are a helpful voice assistant in a family home. " * 12},
        {"role": "user", "content": "Tell me about the moon, the sea and the tides. " * 6}]
threading.Thread(target=holder.read_ahead, args=(chat,), name="llm-read-ahead", daemon=True).start()
while not holder.eval_sizes:
    threading.Event().wait(0.001)
print("exiting while reading ahead", file=sys.stderr)
"""


def test_a_process_that_exits_while_a_read_ahead_runs_closes_the_model_first(local_model_path: Path) -> None:
    """No explicit close: the ``atexit`` handler of the shared holders closes it while the interpreter still runs."""
    env = {**os.environ, "PYTHONPATH": str(REPO), "PYTHONFAULTHANDLER": "1"}
    result = subprocess.run([sys.executable, "-c", SCRIPT, str(local_model_path)], capture_output=True, text=True,
                            env=env, timeout=300, check=False)
    assert result.returncode == 0, result.stderr[-3000:]
    assert "exiting while reading ahead" in result.stderr
    assert result.stderr.rstrip().endswith("local language model closed"), result.stderr[-3000:]


def test_a_generation_running_at_the_close_ends_at_its_next_token(local_model_path: Path) -> None:
    """A turn still writing its answer when the process stops: the close waits for one token, not the whole answer
    (it waited up to 60 s per model before)."""
    from langchain_core.messages import HumanMessage

    from gpt_home.agent.llm import LocalChatModel

    model = LocalChatModel(model_path=str(local_model_path), n_ctx=1280, max_tokens=120,  # a holder no test shares
                           loading_notice_seconds=600.0)  # the first piece is the answer, never the loading notice
    stream = model.stream([HumanMessage("Tell me a long story about the moon, the sea and the tides.")])
    first = next(stream)  # generating: the use lock is held by this turn
    assert first.text
    closed: list[bool] = []
    closer = threading.Thread(target=lambda: closed.append(model.holder.close(120.0)), daemon=True)
    closer.start()
    while not model.holder.closed:
        closer.join(0.01)
    assert model.holder.loaded and not closed  # the close waits for the generation
    rest = list(stream)  # the generation sees the close at its next token
    closer.join(120.0)
    assert len(rest) <= 1  # at most the token already on its way
    assert closed == [True] and not model.holder.loaded


@pytest.mark.parametrize("first_load", [False, True])
def test_a_load_under_way_at_the_stop_ends_its_own_evaluations_at_the_next_batch(local_model_path: Path,
                                                                                  tmp_path: Path,
                                                                                  first_load: bool) -> None:
    """A load made while the user speaks evaluates the turn's head (and, on a first load, the voice rules to keep)
    after the weights: at the stop it ends at its next batch instead of reading the rest (seconds under load)."""
    from gpt_home.agent.local_model import _load_llama

    events: list[str] = []
    gates: list[threading.Event] = []

    def holding(path: str, n_ctx: int) -> object:
        llama = _load_llama(path, n_ctx)
        gates.append(hold(llama, "eval", events, ("evaluating", "evaluated")))
        return llama

    holder = OnDemandModel(str(local_model_path), 1024, idle_release_seconds=600.0, factory=holding)
    if first_load:  # no state file yet: the load evaluates the voice rules first, to keep them
        holder.keep_prompt_state(tmp_path, CHAT[0]["content"])
    holder.prepare(1024, head=CHAT[0]["content"] + "\n\nIt is now Tuesday.", question=CHAT[1]["content"])
    while "evaluating" not in events:
        threading.Event().wait(0.01)  # the load's first batch is inside llama.cpp (bounded by the hold's own wait)
    closed: list[bool] = []
    closer = threading.Thread(target=lambda: closed.append(holder.close(120.0)), daemon=True)
    closer.start()
    while not holder.closed:
        closer.join(0.01)
    gates[0].set()
    closer.join(120.0)
    assert closed == [True] and not holder.loaded
    assert events == ["evaluating", "evaluated"]  # one batch, then nothing more was read
    assert holder.head_tokens <= read_ahead.BATCH  # of a head of about 150 tokens
    assert not list(tmp_path.glob("cache/*.kv"))  # rules cut short are never kept as if whole
