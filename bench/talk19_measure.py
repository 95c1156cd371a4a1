"""Round 19's talk kinds (``tests/unit/talk19_cases.py``, dev; ``talk19_heldout.py`` and ``talk19_third.py``,
never tuned on) through
the real local skills, each sentence in a fresh household (in-memory timers and lists, two mock lights, the pinned
clock), judged by what the person hears and by the state it leaves:

- ``remark``: right when the sentence's kind is chat (``talk_kinds``: a remark, a feeling or thanks, so the honest
  line fits it) and the skills do nothing (no reply, or a reply that is no action, refusal or "not sure");
- ``service``: right when the reply is that service's refusal; ``refused`` another refusal;
- ``served``: right when its own skill answers, or asks back for what it needs (and nothing is refused);
- ``not asked``: right when nothing is refused and nothing is done.

A WRONG ACTION is any timer, alarm, reminder, list item or light changed where none was asked for.

Usage: PYTHONPATH=$PWD .venv/bin/python bench/talk19_measure.py [--sets dev,held,third] [--show wrong,miss] [--out F.json]
"""

from __future__ import annotations

import argparse
import json
import logging
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
sys.path[:0] = [str(BENCH.parent / "tests"), str(BENCH.parent / "tests" / "unit")]
import talk19_cases  # noqa: E402
import talk19_heldout  # noqa: E402
import talk19_third  # noqa: E402

SETS = {"dev": talk19_cases.all_cases, "held": talk19_heldout.held_out_cases, "third": talk19_third.third_cases}
REFUSED: dict[str, str] = {
    "music": r"^I can't play music", "news": r"^I can't read the news", "calls": r"^I can't (?:make phone )?call",
    "messages": r"^I can't send or read messages", "purchases": r"^I can't buy anything",
    "bookings": r"^I can't book", "calendar": r"^I can't see a calendar",
    "device": r"^I can't (?:control|check|switch|turn|open|lock|unlock|start|play music, radio or videos)",
}
ANY_REFUSAL = re.compile(r"\bI can't\b|\bI cannot\b|isn't set up|aren't set up")
SERVED: dict[str, str] = {
    "timer": r"\btimer\b|how long", "list": r"\blist\b", "weather": r"weather|forecast|location|rain|sun|cloud|°",
    "reminder": r"\bremind", "alarm": r"\balarm\b|what time", "time": r"\d", "light": r"\blight\b",
}
UNSURE = re.compile(r"not sure|didn't catch|don't know", re.I)
CHAT_KINDS = {"remark", "feeling-or-situation", "thanks-greeting-goodbye"}


def _state(skills: Any) -> tuple[Any, ...]:
    timers = sorted((t.kind.value, str(t.due), t.label) for t in skills.timers.list("anna"))
    items = sorted(i.text for i in skills.named.lists.lists.items("anna", "shopping"))
    todo = sorted(i.text for i in skills.named.lists.lists.items("anna", "todo"))
    lights = [(name, skills.lights.level(name)) for name in skills.lights.names]
    return timers, items, todo, lights


def judge(case: Any) -> tuple[str, str]:
    """(outcome, reply): right / refused (another service's refusal) / miss / wrong (an action not asked for)."""
    from gpiozero.pins.mock import MockFactory, MockPWMPin
    from langgraph.store.memory import InMemoryStore
    from skill_helpers import LIGHTS, local_skills, say

    from gpt_home.agent.kind_replies import kind_lines
    from gpt_home.agent.talk_kinds import read_kind
    from gpt_home.skills.lists import ListSkill

    factory = MockFactory(pin_class=MockPWMPin)
    try:
        with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as skills:
            before = _state(skills)
            reply = say(skills, case.text)
            after = _state(skills)
    finally:
        factory.reset()
    said = "" if reply is None else str(reply)
    changed = after != before
    if case.kind == "served":
        right = re.search(SERVED[case.expect], said, re.I) is not None and not ANY_REFUSAL.search(said)
        return ("right" if right else "miss"), said
    if changed:
        return "wrong", said
    if case.kind == "service":
        if re.search(REFUSED[case.expect], said):
            return "right", said
        return ("refused" if ANY_REFUSAL.search(said) else "miss"), said
    if case.kind == "remark":
        kind = read_kind(case.text).kind.value
        heard_ok = reply is None or not (ANY_REFUSAL.search(said) or UNSURE.search(said))
        right = kind in CHAT_KINDS and bool(kind_lines(case.text)) and heard_ok
        return ("right" if right else "miss"), f"{said} [{kind}]"
    return ("miss" if ANY_REFUSAL.search(said) else "right"), said


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sets", default="dev,held,third")
    parser.add_argument("--show", default="wrong", help="outcomes to list: wrong, miss, refused")
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    logging.disable(logging.WARNING)
    show = set(args.show.split(",")) if args.show else set()
    results: dict[str, Any] = {}
    for name in args.sets.split(","):
        rows = [(case.kind, case.text, *judge(case)) for case in SETS[name]()]
        results[name] = {}
        for kind in ("remark", "service", "served", "not asked"):
            mine = [r for r in rows if r[0] == kind]
            counts = Counter(r[2] for r in mine)
            results[name][kind] = {"counts": dict(counts), "total": len(mine),
                                   "misses": [r[1:] for r in mine if r[2] != "right"]}
            sys.stdout.write(f"{name} {kind}: right {counts['right']} / {len(mine)}, other refusal "
                             f"{counts['refused']}, miss {counts['miss']}, wrong action {counts['wrong']}\n")
        for kind, text, outcome, reply in rows:
            if outcome in show:
                sys.stdout.write(f"  [{kind} {outcome}] {text!r} -> {reply!r}\n")
    if args.out:
        args.out.write_text(json.dumps(results, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
