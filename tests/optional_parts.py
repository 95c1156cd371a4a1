"""``require``: the one rule for optional parts of the test machine (a tool, an extra, a browser)."""

from __future__ import annotations

import os

import pytest


def require(condition: bool, reason: str) -> None:
    """Skip on a developer machine that lacks an optional part; in CI (CI set) a missing part is a failure, never a
    skip."""
    if condition:
        return
    if os.environ.get("CI"):
        pytest.fail(f"CI must have this: {reason}")
    pytest.skip(reason)
