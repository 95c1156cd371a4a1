"""Giving freed heap memory back to the operating system (glibc only; a no-op elsewhere).

Why: the daemon's footprint (issue 12). glibc keeps memory freed by C libraries in its heaps: the buffers
CTranslate2 uses for one transcription, llama.cpp's context after the model is released. ``trim()`` returns the
free pages at the top and inside those heaps (``malloc_trim``, ~1-5 ms). glibc also gives every thread that
allocates its own arena (up to 8 per core), each keeping its own free memory; ``limit_arenas`` caps that
(``mallopt(M_ARENA_MAX)``, the same as the ``MALLOC_ARENA_MAX`` environment variable the systemd unit sets).
bench/footprint.py measures both.
"""

from __future__ import annotations

import ctypes
import logging
import os
from functools import cache
from typing import Any

_LOGGER = logging.getLogger(__name__)
_M_ARENA_MAX = -8  # from glibc's malloc.h
_M_MMAP_THRESHOLD = -3
MMAP_THRESHOLD_BYTES = 1 << 20


@cache
def _libc() -> Any | None:
    try:
        libc = ctypes.CDLL(None)
        return libc if hasattr(libc, "malloc_trim") and hasattr(libc, "mallopt") else None
    except OSError:  # pragma: no cover - a platform without a C library handle
        return None


def trim() -> bool:
    """Return the heap's free memory to the OS; True when something was released."""
    libc = _libc()
    return bool(libc.malloc_trim(0)) if libc is not None else False


def limit_arenas(count: int = 2, *, environ: dict[str, str] | None = None) -> bool:
    """Cap glibc's malloc arenas for threads started from now on, unless MALLOC_ARENA_MAX already chose a cap.

    Returns True when the cap was set here.
    """
    env = os.environ if environ is None else environ
    libc = _libc()
    if libc is None or env.get("MALLOC_ARENA_MAX"):
        return False
    ok = bool(libc.mallopt(_M_ARENA_MAX, count))
    if ok:
        _LOGGER.debug("malloc arenas capped at %d", count)
    return ok


def fix_mmap_threshold(size: int = MMAP_THRESHOLD_BYTES, *, environ: dict[str, str] | None = None) -> bool:
    """Serve every allocation above ``size`` bytes from its own mapping, given back to the OS when freed, unless
    MALLOC_MMAP_THRESHOLD_ already chose a threshold. Returns True when it was set here.

    glibc raises its threshold as large blocks are freed (up to 32 MB), after which a transcription's
    layer buffers come from the heap, beside each other with live data in between. A fixed 1 MB threshold lowers
    a full-window Whisper pass's peak by about 20 MB for about 5 % more CPU in that pass (128 KB: 27 MB, 14 %;
    bench/footprint.py).
    """
    env = os.environ if environ is None else environ
    libc = _libc()
    if libc is None or env.get("MALLOC_MMAP_THRESHOLD_"):
        return False
    return bool(libc.mallopt(_M_MMAP_THRESHOLD, size))


def total_memory_bytes(meminfo: str = "/proc/meminfo") -> int | None:
    """The machine's physical memory (``MemTotal``), or None where it cannot be read (not Linux)."""
    try:
        with open(meminfo, encoding="ascii") as f:
            for line in f:
                if line.startswith("MemTotal:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    return None
