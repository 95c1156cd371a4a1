"""The suite's own layout: every test module can be collected together with every other one.

pytest imports test modules by their basename (rootdir-relative "rootdir/conftest" import mode), so two modules
named alike in different folders stop the whole run at collection. It happened twice when branches merged.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]


def test_test_module_basenames_are_unique() -> None:
    names = Counter(p.name for p in TESTS.rglob("test_*.py") if "__pycache__" not in p.parts)
    assert [name for name, count in names.items() if count > 1] == []
