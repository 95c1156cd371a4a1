"""The math-words suite (``tests/math_words_suite.py``) through the real local skills: household sums said as small
word problems, for the dev vocabulary, the one never tuned on, and the must-nots of both (numbers that are no sum,
other skills' requests), which must stay at 0 wrong.

    PYTHONPATH=$PWD python bench/math_words_eval.py [--misses N] [--dump FILE]
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gpiozero.pins.mock import MockFactory, MockPWMPin  # noqa: E402

from tests.math_words_suite import Case, dev, held_out, held_out_must_nots, must_nots  # noqa: E402
from tests.math_words_third import third, third_must_nots  # noqa: E402
from tests.skill_helpers import LIGHTS, Lists, local_skills, say  # noqa: E402


def _run(name: str, suite: list[Case], misses: int, replies: dict[str, str | None]) -> None:
    met, total, wrong = Counter(), Counter(), []
    for case in suite:
        with local_skills(MockFactory(pin_class=MockPWMPin), lights=LIGHTS, lists=Lists()) as skills:
            reply = say(skills, case.text)
        replies[case.text] = reply
        total[case.kind] += 1
        if case.check(reply):
            met[case.kind] += 1
        else:
            wrong.append((case.kind, case.text, reply))
    print(f"== {name}: {sum(met.values())} / {len(suite)}")
    for kind in sorted(total):
        print(f"  {kind:10} {met[kind]:4} / {total[kind]}")
    for kind, text, reply in wrong[:misses]:
        print(f"  MISS [{kind}] {text!r} -> {reply!r}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--misses", type=int, default=0)
    parser.add_argument("--dump", type=Path, help="write every reply to this JSON file")
    args = parser.parse_args()
    replies: dict[str, str | None] = {}
    _run("dev vocabulary", dev(), args.misses, replies)
    _run("never-tuned vocabulary", held_out(), args.misses, replies)
    _run("dev must-nots", must_nots(), args.misses, replies)
    _run("never-tuned must-nots", held_out_must_nots(), args.misses, replies)
    _run("third vocabulary (written after the first build)", third(), args.misses, replies)
    _run("third must-nots", third_must_nots(), args.misses, replies)
    if args.dump:
        args.dump.write_text(json.dumps(replies, indent=1, ensure_ascii=False), encoding="utf-8")


if __name__ == "__main__":
    main()
