"""Notifier against a real AF_UNIX datagram socket (filesystem and abstract), and the pure watchdog helpers."""

from __future__ import annotations

import os
import socket
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from gpt_home.hardware.notify import Notifier, WatchdogSchedule, watchdog_interval_seconds

RECV_TIMEOUT_SECONDS = 2.0


@pytest.fixture
def listener(tmp_path: Path) -> Iterator[tuple[socket.socket, str]]:
    """A bound datagram socket standing in for systemd's notify socket."""
    path = tmp_path / "notify.sock"
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    sock.bind(str(path))
    sock.settimeout(RECV_TIMEOUT_SECONDS)
    try:
        yield sock, str(path)
    finally:
        sock.close()


def _recv(sock: socket.socket) -> str:
    return sock.recv(4096).decode()


def test_ready_watchdog_status_stopping_arrive_in_order(listener: tuple[socket.socket, str]) -> None:
    sock, path = listener
    with Notifier(path) as notifier:
        assert notifier.enabled
        assert notifier.ready()
        assert notifier.watchdog()
        assert notifier.status("listening")
        assert notifier.stopping()
    assert [_recv(sock) for _ in range(4)] == ["READY=1", "WATCHDOG=1", "STATUS=listening", "STOPPING=1"]


def test_ready_with_status_is_one_datagram(listener: tuple[socket.socket, str]) -> None:
    sock, path = listener
    with Notifier(path) as notifier:
        notifier.ready(status="up")
    assert _recv(sock) == "READY=1\nSTATUS=up"


def test_status_newlines_cannot_inject_fields(listener: tuple[socket.socket, str]) -> None:
    sock, path = listener
    with Notifier(path) as notifier:
        notifier.status("bad\nREADY=1")
    assert _recv(sock) == "STATUS=bad READY=1"


def test_abstract_socket_name() -> None:
    name = f"gpt-home-test-{uuid.uuid4().hex}"
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    sock.bind(b"\0" + name.encode())
    sock.settimeout(RECV_TIMEOUT_SECONDS)
    try:
        with Notifier("@" + name) as notifier:
            assert notifier.watchdog()
        assert _recv(sock) == "WATCHDOG=1"
    finally:
        sock.close()


def test_from_environ_reads_notify_socket(listener: tuple[socket.socket, str]) -> None:
    sock, path = listener
    with Notifier.from_environ({"NOTIFY_SOCKET": path}) as notifier:
        notifier.ready()
    assert _recv(sock) == "READY=1"


@pytest.mark.parametrize("value", [None, "", "relative/path"])
def test_no_or_invalid_socket_is_a_silent_noop(value: str | None) -> None:
    notifier = Notifier(value)
    assert not notifier.enabled
    assert notifier.ready() is False
    assert notifier.watchdog() is False


def test_send_to_missing_socket_returns_false_and_recovers(tmp_path: Path) -> None:
    path = tmp_path / "later.sock"
    notifier = Notifier(str(path))
    assert notifier.ready() is False  # nothing listens yet: logged, not raised
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    sock.bind(str(path))
    sock.settimeout(RECV_TIMEOUT_SECONDS)
    try:
        assert notifier.ready() is True
        assert _recv(sock) == "READY=1"
    finally:
        notifier.close()
        sock.close()


def test_watchdog_interval_from_environment() -> None:
    pid = os.getpid()
    assert watchdog_interval_seconds({"WATCHDOG_USEC": "30000000"}, pid) == 30.0
    assert watchdog_interval_seconds({"WATCHDOG_USEC": "500000", "WATCHDOG_PID": str(pid)}, pid) == 0.5


@pytest.mark.parametrize(
    "environ",
    [
        {},
        {"WATCHDOG_USEC": ""},
        {"WATCHDOG_USEC": "0"},
        {"WATCHDOG_USEC": "-5"},
        {"WATCHDOG_USEC": "soon"},
        {"WATCHDOG_USEC": "1000000", "WATCHDOG_PID": "1"},  # inherited from another process
        {"WATCHDOG_USEC": "1000000", "WATCHDOG_PID": "x"},
    ],
)
def test_watchdog_disabled(environ: dict[str, str]) -> None:
    assert watchdog_interval_seconds(environ, pid=4242) is None


def test_schedule_pings_at_half_the_interval() -> None:
    schedule = WatchdogSchedule(10.0)
    assert schedule.ping_every_seconds == 5.0
    assert schedule.due(100.0)  # first ping right away
    assert schedule.seconds_until_due(100.0) == 0.0
    schedule.pinged(100.0)
    assert not schedule.due(104.9)
    assert schedule.seconds_until_due(103.0) == pytest.approx(2.0)
    assert schedule.due(105.0)
    assert schedule.seconds_until_due(200.0) == 0.0


def test_schedule_without_watchdog_never_due() -> None:
    schedule = WatchdogSchedule(None)
    assert not schedule.due(0.0)
    assert schedule.seconds_until_due(0.0) is None
