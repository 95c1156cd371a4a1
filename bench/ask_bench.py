"""`gpt-home ask` as a user runs it: wall time and peak RSS of the whole process, with the bundled local model.

Usage: .venv/bin/python bench/ask_bench.py [--runs 3] [--model local]
Prints a table and writes bench/results/ask.json and ask.md. Uses a throwaway data dir with the embedded Postgres.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

RESULTS = Path(__file__).resolve().parent / "results"
QUESTIONS = ["hello", "What should I cook tonight?", "Tell me something nice about Sundays."]


def run_once(env: dict[str, str], text: str) -> tuple[float, float, str]:
    """Wall seconds, peak RSS in MB, and the reply of one `gpt-home ask` process."""
    started = time.monotonic()
    proc = subprocess.Popen([sys.executable, "-m", "gpt_home.cli", "ask", text], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.monotonic() - started
    out = proc.stdout.read() if proc.stdout else ""
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"gpt-home ask failed for {text!r}")
    return wall, usage.ru_maxrss / 1024, out.strip()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--model", default="local")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as data_dir:
        env = {k: v for k, v in os.environ.items() if not k.startswith("GPT_HOME_") and k != "DATABASE_URL"}
        env.update({"GPT_HOME_DATA_DIR": data_dir, "GPT_HOME_LLM_MODEL": args.model})
        first_wall, first_rss, _ = run_once(env, "hello")  # includes initdb of the embedded cluster
        rows = [run_once(env, QUESTIONS[i % len(QUESTIONS)]) for i in range(args.runs)]
        subprocess.run([sys.executable, "-m", "gpt_home.cli", "db", "stop"], env=env, capture_output=True, check=False)
    walls = [r[0] for r in rows]
    rss = [r[1] for r in rows]
    result = {
        "model": args.model,
        "runs": args.runs,
        "first_run_with_initdb_s": round(first_wall, 2),
        "wall_s_median": round(statistics.median(walls), 2),
        "wall_s_max": round(max(walls), 2),
        "peak_rss_mb_max": round(max(rss + [first_rss]), 1),
        "cpus": os.cpu_count(),
        "load_avg_1min_at_end": round(os.getloadavg()[0], 2),
        "sample_reply": rows[0][2][:160],
        "measured_at": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
    }
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "ask.json").write_text(json.dumps(result, indent=2) + "\n")
    table = "| measure | value |\n|---|---|\n" + "\n".join(f"| {k} | {v} |" for k, v in result.items())
    (RESULTS / "ask.md").write_text("# gpt-home ask (whole process)\n\n" + table + "\n")
    print(table)


if __name__ == "__main__":
    main()
