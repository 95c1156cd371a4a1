"""Unmapping the resident pages of files an idle engine keeps mapped (the daemon's footprint, issue 12).

Why: while the language model answers, speech-to-text is released (hardware/residents.py), but CTranslate2's and
tokenizers' code (≈ 18 MB) stays mapped and resident in the daemon, and so do the embedder table's rows read at the
start of the turn (≈ 10 MB). None of it is touched until the next wake word. ``drop_clean_pages`` removes those pages
from the process (``madvise(MADV_DONTNEED)``); the kernel keeps them in its page cache, so the next use maps them
back with minor faults (no read from the SD card unless memory pressure evicted them meanwhile, which is when
dropping them helps most: unmapped cache is what the kernel reclaims first).

Only mappings that cannot hold private data are touched: not writable, and no anonymous (copy-on-write) page in
them (a library's RELRO data is read-only but relocated: it has anonymous pages and is skipped). For those,
``MADV_DONTNEED`` cannot change what the process reads. Linux only; elsewhere a no-op.
"""

from __future__ import annotations

import ctypes
import logging
import re
from collections.abc import Callable, Iterable
from functools import cache
from pathlib import Path
from typing import Any, NamedTuple

_LOGGER = logging.getLogger(__name__)
MADV_DONTNEED = 4
_HEADER = re.compile(r"^([0-9a-f]+)-([0-9a-f]+) (\S{4}) \S+ \S+ \S+\s*(.*)$")


class Mapping(NamedTuple):
    start: int
    end: int
    perms: str
    path: str
    rss_kb: int
    anonymous_kb: int


def mappings(smaps: str = "/proc/self/smaps") -> list[Mapping]:
    """Every mapping of the process with its resident and anonymous size ([] where smaps cannot be read)."""
    try:
        text = Path(smaps).read_text()
    except OSError:
        return []
    out: list[Mapping] = []
    head: tuple[int, int, str, str] | None = None
    rss = anon = 0
    for line in text.splitlines():
        match = _HEADER.match(line)
        if match:
            if head is not None:
                out.append(Mapping(*head, rss, anon))
            head, rss, anon = (int(match[1], 16), int(match[2], 16), match[3], match[4].strip()), 0, 0
        elif line.startswith("Rss:"):
            rss = int(line.split()[1])
        elif line.startswith("Anonymous:"):
            anon = int(line.split()[1])
    if head is not None:
        out.append(Mapping(*head, rss, anon))
    return out


def droppable(maps: Iterable[Mapping], names: Iterable[str]) -> list[Mapping]:
    """The mappings of files whose path contains one of ``names`` that are resident, read-only and unmodified."""
    wanted = tuple(names)
    return [m for m in maps if m.rss_kb and not m.anonymous_kb and "w" not in m.perms and m.path.startswith("/")
            and any(name in m.path for name in wanted)]


@cache
def _madvise() -> Any | None:
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        madvise = libc.madvise
    except (OSError, AttributeError):  # pragma: no cover - not Linux
        return None
    madvise.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]
    madvise.restype = ctypes.c_int
    return madvise


_verified: dict[tuple[int, int, str, str], bool] = {}  # (start, end, perms, path) -> no anonymous page in it


def _maps(path: str) -> list[tuple[int, int, str, str]]:
    try:
        text = Path(path).read_text()
    except OSError:
        return []
    out = []
    for line in text.splitlines():
        match = _HEADER.match(line)
        if match:
            out.append((int(match[1], 16), int(match[2], 16), match[3], match[4].strip()))
    return out


def drop_clean_pages(names: Iterable[str], *, smaps: str = "/proc/self/smaps") -> int:
    """Unmap the pages of the read-only, unmodified file mappings whose path contains one of ``names`` (module
    docstring); returns how many mappings were advised.

    The cheap ``maps`` file (≈ 3 ms) finds them on every call; whether one holds anonymous pages is read from
    ``smaps`` (≈ 60 ms with the daemon's 1,000 mappings) once per mapping: a read-only mapping cannot gain one later,
    and a mapping that moved or changed is a new key, verified again.
    """
    names = tuple(names)
    return _drop(lambda path: any(name in path for name in names), smaps, ", ".join(names))


def drop_idle_file_pages(keep: Iterable[str], *, smaps: str = "/proc/self/smaps") -> int:
    """Unmap the pages of every private, read-only, unmodified file mapping except those whose path contains one of
    ``keep``; returns how many mappings were advised.

    Why: when the language model is about to answer, most of the libraries the daemon mapped at start (the database
    driver's and TLS code, safetensors, sqlite, parts of numpy and pydantic-core...) are not run again until a later
    turn, yet their pages stay resident beside the model's (≈ 20 MB of the peak, bench/footprint.py). Pages the turn
    does touch come back from the page cache by minor faults, so only the idle ones stay out. ``keep`` names what
    is certain to run at once (the interpreter, the C library, the model's own code), which would only come back.
    Shared mappings (the model's weights are mapped shared) are never touched.
    """
    kept = tuple(keep)
    return _drop(lambda path: "(deleted)" not in path and not any(name in path for name in kept), smaps,
                 "idle libraries", private_only=True)


def _drop(wanted: Callable[[str], bool], smaps: str, what: str, *, private_only: bool = False) -> int:
    madvise = _madvise()
    if madvise is None:
        return 0
    candidates = [m for m in _maps(smaps.removesuffix("smaps") + "maps") if "w" not in m[2] and m[3].startswith("/")
                  and (not private_only or m[2].endswith("p")) and wanted(m[3])]
    if any(m not in _verified for m in candidates):
        for m in mappings(smaps):
            _verified[(m.start, m.end, m.perms, m.path)] = not m.anonymous_kb
    advised = 0
    for m in candidates:
        if _verified.get(m) and madvise(m[0], m[1] - m[0], MADV_DONTNEED) == 0:
            advised += 1
    if advised:
        _LOGGER.debug("unmapped the idle pages of %d file mappings (%s)", advised, what)
    return advised
