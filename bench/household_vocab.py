"""The generated household vocabularies (``tests/household_grammar.py``, ``tests/household_third.py``) through the
real local skills, each sentence in a fresh household (in-memory timers and lists, mock pins, the pinned Tuesday
clock), judged by the state it leaves: right, nothing done (asked back or "didn't catch"), unnamed (the right timer
at the right time without the name said), or a WRONG ACTION (a timer, alarm, reminder or list item that was not
asked for, or not as asked).

The second (``fresh``) and third (``third``) vocabularies are never tuned on: their figures are the honest measure of
generality. The must-nots must stay at 0 wrong actions.

Usage: PYTHONPATH=$PWD .venv/bin/python bench/household_vocab.py [--sets dev,held,fresh,third,nots,third_nots]
       [--show wrong,nothing] [--out FILE.json]
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH.parent / "tests"))
import dated_reminder_suite as dated  # noqa: E402
import household_grammar as grammar  # noqa: E402
import household_third as third  # noqa: E402

SETS: dict[str, Callable[[], list[Any]]] = {
    "dev": grammar.commands, "held": grammar.held_out, "fresh": grammar.fresh, "third": third.third,
    "nots": grammar.must_nots, "third_nots": third.third_must_nots,
    "dated": dated.commands, "dated_nots": dated.must_nots,
}


def judge(item: Any) -> tuple[str, str]:
    """(outcome, reply) of one generated sentence said to a fresh household: right / nothing / unnamed / wrong."""
    from gpiozero.pins.mock import MockFactory, MockPWMPin
    from langgraph.store.memory import InMemoryStore
    from skill_helpers import local_skills, say

    from gpt_home.skills.lists import ListSkill

    factory = MockFactory(pin_class=MockPWMPin)
    try:
        with local_skills(factory, lists=ListSkill(InMemoryStore())) as skills:
            for setup in item.setup:
                say(skills, setup)
            before = _state(skills)
            reply = say(skills, item.text)
            after = _state(skills)
    finally:
        factory.reset()
    said = str(reply) if reply is not None else ""
    new = [r for r in after[0] if r not in before[0]]
    changed = after != before
    if item.action == "set":
        right = [(k, d) for k, d, _ in new] == [(item.kind, item.due)] and item.label in new[0][2]
        if not right and [(k, d, lab) for k, d, lab in new] == [(item.kind, item.due, "")]:
            return "unnamed", said  # the right timer at the right time, its name not kept: no wrong action
    elif item.action == "add_time":
        right = after[0] == [("timer", item.due, item.label)]
    elif item.action == "list_add":
        right = after[1] in ([item.item], sorted(item.item.split(" and ")))
    else:
        right = not changed and all(w in said.lower() for w in item.reply_has)
    return ("right" if right else "wrong" if changed else "nothing"), said


def _state(skills: Any) -> tuple[list[tuple[str, object, str]], list[str]]:
    timers = sorted((t.kind.value, t.due, t.label) for t in skills.timers.list("anna"))
    return timers, sorted(i.text for i in skills.named.lists.lists.items("anna", "shopping"))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sets", default=",".join(SETS))
    parser.add_argument("--show", default="wrong", help="outcomes to list: wrong, nothing")
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    logging.disable(logging.WARNING)
    show = set(args.show.split(",")) if args.show else set()
    results: dict[str, Any] = {}
    for name in args.sets.split(","):
        rows = [(item.text, *judge(item)) for item in SETS[name]()]
        counts = Counter(outcome for _, outcome, _ in rows)
        results[name] = {"counts": dict(counts), "total": len(rows),
                         "misses": [r for r in rows if r[1] != "right"]}
        sys.stdout.write(f"{name}: right {counts['right']} / {len(rows)}, nothing done {counts['nothing']}, "
                         f"unnamed {counts['unnamed']}, wrong action {counts['wrong']}\n")
        for text, outcome, reply in rows:
            if outcome in show:
                sys.stdout.write(f"  [{outcome}] {text!r} -> {reply!r}\n")
    if args.out:
        args.out.write_text(json.dumps(results, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
