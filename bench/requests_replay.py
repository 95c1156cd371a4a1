"""Replay only the requests a set's last full run got wrong, through the harness and judging of requests_eval.py.

Usage: .venv/bin/python bench/requests_replay.py [--set holdout5] [--mode fresh] [--tag after] [--limit N]
Reads bench/results/requests_eval_<set>.json, takes the requests of ``--mode`` that were not sensible there, runs each
in a fresh thread (one request per thread, same clock and household as requests_eval.py) and writes
bench/results/requests_replay_<set>_<tag>.json with how many now pass. A fresh replay loses the earlier steps of a
conversation (a list add before "do I still need eggs"), so state-dependent requests can fail here for that alone.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
import tempfile
import time
from dataclasses import asdict
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))
from requests_eval import RESULTS, SETS, build, run_mode  # noqa: E402


def failing(which: str, mode: str) -> dict[str, list[tuple[str, str]]]:
    """The requests of ``mode`` the last full run judged not sensible, by category, with their expectations."""
    rows = json.loads((RESULTS / f"requests_eval_{which}.json").read_text())["outcomes"]
    bad = {(r["category"], r["request"]) for r in rows if r["mode"] == mode and not r["sensible"]}
    out: dict[str, list[tuple[str, str]]] = {}
    for category, cases in SETS[which].items():
        picked = [(req, exp) for req, exp in cases if (category, req) in bad]
        if picked:
            out[category] = picked
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", default="holdout5", dest="which", choices=[s for s in SETS if s != "main"])
    parser.add_argument("--mode", default="fresh", choices=["fresh", "conversation"],
                        help="which mode's failures to take (they are always replayed fresh)")
    parser.add_argument("--tag", default="after")
    parser.add_argument("--limit", type=int, default=0, help="at most N requests (0 = all)")
    args = parser.parse_args()
    cases = failing(args.which, args.mode)
    if args.limit:
        kept, left = {}, args.limit
        for cat, items in cases.items():
            if left > 0:
                kept[cat] = items[:left]
                left -= len(kept[cat])
        cases = kept
    started, load = time.monotonic(), os.getloadavg()[0]
    with tempfile.TemporaryDirectory(prefix="requests-replay-") as tmp:
        household, db = build(Path(tmp), "auto", None)
        signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
        try:
            outcomes = run_mode(household, "fresh", list(cases), cases)
        finally:
            household.assistant.close()
            db.close()
            from gpt_home.memory.embedded import stop_embedded_server

            stop_embedded_server(Path(tmp))
    passed = sum(o.sensible for o in outcomes)
    result = {"set": args.which, "failures_of_mode": args.mode, "replayed": len(outcomes), "now_pass": passed,
              "wall_s": round(time.monotonic() - started, 1),
              "load_average": f"{load:.1f} at start, {os.getloadavg()[0]:.1f} at end",
              "measured_at": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
              "outcomes": [asdict(o) | {"sensible": o.sensible} for o in outcomes]}
    RESULTS.mkdir(exist_ok=True)
    path = RESULTS / f"requests_replay_{args.which}_{args.tag}.json"
    path.write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n")
    print(f"{args.which} {args.mode} failures replayed fresh: {passed}/{len(outcomes)} now pass ({path.name})")
    for o in outcomes:
        if not o.sensible:
            print(f"  x {o.category}: {o.request!r} -> {o.reply[:90]!r} ({o.handled_by})")


if __name__ == "__main__":
    main()
