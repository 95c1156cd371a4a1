"""Voice commands of the `gpt-home` CLI: `run`, `transcribe`, `say`. This is the edge: it reads the environment
(NOTIFY_SOCKET), builds engines from Settings once, and prints; the library below never does.

``gpt_home.cli`` registers them with ``add_commands(subparsers, backend_factory=...)``; the backend (the agent, timer
announcements and the database behind them) is opened for the daemon's lifetime and closed after it. Imports point
one way: this module -> ``gpt_home.voice_commands`` (when a command runs) -> ``gpt_home.wiring``; never back.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING


if TYPE_CHECKING:  # the audio stack loads only when a voice command runs, not for every `gpt-home` call
    from gpt_home.voice_commands import BackendFactory


def _commands():  # noqa: ANN202 - the gpt_home.voice_commands module
    from gpt_home import voice_commands

    return voice_commands


def add_commands(
    subparsers: argparse._SubParsersAction,
    *,
    backend_factory: BackendFactory,
) -> None:
    """Register `run`, `transcribe` and `say`; each sets ``args.func(settings, args) -> exit code``."""
    run = subparsers.add_parser("run", help="run the voice assistant (microphone, or WAV files with --input)")
    run.add_argument("--input", type=Path, help="a WAV file or a directory of WAV files, fed as if from a microphone")
    run.add_argument("--output-dir", type=Path, help="write each reply as a WAV file here instead of playing it")
    run.add_argument("--fast", action="store_true", help="feed --input as fast as possible, not in real time")
    run.set_defaults(func=lambda settings, args: _commands().cmd_run(settings, args, backend_factory))

    transcribe = subparsers.add_parser("transcribe", help="print the transcript of a WAV file (offline STT)")
    transcribe.add_argument("file", type=Path)
    transcribe.set_defaults(func=lambda settings, args: _commands().cmd_transcribe(settings, args))

    say = subparsers.add_parser("say", help="speak text (or write it to a WAV file with --out)")
    say.add_argument("text")
    say.add_argument("--out", type=Path, help="write a WAV file instead of playing")
    say.set_defaults(func=lambda settings, args: _commands().cmd_say(settings, args))
