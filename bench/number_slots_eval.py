"""The number-slot suites (``tests/number_slot_suite.py``) through the real local skills, per kind: the dev
vocabulary and the second and third ones that were never tuned on. Prints the figures and, with ``--misses``, the failed
sentences (a must-not that failed is a false answer: the worst kind).

    PYTHONPATH=$PWD python bench/number_slots_eval.py [--misses N] [--held-out-only]
"""

from __future__ import annotations

import argparse
import logging
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gpiozero.pins.mock import MockFactory  # noqa: E402

from tests.number_slot_suite import Item, held_out, held_out_3, items  # noqa: E402
from tests.skill_helpers import LIGHTS, Lists, local_skills, say  # noqa: E402

_LOGGER = logging.getLogger(__name__)


def _run(name: str, suite: list[Item], skills: object, misses: int) -> None:
    met, total, wrong = Counter(), Counter(), []
    for item in suite:
        reply = say(skills, item.text)  # type: ignore[arg-type]
        kind = ("must-not " if item.must_not else "") + item.kind
        total[kind] += 1
        if item.met_by(reply):
            met[kind] += 1
        else:
            wrong.append((kind, item.text, reply))
    print(f"== {name}: {sum(met.values())} / {len(suite)} "
          f"(must-nots {sum(met[k] for k in total if k.startswith('must-not'))} / "
          f"{sum(total[k] for k in total if k.startswith('must-not'))})")
    for kind in sorted(total):
        print(f"  {kind:32} {met[kind]:5} / {total[kind]}")
    for kind, text, reply in wrong[:misses]:
        print(f"  MISS [{kind}] {text!r} -> {reply!r}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--misses", type=int, default=0)
    parser.add_argument("--held-out-only", action="store_true")
    parser.add_argument("--dev-only", action="store_true")
    args = parser.parse_args()
    with local_skills(MockFactory(), lights=LIGHTS, lists=Lists()) as skills:
        if not args.held_out_only:
            _run("dev vocabulary", items(), skills, args.misses)
        if not args.dev_only:
            _run("second vocabulary (never tuned on)", held_out(), skills, args.misses)
            _run("third vocabulary (written after the build, never tuned on)", held_out_3(), skills, args.misses)


if __name__ == "__main__":
    main()
