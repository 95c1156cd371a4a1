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
import sys
from collections import Counter
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
sys.path[:0] = [str(BENCH.parent / "tests"), str(BENCH.parent / "tests" / "unit")]
import talk19_cases  # noqa: E402
import talk19_heldout  # noqa: E402
import talk19_third  # noqa: E402
from talk19_judge import judge  # noqa: E402

SETS = {"dev": talk19_cases.all_cases, "held": talk19_heldout.held_out_cases, "third": talk19_third.third_cases}


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
