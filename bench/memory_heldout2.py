"""The second and third held-out sets of bench/memory_eval.py (household_heldout2.json, household_heldout3.json).

The second: 64 new facts, one question each, in a namespace of their own (Maya's 30 original facts, the 64 new ones
and filler up to N memories), so the figures of the other sets stay comparable with earlier rounds. The third: another
household (Priya's: 42 facts, 70 questions) among filler only, without Maya's facts; measured before and after a
round's changes, never tuned on. Only the variants are measured here (recall@5 and
search time side by side); the product's figure is the ``hybrid`` row.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from langgraph.store.base import PutOp

from gpt_home.memory.manager import MemoryKind, memory_namespace
from gpt_home.memory.service import MemoryService
from gpt_home.memory.store import Database

HELDOUT2 = Path(__file__).resolve().parent / "data" / "household_heldout2.json"
HELDOUT3 = Path(__file__).resolve().parent / "data" / "household_heldout3.json"


def heldout2(db: Database, manager: MemoryService, size: int, originals: dict[str, str], name: str,
             filler: Callable[[random.Random], str], variants: Callable[..., dict[str, Any]],
             rounds: int, path: Path = HELDOUT2) -> dict[str, Any]:
    """Variants' recall@5 on a held-out set among ``size`` memories (``originals``: slot -> fact text stored too)."""
    data = json.loads(path.read_text())
    label = f"eval-load-{size}-{'new' if path == HELDOUT2 else path.stem}"
    manager.clear(label)
    manager.patch_profile(label, [{"op": "add", "path": "/name", "value": name}])
    namespace = memory_namespace(label, MemoryKind.SEMANTIC)
    facts = {**originals, **{f["slot"]: f["text"] for f in data["facts"]}}
    rng = random.Random(size + 1)
    ops = [PutOp(namespace, f"f{i}", {"content": filler(rng), "device": "eval", "source": "filler"})
           for i in range(max(0, size - len(facts)))]
    ops += [PutOp(namespace, f"fact-{slot}", {"content": text, "device": "eval", "source": "extraction"})
            for slot, text in facts.items()]
    for i in range(0, len(ops), 500):
        db.store.batch(ops[i:i + 500])
    try:
        return variants(db, manager, label, data["questions"], rounds)
    finally:
        manager.clear(label)


def heldout3(db: Database, manager: MemoryService, size: int, filler: Callable[[random.Random], str],
             variants: Callable[..., dict[str, Any]], rounds: int) -> dict[str, Any]:
    """Variants' recall@5 on the third held-out set (another household's facts among filler, no Maya facts)."""
    name = json.loads(HELDOUT3.read_text())["user"].title()
    return heldout2(db, manager, size, {}, name, filler, variants, rounds, path=HELDOUT3)
