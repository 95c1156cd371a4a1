"""The watchdog contract the systemd unit relies on, proven end to end over a real notify socket.

A child process plays the daemon's main loop with gpt_home.hardware.notify exactly as the CLI edge wires it
(``Notifier.from_environ(os.environ)``, ``watchdog_interval_seconds(os.environ, os.getpid())``): it must send
READY=1, then WATCHDOG=1 at about half of WATCHDOG_USEC, and when its loop hangs the pings must stop, which is
what makes systemd restart it. Once `gpt-home run` exists, the same socket check applies to it.
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
