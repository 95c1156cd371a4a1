"""Fixtures shared by the integration tests: the household as the daemon wires it."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from gpt_home.wiring import build_household


@pytest.fixture
def household(settings, db, model) -> Iterator[Any]:
    """The household on the session's Postgres; its chat model is the test module's own ``model`` fixture."""
    built = build_household(settings, db, chat_model=model)
    yield built
    built.assistant.close()
    built.memory.close()
