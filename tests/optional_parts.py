"""``require``: the one rule for optional parts of the test machine (a tool, an extra, a browser)."""

from __future__ import annotations

import os
import shutil
import subprocess

import pytest


def require(condition: bool, reason: str) -> None:
    """Skip on a developer machine that lacks an optional part; in CI (CI set) a missing part is a failure, never a
    skip."""
    if condition:
        return
    if os.environ.get("CI"):
        pytest.fail(f"CI must have this: {reason}")
    pytest.skip(reason)


def require_tool(name: str, package: str) -> None:
    """The command-line tool ``name`` (Debian package ``package``) is on the PATH."""
    require(shutil.which(name) is not None, f"{name} is not installed (Debian package {package})")


def require_network_namespace() -> None:
    """``unshare -n`` works here: a test can run a command with no network at all."""
    require_tool("unshare", "util-linux")
    probe = subprocess.run(["unshare", "-n", "true"], capture_output=True, timeout=30, check=False)
    require(probe.returncode == 0,
            f"cannot create a network namespace here: {probe.stderr.decode(errors='replace').strip()}")


def require_wordnet() -> None:
    """Debian's wordnet-base (scripts/setup.sh installs it) for the WordNet word, place and work families."""
    from gpt_home.skills.wordnet_data import find_root

    require(find_root() is not None, "WordNet's database is not installed (Debian package wordnet-base)")
