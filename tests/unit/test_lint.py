"""The code stays lint-clean: ruff with the rule set named in pyproject.toml ([tool.ruff.lint])."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
RUFF = Path(sys.executable).parent / "ruff"


def _ruff(*args: str, cwd: Path = REPO) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(RUFF), "check", "--no-cache", *args], cwd=cwd, capture_output=True, text=True,
                          timeout=300, check=False)


def test_package_tests_and_benchmarks_are_lint_clean() -> None:
    result = _ruff("gpt_home", "tests", "bench")
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]


def test_the_check_can_fail(tmp_path: Path) -> None:
    """An unused import in a file checked with the project's settings makes ruff exit non-zero."""
    bad = tmp_path / "bad.py"
    bad.write_text("import os\n", encoding="utf-8")
    result = _ruff("--config", str(REPO / "pyproject.toml"), str(bad), cwd=tmp_path)
    assert result.returncode != 0 and "F401" in result.stdout
