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


_FREED_BUFFER = """
import ctypes, sys
from pathlib import Path
from gpt_home.hardware import heap
if sys.argv[1] == "fixed":
    assert heap.fix_mmap_threshold(environ={})
libc = ctypes.CDLL(None)
libc.malloc.restype = ctypes.c_void_p
libc.free.argtypes = [ctypes.c_void_p]
def rss_kb():
    return next(int(l.split()[1]) for l in Path('/proc/self/status').read_text().splitlines() if l.startswith('VmRSS'))
libc.free(libc.malloc(16 << 20))  # glibc's own threshold now grows past 4 MB
big = libc.malloc(4 << 20)
ctypes.memset(big, 1, 4 << 20)
pin = libc.malloc(64)  # live data above it in the heap
before = rss_kb()
libc.free(big)
print(before - rss_kb())
"""


@pytest.mark.skipif(platform.libc_ver()[0] != "glibc", reason="mallopt is glibc's")
@pytest.mark.parametrize(("mode", "given_back"), [("fixed", True), ("glibc", False)])
def test_a_large_freed_buffer_goes_back_to_the_system_with_the_fixed_threshold(mode: str, given_back: bool) -> None:
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-c", _FREED_BUFFER, mode], capture_output=True, text=True, check=True,
                          env={"PATH": "/usr/bin:/bin"})
    assert (int(done.stdout) >= 3000) is given_back  # kB: the 4 MB buffer left the process at once, or stayed


def test_an_explicit_mmap_threshold_is_left_alone() -> None:
    assert heap.fix_mmap_threshold(environ={"MALLOC_MMAP_THRESHOLD_": "131072"}) is False
