"""llama-cpp-python's stream suppression never points the process's stderr at /dev/null (agent/llama_quiet.py)."""

from __future__ import annotations

import os

import pytest

from gpt_home.agent.llama_quiet import keep_stderr

llama_cpp = pytest.importorskip("llama_cpp.llama")  # the local-llm extra: installed by setup --test


def test_the_suppression_leaves_file_descriptor_2_where_it_was() -> None:
    keep_stderr()
    before = os.fstat(2)
    with llama_cpp.suppress_stdout_stderr(disable=False):  # what a load with verbose=False does
        during = os.fstat(2)
    assert (during.st_dev, during.st_ino) == (before.st_dev, before.st_ino)


def test_it_is_idempotent() -> None:
    keep_stderr()
    first = llama_cpp.suppress_stdout_stderr
    keep_stderr()
    assert llama_cpp.suppress_stdout_stderr is first
