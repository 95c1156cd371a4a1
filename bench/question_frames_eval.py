"""asks19's question frames through the real local skills: the dev vocabulary (tests/question_frame_suite.py) and
the never-tuned one (tests/question_frame_unseen.py), each ask x frame, plus the must-nots; prints per skill and per
frame kind how many got the right answer, and writes every miss to ``--out``.

    PYTHONPATH=$PWD python bench/question_frames_eval.py --out /tmp/frames.json
"""

from __future__ import annotations

import argparse
import json
import logging
import re
import time
from collections import Counter
from pathlib import Path

from gpiozero.pins.mock import MockFactory

from tests.question_frame_suite import DEV_ASKS, DEV_FRAMES, cases, must_not_cases
from tests.question_frame_unseen import UNSEEN_ASKS, UNSEEN_FRAMES, UNSEEN_MUST_NOTS
from tests.skill_helpers import TWO_ROOMS, local_skills, say


def _acted(skills) -> bool:
    timers = skills.timers.list("anna") if skills.timers is not None else []
    return bool(timers) or any(skills.lights.level(n) > 0 for n in skills.lights.names)


def run(rows, negative: bool) -> dict:
    """Per row: the reply, whether it is right (or for a must-not: neither a matching answer nor an action)."""
    by_skill: Counter[str] = Counter()
    right_skill: Counter[str] = Counter()
    misses = []
    factory = MockFactory()
    for kind, said, pattern in rows:
        with local_skills(factory, lights=TWO_ROOMS) as skills:
            reply = say(skills, said)
            acted = _acted(skills)
        factory.reset()
        hit = reply is not None and re.search(pattern, str(reply)) is not None
        ok = (not hit and not acted) if negative else (hit and not acted)
        by_skill[kind] += 1
        right_skill[kind] += ok
        if not ok:
            misses.append({"kind": kind, "said": said, "reply": None if reply is None else str(reply)})
    return {"right": sum(right_skill.values()), "of": sum(by_skill.values()),
            "by_kind": {k: f"{right_skill[k]}/{n}" for k, n in sorted(by_skill.items())}, "misses": misses}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--only", choices=("dev", "unseen"), default=None)
    args = parser.parse_args()
    logging.basicConfig(level=logging.WARNING)
    report = {}
    started = time.process_time()
    vocabularies = {"dev": (DEV_ASKS, DEV_FRAMES, list(must_not_cases())),
                    "unseen": (UNSEEN_ASKS, UNSEEN_FRAMES, list(must_not_cases(UNSEEN_MUST_NOTS)))}
    for name, (asks, frames, nots) in vocabularies.items():
        if args.only and name != args.only:
            continue
        rows = list(cases(asks, frames))
        by_frame = run(rows, negative=False)
        skill_of = {}
        for ask in asks:
            skill_of.update({said: ask.skill for _k, said, want in cases([ask], frames) if want == ask.want})
        by_skill = Counter(skill_of.get(s, "two asks") for _k, s, _p in rows)
        missed = Counter(skill_of.get(m["said"], "two asks") for m in by_frame["misses"])
        report[name] = {"asks": {k: f"{n - missed[k]}/{n}" for k, n in sorted(by_skill.items())}, **by_frame,
                        "must_nots": run(nots, negative=True)}
        print(f"{name}: {by_frame['right']}/{by_frame['of']} right; must-nots "
              f"{report[name]['must_nots']['right']}/{report[name]['must_nots']['of']} kept")
        print("  by skill:", report[name]["asks"])
        print("  by frame:", by_frame["by_kind"])
    print(f"cpu {time.process_time() - started:.1f} s")
    if args.out:
        args.out.write_text(json.dumps(report, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
