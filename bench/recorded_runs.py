"""The recorded outcomes of a request set's last run (bench/requests_eval.py writes them), for the benchmarks that
compare against it (honest_fallback_eval.py, semantic_eval.py)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

RESULTS = Path(__file__).resolve().parent / "results"
Key = tuple[str, str]  # (category, request)


def result_path(name: str) -> Path:
    """Where bench/requests_eval.py --set ``name`` wrote its outcomes ("main" is the first set, without a suffix)."""
    return RESULTS / ("requests_eval.json" if name == "main" else f"requests_eval_{name}.json")


def outcomes(text: str, *, mode: str | None = None) -> list[dict[str, Any]]:
    """The outcome rows of one results file's ``text``, only those of ``mode`` ("fresh", "conversation") if given."""
    rows = json.loads(text).get("outcomes", [])
    return [r for r in rows if mode is None or r["mode"] == mode]


def recorded(name: str, *, mode: str | None = None) -> list[dict[str, Any]]:
    """The outcome rows of the set's last run in this tree; [] when it was never run."""
    path = result_path(name)
    return outcomes(path.read_text(), mode=mode) if path.exists() else []


def by_request(rows: list[dict[str, Any]]) -> dict[Key, dict[str, Any]]:
    """Outcome rows keyed by (category, request)."""
    return {(r["category"], r["request"]): r for r in rows}
