"""End to end through the CLI: a directory of WAVs in, reply WAVs out, checked by our own STT; bad inputs; a
10-minute input; and the whole run inside a network namespace with no interfaces and the default configuration."""

from __future__ import annotations

import argparse
import functools
import json
import os
import subprocess
import sys
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

import numpy as np
import pytest
from voice_helpers import mentions_clock, noise, silence, write_wav

from gpt_home.audio.sources import read_wav
from gpt_home.cli import main
from gpt_home.config import Settings
from gpt_home.voice_commands import cmd_run
from gpt_home.wiring import voice_backend
from tests.optional_parts import require_network_namespace

WAKE_COMMAND = "hey computer what time is it"
REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def agent_env(pg_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The real agent behind the voice loop: the session Postgres, local intents, no language model needed."""
    monkeypatch.setenv("DATABASE_URL", pg_url)
    monkeypatch.setenv("GPT_HOME_LLM_MODEL", "none")


@pytest.fixture
def input_dir(tmp_path: Path, speak: Callable[[str], bytes]) -> Path:
    """Woken commands in three formats, a non-wake phrase, and four bad files, fed in name order."""
    folder = tmp_path / "in"
    folder.mkdir()
    command = silence(0.5) + speak(WAKE_COMMAND) + silence(0.5)
    write_wav(folder / "01_command.wav", command)
    write_wav(folder / "02_not_for_us.wav", silence(0.5) + speak("my computer is slow") + silence(0.5))
    (folder / "03_truncated.wav").write_bytes((folder / "01_command.wav").read_bytes()[:40])
    (folder / "04_empty.wav").write_bytes(b"")
    (folder / "05_notes.txt").write_text("not audio at all")
    write_wav(folder / "06_no_frames.wav", b"")
    subprocess.run(["sox", "-D", str(folder / "01_command.wav"), "-b", "8", "-e", "unsigned-integer",
                    str(folder / "07_eight_bit.wav")], check=True, timeout=60)
    subprocess.run(["sox", str(folder / "01_command.wav"), "-r", "44100", "-c", "2",
                    str(folder / "08_cd_stereo.wav")], check=True, timeout=60)
    return folder


def _check_replies(out: Path, whisper_stt, expected: int, moments: list[tuple[int, int]]) -> None:  # type: ignore[no-untyped-def]
    """Every reply WAV, transcribed by our own STT, names one of ``moments`` ((hour24, minute) pairs).

    Whisper tiny sometimes mishears espeak-ng's clock times ("It's now the fourth at the end" for "It's 9:41 pm"),
    and the same file is not always heard the same way (int8 decoding on several threads), so Whisper listens up to
    three times and pocketsphinx once more before a reply counts as wrong.
    """
    from gpt_home.audio.stt import SphinxTranscriber

    replies = sorted(out.glob("reply-*.wav"))
    assert len(replies) == expected, replies
    sphinx = None
    for reply in replies:
        audio = read_wav(reply)
        heard = [whisper_stt.transcribe_full(audio).text]
        for _ in range(2):  # int8 decoding on several threads varies between listens: ask again before sphinx
            if mentions_clock(heard[-1], moments):
                break
            heard.append(whisper_stt.transcribe_full(audio).text)
        if not mentions_clock(heard[-1], moments):
            sphinx = sphinx or SphinxTranscriber()
            heard.append(sphinx.transcribe(audio).text)
        assert any(mentions_clock(t, moments) for t in heard), (reply.name, heard)


def _run_pinned(settings: Settings, now: datetime, input_path: Path, out: Path) -> int:
    """`gpt-home run --input ... --output-dir ... --fast` with the clock pinned to ``now`` (agent and status file)."""
    args = argparse.Namespace(input=input_path, output_dir=out, fast=True)
    return cmd_run(settings, args, functools.partial(voice_backend, now=lambda: now), now=lambda: now)


def test_run_answers_woken_commands_and_survives_bad_files(
    tmp_path: Path, input_dir: Path, whisper_stt, capsys: pytest.CaptureFixture[str], settings, agent_env,  # type: ignore[no-untyped-def]
    pinned_now: datetime,
) -> None:
    """Runs at 23:59:59 and at 00:00:01 (injected): the replies tell that time, the status file carries it."""
    out = tmp_path / "out"
    config = settings()
    assert _run_pinned(config, pinned_now, input_dir, out) == 0
    _check_replies(out, whisper_stt, 3, [(pinned_now.hour, pinned_now.minute)])  # 01, 07 and 08; not 02 or bad files
    printed = capsys.readouterr().out
    assert printed.count("[answered]") == 3 and "end-of-speech->audio" in printed
    status = json.loads((config.data_dir / "status.json").read_text())
    assert status["state"] == "idle" and len(status["turns"]) == 3
    assert status["updated_at"] == pinned_now.timestamp()
    assert {t["started_at"] for t in status["turns"]} == {pinned_now.timestamp()}


def test_run_parses_its_flags(tmp_path: Path, speak, settings, agent_env, capsys: pytest.CaptureFixture[str]) -> None:  # type: ignore[no-untyped-def]
    """The same command through the CLI parser (the clock is not pinned here, so only the shape is checked)."""
    settings()
    write_wav(tmp_path / "in.wav", silence(0.5) + speak("my computer is slow") + silence(0.5))
    out = tmp_path / "out"
    assert main(["--data-dir", str(tmp_path / "data"), "run", "--input", str(tmp_path / "in.wav"), "--output-dir",
                 str(out), "--fast"]) == 0
    assert not out.exists() or not list(out.iterdir())
    assert json.loads((tmp_path / "data" / "status.json").read_text())["state"] == "idle"


def test_transcribe_and_say(tmp_path: Path, speak, capsys: pytest.CaptureFixture[str], settings) -> None:  # type: ignore[no-untyped-def]
    settings()
    wav = write_wav(tmp_path / "cmd.wav", silence(0.3) + speak("turn off the kitchen lights") + silence(0.3))
    assert main(["--data-dir", str(tmp_path), "transcribe", str(wav)]) == 0
    assert "kitchen lights" in capsys.readouterr().out.lower()
    out = tmp_path / "said.wav"
    assert main(["--data-dir", str(tmp_path), "say", "**Hello** there. It is 3.5 degrees 😀.", "--out", str(out)]) == 0
    assert len(read_wav(out)) > 16000 * 2 * 1.5
    assert main(["--data-dir", str(tmp_path), "transcribe", str(tmp_path / "missing.wav")]) == 1
    assert "AUDIO_FAILED" in capsys.readouterr().err


@pytest.mark.slow
def test_ten_minute_input(tmp_path: Path, speak, whisper_stt, settings, agent_env) -> None:  # type: ignore[no-untyped-def]
    filler = [noise(20.0, seed=i) + speak("my computer is slow") + silence(5.0) + speak("the bus stops at the corner")
              for i in range(20)]
    pcm = b"".join(filler)
    command = speak(WAKE_COMMAND) + silence(1.0)
    pcm += silence(600 - (len(pcm) + len(command)) / 32000) + command
    stereo = np.repeat(np.frombuffer(pcm, np.int16), 2).tobytes()
    path = write_wav(tmp_path / "ten_minutes.wav", stereo, channels=2)
    assert 599 < len(read_wav(path)) / 32000 < 601
    out = tmp_path / "out"
    now = datetime(2026, 12, 1, 21, 41).astimezone()
    assert _run_pinned(settings(), now, path, out) == 0  # speed is bench/voice_bench.py's job, not a threshold here
    _check_replies(out, whisper_stt, 1, [(now.hour, now.minute)])


def test_default_configuration_works_with_no_network(tmp_path: Path, speak, whisper_stt) -> None:  # type: ignore[no-untyped-def]
    require_network_namespace()  # CI runs as root on a machine that can: there the privacy test must run
    env = {k: v for k, v in os.environ.items() if not k.startswith("GPT_HOME_") and k != "DATABASE_URL"}
    env["PYTHONPATH"] = str(REPO)
    no_net = subprocess.run(["unshare", "-n", sys.executable, "-c",
                             "import socket; socket.create_connection(('127.0.0.1', 9), timeout=2)"],
                            capture_output=True, timeout=30, check=False)
    assert no_net.returncode != 0 and b"unreachable" in no_net.stderr.lower()
    # A command whose reply does not depend on the time of day (this process runs on the real clock).
    input_dir = tmp_path / "in"
    input_dir.mkdir()
    write_wav(input_dir / "01_timer.wav",
              silence(0.5) + speak("hey computer") + silence(0.3) + speak("set a timer for five minutes") + silence(0.5))
    try:
        out = tmp_path / "out"
        result = subprocess.run(
            ["unshare", "-n", sys.executable, "-m", "gpt_home.cli", "--data-dir", str(tmp_path / "data"),
             "run", "--input", str(input_dir), "--output-dir", str(out), "--fast"],
            capture_output=True, text=True, timeout=300, env=env, cwd=REPO, check=False,
        )
        assert result.returncode == 0, result.stderr[-2000:]
        assert "stt=faster-whisper" in result.stderr
        replies = sorted(out.glob("reply-*.wav"))
        assert len(replies) == 1, replies
        heard = [whisper_stt.transcribe_full(read_wav(replies[0])).text for _ in range(3)]  # listens vary (int8, threads)
        assert any("timer" in t.lower() and ("5" in t or "five" in t.lower()) for t in heard), heard
    finally:  # the default configuration started an embedded Postgres for this data dir: stop it
        from gpt_home.memory.embedded import stop_embedded_server

        stop_embedded_server(tmp_path / "data")
