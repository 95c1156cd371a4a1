"""`gpt-home wyoming` as Home Assistant uses it: a real server process on the loopback, driven by wyoming's client.

Measures: handled latency (p50/p95) of local-intent turns and of model turns (bundled SmolLM2), TTS time to the first
audio chunk, and 20 clients at once (each: describe, a local-intent turn, a short synthesis).

Usage: .venv/bin/python bench/wyoming_bench.py [--turns 20] [--model-turns 6] [--clients 20]
Prints a table and writes bench/results/wyoming.json and wyoming.md. Uses a throwaway data dir (embedded Postgres).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from wyoming.asr import Transcript
from wyoming.client import AsyncTcpClient
from wyoming.info import Describe
from wyoming.tts import Synthesize

RESULTS = Path(__file__).resolve().parent / "results"
LOCAL_TURNS = ["what time is it", "what do you remember about our spare key"]
MODEL_TURNS = ["Tell me something nice about Sundays.", "What should I cook tonight?", "Say hello to the family."]
SENTENCE = "The kitchen light is on. Dinner is at seven."


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))] * 1000, 1)


async def wait_ready(port: int, timeout_seconds: float = 300.0) -> None:
    deadline = time.monotonic() + timeout_seconds
    while time.monotonic() < deadline:
        try:
            async with AsyncTcpClient("127.0.0.1", port, read_timeout=30) as c:
                await c.write_event(Describe().event())
                if (event := await c.read_event()) is not None and event.type == "info":
                    return
        except OSError:
            await asyncio.sleep(0.5)
    raise SystemExit("the server did not come up")


async def handled(port: int, text: str) -> tuple[float, float, str]:
    """(seconds to the first handled-chunk, seconds to handled, reply)."""
    async with AsyncTcpClient("127.0.0.1", port, read_timeout=900) as c:
        started = time.perf_counter()
        await c.write_event(Transcript(text=text, context={"conversation_id": "bench"}).event())
        first = None
        while (event := await c.read_event()) is not None:
            if event.type == "handled-chunk" and first is None:
                first = time.perf_counter() - started
            if event.type in ("handled", "not-handled"):
                total = time.perf_counter() - started
                return first or total, total, str(event.data.get("text", ""))
    raise SystemExit("connection closed during a turn")


async def tts_first_chunk(port: int) -> float:
    async with AsyncTcpClient("127.0.0.1", port, read_timeout=60) as c:
        started = time.perf_counter()
        await c.write_event(Synthesize(text=SENTENCE).event())
        first = None
        while (event := await c.read_event()) is not None:
            if event.type == "audio-chunk" and first is None:
                first = time.perf_counter() - started
            if event.type == "audio-stop":
                assert first is not None
                return first
    raise SystemExit("connection closed during synthesis")


async def one_client(port: int) -> tuple[float, bool]:
    started = time.perf_counter()
    try:
        async with AsyncTcpClient("127.0.0.1", port, read_timeout=300) as c:
            await c.write_event(Describe().event())
            ok = (await c.read_event()) is not None
        _, _, reply = await handled(port, "what time is it")
        await tts_first_chunk(port)
        return time.perf_counter() - started, ok and bool(reply)
    except (OSError, TimeoutError, SystemExit):
        return time.perf_counter() - started, False


async def measure(port: int, turns: int, model_turns: int, clients: int) -> dict[str, object]:
    await wait_ready(port)
    await handled(port, "remember that the spare key is under the blue pot")
    local = [await handled(port, LOCAL_TURNS[i % len(LOCAL_TURNS)]) for i in range(turns)]
    model = [await handled(port, MODEL_TURNS[i % len(MODEL_TURNS)]) for i in range(model_turns)]
    model = model or [(float("nan"), float("nan"), "")]  # --model-turns 0: no model figures
    tts = [await tts_first_chunk(port) for _ in range(turns)]
    started = time.perf_counter()
    together = await asyncio.gather(*(one_client(port) for _ in range(clients)))
    wall = time.perf_counter() - started
    per_client = [t for t, _ in together]
    return {
        "local_intent_turns": turns,
        "local_handled_ms_p50": pct([t for _, t, _ in local], 0.5),
        "local_handled_ms_p95": pct([t for _, t, _ in local], 0.95),
        "model_turns": model_turns,
        "model_first_chunk_ms_p50": pct([f for f, _, _ in model], 0.5),
        "model_handled_ms_p50": pct([t for _, t, _ in model], 0.5),
        "model_handled_ms_p95": pct([t for _, t, _ in model], 0.95),
        "tts_first_chunk_ms_p50": pct(tts, 0.5),
        "tts_first_chunk_ms_p95": pct(tts, 0.95),
        "concurrent_clients": clients,
        "concurrent_ok": sum(1 for _, ok in together if ok),
        "concurrent_wall_s": round(wall, 2),
        "concurrent_client_s_p50": round(statistics.median(per_client), 2),
        "concurrent_client_s_max": round(max(per_client), 2),
        "sample_local_reply": local[1][2][:120],
        "sample_model_reply": model[0][2][:120],
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--turns", type=int, default=20)
    parser.add_argument("--model-turns", type=int, default=3)
    parser.add_argument("--clients", type=int, default=20)
    parser.add_argument("--model", default="local")
    parser.add_argument("--out", default="wyoming", help="results file name (bench/results/<out>.json and .md)")
    args = parser.parse_args()
    port = free_port()
    with tempfile.TemporaryDirectory() as data_dir:
        env = {k: v for k, v in os.environ.items() if not k.startswith("GPT_HOME_") and k != "DATABASE_URL"}
        env.update({"GPT_HOME_DATA_DIR": data_dir, "GPT_HOME_LLM_MODEL": args.model,
                    "GPT_HOME_WYOMING_DEFAULT_USER_ID": "bench", "GPT_HOME_LOG_LEVEL": "WARNING"})
        server = subprocess.Popen([sys.executable, "-m", "gpt_home.cli", "wyoming", "--uri",
                                   f"tcp://127.0.0.1:{port}", "--no-zeroconf"], env=env)
        try:
            result = asyncio.run(measure(port, args.turns, args.model_turns, args.clients))
        finally:
            server.terminate()
            try:
                server.wait(timeout=60)
            except subprocess.TimeoutExpired:  # a model turn still running on a worker thread
                server.kill()
                server.wait(timeout=30)
            subprocess.run([sys.executable, "-m", "gpt_home.cli", "db", "stop"], env=env, capture_output=True, check=False)
    result.update({"model": args.model, "cpus": os.cpu_count(), "load_avg_1min_at_end": round(os.getloadavg()[0], 2),
                   "measured_at": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())})
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / f"{args.out}.json").write_text(json.dumps(result, indent=2) + "\n")
    table = "| measure | value |\n|---|---|\n" + "\n".join(f"| {k} | {v} |" for k, v in result.items())
    (RESULTS / f"{args.out}.md").write_text("# gpt-home wyoming (loopback, wyoming client)\n\n" + table + "\n")
    print(table)


if __name__ == "__main__":
    main()
