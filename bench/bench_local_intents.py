"""Local-intent turns, text in -> text out: p50/p95 of the matcher alone and of full Assistant turns.

The full turn goes through the real graph, the real store (embedded Postgres in a temp dir unless DATABASE_URL is
set) and the memory service, wired as the daemon wires them (``wiring.build_household``); local intents answer before
recall and the LLM. Figures: wall time per turn and the process's CPU time per turn (which includes the after-reply
threads), with the load average. Targets: p95 <= 30 ms (issue 12), <= 10 ms for local skills (issue 15).

    python bench/bench_local_intents.py [--turns 200] [--out bench/results/local_intents.json]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gpt_home.agent.intents import match

UTTERANCES = [
    "what time is it",
    "hey computer what's the date today",
    "set a timer for five minutes",
    "remind me to call mom in an hour",
    "wake me up at 7:30 tomorrow",
    "turn on the kitchen light",
    "what timers do i have",
    "cancel all timers",
    "volume up",
    "what can you do",
]
MISSES = ["my computer is slow", "what time did the store close yesterday", "tell me about the roman empire"]


def percentiles(samples_s: list[float]) -> dict[str, float]:
    """p50 / p95 / max in milliseconds."""
    ordered = sorted(samples_s)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return {
        "p50_ms": round(statistics.median(ordered) * 1000, 3),
        "p95_ms": round(p95 * 1000, 3),
        "max_ms": round(ordered[-1] * 1000, 3),
        "n": len(ordered),
    }


def bench_matcher(rounds: int) -> dict[str, float]:
    now = datetime.now(ZoneInfo("Europe/Berlin"))
    samples = []
    for _ in range(rounds):
        for text in UTTERANCES + MISSES:
            started = time.perf_counter()
            match(text, now, lights=("kitchen", "living_room"))
            samples.append(time.perf_counter() - started)
    return percentiles(samples)


def bench_turns(turns: int) -> dict[str, dict[str, float]]:
    from gpt_home.config import load_settings
    from gpt_home.memory.store import open_database
    from gpt_home.wiring import build_household

    with tempfile.TemporaryDirectory() as data_dir:
        settings = load_settings({"data_dir": data_dir, "llm_model": "none", "gpio_lights": {"kitchen": 17}})
        db = open_database(settings)
        try:
            # As the daemon wires it: skills and the assistant over the one journaled memory service.
            household = build_household(settings, db, chat_model=None)
            skills, assistant = household.skills, household.assistant
            skills.lights.set = lambda name, action, level=None: "Okay."  # no GPIO on the bench box
            skills.volume.change = lambda up: "Okay."  # no mixer either
            user = f"bench{datetime.now(UTC):%H%M%S}"
            for text in UTTERANCES:  # warm up connections and caches
                assistant.ask(text, user_id=user)
            assistant.settle()
            samples, cpu = [], []
            by_text: dict[str, list[float]] = {}
            for i in range(turns):
                text = UTTERANCES[i % len(UTTERANCES)]
                started, started_cpu = time.perf_counter(), time.process_time()
                reply = assistant.ask(text, user_id=user)
                samples.append(time.perf_counter() - started)
                by_text.setdefault(text, []).append(samples[-1])
                cpu.append(time.process_time() - started_cpu)  # the whole process: includes after-reply threads
                assert reply.handled_by == "intent", (text, reply)
            assistant.close()  # records the turns and stores their checkpoints (after the timed replies)
            household.memory.close()
            return {"wall": percentiles(samples), "process_cpu": percentiles(cpu),
                    "wall_by_utterance": {t: percentiles(v) for t, v in by_text.items()}}
        finally:
            db.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=200)
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args()
    result: dict[str, object] = {"load_average_before": [round(x, 2) for x in os.getloadavg()]}
    result["matcher"] = bench_matcher(rounds=200)
    result["assistant_turn"] = bench_turns(args.turns)
    result["load_average_after"] = [round(x, 2) for x in os.getloadavg()]
    text = json.dumps(result, indent=2)
    sys.stdout.write(text + "\n")
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(text + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
