"""House19's generated suite (tests/house19_suite.py) through the real local skills: per kind, how many cases leave
the household as asked, and how many must-nots did something (a wrong action), for the tuned ``DEV`` vocabulary,
the never-tuned ``NEVER`` one (both written before any change) and ``THIRD`` (written after the build, never tuned).

    PYTHONPATH=$PWD python bench/house19_eval.py [--fails N]
"""

from __future__ import annotations

import argparse
import logging
import sys
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(REPO), str(REPO / "tests")]

from gpiozero.pins.mock import MockFactory  # noqa: E402
from house19_suite import DEV, NEVER, THIRD, cases, check  # noqa: E402
from langgraph.store.memory import InMemoryStore  # noqa: E402
from skill_helpers import LIGHTS, local_skills  # noqa: E402

from gpt_home.skills.lists import ListSkill  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--fails", type=int, default=0, help="print this many failing cases per vocabulary")
    args = parser.parse_args()
    logging.disable(logging.WARNING)
    for name, vocabulary in (("DEV", DEV), ("NEVER", NEVER), ("THIRD", THIRD)):
        passed: Counter[str] = Counter()
        total: Counter[str] = Counter()
        fails = []
        for case in cases(vocabulary):
            factory = MockFactory()
            with local_skills(factory, lights=LIGHTS, lists=ListSkill(InMemoryStore())) as skills:
                ok, reply = check(skills, case)
            factory.reset()
            total[case.kind] += 1
            passed[case.kind] += ok
            if not ok:
                fails.append((case.kind, case.setup, case.text, case.then, reply))
        good = sum(passed[k] for k in total if not k.endswith(", not"))
        asked = sum(total[k] for k in total if not k.endswith(", not"))
        wrong = sum(total[k] - passed[k] for k in total if k.endswith(", not"))
        nots = sum(total[k] for k in total if k.endswith(", not"))
        print(f"{name}: commands {good}/{asked}, must-nots wrong {wrong}/{nots}")
        for kind in sorted(total):
            print(f"  {kind:22} {passed[kind]:4}/{total[kind]}")
        for fail in fails[:args.fails]:
            print("   FAIL", fail)


if __name__ == "__main__":
    main()
