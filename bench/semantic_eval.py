"""The semantic intent reader (gpt_home/agent/semantic.py) on every known request set, quickly: local skills only.

Usage: .venv/bin/python bench/semantic_eval.py [--sets main,holdout,...] [--floor F] [--margin M]
Runs each request of each set through the local skills (real rules, recognizer and skills; timers and lists in
memory, gpiozero mock pins, no sound mixer, no weather location, the eval's clock) twice: without the semantic reader
and with it. A local reply is judged with bench/requests_eval.py's patterns; a request no local skill answers would
reach the model, and is judged by the model's reply recorded on main (bench/results/requests_eval*.json as committed
there), so the sensible % is an estimate of a full run (the full run: bench/requests_eval.py --set NAME).

Prints and writes bench/results/semantic_eval.json: per set and category the sensible % without and with the reader,
the requests the reader answered (gained, lost, same), its false accepts (requests of the general_knowledge,
chit_chat and unsupported categories it answered), the probe sentences of bench/data/semantic_probes.json (written
for the reader and never in its examples: accepted "model" sentences are false accepts), and its speed: CPU time of
the reader alone per request (p50/p95) and of the whole local turn with the reader on (p95; a turn the reader sees
is one nothing else understood, the slowest kind).
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import random
import subprocess
import sys
import time
from datetime import UTC, timedelta
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))
import recorded_runs
from requests_eval import CLOCK_START, RESULTS, SETS, judge

NOT_COMMANDS = ("general_knowledge", "chit_chat", "unsupported")
LIGHTS = {"kitchen": 22, "living room": 23}


def recorded(name: str) -> dict[tuple[str, str], dict[str, Any]]:
    """The fresh-mode outcomes of the set's last full run on main (before the reader), by (category, request)."""
    path = recorded_runs.result_path(name).relative_to(BENCH.parent)
    try:
        text = subprocess.run(["git", "show", f"main:{path}"], cwd=BENCH.parent, capture_output=True, text=True,
                              check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        text = (BENCH.parent / path).read_text()
    return recorded_runs.by_request(recorded_runs.outcomes(text, mode="fresh"))


def household(reader_on: bool) -> Any:
    from gpiozero.pins.mock import MockFactory, MockPWMPin
    from langgraph.store.memory import InMemoryStore

    from gpt_home.skills.lights import Lights
    from gpt_home.skills.lists import ListSkill
    from gpt_home.skills.local import LocalSkills
    from gpt_home.skills.timers import TimerService
    from gpt_home.skills.volume import Volume

    skills = LocalSkills(tz=UTC, timers=TimerService(InMemoryStore(), device_id="bench", grace_seconds=600),
                         lights=Lights(LIGHTS, pin_factory=MockFactory(pin_class=MockPWMPin)), volume=Volume(),
                         rng=random.Random(3), lists=ListSkill(InMemoryStore()))
    if not reader_on:
        skills.dialogue.semantic = None
    return skills


def run_set(name: str, reader_on: bool) -> list[dict[str, Any]]:
    """Each request once, categories in order, one device per request (no pending question carried over)."""
    from gpt_home.agent.graph import TurnContext

    skills, model = household(reader_on), recorded(name)
    rows = []
    for category, cases in SETS[name].items():
        now = CLOCK_START
        for i, (request, expect) in enumerate(cases):
            now += timedelta(seconds=2)
            cpu = time.process_time()
            reply = skills.handle(request, TurnContext(user_id="bench", device_id=f"{category}-{i}", now=now))
            cpu = time.process_time() - cpu
            if reply is None:
                old = model.get((category, request))
                ok = bool(old and old["handled_by"] != "intent" and old["sensible"])
            else:
                ok = judge(expect, str(reply))
            rows.append({"category": category, "request": request, "reply": None if reply is None else str(reply),
                         "sensible": ok, "cpu_ms": cpu * 1000})
    return rows


def pct(rows: list[dict[str, Any]]) -> float:
    return round(100 * sum(r["sensible"] for r in rows) / max(len(rows), 1), 1)


def p(values: list[float], q: float) -> float:
    values = sorted(values)
    return round(values[min(len(values) - 1, int(q * len(values)))], 3) if values else 0.0


def probes(reader: Any) -> dict[str, Any]:
    from gpt_home.agent.intents import normalize

    data = json.loads((BENCH / "data" / "semantic_probes.json").read_text())
    lights = tuple(LIGHTS)
    accepted = [t for t in data["model"] if reader.command(normalize(t), lights, CLOCK_START)]
    right, wrong = 0, []
    for text, want in data["intent"]:
        read = reader.command(normalize(text), lights, CLOCK_START)
        if read and read[0].intent == want:
            right += 1
        elif read:
            wrong.append([text, want, read[0].intent])
    return {"model_sentences": len(data["model"]), "false_accepts": accepted, "intent_sentences": len(data["intent"]),
            "read_right": right, "read_wrong": wrong}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", default=",".join(SETS))
    parser.add_argument("--floor", type=float, default=None)
    parser.add_argument("--margin", type=float, default=None)
    args = parser.parse_args()
    logging.disable(logging.INFO)
    os.environ.setdefault("GPIOZERO_PIN_FACTORY", "mock")
    from gpt_home.agent import semantic
    from gpt_home.agent.intents import normalize

    semantic.FLOOR = args.floor if args.floor is not None else semantic.FLOOR
    semantic.MARGIN = args.margin if args.margin is not None else semantic.MARGIN
    started, load = time.monotonic(), os.getloadavg()[0]
    reader = semantic.default_reader()
    cpu = time.process_time()
    semantic.SemanticReader(reader._embed)  # the example index as warm-up builds it (the model already loaded)
    build_ms = round((time.process_time() - cpu) * 1000, 1)
    result: dict[str, Any] = {"floor": semantic.FLOOR, "margin": semantic.MARGIN, "sets": {}}
    reader_ms: list[float] = []
    turn_ms: list[float] = []
    for name in args.sets.split(","):
        before, after = run_set(name, False), run_set(name, True)
        cats: dict[str, Any] = {}
        read = []
        for b, a in zip(before, after, strict=True):
            cats.setdefault(a["category"], ([], []))
            cats[a["category"]][0].append(b)
            cats[a["category"]][1].append(a)
            if a["reply"] is not None:
                turn_ms.append(a["cpu_ms"])
            if b["reply"] is None:
                cpu = time.process_time()
                reader.command(normalize(a["request"]), tuple(LIGHTS), CLOCK_START)
                reader_ms.append((time.process_time() - cpu) * 1000)
            if b["reply"] is None and a["reply"] is not None:
                change = "gained" if a["sensible"] and not b["sensible"] else (
                    "lost" if b["sensible"] and not a["sensible"] else "same")
                read.append({"category": a["category"], "request": a["request"], "reply": a["reply"],
                             "change": change})
        result["sets"][name] = {
            "before_pct": pct(before), "after_pct": pct(after), "requests": len(after),
            "categories": {c: [pct(b), pct(a)] for c, (b, a) in cats.items()},
            "read_by_meaning": read,
            "false_accepts": [r for r in read if r["category"] in NOT_COMMANDS],
        }
        s = result["sets"][name]
        gained = sum(r["change"] == "gained" for r in read)
        lost = sum(r["change"] == "lost" for r in read)
        print(f"{name:9} {s['before_pct']:5.1f} -> {s['after_pct']:5.1f} %  read {len(read)} (gained {gained}, lost "
              f"{lost}), false accepts {len(s['false_accepts'])}")
        worst = sorted(s["categories"].items(), key=lambda kv: kv[1][1])[:5]
        print("           weakest after: " + ", ".join(f"{c} {b:.0f}->{a:.0f}" for c, (b, a) in worst))
    result["probes"] = probes(reader)
    result["reader_cpu_ms"] = {"p50": p(reader_ms, 0.5), "p95": p(reader_ms, 0.95), "n": len(reader_ms)}
    result["local_turn_cpu_ms"] = {"p50": p(turn_ms, 0.5), "p95": p(turn_ms, 0.95), "n": len(turn_ms)}
    result["index_build_cpu_ms"] = build_ms
    result["examples"] = sum(len(v) for v in semantic.exemplars().values())
    result["load_average"] = f"{load:.1f} at start, {os.getloadavg()[0]:.1f} at end"
    result["wall_s"] = round(time.monotonic() - started, 1)
    pr = result["probes"]
    print(f"probes: {len(pr['false_accepts'])}/{pr['model_sentences']} model sentences accepted "
          f"{pr['false_accepts']}; {pr['read_right']}/{pr['intent_sentences']} requests read right, wrong: "
          f"{pr['read_wrong']}")
    print(f"reader CPU ms p50 {result['reader_cpu_ms']['p50']} p95 {result['reader_cpu_ms']['p95']}; local turn CPU "
          f"ms p95 {result['local_turn_cpu_ms']['p95']}; index of {result['examples']} examples built in {build_ms} ms CPU "
          f"({result['load_average']})")
    (RESULTS / "semantic_eval.json").write_text(json.dumps(result, indent=1) + "\n")


if __name__ == "__main__":
    main()
