"""Stamps that say "the lists (or timers) changed", for every process of the device: ``<journal dir>/<root>.version``.

The journal rewrites a root's stamp on every write it records under that root, and the timer service rewrites the
timer stamp after a state change it makes in SQL (claims and moves bypass the journal). A cache of those namespaces
(``memory/namespace_cache.py``) compares the stamp before serving. The stamp is a random value written by atomic
replace: a file time can stay equal within a clock tick, a new random value cannot.
"""

from __future__ import annotations

import os
import uuid
from pathlib import Path

VERSIONED_ROOTS = frozenset({"lists", "timers"})


def root_version(directory: Path, root: str) -> str:
    """The current stamp of ``root`` ("" when nothing was written yet)."""
    try:
        return (Path(directory) / f"{root}.version").read_text()
    except OSError:
        return ""


def touch_version(directory: Path, root: str) -> None:
    """Give ``root``'s stamp a new unique value (other processes then reload what they cached of it)."""
    path = Path(directory) / f"{root}.version"
    path.parent.mkdir(parents=True, exist_ok=True)  # a process that has journaled nothing yet (the timer CLI)
    tmp = path.with_name(f"{path.name}.{uuid.uuid4().hex}.tmp")
    tmp.write_text(uuid.uuid4().hex)
    os.replace(tmp, path)
