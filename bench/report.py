"""Collect every bench/results/*.md into docs/benchmarks.md (the page the README links).

Usage: .venv/bin/python bench/report.py
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main() -> None:
    parts = ["# Benchmarks", "",
             "Latest figures from the scripts in `bench/`, measured on the 2-core x86_64 development machine unless a",
             "table says otherwise (a Raspberry Pi 4 is roughly 3-6x slower). Regenerate with `bench/report.py` after",
             "running a benchmark; the raw numbers are in `bench/results/*.json`.", ""]
    for md in sorted((ROOT / "bench" / "results").glob("*.md")):
        text = md.read_text().strip()
        if text.startswith("# "):
            text = "#" + text  # demote each file's title one level
        parts += [text, ""]
    out = ROOT / "docs" / "benchmarks.md"
    out.parent.mkdir(exist_ok=True)
    out.write_text("\n".join(parts))
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
