"""The local path's cost: every request of the request sets through the local skills only, CPU time per turn.

Usage: .venv/bin/python bench/local_path_profile.py [--sets main,holdout8,holdout9,holdout10]
           [--modes conversation,fresh] [--out FILE.json] [--check FILE.json] [--profile FILE.prof] [--top N]
           [--runs N] [--through-assistant]

Why a harness of its own: ``requests_eval.py`` times local turns between model turns, minutes per set; this one asks
only ``LocalSkills.handle`` (as the assistant's first handler does), so a change to the local path is measured on
every request of four sets in about a minute, and its replies are kept to prove the change answers the same.
The household, its two mock lights, the embedded Postgres and the fixed clock are ``requests_eval.build``'s.

Modes: ``conversation`` says each category's requests in order as one user (timers, lists and a pending question
carry over, as in the eval); ``fresh`` says each request as a new user (nothing set, nothing pending). A request the
skills do not answer (None: the model would) is recorded with reply None and not timed into the figures.

CPU time is the turn's thread CPU (``time.thread_time``) and the process's CPU (``time.process_time``, all threads):
less load-dependent than wall time, but a box at load 15 on 2 cores still inflates it by a fifth or more, so compare
two versions back to back (run the other version's tree with PYTHONPATH) and quote the load. ``--runs N`` takes each
turn's median over N runs. ``--check`` compares every reply with an earlier run's file and exits 1 on any difference
(the safety net of a speed change). ``--profile`` dumps cProfile stats (on thread CPU) of the timed calls only.
``--through-assistant`` then also runs each set as ``requests_eval`` times it (process CPU around ``Assistant.ask``,
the turn's recording included), with no model so that model turns cost nothing.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import random
import statistics
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))
import requests_eval  # noqa: E402

DEFAULT_SETS = ("main", "holdout8", "holdout9", "holdout10")
SEED = 8  # the coin, the die and the small talk draw the same way on every run


def percentile(values: list[float], share: float) -> float | None:
    """The eval's percentile (``requests_eval.summarise``): the value at ``int(share * n)`` of the sorted values."""
    ranked = sorted(values)
    return round(ranked[min(len(ranked) - 1, int(share * len(ranked)))], 3) if ranked else None


def figures(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """CPU p50/p95/max (ms) of the turns a local skill answered."""
    local = [r for r in rows if r["reply"] is not None]
    thread = [r["thread_cpu_ms"] for r in local]
    process = [r["process_cpu_ms"] for r in local]
    return {"requests": len(rows), "local_turns": len(local),
            "thread_cpu_ms": {"p50": percentile(thread, 0.5), "p95": percentile(thread, 0.95),
                              "max": round(max(thread), 3) if thread else None},
            "process_cpu_ms": {"p50": percentile(process, 0.5), "p95": percentile(process, 0.95),
                               "max": round(max(process), 3) if process else None}}


def forget_cached() -> None:
    """Each set and mode starts with no cached answers: the same sentence said in the other mode at the same clock
    would otherwise be answered from the cache, which no household sees (``skills/turn_memo.py``, where present)."""
    try:
        from gpt_home.skills import turn_memo
    except ImportError:  # code from before the turn memo: nothing is cached across turns
        return
    turn_memo.clear()


def run(household: Any, which: str, mode: str, profiler: cProfile.Profile | None, label: str = "profile"
        ) -> list[dict[str, Any]]:
    """Every request of set ``which`` through the local skills, in ``mode``, as users named from ``label``."""
    from gpt_home.agent.graph import TurnContext

    skills = household.skills
    skills.named.rng = random.Random(SEED)
    forget_cached()
    device = household.settings.device_id
    rows: list[dict[str, Any]] = []
    cases = requests_eval.SETS[which]
    for category, requests in cases.items():
        now: datetime = requests_eval.CLOCK_START
        for index, (request, _expect) in enumerate(requests):
            now += requests_eval.TURN_GAP
            user = f"{label}-{which}-{mode}" if mode == "conversation" else f"{label}-{which}-{category}-{index}"
            text = " ".join(request.split())  # as the assistant passes it (``Assistant._prepare``)
            if not text or len(text) > 2000:  # refused before any turn (MAX_UTTERANCE_CHARS)
                continue
            household.memory.flush(5.0)  # an earlier turn's memory writes land first, untimed (as the eval settles)
            context = TurnContext(user_id=user, device_id=device, now=now)
            process, thread = time.process_time(), time.thread_time()
            if profiler is not None:
                profiler.enable()
            reply = skills.handle(text, context)
            if profiler is not None:
                profiler.disable()
            thread, process = time.thread_time() - thread, time.process_time() - process
            rows.append({"set": which, "mode": mode, "category": category, "request": request,
                         "reply": None if reply is None else str(reply),
                         "expects_answer": bool(getattr(reply, "expects_answer", False)),
                         "thread_cpu_ms": round(thread * 1000, 3), "process_cpu_ms": round(process * 1000, 3)})
    return rows


def eval_local_cpu_p95(household: Any, which: str, mode: str) -> float | None:
    """The local CPU p95 (ms) as ``requests_eval`` measures it: process CPU around ``Assistant.ask``."""
    forget_cached()
    cases = requests_eval.SETS[which]
    return requests_eval.summarise(requests_eval.run_mode(household, mode, list(cases), cases))["local_cpu_p95_ms"]


def differences(rows: list[dict[str, Any]], earlier: list[dict[str, Any]]) -> list[str]:
    """Each request whose reply (or asking back) differs from the earlier run's, as one printable line."""
    def key(row: dict[str, Any]) -> tuple[str, str, str, str]:
        return row["set"], row["mode"], row["category"], row["request"]

    before: dict[tuple[str, str, str, str], list[dict[str, Any]]] = {}
    for row in earlier:
        before.setdefault(key(row), []).append(row)
    lines = []
    for row in rows:
        was = before.get(key(row), [])
        old = was.pop(0) if was else None
        if old is None:
            continue  # a set or mode the earlier run did not cover
        if (old["reply"], old["expects_answer"]) != (row["reply"], row["expects_answer"]):
            lines.append(f"[{row['set']}/{row['mode'][:4]}] {row['category']}: {row['request']!r}\n"
                         f"    before {old['reply']!r}\n    after  {row['reply']!r}")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", default=",".join(DEFAULT_SETS))
    parser.add_argument("--modes", default="conversation,fresh")
    parser.add_argument("--out", type=Path, default=None, help="write figures and every reply here (JSON)")
    parser.add_argument("--check", type=Path, default=None, help="compare every reply with this earlier run")
    parser.add_argument("--profile", type=Path, default=None, help="dump cProfile stats of the timed calls here")
    parser.add_argument("--top", type=int, default=0, help="print the N most costly functions (with --profile)")
    parser.add_argument("--through-assistant", action="store_true",
                        help="also time each set as requests_eval does (process CPU around Assistant.ask, the turn's "
                             "recording included) with no model (llm_model none): the eval's local CPU p95 (ms)")
    parser.add_argument("--runs", type=int, default=1,
                        help="say everything N times (new users each time); a turn's CPU is its median over the runs, "
                             "its reply the first run's")
    args = parser.parse_args()
    sets = [s for s in args.sets.split(",") if s]
    unknown = set(sets) - set(requests_eval.SETS)
    if unknown:
        raise SystemExit(f"unknown sets: {sorted(unknown)}")
    modes = [m for m in args.modes.split(",") if m]
    profiler = cProfile.Profile(time.thread_time) if args.profile else None  # CPU, not waits
    load_before = os.getloadavg()[0]
    with tempfile.TemporaryDirectory(prefix="local-path-") as tmp:
        household, db = requests_eval.build(Path(tmp), "none" if args.through_assistant else "auto", None)
        try:
            runs = [[row for which in sets for mode in modes
                     for row in run(household, which, mode, profiler, f"profile{attempt}")]
                    for attempt in range(max(1, args.runs))]
            rows = runs[0]  # the replies of the first run (later runs start from other lights and volume)
            for index, row in enumerate(rows):  # a turn's CPU: its median over the runs
                row["thread_cpu_ms"] = statistics.median(r[index]["thread_cpu_ms"] for r in runs)
                row["process_cpu_ms"] = statistics.median(r[index]["process_cpu_ms"] for r in runs)
            through = {which: {mode: eval_local_cpu_p95(household, which, mode) for mode in modes}
                       for which in sets} if args.through_assistant else {}  # after: lights and volume as left
        finally:
            household.assistant.close()
            db.close()
            from gpt_home.memory.embedded import stop_embedded_server

            stop_embedded_server(Path(tmp))
    result = {
        "measured_at": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "cpus": os.cpu_count(),
        "load_average": f"{load_before:.1f} at start, {os.getloadavg()[0]:.1f} at end",
        "clock": requests_eval.CLOCK_START.isoformat(),
        "runs": max(1, args.runs),
        "figures": {which: {mode: figures([r for r in rows if r["set"] == which and r["mode"] == mode])
                            for mode in modes} for which in sets},
        "replies": rows,
    }
    if through:  # the skills above answered with no model in this household: the same local replies
        result["through_assistant_local_cpu_p95_ms"] = through
    for which, per_mode in result["figures"].items():
        for mode, figure in per_mode.items():
            cpu = figure["thread_cpu_ms"]
            print(f"{which:10} {mode:12} local {figure['local_turns']:3}/{figure['requests']:3}  thread CPU ms "
                  f"p50 {cpu['p50']}  p95 {cpu['p95']}  max {cpu['max']}  (process p95 "
                  f"{figure['process_cpu_ms']['p95']})")
    for which, per_mode in through.items():
        print(f"{which:10} through the assistant (as requests_eval times it): local process CPU p95 ms {per_mode}")
    print(f"load average {result['load_average']}")
    if args.out:
        args.out.write_text(json.dumps(result, indent=1, ensure_ascii=False) + "\n")
    if profiler is not None:
        profiler.dump_stats(str(args.profile))
        if args.top:
            pstats.Stats(profiler).sort_stats("cumulative").print_stats(args.top)
    if args.check:
        changed = differences(rows, json.loads(args.check.read_text())["replies"])
        for line in changed:
            print(line)
        print(f"{len(changed)} replies differ from {args.check}")
        if changed:
            raise SystemExit(1)


if __name__ == "__main__":
    main()
