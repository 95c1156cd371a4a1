"""Heap trimming helpers (gpt_home/hardware/heap.py): the arena cap defers to an explicit MALLOC_ARENA_MAX."""

from __future__ import annotations

import platform

import pytest

from gpt_home.hardware import heap


def test_an_explicit_malloc_arena_max_is_left_alone() -> None:
    assert heap.limit_arenas(2, environ={"MALLOC_ARENA_MAX": "4"}) is False


@pytest.mark.skipif(platform.libc_ver()[0] != "glibc", reason="mallopt/malloc_trim are glibc's")
def test_on_glibc_the_cap_is_set_and_trim_runs() -> None:
    assert heap.limit_arenas(8, environ={}) is True  # 8: glibc's own default per core, so other tests are unaffected
    assert isinstance(heap.trim(), bool)
