"""`gpt-home web` as a real process: serves over waitress, answers /health, stops cleanly on SIGTERM."""

from __future__ import annotations

import http.client
import signal
import socket
import subprocess
import sys
import time

import pytest


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _get(port: int, path: str, host: str = "127.0.0.1") -> tuple[int, bytes]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    conn.request("GET", path, headers={"Host": host})
    answer = conn.getresponse()
    return answer.status, answer.read()


@pytest.mark.slow
def test_gpt_home_web_serves_and_stops_on_sigterm(cli_env: dict[str, str]) -> None:
    port = _free_port()
    proc = subprocess.Popen([sys.executable, "-m", "gpt_home.cli", "web", "--port", str(port)], env=cli_env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        status = 0
        while time.monotonic() < deadline and proc.poll() is None:
            try:
                status, _ = _get(port, "/health")
                break
            except OSError:
                time.sleep(0.2)
        assert status == 200, proc.stderr.read() if proc.poll() is not None else "no answer"
        assert _get(port, "/memories")[0] == 200
        assert _get(port, "/health", host="attacker.example")[0] == 400  # DNS rebinding guard
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            _, err = proc.communicate(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            raise
    assert proc.returncode == 0, err
    assert "settings page stopped" in err
