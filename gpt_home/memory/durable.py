"""Small durable-file helpers for the journal, and what `gpt-home doctor` reports about it."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class JournalReport:
    """What `gpt-home doctor` says about the journal."""

    pending: int
    corrupt: int
    rejected: int
    writable: bool
    problem: str = ""


def write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def fsync_dir(directory: Path) -> None:
    fd = os.open(directory, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def writable(directory: Path) -> bool:
    try:
        directory.mkdir(parents=True, exist_ok=True, mode=0o700)
    except OSError:
        return False
    return os.access(directory, os.W_OK)


def count_lines(path: Path) -> int:
    try:
        return sum(1 for line in path.read_bytes().split(b"\n") if line.strip())
    except OSError:
        return 0
