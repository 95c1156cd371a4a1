"""How long the bundled model takes to read a turn's new prompt tokens, by the threads it reads them on, with and
without one competing busy process (the daemon's own threads, or a neighbour, on a shared 2-core box).

Usage: .venv/bin/python bench/model_threads_bench.py [--repeats 8] [--name model_threads]
Per thread count (1 .. the usable cores) and condition (quiet / one busy process): the wall time and the process CPU
time of evaluating 16 new tokens after a 330-token prefix (what a model turn reads after its end of speech when the
conversation was read ahead, agent/read_ahead.py), each repeat from a fresh prefix. CPU time is the figure a shared
box's load changes least; ``daemon threads`` marks what agent/model_threads.py gives the daemon here.
Writes bench/results/<name>.json and .md.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gpt_home.agent.llm import bundled_model_path
from gpt_home.agent.model_threads import model_threads, usable_cores

RESULTS = Path(__file__).resolve().parent / "results"
PREFIX_TOKENS, NEW_TOKENS = 330, 16


def measure(path: str, batch_threads: int, busy: bool, repeats: int) -> dict:
    """Wall and CPU seconds of reading the new tokens, ``repeats`` times, on ``batch_threads`` threads."""
    from llama_cpp import Llama

    llama = Llama(model_path=path, n_ctx=768, n_threads=1, n_threads_batch=batch_threads, use_mmap=True, verbose=False)
    prefix = llama.tokenize(("You are a helpful voice assistant in a family home. Answer briefly. " * 25).encode())
    new = llama.tokenize(b" how far is the moon from the earth tell me quickly please now and then", add_bos=False)
    hog = subprocess.Popen([sys.executable, "-c", "while True: pass"]) if busy else None
    walls, cpus = [], []
    try:
        for _ in range(repeats):
            llama.reset()
            llama.eval(prefix[:PREFIX_TOKENS])
            wall, cpu = time.perf_counter(), time.process_time()
            llama.eval(new[:NEW_TOKENS])
            walls.append(time.perf_counter() - wall)
            cpus.append(time.process_time() - cpu)
    finally:
        if hog is not None:
            hog.kill()
            hog.wait()
        llama.close()
    return {"batch_threads": batch_threads, "busy_neighbour": busy,
            "wall_median_s": round(statistics.median(walls), 3), "wall_worst_s": round(max(walls), 3),
            "cpu_median_s": round(statistics.median(cpus), 3), "cpu_worst_s": round(max(cpus), 3)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeats", type=int, default=8)
    parser.add_argument("--name", default="model_threads")
    args = parser.parse_args()
    path = bundled_model_path()
    if path is None:
        raise SystemExit("the bundled model is not installed (the local-llm extra)")
    load_before = os.getloadavg()[0]
    rows = [measure(str(path), threads, busy, args.repeats)
            for busy in (False, True) for threads in range(1, usable_cores() + 1)]
    result = {"usable_cores": usable_cores(), "daemon_threads": model_threads()._asdict(), "rows": rows,
              "prefix_tokens": PREFIX_TOKENS, "new_tokens": NEW_TOKENS, "repeats": args.repeats,
              "load_avg_1min_before": round(load_before, 2), "load_avg_1min_after": round(os.getloadavg()[0], 2),
              "when": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())}
    lines = [f"## Reading {NEW_TOKENS} new prompt tokens after {PREFIX_TOKENS} (bundled SmolLM2, {args.repeats} repeats)",
             "", f"{result['usable_cores']} usable cores; the daemon reads on {result['daemon_threads']['batch']} "
             f"(agent/model_threads.py); load {result['load_avg_1min_before']} before, "
             f"{result['load_avg_1min_after']} after; {result['when']}.", "",
             "| prompt threads | busy neighbour | wall median s | wall worst s | CPU median s | CPU worst s |",
             "|---|---|---|---|---|---|"]
    lines += [f"| {r['batch_threads']}{' (daemon)' if r['batch_threads'] == result['daemon_threads']['batch'] else ''}"
              f" | {'yes' if r['busy_neighbour'] else 'no'} | {r['wall_median_s']} | {r['wall_worst_s']} | "
              f"{r['cpu_median_s']} | {r['cpu_worst_s']} |" for r in rows]
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / f"{args.name}.json").write_text(json.dumps(result, indent=2) + "\n")
    (RESULTS / f"{args.name}.md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
