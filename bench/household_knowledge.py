"""The household general-knowledge list (tests/fixtures/household_knowledge.tsv) through the real local path, and
with ``--model`` once through the whole assistant with the bundled model: right / wrong / unsure / to-model counts.

Usage: .venv/bin/python bench/household_knowledge.py [--model] [--out FILE.json]
Local path: ``LocalSkills.handle`` as ``local_path_profile`` asks it (fresh user per question); a None reply would go
to the model. ``--model``: ``requests_eval.run_mode`` in fresh threads, each reply judged right (the answer's
pattern in a reply of one sentence, ``requests_cases.fact_stated``), unsure (an honest "not sure") or wrong.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))
import local_path_profile  # noqa: E402
import requests_eval  # noqa: E402
from requests_cases import FACT, UNSURE, fact_stated  # noqa: E402

LIST = BENCH.parent / "tests" / "fixtures" / "household_knowledge.tsv"


def cases(path: Path = LIST) -> list[tuple[str, str]]:
    """(question, answer pattern) pairs of the list, comments skipped."""
    rows = [line.split("\t") for line in path.read_text().splitlines() if line.strip() and not line.startswith("#")]
    return [(question.strip(), answer.strip()) for question, answer in rows]


def verdict(reply: str | None, answer: str) -> str:
    """to-model (None), right, unsure or wrong."""
    if reply is None:
        return "to-model"
    if re.search(UNSURE, reply, re.IGNORECASE):
        return "unsure"
    return "right" if fact_stated(answer, reply) else "wrong"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", action="store_true", help="also ask the whole assistant with the bundled model")
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args()
    asked = cases()
    requests_eval.SETS["household"] = {"general_knowledge": [(q, FACT + a) for q, a in asked]}
    result: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="household-knowledge-") as tmp:
        household, db = requests_eval.build(Path(tmp), "auto", None)
        try:
            rows = local_path_profile.run(household, "household", "fresh", None, "household")
            result["local"] = [{"request": r["request"], "reply": r["reply"],
                                "verdict": verdict(r["reply"], a)} for r, (_, a) in zip(rows, asked, strict=True)]
            if args.model:
                outcomes = requests_eval.run_mode(household, "fresh", ["general_knowledge"],
                                                  requests_eval.SETS["household"])
                result["model"] = [{"request": o.request, "reply": o.reply, "handled_by": o.handled_by,
                                    "verdict": verdict(o.reply, a)} for o, (_, a) in zip(outcomes, asked, strict=True)]
        finally:
            household.assistant.close()
            db.close()
            from gpt_home.memory.embedded import stop_embedded_server

            stop_embedded_server(Path(tmp))
    for key, rows in result.items():
        counts = {v: sum(r["verdict"] == v for r in rows) for v in ("right", "wrong", "unsure", "to-model")}
        print(key, counts)
        for row in rows:
            if row["verdict"] == "wrong":
                print(f"  WRONG {row['request']!r} -> {row['reply']!r}")
    if args.out:
        args.out.write_text(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
