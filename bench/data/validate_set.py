"""The checker a held-out request set is written with (bench/data/validate_holdout*.py): without running the
assistant, every case's expectation compiles, a hand-written correct reply passes bench/requests_eval.judge, clearly
wrong replies fail it, and each near miss (the value a careless reader would give) fails."""

from __future__ import annotations

import re

from requests_cases import CHAT, FACT
from requests_eval import judge

from gpt_home.agent.guard import FALLBACK_REPLY

WRONG = "Okay, the garage door is now purple."


def check(cases: dict[str, list[tuple[str, str]]], right_replies: dict[str, list[str]],
          near_misses: dict[tuple[str, int], str]) -> int:
    """Print what fails and return 1 when anything does: each case's right reply passes, wrong ones and its near
    miss fail (``right_replies`` lists one right reply per case, ``near_misses`` is keyed by (category, index))."""
    assert list(cases) == list(right_replies), "categories differ"
    failures = 0
    swaps = 0
    for category, rows in cases.items():
        assert len(rows) == len(right_replies[category]), (category, len(rows), len(right_replies[category]))
        for index, ((request, expect), right) in enumerate(zip(rows, right_replies[category])):
            if not expect.startswith((FACT, CHAT)):
                re.compile(expect)
            wrongs = [FALLBACK_REPLY] if expect == CHAT else [WRONG, "", "I'm not sure about that."]
            if "not sure" in expect:  # an honest "not sure" is a sensible answer here by design
                wrongs = wrongs[:2]
            if expect.startswith(FACT):
                wrongs = [WRONG, "It is Paris, and it is also many other things that are quite wrong."]
            if not judge(expect, right):
                failures += 1
                print(f"RIGHT FAILS  {category} {index}: {request[:80]!r} <- {right!r}")
            for wrong in wrongs:
                if judge(expect, wrong):
                    failures += 1
                    print(f"WRONG PASSES {category} {index}: {request[:80]!r} <- {wrong!r}")
            near = near_misses.get((category, index))
            if near is not None and judge(expect, near):
                failures += 1
                print(f"NEAR MISS PASSES {category} {index}: {request[:80]!r} <- {near[:100]!r}")
            other = right_replies[category][(index + 1) % len(rows)]  # the next case's answer: passes only if equally right
            if other != right and judge(expect, other):
                swaps += 1
                print(f"  (next case's answer also passes) {category}: {request[:60]!r} <- {other!r}")
    total = sum(len(rows) for rows in cases.values())
    print(f"{total} cases in {len(cases)} categories; {len(near_misses)} near misses; {failures} failures; {swaps} "
          "cases also accept the next case's answer")
    return 1 if failures else 0

