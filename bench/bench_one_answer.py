"""One answer per house, end to end: two real daemons on one Postgres hear the same utterance (flite speech) at two
gains (sox ``vol`` 1.0 and 0.35), paced in real time and started together; counts the runs in which exactly one
answered and it was the louder one. The louder device alternates between runs.

    python bench/bench_one_answer.py [--runs 20] [--out bench/results/one_answer.json]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(REPO), str(REPO / "tests" / "voice")]

from house_pair import LOUD_VOL, QUIET_VOL, gained, run_pair

from gpt_home.config import load_settings
from gpt_home.house.pg import HouseDb
from gpt_home.memory.store import open_database

COMMAND = "hey computer what time is it"


def utterance(folder: Path) -> Path:
    raw, out = folder / "raw.wav", folder / "utterance.wav"
    subprocess.run(["flite", "-voice", "slt", "-t", COMMAND, "-o", str(raw)], check=True, timeout=60)
    subprocess.run(["sox", str(raw), "-r", "16000", "-c", "1", "-b", "16", str(out), "pad", "0.5", "1.5"],
                   check=True, timeout=60)
    return out


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--out", type=Path, default=REPO / "bench" / "results" / "one_answer.json")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp_dir:
        tmp = Path(tmp_dir)
        url = os.environ.get("DATABASE_URL")
        if not url:
            from gpt_home.memory.embedded import ensure_embedded_server

            url = ensure_embedded_server(tmp / "pg")
        base = {"database_url": url, "llm_model": "none", "stt_engine": "sphinx"}
        source = utterance(tmp)
        loud, quiet = gained(source, LOUD_VOL, tmp / "loud.wav"), gained(source, QUIET_VOL, tmp / "quiet.wav")
        names = [f"living-{uuid.uuid4().hex[:4]}", f"kitchen-{uuid.uuid4().hex[:4]}"]
        good, runs = 0, []
        try:
            for run in range(args.runs):
                db = open_database(load_settings({**base, "data_dir": tmp / "setup"}))
                with HouseDb(db).connection(5.0) as conn:
                    conn.execute("DELETE FROM house_wake_events")
                db.close()
                louder = names[run % 2]
                devices = {n: (load_settings({**base, "device_id": n, "data_dir": tmp / f"{n}-{run}"}),
                               loud if n == louder else quiet) for n in names}
                t0 = time.monotonic()
                result = run_pair(devices, lambda _t: ["It is seven o'clock."], tmp / f"out-{run}", open_database)
                answered = [n for n in names if result.replies[n]]
                ok = answered == [louder]
                good += ok
                runs.append({"run": run, "louder": louder, "answered": answered, "ok": ok,
                             "outcomes": result.outcomes, "seconds": round(time.monotonic() - t0, 1)})
                print(f"run {run + 1}: louder {louder}, answered {answered} {'ok' if ok else 'WRONG'}", flush=True)
        finally:
            if not os.environ.get("DATABASE_URL"):
                from gpt_home.memory.embedded import stop_embedded_server

                stop_embedded_server(tmp / "pg")
    summary = {"runs": args.runs, "exactly_one_and_louder": good, "gains": [LOUD_VOL, QUIET_VOL],
               "load_avg": [round(x, 1) for x in os.getloadavg()], "at": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
               "detail": runs}
    print(f"{good}/{args.runs} runs: exactly one answered, the louder one")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(summary, indent=1) + "\n")
    return 0 if good == args.runs else 1


if __name__ == "__main__":
    sys.exit(main())
