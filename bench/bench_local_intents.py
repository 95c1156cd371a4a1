"""Local-intent turns, text in -> text out: p50/p95 of the matcher alone and of full Assistant turns.

The full turn goes through the real graph, the real store (embedded Postgres in a temp dir unless DATABASE_URL is
set) and the memory layer; local intents answer before recall and the LLM. Target: p95 <= 30 ms on the dev box.

    python bench/bench_local_intents.py [--turns 200] [--out bench/results/local_intents.json]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gpt_home.agent.intents import match  # noqa: E402

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


def bench_turns(turns: int) -> dict[str, float]:
    from gpt_home.agent.assistant import Assistant
    from gpt_home.config import load_settings
    from gpt_home.memory.store import open_database
    from gpt_home.skills.local import build_local_skills

    with tempfile.TemporaryDirectory() as data_dir:
        settings = load_settings({"data_dir": data_dir, "llm_model": "none", "gpio_lights": {"kitchen": 17}})
        db = open_database(settings)
        try:
            skills = build_local_skills(settings, db)
            skills.lights.set = lambda name, action, level=None: "Okay."  # no GPIO on the bench box
            skills.volume.change = lambda up: "Okay."  # no mixer either
            assistant = Assistant(settings, db, chat_model=None, intent_handlers=[skills.handle])
            user = f"bench{datetime.now(UTC):%H%M%S}"
            for text in UTTERANCES:  # warm up connections and caches
                assistant.ask(text, user_id=user)
            samples = []
            for i in range(turns):
                text = UTTERANCES[i % len(UTTERANCES)]
                started = time.perf_counter()
                reply = assistant.ask(text, user_id=user)
                samples.append(time.perf_counter() - started)
                assert reply.handled_by == "intent", (text, reply)
            return percentiles(samples)
        finally:
            db.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=200)
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args()
    result = {"matcher": bench_matcher(rounds=200), "assistant_turn": bench_turns(args.turns)}
    text = json.dumps(result, indent=2)
    sys.stdout.write(text + "\n")
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(text + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
