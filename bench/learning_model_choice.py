"""Which bundled GGUF model, if any, should take part in learning, and which should chat by default (issue 10 item 6).

Per model, in its own process (so RSS is its own), on a fixed subset of bench/data/learning_set.json:
  - extraction: the model decides (JSON-schema constrained) for every K-th statement; precision/recall of writes
  - answers: every K-th question with the stored fact in the prompt (the memories the deterministic pass stored from
    the whole set: the ones holding the answer first, then the most recent others, 8 at most)
  - identity: every K-th identity phrasing under the real system prompt
  - fallback: the statements the deterministic pass leaves unshaped (the only place a model could be consulted)
  - latency per call (extraction and answer separately), load time, peak RSS

    python bench/learning_model_choice.py                          # both models, default strides; writes results
    python bench/learning_model_choice.py --models smollm2-135m --every-statement 1 --every-question 1
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's gpt_home
sys.path.insert(0, str(Path(__file__).resolve().parent))
from learning_eval import RESULTS, START, USER, _answers
from learning_score import DATASET, InMemoryFacade, StatementScore, latency_figures, load_set

MAX_MEMORIES = 8


def subset(data: dict[str, Any], every_statement: int, every_question: int, every_identity: int) -> dict[str, Any]:
    """The fixed subset: every K-th item of each list, starting at the first."""
    return {"statements": data["statements"][::every_statement], "questions": data["questions"][::every_question],
            "identity": data["identity"][::every_identity]}


def stored_by_rules(data: dict[str, Any]) -> tuple[list[str], list[str]]:
    """(memories the deterministic pass keeps after the whole set, statements it found no shape for)."""
    from gpt_home.memory.fact_memory import FactMemory
    from gpt_home.memory.learning import Action, Existing, decide
    from gpt_home.memory.statements import Reason

    facade = InMemoryFacade()
    memory = FactMemory(facade)
    unshaped: list[str] = []
    for item in data["statements"]:
        decision = decide(item["text"], [Existing(m.key, m.text) for m in facade.list(USER)])
        if decision.action in (Action.STORE, Action.REPLACE):
            memory.store(USER, decision.text)
        for key in decision.supersedes:
            memory.forget(USER, key)
        if decision.reason == Reason.NO_SHAPE:
            unshaped.append(item["text"])
    return [m.text for m in facade.list(USER)], unshaped


def prompt_memories(question: dict[str, Any], memories: list[str]) -> list[str]:
    """The memories holding the answer first, then the most recent others, at most MAX_MEMORIES."""
    words = [w.lower() for w in question.get("has", [])]
    gold = [m for m in memories if words and all(w in m.lower() for w in words)] if not question.get("unknown") else []
    return (gold + [m for m in memories if m not in gold])[:MAX_MEMORIES]


def run_model(name: str, full: dict[str, Any], part: dict[str, Any]) -> dict[str, Any]:
    """One model's figures, in this process."""
    from learning_models import ModelBrain, model_paths

    memories, unshaped = stored_by_rules(full)
    brain = ModelBrain(model_paths()[name])
    facade = InMemoryFacade()
    score, extract_s, malformed = StatementScore(), [], 0
    for item in part["statements"]:
        before = [m.text for m in facade.items.values()]
        started = time.perf_counter()
        has_fact, fact, well_formed = brain.extract(item["text"][:2000])
        extract_s.append(time.perf_counter() - started)
        malformed += not well_formed
        if has_fact and fact:
            facade.add(USER, fact)
        score.add(item, before, [m.text for m in facade.items.values()])
    fallback = {text: brain.extract(text)[:2] for text in unshaped}
    by_ask = {q["ask"]: q for q in part["questions"]}
    answer_s: list[float] = []
    gold_in_prompt = 0

    def reply(ask: str) -> str:
        nonlocal gold_in_prompt
        question = by_ask.get(ask)
        chosen = prompt_memories(question, memories) if question else memories[:MAX_MEMORIES]
        gold_in_prompt += bool(question and not question.get("unknown") and chosen
                               and all(w.lower() in chosen[0].lower() for w in question["has"]))
        started = time.perf_counter()
        text = brain.answer(ask, chosen, START)
        answer_s.append(time.perf_counter() - started)
        return text

    answers = _answers(part, reply)
    return {"row": f"model:{name}", **score.figures(), **answers, "malformed_outputs": malformed,
            "answer_fact_in_prompt": gold_in_prompt, "fallback_unshaped": fallback,
            "extract_latency": latency_figures(extract_s), "answer_latency": latency_figures(answer_s),
            "load_seconds": round(brain.load_seconds, 2),
            "rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)}


def table(rows: list[dict[str, Any]]) -> str:
    """The markdown table."""
    lines = [("| model | precision | recall | malformed | answer accuracy (fact in prompt) | identity truthful | "
              "extract median / max (s) | answer median / max (s) | load (s) | RSS (MB) |"),
             "|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        ex, an = r["extract_latency"], r["answer_latency"]
        lines.append(f"| {r['row']} | {r['precision']} ({r['correct_writes']}/{r['writes']} writes) | {r['recall']} "
                     f"({r['correct_writes']}/{r['expected_writes']}) | {r['malformed_outputs']} | "
                     f"{r['answer_accuracy']} ({r['answers_correct']}/{r['questions']}) | {r['identity_truthful']} | "
                     f"{ex['median_s']:.2f} / {ex['max_s']:.2f} | {an['median_s']:.2f} / {an['max_s']:.2f} | "
                     f"{r['load_seconds']} | {r['rss_mb']} |")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--models", default="smollm2-135m,gemma3-270m")
    parser.add_argument("--every-statement", type=int, default=3)
    parser.add_argument("--every-question", type=int, default=3)
    parser.add_argument("--every-identity", type=int, default=2)
    parser.add_argument("--name", default="learning_models")
    parser.add_argument("--model", help=argparse.SUPPRESS)  # internal: one model in this process
    args = parser.parse_args()
    full = load_set(DATASET)
    part = subset(full, args.every_statement, args.every_question, args.every_identity)
    if args.model:
        print(json.dumps(run_model(args.model, full, part)))
        return 0
    strides = ["--every-statement", str(args.every_statement), "--every-question", str(args.every_question),
               "--every-identity", str(args.every_identity)]
    rows = []
    for name in args.models.split(","):
        started = time.perf_counter()
        out = subprocess.run([sys.executable, __file__, "--model", name, *strides], capture_output=True, text=True,
                             check=False)
        if out.returncode != 0:
            print(f"{name}: failed\n{out.stderr[-2000:]}", file=sys.stderr)
            continue
        rows.append({**json.loads(out.stdout.strip().splitlines()[-1]),
                     "seconds": round(time.perf_counter() - started, 1)})
        print(f"{name}: done in {rows[-1]['seconds']} s", file=sys.stderr)
    text = table(rows)
    print(text)
    for r in rows:
        for key in ("wrong", "missed", "answer_failures", "identity_failures"):
            for line in r.get(key, [])[:6]:
                print(f"  {r['row']} {key}: {line}")
    stamp = {"set": DATASET.name, "statements": len(part["statements"]), "questions": len(part["questions"]),
             "identity": len(part["identity"]), "strides": strides}
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / f"{args.name}.json").write_text(json.dumps({**stamp, "rows": rows}, indent=2) + "\n")
    (RESULTS / f"{args.name}.md").write_text(f"{json.dumps(stamp)}\n\n{text}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
