"""``agent/talk_kinds.py`` compiles its patterns on first use, not at import (start-up of every process that imports
the guard), and ``warm_up`` compiles them all before a daemon's first turn; the kinds read are the same either way."""

from __future__ import annotations

import subprocess
import sys


def _run(code: str) -> str:
    return subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout.strip()


def test_importing_compiles_no_pattern_and_warm_up_compiles_all() -> None:
    code = (
        "from gpt_home.agent import talk_kinds as t\n"
        "lazy = [v for v in vars(t).values() if isinstance(v, t._Lazy)]\n"
        "lazy += [p for v in vars(t).values() if isinstance(v, tuple) for item in v\n"
        "         if isinstance(item, tuple) and len(item) == 2 and isinstance(p := item[1], t._Lazy)]\n"
        "before = sum(p._compiled is not None for p in lazy)\n"
        "t.warm_up()\n"
        "print(len(lazy), before, sum(p._compiled is not None for p in lazy))\n"
    )
    total, before, after = map(int, _run(code).split())
    assert total >= 50
    assert before == 0
    assert after == total


def test_a_kind_is_read_the_same_cold_and_warm() -> None:
    from gpt_home.agent.talk_kinds import read_kind, warm_up

    cold = read_kind("the living room light is hurting my eyes")
    warm_up()
    assert read_kind("the living room light is hurting my eyes") == cold
    assert cold.offer == "dim the living room light"
