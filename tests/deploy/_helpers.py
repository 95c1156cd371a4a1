"""Shared helpers for the deployment checks (systemd units, Ansible, docker-compose)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from tests.optional_parts import require

__all__ = ["require"]  # test_ansible.py takes it from here with the other deployment helpers
REPO = Path(__file__).resolve().parents[2]
SYSTEMD_DIR = REPO / "systemd"
ANSIBLE_DIR = REPO / "ansible"
VENV_BIN = Path(sys.executable).parent


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
