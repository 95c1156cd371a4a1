"""Speech-to-text is closed in order before the process exits (audio/stt_close.py): a pass running at the close ends
before the model is dropped, nothing loads or transcribes afterwards, the wait is bounded, and the daemon stopped
during a turn (SIGTERM while the user speaks) exits 0 with the engine closed after the voice loop. Real faster-whisper,
real Postgres, real bundled model; no clock: every wait is on an event or a log line."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from voice_helpers import silence, write_wav

from gpt_home.audio.stt import FasterWhisperTranscriber
from gpt_home.errors import SttError
from tests.held_calls import hold

REPO = Path(__file__).resolve().parents[2]


def _gate(engine: FasterWhisperTranscriber, events: list[str]) -> threading.Event:
    """Hold the next final pass inside the engine until the returned event is set; record it in ``events``."""
    assert engine._window is not None
    return hold(engine._window, "transcribe", events, ("transcribing", "transcribed"))


def _start_pass(engine: FasterWhisperTranscriber, pcm: bytes, events: list[str]) -> tuple[threading.Thread, list]:
    out: list[Any] = []
    worker = threading.Thread(target=lambda: out.append(engine.transcribe(pcm)), name="stt-early", daemon=True)
    worker.start()
    while "transcribing" not in events and worker.is_alive():
        worker.join(0.01)
    assert events == ["transcribing"]
    return worker, out


def test_a_pass_running_at_the_close_ends_before_the_model_is_dropped(speak: Callable[[str], bytes]) -> None:
    engine = FasterWhisperTranscriber(None)  # its own, not the session's: this one is closed
    events: list[str] = []
    go = _gate(engine, events)
    worker, out = _start_pass(engine, silence(0.3) + speak("what time is it") + silence(0.3), events)
    closed: list[bool] = []
    closer = threading.Thread(target=lambda: closed.append(engine.close(120.0)), daemon=True)  # order, not bound
    closer.start()
    while not engine.closed:
        closer.join(0.01)
    assert engine.loaded and not closed  # the close waits for the pass inside CTranslate2
    go.set()
    closer.join(120.0)
    worker.join(120.0)
    assert closed == [True] and events == ["transcribing", "transcribed"]
    assert "time" in out[0].text.lower()  # the pass under way finished with its words
    assert not engine.loaded and engine.close()  # dropped; a second close (atexit's) does nothing


def test_nothing_loads_or_transcribes_once_closed(speak: Callable[[str], bytes]) -> None:
    engine = FasterWhisperTranscriber(None)
    assert engine.close()
    loads = engine.loads
    engine.prepare()  # the wake word's reload
    engine.prepare(first=lambda: None)
    for transcribe in (engine.transcribe, engine.transcribe_fast, engine.transcribe_full):
        with pytest.raises(SttError):
            transcribe(speak("what time is it"))
    assert engine.loads == loads and not engine.loaded


def test_a_pass_stuck_past_the_wait_leaves_the_engine_and_a_later_close_ends_it(speak: Callable[[str], bytes]) -> None:
    engine = FasterWhisperTranscriber(None)
    events: list[str] = []
    go = _gate(engine, events)
    worker, _ = _start_pass(engine, silence(0.3) + speak("turn on the kitchen light") + silence(0.3), events)
    assert engine.close(timeout_seconds=0.0) is False  # bounded: it does not wait for the pass
    assert engine.loaded and engine.closed  # not dropped under a running pass; no new pass starts
    with pytest.raises(SttError):
        engine.transcribe_fast(speak("stop"))
    go.set()
    worker.join(120.0)
    assert engine.close(120.0) and not engine.loaded


def test_the_daemon_stopped_while_the_user_speaks_exits_zero_with_speech_to_text_closed(
        tmp_path: Path, speak: Callable[[str], bytes], pg_url: str) -> None:
    """SIGTERM during a turn (the capture running its speculative passes): the turn ends, the loop stops, the model and
    then speech-to-text are closed in order, and the process exits 0 (no crash in the C exit handlers)."""
    folder = tmp_path / "in"
    folder.mkdir()
    pcm = (silence(0.5) + speak("hey computer who wrote") + silence(0.7) + speak("pride and prejudice")
           + silence(1.5) + speak("hey computer what time is it") + silence(1.5))
    write_wav(folder / "01.wav", pcm)
    env = {k: v for k, v in os.environ.items() if not k.startswith("GPT_HOME_")}
    env.update(PYTHONPATH=str(REPO), DATABASE_URL=pg_url, GPT_HOME_LOG_LEVEL="DEBUG", PYTHONFAULTHANDLER="1")
    proc = subprocess.Popen(
        [sys.executable, "-m", "gpt_home.cli", "--data-dir", str(tmp_path / "data"), "run", "--input", str(folder),
         "--output-dir", str(tmp_path / "out")], env=env, stderr=subprocess.PIPE, stdout=subprocess.DEVNULL,
        text=True)
    lines: list[str] = []
    try:
        assert proc.stderr is not None
        for line in proc.stderr:
            lines.append(line)
            if "state listening" in line:  # the first wake word: the user is speaking
                proc.send_signal(signal.SIGTERM)
                break
        lines.extend(proc.stderr)
        code = proc.wait(600)
    finally:
        if proc.poll() is None:
            proc.kill()
    log = "".join(lines)
    assert code == 0, log[-3000:]
    assert "Traceback" not in log and "Fatal Python error" not in log, log[-3000:]
    order = [log.index(mark) for mark in ("state listening", "voice loop stopped", "speech-to-text closed")]
    assert order == sorted(order), log[-3000:]
    assert "turn 1 [" in log and "turn 2 [" not in log  # the turn under way ended; the next wake word was not served
