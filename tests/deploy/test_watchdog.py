"""The watchdog contract the systemd unit relies on, proven end to end over a real notify socket.

A child process plays the daemon's main loop with gpt_home.hardware.notify exactly as the CLI edge wires it
(``Notifier.from_environ(os.environ)``, ``watchdog_interval_seconds(os.environ, os.getpid())``): it must send
READY=1, then WATCHDOG=1 at about half of WATCHDOG_USEC, and when its loop hangs the pings must stop, which is
what makes systemd restart it. The second test holds the real `gpt-home run` to the same contract (its main loop
is made to hang by stopping the process).
"""

from __future__ import annotations

import itertools
import os
import signal
import socket
import subprocess
import sys
import textwrap
import time
from pathlib import Path

from ._helpers import REPO

WATCHDOG_SECONDS = 0.6
RECV_TIMEOUT_SECONDS = 5.0

LOOP = textwrap.dedent(
    """
    import os, signal, time
    from gpt_home.hardware.notify import Notifier, WatchdogSchedule, watchdog_interval_seconds

    hang = False
    def _hang(signum, frame):
        global hang
        hang = True
    signal.signal(signal.SIGUSR1, _hang)

    notifier = Notifier.from_environ(os.environ)
    schedule = WatchdogSchedule(watchdog_interval_seconds(os.environ, os.getpid()))
    notifier.ready(status="listening")
    deadline = time.monotonic() + 30  # never outlive the test
    while time.monotonic() < deadline:
        if hang:
            time.sleep(0.05)  # stuck: the loop no longer reaches the ping
            continue
        now = time.monotonic()
        if schedule.due(now):
            notifier.watchdog()
            schedule.pinged(now)
        time.sleep(min(0.02, schedule.seconds_until_due(now) or 0.02))
    """
)


def test_ready_then_pings_at_half_interval_and_pings_stop_when_the_loop_hangs(tmp_path: Path) -> None:
    sock_path = tmp_path / "notify.sock"
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    listener.bind(str(sock_path))
    listener.settimeout(RECV_TIMEOUT_SECONDS)
    env = dict(os.environ)
    env.update(NOTIFY_SOCKET=str(sock_path), WATCHDOG_USEC=str(int(WATCHDOG_SECONDS * 1_000_000)), PYTHONPATH=str(REPO))
    env.pop("WATCHDOG_PID", None)
    child = subprocess.Popen([sys.executable, "-c", LOOP], env=env)
    try:
        assert listener.recv(256).startswith(b"READY=1")
        stamps = []
        for _ in range(5):
            assert listener.recv(256) == b"WATCHDOG=1"
            stamps.append(time.monotonic())
        gaps = [b - a for a, b in itertools.pairwise(stamps)]
        # About half the interval: never later than the interval itself, never a busy spin.
        assert all(WATCHDOG_SECONDS * 0.25 < gap < WATCHDOG_SECONDS for gap in gaps), gaps

        child.send_signal(signal.SIGUSR1)  # make the main loop hang
        listener.settimeout(WATCHDOG_SECONDS / 2)
        try:  # at most one ping already on its way
            listener.recv(256)
        except TimeoutError:
            pass
        listener.settimeout(WATCHDOG_SECONDS * 2)
        try:
            late = listener.recv(256)
        except TimeoutError:
            late = None
        assert late is None, f"ping after the loop hung: {late!r}"
    finally:
        child.kill()
        child.wait(timeout=10)
        listener.close()


def _write_silence(path: Path, seconds: float) -> Path:
    import wave

    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(16000)
        w.writeframes(bytes(int(16000 * seconds) * 2))
    return path


def _pings(listener: socket.socket, count: int) -> list[float]:
    stamps: list[float] = []
    while len(stamps) < count:
        if listener.recv(256) == b"WATCHDOG=1":
            stamps.append(time.monotonic())
    return stamps


def test_real_daemon_pings_at_the_configured_interval_and_stops_when_hung(tmp_path: Path, pg_url: str) -> None:
    """`gpt-home run` over 30 s of quiet input in real time: READY=1, pings at half of WATCHDOG_USEC, none when stuck."""
    watchdog_seconds = 2.0
    sock_path = tmp_path / "notify.sock"
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    listener.bind(str(sock_path))
    listener.settimeout(120)  # start-up loads the speech models and opens the database
    env = {k: v for k, v in os.environ.items() if not k.startswith("GPT_HOME_")}
    env.update(NOTIFY_SOCKET=str(sock_path), WATCHDOG_USEC=str(int(watchdog_seconds * 1_000_000)),
               DATABASE_URL=pg_url, GPT_HOME_LLM_MODEL="none", GPT_HOME_DATA_DIR=str(tmp_path / "data"))
    env.pop("WATCHDOG_PID", None)
    wav = _write_silence(tmp_path / "quiet.wav", 30.0)
    child = subprocess.Popen([sys.executable, "-m", "gpt_home.cli", "run", "--input", str(wav),
                              "--output-dir", str(tmp_path / "out")], env=env, cwd=REPO,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        first = listener.recv(256)
        while first == b"WATCHDOG=1" or first.startswith(b"STATUS="):
            first = listener.recv(256)
        assert first.startswith(b"READY=1"), first
        listener.settimeout(watchdog_seconds * 2)
        stamps = _pings(listener, 4)
        gaps = [b - a for a, b in itertools.pairwise(stamps)]
        assert all(watchdog_seconds * 0.25 < gap < watchdog_seconds for gap in gaps), gaps

        child.send_signal(signal.SIGSTOP)  # the main loop hangs
        listener.settimeout(watchdog_seconds / 2)
        try:  # at most one ping already on its way
            listener.recv(256)
        except TimeoutError:
            pass
        listener.settimeout(watchdog_seconds * 1.5)
        with __import__("pytest").raises(TimeoutError):
            while True:  # status lines are fine; a watchdog ping is not
                if listener.recv(256) == b"WATCHDOG=1":
                    raise AssertionError("ping after the loop hung")
        child.send_signal(signal.SIGCONT)
        listener.settimeout(watchdog_seconds * 2)
        assert _pings(listener, 1)  # alive again
    finally:
        child.kill()
        child.wait(timeout=10)
        listener.close()
