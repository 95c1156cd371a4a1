"""How many CPU threads the local model runs on: never every core, one is left to the daemon (issue 12).

Why: llama-cpp-python's defaults are half the cores for generating and *every* core for reading a prompt
(``n_threads_batch = cpu_count``). llama.cpp's threads meet at a barrier after each operation of each layer (OpenMP,
spinning while they wait), so a batch that runs on every core stalls whenever any other thread takes one of them
for a moment: the daemon's own (audio capture, wake word, the idle-pages drop, speech synthesis of the first clause)
or another process. On the 2-core box the pauses set's "how far is ... the moon" then waited 0.75 s and 3.27 s for
16 prompt tokens (round 18 and this round's first run), where one thread reads them in about 0.1 s; a probe of 16
tokens after a 330-token prefix took 0.1 s of CPU with one thread under load and 0.5-2.5 s of CPU (1.5-12 s of wall
time) with two (bench/results/model_threads_speed19.md). With a core left free the barrier never waits for a core
that is busy elsewhere, and the CPU the spinning burnt is saved too.

Pure: the cores this process may run on come in; the thread counts go out.
"""

from __future__ import annotations

import os
from typing import NamedTuple


class ModelThreads(NamedTuple):
    """Threads for llama.cpp: ``generate`` for one token at a time, ``batch`` for reading a prompt."""

    generate: int
    batch: int


def threads_for(cores: int) -> ModelThreads:
    """The thread counts for a process that may run on ``cores`` cores: the prompt on all but one, the tokens on
    half of them (a token's work is too small to share well), never fewer than one."""
    spare = max(1, cores - 1)
    return ModelThreads(generate=max(1, min(cores // 2, spare)), batch=spare)


def usable_cores() -> int:
    """The cores this process may run on (its CPU affinity, as a container or ``taskset`` limits it), at least 1."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):  # pragma: no cover - not Linux
        return max(1, os.cpu_count() or 1)


def model_threads() -> ModelThreads:
    """The thread counts for the local model in this process."""
    return threads_for(usable_cores())
