"""The honest fallback measured on every request set without the model: what the command-shape detector answers,
what it would wrongly catch, and what the new guard checks replace among the model's recorded replies.

Usage: .venv/bin/python bench/honest_fallback_eval.py
Sets: the request sets of bench/requests_eval.py (main, holdout … holdout6). Three figures:
* false catches: knowledge and chit-chat requests the detector (skills/command_shape.py) takes for a command, on the
  text alone (stricter than in a turn, where it is asked only after every rule declined); must be 0;
* honest answers (a help line "Sorry, I didn't catch …" that the set's pattern accepts only because an example in
  it names the expected word, e.g. "cancel my reminders", is counted apart: it is honest, not the answer): every request through the real local skills (as bench/requests_eval.py wires them: kitchen and
  living room lights on mock pins, no weather location, the box's mixer, in-memory timers and lists), one fresh
  key per request: the requests the detector now answers, by category, against the recorded model reply of the
  set's last run (bench/results/requests_eval_<set>.json, fresh mode): was it sensible, is the honest line;
* guard: every recorded reply the model wrote, re-checked: how many the new checks (agent/unfounded.py) replace,
  of those the bench had judged sensible (listed: read them), and the labelled good replies
  (bench/data/guard_replies.json) they replace.
Writes bench/results/honest_fallback.json. Pure text and local skills: no model, no database.
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections import Counter, defaultdict
from datetime import timedelta
from pathlib import Path
from typing import Any

os.environ.setdefault("GPIOZERO_PIN_FACTORY", "mock")
BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))
import recorded_runs
import requests_eval
from requests_eval import CLOCK_START, TRIMMED, judge

from gpt_home.agent.guard import GuardReason, check_reply
from gpt_home.agent.intents import normalize
from gpt_home.agent.recognizer import spoken_symbols
from gpt_home.skills.command_shape import command_shape

RESULTS = BENCH / "results"
LIGHTS = {"kitchen": 22, "living room": 23}
QUIET = ("general_knowledge", "chit_chat")
NEW_REASONS = (GuardReason.UNPROMPTED, GuardReason.CLAIMS_HOUSE)


def _skills() -> Any:
    from gpiozero.pins.mock import MockFactory, MockPWMPin
    from langgraph.store.memory import InMemoryStore

    from gpt_home.skills.lights import Lights
    from gpt_home.skills.lists import ListSkill
    from gpt_home.skills.local import LocalSkills
    from gpt_home.skills.timers import TimerService
    from gpt_home.skills.volume import Volume
    from gpt_home.skills.weather import Weather

    return LocalSkills(tz=CLOCK_START.tzinfo, timers=TimerService(InMemoryStore(), device_id="eval", grace_seconds=600),
                       lights=Lights(LIGHTS, pin_factory=MockFactory(pin_class=MockPWMPin)), volume=Volume(),
                       weather=Weather(""), lists=ListSkill(InMemoryStore()))


def false_catches() -> dict[str, Any]:
    """Knowledge and chit-chat requests of every set the detector would take for a command."""
    caught, total = [], 0
    for name, cases in requests_eval.SETS.items():
        for category in QUIET:
            for request, _ in cases.get(category, []):
                total += 1
                if command_shape(normalize(spoken_symbols(request)), light_names=tuple(LIGHTS)) is not None:
                    caught.append(f"{name}/{category}: {request}")
    return {"requests": total, "caught": len(caught), "rate": len(caught) / max(1, total), "examples": caught}


def honest_answers() -> dict[str, Any]:
    """Every request through the real skills: which the detector answers, and how that compares with the model."""
    from gpt_home.agent.graph import TurnContext
    from gpt_home.skills import command_shape as module

    caught: list[str] = []
    real = module.not_understood

    def spy(normalized: str, skills: Any) -> Any:
        reply = real(normalized, skills)
        if reply is not None:
            caught.append(str(reply))
        return reply

    module.not_understood = spy  # the hook in Dialogue.handle calls it through the module's name
    from gpt_home.skills import dialogue

    dialogue.not_understood = spy
    per_set: dict[str, Any] = {}
    try:
        for name, cases in requests_eval.SETS.items():
            skills, recorded = _skills(), recorded_runs.by_request(recorded_runs.recorded(name, mode="fresh"))
            table: dict[str, Counter] = defaultdict(Counter)
            rows = []
            for n, (category, request, expect) in enumerate(
                    (c, r, e) for c, pairs in cases.items() for r, e in pairs):
                before = len(caught)
                ctx = TurnContext(user_id=f"u{n}", device_id=f"d{n}", now=CLOCK_START + timedelta(seconds=2 * n))
                reply = skills.handle(request, ctx)
                if len(caught) == before:
                    continue
                old = recorded.get((category, request), {})
                row = {"category": category, "request": request, "reply": str(reply),
                       "before_reply": old.get("reply", ""), "before_by": old.get("handled_by", ""),
                       "before_sensible": bool(old.get("sensible")), "after_sensible": judge(expect, str(reply))}
                rows.append(row)
                help_line = str(reply).startswith("Sorry, I didn't catch")
                table[category].update(caught=1, before_sensible=row["before_sensible"],
                                       after_sensible=row["after_sensible"],
                                       help_line_matched_by_its_examples=help_line and row["after_sensible"],
                                       model_nonsense=not row["before_sensible"] and row["before_by"] == "llm")
            per_set[name] = {"caught": len(rows), "categories": {c: dict(v) for c, v in table.items()},
                             "lost": [r for r in rows if r["before_sensible"] and not r["after_sensible"]],
                             "rows": rows}
    finally:
        module.not_understood = real
        dialogue.not_understood = real
    return per_set


def guard_replay() -> dict[str, Any]:
    """The model's recorded replies re-checked by the guard: what the new checks replace."""
    data = json.loads((BENCH / "data" / "guard_replies.json").read_text())
    labelled = [c for c in data["good"]
                if check_reply(c["reply"], utterance=c["user"], earlier_replies=c.get("earlier", [])).reason
                in NEW_REASONS]
    bad_caught = [c for c in data["bad"] if check_reply(c["reply"], utterance=c["user"]).reason in NEW_REASONS]
    out: dict[str, Any] = {"labelled_good": len(data["good"]), "labelled_good_replaced": len(labelled),
                           "labelled_bad": len(data["bad"]), "labelled_bad_replaced_by_new_checks": len(bad_caught),
                           "sets": {}}
    for name in requests_eval.SETS:
        if not recorded_runs.result_path(name).exists():
            continue
        counts: Counter = Counter()
        sensible_replaced = []
        for row in recorded_runs.recorded(name):
            if row["handled_by"] not in ("llm", TRIMMED):
                continue
            reason = check_reply(row["reply"], utterance=row["request"]).reason
            quiet = row["category"] in QUIET
            counts.update(model_replies=1, quiet_replies=quiet)
            if reason in NEW_REASONS:
                counts.update(replaced=1, replaced_quiet=quiet, replaced_sensible=row["sensible"],
                              replaced_quiet_sensible=quiet and row["sensible"])
                if row["sensible"]:
                    sensible_replaced.append(f"{row['request']!r} -> {row['reply'][:100]!r}")
        out["sets"][name] = {**dict(counts), "sensible_replaced_examples": sensible_replaced}
    return out


def main() -> None:
    started, cpu = time.monotonic(), time.process_time()
    result = {"false_catches": false_catches(), "honest_answers": honest_answers(), "guard": guard_replay(),
              "measured_at": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
              "load_average": f"{os.getloadavg()[0]:.1f}", "wall_s": 0.0, "cpu_s": 0.0}
    result["wall_s"] = round(time.monotonic() - started, 1)
    result["cpu_s"] = round(time.process_time() - cpu, 1)
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "honest_fallback.json").write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n")
    fc = result["false_catches"]
    print(f"false catches on knowledge + chit-chat: {fc['caught']} of {fc['requests']}")
    for name, figures in result["honest_answers"].items():
        print(f"{name}: answered honestly {figures['caught']}; previously sensible and now not: "
              f"{len(figures['lost'])}; per category {figures['categories']}")
        for row in figures["lost"]:
            print(f"   lost {row['category']}: {row['request']!r} -> {row['reply'][:80]!r} (was {row['before_reply'][:60]!r})")
    guard = result["guard"]
    print(f"guard, labelled good replies replaced by the new checks: {guard['labelled_good_replaced']} of "
          f"{guard['labelled_good']}; labelled bad caught by them: {guard['labelled_bad_replaced_by_new_checks']} of "
          f"{guard['labelled_bad']}")
    for name, figures in guard["sets"].items():
        print(f"{name}: {figures}")


if __name__ == "__main__":
    main()
