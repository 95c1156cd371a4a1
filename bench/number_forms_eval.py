"""The number-form suite (``tests/number_form_suite.py``) through the real local skills, per context, for the dev
vocabulary and the one never tuned on; and, per form, which number reader reads it to its value (``--readers``).
A must-not that fails is a wrong action or a number worked out that nobody asked about: the worst kind.

    PYTHONPATH=$PWD python bench/number_forms_eval.py [--misses N] [--readers]
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gpiozero.pins.mock import MockFactory, MockPWMPin  # noqa: E402

from gpt_home.agent.intents import normalize  # noqa: E402
from tests.number_form_suite import Case, dev, forms, held_out, held_out_forms  # noqa: E402
from tests.skill_helpers import LIGHTS, Lists, local_skills, say  # noqa: E402

# the readers of numbers a skill may call: (module, function); a reader that does not exist (any more) is skipped.
# On 8604777 they were three modules (timeparse.numeralize, spoken_numbers.amounts, number_slots.numerals); now they
# are the three depths of the one reader.
_READERS = [("gpt_home.agent.number_reader", "numeralize"), ("gpt_home.agent.number_reader", "amounts"),
            ("gpt_home.agent.number_reader", "numerals")]


def _run(name: str, suite: list[Case], misses: int) -> None:
    met, total, wrong = Counter(), Counter(), []
    for case in suite:
        with local_skills(MockFactory(pin_class=MockPWMPin), lights=LIGHTS, lists=Lists()) as skills:
            reply = say(skills, case.text)
        total[case.kind] += 1
        if case.check(reply):
            met[case.kind] += 1
        else:
            wrong.append((case.kind, case.text, reply))
    print(f"== {name}: {sum(met.values())} / {len(suite)}")
    for kind in sorted(total):
        print(f"  {kind:12} {met[kind]:4} / {total[kind]}")
    for kind, text, reply in wrong[:misses]:
        print(f"  MISS [{kind}] {text!r} -> {reply!r}")


def _value_said(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def _readers(name: str, found: list[tuple[str, float]]) -> None:
    print(f"== readers, {name} forms ({len(found)})")
    for module, function in _READERS:
        try:
            read = getattr(importlib.import_module(module), function)
        except (ImportError, AttributeError):
            continue
        right = [said for said, value in found if read(normalize(f"x {said} y")) == f"x {_value_said(value)} y"]
        print(f"  {module}.{function:12} {len(right):3} / {len(found)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--misses", type=int, default=0)
    parser.add_argument("--readers", action="store_true")
    args = parser.parse_args()
    if args.readers:
        _readers("dev", forms())
        _readers("never-tuned", held_out_forms())
    _run("dev vocabulary", dev(), args.misses)
    _run("never-tuned vocabulary", held_out(), args.misses)


if __name__ == "__main__":
    main()
