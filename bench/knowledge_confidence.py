"""Does the bundled model know when it does not know? Its token log-probabilities on general-knowledge answers.

Usage: .venv/bin/python bench/knowledge_confidence.py [--sets main,holdout,...] [--out NAME.json]
Runs the real assistant (embedded Postgres, bundled SmolLM2, streamed turns as the daemon speaks them, one fresh
conversation per question) on the ``general_knowledge`` questions of each set and records, for each: the reply, right /
unsure / wrong (bench/knowledge_right.classify, the requests_eval judge), and every generated token of the model's
answer with its log-probability and the margin to the second candidate. The log-probabilities come from a llama.cpp
logits processor that only reads the logits the sampler already has (no ``logits_all``: no extra memory, no extra
evaluation). ``--analyse FILE``: no run; threshold figures from a file written before: each feature's threshold fit on
``--fit`` sets and checked on the others, and leave one set out (each set gated by the threshold fit on the rest).
Writes bench/results/<out>.

Result (2026-12-02, bench/results/knowledge_confidence_know12*.json): the model's confidence does not tell its right
answers from its wrong ones. Leave one set out, the best feature (lowest log-probability of the first clause's new
content words, threshold about -2.5) turns 5 of 25 wrong answers into "not sure" and loses 3 of 52 right ones, and
its threshold sits where right and wrong answers lie 0.01 apart ("Pacific" -2.49 right, "kangaroo" -2.51 wrong). The
entity's own token ("... is | Venus"): -1.87 for "Venus" (wrong), -1.77 for "Saturn" (right). No gate was shipped.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))
import knowledge_right  # noqa: E402
import requests_eval  # noqa: E402

RESULTS = BENCH / "results"
_CALLS: list[list[tuple[int, float, float, float]]] = []  # per model call: (token id, logprob, top-1, top-2 logprob)


def _recorder() -> Any:
    """A logits processor that records each step's chosen token (known at the next step), its log-probability and
    the two best candidates' log-probabilities; it never changes the logits."""
    import numpy as np

    steps: list[tuple[int, float, float, float]] = []
    _CALLS.append(steps)
    state: dict[str, Any] = {"prev": None, "start": None}

    def record(ids: Any, logits: Any) -> Any:
        values = np.asarray(logits, dtype=np.float64)
        top = values.max()
        lse = top + math.log(float(np.exp(values - top).sum()))
        if state["prev"] is not None:
            prev_lp, prev_top1, prev_top2 = state["prev"]
            chosen = int(ids[-1])
            steps.append((chosen, float(prev_lp[chosen]), prev_top1, prev_top2))
        two = np.partition(values, -2)[-2:]
        state["prev"] = (values - lse, float(two[1] - lse), float(two[0] - lse))
        return logits

    return record


def _patch() -> None:
    from llama_cpp import LogitsProcessorList

    from gpt_home.agent.llm import LocalChatModel

    original = LocalChatModel._request

    def request(self: Any, messages: Any, stop: Any) -> dict[str, Any]:
        made = original(self, messages, stop)
        made["logits_processor"] = LogitsProcessorList([_recorder()])
        return made

    LocalChatModel._request = request  # type: ignore[method-assign]


def run(sets: list[str]) -> list[dict[str, Any]]:
    """Every general-knowledge question of ``sets``, one fresh conversation each, streamed."""
    from llama_cpp import Llama

    from gpt_home.agent.model_files import bundled_model_path

    _patch()
    vocab = Llama(model_path=str(bundled_model_path()), vocab_only=True, verbose=False)
    rows: list[dict[str, Any]] = []
    for which in sets:
        cases = requests_eval.SETS[which].get("general_knowledge", [])
        with tempfile.TemporaryDirectory(prefix=f"knowconf-{which}-") as tmp:
            household, db = requests_eval.build(Path(tmp), "auto", None)
            try:
                for n, (question, expect) in enumerate(cases):
                    household.assistant.settle(5.0)
                    household.memory.flush(5.0)
                    _CALLS.clear()
                    started = time.monotonic()
                    reply = requests_eval._turn(household, question, "eval-know", f"know-{which}-{n}",
                                                requests_eval.CLOCK_START, True)
                    seconds = time.monotonic() - started
                    steps = _CALLS[0] if _CALLS else []
                    verdict = knowledge_right.classify({"reply": reply.text}, expect)
                    rows.append({"set": which, "question": question, "reply": reply.text,
                                 "handled_by": reply.handled_by, "verdict": verdict, "seconds": round(seconds, 2),
                                 "model_calls": len(_CALLS),
                                 "tokens": [[vocab.detokenize([t]).decode(errors="replace"), round(lp, 3),
                                             round(t1, 3), round(t2, 3)] for t, lp, t1, t2 in steps[:48]]})
                    print(f"{which:9} {verdict:6} {question!r} -> {reply.text!r}", flush=True)
            finally:
                household.assistant.close()
                db.close()
    return rows


# --- the features -------------------------------------------------------------------------------------------------
_FUNCTION = frozenset("the a an of in on at to for from by with and or is are was were be been it its this that these "
                      "those who what which there called known as also one most very s".split())
_CLAUSE_END = re.compile(r"[.!?,;:]")


def features(tokens: list[list[Any]], question: str) -> dict[str, float] | None:
    """Confidence over the first clause's new content words (words the question did not say, not function words):
    the lowest log-probability of their first tokens, the margin at the first of them, and their mean."""
    asked = set(re.findall(r"[a-z0-9]+", question.lower()))
    new: list[tuple[float, float]] = []  # (logprob, margin) at the first token of each new content word
    word, first = "", None
    for piece, lp, t1, t2 in tokens + [[" ", 0.0, 0.0, 0.0]]:
        starts = piece[:1].isspace() or not word or _CLAUSE_END.match(piece[:1] or "x")
        if starts and word:
            plain = re.sub(r"[^a-z0-9]", "", word.lower())
            if plain and plain not in _FUNCTION and plain not in asked and plain.rstrip("s") not in asked:
                new.append(first)  # type: ignore[arg-type]
            word = ""
        if _CLAUSE_END.match(piece.strip()[:1] or "x") and (new or word):
            break
        if starts:
            first = (lp, t1 - t2 if lp >= t1 - 1e-6 else lp - t1)
        word += piece
    if not new:
        return None
    found = {"min_lp": min(lp for lp, _ in new), "first_lp": new[0][0], "first_margin": new[0][1],
             "min_margin": min(m for _, m in new), "mean_lp": sum(lp for lp, _ in new) / len(new)}
    answer = answer_token(tokens)
    if answer is not None:
        found["answer_lp"], found["answer_margin"] = answer
    return found


_LINKS = frozenset({"is", "was", "are", "were", "by", "called", "be", "into"})
_BEFORE_ANSWER = frozenset({"the", "a", "an", "named", "called"})


def answer_token(tokens: list[list[Any]]) -> tuple[float, float] | None:
    """(log-probability, margin to the best other candidate) at the answer's first token: the first token after the
    first clause's "is/was/by/called" and an article ("... closest to the sun is | Venus"); None without such a word."""
    linked = False
    for piece, lp, t1, t2 in tokens:
        word = piece.strip().lower()
        if _CLAUSE_END.match(word[:1] or "x"):
            if linked:
                return None
            continue
        if linked and word and word not in _BEFORE_ANSWER:
            return lp, (t1 - t2 if lp >= t1 - 1e-6 else lp - t1)
        linked = linked or word in _LINKS
    return None


def analyse(rows: list[dict[str, Any]], fit: list[str]) -> dict[str, Any]:
    """For each feature, the threshold fit on ``fit`` (most wrong answers made unsure for the fewest right ones lost,
    score = wrong turned - 2 x right lost), then its effect on every set."""
    from gpt_home.agent.prompts import LOADING_NOTICE

    for r in rows:  # a cold first turn starts with the loading notice: the answer is judged without it
        expect = dict(requests_eval.SETS[r["set"]]["general_knowledge"])[r["question"]]
        r["verdict"] = knowledge_right.classify({"reply": r["reply"].replace(LOADING_NOTICE, "").strip()}, expect)
    usable = [r for r in rows if r["handled_by"] in ("llm", "guard:trimmed-to-first-sentence")]
    for r in usable:
        r["features"] = features(r["tokens"], r["question"])
    out: dict[str, Any] = {}
    for name in ("min_lp", "first_lp", "first_margin", "min_margin", "mean_lp", "answer_lp", "answer_margin"):
        scored = [r for r in usable if r["features"] and name in r["features"] and r["set"] in fit
                  and r["verdict"] != "unsure"]
        best = (0, None)
        for cut in sorted({r["features"][name] for r in scored}):
            gain = sum(r["verdict"] == "wrong" and r["features"][name] < cut + 1e-9 for r in scored)
            loss = sum(r["verdict"] == "right" and r["features"][name] < cut + 1e-9 for r in scored)
            if gain - 2 * loss > best[0]:
                best = (gain - 2 * loss, cut)
        threshold = best[1]
        per: dict[str, dict[str, int]] = {}
        for r in rows:
            figures = per.setdefault(r["set"], {"right": 0, "wrong": 0, "unsure": 0, "right_after": 0,
                                                "wrong_after": 0, "unsure_after": 0})
            figures[r["verdict"]] += 1
            gated = threshold is not None and r in usable and bool(r["features"]) and \
                r["features"].get(name, 0.0) < threshold + 1e-9 and r["verdict"] != "unsure"
            figures[("unsure" if gated else r["verdict"]) + "_after"] += 1
        totals = {}
        for part, names in (("fit", [s for s in per if s in fit]), ("check", [s for s in per if s not in fit])):
            totals[part] = {key: sum(per[s][key] for s in names) for key in next(iter(per.values()))}
        out[name] = {"threshold": threshold, "sets": per, "totals": totals}
    return out


def leave_one_out(rows: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Per feature: each set gated by the threshold fit on all the other sets (every set is held back once): the
    summed figures, and per set its figures and the threshold it was gated by."""
    sets = list(dict.fromkeys(r["set"] for r in rows))
    summed: dict[str, dict[str, Any]] = {}
    for held in sets:
        result = analyse(rows, [s for s in sets if s != held])
        for name, figures in result.items():
            into = summed.setdefault(name, {"per_set": {}})
            into["per_set"][held] = {**figures["sets"][held], "threshold": figures["threshold"]}
            for key, value in figures["sets"][held].items():
                into[key] = into.get(key, 0) + value
    return summed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", default=",".join(requests_eval.SETS))
    parser.add_argument("--out", default="knowledge_confidence_know12.json")
    parser.add_argument("--analyse", default="", help="a file written before: analyse only")
    parser.add_argument("--fit", default="main,holdout,holdout2,holdout3,holdout4,holdout5,holdout6",
                        help="sets the threshold is chosen on (the others check it)")
    args = parser.parse_args()
    if args.analyse:
        rows = json.loads(Path(args.analyse).read_text())["rows"]
    else:
        rows = run([s for s in args.sets.split(",") if s in requests_eval.SETS])
        (RESULTS / args.out).write_text(json.dumps({"measured_at": time.strftime("%Y-%m-%d %H:%M"),
                                                     "load_average": os.getloadavg(), "rows": rows}, indent=1))
    result = analyse(rows, args.fit.split(","))
    for name, figures in result.items():
        print(f"\n{name}: threshold {figures['threshold']}")
        for which, f in [*figures["sets"].items(), *(("ALL " + k, v) for k, v in figures["totals"].items())]:
            print(f"  {which:9} right {f['right']}->{f['right_after']}  wrong {f['wrong']}->{f['wrong_after']}  "
                  f"unsure {f['unsure']}->{f['unsure_after']}")
    loo = leave_one_out(rows)
    print("\nleave one set out (each set gated by the threshold fit on the others):")
    for name, f in loo.items():
        if name == "min_lp":
            for which, g in f["per_set"].items():
                print(f"    {which:9} (threshold {g['threshold']}) right {g['right']}->{g['right_after']}  "
                      f"wrong {g['wrong']}->{g['wrong_after']}  unsure {g['unsure']}->{g['unsure_after']}")
        print(f"  {name:13} right {f['right']}->{f['right_after']}  wrong {f['wrong']}->{f['wrong_after']}  "
              f"unsure {f['unsure']}->{f['unsure_after']}")
    if args.analyse:
        (RESULTS / args.out).write_text(json.dumps({"fit": args.fit.split(","), "features": result,
                                                     "leave_one_set_out": loo}, indent=1))


if __name__ == "__main__":
    main()
