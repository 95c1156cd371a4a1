"""Statements of fact as a household says them: what the reply says, and what the memory pass stores.

Usage: .venv/bin/python bench/statements_eval.py [--label after] [--model auto] [--sets household,learning_set,...]
Runs, through the real Assistant as `gpt-home ask` builds it (embedded Postgres, bundled model, local skills; the
same ``build`` as bench/requests_eval.py), the issue's four household statements and an update, then every statement
of bench/data/learning_set.json and learning_holdout.json in order (one user per set, a fresh thread per statement,
the previous turn's memory pass let finish between turns). Per statement:
* acknowledged: the reply names what was said (every ``has`` word) and acknowledges it ("got it", "noted", "nice to
  meet you", "okay", "I know" ...), the way a person would; judged the same way whoever answered;
* a false acknowledgement: a reply of ours that acknowledges a turn the set says is no fact ("none");
and at the end, per user, the semantic memories stored: facts stored twice (must be 0). CPU seconds per turn (the
process's, barely changed by load) and the load average are recorded. Writes bench/results/statements_<label>.json.
To compare with the code before acknowledgements, run this script with PYTHONPATH pointing at that checkout.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import tempfile
import time
import uuid
from collections import Counter
from datetime import timedelta
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))
from requests_eval import CLOCK_START, build

RESULTS = BENCH / "results"
HOUSEHOLD = [  # the examples, as heard, then an update of one of them
    {"text": "My favourite colour is green.", "expect": "store", "has": ["green"]},
    {"text": "Our dog is called Biscuit.", "expect": "store", "has": ["Biscuit"]},
    {"text": "I'm allergic to shellfish.", "expect": "store", "has": ["shellfish"]},
    {"text": "My name is Priya.", "expect": "store", "has": ["Priya"]},
    {"text": "Our dog is called Rolo now.", "expect": "update", "has": ["Rolo"]},
]
_ACK = re.compile(r"\b(?:got it|noted|okay|ok|nice to meet you|i'll remember|i will remember|remembered|"
                  r"thanks for (?:telling|letting)|good to know|i know|i've changed|i'll forget)\b", re.IGNORECASE)
_OURS = re.compile(r"^(?:Got it: |Noted: |Nice to meet you, |Okay, I'll call you |Okay, I've changed that: |"
                   r"Yes, I know: |Okay, I'll forget that)")


def acknowledged(reply: str, has: list[str]) -> bool:
    """The reply names every word said and acknowledges it."""
    return bool(_ACK.search(reply)) and all(w.lower() in reply.lower() for w in has)


def run(household: Any, statements: list[dict[str, Any]], user: str) -> list[dict[str, Any]]:
    rows = []
    now = CLOCK_START
    for item in statements:
        now += timedelta(minutes=10)  # a new conversation each time, as separate `ask`s would be
        household.assistant.settle(5.0)
        household.memory.flush(5.0)
        if household.memory.background is not None:
            household.memory.background.wait_idle(30, run_now=True)  # the previous turn's memory pass
        cpu = time.process_time()
        reply = household.assistant.ask(item["text"], user_id=user, thread_id=f"{user}-{uuid.uuid4().hex[:8]}",
                                        now=now)
        cpu = time.process_time() - cpu
        fact = item["expect"] in ("store", "update")
        rows.append({"text": item["text"], "expect": item["expect"], "reply": reply.text,
                     "handled_by": reply.handled_by, "cpu_s": round(cpu, 4), "seconds": round(reply.seconds, 4),
                     "acknowledged": fact and acknowledged(reply.text, item.get("has", [])),
                     "false_ack": not fact and item["expect"] != "delete" and bool(_OURS.match(reply.text))})
    if household.memory.background is not None:
        household.memory.background.wait_idle(30, run_now=True)
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--label", default="after", help="results file: bench/results/statements_<label>.json")
    parser.add_argument("--model", default="auto", help="llm_model setting (auto = the bundled SmolLM2)")
    parser.add_argument("--sets", default="household,learning_set,learning_holdout",
                        help="comma-separated: household, learning_set, learning_holdout")
    args = parser.parse_args()
    sets = {}
    for name in args.sets.split(","):
        sets[name] = HOUSEHOLD if name == "household" else json.loads(
            (BENCH / "data" / f"{name}.json").read_text())["statements"]
    load_before = os.getloadavg()[0]
    started = time.monotonic()
    out: dict[str, Any] = {"label": args.label, "sets": {}}
    with tempfile.TemporaryDirectory(prefix="statements-eval-") as tmp:
        household, db = build(Path(tmp), args.model, None)
        try:
            for name, statements in sets.items():
                user = f"statements-{name}-{uuid.uuid4().hex[:6]}"
                rows = run(household, statements, user)
                stored = [m.text for m in household.memory.list(user) if str(m.kind) == "semantic"]
                twice = [t for t, n in Counter(t.lower() for t in stored).items() if n > 1]
                facts = [r for r in rows if r["expect"] in ("store", "update")]
                out["sets"][name] = {
                    "statements": len(rows), "facts": len(facts),
                    "acknowledged": sum(r["acknowledged"] for r in facts),
                    "false_acknowledgements": sum(r["false_ack"] for r in rows),
                    "by_model": sum(r["handled_by"] in ("llm", "guard:trimmed-to-first-sentence") for r in rows),
                    "stored": len(stored), "stored_twice": twice, "rows": rows}
        finally:
            household.assistant.close()
            db.close()
            from gpt_home.memory.embedded import stop_embedded_server

            stop_embedded_server(Path(tmp))
    every = [r for s in out["sets"].values() for r in s["rows"]]
    acks = sorted(r["cpu_s"] for r in every if r["handled_by"] == "memory" and r["expect"] in ("store", "update"))
    out.update(load_average=[round(load_before, 2), round(os.getloadavg()[0], 2)],
               wall_s=round(time.monotonic() - started, 1),
               acknowledgement_cpu_s_median=acks[len(acks) // 2] if acks else None,
               acknowledgement_cpu_s_p95=acks[int(len(acks) * 0.95)] if acks else None)
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / f"statements_{args.label}.json").write_text(json.dumps(out, indent=1) + "\n")
    for name, figures in out["sets"].items():
        print(f"{name}: {figures['acknowledged']} of {figures['facts']} facts acknowledged, "
              f"{figures['false_acknowledgements']} false acknowledgements of "
              f"{figures['statements'] - figures['facts']} others, {figures['by_model']} answered by the model, "
              f"{figures['stored']} stored, stored twice: {figures['stored_twice']}")
        for row in figures["rows"][:5] if name == "household" else ():
            print(f"   {row['text']!r} -> {row['reply']!r} ({row['handled_by']})")
    print(f"acknowledgement turn CPU median {out['acknowledgement_cpu_s_median']} s, "
          f"p95 {out['acknowledgement_cpu_s_p95']} s; load {out['load_average']}; {out['wall_s']} s")


if __name__ == "__main__":
    main()
