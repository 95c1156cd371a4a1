"""How many general-knowledge questions got the right answer, an honest "not sure", or a wrong answer, read from the
results bench/requests_eval.py wrote (its "sensible" counts an honest "not sure" as sensible; this tells them apart).

Usage: .venv/bin/python bench/knowledge_right.py [RESULTS.json ...]
(default: every bench/results/requests_eval*.json holding general_knowledge outcomes). Prints one line per file and
mode; writes bench/results/knowledge_right.json.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))
import requests_eval  # noqa: E402
from requests_cases import FACT, UNSURE, fact_stated  # noqa: E402


def classify(outcome: dict, expect: str) -> str:
    """right (the fact stated as requests_eval judges it), unsure (an honest "not sure") or wrong."""
    reply = outcome["reply"]
    if expect.startswith(FACT):
        if fact_stated(expect[len(FACT):], reply):
            return "right"
    elif re.search(expect, reply, re.IGNORECASE) and not re.search(UNSURE, reply, re.IGNORECASE):
        return "right"
    return "unsure" if re.search(UNSURE, reply, re.IGNORECASE) else "wrong"


def count(path: Path) -> dict[str, dict[str, int]]:
    """Per mode: right / unsure / wrong over the file's general_knowledge outcomes."""
    data = json.loads(path.read_text())
    cases = dict(requests_eval.SETS[data.get("set", "main")]["general_knowledge"])
    figures: dict[str, dict[str, int]] = {}
    for outcome in data.get("outcomes", []):
        if outcome["category"] != "general_knowledge" or outcome["request"] not in cases:
            continue
        mode = figures.setdefault(outcome["mode"], {"right": 0, "unsure": 0, "wrong": 0})
        mode[classify(outcome, cases[outcome["request"]])] += 1
    return figures


def main(argv: list[str]) -> int:
    paths = [Path(a) for a in argv] or sorted((BENCH / "results").glob("requests_eval*.json"))
    result = {}
    for path in paths:
        figures = count(path)
        if figures:
            result[path.name] = figures
            for mode, f in figures.items():
                print(f"{path.name} {mode}: right {f['right']}, not sure {f['unsure']}, wrong {f['wrong']}")
    (BENCH / "results" / "knowledge_right.json").write_text(json.dumps(result, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
