"""`gpt-home web` as production runs it (a real process, on waitress and on granian): it serves the Memories page and
a change made by another process on the next request, and stops cleanly on SIGTERM."""

from __future__ import annotations

import http.client
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

from gpt_home.config import load_settings
from gpt_home.memory.factory import memory_service_over
from gpt_home.memory.store import open_database
from gpt_home.webapp.server import chosen_server


def _get(port: int, path: str) -> tuple[int, str]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        conn.request("GET", path, headers={"Accept": "text/html"})
        answer = conn.getresponse()
        return answer.status, answer.read().decode()
    finally:
        conn.close()


def _wait_listening(port: int, proc: subprocess.Popen[bytes], timeout_s: float = 60) -> None:
    deadline = time.monotonic() + timeout_s  # a bounded wait for another process to bind, not a timing assertion
    while time.monotonic() < deadline:
        assert proc.poll() is None, proc.stderr.read().decode() if proc.stderr else ""
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                return
        except OSError:
            time.sleep(0.1)
    raise AssertionError("gpt-home web did not start listening")


def test_gpt_home_web_serves_fresh_pages_and_stops_on_sigterm(cli_env: dict[str, str], user_id: str) -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = {**cli_env, "GPT_HOME_USER_ID": user_id}
    data_dir = Path(env["GPT_HOME_DATA_DIR"])
    settings = load_settings({"data_dir": data_dir, "database_url": env["DATABASE_URL"], "llm_model": "none"})
    db = open_database(settings)
    other = memory_service_over(db, data_dir=data_dir, device_id="daemon")  # the voice daemon of this device
    proc = subprocess.Popen([sys.executable, "-m", "gpt_home.cli", "web", "--server", "waitress", "--host", "127.0.0.1",
                             "--port", str(port)],
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        _wait_listening(port, proc)
        other.add(user_id, "The blue folder is in drawer three")
        status, page = _get(port, "/memories")
        assert status == 200 and "The blue folder is in drawer three" in page
        assert _get(port, "/memories")[1] == page
        other.clear(user_id)
        status, page = _get(port, "/memories")
        assert status == 200 and "The blue folder is in drawer three" not in page and "No facts yet" in page
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=30) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(timeout=10)
        other.close()
        db.close()


def test_gpt_home_web_on_granian_keeps_every_guard_and_stops_on_sigterm(cli_env: dict[str, str],
                                                                          user_id: str) -> None:
    # The default server where granian is installed (this test environment: x86_64): the same app, fast path
    # included, in granian's worker process, over a real socket.
    assert chosen_server("auto") == "granian"
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = {**cli_env, "GPT_HOME_USER_ID": user_id}
    data_dir = Path(env["GPT_HOME_DATA_DIR"])
    settings = load_settings({"data_dir": data_dir, "database_url": env["DATABASE_URL"], "llm_model": "none"})
    db = open_database(settings)
    other = memory_service_over(db, data_dir=data_dir, device_id="daemon")
    proc = subprocess.Popen([sys.executable, "-m", "gpt_home.cli", "web", "--host", "127.0.0.1", "--port", str(port),
                             "--threads", "2"],
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        _wait_listening(port, proc)
        other.add(user_id, "The blue folder is in drawer three")
        for _ in range(2):  # built by Flask, then answered by the fast path: the same page
            status, page = _get(port, "/memories")
            assert status == 200 and "The blue folder is in drawer three" in page
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        conn.request("GET", "/api/memories", headers={"Host": "evil.example"})
        unknown_host = conn.getresponse()
        assert unknown_host.status == 400 and b"HOST_NOT_ALLOWED" in unknown_host.read()  # the Host allow-list
        conn.request("POST", "/clearMemory", headers={"Origin": "https://evil.example", "Content-Length": "0"})
        refused = conn.getresponse()
        assert refused.status == 403 and refused.getheader("X-Frame-Options") == "DENY"  # cross-site refused
        refused.read()
        conn.close()
        other.clear(user_id)
        status, page = _get(port, "/memories")
        assert status == 200 and "The blue folder is in drawer three" not in page
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=30) == 0
    finally:
        if proc.poll() is None:  # SIGTERM first: granian's manager stops its worker; a SIGKILL would orphan it
            proc.terminate()
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(timeout=10)
        other.close()
        db.close()
