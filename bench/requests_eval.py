"""Everyday requests answered right, offline: the real Assistant (embedded Postgres, bundled model, local skills as
`gpt-home ask` wires them) on 200+ requests in 17 categories, with a fixed clock.

Usage: .venv/bin/python bench/requests_eval.py [--mode both|conversation|fresh] [--set main|holdout|holdout2|...] [--model auto]
                                                [--only CAT,...] [--max-tokens N] [--no-md]
Each category runs once as one conversation (requests in order, 5 s apart) and once as fresh conversations (one thread
per request). Prints per-category sensible %, prompt leaks, replies copied from an earlier turn, guard replacements
and the local-skill turn p95; writes bench/results/requests_eval.json (``--set holdout``: the held-out set of
bench/requests_holdout.py, written before this round's fixes and not tuned on, to requests_eval_holdout.json; a run of one mode keeps the other mode's
figures from the previous run) and (unless --no-md) replaces the "Everyday requests" section of docs/benchmarks.md. Also measures the reply guard's false-positive rate on
bench/data/guard_replies.json.

A reply is sensible when it matches the case's pattern (bench/requests_cases.py), is not a prompt leak and is not a
copy of an earlier reply of the same conversation. A copy counts only for replies the model wrote (handled_by "llm"):
a skill's fixed line ("I'm not sure about that.", a refusal) may recur.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import re
import signal
import statistics
import sys
import tempfile
import time
import uuid
from dataclasses import asdict, dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))
import requests_cases  # noqa: E402
from requests_cases import CHAT, FACT, UNSURE, fact_stated  # noqa: E402

ORDINALS = ["", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh",
            "twelfth", "thirteenth", "fourteenth", "fifteenth",
            "sixteenth", "seventeenth", "eighteenth", "nineteenth", "twentieth", "twenty-first", "twenty-second",
            "twenty-third", "twenty-fourth", "twenty-fifth", "twenty-sixth",
            "twenty-seventh", "twenty-eighth", "twenty-ninth", "thirtieth", "thirty-first", "thirty-second"]
HELD_OUT = ["holdout"] + [f"holdout{number}" for number in range(2, len(ORDINALS) + 1)]
POOLS = sorted(path.stem.removeprefix("requests_") for path in BENCH.glob("requests_pool*.py"))  # dev sets of many speakers
SETS = {"main": requests_cases.CASES}
for _name in HELD_OUT + POOLS:  # a sealed set (kept outside the repository) is present only while it is run
    if (BENCH / f"requests_{_name}.py").exists():
        SETS[_name] = importlib.import_module(f"requests_{_name}").CASES
CASES = SETS["main"]  # the main set, for callers that import it from here

RESULTS = BENCH / "results"
DOCS = BENCH.parent / "docs" / "benchmarks.md"
SECTION = "## Everyday requests (bench/requests_eval.py)"
SECTIONS = {"main": SECTION} | {
    name: f"## Everyday requests, {(ORDINALS[index] + ' ') if index else ''}held-out set "
          f"(bench/requests_eval.py --set {name})" for index, name in enumerate(HELD_OUT)} | {
    name: f"## Everyday requests, the many-speaker pool {name} (bench/requests_eval.py --set {name})" for name in POOLS}
CLOCK_START = datetime(2026, 12, 1, 10, 25, tzinfo=UTC)  # a Tuesday
TURN_GAP = timedelta(seconds=2)
TRIMMED = "guard:trimmed-to-first-sentence"  # a model reply cut to its first sentence: still the model's words  # each category starts at CLOCK_START: its turns stay within the minute


@dataclass
class Outcome:
    """One request's reply and how it was judged."""

    mode: str
    category: str
    request: str
    reply: str
    handled_by: str
    seconds: float
    matched: bool
    leak: bool
    copy: bool
    cpu_seconds: float = 0.0  # process CPU time of the turn (all threads): barely changed by the box's load

    @property
    def sensible(self) -> bool:
        return self.matched and not self.leak and not self.copy


def judge(expect: str, reply: str) -> bool:
    """Does the reply match what a sensible answer looks like?"""
    from gpt_home.agent.guard import FALLBACK_REPLY, KNOWLEDGE_FALLBACK_REPLY
    from gpt_home.agent.prompts import LLM_FAILED_REPLY, NO_MODEL_REPLY

    if expect.startswith(FACT):  # a knowledge answer: honestly unsure, or the fact stated plainly
        return re.search(UNSURE, reply, re.IGNORECASE) is not None or fact_stated(expect[len(FACT):], reply)
    if expect == CHAT:
        return bool(reply.strip()) and reply not in (FALLBACK_REPLY, KNOWLEDGE_FALLBACK_REPLY, NO_MODEL_REPLY,
                                                     LLM_FAILED_REPLY)
    return re.search(expect, reply, re.IGNORECASE) is not None


def build(data_dir: Path, model: str, max_tokens: int | None) -> Any:
    """The household as `gpt-home ask` builds it, over an embedded Postgres in ``data_dir``."""
    from gpt_home.config import load_settings
    from gpt_home.memory.store import open_database
    from gpt_home.wiring import build_household

    os.environ.setdefault("GPIOZERO_PIN_FACTORY", "mock")  # two lights on mock pins: no GPIO hardware here
    # PWM-capable mock pins, as a Pi's GPIO pins are (gpiozero's default lgpio factory dims in software).
    os.environ.setdefault("GPIOZERO_MOCK_PIN_CLASS", "mockpwmpin")
    settings = load_settings({"data_dir": data_dir, "llm_model": model, "timezone": "UTC",
                              "gpio_lights": {"kitchen": 22, "living room": 23}, "weather_location": "",
                              **({"llm_max_tokens": max_tokens} if max_tokens else {})})
    from gpt_home.skills.warm_up import warm_up_skills

    db = open_database(settings)
    household = build_household(settings, db)
    warm_up_skills(household.skills)  # as the daemon does at start (templates, lights): no first-use cost on a turn
    return household, db


def run_mode(household: Any, mode: str, categories: list[str], cases: dict[str, list[tuple[str, str]]],
             back_to_back: bool = False, stream: bool = False) -> list[Outcome]:
    """Every request of ``categories``, in one conversation per category or one fresh thread per request.

    Before each request (untimed) the previous turn's after-reply work (checkpoint, thread record, memory pass,
    journal) is let finish, as the seconds between two spoken requests allow; ``back_to_back`` skips that wait.
    """
    from gpt_home.agent.guard import leaks_prompt, repeats_earlier
    from gpt_home.errors import InvalidInputError

    outcomes: list[Outcome] = []
    user = f"eval-{mode}-{uuid.uuid4().hex[:6]}"
    for category in categories:
        now = CLOCK_START
        thread = f"{user}-{category}"
        earlier: list[str] = []
        for request, expect in cases[category]:
            now += TURN_GAP
            thread_id = thread if mode == "conversation" else f"{user}-{uuid.uuid4().hex[:8]}"
            if not back_to_back:
                household.assistant.settle(5.0)
                household.memory.flush(5.0)
            cpu = time.process_time()
            try:
                reply = _turn(household, request, user, thread_id, now, stream)
            except InvalidInputError as exc:  # refused before the turn (over 2,000 characters): what `ask` prints
                reply = Refused(exc.message)
            cpu = time.process_time() - cpu
            by_model = reply.handled_by in ("llm", TRIMMED)
            copy = by_model and repeats_earlier(reply.text, earlier)
            outcomes.append(Outcome(mode, category, request, reply.text, reply.handled_by, reply.seconds,
                                    judge(expect, reply.text), leaks_prompt(reply.text), copy, cpu))
            if mode == "conversation":
                earlier.append(reply.text)
    return outcomes


@dataclass(frozen=True)
class Refused:
    """A request the assistant refused as bad input before any turn ran (nothing changed)."""

    text: str
    handled_by: str = "refused"
    seconds: float = 0.0


def _turn(household: Any, request: str, user: str, thread_id: str, now: datetime, stream: bool) -> Any:
    """One turn's reply: streamed as the daemon speaks it (the stream guard's text), or asked whole."""
    if stream:
        turn = household.assistant.stream_turn(request, user_id=user, thread_id=thread_id, now=now)
        for _ in turn:
            pass
        return turn.reply
    return household.assistant.ask(request, user_id=user, thread_id=thread_id, now=now)


def guard_false_positives() -> dict[str, Any]:
    """The guard on the fixed good/bad reply set: good replies it would replace, bad ones it would let through."""
    from gpt_home.agent.guard import check_reply

    data = json.loads((BENCH / "data" / "guard_replies.json").read_text())

    def passes(case: dict[str, Any]) -> bool:  # trimmed to its first sentence is not replaced
        return not check_reply(case["reply"], utterance=case["user"], earlier_replies=case.get("earlier", [])).replaced

    good, bad = data["good"], data["bad"]
    replaced = [c["reply"] for c in good if not passes(c)]
    missed = [c["reply"] for c in bad if passes(c)]
    return {"good_replies": len(good), "good_replaced": len(replaced), "false_positive_rate": len(replaced) / len(good),
            "bad_replies": len(bad), "bad_missed": len(missed), "replaced_examples": replaced[:5],
            "missed_examples": missed[:5]}


def summarise(outcomes: list[Outcome]) -> dict[str, Any]:
    """Per-category and overall figures."""
    per: dict[str, dict[str, Any]] = {}
    for category in dict.fromkeys(o.category for o in outcomes):
        rows = [o for o in outcomes if o.category == category]
        per[category] = {"requests": len(rows), "sensible_pct": round(100 * sum(o.sensible for o in rows) / len(rows),
                                                                    1),
                         "by_model": sum(o.handled_by in ("llm", TRIMMED) for o in rows),
                         "guarded": sum(o.handled_by.startswith("guard:") and o.handled_by != TRIMMED
                                        for o in rows)}
    local = sorted(o.seconds * 1000 for o in outcomes if o.handled_by == "intent")
    local_cpu = sorted(o.cpu_seconds * 1000 for o in outcomes if o.handled_by == "intent")
    p95 = local[min(len(local) - 1, int(0.95 * len(local)))] if local else None
    cpu_p95 = local_cpu[min(len(local_cpu) - 1, int(0.95 * len(local_cpu)))] if local_cpu else None
    return {
        "requests": len(outcomes),
        "sensible_pct": round(100 * sum(o.sensible for o in outcomes) / max(1, len(outcomes)), 1),
        "prompt_leaks": sum(o.leak for o in outcomes),
        "copied_replies": sum(o.copy for o in outcomes),
        "guard_replacements": sum(o.handled_by.startswith("guard:") and o.handled_by != TRIMMED for o in outcomes),
        "trimmed_to_first_sentence": sum(o.handled_by == TRIMMED for o in outcomes),
        "local_turns": len(local),
        "local_p95_ms": round(p95, 2) if p95 is not None else None,
        "local_median_ms": round(statistics.median(local), 2) if local else None,
        "local_cpu_p95_ms": round(cpu_p95, 2) if cpu_p95 is not None else None,
        "categories": per,
    }


def markdown(result: dict[str, Any]) -> str:
    """The docs/benchmarks.md section."""
    modes = result["modes"]
    names = list(next(iter(modes.values()))["categories"])
    which = result.get("set", "main")
    source = "bench/requests_cases.py" if which == "main" else f"bench/requests_{which}.py"
    rerun = ".venv/bin/python bench/requests_eval.py" + ("" if which == "main" else f" --set {which}")
    head = "| Category | " + " | ".join(f"{m} sensible %" for m in modes) + " | model-answered | guard replaced |"
    lines = [SECTIONS[which], "", f"Run {result['measured_at']} on {result['cpus']} CPUs (load average "
             f"{result.get('load_average', '?')}), model `{result['model']}`, fixed clock "
             f"{CLOCK_START:%a %Y-%m-%d %H:%M} UTC, llm_max_tokens {result['llm_max_tokens']}; "
             f"{result['requests_per_mode']} requests in {len(names)} categories "
             f"({source}). Rerun: `{rerun}`.", "", head,
             "|---|" + "---|" * (len(modes) + 2)]
    for name in names:
        cells = [f"{modes[m]['categories'][name]['sensible_pct']:.0f}" for m in modes]
        first = next(iter(modes.values()))["categories"][name]
        lines.append(f"| {name} | " + " | ".join(cells) + f" | {first['by_model']} | {first['guarded']} |")
    lines.append("| **overall** | " + " | ".join(f"**{modes[m]['sensible_pct']:.1f}**" for m in modes) + " | | |")
    lines += ["", "| Mode | Prompt leaks | Copied replies | Guard replacements | Local-skill turns | Local p95 ms | "
              "Local CPU p95 ms |", "|---|---|---|---|---|---|---|"]
    for mode, figures in modes.items():
        lines.append(f"| {mode} | {figures['prompt_leaks']} | {figures['copied_replies']} | "
                     f"{figures['guard_replacements']} | {figures['local_turns']} | {figures['local_p95_ms']} | "
                     f"{figures.get('local_cpu_p95_ms')} |")
    guard = result["guard"]
    lines += ["", f"Reply guard on fixed replies (bench/data/guard_replies.json): {guard['good_replaced']} of "
              f"{guard['good_replies']} good replies replaced (false-positive rate "
              f"{100 * guard['false_positive_rate']:.1f} %), {guard['bad_missed']} of {guard['bad_replies']} bad "
              "replies let through.", "", "Targets once every skill is merged: ≥ 95 % overall, ≥ 90 % per category, "
              "0 leaks, 0 copies, local p95 ≤ 10 ms.", ""]
    return "\n".join(lines)


def write_docs(section: str, heading: str = SECTION) -> None:
    """Replace (or append) this benchmark's section of docs/benchmarks.md, leaving the others alone."""
    text = DOCS.read_text() if DOCS.exists() else "# Benchmarks\n"
    start = text.find(heading + "\n")
    if start < 0:
        DOCS.write_text(text.rstrip("\n") + "\n\n" + section)
        return
    end = text.find("\n## ", start + len(heading))
    DOCS.write_text(text[:start] + section + (text[end + 1:] if end >= 0 else ""))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mode", choices=["both", "conversation", "fresh"], default="both")
    parser.add_argument("--set", choices=list(SETS), default="main", dest="which",
                        help="main (bench/requests_cases.py), holdout, holdout2, ... (bench/requests_holdout*.py) "
                             "(bench/requests_holdout*.py)")
    parser.add_argument("--model", default="auto", help="llm_model setting (auto = the bundled SmolLM2)")
    parser.add_argument("--only", default="", help="comma-separated categories")
    parser.add_argument("--max-tokens", type=int, default=None, help="llm_max_tokens (default: the setting's)")
    parser.add_argument("--no-md", action="store_true", help="do not touch docs/benchmarks.md")
    parser.add_argument("--back-to-back", action="store_true",
                        help="no pause for the previous turn's after-reply work between requests (as before)")
    parser.add_argument("--stream", action="store_true",
                        help="each turn streamed as the daemon speaks it (results: requests_eval*_stream.json)")
    args = parser.parse_args()
    cases = SETS[args.which]
    categories = [c for c in args.only.split(",") if c] or list(cases)
    unknown = set(categories) - set(cases)
    if unknown:
        raise SystemExit(f"unknown categories: {sorted(unknown)}")
    modes = ["conversation", "fresh"] if args.mode == "both" else [args.mode]
    started = time.monotonic()
    load_before = os.getloadavg()[0]
    with tempfile.TemporaryDirectory(prefix="requests-eval-") as tmp:
        household, db = build(Path(tmp), args.model, args.max_tokens)
        signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))  # run the clean-up below (stops the embedded Postgres)
        try:
            outcomes = {mode: run_mode(household, mode, categories, cases, args.back_to_back, args.stream)
                        for mode in modes}
        finally:
            household.assistant.close()
            db.close()
            from gpt_home.memory.embedded import stop_embedded_server

            stop_embedded_server(Path(tmp))
    figures = {mode: summarise(rows) for mode, rows in outcomes.items()}
    rows_out = [asdict(o) | {"sensible": o.sensible} for rows in outcomes.values() for o in rows]
    stem = "requests_eval" if args.which == "main" else f"requests_eval_{args.which}"
    stem += "_stream" if args.stream else ""
    previous = RESULTS / f"{stem}.json"
    if len(modes) == 1 and previous.exists():  # keep the other mode's figures from the last run
        old = json.loads(previous.read_text())
        if old.get("requests_per_mode") == sum(len(cases[c]) for c in categories):
            figures = {**{m: f for m, f in old["modes"].items() if m not in figures}, **figures}
            rows_out = [r for r in old.get("outcomes", []) if r["mode"] not in modes] + rows_out
    result = {
        "set": args.which,
        "streamed": args.stream,
        "model": args.model,
        "llm_max_tokens": args.max_tokens or "setting default",
        "between_turns": "back to back" if args.back_to_back else "after-reply work settled (untimed)",
        "requests_per_mode": sum(len(cases[c]) for c in categories),
        "modes": dict(sorted(figures.items())),
        "guard": guard_false_positives(),
        "wall_s": round(time.monotonic() - started, 1),
        "cpus": os.cpu_count(),
        "load_average": f"{load_before:.1f} at start, {os.getloadavg()[0]:.1f} at end",
        "measured_at": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "outcomes": rows_out,
    }
    RESULTS.mkdir(exist_ok=True)
    name = f"{stem}.json" if categories == list(cases) else f"{stem}_partial.json"
    (RESULTS / name).write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n")
    section = markdown(result)
    print(section)
    for row in result["outcomes"]:
        if not row["sensible"] and row["mode"] in modes:
            print(f"  ✗ [{row['mode'][:4]}] {row['category']}: {row['request']!r} -> {row['reply'][:90]!r} "
                  f"({row['handled_by']}{', leak' if row['leak'] else ''}{', copy' if row['copy'] else ''})")
    if not args.no_md and categories == list(cases):
        write_docs(section, SECTIONS[args.which])


if __name__ == "__main__":
    main()
