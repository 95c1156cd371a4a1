"""The stream guard on real model replies, streamed a word at a time: false positives, misses, early first clauses.

Usage: .venv/bin/python bench/stream_guard_eval.py [--before ed7b976]
Sets: the labelled replies of bench/data/guard_replies.json (good and bad), and every reply the bundled model gave
in the request sets' last runs (bench/results/requests_eval*.json, handled by the model and passed by the turn's
guard; in conversation mode with the earlier replies of its conversation, as the turn saw them).
* false positive: a reply the turn's guard (check_reply) lets through, or trims, that the stream says differently;
* miss: a bad reply of which something the turn's guard refuses is heard (the words heard from the model fail
  check_reply);
* early: the first piece is released before the first sentence ends (its words: what the chunker can speak first);
* repaired: a sentence failed after its first clause was spoken and was ended with the honest fallback;
* sentence the turn replaces: a complete model sentence was spoken where the turn (``check_reply`` on the whole reply)
  says something else instead. Knowledge answers (the "3 of 426" of round 5: a first sentence spoken, then a guessed
  number in the second; the constructed ``number tails`` set puts such a sentence after every good knowledge answer)
  and other replies (a later sentence failing after a spoken one: the stream ends at the last full stop, the turn
  says the fallback; inherent to speaking before the reply is written) are counted apart.
* fallback after words: the fallback (or " — sorry, ...") heard after words of the model's (good and bad replies);
* first phrase tokens: word tokens written when the daemon's chunker gives out the first phrase (good replies).
``--before COMMIT`` also runs that commit's StreamGuard (from git) for the before column. Writes
bench/results/<--name>.json (stream_guard). Pure text: no model, no database.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import subprocess
import sys
import time
import types
from pathlib import Path
from typing import Any

from gpt_home.agent.guard import (
    FALLBACK_REPLY,
    KNOWLEDGE_FALLBACK_REPLY,
    asks_knowledge,
    check_reply,
    split_sentences,
    words,
)
from gpt_home.agent.stream_guard import StreamGuard
from gpt_home.audio.chunker import FIRST_CLAUSE_MIN_WORDS, FIRST_PHRASE_MIN_WORDS, SentenceChunker

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
RESULTS = BENCH / "results"
MODEL_HANDLED = ("llm", "guard:trimmed-to-first-sentence")


def _tokens(text: str) -> list[str]:
    parts = text.split(" ")
    return [parts[0]] + [" " + p for p in parts[1:]]


def _cases() -> list[dict[str, Any]]:
    data = json.loads((BENCH / "data" / "guard_replies.json").read_text())
    cases = [{**c, "set": "labelled", "bad": False} for c in data["good"]]
    cases += [{**c, "set": "labelled", "bad": True} for c in data["bad"]]
    for path in sorted(RESULTS.glob("requests_eval*.json")):
        if any(part in path.name for part in ("before", "partial", "blind", "stream")):
            continue
        outcomes = json.loads(path.read_text()).get("outcomes", [])
        earlier: dict[tuple[str, str], list[str]] = {}
        for row in outcomes:
            key = (row["mode"], row["category"])
            seen = earlier.setdefault(key, [])
            if row["handled_by"] in MODEL_HANDLED:
                cases.append({"user": row["request"], "reply": row["reply"], "set": path.stem, "bad": False,
                              "earlier": list(seen) if row["mode"] == "conversation" else []})
            if row["mode"] == "conversation":
                seen.append(row["reply"])
    cases += _failing_tails(cases) + _number_tails(cases)
    return cases


# Tails the bundled model wrote in earlier runs (a leak, a clock time, an invented place), put after the first clause
# of each good multi-clause reply: the clause may be spoken early; the tail must never be.
_TAILS = (" but remember, no markdown and plain speech only.", " and dinner is at 7:30 pm tonight.",
          " just like here in the city of Newbridge.")


def _failing_tails(cases: list[dict[str, Any]]) -> list[dict[str, Any]]:
    made = []
    for case in cases:
        head = case["reply"].split(",")[0]
        if case["bad"] or "," not in case["reply"] or len(words(head)) < FIRST_CLAUSE_MIN_WORDS:
            continue
        for tail in _TAILS:
            made.append({**case, "reply": head + "," + tail, "set": "constructed tails", "bad": True})
    return made


_NUMBER_TAILS = (" It is about 4,500 kilometres long.", " There are twelve of them in the world.")


def _number_tails(cases: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each good knowledge answer with a guessed number in a second sentence (what the model wrote in round 5)."""
    return [{**case, "reply": case["reply"].rstrip() + tail, "set": "number tails", "bad": True}
            for case in cases if not case["bad"] and asks_knowledge(case["user"])
            and _ENDS_RE.search(case["reply"].rstrip()) for tail in _NUMBER_TAILS]


_ENDS_RE = re.compile(r"[.!?][\"')\]]*$")


def _whole_sentence_replaced(case: dict[str, Any], heard: str) -> bool:
    """True when a complete sentence of the model's was heard where the turn replaces the reply."""
    verdict = check_reply(case["reply"], utterance=case["user"], earlier_replies=case.get("earlier", []))
    if not verdict.replaced:
        return False
    sentences, _ = split_sentences(_model_words_heard(heard) + " ")
    return any(sentence.strip() and sentence.strip() in case["reply"] for sentence in sentences)


def _stream(guard_class: type, case: dict[str, Any]) -> tuple[str, int, bool, float, int]:
    """What is heard, the words of the first piece released before the first sentence ended (0: none), repaired,
    the share of the reply's tokens the model had written when the daemon's chunker gave out its first phrase
    (a proxy of first audio / full reply time that no load on the box changes), and the number of word tokens
    written when that first phrase came out (first audio in tokens; the reply's length when it never did)."""
    guard = guard_class(utterance=case["user"], earlier_replies=case.get("earlier", []))
    chunker = SentenceChunker(first_clause_min_words=FIRST_CLAUSE_MIN_WORDS,
                              first_phrase_min_words=FIRST_PHRASE_MIN_WORDS)
    heard, early = [], 0
    tokens = _tokens(case["reply"])
    first_phrase_at, first_tokens = 1.0, len(tokens)
    for i, token in enumerate(tokens):
        piece = guard.feed(token)
        if chunker.feed(piece) and first_phrase_at == 1.0:
            first_phrase_at, first_tokens = (i + 1) / len(tokens), i + 1
        if piece and not heard:
            sentences, _ = split_sentences(piece)
            early = len(words(piece)) if not sentences and piece.strip() not in (FALLBACK_REPLY,) else 0
        if piece:
            heard.append(piece)
    heard.append(guard.finish())
    stopped = getattr(guard, "repaired", False) or getattr(guard, "stopped_at_clause", False)
    return "".join(heard).strip(), early, bool(stopped), first_phrase_at, first_tokens


def _fallback_after_words(heard: str) -> bool:
    """The fallback (or its " — sorry, ..." continuation) heard after words of the model's: a cut-off sentence and
    an apology."""
    model_words = _model_words_heard(heard)
    return bool(model_words) and model_words != heard.strip()


def _model_words_heard(heard: str) -> str:
    for ending in (" — sorry, ", FALLBACK_REPLY, KNOWLEDGE_FALLBACK_REPLY):
        heard = heard.split(ending)[0]
    return heard.strip()


def evaluate(guard_class: type, cases: list[dict[str, Any]]) -> dict[str, Any]:
    good = [c for c in cases if not c["bad"]]
    bad = [c for c in cases if c["bad"]]
    false_positives, misses, repaired_good, early_words, first_at, first_tokens = [], [], [], [], [], []
    repaired_bad = dangling = fallback_after_words = 0
    replaced_spoken = {"knowledge": 0, "other": 0}
    for case in good:
        expected = check_reply(case["reply"], utterance=case["user"], earlier_replies=case.get("earlier", []))
        heard, early, repaired, at, tokens = _stream(guard_class, case)
        first_at.append(at)
        first_tokens.append(tokens)
        fallback_after_words += _fallback_after_words(heard)
        if early:
            early_words.append(early)
        if " ".join(heard.split()) != " ".join(expected.text.split()):
            false_positives.append({"user": case["user"], "reply": case["reply"], "heard": heard,
                                    "turn_says": expected.text, "set": case["set"]})
        if repaired:
            repaired_good.append(case["reply"])
    for case in bad:
        heard, _, repaired, _, _ = _stream(guard_class, case)
        repaired_bad += repaired
        fallback_after_words += _fallback_after_words(heard)
        replaced_spoken["knowledge" if asks_knowledge(case["user"]) else "other"] += _whole_sentence_replaced(case,
                                                                                                          heard)
        dangling += not re.search(r"[.!?…][\"')\]]*$", heard)  # heard stops half-way through a sentence
        model_words = _model_words_heard(heard)
        if model_words and not check_reply(model_words, utterance=case["user"],
                                           earlier_replies=case.get("earlier", [])).ok:
            misses.append({"user": case["user"], "reply": case["reply"], "heard": heard})
    return {"good_replies": len(good), "false_positives": len(false_positives), "bad_replies": len(bad),
            "bad_heard": len(misses), "bad_repaired": repaired_bad,
            "knowledge_sentence_turn_replaces": replaced_spoken["knowledge"],
            "number_tail_cases": sum(c["set"] == "number tails" for c in bad),
            "other_sentence_turn_replaces": replaced_spoken["other"], "bad_ending_half_way": dangling,
            "good_repaired": len(repaired_good),
            "early_first_clause": len(early_words),
            "early_first_clause_words_median": statistics.median(early_words) if early_words else None,
            "first_phrase_at_share_median": round(statistics.median(first_at), 3),
            "first_phrase_at_share_mean": round(statistics.mean(first_at), 3),
            "fallback_after_words": fallback_after_words,
            "first_phrase_tokens_median": statistics.median(first_tokens),
            "first_phrase_tokens_p90": sorted(first_tokens)[int(0.9 * (len(first_tokens) - 1))],
            "first_phrase_tokens_max": max(first_tokens),
            "false_positive_examples": false_positives[:8], "miss_examples": misses[:5]}


def _guard_at(commit: str) -> type:
    """That commit's StreamGuard (agent/stream_guard.py, or agent/guard.py before it moved), run with today's other
    modules (the chunker included)."""
    for path in ("gpt_home/agent/stream_guard.py", "gpt_home/agent/guard.py"):
        shown = subprocess.run(["git", "show", f"{commit}:{path}"], cwd=ROOT, capture_output=True, text=True,
                               check=False)
        if shown.returncode == 0 and "class StreamGuard" in shown.stdout:
            module = types.ModuleType(f"stream_guard_{commit}")
            sys.modules[module.__name__] = module
            exec(compile(shown.stdout, f"{commit}:{path}", "exec"), module.__dict__)  # noqa: S102 - our own file
            return module.StreamGuard
    raise SystemExit(f"no StreamGuard at {commit}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--before", default="", help="a commit whose StreamGuard is measured too")
    parser.add_argument("--name", default="stream_guard", help="result file name under bench/results")
    args = parser.parse_args()
    cases = _cases()
    result: dict[str, Any] = {"cases": len(cases), "sets": sorted({c["set"] for c in cases})}
    if args.before:
        result["before"] = {"commit": args.before, **evaluate(_guard_at(args.before), cases)}
    result["after"] = evaluate(StreamGuard, cases)
    result["measured_at"] = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / f"{args.name}.json").write_text(json.dumps(result, indent=2) + "\n")
    for name in ("before", "after"):
        if name in result:
            row = {k: v for k, v in result[name].items() if not k.endswith("examples")}
            print(name, row)
    for example in result["after"]["false_positive_examples"]:
        print("  FP", example)
    for example in result["after"]["miss_examples"]:
        print("  MISS", example)


if __name__ == "__main__":
    main()
