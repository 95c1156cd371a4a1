"""Shared helpers for the deployment checks (systemd units, Ansible, docker-compose)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
SYSTEMD_DIR = REPO / "systemd"
ANSIBLE_DIR = REPO / "ansible"
VENV_BIN = Path(sys.executable).parent


def require(condition: bool, reason: str) -> None:
    """Skip on a developer machine that lacks a part; in CI (CI set) a missing part is a failure, never a skip."""
    if condition:
        return
    if os.environ.get("CI"):
        pytest.fail(f"CI must have this: {reason}")
    pytest.skip(reason)


def tool(name: str) -> str:
    """Path of a command-line tool: the test venv's bin first (ansible, ansible-lint), then PATH."""
    candidate = VENV_BIN / name
    if candidate.exists():
        return str(candidate)
    found = shutil.which(name)
    require(found is not None, f"{name} is not installed")
    assert found is not None
    return found


def run(
    args: list[str], *, timeout: float, cwd: Path | None = None, env: dict[str, str] | None = None, check: bool = False
) -> subprocess.CompletedProcess[str]:
    """Run a command with a bound on its duration, capturing text output."""
    result = subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout, check=False)
    if check and result.returncode != 0:
        raise AssertionError(f"{args} failed ({result.returncode}):\n{result.stdout}\n{result.stderr}")
    return result
