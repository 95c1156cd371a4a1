"""The real `gpt-home wyoming` process: it serves on the address given (and only there), answers describe and a
turn, and stops cleanly on SIGTERM; `run --satellite` is on the run command's help, `run` without it unchanged."""

from __future__ import annotations

import asyncio
import signal
import socket
import subprocess
import sys

from wyoming.asr import Transcript
from wyoming.client import AsyncTcpClient
from wyoming.info import Describe

from gpt_home.cli import build_parser


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def _talk(port: int) -> tuple[str, str]:
    for _ in range(600):  # the engines load first: up to 60 s, polled
        try:
            async with AsyncTcpClient("127.0.0.1", port, read_timeout=60) as c:
                await c.write_event(Describe().event())
                info = await c.read_event()
                await c.write_event(Transcript(text="what do you remember about me").event())
                while (event := await c.read_event()) is not None and event.type not in ("handled", "not-handled"):
                    pass
                assert info is not None and event is not None
                return info.type, event.type
        except OSError:
            await asyncio.sleep(0.1)
    raise AssertionError("gpt-home wyoming never answered")


def test_gpt_home_wyoming_serves_and_stops(cli_env: dict[str, str]) -> None:
    port = _free_port()
    env = {**cli_env, "GPT_HOME_WYOMING_DEFAULT_USER_ID": "cli-test"}
    proc = subprocess.Popen([sys.executable, "-m", "gpt_home.cli", "wyoming", "--uri", f"tcp://127.0.0.1:{port}",
                             "--no-zeroconf"], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert asyncio.run(_talk(port)) == ("info", "handled")
        # bound to the loopback only: the same port on another local address is not ours
        bound = subprocess.run(["ss", "-ltnH", f"sport = :{port}"], capture_output=True, text=True, check=False)
        assert bound.stdout.strip() and all("127.0.0.1:" in line for line in bound.stdout.strip().splitlines())
    finally:
        proc.send_signal(signal.SIGTERM)
        _, stderr = proc.communicate(timeout=60)
    assert proc.returncode == 0, stderr[-3000:]
    assert "no authentication" in stderr


def test_bad_uri_is_a_config_error(run_cli) -> None:
    done = run_cli("wyoming", "--uri", "http://example:1")
    assert done.returncode == 2 and "tcp://HOST:PORT" in done.stderr


def test_run_has_the_satellite_flag_and_is_unchanged_without_it() -> None:
    parser = build_parser()
    args = parser.parse_args(["run", "--satellite", "tcp://0.0.0.0:10700"])
    assert args.satellite == "tcp://0.0.0.0:10700"
    plain = parser.parse_args(["run", "--input", "x.wav"])
    assert plain.satellite is None and plain.input is not None
