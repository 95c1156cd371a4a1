"""The local model never reads a prompt on every core: one is left to the daemon (agent/model_threads.py, issue 12).
Pure thread counts for each machine size, then the real bundled model as the daemon loads it."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from gpt_home.agent.local_model import _load_llama
from gpt_home.agent.model_threads import ModelThreads, threads_for, usable_cores


@pytest.mark.parametrize(("cores", "expected"), [
    (1, ModelThreads(generate=1, batch=1)),  # nothing to leave: one thread, never zero
    (2, ModelThreads(generate=1, batch=1)),  # the 2-core box: the prompt no longer on both cores
    (3, ModelThreads(generate=1, batch=2)),
    (4, ModelThreads(generate=2, batch=3)),  # a Pi Zero 2 W, a Pi 3 / 4 / 5
    (8, ModelThreads(generate=4, batch=7)),
])
def test_one_core_is_left_to_the_daemon(cores: int, expected: ModelThreads) -> None:
    assert threads_for(cores) == expected


@pytest.mark.parametrize("cores", range(1, 65))
def test_the_counts_are_between_one_and_the_spare_cores(cores: int) -> None:
    threads = threads_for(cores)
    assert 1 <= threads.generate <= threads.batch <= max(1, cores - 1)


def test_the_cores_are_the_ones_this_process_may_run_on() -> None:
    if hasattr(os, "sched_getaffinity"):
        assert usable_cores() == len(os.sched_getaffinity(0))
    assert usable_cores() >= 1


def test_the_daemons_model_is_loaded_with_those_threads(local_model_path: Path) -> None:
    llama = _load_llama(str(local_model_path), 512)
    try:
        expected = threads_for(usable_cores())
        assert (llama.n_threads, llama.n_threads_batch) == (expected.generate, expected.batch)
        if usable_cores() > 1:
            assert llama.n_threads_batch < usable_cores()  # llama-cpp-python's default took them all
        assert llama.create_completion("The sky is", max_tokens=2, temperature=0.0)["choices"][0]["text"] is not None
    finally:
        llama.close()
